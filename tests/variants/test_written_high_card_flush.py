"""High Card Flush (``tests/written/high-card-flush.poker``) on stacked decks: one seat
against the house, seven cards each, the seat's first. The ante is 1 chip; the seat
makes no flush bonus and raises one ante. A hand ranks by its longest flush, the
file's own categories (``category flush-3 = flush of 3``)."""

from __future__ import annotations

from helpers.paths import ROOT
from helpers.stacking import stacked

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, TableStakes, new_hand

GAME = load_game(str(ROOT / "tests" / "written" / "high-card-flush.poker"))
FOUR_FLUSH = "Ah Kh 7h 2h 9c 5d 3s"  # a four-card flush, ace high


def play(house: str, hand: str = FOUR_FLUSH):
    deck = stacked({0: hand}, house, 0, 1, size=7)
    state = new_hand(GAME, TableStakes(ante=1, stacks=100, players=1), deck=deck, button=0)
    state.apply(Declare("none"))
    state.apply(Declare("raise-1"))
    return state.result()


# "the dealer qualifies with a three-card flush, nine high, or better": a qualifier
# that names a category of the file's own ranking.
def test_a_three_card_flush_nine_high_qualifies_and_the_better_hand_wins():
    result = play("9s 6s 2s Kd Qc Jh 4d")
    assert result.net == (2,)  # the ante and the raise, even money


def test_a_three_card_flush_eight_high_does_not_qualify():
    result = play("8s 6s 2s Kd Qc Jh 4d")
    assert result.net == (1,) and result.house[0].why == "the house does not qualify"


def test_a_longer_flush_qualifies_whatever_its_top_card():
    result = play("8s 6s 4s 2s Kd Qc Jh", hand="Ah Kh 7h 9c 5d 3s 2c")
    assert result.net == (-2,)  # a four-card flush beats the player's three
