"""Archie, sentence by sentence, on stacked decks: three seats, the button at seat 2,
every player stands pat at every draw and checks or calls."""

import pytest
from helpers.moves_play import settle_round, shares, won
from helpers.stacking import round_the_table

from pokerlang.compiler import load_game
from pokerlang.engine import Draw, Fold, TableStakes, new_hand


@pytest.fixture(scope="module")
def game():
    return load_game("archie")


def play(game, hands, fold=()):
    state = new_hand(
        game,
        TableStakes(players=3, small_blind=1, big_blind=2, stacks=100),
        deck=round_the_table(hands, 2, 3),
        button=2,
    )
    while not state.is_over:
        if state.to_act in fold and state.street == "deal-hands":
            state.apply(Fold())
            continue
        before = len(state.log)
        settle_round(state)
        if not state.is_over and len(state.log) == before:
            state.apply(Draw())  # stand pat
    return state


# "The high half needs a pair of nines or better"
def test_a_pair_of_eights_does_not_win_the_high_half(game):
    state = play(game, {0: "8c 8d Kh Qs 2c", 1: "7h 5d 4c 3s 2h", 2: "Jc Td 6h 4s 3d"})
    assert shares(state) == {"low": [1]}  # the low scoops: no high qualifies


def test_a_pair_of_nines_wins_the_high_half(game):
    state = play(game, {0: "9c 9d Kh Qs 2c", 1: "7h 5d 4c 3s 2h", 2: "Jc Td 6h 4s 3d"})
    assert shares(state) == {"high": [0], "low": [1]}


# "the low half an eight-or-better low (ace-to-five)"
def test_a_nine_low_does_not_win_the_low_half(game):
    state = play(game, {0: "9c 9d Kh Qs 2c", 1: "9h 5d 4c 3s Ah", 2: "Jc Td 6h 4s 3d"})
    assert shares(state) == {"high": [0]}


# "a hand that qualifies both ways may scoop"
def test_a_low_straight_may_scoop(game):
    state = play(game, {0: "9c 9d Kh Qs 2c", 1: "7h 6d 5c 4s 3h", 2: "Jc Td 8h 4d 2d"})
    assert shares(state) == {"high": [1], "low": [1]}


# "when no hand qualifies at all, the pot is split among the players still in"
def test_when_nothing_qualifies_the_pot_is_split_among_the_players_still_in(game):
    state = play(game, {0: "Jc 9d 8h 5s 3c", 1: "Kh Qd 7c 4s 2h", 2: "Ac Td 6h 4d 2d"})
    assert shares(state) == {"split": [0, 1, 2]}
    assert won(state) == [2, 2, 2]


def test_a_folded_player_has_no_part_of_the_split(game):
    state = play(game, {0: "Jc 9d 8h 5s 3c", 1: "Kh Qd 7c 4s 2h", 2: "Ac Td 6h 4d 2d"}, fold=(2,))
    assert shares(state) == {"split": [0, 1]}
    assert won(state)[2] == 0 and won(state)[0] + won(state)[1] == state.result().pots[0].amount
