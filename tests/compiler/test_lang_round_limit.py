"""A betting round of its own structure: `bet no-limit`, `bet pot-limit` over the game's
`betting` (limit/no-limit hold'em: fixed-limit before the turn, no-limit after). Stacked
decks; chips conserved on random play."""

from __future__ import annotations

import pytest
from helpers.invariants import play_randomly
from helpers.stacking import holdem_deck
from helpers.written_games import compile_games

from pokerlang.engine import Bet, BetRange, Call, Check, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.research.encoding import ActionCoder
from pokerlang.runner.phh import phh_code

LNL = """game "Limit/no-limit hold'em"
import rankings
players 2..10
betting fixed-limit cap 4
forced blinds
stakes blinds 1/2 bets 2/4
zone hand per seat private
zone board shared public
step preflop { deal 2 to hand  bet small first after big-blind }
step flop    { deal 3 to board  bet small }
step turn    { deal 1 to board  bet no-limit }
step river   { deal 1 to board  bet pot-limit }
showdown best 5 of hand + board by high
"""

DECK = holdem_deck({0: "As Ad", 1: "Ks Kd", 2: "Qs Qd"}, "2c 7d 9h 3s 4c", button=0, players=3)


def game(tmp_path):
    return compile_games(tmp_path, g=LNL)["g"]


def to_street(state, boards: int):
    """Everyone checks or calls until the board holds ``boards`` cards."""
    while len(state.zones.cards("board")) < boards:
        legal = state.legal_actions()
        state.apply(Check() if Check() in legal else next(o for o in legal if isinstance(o, Call)))
    return state


def hand(tmp_path, stacks=100):
    return new_hand(game(tmp_path), TableStakes(players=3, stacks=stacks), deck=DECK, button=0)


# Before the turn the rounds are the game's: a raise is exactly one small bet.
def test_the_rounds_before_the_turn_are_fixed_limit(tmp_path):
    state = hand(tmp_path)
    raises = [o for o in state.legal_actions() if isinstance(o, RaiseRange)]
    assert [(o.min, o.max) for o in raises] == [(4, 4)]


# On the turn, no-limit: any bet from the big blind up to the player's whole stack.
def test_the_turn_is_no_limit_from_the_big_blind_to_the_stack(tmp_path):
    state = to_street(hand(tmp_path), 4)
    [bet] = [o for o in state.legal_actions() if isinstance(o, BetRange)]
    assert (bet.min, bet.max) == (2, 98)


# On the river, pot-limit: at most the pot (six chips in it after the blinds called).
def test_the_river_is_pot_limit(tmp_path):
    state = to_street(hand(tmp_path), 5)
    [bet] = [o for o in state.legal_actions() if isinstance(o, BetRange)]
    assert (bet.min, bet.max) == (2, 6)


# The game's cap of four bets belongs to its fixed-limit rounds: a no-limit round has none.
def test_a_no_limit_round_has_no_cap(tmp_path):
    state = to_street(hand(tmp_path), 4)
    raised = 0
    while raised < 6:
        legal = state.legal_actions()
        option = next(o for o in legal if isinstance(o, (BetRange, RaiseRange)))
        state.apply(Raise(option.min) if isinstance(option, RaiseRange) else Bet(option.min))
        raised += 1
    assert any(isinstance(o, RaiseRange) for o in state.legal_actions())


def test_explain_says_each_rounds_structure(tmp_path):
    text = explain(game(tmp_path))
    assert "Betting round, no-limit (the minimum bet the big blind)" in text
    assert "Betting round, pot-limit (the minimum bet the big blind)" in text
    assert "Betting round in small bets" in text


# The research adapters offer every bet size (the no-limit rounds have more than one); PHH
# names one betting for a game, so such a game is not exported to it.
def test_the_adapters_size_the_bets_and_phh_has_no_code(tmp_path):
    g = game(tmp_path)
    assert ActionCoder(g).sizes == ("min", "half", "pot", "all")
    assert phh_code(g) is None


@pytest.mark.parametrize("players", [2, 3, 6, 10])
def test_random_play_conserves_chips(tmp_path, players):
    g = game(tmp_path)
    for seed in range(3):
        play_randomly(g, players, seed * 31 + players)


def test_explain_says_the_rounds_of_their_own_structure_at_a_glance(tmp_path):
    assert (
        "- **Betting:** fixed-limit, at most four bets and raises a round;"
        " no-limit and pot-limit on the rounds that say so" in explain(game(tmp_path))
    )


# A fixed-limit round in a game of another structure is said the other way round.
def test_a_round_of_fixed_limit_is_refused_with_the_way_to_write_it(tmp_path):
    from pokerlang.check import check_file

    path = tmp_path / "f.poker"
    path.write_text(LNL.replace("bet pot-limit", "bet fixed-limit"))
    [found] = check_file(path)
    assert found.code == "E130" and "write `bet no-limit` on its other rounds" in found.render()
