"""Chance, made explicit: the engine asks a Dealer for every card it deals.

The default ``Dealer`` deals the top card of the stock, which ``Zones`` shuffled with the
hand's seed (or stacked), so a seed reproduces a hand exactly. A caller may choose the
cards instead: ``Chosen`` serves the cards it is given, in turn. Once they are dealt, a
hand dealt by ``Chosen`` stops at a chance point (``engine.chance``): ``state.is_chance``,
``state.chance_point`` says what is dealt next, ``state.chance_outcomes()`` lists the
cards that may come, and ``state.apply_chance(card)`` deals one. ``Chance()`` is a
``Chosen`` given no card: every card dealt is a chance point (a game-tree search,
``pokerlang.openspiel``). ``Chosen(cards, then_top=True)`` never stops: once its cards
are dealt it deals the top of the stock again.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from collections.abc import Iterable
from operator import indexOf

from pokerlang.cards.card import INDEX as _INDEX, Card, card
from pokerlang.engine.errors import EngineError


@mypyc_attr(native_class=False)  # copied by __new__; a research dealer may extend it in Python
class Dealer:
    """Deals the top card of the stock (the last of the list)."""

    pauses = False  # whether the hand stops at a chance point for a card it has not got

    def take(self, stock: list[Card]) -> Card:
        return stock.pop()

    def copy(self) -> Dealer:
        return self  # keeps nothing of its own


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class Chosen(Dealer):
    """Deals ``cards`` in turn, each taken out of the stock wherever it lies; once they
    are dealt, the hand stops at a chance point for each card (or, with ``then_top``,
    deals from the top again)."""

    def __init__(self, cards: Iterable[str | int | Card] = (), then_top: bool = False):
        self.queue = [card(c) for c in cards]
        self.then_top = then_top
        self.pauses = not then_top
        self.served: list[Card] = []  # every card dealt, in order (a hand's record starts with them)

    def give(self, c: str | int | Card) -> None:
        """One more card to deal, after those already given."""
        self.queue.append(card(c))

    def take(self, stock: list[Card]) -> Card:
        if not self.queue:
            # Without ``then_top`` the hand asked for every card its step deals before the
            # step began; a card beyond them is one the stock could not offer then, dealt
            # after the muck was reshuffled (``engine.chance``): the top of that stock.
            c = stock.pop()
        else:
            c = self.queue.pop(0)
            try:  # found by index (a card's ``==`` is Python code), stopping where it is found
                del stock[indexOf(map(_INDEX, stock), c.index)]
            except ValueError:
                raise EngineError(f"{c} cannot be dealt: it is not in the stock") from None
        self.served.append(c)
        return c

    def copy(self) -> Chosen:
        twin = type(self).__new__(type(self))
        twin.then_top, twin.pauses = self.then_top, self.pauses
        twin.queue = list(self.queue)
        twin.served = list(self.served)
        return twin


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class Chance(Chosen):
    """A dealer given no card: the hand stops at a chance point for every card dealt."""

    def __init__(self) -> None:
        super().__init__()
