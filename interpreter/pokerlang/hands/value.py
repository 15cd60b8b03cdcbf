"""``evaluate(ranking, cards) -> HandValue``: the checked, descriptive path."""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.cards.card import FIRST_JOKER, RANKS, SUITS, Card, CardError, card, cards as parse_cards
from pokerlang.hands import memo
from pokerlang.hands.evaluator import Evaluator, compile_ranking
from pokerlang.hands.rankable import HandError
from pokerlang.ir.ranking import RankingSpec

CardsLike = str | Iterable[str | int | Card]


class HandValue:
    """A ranked hand.  Hands of one ranking order totally, greater is better in that
    ranking's own sense (lows included); equal values tie, whatever the cards."""

    __slots__ = ("_cards", "_evaluator", "_hand", "spec", "value")

    def __init__(self, evaluator: Evaluator, value: int, cards: tuple[Card, ...]) -> None:
        self._evaluator = evaluator
        self.spec = evaluator.spec
        self.value = value  # the int ``Evaluator.rank`` gives for these cards
        self._cards: tuple[Card, ...] | None = cards
        self._hand: tuple[int, ...] = ()

    @classmethod
    def of_hand(cls, evaluator: Evaluator, value: int, hand: tuple[int, ...]) -> HandValue:
        """The value of ``hand`` (card indices, nothing wild), whose best cards are found
        when first asked for: most callers only compare values."""
        made = cls.__new__(cls)
        made._evaluator, made.spec, made.value = evaluator, evaluator.spec, value
        made._cards, made._hand = None, hand
        return made

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards that make the hand, most significant first."""
        if self._cards is None:
            _, used = self._evaluator.best_of(self._hand)
            self._cards = tuple(card(i) for i in used)
        return self._cards

    @property
    def category(self) -> str:
        return self._evaluator.category(self.value)

    def describe(self) -> str:
        # Read off the value, not the cards: a wild card has no rank of its own.
        return self._evaluator.describe(self.value)

    def qualifies(self) -> bool:
        """At least as good as the ranking's qualifier (True if it has none)."""
        return self._evaluator.qualifies(self.value)

    def _other(self, other: object) -> int | None:
        """The other hand's value; None if it is no hand (raises for another ranking's)."""
        if not isinstance(other, HandValue):
            return None
        if other.spec != self.spec:
            raise TypeError(f"cannot compare a {self.spec.name} hand with a {other.spec.name} hand")
        return other.value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.value == other.value and self.spec == other.spec

    def __lt__(self, other: object) -> bool:
        v = self._other(other)
        return NotImplemented if v is None else self.value < v

    def __le__(self, other: object) -> bool:
        v = self._other(other)
        return NotImplemented if v is None else self.value <= v

    def __gt__(self, other: object) -> bool:
        v = self._other(other)
        return NotImplemented if v is None else self.value > v

    def __ge__(self, other: object) -> bool:
        v = self._other(other)
        return NotImplemented if v is None else self.value >= v

    def __hash__(self) -> int:
        return hash((self.spec.name, self.value))

    def __repr__(self) -> str:
        return f"<{self.spec.name}: {self.describe()} ({' '.join(map(str, self.cards))})>"

    def __str__(self) -> str:
        return self.describe()


# Every way to write a card's two letters (``As``, ``as``, ``AS``, ``aS``; ``X1``) -> its index:
# one dict lookup a card for the usual spellings, the full parser for the rest ("10h").
_NAMES = {
    r + s: i * 4 + j
    for i, rank in enumerate(RANKS)
    for j, suit in enumerate(SUITS)
    for r in {rank, rank.lower()}
    for s in {suit, suit.upper()}
}
_NAMES.update({x + str(n + 1): FIRST_JOKER + n for n in range(2) for x in "xX"})


def to_indices(hand: CardsLike) -> tuple[int, ...]:
    try:
        if isinstance(hand, str):
            try:
                if " " in hand or "," in hand:
                    return tuple([_NAMES[w] for w in hand.replace(",", " ").split()])
                if len(hand) % 2 == 0:
                    return tuple([_NAMES[hand[i : i + 2]] for i in range(0, len(hand), 2)])
            except KeyError:
                pass
            return tuple(c.index for c in parse_cards(hand))
        return tuple([_NAMES[c] if c.__class__ is str and c in _NAMES else card(c).index for c in hand])
    except CardError as e:
        raise HandError(str(e)) from None


def evaluate(ranking: RankingSpec, hand: CardsLike, wild: CardsLike = (), bugs: CardsLike = ()) -> HandValue:
    """Rank ``hand`` (``"As Kd Qh"``, card names, Cards or indices) under ``ranking``.
    (``pokerlang.evaluate`` also takes a stdlib ranking's name: the stdlib is written in
    the language, so only a layer above the compiler can read it.)  More cards than the ranking's ``cards``
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


# By the spec's identity: hashing a spec costs more than ranking a hand.
_COMPILED: dict[int, tuple[RankingSpec, Evaluator]] = {}


def _compiled(ranking: RankingSpec) -> Evaluator:
    found = _COMPILED.get(id(ranking))
    if found is None or found[0] is not ranking:
        found = _COMPILED[id(ranking)] = (ranking, compile_ranking(ranking))
    return found[1]


def _evaluate(ranking: RankingSpec, hand: CardsLike, wild: CardsLike, bugs: CardsLike) -> HandValue:
    evaluator = _compiled(ranking)
    indices = to_indices(hand)
    if not wild and not bugs and evaluator.pips is None and indices and max(indices) < FIRST_JOKER:
        # Nothing wild: the value now, the best cards when asked for.
        evaluator.check(indices)
        return HandValue.of_hand(evaluator, evaluator.rank(indices), indices)
    wild_i, bug_i = frozenset(to_indices(wild)), frozenset(to_indices(bugs))
    stray = (wild_i | bug_i) - set(indices)
    if stray:
        raise HandError(f"wild cards {' '.join(str(card(c)) for c in sorted(stray))} are not in the hand")
    naturals = tuple(c for c in indices if c not in wild_i and c not in bug_i)
    if any(c >= FIRST_JOKER for c in naturals):
        raise HandError("a joker plays only as a wild card or a bug: name it in wild= or bugs=")
    if len(naturals) == len(indices):
        evaluator.check(indices)
        value, used = evaluator.best_of(indices)
    else:
        if len(set(indices)) != len(indices):
            raise HandError("a card appears twice in the hand")
        evaluator.check(naturals, sized=False)
        value, used = evaluator.best_with(indices, wild_i, bug_i)
    return HandValue(evaluator, value, tuple(card(i) for i in used))


def qualifies(ranking: RankingSpec, value: HandValue | int) -> bool:
    """Whether a hand (or an int value from ``Evaluator.rank``) meets the qualifier."""
    evaluator = compile_ranking(ranking)
    return evaluator.qualifies(value.value if isinstance(value, HandValue) else value)
