"""The cap kept heads-up, or lifted, as the file says (``betting fixed-limit cap 4 even
heads-up``, ``cap 4 except heads-up``), rule by rule: the written games ``kuhn-three`` and
``holdem-limit-capped``, beside the shipped ``holdem-limit``.

The rules: by the card rooms' rule, when a fold leaves two players before the raising is
capped, raising is unlimited; `even heads-up` keeps the cap all the same; a cap of one bet
(no raise at all) is the game's own rule and holds heads-up unless the file says `except
heads-up`; a game for two alone keeps its cap."""

from __future__ import annotations

import pytest

from helpers.written_games import WRITTEN
from helpers.written_play import game

from pokerlang.compiler import compile_source, load_game
from pokerlang.engine import Bet, BetRange, Complete, Fold, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.cards import card

LIMIT = {"small_blind": 5, "big_blind": 10, "small_bet": 10, "big_bet": 20}
KUHN = {"ante": 1, "small_bet": 1, "big_bet": 1, "stacks": 20}
KUHN_TEXT = (WRITTEN / "kuhn-three.poker").read_text(encoding="utf-8")


def raise_option(state):
    return next((o for o in state.legal_actions() if isinstance(o, (RaiseRange, BetRange, Complete))), None)


def kuhn_with(betting: str):
    """Three-player Kuhn with another betting line."""
    text = KUHN_TEXT.replace("betting fixed-limit cap 1 even heads-up", betting)
    return compile_source("kuhn-variation.poker", text).game


def kuhn_hand(g):
    deck = [card(c) for c in ("Js", "Qs", "Ks", "As")]
    return new_hand(g, TableStakes(players=3, **KUHN), deck=deck, button=0)


def heads_up_raising(g) -> list[int]:
    """Limit hold'em for three: the first player folds before any raise, then the two
    left raise as long as they may; the amounts raised to."""
    state = new_hand(g, TableStakes(players=3, stacks=500, **LIMIT), seed=3, button=0)
    state.apply(Fold())
    raised = []
    while (option := raise_option(state)) is not None and len(raised) < 8:
        state.apply(Raise(option.min))
        raised.append(option.min)
    return raised


# "A single bet of one chip and no raise ... it holds even when a fold leaves two players."
def test_three_player_kuhn_after_a_fold_the_bet_may_only_be_called():
    state = kuhn_hand(game("kuhn-three"))
    state.apply(Fold())
    state.apply(Bet(1))
    assert raise_option(state) is None


# The default for a cap of one bet: no raise, heads-up too (a game's own rule).
def test_a_cap_of_one_bet_holds_heads_up_by_default():
    state = kuhn_hand(kuhn_with("betting fixed-limit cap 1"))
    state.apply(Fold())
    state.apply(Bet(1))
    assert raise_option(state) is None


# `except heads-up`: the file lifts even a one-bet cap once two are left.
def test_except_heads_up_lifts_the_cap_when_two_are_left():
    state = kuhn_hand(kuhn_with("betting fixed-limit cap 1 except heads-up"))
    state.apply(Fold())
    state.apply(Bet(1))
    assert raise_option(state) == RaiseRange(2, 2)


# The card rooms' rule, the default for a cap of more than one bet: heads-up before the
# cap, raising is unlimited.
def test_by_default_a_fold_to_two_lifts_a_cap_of_four():
    assert heads_up_raising(load_game("holdem-limit")) == [20, 30, 40, 50, 60, 70, 80, 90]


# `cap 4 even heads-up`: the blind and three raises, and no more, with two players left.
def test_even_heads_up_keeps_the_cap_of_four():
    assert heads_up_raising(game("holdem-limit-capped")) == [20, 30, 40]


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("kuhn-three", "fixed-limit, one bet a round and no raise, even heads-up"),
        ("holdem-limit-capped", "fixed-limit, at most four bets and raises a round, even heads-up"),
    ],
)
def test_explain_says_the_cap_holds_heads_up(name, words):
    text = explain(game(name))
    assert f"**Betting:** {words}" in text
    assert "raising is unlimited" not in text


def test_explain_says_a_lifted_one_bet_cap_is_lifted():
    assert "One bet and no raise a round while three or more" in explain(
        kuhn_with("betting fixed-limit cap 1 except heads-up")
    )
