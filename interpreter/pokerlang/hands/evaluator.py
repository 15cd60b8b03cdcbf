"""Compiled rankings: the integer path the engine and the bots call in hot loops.

``compile_ranking(spec)`` returns an ``Evaluator`` (cached per spec) whose
``rank(indices)`` takes a tuple of card indices (``rank * 4 + suit``) and returns
an int, greater is better in the ranking's own sense, for any hand of
``min_cards`` or more cards (more than ``cards``: the best ``cards`` of them).
``rank`` trusts its input (distinct valid indices); ``pokerlang.hands.evaluate``
is the checked, descriptive path.
"""

from __future__ import annotations

from functools import cache
from collections.abc import Iterable, Set
from itertools import combinations

from pokerlang.cards.card import SUITS
from pokerlang.hands.describe import describe
from pokerlang.hands.patterns import Reading
from pokerlang.hands.pips import PipEvaluator
from pokerlang.hands.rankable import Cards, HandError, Ranker, check_rankable, names
from pokerlang.hands.stored import stored
from pokerlang.hands.tables import FLAGS, MASK, RANK_SHIFT, TABLE_CARDS, Tables, best_suited, table_key
from pokerlang.hands.wild import wild_ranker
from pokerlang.ir.ranking import RankingSpec

_TABLES: dict[tuple[object, ...], Tables] = {}


def _tables(spec: RankingSpec) -> Tables:
    key = table_key(spec)
    if key not in _TABLES:
        _TABLES[key] = stored(key, lambda: Tables(spec))
    return _TABLES[key]


@cache
def compile_ranking(spec: RankingSpec) -> Evaluator:
    """The evaluator for a spec, built once (tables are shared with specs that
    differ only in name, title or qualifier)."""
    # A pip count needs no poker tables: the standard ones stand in, shared with ``high``.
    return Evaluator(spec, _tables(RankingSpec(name="") if spec.pips else spec))


