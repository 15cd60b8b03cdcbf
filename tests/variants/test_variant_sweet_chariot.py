"""Sweet Chariot: "played exactly like Swingo, but in the showdown the lowest hand
takes the pot"."""

from __future__ import annotations

from helpers.stacking import cards, stacked

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Choose, Show, TableStakes, new_hand


def test_played_exactly_like_swingo():
    swingo, chariot = load_game("swingo"), load_game("sweet-chariot")
    assert chariot.streets[:-1] == swingo.streets[:-1]
    assert (chariot.fold_only_facing_bet, chariot.betting, chariot.forced) == (
        swingo.fold_only_facing_bet,
        swingo.betting,
        swingo.forced,
    )


def test_the_lowest_hand_takes_the_pot():
    # Seat 0 can make 6-4-3-2-A (borrowing seat 1's ace); seat 1 is stuck with pairs.
    hands = {0: "6c 4d 3h 2s 9c", 1: "Kh Kd Ah Qs Qc"}
    boards = {0: "3h 2s 9c", 1: "Ah Qs Qc"}
    state = new_hand(load_game("sweet-chariot"), TableStakes(players=2), deck=stacked(hands, "Kc", 1, 2), button=1)
    state.apply(Call(1))
    state.apply(Check())
    for seat in (0, 1):
        state.apply(Choose(cards(boards[seat])), seat=seat)
    while not state.is_over:
        state.apply(Show() if Show() in state.legal_actions() else Check())
    result = state.result()
    assert result.net[0] > 0 and result.net[1] < 0
    winner = result.pots[0].shares[0].winners[0]
    assert winner.seat == 0 and winner.borrowed_from == 1
