"""Whether cards can be ranked at all, and the error for cards that cannot.

Apart from ``evaluator`` because the wild-card tables (``wild.py``) raise it too, and
``evaluator`` builds those tables: both import this, neither the other's errors."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pokerlang.cards.card import RANKS, SUITS
from pokerlang.ir.ranking import RankingSpec


Cards = Sequence[int]  # card indices, ``rank * 4 + suit`` (jokers from 52)
Ranker = Callable[[Cards], int]  # a hand's value: greater is better in the ranking's sense


class HandError(ValueError):
    """Cards that the ranking cannot rank (too few, a rank out of play, a repeat)."""


def names(h: Cards) -> str:
    """Card indices as ``As Kd``, for a message."""
    return " ".join(RANKS[c >> 2] + SUITS[c & 3] for c in h) or "no cards"


def check_rankable(spec: RankingSpec, h: Cards, sized: bool = True) -> None:
    """Raise HandError if ``spec`` cannot rank these cards (``sized``: as a whole hand)."""
    if len(set(h)) != len(h):
        raise HandError(f"a card appears twice in {names(h)}")
    out = [c for c in h if RANKS[c >> 2] not in spec.ranks]
    if out:
        raise HandError(f"{names(out)}: rank not in play for {spec.title or spec.name} (ranks {spec.ranks})")
    if sized and len(h) < spec.min_cards:
        raise HandError(
            f"{spec.title or spec.name} ranks hands of {spec.min_cards} or more cards, not {len(h)} ({names(h)})"
        )
