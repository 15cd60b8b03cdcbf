"""Every hand where that is cheap: category counts, value counts, and the best-of tables
checked against trying every subset."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import attrs
import pytest
from helpers.hands_helpers import scale, spec

from pokerlang.hands import compile_ranking

STANDARD_FIVE = {
    "straight-flush": 40,
    "four-of-a-kind": 624,
    "full-house": 3744,
    "flush": 5108,
    "straight": 10200,
    "three-of-a-kind": 54912,
    "two-pair": 123552,
    "pair": 1098240,
    "high-card": 1302540,
}
# Short deck, 36 cards: A-6-7-8-9 is a straight, so six straights per suit.
SHORT_FIVE = {
    "straight-flush": 24,
    "four-of-a-kind": 288,
    "full-house": 1728,
    "flush": 480,
    "straight": 6120,
    "three-of-a-kind": 16128,
    "two-pair": 36288,
    "pair": 193536,
    "high-card": 122400,
}
STANDARD_SEVEN = {
    "straight-flush": 41584,
    "four-of-a-kind": 224848,
    "full-house": 3473184,
    "flush": 4047644,
    "straight": 6180020,
    "three-of-a-kind": 6461620,
    "two-pair": 31433400,
    "pair": 58627800,
    "high-card": 23294460,
}


def categories(name: str, size: int, deck) -> Counter:
    evaluator = compile_ranking(spec(name))
    values = Counter(map(evaluator.rank, combinations(deck, size)))
    counts = Counter()
    for value, n in values.items():
        counts[evaluator.category(value)] += n
    return counts


def deck_of(name: str) -> list[int]:
    return [i for i in range(52) if "23456789TJQKA"[i >> 2] in spec(name).ranks]


def test_all_five_card_hands_standard():
    assert categories("high", 5, range(52)) == STANDARD_FIVE


def test_all_five_card_hands_short_deck():
    assert categories("short-deck", 5, deck_of("short-deck")) == SHORT_FIVE


@pytest.mark.parametrize(
    "name,distinct",
    [
        ("high", 7462),
        ("deuce-to-seven-low", 7462),
        ("ace-to-five-low", 6175),
        ("short-deck", 1404),
        ("three-card-guts", 741),
        ("two-card", 91),
    ],
)
def test_distinct_values(name, distinct):
    """Known numbers of distinct hand values (7462: the classic five-card count)."""
    evaluator = compile_ranking(spec(name))
    cards = spec(name).cards
    values = set(map(evaluator.rank, combinations(deck_of(name), cards)))
    assert len(values) == distinct == evaluator.tables.size


BRUTE = [
    "high",
    "short-deck",
    "ace-to-five-low",
    "eight-or-better",
    "deuce-to-seven-low",
    "badugi",
    "three-card-guts",
    "two-card-straights",
    "upcards",
]


def brute_force(evaluator, hand):
    """The best subset of a complete size, each ranked on its own (or, for badugi, of
    any size: more distinct cards win)."""
    s = evaluator.spec
    sizes = range(min(len(hand), s.cards), 0, -1) if s.distinct else [s.cards]
    if s.distinct:  # rank the small subsets too (same values: sizes from 1 are always tabled)
        evaluator = compile_ranking(attrs.evolve(s, min_cards=1))
    best = 0
    for size in sizes:
        for sub in combinations(hand, size):
            if s.distinct and (len({c & 3 for c in sub}) < size or len({c >> 2 for c in sub}) < size):
                continue
            best = max(best, evaluator.rank(sub))
    return best


@pytest.mark.parametrize("name", BRUTE)
def test_best_of_tables_against_every_subset_small_deck(name):
    """Every 7-card hand of a 20-card deck (five ranks with straights at both ends)."""
    ranks = "A2345" if name != "short-deck" else "A6789"
    deck = [i for i in range(52) if "23456789TJQKA"[i >> 2] in ranks]
    evaluator = compile_ranking(spec(name))
    hands = list(combinations(deck, 7))
    if name in ("upcards", "badugi"):  # these try subsets themselves: a sample is enough
        hands = random.Random(1).sample(hands, 3000)
    for hand in hands:
        assert evaluator.rank(hand) == brute_force(evaluator, hand), hand


@pytest.mark.parametrize("name", BRUTE)
@pytest.mark.parametrize("size", [6, 7])
def test_best_of_tables_against_every_subset_random(name, size):
    rng = random.Random(size)
    deck = deck_of(name)
    evaluator = compile_ranking(spec(name))
    for _ in range(scale(1500, 50_000)):
        hand = tuple(rng.sample(deck, size))
        assert evaluator.rank(hand) == brute_force(evaluator, hand), hand


def test_flush_heavy_hands_against_every_subset():
    """Five to seven cards of one suit, where the flush path decides."""
    rng = random.Random(7)
    for name in ("high", "short-deck", "deuce-to-seven-low", "three-card-guts", "two-card-straights"):
        evaluator = compile_ranking(spec(name))
        deck = deck_of(name)
        suited = [c for c in deck if c & 3 == 2]
        for _ in range(scale(500, 10_000)):
            k = rng.randint(4, 7)
            hand = rng.sample(suited, k) + rng.sample([c for c in deck if c & 3 != 2], 7 - k)
            rng.shuffle(hand)
            hand = tuple(hand)
            assert evaluator.rank(hand) == brute_force(evaluator, hand), hand


@pytest.mark.slow
def test_all_seven_card_hands_standard():
    """All 133,784,560 seven-card hands (about a minute)."""
    assert categories("high", 7, range(52)) == STANDARD_SEVEN
