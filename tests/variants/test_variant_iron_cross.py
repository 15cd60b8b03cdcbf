"""Iron Cross, sentence by sentence, on stacked decks: three seats, the button at seat 2.
The cross is dealt left, top, right, bottom, centre: the row is cards 1, 5, 3 and the
column cards 2, 5, 4."""

import pytest
from helpers.moves_play import settle_round, stakes, won
from helpers.stacking import stack

from pokerlang.compiler import load_game
from pokerlang.engine import new_hand


@pytest.fixture(scope="module")
def game():
    return load_game("iron-cross")


def deal(game, hands, cross):
    """Five cards each, one at a time from seat 0; then the cross, one card per street."""
    dealt = [hands[s].split()[r] for r in range(5) for s in (0, 1, 2)]
    return new_hand(game, stakes(3), deck=stack(*dealt, *cross.split()), button=2)


def to_showdown(state):
    while not state.is_over:
        settle_round(state)
    return state


LEFT_TOP_RIGHT_BOTTOM_CENTRE = "4h 5h Jc Qd 6h"


# "five cards to each player, and five community cards laid out as a cross, one at a
# time with a betting round after each"
def test_five_cards_each_and_the_cross_one_card_per_betting_round(game):
    state = deal(game, {0: "2h 3h 9c 9d Ks", 1: "Ac Ad Kc Kd 8c", 2: "2c 3c 7d 8s Th"}, LEFT_TOP_RIGHT_BOTTOM_CENTRE)
    assert [len(state.zones.cards("hand", s)) for s in range(3)] == [5, 5, 5]
    cross = []
    for street in ("deal-hands", "left", "top", "right", "bottom", "centre"):
        assert state.street == street and state.to_act is not None
        assert [str(c) for c in state.view(0)["table"]["cross"]] == cross
        settle_round(state)
        cross = LEFT_TOP_RIGHT_BOTTOM_CENTRE.split()[: len(cross) + 1]


# "A hand is the best five of a player's own five cards and either the row or the
# column of the cross, never cards of both": 2h 3h with the row's 4h 6h and the
# column's 5h would be a straight flush; with one line it is only a pair of nines.
def test_a_hand_never_uses_cards_of_both_the_row_and_the_column(game):
    state = to_showdown(
        deal(game, {0: "2h 3h 9c 9d Ks", 1: "Ac Ad Kc Kd 8c", 2: "2c 3c 7d 8s Th"}, LEFT_TOP_RIGHT_BOTTOM_CENTRE)
    )
    assert won(state) == [0, 3, 0]  # aces and kings beat the nines
    hand = state.result().pots[0].shares[0].winners[0]
    assert hand.seat == 1 and "two pair" in hand.hand


def test_the_row_is_left_centre_right(game):
    # 7s 7d in hand: the row's Jc and the centre's 7c make three sevens with the left 4h.
    state = to_showdown(deal(game, {0: "7s 7d 2c 3d 9s", 1: "Ac Ad Kc Kd 8c", 2: "2h 3c 4d 8s Th"}, "Jh 5d Js Qd 7c"))
    best = state.result().pots[0].shares[0].winners[0]
    assert best.seat == 0 and "full house" in best.hand  # sevens full of jacks: left and right


def test_the_column_is_top_centre_bottom(game):
    state = to_showdown(deal(game, {0: "Th 9h 2c 3d 4s", 1: "Ac Ad Kc Qd 8c", 2: "2h 3c 4d 8s 5c"}, "2d Jh 3s Qh Kh"))
    best = state.result().pots[0].shares[0].winners[0]
    assert best.seat == 0 and "straight flush" in best.hand  # T 9 with the column's J Q K of hearts


def test_the_centre_card_plays_in_either_line(game):
    for cross in ("Kh 8d Qh 4s 6c", "8d Kh 4s Qh 6c"):  # king and queen on the row, then on the column
        state = to_showdown(deal(game, {0: "6s 6d 2c 3d 9s", 1: "Ac Jd 7c 4d 8c", 2: "2h 2s 9d Jc Ah"}, cross))
        best = state.result().pots[0].shares[0].winners[0]
        assert best.seat == 0 and "three of a kind" in best.hand
