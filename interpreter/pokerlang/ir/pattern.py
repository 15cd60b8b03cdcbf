"""Card patterns: which cards a rule is about (``Q``, ``3 9``, ``spades``, ``Qs``, ``joker``).

One pattern serves every construct that names cards: wild cards, events set off by a
dealt card, sources that take only some cards of a zone. A pattern is a union: a
card matches when its rank, its suit or the card itself is named, or when it is a
joker and jokers are named. Whether the card is face up or down is the
construct's business, not the pattern's.
"""

from __future__ import annotations

from pokerlang.cards.card import FIRST_JOKER, RANKS, SUITS, Card
from pokerlang.frozen import frozen_value

# Jokers are the card indices from FIRST_JOKER on (a deck of 52 plus its jokers); ranks and
# suits are the low indices' ``index >> 2`` and ``index & 3``.
__all__ = ["FIRST_JOKER", "CardPattern", "NamedRank"]


@frozen_value
class NamedRank:
    """A rank named by a card dealt in the hand (``rank of kill``): the ranks of the face-up
    cards of a shared zone, or (``last``) of the latest card dealt there while it lies face
    up. A face-down card names nothing: nobody can tell its rank."""

    zone: str
    last: bool = False

    def words(self) -> str:
        if self.last:
            return f"the rank of the last card dealt to the {self.zone}"
        return f"the rank showing in the {self.zone}"


@frozen_value
class CardPattern:
    ranks: str = ""  # rank characters, from RANKS: "Q", "39"
    suits: str = ""  # suit characters, from SUITS: "s"
    cards: tuple[int, ...] = ()  # card indices named one by one: Qs
    jokers: bool = False
    # Ranks named by cards dealt in the hand: the engine reads them off the table before it
    # matches (``engine.named``); ``matches`` alone knows only the ranks written.
    named: tuple[NamedRank, ...] = ()

    def matches(self, card: Card) -> bool:
        i = card.index
        if i >= FIRST_JOKER:
            return self.jokers
        return RANKS[i >> 2] in self.ranks or SUITS[i & 3] in self.suits or i in self.cards

    def may_match(self, card: Card) -> bool:
        """Whether ``card`` may match at some point of a hand: a rank named by a card dealt
        may be any rank (the worst case, for the cards kept back for events)."""
        return self.matches(card) or (bool(self.named) and card.index < FIRST_JOKER)

    def words(self) -> str:
        """The pattern in English, for ``explain``: "queens", "threes and nines", "spades"."""
        from pokerlang.cards.card import RANK_NAMES, SUIT_NAMES

        parts = [_plural(RANK_NAMES[r]) for r in self.ranks]
        parts += [SUIT_NAMES[s] for s in self.suits]
        parts += [f"the {Card(i).long_name()}" for i in self.cards]  # `7s`: not the sevens
        if self.jokers:
            parts.append("jokers")
        parts += [f"cards of {n.words()}" for n in self.named]
        if len(parts) <= 1:
            return "".join(parts) or "no cards"
        return ", ".join(parts[:-1]) + " and " + parts[-1]

    def any_one(self) -> str:
        """One card of the pattern in English: "a five or a seven", "an ace", "a spade"."""
        from pokerlang.cards.card import RANK_NAMES, SUIT_NAMES

        parts = [_article(RANK_NAMES[r]) for r in self.ranks]
        parts += [_article(SUIT_NAMES[s][:-1]) for s in self.suits]
        parts += [f"the {Card(i)}" for i in self.cards]
        if self.jokers:
            parts.append("a joker")
        parts += [f"a card of {n.words()}" for n in self.named]
        if len(parts) <= 1:
            return "".join(parts) or "no card"
        return ", ".join(parts[:-1]) + " or " + parts[-1]


def _article(name: str) -> str:
    return ("an " if name[0] in "aeiou" else "a ") + name


def _plural(name: str) -> str:
    return name + ("es" if name.endswith("x") else "s")
