"""Many hands at once: the compiled lookup tables (``tables.py``) gathered with numpy.

``batch_ranker(spec).rank(cards)`` takes an ``(N, n)`` array of card indices (one hand a
row, ``rank * 4 + suit``, distinct within a row) and returns the ``N`` values that
``compile_ranking(spec).rank`` gives each row: the same ints, on the same scale. With
numba installed (the extra ``pokerlang[fast]``) the loop is compiled (``batch_jit``);
otherwise numpy does it an array at a time.

Keys.  The scalar path sums base-5 rank keys (up to ``5**13``) and looks them up in a
dict; an array cannot be indexed by so big a number, so here a rank key is cut in two:
the counts of the seven lowest card ranks (base 5, below ``5**7``) and of the six
highest (below ``5**6``).  Each half is mapped to a dense row or column of one table
that holds every hand of up to ``TABLE_CARDS`` cards, so a value is three gathers.
A card's packed key holds both halves and, above them, a 4-bit counter per suit that
starts at ``8 - cards``: bit 3 of a counter says that suit holds a flush's worth of
cards.  A second sum per hand, of ``1 << (16 * suit + rank)``, gives each suit's ranks
as a 13-bit mask, which indexes the flush tables directly.

Rankings whose value is not a function of those sums (badugi's distinct cards, a suit
tie-break, four-flushes, pip counts) and hands bigger than ``TABLE_CARDS`` go row by
row through the scalar path: slower, never different.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerlang.hands.evaluator import Evaluator, compile_ranking
from pokerlang.hands.rankable import HandError
from pokerlang.hands.batch_keys import (
    COUNTER_FLAG,
    FLAGS,
    HALF,
    HIGH_MASK,
    HIGH_SHIFT,
    LOW_RANKS,
    RANK_BITS,
    SUIT_MASK_BITS,
    SUIT_SHIFT,
)
from pokerlang.hands.tables import TABLE_CARDS
from pokerlang.ir.ranking import RankingSpec

Ints = npt.NDArray[np.int64]


def _half_keys(rank_key: int) -> tuple[int, int]:
    low = rank_key % 5**LOW_RANKS
    return low, rank_key // 5**LOW_RANKS


def _mask(rank_key: int) -> int:
    """A rank key of distinct ranks (base-5 digits 0 or 1) as a bit mask of those ranks."""
    mask, r = 0, 0
    while rank_key:
        if rank_key % 5:
            mask |= 1 << r
        rank_key //= 5
        r += 1
    return mask


class BatchRanker:
    """The arrays for one ranking; ``rank`` ranks rows of card indices."""

    def __init__(self, evaluator: Evaluator) -> None:
        self.evaluator = evaluator
        spec, tables = evaluator.spec, evaluator.tables
        self.cards = spec.cards
        # Summed keys decide the value only for a plain ranking with at most 8 cards a hand
        # (a counter starts at 8 - cards); anything else goes row by row.
        self.by_sums = evaluator.sums_exact and spec.cards <= COUNTER_FLAG
        self.flushes = tables.flushes
        if not self.by_sums:
            return
        tables.extend(TABLE_CARDS)
        entries = [(k, v) for size in sorted(tables.by_size) for k, v in tables.by_size[size].items()]
        lows = sorted({_half_keys(k)[0] for k, _ in entries})
        highs = sorted({_half_keys(k)[1] for k, _ in entries})
        # Row and column 0 stand for a half no hand has: its value is 0, "no such hand".
        width = len(highs) + 1
        self.low_row = np.zeros(1 << HIGH_SHIFT, dtype=np.int64)
        self.low_row[lows] = (np.arange(len(lows), dtype=np.int64) + 1) * width
        self.high_column = np.zeros(HIGH_MASK + 1, dtype=np.int64)
        self.high_column[highs] = np.arange(len(highs), dtype=np.int64) + 1
        self.table = np.zeros((len(lows) + 1) * width, dtype=np.int32)
        keys = np.array([k for k, _ in entries], dtype=np.int64)
        low_keys, high_keys = keys % 5**LOW_RANKS, keys // 5**LOW_RANKS
        self.table[self.low_row[low_keys] + self.high_column[high_keys]] = [v for _, v in entries]

        packed, bits = [], []
        for c in range(52):
            rank, suit = c >> 2, c & 3
            half = 5**rank if rank < LOW_RANKS else 5 ** (rank - LOW_RANKS) << HIGH_SHIFT
            packed.append(half + (1 << (SUIT_SHIFT + 4 * suit) if self.flushes else 0))
            bits.append(1 << (SUIT_MASK_BITS * suit + rank))
        self.card_key = np.array(packed, dtype=np.int64)
        self.card_bits = np.array(bits, dtype=np.int64)
        self.offset = sum((COUNTER_FLAG - spec.cards) << (SUIT_SHIFT + 4 * s) for s in range(4)) if self.flushes else 0
        # By a suit's rank mask: the flush of exactly ``cards`` cards, and the best flush
        # among ``cards`` or more (a suit with fewer has 0 in both).
        self.flush_exact = np.zeros(RANK_BITS + 1, dtype=np.int64)
        self.flush_best = np.zeros(RANK_BITS + 1, dtype=np.int64)
        self.flush_monotone = tables.flush_monotone
        if self.flushes:
            for k, v in tables.flush_value.items():
                self.flush_exact[_mask(k)] = v
            for k, v in tables.flush_table().items():
                self.flush_best[_mask(k)] = v

    def rank(self, cards: npt.ArrayLike) -> Ints:
        """The value of each row of ``cards`` (an ``(N, n)`` array of card indices), by
        numba's compiled loop where it is installed (``pokerlang[fast]``), else numpy's."""
        given = np.asarray(cards)
        jit = _jit()
        if (
            jit is not None
            and given.ndim == 2
            and self.by_sums
            and given.shape[1] <= TABLE_CARDS
            and np.issubdtype(given.dtype, np.integer)
            and (given.shape[1] <= self.cards or self.flush_monotone)
        ):
            values: Ints = jit.rank(self, given)
            if values.all():
                return values
            # (a hand that is no hand: numpy's path names it)
        return self.rank_numpy(given)

    def rank_numpy(self, cards: npt.ArrayLike) -> Ints:
        """``rank`` by numpy alone."""
        hands = np.asarray(cards, dtype=np.intp)
        if hands.ndim != 2:
            raise ValueError("rank takes a two-dimensional array: one hand a row")
        n = hands.shape[1]
        if not self.by_sums or n > TABLE_CARDS:
            return self._row_by_row(hands)
        keys = self.card_key[hands].sum(axis=1) + self.offset
        return self.from_sums(keys, lambda rows: self.card_bits[hands[rows]].sum(axis=1), n, hands)

    def from_sums(self, keys: Ints, masks: Ints | object, n: int, hands: npt.NDArray[np.intp] | None = None) -> Ints:
        """Values from hands already summed: ``keys`` the sums of ``card_key`` plus
        ``offset``, ``masks`` the sums of ``card_bits`` (an array, or a function from row
        indices to those rows' sums, asked only for the rows that may flush); ``n`` cards
        a hand. ``hands`` (the cards, when the caller has them) names a hand that is
        no hand in the error."""
        values: Ints = self.table[
            self.low_row[keys & HALF] + self.high_column[(keys >> HIGH_SHIFT) & HIGH_MASK]
        ].astype(np.int64)
        if self.flushes and n >= self.cards:
            rows = np.flatnonzero(keys & FLAGS)
            if rows.size:
                suited = masks[rows] if isinstance(masks, np.ndarray) else masks(rows)  # type: ignore[operator]
                values[rows] = self._flush(values[rows], np.asarray(suited, dtype=np.int64), n, rows, hands)
        if not values.all():
            bad = int(np.flatnonzero(values == 0)[0])
            if hands is not None:
                self.evaluator.check(tuple(int(c) for c in hands[bad]))
                self.evaluator.rank(tuple(int(c) for c in hands[bad]))
            raise HandError(f"cannot rank a hand of {n} cards here")
        return values

    def _flush(
        self, plain: Ints, suited: Ints, n: int, rows: npt.NDArray[np.intp], hands: npt.NDArray[np.intp] | None
    ) -> Ints:
        if n == self.cards:  # every card of one suit: the flush's own value, better or worse
            every = suited
            for s in range(1, 4):
                every = every | (suited >> (SUIT_MASK_BITS * s))
            exact: Ints = self.flush_exact[every & RANK_BITS]
            return exact
        if not self.flush_monotone:  # suiting can hurt (deuce-to-seven): the scalar path's way
            if hands is None:
                raise ValueError("a ranking in which a flush can be worse needs the cards")
            return self._row_by_row(hands[rows])
        best: Ints = plain
        for s in range(4):
            best = np.maximum(best, self.flush_best[(suited >> (SUIT_MASK_BITS * s)) & RANK_BITS])
        return best

    def _row_by_row(self, hands: npt.NDArray[np.intp]) -> Ints:
        rank = self.evaluator.rank
        return np.fromiter((rank(tuple(row)) for row in hands.tolist()), dtype=np.int64, count=len(hands))


@cache
def _jit() -> Any:
    """The compiled loop (``batch_jit``), or None without numba."""
    try:
        from pokerlang.hands import batch_jit
    except ImportError:
        return None
    return batch_jit


@cache
def batch_ranker(spec: RankingSpec) -> BatchRanker:
    """The batch ranker for a spec, built once (on top of ``compile_ranking``'s tables)."""
    return BatchRanker(compile_ranking(spec))


@cache
def combination_rows(n: int, k: int) -> npt.NDArray[np.int8]:
    """Every ``k``-subset of ``range(n)`` as the rows of an array, in ``combinations`` order."""
    if k == 0:
        return np.zeros((1, 0), dtype=np.int8)
    if k > n:
        return np.zeros((0, k), dtype=np.int8)
    if k == 1:
        return np.arange(n, dtype=np.int8)[:, None]
    parts = []
    for first in range(n - k + 1):
        rest = combination_rows(n - first - 1, k - 1) + (first + 1)
        parts.append(np.hstack([np.full((len(rest), 1), first, dtype=np.int8), rest.astype(np.int8)]))
    out = np.vstack(parts)
    out.flags.writeable = False
    return out


def splits(sizes: tuple[int, ...]) -> list[tuple[tuple[int, ...], ...]]:
    """Every way to hand ``sum(sizes)`` drawn cards (by position) to groups of these
    sizes, the cards of a group in increasing position: with every ``sum(sizes)``-subset
    of a deck, every deal of the groups exactly once."""
    total = sum(sizes)
    if not sizes:
        return [()]
    out = []
    for first in combinations(range(total), sizes[0]):
        left = [i for i in range(total) if i not in first]
        for more in splits(sizes[1:]):
            out.append((first, *(tuple(left[i] for i in group) for group in more)))
    return out
