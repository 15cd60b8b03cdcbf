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


MACHINE = """
game "A machine"
import rankings
players 1
forced ante
stakes ante 1
zone hand per seat private
step coins { declare more = pay 1 ante, one together }
step deal { deal 5 to hand }
showdown against the house {
    best 5 of hand by high
    pays play: pair 1
}
"""


def test_a_player_declaring_alone_declares_once_in_the_open():
    """At a machine there is nobody to keep a declaration made `together` from: it is said
    once, as made, not in secret and then again."""
    game = compile_source("machine.poker", MACHINE).game
    hand = new_hand(game, TableStakes(players=1, stacks=100, ante=1), seed=5)
    hand.apply(Declare("more"))
    said = [e for e in hand.log if e.kind == "declare"]
    assert [(e.seat, e.option, e.to) for e in said] == [(0, "more", None)]
