"""`count(PATTERN, ZONE)` takes every card pattern, a rank named by a card dealt too:
`count(rank of kill, hand)` (every face-up card of a shared zone names its rank) and
`count(rank of last card dealt to kill, hand)` (the latest card there, while face up).

Two seats, the button at seat 1: seat 0 is dealt first. Each seat's count is kept in a
tally after the deal, so the test reads it off the hand's result."""

from __future__ import annotations

import pytest
from helpers.stacking import stack

from pokerlang.check import check_source
from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

GAME = """import rankings
players 2
forced ante
zone hand per seat private
zone kill shared public
tally seen per seat
step deal {{ deal 3 to hand  {kills}  each in turn {{ set seen of seat to count({pattern}, hand) }} }}
showdown best 3 of hand by three-card
"""


def seen(pattern: str, kills: str, *deck: str) -> list[int]:
    game = compile_source("count.poker", GAME.format(pattern=pattern, kills=kills)).game
    state = new_hand(game, TableStakes(ante=1, players=2), deck=stack(*deck), button=1)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return list(state.result().tallies["seen"])


# Seat 0: 7c 7d Kc; seat 1: 2h 3h Kd. Then the kill cards.
HOLES = ("7c", "2h", "7d", "3h", "Kc", "Kd")


def test_every_face_up_card_of_the_zone_names_its_rank():
    assert seen("rank of kill", "deal 2 to kill", *HOLES, "7s", "3s") == [2, 1]


def test_only_the_latest_card_names_its_rank():
    assert seen("rank of last card dealt to kill", "deal 2 to kill", *HOLES, "7s", "3s") == [0, 1]


def test_a_named_rank_joins_the_ranks_written():
    assert seen("kings, rank of kill", "deal 1 to kill", *HOLES, "7s") == [3, 1]


def test_a_card_face_down_names_nothing():
    assert seen("rank of kill", "deal 1 down to kill", *HOLES, "7s") == [0, 0]


def test_until_a_card_is_there_the_pattern_names_nothing():
    assert seen("rank of kill", "burn 1", *HOLES) == [0, 0]


@pytest.mark.parametrize(("pattern", "code"), [("rank of hand", "E452"), ("rank of nowhere", "E101")])
def test_a_rank_named_by_no_shared_zone_is_refused(pattern, code):
    _, found = check_source("t.poker", GAME.format(pattern=pattern, kills="deal 1 to kill"))
    assert [d.code for d in found] == [code]


def test_explain_names_the_rank_by_the_card():
    text = explain(compile_source("count.poker", GAME.format(pattern="rank of last card dealt to kill", kills="")).game)
    assert "the number of cards of the rank of the last card dealt to the kill in their hand" in text


@pytest.mark.parametrize(("pattern", "counts"), [("7 K Q", [3, 1]), ("10 J Q K A", [1, 1]), ("7 K", [3, 1])])
def test_ranks_written_one_after_another_may_start_with_a_number(pattern, counts):
    """`count(10 J Q K A, hand)`: a number then two words is ranks too, not the number 10
    in units of J followed by a stray Q."""
    assert seen(pattern, "", *HOLES) == counts
