"""Bet sizes per round, sentence by sentence: a third, doubled bet on the river
(``holdem-limit-river-double.poker``, `stakes bets 2/4/8`, `bet biggest`) and a spread
that widens on the end (``spread-limit-stud.poker``, "1-5, 10 on the end").
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Bet, BetRange, Call, Check, PostBringIn, RaiseRange, new_hand
from pokerlang.explain import explain
from pokerlang.runner.stakes import table_stakes

DOUBLE = load_game(str(WRITTEN / "holdem-limit-river-double.poker"))
SPREAD_STUD = load_game(str(WRITTEN / "spread-limit-stud.poker"))


def opening(state) -> BetRange:
    return next(o for o in state.legal_actions() if isinstance(o, BetRange))


def passive(state) -> None:
    """The seat to act checks, calls, or brings in."""
    state.apply(next(o for o in state.legal_actions() if isinstance(o, (Check, Call, PostBringIn))))


def heads_up_to_river(stakes):
    """Two seats check and call to the river's betting round, where a bet is offered."""
    state = new_hand(DOUBLE, stakes, seed=3, button=0)
    while state.to_act is not None:
        if len(state.zones.table["board"]) == 5 and any(isinstance(o, BetRange) for o in state.legal_actions()):
            return state
        passive(state)
    raise AssertionError("the hand ended before the river")


# "bets are 2 before the flop and on the flop, 4 on the turn, and a third, doubled bet of
# 8 on the river"
def test_the_bets_are_2_2_4_then_8_on_the_river():
    state = new_hand(DOUBLE, table_stakes(DOUBLE, 2), seed=3, button=0)
    offered = set()  # (cards on the board, the bet offered)
    while state.to_act is not None:
        bet = next((o for o in state.legal_actions() if isinstance(o, BetRange)), None)
        if bet is not None:
            offered.add((len(state.zones.table["board"]), bet.min, bet.max))
        passive(state)
    assert sorted(offered) == [(3, 2, 2), (4, 4, 4), (5, 8, 8)]


# "a bet and three raises a round": on the river, each raise is by the doubled bet.
def test_a_river_raise_is_by_the_doubled_bet():
    state = heads_up_to_river(table_stakes(DOUBLE, 2))
    state.apply(Bet(8))
    raise_ = next(o for o in state.legal_actions() if isinstance(o, RaiseRange))
    assert (raise_.min, raise_.max) == (16, 16)


# The table may set the three bets (`--bets 3/6/12`); a game without a third size doubles
# the big bet.
@pytest.mark.parametrize(("bets", "river"), [("3/6/12", 12), ("3/6", 12), ("3/6/9", 9)])
def test_the_table_sets_the_three_bets(bets, river):
    state = heads_up_to_river(table_stakes(DOUBLE, 2, bets=bets))
    assert (opening(state).min, opening(state).max) == (river, river)


def test_a_biggest_bet_below_the_big_bet_is_refused_at_the_table():
    with pytest.raises(ValueError, match="at least the big bet"):
        table_stakes(DOUBLE, 2, bets="3/6/4")


def spread_on(state, street: str) -> tuple[int, int] | None:
    """The range of the first bet offered on ``street`` (the upcards each seat shows)."""
    while state.to_act is not None:
        legal = state.legal_actions()
        bet = next((o for o in legal if isinstance(o, BetRange)), None)
        upcards = len(state.zones.held[("shown", state.to_act)])
        hole = len(state.zones.held[("hole", state.to_act)])
        if bet is not None and street == "seventh" and hole == 3:
            return bet.min, bet.max
        if bet is not None and street == "fourth" and upcards == 2:
            return bet.min, bet.max
        passive(state)
    return None


# "on every street a bet or raise may be any amount from 1 to 5 chips, and on seventh
# street (the end) from 1 to 10"
@pytest.mark.parametrize(("street", "spread"), [("fourth", (1, 5)), ("seventh", (1, 10))])
def test_the_spread_widens_on_the_end(street, spread):
    state = new_hand(SPREAD_STUD, table_stakes(SPREAD_STUD, 2), seed=5, button=0)
    assert spread_on(state, street) == spread


# "a raise is at least the largest bet or raise of the round so far": on the end, a bet of
# 7 is raised by 7 to 10 at the most over it.
def test_on_the_end_a_raise_is_at_least_the_bet_and_at_most_ten_more():
    state = new_hand(SPREAD_STUD, table_stakes(SPREAD_STUD, 2), seed=5, button=0)
    assert spread_on(state, "seventh") == (1, 10)
    state.apply(Bet(7))
    raise_ = next(o for o in state.legal_actions() if isinstance(o, RaiseRange))
    assert (raise_.min, raise_.max) == (14, 17)


def test_explain_says_the_spread_widens():
    assert "up to the biggest bet" in explain(SPREAD_STUD)
    assert "biggest bets" in explain(DOUBLE)


@settings(max_examples=25, deadline=None)
@given(game=st.sampled_from([DOUBLE, SPREAD_STUD]), players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_chips_are_conserved_at_every_bet_size(game, players, seed):
    play_randomly(game, players, seed, probe=False)
