"""Who gets the odd chips of a split pot (Robert's Rules, "Ties"; WSOP 2023 rule 73).

* In a button game, the first winner clockwise from the button gets the odd chip.
* In a stud game (no button decides who acts: the first bet is a bring-in), the odd
  chip goes to the highest card by suit in a high share, to the lowest card by suit in
  a low share; every card the seat holds counts, not just the five of its hand.
* No player gets more than one odd chip from one pot (``pots.split``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.cards.card import Card
from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def is_stud(game: ir.Game) -> bool:
    return any(isinstance(a, ir.Bet) and a.bring_in is not None for a in game.actions())


def odd_chip_order(hand: Hand, share: ir.Share | None, seats: list[int]) -> list[int]:
    """``seats`` (in order from the dealer's left) in the order the odd chips go."""
    if len(seats) < 2 or share is None or not is_stud(hand.game):
        return seats  # (no share: a pot split because nothing qualified)
    ranking = share.ranking
    low = ranking.lowest_wins
    ace_low = low and ranking.ace in ("low", "both")

    def key(card: Card) -> tuple[int, int]:
        rank = -1 if ace_low and card.rank_char == "A" else card.rank
        return rank, card.suit  # suits: clubs < diamonds < hearts < spades

    def best(seat: int) -> tuple[int, int]:
        cards = [c for z in hand.game.zones if z.per_seat for c in hand.zones.cards(z.name, seat)]
        if not cards:
            return (99, 9) if low else (-99, -9)
        return min(map(key, cards)) if low else max(map(key, cards))

    return sorted(seats, key=best, reverse=not low)
