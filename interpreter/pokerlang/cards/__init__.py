"""Cards, ranks, suits and decks."""

from pokerlang.cards.card import (
    RANKS,
    SUITS,
    Card,
    CardError,
    card,
    cards,
    standard_deck,
)

__all__ = ["RANKS", "SUITS", "Card", "CardError", "card", "cards", "standard_deck"]
