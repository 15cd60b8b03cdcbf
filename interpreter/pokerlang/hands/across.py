"""Comparing hands of two rankings, as the rule books of Chinese poker do when a set
must be ordered (back >= middle >= front): a three-card front holding a pair of kings
is better than a five-card middle holding a pair of queens.

Hands of one ranking compare by their values. Across two rankings a hand reads as its
category, placed in the order of the ranking it is measured against, then the ranks of
its cards, most significant first (the pair, then the kickers); a hand whose cards run
out first, all else equal, is not the better one (a front of K-K-7 is no better than a
middle of K-K-7-4-2). Only rankings where higher wins and the ace is high compare so;
``compiler.pairwise`` refuses others.
"""

from __future__ import annotations

from pokerlang.hands.evaluator import compile_ranking
from pokerlang.ir.ranking import RankingSpec


def comparable(by: RankingSpec, other: RankingSpec) -> str | None:
    """Why a hand of ``other`` cannot be measured against one of ``by`` (None: it can)."""
    if by == other:
        return None
    for spec in (by, other):
        if spec.lowest_wins or spec.ace == "low" or spec.suit_order or spec.distinct:
            return f"ranking '{spec.name}' is not a plain high ranking"
    missing = [c for c in other.order if c not in by.order]
    if missing:
        return f"ranking '{by.name}' has no {', '.join(missing)}, which '{other.name}' ranks"
    return None


def at_least(by: RankingSpec, value: int, other: RankingSpec, other_value: int) -> bool:
    """Whether a hand of ranking ``by`` (its value) is at least as good as one of
    ``other``; 0 is no hand, worse than any."""
    if by is other or by == other:
        return value >= other_value
    return _key(by, value, by) >= _key(other, other_value, by)


def reading(spec: RankingSpec, value: int) -> tuple[str, tuple[int, ...]]:
    """A hand's category and the ranks it reads by, most significant first (indices of
    ``cards.card.RANKS``: a pair of sixes, then its kickers; a straight's top card)."""
    evaluator = compile_ranking(spec)
    base = value >> evaluator.suit_shift
    return evaluator.tables.category[base], evaluator.tables.reading_ranks[base]


def _key(spec: RankingSpec, value: int, by: RankingSpec) -> tuple[int, tuple[int, ...]]:
    if not value:
        return (-1, ())
    category, ranks = reading(spec, value)
    # A category the order does not list (five of a kind, with wild cards) is above all.
    place = by.order.index(category) if category in by.order else len(by.order)
    return (place, ranks)
