"""How a handful of ranks reads as a poker hand under one ranking.

A *reading* is the hand's category and its ranks in order of significance
(``K K K 3 3`` for kings full of threes, ``5 4 3 2 A`` for the wheel), plus the
key that sorts it against every other hand of the ranking in poker's usual,
high-is-good sense.  The tables are built by reading every rank pattern once;
describing a hand reads it again.  Nothing here knows a ranking by name: it
all follows from the spec's fields.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from pokerlang.cards.card import RANKS
from pokerlang.ir.ranking import CATEGORIES, FIVE_OF_A_KIND, RankingSpec
from pokerlang.frozen import frozen_value

# Categories made by groups of equal ranks, with the group sizes they need.
GROUPS = {
    "five-of-a-kind": (5,),  # a wild card makes it: four aces and a joker are five aces
    "four-of-a-kind": (4,),
    "full-house": (3, 2),
    "three-of-a-kind": (3,),
    "two-pair": (2, 2),
    "pair": (2,),
}


@frozen_value
class Reading:
    category: str
    ranks: tuple[int, ...]  # every card's rank (0 deuce .. 12 ace), most significant first
    key: tuple[int | tuple[int, ...], ...]  # sorts readings of one ranking, high-is-good

    @property
    def top(self) -> int:
        """The rank that heads the hand: the card whose suit breaks a suit tie."""
        return self.ranks[0]


class Reader:
    """Reads rank patterns under one spec (rank strengths, straights, category order)."""

    def __init__(self, spec: RankingSpec) -> None:
        unknown = [c for c in spec.order if c not in CATEGORIES]
        if unknown:
            raise ValueError(f"unknown hand categories in {spec.name!r}: {', '.join(unknown)}")
        self.spec = spec
        self.ranks = tuple(sorted(RANKS.index(r) for r in spec.ranks))
        ace = RANKS.index("A")
        # Strength orders the ranks in play: the ace is the top, or (ace low) below the deuce.
        ordered = list(self.ranks)
        if spec.ace == "low" and ace in ordered:
            ordered.remove(ace)
            ordered.insert(0, ace)
        self.strength = {r: i for i, r in enumerate(ordered)}
        n = spec.cards
        # Five of a kind needs a wild card; where one plays it tops the order unless the
        # ranking places it itself.
        self.order = tuple(spec.order)
        if n >= 5 and not spec.distinct and FIVE_OF_A_KIND not in self.order:
            self.order += (FIVE_OF_A_KIND,)
        self.position = {c: i for i, c in enumerate(self.order)}
        # Straights need every card of a complete hand; they are read as sets of ranks.
        self.straights: dict[frozenset[int], tuple[int, ...]] = {}
        if n >= 2 and not spec.distinct:
            for i in range(len(ordered) - n + 1):
                run = ordered[i : i + n]
                self.straights[frozenset(run)] = tuple(reversed(run))
            if spec.ace == "both" and ace in ordered and len(ordered) > n:
                # The ace also plays below the lowest rank in play: A-2-3-4-5, A-6-7-8-9, A-2-3.
                run = ordered[: n - 1]
                self.straights[frozenset(run + [ace])] = tuple(reversed(run)) + (ace,)
        # Four-card straights (``four-straight``): runs one card shorter than a hand.
        self.short_straights: dict[frozenset[int], tuple[int, ...]] = {}
        if "four-straight" in self.order and n >= 3:
            for i in range(len(ordered) - n + 2):
                run = ordered[i : i + n - 1]
                self.short_straights[frozenset(run)] = tuple(reversed(run))
            if spec.ace == "both" and ace in ordered:
                run = ordered[: n - 2]
                self.short_straights[frozenset(run + [ace])] = tuple(reversed(run)) + (ace,)
        self.flushes = n >= 2 and not spec.distinct and bool({"flush", "straight-flush"} & set(spec.order))

    def by_strength(self, ranks: Iterable[int]) -> list[int]:
        return sorted(ranks, key=self.strength.__getitem__, reverse=True)

    def read(self, ranks: tuple[int, ...], suited: bool = False, four_suited: tuple[int, ...] = ()) -> Reading:
        """The best category these ranks fit (``suited``: all one suit; ``four_suited``:
        the ranks of the cards, all but one of the hand, that share a suit) and its order."""
        spec = self.spec
        strength = self.strength
        if spec.distinct:
            # Only distinct ranks and suits count, so patterns do not arise: a badugi is
            # compared on its size (more cards always win), then card by card.
            ordered = tuple(self.by_strength(ranks))
            size = -len(ranks) if spec.lowest_wins else len(ranks)
            return Reading("high-card", ordered, (0, size, tuple(strength[r] for r in ordered)))
        complete = len(ranks) == spec.cards
        for category in reversed(self.order):
            fits = self._fit(category, ranks, complete, suited, four_suited)
            if fits is not None:
                key = (self.position[category], tuple(strength[r] for r in fits))
                return Reading(category, fits, key)
        # No listed category fits: below everything the ranking lists.
        ordered = tuple(self.by_strength(ranks))
        return Reading("high-card", ordered, (-1, tuple(strength[r] for r in ordered)))

    def _fit(
        self, category: str, ranks: tuple[int, ...], complete: bool, suited: bool, four_suited: tuple[int, ...] = ()
    ) -> tuple[int, ...] | None:
        if category == "high-card":
            return tuple(self.by_strength(ranks))
        if category == "four-flush":
            if not complete or not four_suited:
                return None
            rest = list(ranks)
            for r in four_suited:
                rest.remove(r)
            return tuple(self.by_strength(four_suited)) + tuple(self.by_strength(rest))
        if category == "four-straight":
            if not complete:
                return None
            held = set(ranks)
            runs = [run for run_set, run in self.short_straights.items() if run_set <= held]
            if not runs:
                return None
            best = max(runs, key=lambda run: [self.strength[r] for r in run])  # the highest run
            rest = list(ranks)
            for r in best:
                rest.remove(r)
            return best + tuple(self.by_strength(rest))
        if category in ("straight", "straight-flush", "flush"):
            if not complete or (category != "straight" and not (suited and self.flushes)):
                return None
            if category == "flush":
                return tuple(self.by_strength(ranks))
            return self.straights.get(frozenset(ranks)) if len(set(ranks)) == len(ranks) else None
        counts = Counter(ranks)
        # Groups are taken greedily, biggest and strongest first.
        candidates = self.by_strength(counts)
        ordered: list[int] = []
        for need in GROUPS[category]:
            for r in candidates:
                if counts[r] >= need and r not in ordered:
                    ordered.append(r)
                    break
            else:
                return None
        head = [r for r, need in zip(ordered, GROUPS[category]) for _ in range(need)]
        rest = list(ranks)
        for r in head:
            rest.remove(r)
        return tuple(head + self.by_strength(rest))
