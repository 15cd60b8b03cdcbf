"""A hand's cards in words: where a showdown's (or a condition's) hand is made from, how
many cards of each zone it takes (``2 of hand + 3 of board``), and the least hand that
qualifies (``a pair of jacks or better``)."""

from __future__ import annotations

import attrs

from pokerlang.explain import english as w
from pokerlang.explain.categories import category_words
from pokerlang.explain import moves as mv
from pokerlang.explain.table import Table, place
from pokerlang.ir.ranking import Composition, Qualifier, Source


def source_count(s: Source) -> str:
    """``exactly 2``, ``at most 1``, ``at least 3``, ``2 to 4`` or nothing."""
    low, high = s.min_count, s.max_count
    if high is None:
        return f"at least {w.number(low)}" if low else ""
    if low == high:
        return f"exactly {w.number(low)}"
    return f"at most {w.number(high)}" if low == 0 else f"{w.number(low)} to {w.number(high)}"


def source(s: Source, table: Table, first: bool = True, of: str = "from") -> str:
    """One part of a hand: ``their hand``, ``exactly three from the board``."""
    count = source_count(s)
    where = mv.lines_of(s, table) if s.lines else place(s.zone, table, s.whose)
    if s.matching is not None:
        where += mv.matching(s.matching)
    if not count:
        return where
    if first:
        noun = "card" if (s.max_count or s.min_count) == 1 else "cards"
        return f"{count} {noun} {of} {where}"
    return f"{count} {of} {where}"


def composition(c: Composition, table: Table) -> str:
    size = f"{w.number(c.size)}-card hand"
    if len(c.sources) == 1 and c.sources[0].min_count == c.size:
        only = c.sources[0]
        if only.matching or only.lines:  # some of the zone's cards: "one card from their hole (spades only)"
            return f"{w.cards(c.size)} from {source(attrs.evolve(only, min_count=0, max_count=None), table)}"
        if table.held.get(only.zone, c.size) > c.size:  # more than it takes: the best of them
            return f"the best {size} from {place(only.zone, table, only.whose)}"
        return f"a hand of the {w.cards(c.size)} in {place(only.zone, table, only.whose)}"
    parts, counted = [], False
    exact = any(s.min_count for s in c.sources)
    for s in c.sources:
        # "from at most two cards of their hand and the board": one "from" a sentence
        parts.append(source(s, table, first=not counted, of="from" if exact else "of"))
        counted = counted or bool(source_count(s))
    return f"the best {size} {'made of' if exact else 'from'} {w.join(parts)}"


def qualifier(q: Qualifier, table: Table | None = None, *, lowest_wins: bool = False) -> str:
    """``eight or better`` (a low), ``a pair of jacks or better``."""
    rank, ranks = w.RANK_WORDS[q.rank], w.RANK_PLURALS[q.rank]
    if q.category == "high-card":
        return f"{rank} or better" if lowest_wins else f"{rank}-high or better"
    if q.category == "pair":
        return f"a pair of {ranks} or better"
    if q.category in ("three-of-a-kind", "four-of-a-kind"):
        return f"{w.CATEGORY_WORDS[q.category].split()[0]} {ranks} or better"
    return f"a {category_words(q.category)}, {rank}-high or better"
