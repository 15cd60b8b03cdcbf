"""Hands valued by a pip count (``nearest 27``): the evaluator of a ranking with ``pips``.

It answers what ``Evaluator`` answers (``rank``, ``best_of``, ``category``, ``describe``,
``qualifies`` ...), so a showdown, a bot's playout and ``explain`` rank a count as they
rank a poker hand. A count takes every card it is given: a hand of more cards than
the composition's size is cut down by the composition, never here.

The value of a count, greater better: ``TOP - (2 * distance + over)`` where the
distance to the target is in half points and ``over`` is 1 for a count above it, so
that of two counts equally far the one under wins. A count that busts (above the
target, ``over busts``) is worth ``BUST - distance``: below every count that does not,
still nearer better among themselves, and short of the qualifying ``threshold``.
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.hands.rankable import Cards, HandError
from pokerlang.ir.ranking import RankingSpec

# A count of a whole deck, every card at the compiler's most (30 points), lies within
# 52 * 60 half points (and the target's 200) of its target: the two bands never meet, and
# every value is above 0 (no hand).
BUST = 1 << 12
TOP = 1 << 14


def half_points(h: int) -> str:
    """A count in half points as a rule book writes it: ``26½``, ``7``, ``½``."""
    whole, half = divmod(h, 2)
    return (str(whole) if whole or not half else "") + ("½" if half else "")


class PipEvaluator:
    """``rank(indices) -> int`` and friends for a pip ranking (see the module text);
    ``Evaluator`` hands its questions on to it for a ranking with ``pips``."""

    def __init__(self, spec: RankingSpec) -> None:
        assert spec.pips is not None
        self.spec = spec
        pips = spec.pips
        self.target = int(2 * pips.target)  # a target of seven and a half is 15 half points
        self.busts = pips.over_busts
        # Per card index (rank * 4 + suit): its one value, or None when it has a choice.
        self.fixed: list[int | None] = [None] * 52
        self.choices: list[tuple[int, ...]] = [()] * 52
        for c in range(52):
            values = pips.counts[c >> 2]
            self.choices[c] = values
            if len(values) == 1:
                self.fixed[c] = values[0]
        self.threshold = BUST + 1 if self.busts else 1

    def value(self, total: int) -> int:
        """The value of a count of ``total`` half points."""
        off = total - self.target
        if off > 0 and self.busts:
            return BUST - off
        return TOP - (2 * off + 1 if off > 0 else -2 * off)

    def total(self, value: int) -> int:
        """The count (in half points) that a value stands for."""
        if value <= BUST:
            return self.target + BUST - value
        k = TOP - value
        return self.target + k // 2 if k & 1 else self.target - k // 2

    def rank(self, h: Cards) -> int:
        fixed, s = self.fixed, 0
        spread: list[tuple[int, ...]] | None = None
        for c in h:
            v = fixed[c]
            if v is None:
                if spread is None:
                    spread = []
                spread.append(self.choices[c])
            else:
                s += v
        if not h:
            raise HandError("cannot count no cards")
        if spread is None:
            return self.value(s)
        # Each card with a choice counts the way that brings the whole nearest: every
        # total the choices reach (few: they add up), the best of them.
        totals = {s}
        for values in spread:
            totals = {t + v for t in totals for v in values}
        return max(map(self.value, totals))

    def best_of(self, h: Iterable[int]) -> tuple[int, tuple[int, ...]]:
        hand = tuple(h)
        return self.rank(hand), self.order(hand)

    def order(self, h: Cards) -> tuple[int, ...]:
        """Every card counts: the highest rank first, as a hand is shown."""
        return tuple(sorted(h, reverse=True))

    def category(self, value: int) -> str:
        """A count has no poker category: ``bust`` or ``count``."""
        return "bust" if value <= BUST else "count"

    def describe(self, value: int) -> str:
        words = f"a count of {half_points(self.total(value))}"
        return words + ", bust" if value <= BUST else words

    def qualifies(self, value: int) -> bool:
        """Any count that does not bust."""
        return value >= self.threshold

    def check(self, h: Cards) -> None:
        """Raise HandError for cards that cannot be counted (after ``check_rankable``)."""
        if any(c >= 52 for c in h):
            raise HandError("a joker has no pips: it counts only as a wild card, which a count cannot take")
