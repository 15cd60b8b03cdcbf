"""Hands of two rankings measured against each other (a Chinese poker set's order): by
category, then by the cards from the highest, a smaller hand no better when its cards
run out first."""

from __future__ import annotations

import attrs
from helpers.hands_helpers import spec
from hypothesis import given, settings, strategies as st

from pokerlang.cards import standard_deck
from pokerlang.hands import evaluate
from pokerlang.hands.across import at_least, comparable

HIGH = spec("high")
# A front of three cards: high cards, pairs and three of a kind only.
FRONT = attrs.evolve(spec("three-card-guts"), name="front", order=("high-card", "pair", "three-of-a-kind"))


def middle_at_least_front(middle: str, front: str) -> bool:
    return at_least(HIGH, evaluate(HIGH, middle).value, FRONT, evaluate(FRONT, front).value)


def test_a_pair_of_kings_in_front_beats_a_pair_of_queens_in_the_middle():
    assert not middle_at_least_front("Qs Qd 7c 4h 2s", "Ks Kd 3c")
    assert middle_at_least_front("Ks Kd 3c 4h 2s", "Qs Qd Ac")


def test_equal_pairs_go_by_the_kickers_and_a_front_that_runs_out_is_no_better():
    assert not middle_at_least_front("Ks Kd Qc Jh 9s", "Kh Kc Ad")  # the ace kicker
    assert middle_at_least_front("Ks Kd 7c 4h 2s", "Kh Kc 7d")  # all three equal, then nothing
    assert middle_at_least_front("As Kd 7c 4h 2s", "Ah Kc 7d")
    assert not middle_at_least_front("As Kd 6c 4h 2s", "Ah Kc 7d")


def test_categories_go_by_the_better_hands_order():
    assert middle_at_least_front("2s 3d 4c 5h 6s", "Ah Ac Ad")  # a straight beats three aces
    assert not middle_at_least_front("2s 2d 4c 4h 6s", "3h 3c 3d")  # two pair do not


def test_only_plain_high_rankings_compare_and_the_better_must_list_every_category():
    assert comparable(HIGH, FRONT) is None
    assert comparable(FRONT, HIGH) is not None  # no straights in front
    assert comparable(HIGH, spec("ace-to-five-low")) is not None
    assert comparable(HIGH, spec("upcards")) is not None  # ties by suit


DECK = list(standard_deck())


@settings(max_examples=60, deadline=None)
@given(st.permutations(range(52)))
def test_hands_of_one_ranking_compare_as_the_showdown_does(order):
    a, b = [DECK[i] for i in order[:5]], [DECK[i] for i in order[5:10]]
    x, y = evaluate(HIGH, a).value, evaluate(HIGH, b).value
    assert at_least(HIGH, x, HIGH, y) == (x >= y)
    # and a copy of the ranking under another name reads the same way by cards
    other = attrs.evolve(HIGH, name="other")
    assert at_least(HIGH, x, other, y) == (x >= y)
