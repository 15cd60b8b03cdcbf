"""Cards, ranks, suits and decks."""

from pokerlang.cards.card import FIRST_JOKER, RANKS, SUITS, Card, CardError, card, cards, jokers, standard_deck

__all__ = ["FIRST_JOKER", "RANKS", "SUITS", "Card", "CardError", "card", "cards", "jokers", "standard_deck"]
