"""Casino hold'em (``tests/written/casino-holdem.poker``), the rules a pay table for the
ante brings, on stacked decks: two seats, the button at seat 1, so seat 0 is dealt
first; then the house's two cards, the flop, and after the decision the turn and river.
The ante is 1 chip and the call 2 antes; seat 1 folds."""

from __future__ import annotations

from helpers.paths import ROOT
from helpers.stacking import stacked

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, TableStakes, new_hand

GAME = load_game(str(ROOT / "tests" / "written" / "casino-holdem.poker"))


def call(hand: str, house: str, board: str):
    deck = stacked({0: hand}, f"{house} {board}", 1, 2, size=2)
    state = new_hand(GAME, TableStakes(ante=1, stacks=200, players=2), deck=deck, button=1)
    state.apply(Declare("call"))
    state.apply(Declare("fold"))
    return state.result()


# "The house qualifies with a pair of fours or better: if it does not, the ante is paid by
# the ante pay table and the call is returned."
def test_a_house_without_a_pair_of_fours_pays_the_ante_by_its_table():
    result = call("Ah 9h", "3c 3d", "2h 7h Kh Js 5c")  # a flush: the ante pays 2 to 1
    assert result.net[0] == 2 and result.house[0].why == "the house does not qualify"


def test_a_pair_of_fours_qualifies():
    result = call("Ac 9d", "4c 4d", "2h 7h Kh Js 5c")
    assert result.net[0] == -3


# "Against a qualifying house the better hand wins the ante by the pay table and the call
# even money."
def test_a_full_house_wins_the_ante_three_to_one_and_the_call_even_money():
    result = call("Kd Ks", "4c 4d", "2h 7h Kh 7s 5c")
    assert result.net[0] == 3 + 2


def test_a_hand_not_in_the_ante_table_is_paid_even_money():
    result = call("Kd Qs", "4c 4d", "2h 7h Kh 8s 5c")  # kings beat fours
    assert result.net[0] == 1 + 2
