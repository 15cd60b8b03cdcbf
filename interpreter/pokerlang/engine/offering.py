"""A card offered round the table (Take it or leave it): ``deal 1 up to Z, offered round
the table``.

The rules, as the home-game books give them (Scarne; pokerteam.com, "Take It or Leave It"):

* The players still in are served one after another from the dealer's left. The first is
  offered the top card of the deck, face up.
* A player may take the card offered (it goes face up into their zone), or pass it on:
  then they must take the next card of the deck, face up, and the card they passed is
  offered to the next player, who may take it or pass it on in the same way.
* After a player took the card offered, the next player is offered a new card from the
  deck.
* A card the last player passes on is dead: it goes to the muck, face up.

Every card is face up from the moment it is offered: nothing hidden is decided on. The
cards dealt so do not set events off (as a drawn card does not).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from typing import TYPE_CHECKING

from pokerlang.codec.actions import Accept, Refuse
from pokerlang.engine.control import turn_order
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.lookahead import copy_fields
from pokerlang.codec.options import Option
from pokerlang.engine.zones import OFFER
from pokerlang.ir import game as ir
from pokerlang.engine.effects import FaceUp

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.hand import Hand


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class OfferStep:
    """The card offered to one player after another; ``to_act`` is the player offered one."""

    def __init__(self, hand: Hand, deal: ir.Deal):
        self.hand = hand
        self.deal = deal
        self.queue = turn_order(hand)  # the players still to be served, in turn
        if self.queue:
            self._offer(self.queue[0], self._card())

    def __deepcopy__(self, memo: dict[int, object]) -> OfferStep:
        return copy_fields(self, memo)  # type: ignore[return-value]

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue else None

    def legal(self) -> list[Option]:
        return [Accept(), Refuse()]

    def apply(self, action: object) -> None:
        seat = self.queue[0]
        if not isinstance(action, (Accept, Refuse)):
            raise IllegalAction(
                f"seat {seat} must take the card offered (accept) or pass it on (refuse)",
                "card offered round the table",
            )
        zones, hand, zone = self.hand.zones, self.hand, self.deal.zone
        offered = zones.cards(OFFER, seat)[0]
        zones.take(OFFER, seat, offered)
        self.queue.pop(0)
        if isinstance(action, Accept):
            zones.put(zone, seat, offered, True)
            hand.effect(FaceUp(cards=(offered,)))  # a card dealt face up (wild cards that follow one)
            hand.record("accept", seat, cards=(offered,))
            if self.queue:
                self._offer(self.queue[0], self._card())
            return
        hand.record("refuse", seat, cards=(offered,))
        own = self._card()  # passed on: the next card is theirs, face up, taken as it comes
        zones.put(zone, seat, own, True)
        hand.effect(FaceUp(cards=(own,)))
        hand.record("deal", seat, cards=(own,), zone=zone)
        if self.queue:
            self._offer(self.queue[0], offered)
        else:
            zones.to_muck([offered])  # round the table unwanted: a dead card

    def _card(self) -> Card:
        return self.hand.next_card()

    def _offer(self, seat: int, offered: Card) -> None:
        self.hand.zones.put(OFFER, seat, offered, True)
        self.hand.record("offer", seat, cards=(offered,))
