"""Chance, made explicit: the engine asks a Dealer for every card it deals.

The default ``Dealer`` deals the top card of the stock, which ``Zones`` shuffled with the
hand's seed (or stacked), so a seed reproduces a hand exactly. A caller may choose the
cards instead: ``Chosen`` serves the cards it is given, in turn. A game-tree search
(``pokerlang.openspiel``) gives it none and reads ``NeedCard`` as a chance node: the
stock it carries is every card that could come next, each as likely as the others.
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.cards.card import Card, card
from pokerlang.engine.errors import EngineError


class NeedCard(Exception):
    """A ``Chosen`` dealer was asked for a card it was not given. ``stock``: the cards
    that could be dealt now. The State that raised it is left half-way: throw it away
    and deal again from a copy taken before (``State.copy``)."""

    def __init__(self, stock: tuple[Card, ...]):
        super().__init__(f"a card must be chosen from the {len(stock)} left")
        self.stock = stock


class Dealer:
    """Deals the top card of the stock (the last of the list)."""

    def take(self, stock: list[Card]) -> Card:
        return stock.pop()

    def copy(self) -> Dealer:
        return self  # keeps nothing of its own


class Chosen(Dealer):
    """Deals ``cards`` in turn, each taken out of the stock wherever it lies; once they
    are dealt, raises ``NeedCard`` (or, with ``then_top``, deals from the top again)."""

    def __init__(self, cards: Iterable[str | int | Card] = (), then_top: bool = False):
        self.queue = [card(c) for c in cards]
        self.then_top = then_top
        self.served: list[Card] = []  # every card dealt, in order (a hand's record starts with them)

    def give(self, c: str | int | Card) -> None:
        """One more card to deal, after those already given."""
        self.queue.append(card(c))

    def take(self, stock: list[Card]) -> Card:
        if not self.queue:
            if not self.then_top:
                raise NeedCard(tuple(stock))
            c = stock.pop()
        else:
            c = self.queue.pop(0)
            try:
                stock.remove(c)
            except ValueError:
                raise EngineError(f"{c} cannot be dealt: it is not in the stock") from None
        self.served.append(c)
        return c

    def copy(self) -> Chosen:
        twin = Chosen(then_top=self.then_top)
        twin.queue = list(self.queue)
        twin.served = list(self.served)
        return twin
