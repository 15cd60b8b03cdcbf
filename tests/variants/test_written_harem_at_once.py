"""A hand that wins at once when made (`win`, `holds at least N PATTERN`), on the written
game ``harem-at-once.poker``: "three queens in a player's hand, up or down (a harem),
win the pot at once, as soon as the third queen is dealt".

Three seats, the button at seat 0: the cards go round from seat 1. An ante of 1, bets
of 2 and 4, stacks of 100.
"""

from __future__ import annotations

import pytest
from helpers.invariants import play_randomly
from helpers.moves_play import settle_round, stakes
from helpers.stacking import stud_deck
from helpers.written_games import WRITTEN
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import compile_source, load_game
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import new_hand
from pokerlang.explain import explain

GAME = load_game(str(WRITTEN / "harem-at-once.poker"))
BUTTON, PLAYERS = 0, 3
SEVEN = "s s s s s s s"


def table(hands: dict[int, str]):
    return new_hand(GAME, stakes(PLAYERS), deck=stud_deck(hands, SEVEN, BUTTON), button=BUTTON)


def winners(state) -> set[int]:
    return {w.seat for p in state.result().pots for s in p.shares for w in s.winners}


# "three queens ... win the pot at once, as soon as the third queen is dealt": seat 1's
# third queen comes face up on fourth street, the first card of the round.
def test_the_third_queen_wins_the_pot_at_once():
    state = table({1: "Qc Qd 5h Qs 2c 3c 4c", 2: "Ah Ad 7h 8d 9d Tc 6s", 0: "2h 3h 4h 5d 6d 7d 8c"})
    settle_round(state)
    assert state.is_over
    assert winners(state) == {1} and state.result().net[1] == 2
    # the others are put out, not folding (`out`, "is out")
    assert sorted(e.seat for e in state.log if e.kind == "out") == [0, 2]
    assert not [e for e in state.log if e.kind == "fold"]
    # The deal ends there: the others get no card of that round.
    assert sum(e.count or 0 for e in state.log if e.kind == "deal" and e.seat == 2) == 3


# "up or down": the third queen dealt face down on seventh street wins too.
def test_a_queen_dealt_face_down_counts():
    state = table({1: "Qc 2d 5h Qs 2c 3c Qd", 2: "Ah Ad 7h 8d 9d Tc 6s", 0: "2h 3h 4h 5d 6d 7d 8c"})
    while not state.is_over:
        settle_round(state)
    assert winners(state) == {1}
    assert not any(e.kind == "show" for e in state.log)


# Two queens are only a pair: the deal is played to the showdown.
def test_two_queens_do_not_win():
    state = table({1: "Qc 2d 5h Qs 2c 3c 4d", 2: "Ah Ad 7h 8d 9d Tc 6s", 0: "2h 3h 4h 5d 6d 7d 8c"})
    while not state.is_over:
        settle_round(state)
    assert len(state.zones.cards("hand", 1)) == 7 and state.result().pots[0].shares[0].name != "uncontested"


def test_explain_says_the_harem_wins_at_once():
    text = explain(GAME)
    assert "holds at least three queens" in text and "wins the pot at once" in text


# `win` is one player's: outside a turn or an event there is nobody to win.
def test_win_outside_a_players_block_is_refused():
    text = "import rankings\nzone hand per seat private\nstep deal { deal 5 to hand  win  bet }\n"
    with pytest.raises(PokerlangError) as caught:
        compile_source(WRITTEN / "inline.poker", text + "showdown best 5 of hand by high\n")
    assert [d.code for d in caught.value.diagnostics] == ["E512"]


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 7), seed=st.integers(0, 10**6))
def test_chips_and_cards_are_conserved_and_nothing_leaks(players, seed):
    play_randomly(GAME, players, seed)
