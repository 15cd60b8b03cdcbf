"""`seat declared X` reads the seat's answer at the latest declaration that offered X: a
side bet declared before the deal is still read after the player calls or folds at a
later declaration of other options (it was forgotten at once, and never paid)."""

from __future__ import annotations

from pokerlang.compiler import compile_source
from pokerlang.engine import Declare, TableStakes, new_hand

SIDE_BET = """
game "A side bet before the deal"
import rankings
players 2..4
forced ante
stakes ante 1
zone hand per seat private
tally bonus per seat each hand
step wager { declare progressive, none together }
step deal { deal 5 to hand  declare call, fold = fold together }
step pay { each in turn { add 1 to bonus of seat if seat declared progressive } }
step again { declare progressive, none together }
step later { each in turn { add 10 to bonus of seat if seat declared progressive } }
showdown best 5 of hand by high
"""


def played(*answers: tuple[str, ...]):
    game = compile_source("side.poker", SIDE_BET).game
    hand = new_hand(game, TableStakes(players=2, stacks=100, ante=1), seed=5, button=1)
    for round_ in answers:
        for option in round_:
            hand.apply(Declare(option))
    return hand


def test_an_earlier_declaration_is_read_after_a_later_one_of_other_options():
    hand = played(("progressive", "none"), ("call", "call"))
    assert hand.tallies["bonus"][:2] == [1, 0]


def test_a_new_declaration_offering_the_option_replaces_the_answer():
    hand = played(("progressive", "none"), ("call", "call"), ("none", "progressive"))
    assert hand.is_over
    assert hand.tallies["bonus"][:2] == [1, 10]
