"""``evaluate(ranking, cards) -> HandValue``: the checked, descriptive path."""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.cards.card import Card, CardError, card, cards as parse_cards
from pokerlang.hands.describe import describe
from pokerlang.hands.evaluator import Evaluator, HandError, compile_ranking
from pokerlang.ir.ranking import RankingSpec

CardsLike = str | Iterable[str | int | Card]


class HandValue:
    """A ranked hand.  Hands of one ranking order totally, greater is better in that
    ranking's own sense (lows included); equal values tie, whatever the cards."""

    __slots__ = ("spec", "value", "cards", "_evaluator")

    def __init__(self, evaluator: Evaluator, value: int, cards: tuple[Card, ...]) -> None:
        self._evaluator = evaluator
        self.spec = evaluator.spec
        self.value = value              # the int ``Evaluator.rank`` gives for these cards
        self.cards = cards              # the cards that make the hand, most significant first

    @property
    def category(self) -> str:
        return self._evaluator.category(self.value)

    def describe(self) -> str:
        return describe(self.spec, self.category, tuple(c.rank for c in self.cards))

    def qualifies(self) -> bool:
        """At least as good as the ranking's qualifier (True if it has none)."""
        return self._evaluator.qualifies(self.value)

    def _other(self, other: object) -> int:
        if not isinstance(other, HandValue):
            return NotImplemented
        if other.spec != self.spec:
            raise TypeError(f"cannot compare a {self.spec.name} hand with a {other.spec.name} hand")
        return other.value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.value == other.value and self.spec == other.spec

    def __lt__(self, other: HandValue) -> bool:
        v = self._other(other)
        return v if v is NotImplemented else self.value < v

    def __le__(self, other: HandValue) -> bool:
        v = self._other(other)
        return v if v is NotImplemented else self.value <= v

    def __gt__(self, other: HandValue) -> bool:
        v = self._other(other)
        return v if v is NotImplemented else self.value > v

    def __ge__(self, other: HandValue) -> bool:
        v = self._other(other)
        return v if v is NotImplemented else self.value >= v

    def __hash__(self) -> int:
        return hash((self.spec.name, self.value))

    def __repr__(self) -> str:
        return f"<{self.spec.name}: {self.describe()} ({' '.join(map(str, self.cards))})>"

    def __str__(self) -> str:
        return self.describe()


def resolve(ranking: RankingSpec | str) -> RankingSpec:
    """A spec, or the stdlib ranking of that name."""
    if isinstance(ranking, RankingSpec):
        return ranking
    from pokerlang.compiler.stdlib import stdlib_ranking  # the compiler imports hands: keep lazy

    return stdlib_ranking(ranking)


def to_indices(hand: CardsLike) -> tuple[int, ...]:
    try:
        if isinstance(hand, str):
            return tuple(c.index for c in parse_cards(hand))
        return tuple(card(c).index for c in hand)
    except CardError as e:
        raise HandError(str(e)) from None


def evaluate(ranking: RankingSpec | str, hand: CardsLike) -> HandValue:
    """Rank ``hand`` (``"As Kd Qh"``, card names, Cards or indices) under ``ranking``:
    a RankingSpec or a stdlib ranking name.  More cards than the ranking's ``cards``
    play as the best subset; raises HandError for cards it cannot rank."""
    evaluator = compile_ranking(resolve(ranking))
    indices = to_indices(hand)
    evaluator._check(indices)
    value, used = evaluator.best_of(indices)
    return HandValue(evaluator, value, tuple(card(i) for i in used))


def qualifies(ranking: RankingSpec | str, value: HandValue | int) -> bool:
    """Whether a hand (or an int value from ``Evaluator.rank``) meets the qualifier."""
    evaluator = compile_ranking(resolve(ranking))
    return evaluator.qualifies(value.value if isinstance(value, HandValue) else value)
