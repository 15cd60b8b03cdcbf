"""Helpers shared by the tests/test_hands_*.py files."""

from __future__ import annotations

import os
from itertools import pairwise

from pokerlang.cards.card import cards as _cards
from pokerlang.ir.ranking import RankingSpec

STDLIB = (
    "high",
    "short-deck",
    "ace-to-five-low",
    "eight-or-better",
    "deuce-to-seven-low",
    "badugi",
    "three-card-guts",
    "two-card",
    "two-card-straights",
    "upcards",
)


def spec(name: str) -> RankingSpec:
    """The stdlib ranking of that name (compiled from stdlib/rankings.poker)."""
    from pokerlang.compiler.stdlib import stdlib_ranking

    return stdlib_ranking(name)


# The long runs: more hands with POKERLANG_FULL=1; whole tests marked ``slow`` run only
# then (or with -m slow: see conftest.py).
FULL = bool(os.environ.get("POKERLANG_FULL"))


def scale(default: int, full: int) -> int:
    return full if FULL else default


def idx(text: str) -> tuple[int, ...]:
    """``"As Kd"`` -> card indices."""
    return tuple(c.index for c in _cards(text))


def name(i: int) -> str:
    return "23456789TJQKA"[i >> 2] + "cdhs"[i & 3]


def agree(ours: list, theirs: list) -> list:
    """Where two lists of scores (greater is better) order some pair of hands differently.

    Both must rise strictly together along the sorted distinct (ours, theirs) pairs:
    that checks every pair of hands (ties must match ties) in n log n.  Returns the
    offending neighbours, empty when they agree."""
    pairs = sorted(set(zip(ours, theirs)))
    bad = []
    for (a1, b1), (a2, b2) in pairwise(pairs):
        if (a1 == a2) or not (b1 < b2):
            bad.append(((a1, b1), (a2, b2)))
    return bad
