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
from pokerlang.hands.shapes import Shapes, runs
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
        unknown = [c for c in spec.order if c not in CATEGORIES and c not in {p.name for p in spec.categories}]
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
        # With ``ace high, low in straights`` the ace also plays below the lowest rank in
        # play: A-2-3-4-5, A-6-7-8-9, A-2-3.
        below = ace if spec.ace == "both" and ace in ordered else None
        self.straights: dict[frozenset[int], tuple[int, ...]] = {}
        if n >= 2 and not spec.distinct:
            found = runs(ordered, n, ace_below=below if len(ordered) > n else None)
            self.straights = {frozenset(run): run for run in found}
        self.shapes = Shapes(spec, ordered, below)
        self.flushes = (
            n >= 2 and not spec.distinct and bool({"flush", "straight-flush"} & set(spec.order) or self.shapes.suited())
        )
        # A category's own rank order (``three-of-a-kind: 3 high``), and its own order of
        # runs (``straight: A-2-3 high``): each listed run ranks by its place in the list.
        self.strengths: dict[str, dict[int, int]] = {}
        self.run_places: dict[str, dict[frozenset[int], int]] = {}
        for ro in spec.rank_orders:
            if len(ro.items[0]) > 1:
                self.run_places[ro.category] = {
                    frozenset(RANKS.index(r) for r in item): (len(ro.items) - i) * (1 if ro.high else -1)
                    for i, item in enumerate(ro.items)
                }
                continue
            listed = [RANKS.index(r) for r in reversed(ro.items)]  # weakest first
            rest = [r for r in ordered if r not in listed]
            line = rest + listed if ro.high else listed + rest
            self.strengths[ro.category] = {r: i for i, r in enumerate(line)}

    def by_strength(self, ranks: Iterable[int], strength: dict[int, int] | None = None) -> list[int]:
        return sorted(ranks, key=(strength or self.strength).__getitem__, reverse=True)

    def read(self, ranks: tuple[int, ...], suited: bool = False, part: tuple[int, ...] = ()) -> Reading:
        """The best category these ranks fit (``suited``: all one suit; ``part``: the ranks
        of the hand's cards of one suit, when some but not all share it) and its order."""
        spec = self.spec
        strength = self.strength
        if spec.distinct:
            # Only distinct ranks and suits count, so patterns do not arise: a badugi is
            # compared on its size (more cards always win), then card by card.
            ordered = tuple(self.by_strength(ranks))
            size = -len(ranks) if spec.lowest_wins else len(ranks)
            return Reading("high-card", ordered, (0, size, tuple(strength[r] for r in ordered)))
        complete = len(ranks) == spec.cards
        if suited:
            part = ranks
        for category in reversed(self.order):
            own = self.strengths.get(category, strength)
            fits = self._fit(category, ranks, complete, suited, part, own)
            if fits is not None:
                return Reading(category, fits, (self.position[category], self._places(category, fits, own)))
        # No listed category fits: below everything the ranking lists.
        ordered = tuple(self.by_strength(ranks))
        return Reading("high-card", ordered, (-1, tuple(strength[r] for r in ordered)))

    def _places(self, category: str, fits: tuple[int, ...], strength: dict[int, int]) -> tuple[int, ...]:
        """What orders the hands of one category: the strengths of their ranks in turn,
        unless the category lists runs of its own (then a listed run by its place first)."""
        places = self.run_places.get(category)
        if places is not None:
            c = self.shapes.categories.get(category)
            size = (c.size if c is not None else 0) or self.spec.cards
            place = places.get(frozenset(fits[:size]), 0)
            if place:
                return (place,) + tuple(strength[r] for r in fits[size:])
            return (0,) + tuple(strength[r] for r in fits)
        return tuple(strength[r] for r in fits)

    def _fit(
        self,
        category: str,
        ranks: tuple[int, ...],
        complete: bool,
        suited: bool,
        part: tuple[int, ...],
        strength: dict[int, int],
    ) -> tuple[int, ...] | None:
        if category == "high-card":
            return tuple(self.by_strength(ranks, strength))
        if category in self.shapes.categories:
            if not complete:
                return None
            return self.shapes.fit(category, ranks, part, lambda rs: self.by_strength(rs, strength), strength)
        if category in ("straight", "straight-flush", "flush"):
            if not complete or (category != "straight" and not (suited and self.flushes)):
                return None
            if category == "flush":
                return tuple(self.by_strength(ranks, strength))
            return self.straights.get(frozenset(ranks)) if len(set(ranks)) == len(ranks) else None
        counts = Counter(ranks)
        # Groups are taken greedily, biggest and strongest first.
        candidates = self.by_strength(counts, strength)
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
        return tuple(head + self.by_strength(rest, strength))
