"""The deal step: cards from the stock, face up or down, to a zone of the table or of
each seat dealt to.

Round the table one card at a time, from the dealer's left; ``only declared X``: to the
seats whose latest declaration was X. A deal the stock cannot give every seat goes to
the shared zone its short deck names instead (stud's common card). Where a card may set
an event off, each card is dealt and logged on its own (``engine.control``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from pokerlang.engine import control
from pokerlang.engine.offering import OfferStep
from pokerlang.ir import game as ir
from pokerlang.engine.effects import FaceUp

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def deal_out(hand: Hand, deal: ir.Deal) -> None:
    """Deal ``deal``'s cards: to the table's zone, or round the seats it deals to."""
    zones = hand.zones
    if not zones.zone_of[deal.zone].per_seat:
        got = zones.deal_table(deal.zone, deal.count, deal.face_up)
        if got is None:
            got = tuple([hand.next_card() for _ in range(deal.count)])
            for c in got:
                zones.put(deal.zone, None, c, deal.face_up)
        if deal.face_up:
            hand.effect(FaceUp(cards=tuple(got)))
        hand.record("deal", None, cards=got, zone=deal.zone, to=zones.audience(deal.zone, None, deal.face_up))
        return
    if deal.offered:  # each player in turn takes the card offered or passes it on
        hand.wait_on(OfferStep(hand, deal))
        return
    seats = control.turn_order(hand)
    if deal.only_declared is not None:
        seats = [s for s in seats if hand.answers.get((s, deal.only_declared))]
    if deal.if_short is not None and len(hand.zones.stock) - control.reserve(hand) < deal.count * len(seats):
        # The stock cannot give every seat its cards: they go to a shared zone for all.
        # ir.Deal is an attrs class, made by a dataclass transform the attrs plugin does not read.
        deal_out(
            hand,
            attrs.evolve(
                deal,
                zone=deal.if_short,
                if_short=None,  # type: ignore[misc]
                face_up=hand.zones.zone_of[deal.if_short].visibility == "public",
            ),
        )
        return
    if hand.game.events:  # a card may set an event off: one card at a time, each logged
        control.deal_in_order(hand, deal, [s for _ in range(deal.count) for s in seats])
        return
    name, face_up = deal.zone, deal.face_up
    dealt = hand.zones.deal_round(name, seats, deal.count, face_up)
    if dealt is None:
        dealt = {s: [] for s in seats}
        for _ in range(deal.count):  # one card at a time, round the table
            for seat in seats:
                c = hand.next_card()
                hand.zones.put(name, seat, c, face_up)
                dealt[seat].append(c)
    if face_up:  # round the table, one card at a time
        hand.effect(FaceUp(cards=tuple([dealt[s][i] for i in range(deal.count) for s in seats])))
    # Face up, seen by everyone: no audience to work out for each seat.
    hand.record_deal(name, seats, dealt, None if face_up else zones.audience)
