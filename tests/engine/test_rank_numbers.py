"""A card's rank as a number (`top-rank(Z)`, `bottom-rank(Z)`): a deuce 2 .. an ace 14, so
cards compare with one another: a card that falls between two others (Acey-deucey)."""

from __future__ import annotations

from helpers.stacking import stack

from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand

BETWEEN = """import rankings
players 2..6
forced ante
tally hits per seat
zone posts per seat public
zone third per seat public
step posts { deal 2 up to posts }
step turn { deal 1 up to third }
step settle { each in turn {
    set hits of seat to 1 if top-rank(third) > bottom-rank(posts) and top-rank(third) < top-rank(posts)
} }
showdown best 3 of posts + third by three-card
"""


def hits(*deck: str) -> list[int]:
    """Two seats, the button at seat 1: seat 0 is dealt first each round."""
    game = compile_source("between.poker", BETWEEN).game
    state = new_hand(game, TableStakes(ante=1, players=2), deck=stack(*deck), button=1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return list(state.result().tallies["hits"])


# "The third card must fall strictly between the two posts."
def test_a_card_between_the_posts_is_a_hit():
    assert hits("5c", "2d", "Jh", "3d", "9s", "Kc") == [1, 0]


def test_a_card_equal_to_a_post_is_no_hit():
    assert hits("5c", "2d", "Jh", "3d", "Jd", "2h") == [0, 0]


def test_an_ace_counts_fourteen_and_a_deuce_two():
    assert hits("2c", "4d", "As", "9d", "Kh", "5h") == [1, 1]


# "A card below the posts costs a point": a number below nothing, written with a minus.
BELOW = BETWEEN.replace(
    "set hits of seat to 1 if top-rank(third) > bottom-rank(posts) and top-rank(third) < top-rank(posts)",
    "add -1 to hits of seat if top-rank(third) < bottom-rank(posts)\n"
    "    add -top-rank(third) to hits of seat if top-rank(third) > top-rank(posts)",
)


def test_a_minus_makes_a_number_below_nothing():
    game = compile_source("below.poker", BELOW).game
    state = new_hand(game, TableStakes(ante=1, players=2), deck=stack("5c", "6d", "Jh", "9d", "3s", "Kc"), button=1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    # seat 0: posts 5-J, a three below them; seat 1: posts 6-9, a king above them (13)
    assert list(state.result().tallies["hits"]) == [-1, -13]
