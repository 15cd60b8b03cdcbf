"""The draw: in turn, each seat discards and is served as many cards.

A step of ``engine.steps`` that is never taken together: each player is served in turn,
discards first (a card it threw away is not dealt back to it), paying for each card where
the draw has a price. The one-card draw has its own ceremonies: the card offered face up
and refusable (or face up only on request), or two dealt and one kept, the other shown.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from typing import TYPE_CHECKING

from pokerlang.cards.card import Card
from pokerlang.codec.actions import Accept, Ask, Draw, FaceDown, Keep, Refuse
from pokerlang.engine.effects import Drew
from pokerlang.engine.errors import IllegalAction
from pokerlang.codec.options import DrawCards, KeepOne, Option
from pokerlang.engine.steps import Step, price_now
from pokerlang.engine.zones import OFFER
from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class DrawStep(Step[ir.Draw, Draw | Ask | FaceDown | Accept | Refuse | Keep]):
    """``draw L..H from Z``: in turn, each seat discards and is served as many cards."""

    action_type = Draw
    word = "draw"

    def __init__(self, hand: Hand, step: ir.Draw):
        super().__init__(hand, step)
        self.offer: str | None = None  # "offered-up" or "two-keep-one" while one is pending
        self.spare: set[Card] = set()  # this seat's discards: not to be dealt back to it

    def offered(self) -> list[Option]:
        seat, zones = self.to_act, self.hand.zones
        assert seat is not None  # asked only while a seat is to act
        if self.offer == "offered-up":
            return [Accept(), Refuse()]
        if self.offer == "offered-up-on-request":
            return [Ask(), FaceDown()]
        if self.offer == "two-keep-one":
            return [KeepOne(cards=zones.cards(OFFER, seat))]
        pool = zones.cards(self.step.zone, seat)
        most = min(len(pool), self.affordable(seat))
        return [
            DrawCards(
                cards=pool,
                zone=self.step.zone,
                low=min(self.step.low, most),
                high=min(self.step.high, most),
                single=self.step.single,
            )
        ]

    def affordable(self, seat: int) -> int:
        """How many cards the seat can pay for in full (table stakes: no chips but those in
        front of it, so a seat all in draws none); with no price, any number."""
        price = self.step.price
        if price is None:
            return self.step.high
        cost = price_now(self.hand, price, self.hand.chips.in_pot)
        return self.hand.chips.stacks[seat] // cost if cost else self.step.high

    def more_for(self, seat: int) -> bool:
        return self.offer is not None

    def refusal(self, seat: int, action: object) -> IllegalAction:
        if self.offer == "offered-up":
            return IllegalAction(
                f"seat {seat} must accept or refuse the card offered face up", "one-card draw offered face up"
            )
        if self.offer == "offered-up-on-request":
            return IllegalAction(
                f"seat {seat} must ask for its card face up or take it face down", "one-card draw, face up on request"
            )
        if self.offer == "two-keep-one":
            if isinstance(action, Keep):
                return IllegalAction(f"seat {seat} was not dealt {action.card}", "two dealt, keep one")
            return IllegalAction(f"seat {seat} must keep one of its two cards", "two dealt, keep one")
        return super().refusal(seat, action)

    def how_many(self) -> str:
        return f"{self.step.low} to {self.step.high}"

    def _deal(self) -> Card:
        card, reshuffled = self.hand.zones.deal(frozenset(self.spare))
        if reshuffled:
            self.hand.record("reshuffle", None, count=len(self.hand.zones.stock) + 1)
        return card

    def _serve_face_down(self, seat: int) -> None:
        got = self._deal()
        self.hand.zones.put(self.step.zone, seat, got, False)
        self.hand.record("receive", seat, cards=(got,), to=(seat,))

    def _offer_face_up(self, seat: int) -> None:
        c = self._deal()
        self.hand.zones.put(OFFER, seat, c, True)
        self.offer = "offered-up"
        self.hand.record("offer", seat, cards=(c,))

    def perform(self, seat: int, action: Draw | Ask | FaceDown | Accept | Refuse | Keep) -> None:
        zones, zone, hand = self.hand.zones, self.step.zone, self.hand
        if isinstance(action, Draw):
            for c in action.cards:
                zones.take(zone, seat, c)
            zones.to_muck(action.cards)
            self.spare = set(action.cards)
            hand.record("draw", seat, count=len(action.cards), cards=action.cards, to=(seat,))
            hand.effect(Drew(seat=seat, count=len(action.cards)))
            if self.step.price is not None and action.cards:
                cost = price_now(hand, self.step.price, hand.chips.in_pot) * len(action.cards)
                hand.record("pay", seat, amount=hand.chips.pay_in(seat, cost), all_in=hand.chips.stacks[seat] == 0)
            single = self.step.single if len(action.cards) == 1 else None
            if single == "offered-up":
                self._offer_face_up(seat)
            elif single == "offered-up-on-request":
                self.offer = single  # the seat says next whether it asks
            elif single == "two-keep-one":
                for _ in range(2):
                    zones.put(OFFER, seat, self._deal(), False)
                self.offer = single
                hand.record("receive", seat, cards=zones.cards(OFFER, seat), to=(seat,))
            else:
                got = tuple(self._deal() for _ in action.cards)
                for c in got:
                    zones.put(zone, seat, c, False)
                if got:
                    hand.record("receive", seat, cards=got, to=(seat,))
                self.spare = set()
            return
        if isinstance(action, Ask):
            hand.record("ask", seat)
            self._offer_face_up(seat)
            return
        if isinstance(action, FaceDown):
            hand.record("face-down", seat)
            self._serve_face_down(seat)
        elif isinstance(action, Accept):
            c = zones.cards(OFFER, seat)[0]
            zones.take(OFFER, seat, c)
            zones.put(zone, seat, c, True)  # everyone saw it: it stays known
            hand.record("accept", seat, cards=(c,))
        elif isinstance(action, Refuse):
            c = zones.cards(OFFER, seat)[0]
            zones.take(OFFER, seat, c)
            zones.to_muck([c])
            self.spare.add(c)  # refused: it must not come straight back
            hand.record("refuse", seat, cards=(c,))
            self._serve_face_down(seat)
        else:  # Keep: the other card is shown, then mucked
            kept = action.card
            other = next(c for c in zones.cards(OFFER, seat) if c != kept)
            zones.take(OFFER, seat, kept)
            zones.take(OFFER, seat, other)
            zones.put(zone, seat, kept, False)
            zones.to_muck([other])
            hand.record("keep", seat, cards=(kept,), to=(seat,))
            hand.record("show-discard", seat, cards=(other,))
        self.offer = None
        self.spare = set()
