"""The words a shown hand is told by, share by share: a hand below its share's qualifier
is said to be so (a low of nine in an eight-or-better game is no low), and the report of
`stats` still counts it as the low it is."""

from __future__ import annotations

from helpers.stacking import stack

from pokerlang.analytics.categories import bucket_of
from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand

GAME = """game "Split"
import rankings
players 2
forced ante
zone hand per seat private
step deal { deal 5 to hand }
showdown {
    high: best 5 of hand by high
    low: best 5 of hand by eight-or-better
}
"""


def shown() -> dict[int, dict[str, str]]:
    game = compile_source("split.poker", GAME).game
    # Dealt a card at a time from seat 0 (the button at seat 1): seat 0 a nine low, seat 1 an eight low.
    deck = stack(*[c for pair in zip("9h 7d 5c 4s 2h".split(), "8c 6d 4c 3s 2c".split()) for c in pair])
    hand = new_hand(game, TableStakes(ante=1, players=2), deck=deck, button=1)
    return {s.seat: s.hands for s in hand.result().shown}


def test_a_low_above_eight_is_said_not_to_qualify_and_an_eight_low_is_said_plainly():
    words = shown()
    assert words[0]["low"] == "9-7-5-4-2 low, not qualified"
    assert words[1]["low"] == "8-6-4-3-2 low"


def test_the_report_counts_the_hand_that_does_not_qualify_as_the_low_it_is():
    spec = next(r for r in compile_source("split.poker", GAME).game.rankings if r.name == "eight-or-better")
    assert bucket_of(spec, "9-7-5-4-2 low, not qualified") == bucket_of(spec, "9-7-5-4-2 low") == "9 low"
