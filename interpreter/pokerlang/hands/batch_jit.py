"""The batch path's loop compiled by numba (the optional extra ``pokerlang[fast]``).

Imported by ``batch.py`` only when numba is installed; the loop does per hand what the
numpy path does per array (``batch.py`` says how the keys are laid out), so the two
give the same values. Compiled on first use and kept in numba's cache.
"""

from __future__ import annotations

from typing import Any

import numba
import numpy as np
import numpy.typing as npt

from pokerlang.hands.batch_keys import FLAGS, HALF, HIGH_MASK, HIGH_SHIFT, RANK_BITS, SUIT_MASK_BITS


@numba.njit(cache=True, nogil=True)  # type: ignore[untyped-decorator, unused-ignore]
def rank_rows(
    hands: Any,
    card_key: Any,
    card_bits: Any,
    offset: int,
    low_row: Any,
    high_column: Any,
    table: Any,
    flushes: Any,
    whole: bool,
    out: Any,
) -> None:
    """``out[i]``: the value of row ``i`` of ``hands``. ``flushes``: by a suit's rank mask,
    the flush of exactly ``cards`` cards when ``whole`` (the hand is that size) or the
    best flush among them otherwise (a ranking in which suiting never hurts)."""
    for i in range(hands.shape[0]):
        k = offset
        for j in range(hands.shape[1]):
            k += card_key[hands[i, j]]
        v = np.int64(table[low_row[k & HALF] + high_column[(k >> HIGH_SHIFT) & HIGH_MASK]])
        if k & FLAGS:
            m = 0
            for j in range(hands.shape[1]):
                m += card_bits[hands[i, j]]
            if whole:
                every = m | (m >> SUIT_MASK_BITS) | (m >> (2 * SUIT_MASK_BITS)) | (m >> (3 * SUIT_MASK_BITS))
                v = flushes[every & RANK_BITS]
            else:
                for s in range(4):
                    f = flushes[(m >> (SUIT_MASK_BITS * s)) & RANK_BITS]
                    if f > v:
                        v = f
        out[i] = v


def rank(ranker: Any, hands: npt.NDArray[np.integer[Any]]) -> npt.NDArray[np.int64]:
    """``ranker.rank`` (a ``BatchRanker`` whose values follow from summed keys, hands of at
    most ``TABLE_CARDS``, a flush never hurting a bigger hand) through the compiled loop."""
    out = np.empty(len(hands), dtype=np.int64)
    whole = hands.shape[1] == ranker.cards
    flushes = ranker.flush_exact if whole else ranker.flush_best
    rank_rows(
        hands, ranker.card_key, ranker.card_bits, ranker.offset, ranker.low_row, ranker.high_column,
        ranker.table, flushes, whole, out,
    )  # fmt: skip
    return out
