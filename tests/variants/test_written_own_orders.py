"""Rankings with orders and categories of their own, played on stacked decks: three-card
brag (three threes the best prial, A-2-3 the best run and running flush) and five-card
draw with the home game's special hands (bobtails, skip straights, blazes and straights
round the corner), each placed where its ranking says."""

from __future__ import annotations

import pytest

from helpers.moves_play import shares
from helpers.stacking import round_the_table, stack
from helpers.written_play import deal


def heads_up(name, hands):
    """Two seats, the button at seat 1, each seat's cards dealt round the table from seat
    0; a draw stands pat."""
    return deal(name, stack(*round_the_table(hands, 1, 2)), 2, 1)


def winners(name, hands):
    return list(shares(heads_up(name, hands)).values())


# Brag: "The best prial is three threes, then three aces, kings ... down to three twos."
def test_brag_three_threes_beat_three_aces():
    assert winners("three-card-brag", {0: "Ac Ad As", 1: "3c 3d 3h"}) == [[1]]


def test_brag_three_aces_beat_three_kings_and_three_deuces_are_the_lowest_prial():
    assert winners("three-card-brag", {0: "Ac Ad As", 1: "Kc Kd Kh"}) == [[0]]
    assert winners("three-card-brag", {0: "2c 2d 2s", 1: "4c 4d 4h"}) == [[1]]


# "A-2-3 is the best run, then A-K-Q, K-Q-J ... down to 4-3-2."
def test_brag_a_2_3_is_the_best_run_above_a_k_q():
    assert winners("three-card-brag", {0: "Ac Kd Qs", 1: "Ah 2c 3d"}) == [[1]]


def test_brag_a_k_q_beats_k_q_j_and_4_3_2_is_the_lowest_run():
    assert winners("three-card-brag", {0: "Ac Kd Qs", 1: "Kh Qc Jd"}) == [[0]]
    assert winners("three-card-brag", {0: "2c 3d 4s", 1: "3h 4c 5d"}) == [[1]]


# "... and so for running flushes."
def test_brag_a_2_3_is_the_best_running_flush():
    assert winners("three-card-brag", {0: "Ah Kh Qh", 1: "As 2s 3s"}) == [[1]]


# "A prial beats a running flush; a run beats a flush."
def test_brag_any_prial_beats_the_best_running_flush_and_a_run_beats_a_flush():
    assert winners("three-card-brag", {0: "As 2s 3s", 1: "2c 2d 2h"}) == [[1]]
    assert winners("three-card-brag", {0: "Ah Jh 9h", 1: "4c 5d 6s"}) == [[1]]


# "2-A-K is no run": the ace turns no corner in brag.
def test_brag_k_a_2_is_no_run_and_loses_to_a_pair():
    assert winners("three-card-brag", {0: "Kc Ad 2s", 1: "5c 5d 9h"}) == [[1]]


# Home hands: "a skip straight (2-4-6-8-10) beats three of a kind and loses to a straight"
def test_home_a_skip_straight_beats_three_aces():
    assert winners("home-hands-draw", {0: "Ac Ad As Kc 9d", 1: "2c 4d 6s 8h Tc"}) == [[1]]


def test_home_a_skip_straight_loses_to_the_lowest_straight():
    assert winners("home-hands-draw", {0: "3c 5d 7s 9h Jc", 1: "Ac 2d 3s 4h 5c"}) == [[1]]


# "a blaze (five face cards) beats two pair and loses to three of a kind"
def test_home_a_blaze_beats_aces_up():
    assert winners("home-hands-draw", {0: "Ac Ad 9c 9d 2s", 1: "Jc Jd Qs Qh Kc"}) == [[1]]


def test_home_three_deuces_beat_a_blaze():
    assert winners("home-hands-draw", {0: "2c 2d 2s 5h 9c", 1: "Jc Jd Qs Qh Kc"}) == [[0]]


# "a big bobtail (a four-card straight flush) beats a full house, loses to four of a kind"
def test_home_a_big_bobtail_beats_a_full_house():
    assert winners("home-hands-draw", {0: "Kc Kd Ks 2h 2c", 1: "5h 6h 7h 8h 2d"}) == [[1]]
    assert winners("home-hands-draw", {0: "3c 3d 3s 3h 2c", 1: "5h 6h 7h 8h 2d"}) == [[0]]


# "a little bobtail (a three-card straight flush) beats two pair, loses to three of a kind"
def test_home_a_little_bobtail_sits_between_two_pair_and_three_of_a_kind():
    assert winners("home-hands-draw", {0: "Ac Ad Kc Kd 2s", 1: "5h 6h 7h 9c 2d"}) == [[1]]
    assert winners("home-hands-draw", {0: "2c 2d 2s 9h Kc", 1: "5h 6h 7h 9c 3d"}) == [[0]]


# "a straight may run round the corner (Q-K-A-2-3), just below the wheel"
def test_home_a_round_the_corner_straight_beats_a_skip_straight_and_loses_to_the_wheel():
    corner = "Qc Kd Ah 2s 3c"
    assert winners("home-hands-draw", {0: "4c 6d 8s Th Qd", 1: corner}) == [[1]]
    assert winners("home-hands-draw", {0: "Ac 2d 3s 4h 5c", 1: "Qd Ks As 2h 3d"}) == [[0]]


@pytest.mark.parametrize(
    "better, worse",
    [
        ("Ks Ad 2c 3h 4c", "Qc Kd Ah 2s 3d"),  # round the corner: K-A-2-3-4 over Q-K-A-2-3
        ("3c 5d 7s 9h Jc", "2c 4d 6s 8h Tc"),  # skip straights by their top card
    ],
)
def test_home_the_higher_of_two_special_straights_wins(better, worse):
    assert winners("home-hands-draw", {0: worse, 1: better}) == [[1]]