class Evaluator:
    """``rank(indices) -> int`` and friends for one ranking."""

    def __init__(self, spec: RankingSpec, tables: Tables) -> None:
        self.spec = spec
        self.tables = tables
        # With a suit tie-break a value is base * 4 + suit; otherwise the base itself.
        self.suit_shift = 2 if spec.suit_order else 0
        self.threshold = tables.threshold(spec.qualifier)
        self._suit_place = [(spec.suit_order or SUITS).index(SUITS[s]) for s in range(4)]
        # A suit tie-break's place of each suit (by suit index): the greater is the better
        # suit for the hand (a low's suit order read the other way round).
        self.tiebreak_place = [3 - p for p in self._suit_place] if spec.lowest_wins else list(self._suit_place)
        self.rank: Ranker
        self.pips = PipEvaluator(spec) if spec.pips else None
        if self.pips is not None:
            self.rank = self.pips.rank
            self.threshold = self.pips.threshold
        elif spec.distinct:
            self.rank = self._distinct_rank()
        elif spec.suit_order:
            self.rank = self._suited_rank(self._plain_rank())
        else:
            self.rank = self._plain_rank()
        if tables.four_flush:
            self.rank = self._four_flush_rank(self.rank)
        # What compose's fast path needs to sum card keys itself.
        self.card_key = tables.card_key
        self.offset = tables.offset
        self.mask = MASK if tables.flushes else -1
        self.table = tables.main
        self.sums_exact = not (spec.distinct or spec.suit_order or tables.four_flush or self.pips)
        # As exact, then the suit of the card heading the hand breaks a tie (``_suited_rank``):
        # for a hand of ``cards`` or fewer, the summed keys' value and that suit make it.
        self.suits_exact = bool(spec.suit_order) and not (spec.distinct or tables.four_flush or self.pips)
        self._readings: dict[tuple[tuple[int, ...], bool], Reading] = {}
        self._words: dict[int, str] = {}  # describe(), by value: every showdown asks again
        self._wild_rankers: dict[tuple[int, int], Ranker] = {}

    # -- wild cards ----------------------------------------------------------------------

    def rank_wild(self, naturals: Cards, wilds: int, bugs: int = 0) -> int:
        """The value of ``naturals`` (card indices, no joker) with ``wilds`` wild cards and
        ``bugs`` bugs more (see ``wild.py``); greater is better, on the scale of ``rank``."""
        if self.spec.lowest_wins:  # in a low the bug is the best low card: fully wild
            wilds, bugs = wilds + bugs, 0
        if not wilds and not bugs:
            return self.rank(naturals)
        ranker = self._wild_rankers.get((wilds, bugs))
        if ranker is None:
            ranker = self._wild_rankers[(wilds, bugs)] = self._make_wild(wilds, bugs)
        return ranker(naturals)

    def rank_with(self, h: Cards, wild: Set[int] = frozenset(), bugs: Set[int] = frozenset()) -> int:
        """The value of ``h`` in which the cards in ``wild`` are wild and those in ``bugs``
        are bugs (sets of card indices)."""
        naturals = [c for c in h if c not in wild and c not in bugs]
        if len(naturals) == len(h):
            return self.rank(h)
        w = sum(1 for c in h if c in wild)
        return self.rank_wild(tuple(naturals), w, len(h) - len(naturals) - w)

    def _make_wild(self, w: int, b: int) -> Ranker:
        if self.spec.distinct or self.pips:
            raise HandError(f"{self.spec.title or self.spec.name} cannot rank wild cards")
        return wild_ranker(self.spec, self.tables, w, b)  # built on the first wild card only

    def best_with(
        self, h: Cards, wild: Set[int] = frozenset(), bugs: Set[int] = frozenset()
    ) -> tuple[int, tuple[int, ...]]:
        """As ``best_of``, with wild cards and bugs: the value and the cards that make it,
        the naturals most significant first, then the wild cards."""
        h = tuple(h)
        if not any(c in wild or c in bugs for c in h):
            return self.best_of(h)
        value = self.rank_with(h, wild, bugs)
        size = min(len(h), self.spec.cards)
        used = next((sub for sub in combinations(h, size) if self.rank_with(sub, wild, bugs) == value), h)
        naturals = tuple(c for c in used if c not in wild and c not in bugs)
        jokers = tuple(c for c in used if c in wild or c in bugs)
        return value, (self.order(naturals) if naturals else ()) + jokers

    # -- the hot paths ---------------------------------------------------------------

    def _plain_rank(self) -> Ranker:
        t = self.tables
        cards = self.spec.cards
        V, T, OFF = t.card_key, t.main, t.offset
        M = MASK if t.flushes else -1

        def rank(h: Cards) -> int:
            k = OFF
            for c in h:
                k += V[c]
            try:
                return T[k & M]
            except KeyError:
                return miss(h, k)

        def miss(h: Cards, k: int) -> int:
            n = len(h)
            if n > TABLE_CARDS:
                # Tables for such big hands would be huge: try every subset instead.
                self.check(h)
                return max(rank(s) for s in combinations(h, cards))
            if n > cards and n not in t.by_size:
                self.check(h)
                t.extend(n)
                return rank(h)
            if n > cards and k & FLAGS & M:
                return self._flush(h, k)
            self.check(h)
            raise HandError(f"cannot rank {names(h)}")

        return rank

    def _flush(self, h: Cards, k: int) -> int:
        """A hand bigger than ``cards`` in which some suit holds ``cards`` or more."""
        t = self.tables
        if not t.flush_monotone:
            # Suiting the cards can make a hand worse (a flush in deuce-to-seven):
            # take the best subset the slow way, which is rare (a suit must hold 5 of 7).
            return max(self.rank(s) for s in combinations(h, self.spec.cards))
        return best_suited(h, k, t.card_rank_key, t.flush_table(), t.main[(k >> RANK_SHIFT) << RANK_SHIFT])

    def _four_flush_rank(self, plain: Ranker) -> Ranker:
        """Some but not all cards of one suit (``four-flush``, a big bobtail): the rank key
        says nothing of suits, so a hand with enough of a suit looks that part up apart."""
        FF, cards = self.tables.four_flush, self.spec.cards
        least = self.tables.reader.shapes.part_suited

        def rank(h: Cards) -> int:
            if len(h) > cards:
                return max(rank(s) for s in combinations(h, cards))
            v = plain(h)
            if len(h) == cards:
                for s in range(4):
                    suited = [c for c in h if c & 3 == s]
                    if least <= len(suited) < cards:
                        rest = sum(5 ** (c >> 2) for c in h if c & 3 != s)
                        f = FF[(sum(5 ** (c >> 2) for c in suited), rest)]
                        if f > v:
                            v = f
            return v

        return rank

    def _suited_rank(self, plain: Ranker) -> Ranker:
        """Ties broken by the suit of the card heading the hand, in ``suit_order``."""
        spec, top = self.spec, self.tables.top
        cards = spec.cards
        place = self.tiebreak_place
        best_suit = max if not spec.lowest_wins else min

        def rank(h: Cards) -> int:
            if len(h) > cards:
                return max(rank(s) for s in combinations(h, cards))
            base = plain(h)
            r = top[base]
            return base * 4 + best_suit(place[c & 3] for c in h if c >> 2 == r)

        return rank

    def _distinct_rank(self) -> Ranker:
        """Badugi-like: the best subset of distinct ranks and suits (more cards win)."""
        t = self.tables
        cards, min_cards = self.spec.cards, self.spec.min_cards
        T = t.main
        RK = t.card_rank_key

        def rank(h: Cards) -> int:
            n = len(h)
            if n < min_cards:
                self.check(h)
            for size in range(min(n, cards), 0, -1):
                best = 0
                for sub in combinations(h, size):
                    if len({c & 3 for c in sub}) == size:
                        k = 0
                        for c in sub:
                            k += RK[c]
                        v = T.get(k)  # absent: a repeated rank
                        if v is not None and v > best:
                            best = v
                if best:
                    return best
            self.check(h)
            raise HandError(f"cannot rank {names(h)}")

        return rank

    # -- the slower, fuller answers ----------------------------------------------------

    def best_of(self, h: Iterable[int]) -> tuple[int, tuple[int, ...]]:
        """The value and the cards that make it, most significant first."""
        hand = tuple(h)
        if self.pips is not None:
            return self.pips.best_of(hand)
        value = self.rank(hand)
        spec = self.spec
        if spec.distinct:
            T, RK = self.tables.main, self.tables.card_rank_key
            hand = next(
                sub
                for size in range(min(len(hand), spec.cards), 0, -1)
                for sub in combinations(hand, size)
                if len({c & 3 for c in sub}) == size and T.get(sum(RK[c] for c in sub)) == value
            )
        elif len(hand) > spec.cards and self.sums_exact:
            # The first subset (in ``combinations`` order) worth the value, by summed
            # card keys: a showdown asks this for every winner.
            keys, T, M = [self.card_key[c] for c in hand], self.table, self.mask
            for ix in _combos(len(hand), spec.cards):
                k = self.offset
                for i in ix:
                    k += keys[i]
                if T.get(k & M) == value:
                    hand = tuple(hand[i] for i in ix)
                    break
        elif len(hand) > spec.cards:
            hand = next(sub for sub in combinations(hand, spec.cards) if self.rank(sub) == value)
        return value, self.order(hand)

    def order(self, h: Cards) -> tuple[int, ...]:
        """Cards of one made hand, most significant first (within a rank: best suit first)."""
        if self.pips is not None:
            return self.pips.order(h)
        reading = self.reading(h)
        place = self._suit_place
        pool = sorted(h, key=lambda c: place[c & 3], reverse=True)
        out = []
        for r in reading.ranks:
            c = next(c for c in pool if c >> 2 == r)
            pool.remove(c)
            out.append(c)
        return tuple(out)

    def reading(self, h: Cards) -> Reading:
        suited = self.tables.flushes and len(h) == self.spec.cards and len({c & 3 for c in h}) == 1
        # A reading depends on the multiset of ranks only, and there are few of those:
        # remember each, since every showdown describes every hand shown.
        key = (tuple(sorted(c >> 2 for c in h)), suited)
        found = self._readings.get(key)
        if found is None:
            found = self._readings[key] = self.tables.reader.read(key[0], suited)
        return found

    def category(self, value: int) -> str:
        if self.pips is not None:
            return self.pips.category(value)
        return self.tables.category[value >> self.suit_shift]

    def describe(self, value: int) -> str:
        """The words for a value, as ``HandValue.describe`` gives them: a value stands
        for one category and one sequence of ranks, so the cards are not needed."""
        if self.pips is not None:
            return self.pips.describe(value)
        base = value >> self.suit_shift
        words = self._words.get(base)
        if words is None:
            words = self._words[base] = describe(self.spec, self.tables.category[base], self.tables.reading_ranks[base])
        return words

    def qualifies(self, value: int) -> bool:
        """At least as good as the spec's qualifier (always, without one)."""
        return (value >> self.suit_shift) >= self.threshold

    def check(self, h: Cards, sized: bool = True) -> None:
        """Raise HandError if these cards cannot be ranked (``sized``: as a whole hand)."""
        if self.pips is not None:
            self.pips.check(h)
        check_rankable(self.spec, h, sized)


@cache
def _combos(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), k))
