"""Tables for hands with wild cards: the naturals' rank key plus how many wilds.

A *wild* card stands for any card, even one already held (four aces and a wild are five
aces), except that in a flush it is a card of that suit the hand does not hold (no
double-ace flush). A *bug* (the joker in high draw) is an ace, or any card that
completes a straight or a flush; in a ranking where the lowest hand wins it is simply
the best low card, that is, fully wild.

Keys.  ``plain(w, b)`` maps the rank key of the natural cards (base 5, as in
``tables.py``) to the best value the hand makes with ``w`` wilds and ``b`` bugs, read
unsuited; ``flush(w, b)`` maps the rank key of the naturals of *one suit* to the best
value that suit makes with the wilds and bugs playing in it. A hand is one sum of card
keys (the suit counters start ``w + b`` higher, so a flag means "this suit can flush
with the wilds"), one lookup, and one more per flagged suit.

Building.  The hands of exactly ``cards`` cards (or fewer, for partial hands) are read
by substituting every rank for each wild (and for each bug: the ace, or any rank when
the hand then reads as a straight or a flush), memoised by the multiset of ranks; a
bigger hand is the best of the hands one card smaller (a natural, a wild or a bug left
out), built a size at a time as ``Tables.extend`` does. Nothing is enumerated per hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations, combinations_with_replacement

from pokerlang.cards.card import RANKS, SUITS
from pokerlang.hands.rankable import Cards, HandError, Ranker, check_rankable, names
from pokerlang.hands.stored import stored
from pokerlang.hands.tables import (
    FLAG,
    FLAGS,
    MAX_RANK_COUNT,
    RANK_SHIFT,
    TABLE_CARDS,
    Tables,
    best_suited,
    rank_key,
    table_key,
)
from pokerlang.ir.ranking import RankingSpec

ACE = RANKS.index("A")


def straightish(category: str) -> bool:
    """A category a bug may complete: a straight or a flush of some kind."""
    return "straight" in category or "flush" in category


class WildTables:
    """The wild-card tables of one ranking's Tables, built on first use."""

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        self.spec = tables.spec
        self.reader = tables.reader
        self.ranks = tables.ranks
        self.units = [5**r for r in self.ranks]
        self._leaf: dict[tuple[tuple[int, ...], bool, bool], int] = {}
        self._any: dict[tuple[tuple[int, ...], int, bool], int] = {}
        self._plain: dict[tuple[int, int], dict[int, dict[int, int]]] = {}  # (w, b) -> size -> table
        self._flush: dict[tuple[int, int], dict[int, dict[int, int]]] = {}
        self.merged_plain: dict[tuple[int, int], dict[int, int]] = {}  # (w, b) -> all sizes built
        self.merged_flush: dict[tuple[int, int], dict[int, int]] = {}

    # ---- reading one multiset of ranks ---------------------------------------------------
    def leaf(self, ranks: tuple[int, ...], suited: bool, bugs_free: bool) -> int:
        """The value of exactly these ranks (0: not a hand the substitution may make).
        ``bugs_free``: every bug is an ace, or there is no bug."""
        key = (ranks, suited, bugs_free)
        v = self._leaf.get(key)
        if v is None:
            reading = self.reader.read(ranks, suited)
            if not bugs_free and not straightish(reading.category):
                v = 0
            else:
                v = self.t.dense.get(reading.key, 0)
            self._leaf[key] = v
        return v

    def best_unsuited(self, ranks: tuple[int, ...], w: int, bugs_free: bool) -> int:
        """The best value of ``ranks`` with ``w`` wilds more, read unsuited."""
        if w == 0:
            return self.leaf(tuple(sorted(ranks)), False, bugs_free)
        key = (ranks, w, bugs_free)
        v = self._any.get(key)
        if v is None:
            v = 0
            for r in self.ranks:
                if ranks.count(r) < 5:  # a sixth of a rank is never better than five
                    got = self.best_unsuited(tuple(sorted(ranks + (r,))), w - 1, bugs_free)
                    if got > v:
                        v = got
            self._any[key] = v
        return v

    def _complete_unsuited(self, ranks: tuple[int, ...], w: int, b: int) -> int:
        """``ranks`` + ``w`` wilds + ``b`` bugs, no more than a hand: every substitution."""
        if b == 0:
            return self.best_unsuited(ranks, w, True)
        best = 0
        for bug in _multisets(self.ranks, b):
            free = ACE in self.ranks and all(r == ACE for r in bug)
            v = self.best_unsuited(tuple(sorted(ranks + bug)), w, free)
            if v > best:
                best = v
        return best

    def _complete_suited(self, ranks: tuple[int, ...], jokers: int, b: int) -> int:
        """One suit's ranks (distinct) + ``jokers`` wilds and bugs, as distinct ranks of
        the suit not held: the best suited reading (a bug must make a straight or flush)."""
        best = 0
        absent = [r for r in self.ranks if r not in ranks]
        for extra in combinations(absent, jokers):
            v = self.leaf(tuple(sorted(ranks + extra)), True, b == 0)
            if v > best:
                best = v
        return best

    # ---- whole tables -------------------------------------------------------------------
    def plain(self, w: int, b: int, m: int) -> dict[int, int]:
        """Rank key of ``m`` naturals -> best unsuited value with ``w`` wilds, ``b`` bugs."""
        sizes = self._plain.setdefault((w, b), {})
        if m in sizes:
            return sizes[m]
        cards, t = self.spec.cards, self.t
        if w == 0 and b == 0:
            t.extend(m) if m > cards else None
            table = dict(t.by_size.get(m, {}))
        elif m + w + b <= cards:
            table = {}
            if m + w + b >= self.spec.min_cards:
                for ranks in _naturals(self.ranks, m):
                    v = self._complete_unsuited(ranks, w, b)
                    if v:
                        table[rank_key(ranks)] = v
        else:
            # One card too many: the best hand leaves out a natural, a wild or a bug.
            table = self._grown(self.plain(w, b, m - 1)) if m else {}
            for less in ([self.plain(w - 1, b, m)] if w else []) + ([self.plain(w, b - 1, m)] if b else []):
                for k, v in less.items():
                    if table.get(k, 0) < v:
                        table[k] = v
        sizes[m] = table
        self.merged_plain.setdefault((w, b), {}).update(table)
        return table

    def flush(self, w: int, b: int, m: int) -> dict[int, int]:
        """Rank key of ``m`` naturals of one suit -> the best that suit makes with the
        wilds and bugs (0 or absent: it cannot make ``cards`` cards)."""
        sizes = self._flush.setdefault((w, b), {})
        if m in sizes:
            return sizes[m]
        cards = self.spec.cards
        table: dict[int, int] = {}
        if m + w + b < cards or not self.t.flushes:
            pass
        elif w == 0 and b == 0:
            flushes = self.t.flush_table()
            table = {k: v for k, v in flushes.items() if _size(k) == m}
        elif m + w + b == cards:
            for ranks in combinations(self.ranks, m):
                v = self._complete_suited(ranks, w + b, b)
                if v:
                    table[rank_key(ranks)] = v
        else:
            if m:
                for k, v in self.flush(w, b, m - 1).items():
                    for unit in self.units:
                        if (k // unit) % 5 == 0 and table.get(k + unit, 0) < v:
                            table[k + unit] = v
            for less in ([self.flush(w - 1, b, m)] if w else []) + ([self.flush(w, b - 1, m)] if b else []):
                for k, v in less.items():
                    if table.get(k, 0) < v:
                        table[k] = v
        sizes[m] = table
        self.merged_flush.setdefault((w, b), {}).update(table)
        return table

    def _grown(self, below: dict[int, int]) -> dict[int, int]:
        here: dict[int, int] = {}
        for key, value in below.items():
            for unit in self.units:
                if (key // unit) % 5 < MAX_RANK_COUNT:
                    k = key + unit
                    if here.get(k, 0) < value:
                        here[k] = value
        return here


def _size(key: int) -> int:
    n = 0
    while key:
        key, d = divmod(key, 5)
        n += d
    return n


def _multisets(ranks: Iterable[int], n: int) -> Iterator[tuple[int, ...]]:
    return combinations_with_replacement(ranks, n)


def _naturals(ranks: Iterable[int], m: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of ``m`` ranks one deck can hold (at most four of a rank)."""
    for combo in _multisets(ranks, m):
        if all(combo.count(r) <= MAX_RANK_COUNT for r in set(combo)):
            yield combo


def wild_ranker(spec: RankingSpec, t: Tables, w: int, b: int) -> Ranker:
    """``rank(naturals) -> int`` for hands with ``w`` wild cards and ``b`` bugs more: one
    sum of card keys, one lookup, one more per suit that can flush (see the module doc)."""
    W = t.wild
    if not isinstance(W, WildTables):
        W = t.wild = WildTables(t)
    cards, j = spec.cards, w + b
    flushes = t.flushes
    offset = sum((FLAG - cards + j) << (5 * s) for s in range(4)) if flushes else 0
    V, RK = t.card_key, t.card_rank_key
    P = W.merged_plain.setdefault((w, b), {})
    F = W.merged_flush.setdefault((w, b), {})
    built: set[int] = set()

    def build(n: int) -> None:
        built.add(n)
        plain, flush = stored((table_key(spec), "wild", w, b, n), lambda: grow(n))
        P.update(plain)
        F.update(flush)

    def grow(n: int) -> tuple[dict[int, int], dict[int, int]]:
        """Hands of ``n`` naturals and what the build found on the way (all of the
        ranking's values of these wilds and bugs: kept in the cache folder whole)."""
        W.plain(w, b, n)
        for m in range(max(0, cards - j), n + 1):
            W.flush(w, b, m)
        return dict(P), dict(F)

    def rank(h: Cards) -> int:
        k = offset
        for c in h:
            k += V[c]
        v = P.get(k >> RANK_SHIFT)
        if v is None:
            n = len(h)
            if n > TABLE_CARDS:
                # No tables that big: the hand's best cards lie among some seven of them.
                check_rankable(spec, h, sized=False)
                return max(rank(sub) for sub in combinations(h, TABLE_CARDS))
            if n in built:
                check_rankable(spec, h, sized=False)
                if n + j < spec.min_cards:
                    raise HandError(
                        f"{spec.title or spec.name} ranks hands of {spec.min_cards} or more cards, not {n + j}"
                    )
                raise HandError(f"cannot rank {names(h)} with {w} wild card(s) and {b} bug(s)")
            build(n)
            return rank(h)
        return best_suited(h, k, RK, F, v) if k & FLAGS else v

    if not spec.suit_order:
        return rank
    top = t.top
    place = [spec.suit_order.index(SUITS[s]) for s in range(4)]
    if spec.lowest_wins:
        place = [3 - p for p in place]
    best_suit = max if not spec.lowest_wins else min
    wild_suit = 3 if not spec.lowest_wins else 0  # a wild heading the hand: the best suit

    def suited(h: Cards) -> int:
        base = rank(h)
        r = top[base]
        return base * 4 + best_suit([place[c & 3] for c in h if c >> 2 == r] or [wild_suit])

    return suited
