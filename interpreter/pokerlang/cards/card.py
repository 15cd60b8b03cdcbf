"""A playing card is a rank and a suit, packed into one small int for speed.

``Card.index`` is ``rank_index * 4 + suit_index`` (0..51), so a deck is just
``range(52)`` and the hand evaluators can key tables on plain ints.

Jokers come after: index 52 is written ``X1``, index 53 ``X2`` (``X`` for the joker,
the digit to tell the two apart). A joker has no rank or suit: ``is_joker`` says so,
and only the wild-card evaluation (``pokerlang.hands``) ever ranks one.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from operator import attrgetter

from pokerlang.frozen import frozen_value

RANKS = "23456789TJQKA"
SUITS = "cdhs"  # clubs < diamonds < hearts < spades: the bridge order, used for suit tie-breaks
RANK_NAMES = {
    "2": "deuce",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "T": "ten",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "A": "ace",
}
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
FIRST_JOKER = 52  # jokers are the indices 52 and 53
JOKERS = 2  # a deck has at most two


# A card's index, as a C-level key (``sorted(cards, key=INDEX)``, ``map(INDEX, stock)``):
# ``Card.__eq__`` and a lambda are Python code, and the chance nodes of a search ask for
# the stock's cards in order at every card.
INDEX = attrgetter("index")


class CardError(ValueError):
    """A card name that does not name a card."""


@frozen_value(eq=False, order=False, repr=False)
class Card:
    """One card. Compare cards by ``index``; ``str(card)`` is its short name, ``"As"``."""

    index: int

    # Written out rather than generated: cards are hashed and compared millions of times
    # a second in sets and dicts, and the index alone is the card.
    def __eq__(self, other: object) -> bool:
        return other.__class__ is Card and other.index == self.index

    def __hash__(self) -> int:
        return self.index

    @property
    def is_joker(self) -> bool:
        return self.index >= FIRST_JOKER

    @property
    def rank(self) -> int:
        """0 for a deuce .. 12 for an ace."""
        return self.index >> 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return self.index & 3

    @property
    def rank_char(self) -> str:
        """The rank's letter; ``X`` for a joker."""
        return "X" if self.index >= FIRST_JOKER else RANKS[self.rank]

    @property
    def suit_char(self) -> str:
        """The suit's letter; a joker's number (``1``, ``2``) for a joker."""
        return str(self.index - FIRST_JOKER + 1) if self.index >= FIRST_JOKER else SUITS[self.suit]

    def __str__(self) -> str:
        return self.rank_char + self.suit_char

    __repr__ = __str__

    def long_name(self) -> str:
        if self.index >= FIRST_JOKER:
            return "joker"
        return f"{RANK_NAMES[self.rank_char]} of {SUIT_NAMES[self.suit_char]}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """``"As"``, ``"td"``, ``"10h"`` -> Card; anything else raises CardError."""
        t = text.strip()
        if t[:2] == "10":
            t = "T" + t[2:]
        if len(t) == 2 and t[0] in "xX" and t[1] in "12":
            return _DECK[FIRST_JOKER + int(t[1]) - 1]
        if len(t) != 2 or t[0].upper() not in RANKS or t[1].lower() not in SUITS:
            raise CardError(f"{text!r} is not a card: write rank then suit, like As, Td, 7c (a joker: X1, X2)")
        return _DECK[RANKS.index(t[0].upper()) * 4 + SUITS.index(t[1].lower())]


_DECK = tuple(Card(i) for i in range(FIRST_JOKER + JOKERS))


def card(value: str | int | Card) -> Card:
    """Coerce a card name, an index 0..53 (52, 53: the jokers) or a Card to a Card."""
    if isinstance(value, Card):
        return value
    if isinstance(value, int):
        if not 0 <= value < len(_DECK):
            raise CardError(f"card index {value} is outside 0..{len(_DECK) - 1}")
        return _DECK[value]
    if isinstance(value, str):
        return Card.parse(value)
    raise CardError(f"{value!r} is not a card")


def cards(values: str | Iterable[str | int | Card]) -> tuple[Card, ...]:
    """``"As Kd"``, ``"AsKd"`` or an iterable of card-likes -> tuple of Cards."""
    if isinstance(values, str):
        text = values.replace(",", " ").split()
        if len(text) == 1 and len(text[0]) > 3:
            text = [text[0][i : i + 2] for i in range(0, len(text[0]), 2)]
        values = text
    return tuple(card(v) for v in values)


@cache  # a tuple, so sharing it is safe; every hand dealt asks for one
def standard_deck(ranks: str = RANKS, jokers: int = 0) -> tuple[Card, ...]:
    """The cards of the given ranks in all four suits, in index order, then ``jokers`` jokers."""
    return tuple(c for c in _DECK[:FIRST_JOKER] if c.rank_char in ranks) + _DECK[FIRST_JOKER : FIRST_JOKER + jokers]


def jokers(count: int) -> tuple[Card, ...]:
    """The first ``count`` jokers."""
    return _DECK[FIRST_JOKER : FIRST_JOKER + count]
