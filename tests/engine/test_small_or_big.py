"""The bettor's choice of the small or the big bet (`bet small or big`, fixed limit).

Robert's Rules of Poker, seven-card stud: "If a player has an open pair on fourth street,
any player has the option of making the lower or higher bet. ... Once a big bet has been
made, all further raises are of that size." Written with a tally that a turn sets when a
player shows a pair, and an `if` between the two rounds."""

from __future__ import annotations

import pytest

from pokerlang.codec.options import BetRange, RaiseRange
from pokerlang.codec.text import InputError, read_action
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Bet, Call, Declare, IllegalAction, Raise, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.research.encoding import ActionCoder

OPEN_PAIR = """
game "Open pair"
import rankings
players 2..4
betting fixed-limit
forced ante
zone shown per seat public
tally paired shared
step deal {
    deal 2 up to shown
    set paired to 0
    each in turn { if shown makes pair or better by showing { set paired to 1 } }
    if paired = 1 { bet small or big } else { bet small }
}
showdown best 2 of shown by showing
"""
PAIRS = ["As", "Ad", "Ac", "Ah"]  # however they are dealt, both players show a pair
NO_PAIR = ["2s", "7d", "9c", "Jh"]


def table(deck, players: int = 2, source: str = OPEN_PAIR):
    game = compile_source("open-pair.poker", source).game
    stakes = TableStakes(players=players, stacks=100, ante=1, small_bet=2, big_bet=4)
    return new_hand(game, stakes, deck=deck, button=players - 1)


def sizes(hand) -> list[tuple[str, int]]:
    return [(type(o).__name__, o.min) for o in hand.legal_actions() if isinstance(o, (BetRange, RaiseRange))]


def test_with_a_pair_showing_the_first_bettor_may_bet_the_small_or_the_big_bet():
    assert sizes(table(PAIRS)) == [("BetRange", 2), ("BetRange", 4)]


def test_with_no_pair_showing_only_the_small_bet():
    assert sizes(table(NO_PAIR)) == [("BetRange", 2)]


def test_after_a_small_bet_a_raise_may_be_small_or_big():
    hand = table(PAIRS)
    hand.apply(Bet(2))
    assert sizes(hand) == [("RaiseRange", 4), ("RaiseRange", 6)]


def test_once_a_big_bet_is_made_every_raise_is_big():
    hand = table(PAIRS, players=3)
    hand.apply(Bet(4))
    assert sizes(hand) == [("RaiseRange", 8)]
    hand.apply(Raise(8))
    hand.apply(Call())
    assert sizes(hand) == [("RaiseRange", 12)]  # the bettor, facing the big raise


def test_a_size_between_the_two_is_refused():
    hand = table(PAIRS)
    with pytest.raises(IllegalAction):
        hand.apply(Bet(3))


def test_the_terminal_reads_either_size_and_asks_which_when_none_is_said():
    options = table(PAIRS).legal_actions()
    assert read_action("bet 4", options) == Bet(4)
    assert read_action("bet 2", options) == Bet(2)
    with pytest.raises(InputError, match="2 or 4"):
        read_action("bet", options)


def test_each_size_has_its_own_research_id():
    hand = table(PAIRS)
    coder = ActionCoder(hand.game)
    bets = {i: a for i, a in coder.legal(hand.legal_actions(), hand).items() if isinstance(a, Bet)}
    assert sorted(a.amount for a in bets.values()) == [2, 4]
    assert {coder.describe(i) for i in bets} == {"bet/raise small", "bet/raise big"}


def test_only_a_fixed_limit_round_offers_the_choice():
    with pytest.raises(PokerlangError, match=r"E318|fixed-limit round"):
        compile_source("nl.poker", OPEN_PAIR.replace("betting fixed-limit", "betting no-limit"))


def test_a_round_of_the_small_or_the_biggest_bet_is_refused():
    with pytest.raises(PokerlangError, match="not small or biggest"):
        compile_source("bad.poker", OPEN_PAIR.replace("bet small or big", "bet small or biggest"))


def test_explain_says_the_bettor_chooses():
    text = explain(compile_source("open-pair.poker", OPEN_PAIR).game)
    assert "in small or big bets, at the bettor's choice (once a big bet or raise is made, every raise is big)" in text


def test_a_price_in_small_bets_follows_the_table_stakes():
    source = OPEN_PAIR.replace(
        "if paired = 1 { bet small or big } else { bet small }", "declare buy = pay 1 small-bet, pass in turn"
    )
    hand = table(NO_PAIR, source=source)
    hand.apply(Declare("buy"))
    assert hand.chips.staked(0) == 1 + 2  # the ante and one small bet of 2
    assert "buy (paying 1 small bet, or all they have)" in explain(compile_source("buy.poker", source).game)
