"""``evaluate(ranking, cards) -> HandValue``: the checked, descriptive path."""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.cards.card import FIRST_JOKER, Card, CardError, card, cards as parse_cards
from pokerlang.hands import memo
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
        # Read off the value, not the cards: a wild card has no rank of its own.
        return self._evaluator.describe(self.value)

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


def evaluate(ranking: RankingSpec | str, hand: CardsLike, wild: CardsLike = (),
             bugs: CardsLike = ()) -> HandValue:
    """Rank ``hand`` (``"As Kd Qh"``, card names, Cards or indices) under ``ranking``:
    a RankingSpec or a stdlib ranking name.  More cards than the ranking's ``cards``
    play as the best subset; raises HandError for cards it cannot rank.

    ``wild``: the cards of ``hand`` that are wild (each stands for any card, even one
    held: five of a kind beats a straight flush); ``bugs``: those that are bugs (an ace,
    or any card that completes a straight or a flush; in a low, fully wild). A joker
    must be one or the other."""
    if memo.active():
        # By the ranking's identity (hashing a spec costs more than ranking a hand); the
        # spec itself is kept in the answer so that its id is not another's.
        key = ("evaluate", id(ranking), tuple(hand), tuple(wild), tuple(bugs))
        spec, found = memo.remembered(key, lambda: (ranking, _evaluate(ranking, hand, wild, bugs)))
        if spec is ranking:
            return found
    return _evaluate(ranking, hand, wild, bugs)


def _evaluate(ranking, hand, wild, bugs) -> HandValue:
    evaluator = compile_ranking(resolve(ranking))
    indices = to_indices(hand)
    wild_i, bug_i = frozenset(to_indices(wild)), frozenset(to_indices(bugs))
    stray = (wild_i | bug_i) - set(indices)
    if stray:
        raise HandError(f"wild cards {' '.join(str(card(c)) for c in sorted(stray))} are not in the hand")
    naturals = tuple(c for c in indices if c not in wild_i and c not in bug_i)
    if any(c >= FIRST_JOKER for c in naturals):
        raise HandError("a joker plays only as a wild card or a bug: name it in wild= or bugs=")
    if len(naturals) == len(indices):
        evaluator._check(indices)
        value, used = evaluator.best_of(indices)
    else:
        if len(set(indices)) != len(indices):
            raise HandError("a card appears twice in the hand")
        evaluator._check(naturals, sized=False)
        value, used = evaluator.best_with(indices, wild_i, bug_i)
    return HandValue(evaluator, value, tuple(card(i) for i in used))


def qualifies(ranking: RankingSpec | str, value: HandValue | int) -> bool:
    """Whether a hand (or an int value from ``Evaluator.rank``) meets the qualifier."""
    evaluator = compile_ranking(resolve(ranking))
    return evaluator.qualifies(value.value if isinstance(value, HandValue) else value)
