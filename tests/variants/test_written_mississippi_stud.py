"""Mississippi stud (``tests/written/mississippi-stud.poker``): no house hand, every
stake paid by the pay table on the player's own hand, on stacked decks. Two seats, the
button at seat 1, so seat 0 is dealt first, then the three community cards. The ante is
1 chip; seat 1 plays one ante a street unless a test says otherwise."""

from __future__ import annotations

import pytest
from helpers.paths import ROOT
from helpers.stacking import stacked
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, TableStakes, new_hand

GAME = load_game(str(ROOT / "tests" / "written" / "mississippi-stud.poker"))
PLAYERS = 2


def table(hand: str, board: str):
    deck = stacked({0: hand}, board, 1, PLAYERS, size=2)
    return new_hand(GAME, TableStakes(ante=1, stacks=200, players=PLAYERS), deck=deck, button=1)


def streets(state, *words: str):
    """Seat 0's declarations, street by street; seat 1 plays one ante each time."""
    mine = iter(words)
    while not state.is_over:
        state.apply(Declare(next(mine) if state.to_act == 0 else "play-1"))
    return state.result()


# "Before each is turned a player folds (losing what they put in) or plays, betting one,
# two or three times the ante."
def test_each_street_a_player_plays_one_to_three_antes_or_folds():
    state = table("Ah Ad", "Kc 7s 2d")
    assert state.legal_actions() == [DeclareOptions(options=("play-1", "play-2", "play-3", "fold"))]
    assert not state.zones.cards("board")
    result = streets(state, "play-3", "play-2", "play-1")
    assert result.house[0].staked == 1 + 3 + 2 + 1


def test_a_fold_loses_the_ante_and_the_plays_made():
    result = streets(table("Ah Ad", "Kc 7s 2d"), "play-3", "fold")
    assert result.net[0] == -4 and result.house[0].why == "folded"


# "paid by the table, on the ante and every play alike": each line once, three antes a
# street, so a stake of 10.
@pytest.mark.parametrize(
    ("hand", "board", "odds"),
    [
        ("Ah Kh", "Qh Jh Th", 500),  # a royal flush
        ("9h Kh", "Qh Jh Th", 100),  # a straight flush
        ("9h 9d", "9s 9c Th", 40),  # four of a kind
        ("9h 9d", "9s Tc Th", 10),  # a full house
        ("2h 9h", "4h Jh Th", 6),  # a flush
        ("9h 8d", "Qs Jc Th", 4),  # a straight
        ("9h 9d", "9s Jc 2h", 3),  # three of a kind
        ("9h 9d", "Js Jc 2h", 2),  # two pair
        ("Jh Jd", "9s 4c 2h", 1),  # a pair of jacks
        ("Ah Ad", "9s 4c 2h", 1),  # a pair of aces, above the jacks
    ],
)
def test_the_pay_table(hand, board, odds):
    result = streets(table(hand, board), "play-3", "play-3", "play-3")
    assert result.net[0] == 10 * odds and result.house[0].why == f"pays {odds} to 1"


@pytest.mark.parametrize("hand", ["6h 6d", "Th Td"])
def test_a_pair_of_sixes_to_tens_pushes(hand):
    result = streets(table(hand, "Ks 4c 2h"), "play-1", "play-1", "play-1")
    assert result.net[0] == 0 and result.house[0].why == "pushes on the pay table"


@pytest.mark.parametrize("hand", ["5h 5d", "Ah Kd"])
def test_anything_less_loses(hand):
    result = streets(table(hand, "Qs 4c 2h"), "play-1", "play-1", "play-1")
    assert result.net[0] == -4 and result.house[0].why == "loses to the pay table"


def test_there_is_no_house_hand_to_show():
    result = streets(table("Ah Ad", "Kc 7s 2d"), "play-1", "play-1", "play-1")
    assert result.house_cards == () and result.pots == ()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), picks=st.lists(st.integers(0, 3), min_size=6, max_size=6))
def test_chips_are_conserved_counting_the_house_and_no_hole_card_shows(seed, picks):
    state = new_hand(GAME, TableStakes(ante=1, stacks=200, players=PLAYERS), seed=seed, button=seed % PLAYERS)
    left = iter(picks)
    while not state.is_over:
        seat = state.to_act
        other = 1 - seat
        assert all(c is None for c in state.view(seat)["seats"][other]["zones"]["hand"])  # the other's hole cards
        (offered,) = state.legal_actions()
        state.apply(Declare(offered.options[next(left, 0) % len(offered.options)]))
    result = state.result()
    assert sum(result.net) + result.bank == 0
    assert sum(result.stacks) + result.bank == 200 * PLAYERS
