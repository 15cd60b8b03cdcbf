"""The worst hand a house plays with (``ir.house.HouseQualifier``), as a value of its
ranking's evaluator: a category and the ranks a hand of it is read by, highest first
(``high-card, A, K``: ace-king, the weakest such hand being A K 4 3 2)."""

from __future__ import annotations

from pokerlang.cards.card import RANKS
from pokerlang.hands.evaluator import compile_ranking
from pokerlang.ir.house import HouseQualifier
from pokerlang.ir.ranking import RankingSpec


def qualifying_value(spec: RankingSpec, qualifier: HouseQualifier) -> int | None:
    """The value (before any suit tie-break) of the weakest complete hand of the
    qualifier's category whose ranks read as written first; None: no hand does."""
    tables = compile_ranking(spec).tables
    wanted = tuple(RANKS.index(r) for r in qualifier.ranks)
    # Every complete hand: unsuited, flushes, and the part-flushes of an own category (``flush of 3``).
    values = [*tables.by_size[spec.cards].values(), *tables.flush_value.values(), *tables.four_flush.values()]
    found = [
        v
        for v in values
        if tables.category[v] == qualifier.category and tuple(tables.reading_ranks[v][: len(wanted)]) == wanted
    ]
    return min(found) if found else None
