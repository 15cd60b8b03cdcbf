"""Chicago (High Chicago), sentence by sentence, on stacked decks. Three seats, the
button at seat 2; each seat's cards are listed in the order dealt: two down, four up,
one down (seventh street)."""

import pytest
from helpers.moves_play import settle_round, shares, stakes, won
from helpers.stacking import stud_deck

from pokerlang.compiler import load_game
from pokerlang.engine import new_hand


@pytest.fixture(scope="module")
def game():
    return load_game("chicago")


def to_showdown(game, seats):
    state = new_hand(game, stakes(3, bring_in=1), deck=stud_deck(seats, "s s s s s s s", 2), button=2)
    while not state.is_over:
        settle_round(state)
    return state


# "the pot is split between the best hand and the highest spade in the hole"
def test_the_best_hand_and_the_highest_spade_in_the_hole_split_the_pot(game):
    state = to_showdown(
        game,
        {
            0: "Kh Kd Kc 9d 8c 2d 3c",  # three kings, no spade
            1: "Qs 4d 5h 7d Jc Tc 6h",  # queen of spades in the hole
            2: "Ts 2c 3d 4h 6c 8d 9c",  # ten of spades in the hole
        },
    )
    assert shares(state) == {"high": [0], "spade": [1]}
    assert won(state)[0] == won(state)[1] and won(state)[2] == 0


# "Only face-down cards count for the spade: a spade dealt face up is no use."
def test_a_spade_dealt_face_up_does_not_count(game):
    state = to_showdown(
        game,
        {
            0: "Kh Kd Kc 9d 8c 2d 3c",
            1: "4d 5h As 7d Jc Tc 6h",  # the ace of spades, face up
            2: "2s 2c 3d 4h 6c 8d 9c",  # the deuce of spades in the hole
        },
    )
    assert shares(state)["spade"] == [2]


def test_the_last_card_dealt_down_is_in_the_hole(game):
    state = to_showdown(
        game,
        {
            0: "Kh Kd Kc 9d 8c 2d 3c",
            1: "4d 5h 7c 7d Jc Tc 3s",  # the three of spades, dealt down on seventh street
            2: "2h 2c 3d 4h 6c 8d 9c",
        },
    )
    assert shares(state)["spade"] == [1]


# "One player may win both halves"
def test_one_player_may_win_both_halves(game):
    state = to_showdown(
        game,
        {
            0: "Ks Kd Kc 9d 8c 2d 3c",  # three kings and the king of spades in the hole
            1: "Qs 4d 5h 7d Jc Tc 6h",
            2: "2c 3h 3d 4h 6c 8d 9c",
        },
    )
    assert shares(state) == {"high": [0], "spade": [0]}
    assert won(state)[1] == won(state)[2] == 0


# "if nobody has a spade in the hole, the best hand takes the whole pot"
def test_without_a_spade_in_the_hole_the_best_hand_takes_the_whole_pot(game):
    state = to_showdown(
        game,
        {
            0: "Kh Kd Kc 9d 8c 2d 3c",
            1: "Qh 4d 5s 7d Jc Tc 6h",  # its spade is face up
            2: "2c 3h 3d 4h 6c 8d 9c",
        },
    )
    assert shares(state) == {"high": [0]}
    assert won(state)[1] == won(state)[2] == 0
