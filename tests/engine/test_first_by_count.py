"""`first highest TALLY` and `first lowest TALLY`: a turn or a betting round begun by the
player still in whose count of a tally kept for each player is the highest (the lowest),
of equal counts the first from the dealer's left: the winner of a trick leads the next, the
highest bidder is served first."""

from __future__ import annotations

import pytest
from helpers.stacking import cards

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Check, Choose, TableStakes, new_hand

TRICKS = """
game "Two tricks"
import rankings
players 2..5
forced ante
tally lead per seat each hand
zone hand per seat private
zone played per seat public
step deal { deal 2 to hand }
step first { choose 1 from hand to played in turn }
step mark { each in turn { set lead of seat to top-rank(played) } }
step second { each in turn first FIRST lead { choose 1 from hand to played in turn } }
step last { bet first FIRST lead }
showdown best 2 of played by two-card
"""


def hand_of(first: str, deck: str):
    game = compile_source("tricks.poker", TRICKS.replace("FIRST", first)).game
    # The button at seat 0: the cards go round from seat 1, one at a time.
    return new_hand(game, TableStakes(players=3, ante=1), deck=cards(deck), button=0)


def play_first_cards(hand):
    for _ in range(3):  # each plays the first card it holds
        (option,) = hand.legal_actions()
        hand.apply(Choose(cards=(option.cards[0],)))


# "The winner of the trick leads the next": seat 2 played the king, so it chooses first.
def test_the_highest_count_begins_the_turns_and_the_round():
    hand = hand_of("highest", "5c Kd 9h  2c 3d 4h")
    play_first_cards(hand)
    assert hand.to_act == 2
    play_first_cards(hand)
    assert hand.to_act == 2  # and bets first


def test_the_lowest_count_begins_them_with_lowest():
    hand = hand_of("lowest", "5c Kd 9h  2c 3d 4h")
    play_first_cards(hand)
    assert hand.to_act == 1


# Equal counts: the first of them from the dealer's left (seats 1 and 2 both played a nine).
def test_equal_counts_go_to_the_first_from_the_dealers_left():
    hand = hand_of("highest", "9c 9d 5h  2c 3d 4h")
    play_first_cards(hand)
    assert hand.to_act == 1
    play_first_cards(hand)
    hand.apply(Check())
    assert hand.to_act == 2


@pytest.mark.parametrize(
    ("tally", "code"), [("tally lead shared each hand", "E708"), ("tally leed per seat each hand", "E710")]
)
def test_the_count_must_be_kept_for_each_player(tally, code):
    source = TRICKS.replace("FIRST", "highest").replace("tally lead per seat each hand", tally)
    source = source.replace("set lead of seat to top-rank(played)", "add 1 to leed of seat")
    if "shared" in tally:
        source = source.replace("add 1 to leed of seat", "add 1 to lead")
    with pytest.raises(PokerlangError) as refused:
        compile_source("tricks.poker", source)
    assert code in {d.code for d in refused.value.diagnostics}
