"""Swingo high-low: "Swingo also works well as a high-low game with limit betting and a
declaration of high/low/pig before the showdown". Played as Swingo otherwise; a pig
(both ways) must win both, or wins nothing."""

from __future__ import annotations


import pytest
from helpers.stacking import cards, stacked

from pokerlang.compiler import load_game
from pokerlang.engine import (
    Bet,
    BetRange,
    Call,
    Check,
    Choose,
    Declare,
    DeclareOptions,
    IllegalAction,
    Raise,
    RaiseRange,
    Show,
    TableStakes,
    new_hand,
)


@pytest.fixture(scope="module")
def hilo():
    return load_game("swingo-hilo")


# Seat 0: aces full of kings for high. Seat 1: 7-5-4-3-2 for low, and a wheel for high
# when it borrows seat 0's ace. Seat 2: a pair of queens; a jack-high low.
HANDS = {0: "Ac Ad Ah Ks Kd", 1: "2c 3d 4h 5s 7c", 2: "Qh Qc 9d 8s 6c"}
BOARDS = {0: "Ah Ks Kd", 1: "4h 5s 7c", 2: "9d 8s 6c"}
STAKES = TableStakes(players=3, small_blind=1, big_blind=2, small_bet=2, big_bet=4, stacks=100)


def to_declaration(hilo):
    state = new_hand(hilo, STAKES, deck=stacked(HANDS, "Jd", 2, 3), button=2)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in (0, 1, 2):
        state.apply(Choose(cards(BOARDS[seat])), seat=seat)
    for _ in range(6):  # boards and river rounds checked
        state.apply(Check())
    assert state.street == "declaration"
    return state


def declare(state, said: dict[int, str]):
    for seat in (0, 1, 2):
        state.apply(Declare(said[seat]), seat=seat)
    while not state.is_over:  # every hand is shown
        state.apply(Show())
    return state.result()


def test_played_as_swingo_but_for_the_declaration_and_the_showdown(hilo):
    swingo = load_game("swingo")
    assert [s.name for s in hilo.streets] == ["deal-hands", "boards", "river-round", "declaration", "showdown"]
    assert hilo.streets[:3] == swingo.streets[:3]
    assert hilo.fold_only_facing_bet and hilo.forced == swingo.forced


def test_limit_betting_a_bet_and_three_raises_a_round_big_bets_on_the_river(hilo):
    state = new_hand(hilo, STAKES, deck=stacked(HANDS, "Jd", 2, 3), button=2)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in (0, 1, 2):
        state.apply(Choose(cards(BOARDS[seat])), seat=seat)
    assert state.to_act == 0  # the best board cards: kings
    assert BetRange(2, 2) in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(Bet(3))
    state.apply(Bet(2))
    state.apply(Raise(4))
    state.apply(Raise(6))
    state.apply(Raise(8))
    assert not any(isinstance(o, RaiseRange) for o in state.legal_actions())  # capped
    state.apply(Call())
    state.apply(Call())
    assert state.street == "river-round"
    assert BetRange(4, 4) in state.legal_actions()


def test_each_declares_high_low_or_pig_in_secret_before_the_showdown(hilo):
    state = to_declaration(hilo)
    assert not state.is_over and not any(e.kind == "show" for e in state.log)
    assert state.legal_actions() == [DeclareOptions(options=("high", "low", "pig"))]
    state.apply(Declare("low"), seat=0)
    assert state.view(1)["seats"][0]["declared"] is None  # not known until all have declared
    state.apply(Declare("low"), seat=1)
    state.apply(Declare("high"), seat=2)
    assert state.view(1)["seats"][0]["declared"] == "low"


def test_the_high_declarers_contest_high_and_the_low_declarers_low(hilo):
    result = declare(to_declaration(hilo), {0: "high", 1: "low", 2: "high"})
    shares = {s.name: s for s in result.pots[0].shares}
    assert [w.seat for w in shares["high"].winners] == [0]
    assert [w.seat for w in shares["low"].winners] == [1]
    assert result.net == (1, 1, -2)


def test_a_pig_who_loses_one_way_wins_nothing(hilo):
    # Seat 1 has the best low but its wheel loses high to aces full.
    result = declare(to_declaration(hilo), {0: "high", 1: "pig", 2: "low"})
    shares = {s.name: s for s in result.pots[0].shares}
    assert [w.seat for w in shares["high"].winners] == [0]
    assert [w.seat for w in shares["low"].winners] == [2]  # the jack-high low, the only one left
    assert result.net[1] == -2


def test_a_pig_who_wins_both_ways_takes_the_whole_pot(hilo):
    # Seat 0, with aces full, declares low: seat 1's wheel is then the best high.
    result = declare(to_declaration(hilo), {0: "low", 1: "pig", 2: "high"})
    assert {w.seat for s in result.pots[0].shares for w in s.winners} == {1}
    assert result.net == (-2, 4, -2)


# Random-play invariants and `pokerlang run` at the fewest, most and a middle number
# of players are checked for every shipped variant in test_engine_invariants.py and
# test_all_variants_run.py.
