"""Categories made by a pattern of the hand's cards: a sequence, one suit, or both, of
all the hand's cards or some of them, and a hand whose every card is of some ranks.

The built-in ``four-flush`` and ``four-straight`` are such patterns (four of a complete
hand's cards), and so is every ``category NAME = ...`` a ranking writes (a skip
straight, a big bobtail, a blaze). A pattern is read from the ranks of a hand and, for
the suited shapes, the ranks of the cards that share a suit (``suited``): the same
readings the tables make once per rank pattern, so ranking a hand costs no more.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from pokerlang.cards.card import RANKS
from pokerlang.ir.ranking import FOUR_CARD, Category, RankingSpec

Run = tuple[int, ...]  # ranks of a sequence, most significant first


def pattern_categories(spec: RankingSpec) -> dict[str, Category]:
    """The pattern categories ``spec`` lists in its order, by name."""
    found = {c.name: c for c in spec.categories}
    for name, shape in FOUR_CARD.items():
        found.setdefault(name, Category(name=name, shape=shape, size=spec.cards - 1))  # type: ignore[arg-type]
    return {name: c for name, c in found.items() if name in spec.order}


def runs(line: list[int], size: int, step: int = 1, corner: bool = False, ace_below: int | None = None) -> list[Run]:
    """The sequences of ``size`` ranks ``step`` apart along ``line`` (ranks weakest first),
    each most significant first. ``ace_below``: the ace also plays below the line's first
    rank (A-2-3-4-5). ``corner``: only the sequences that run past the line's top rank
    and on from its bottom (Q-K-A-2-3, the top rank inside the run)."""
    n = len(line)
    found: list[Run] = []
    if corner:
        for i in range(n - 1):
            places = [i + j * step for j in range(size)]
            if places[-1] >= n and len({p % n for p in places}) == size:
                found.append(tuple(line[p % n] for p in reversed(places)))
        return found
    full = ([ace_below] if ace_below is not None else []) + line
    for i in range(len(full) - (size - 1) * step):
        run = [full[i + j * step] for j in range(size)]
        if len(set(run)) == size:
            found.append(tuple(reversed(run)))
    return found


class Shapes:
    """Reads the pattern categories of one ranking (see ``Reader``)."""

    def __init__(self, spec: RankingSpec, line: list[int], ace_below: int | None) -> None:
        self.cards = spec.cards
        self.categories = pattern_categories(spec)
        self.runs: dict[str, dict[frozenset[int], Run]] = {}
        for name, c in self.categories.items():
            if c.shape in ("straight", "straight-flush"):
                size = c.size or spec.cards
                found = runs(line, size, c.step, c.corner, None if c.corner else ace_below)
                self.runs[name] = {frozenset(run): run for run in found}
        # The fewest cards of one suit a suited pattern needs short of a whole flush.
        sizes = [c.size for c in self.categories.values() if c.shape != "straight" and c.shape != "ranks"]
        self.part_suited = min((s for s in sizes if 0 < s < spec.cards), default=0)

    def suited(self) -> bool:
        """Whether any pattern asks for cards of one suit."""
        return any(c.shape in ("flush", "straight-flush") for c in self.categories.values())

    def fit(
        self,
        name: str,
        ranks: tuple[int, ...],
        suited: tuple[int, ...],
        by_strength: Callable[[Iterable[int]], list[int]],
        strength: dict[int, int],
    ) -> tuple[int, ...] | None:
        """The hand's ranks, most significant first, if ``ranks`` (a complete hand, with
        ``suited`` the ranks of its cards of one suit) make category ``name``."""
        c = self.categories[name]
        size = c.size or self.cards
        if c.shape == "ranks":
            if not all(RANKS[r] in c.ranks for r in ranks):
                return None
            counts = Counter(ranks)  # the biggest group first, as poker compares hands
            return tuple(sorted(ranks, key=lambda r: (counts[r], strength[r]), reverse=True))
        pool = suited if c.shape != "straight" else tuple(ranks)
        if len(set(pool)) < size:
            return None
        if c.shape == "flush":
            made: Run = tuple(by_strength(set(pool)))[:size]
        else:
            held = set(pool)
            found = [run for run_set, run in self.runs[name].items() if run_set <= held]
            if not found:
                return None
            made = max(found, key=lambda run: [strength[r] for r in run])  # the highest run
        rest = list(ranks)
        for r in made:
            rest.remove(r)
        return made + tuple(by_strength(rest))
