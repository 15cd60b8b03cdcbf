"""Lookup tables compiled from a RankingSpec.

Keys.  A card adds ``5**rank << 20`` plus a one in its suit's 5-bit field, so the
sum over a hand is a *rank key* (how many of each rank, base 5: a deck has at
most four of a rank) above four suit counters.  The counters start at
``16 - cards``, so a suit holding ``cards`` or more cards sets that field's bit
4: one ``&`` with ``mask`` keeps the rank key and just those flush flags.  That
sum-and-mask key is the whole evaluation for a hand no larger than the ranking's
``cards``; bigger hands (7 cards, say) look up the best ``cards``-subset by rank
key, which is exact unless a flush is possible (then ``flush_best`` finishes it).

Values.  Every hand the ranking can see is read once (patterns.Reader), the
readings are sorted, and each gets a dense value 1..N, greater is better in the
ranking's own sense (lowest_wins turns the order round).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, combinations_with_replacement

from pokerlang.cards.card import RANKS
from pokerlang.hands.patterns import Reader, Reading
from pokerlang.hands.stored import stored
from pokerlang.ir.ranking import FIVE_OF_A_KIND, Qualifier, RankingSpec

RANK_SHIFT = 20  # 4 suit fields of 5 bits below the rank key
FLAG = 16  # bit 4 of a suit field: the suit can flush
FLAGS = sum(FLAG << (5 * s) for s in range(4))
MASK = ~sum(15 << (5 * s) for s in range(4))  # keeps rank key and flush flags
MAX_RANK_COUNT = 4  # one deck: four suits
TABLE_CARDS = 7  # biggest pool given its own best-subset table (two hole cards and a board of five)


def rank_key(ranks: Iterable[int]) -> int:
    return sum(5**r for r in ranks)


def table_key(spec: RankingSpec) -> tuple[object, ...]:
    """The spec fields the tables depend on (not the name, title or qualifier), so
    rankings that differ only in those share one set of tables."""
    return (
        spec.cards,
        spec.min_cards,
        spec.ranks,
        spec.ace,
        tuple(spec.order),
        spec.lowest_wins,
        spec.suit_order,
        spec.distinct,
        spec.categories,
        spec.rank_orders,
    )


class Tables:
    """Everything an Evaluator looks up.  Built eagerly for hands of up to ``cards``
    cards; tables for bigger hands are added on first use (``extend``)."""

    def __init__(self, spec: RankingSpec) -> None:
        if not 1 <= spec.min_cards <= spec.cards:
            raise ValueError(f"ranking {spec.name!r}: need 1 <= min_cards <= cards")
        self.spec = spec
        self.reader = reader = Reader(spec)
        self.flushes = reader.flushes
        self.ranks = reader.ranks
        cards = spec.cards
        smallest = 1 if spec.distinct else spec.min_cards  # a distinct-cards hand may shrink to one card
        readings: dict[int, dict[int, Reading]] = {}  # size -> rank key -> its reading
        for size in range(smallest, cards + 1):
            bucket = readings[size] = {}
            limit = 1 if spec.distinct else MAX_RANK_COUNT
            for ranks in combinations_with_replacement(self.ranks, size):
                if limit == 1 and len(set(ranks)) < size:
                    continue
                if max(ranks.count(r) for r in set(ranks)) > limit:
                    continue
                bucket[rank_key(ranks)] = reader.read(ranks)
        # Hands only a wild card makes (five of a kind) get their values too, so that a
        # hand with wilds and one without compare on one scale. They have no key: base 5
        # holds at most four of a rank, and only the wild tables (``wild.py``) read them.
        wild_made: list[Reading] = []
        if FIVE_OF_A_KIND in reader.order:
            wild_made = [reader.read((r,) * 5 + (self.ranks[0],) * (cards - 5)) for r in self.ranks]
        flush_readings: dict[int, Reading] = {}
        if self.flushes:
            for ranks in combinations(self.ranks, cards):
                flush_readings[rank_key(ranks)] = reader.read(ranks, suited=True)

        # Some but not all of a complete hand's cards of one suit (a ``four-flush``, a big
        # bobtail): read by the ranks of that suit and the ranks of the others apart.
        four_flush: dict[tuple[int, int], Reading] = {}
        least = reader.shapes.part_suited
        if least and not spec.distinct:
            for size in range(least, cards):
                for part in combinations(self.ranks, size):
                    for rest in combinations_with_replacement(self.ranks, cards - size):
                        if any(rest.count(r) + (r in part) > MAX_RANK_COUNT for r in set(rest)):
                            continue
                        hand = tuple(sorted(part + rest))
                        four_flush[(rank_key(part), rank_key(rest))] = reader.read(hand, part=part)
        keys = {r.key for bucket in readings.values() for r in bucket.values()}
        keys.update(r.key for r in flush_readings.values())
        keys.update(r.key for r in four_flush.values())
        keys_natural = set(keys)
        keys.update(r.key for r in wild_made)
        ordered = sorted(keys)
        n = len(ordered)
        if spec.lowest_wins:
            dense = {k: n - i for i, k in enumerate(ordered)}
        else:
            dense = {k: i + 1 for i, k in enumerate(ordered)}
        # By value: its category and top rank (one reading per key, so any will do).
        self.size = n - len({r.key for r in wild_made} - keys_natural)  # values natural hands make
        self.values = n  # ... and wild ones too
        self.category: list[str] = ["no hand"] * (n + 1)
        self.top: list[int] = [0] * (n + 1)
        self.reading_ranks: list[tuple[int, ...]] = [()] * (n + 1)  # what ``describe`` reads
        self.dense = dense  # reading key -> value, for the wild tables' readings
        self.wild_made = [dense[r.key] for r in wild_made]  # five of a kind: a qualifier may name it
        for reading in (
            [r for b in readings.values() for r in b.values()]
            + list(flush_readings.values())
            + wild_made
            + list(four_flush.values())
        ):
            v = dense[reading.key]
            self.category[v] = reading.category
            self.top[v] = reading.top
            self.reading_ranks[v] = reading.ranks

        self.by_size = {size: {k: dense[r.key] for k, r in b.items()} for size, b in readings.items()}
        self.flush_value = {k: dense[r.key] for k, r in flush_readings.items()}
        self.four_flush = {k: dense[r.key] for k, r in four_flush.items()}
        # A flush can only help if no set of ranks is worth less suited than not.
        made = self.by_size[cards]
        self.flush_monotone = all(v >= made[k] for k, v in self.flush_value.items())

        self.card_rank_key = [5 ** (c >> 2) << RANK_SHIFT for c in range(52)]
        if self.flushes:
            self.offset = sum((FLAG - cards) << (5 * s) for s in range(4))
            self.card_key = [k + (1 << (5 * (c & 3))) for c, k in enumerate(self.card_rank_key)]
        else:
            self.offset = 0
            self.card_key = list(self.card_rank_key)
        # The main table, keyed like the hot path's sum (with flags for complete flushes).
        self.main: dict[int, int] = {}
        for values in self.by_size.values():
            for k, v in values.items():
                self.main[k << RANK_SHIFT] = v
        for k, v in self.flush_value.items():
            for s in range(4):
                self.main[(k << RANK_SHIFT) | (FLAG << (5 * s))] = v
        self.flush_best: dict[int, int] | None = None
        self.wild: object = None  # the wild-card tables (wild.WildTables), made on first use

    def extend(self, n: int) -> None:
        """Add best-``cards``-of-``n`` values for every rank multiset of ``n`` cards.

        The best subset of n cards lies inside some subset of n-1 of them, so each
        size is built from the one below: no per-hand enumeration, ever. A size is kept
        in the cache folder as the table set is (a seven-card game's first showdown
        builds two sizes: a good part of a short run)."""
        if n in self.by_size or self.spec.distinct:
            return
        self.extend(n - 1)  # every size up to the biggest is there (the batch path reads them all)
        self.by_size[n] = here = stored((table_key(self.spec), "size", n), lambda: self._bigger(n))
        main = self.main
        for k, v in here.items():
            main[k << RANK_SHIFT] = v

    def _bigger(self, n: int) -> dict[int, int]:
        """Every rank multiset of ``n`` cards -> its best ``cards`` of them (``extend``)."""
        below = self.by_size[n - 1]
        here: dict[int, int] = {}
        units = [5**r for r in self.ranks]
        for key, value in below.items():
            for unit in units:
                if (key // unit) % 5 < MAX_RANK_COUNT:
                    k = key + unit
                    if here.get(k, 0) < value:
                        here[k] = value
        return here

    def flush_table(self) -> dict[int, int]:
        """Rank key of one suit's cards (``cards`` or more) -> best flush among them."""
        if self.flush_best is None:
            best = dict(self.flush_value)
            frontier = dict(best)
            units = [5**r for r in self.ranks]
            while frontier:
                grown: dict[int, int] = {}
                for key, value in frontier.items():
                    for unit in units:
                        if (key // unit) % 5 == 0:
                            k = key + unit
                            if grown.get(k, 0) < value:
                                grown[k] = value
                best.update(grown)
                frontier = grown
            self.flush_best = best
        return self.flush_best

    def threshold(self, q: Qualifier | None) -> int:
        """The worst complete hand of the qualifier's category and top rank (0: none)."""
        if q is None:
            return 0
        top = RANKS.index(q.rank)
        values = [
            *self.by_size[self.spec.cards].values(),
            *self.flush_value.values(),
            *self.four_flush.values(),
            *self.wild_made,
        ]
        found = [v for v in values if self.category[v] == q.category and self.top[v] == top]
        if not found:
            raise ValueError(f"no {q.category} hand with top card {q.rank}")
        return min(found)


def best_suited(h: Iterable[int], k: int, card_rank_key: Sequence[int], flushes: dict[int, int], best: int) -> int:
    """``best``, or better: the flush of each suit that ``k`` flags as holding enough cards
    of ``h`` (``flushes``: one suit's rank key -> its best flush). Shared by the plain and
    the wild-card rankers; both come here only for hands in which a suit could flush."""
    for s in range(4):
        if k & (FLAG << (5 * s)):
            m = 0
            for c in h:
                if c & 3 == s:
                    m += card_rank_key[c]
            v = flushes.get(m >> RANK_SHIFT, 0)
            if v > best:
                best = v
    return best
