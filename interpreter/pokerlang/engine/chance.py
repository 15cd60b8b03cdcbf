"""Chance points: where a hand dealt by a chance player (``dealer.Chosen`` out of cards,
``dealer.Chance()``) stops for the cards it needs.

Before a step of the script deals (a deal, a burn, a card an event's block deals), and
before a decision whose carrying out deals (a draw's replacements, a card offered round
the table, a grid's empty space), the hand works out every card it is about to deal:
``step_needs``/``action_needs`` below, one ``Need`` a card, in the order dealt. If the
dealer has not been given that many, the hand stops there: ``State.pending`` is a
``ChanceStep``, plain data (what is needed, and the step or the decision to carry out
once it is given; the decision it stopped waits in ``State.held``), so a hand at a
chance point copies like any other. Each card given (``State.apply_chance``) joins the
dealer's queue; once the queue holds them all, the step (or decision) is carried out as
a seeded dealer would, taking the queued cards.

The cards of one step are placed together once all are chosen: a chance point in the
middle of a deal shows nobody the cards chosen before it. A deal to seats in a game with
events goes one card at a time (a card may set an event off, whose block comes before
the next card), so it needs one card a step. A step that needs more cards than the stock
holds stops, once the stock is chosen, for cards of the muck the reshuffle deals from
(``ChancePoint.source`` is then ``muck``); a step that runs out the muck too takes the
cards beyond from the hand's own shuffle. A roll (``expose N next``) turns cards
already dealt: it is no chance point.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from pokerlang.cards.card import INDEX as _INDEX
from pokerlang.engine import control
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.zones import OFFER
from pokerlang.frozen import frozen_value
from pokerlang.ir import game as ir
from pokerlang.engine.effects import PlayFor

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.options import Option
    from pokerlang.engine.hand import Hand


@frozen_value
class Need:
    """One card a step deals: why (``deal``, ``burn``, ``draw``, ``offer``, ``space``), to
    which zone (None: burned, to the muck) of which seat (None: a shared zone), face up
    or down."""

    kind: str
    zone: str | None
    seat: int | None
    face_up: bool


@frozen_value
class ChancePoint:
    """What a hand at a chance point deals next: one card, from ``source`` (the stock), for
    the ``kind`` of step, to ``zone`` (None: the muck) of ``seat`` (None: a shared zone),
    face up or down; it is card ``index`` (from 0) of the ``count`` cards this step deals.
    ``after``: the decision that deals them (a draw, a card passed on, a move), if one
    does, by ``by``."""

    kind: str
    zone: str | None
    seat: int | None
    face_up: bool
    count: int
    index: int
    source: str = "stock"
    after: Any = None  # Any, not object: a compiled class body cannot hold `object` (pokerlang.native)
    by: int | None = None


@frozen_value
class ChanceStep:
    """A hand stopped for cards: what it needs, and what it carries out once it has them,
    a step of the script (``step``) or a seat's decision (``action`` by ``seat``)."""

    needs: tuple[Need, ...]
    step: Any = None
    action: Any = None
    seat: int | None = None
    # Once the stock is out, the cards a reshuffle of the muck deals from (``after_stock``),
    # and how many cards the hand stops for: the stock's and these, at most.
    pool: tuple[Card, ...] = ()
    limit: int = 0
    # The stock when the hand stopped, in deck order: the cards stay in it until the step
    # deals them, so each of the step's chance points lists them without sorting again.
    stock: tuple[Card, ...] = ()

    # A Decision nobody makes (``State.pending`` at a chance point): no seat is to act.
    to_act = None

    def legal(self) -> list[Option]:
        return []

    def apply(self, action: object) -> None:
        raise IllegalAction("a card is dealt now, not a decision: apply_chance(card)", "chance point")

    def point(self, given: int, stock: int) -> ChancePoint:
        need = self.needs[given]
        return ChancePoint(
            kind=need.kind,
            zone=need.zone,
            seat=need.seat,
            face_up=need.face_up,
            count=len(self.needs),
            index=given,
            source="stock" if given < stock else "muck",
            after=self.action,
            by=self.seat,
        )


def step_needs(hand: Hand, step: object) -> list[Need]:
    """The cards a step of the script deals once it starts, in order."""
    kind = type(step)
    if kind is ir.Deal:
        return _deal_needs(hand, step)  # type: ignore[arg-type]
    if kind is ir.Burn:
        return [Need("burn", None, None, False)] * step.count  # type: ignore[attr-defined]
    if kind is control.ForSeat:
        was = hand.only_seat
        hand.effect(PlayFor(seat=step.seat))  # type: ignore[attr-defined]
        try:
            return step_needs(hand, step.action)  # type: ignore[attr-defined]
        finally:
            hand.effect(PlayFor(seat=was))
    if kind is control.DealOn:
        deal = step.deal  # type: ignore[attr-defined]
        seat = next((s for s in step.order if hand.live[s]), None)  # type: ignore[attr-defined]
        return [] if seat is None else [Need("deal", deal.zone, seat, deal.face_up)]
    return []


def _deal_needs(hand: Hand, deal: ir.Deal) -> list[Need]:
    """What ``dealing.deal_out`` deals, worked out the way it decides."""
    zones = hand.zones
    if not zones.zone_of[deal.zone].per_seat:
        return [Need("deal", deal.zone, None, deal.face_up)] * deal.count
    seats = control.turn_order(hand)
    if deal.offered:
        return [Need("offer", OFFER, seats[0], True)] if seats else []
    if deal.only_declared is not None:
        seats = [s for s in seats if hand.answers.get((s, deal.only_declared))]
    if deal.if_short is not None and len(zones.stock) - control.reserve(hand) < deal.count * len(seats):
        face_up = zones.zone_of[deal.if_short].visibility == "public"
        shared = attrs.evolve(deal, zone=deal.if_short, if_short=None, face_up=face_up)  # type: ignore[misc]
        return _deal_needs(hand, shared)
    if hand.game.events:  # one card at a time: a card may set an event off
        return [Need("deal", deal.zone, seats[0], deal.face_up)] if seats and deal.count else []
    return [Need("deal", deal.zone, s, deal.face_up) for _ in range(deal.count) for s in seats]


def action_needs(hand: Hand, action: object) -> list[Need]:
    """The cards a decision deals as it is carried out (none for most): a draw's, a card
    offered round the table passed on or taken, a move that empties a grid's space. Asked
    only of an action the decision allows; ``State.DEALS_AS_DECIDED`` lists the decisions
    this answers for (any other deals nothing)."""
    from pokerlang.engine.actions import Accept, Ask, Draw, FaceDown, Move, Refuse
    from pokerlang.engine.draw import DrawStep
    from pokerlang.engine.moves import MovesStep
    from pokerlang.engine.offering import OfferStep

    pending = hand.pending
    kind = type(pending)
    if kind is DrawStep:
        assert isinstance(pending, DrawStep)
        seat, zone = pending.to_act, pending.step.zone
        if isinstance(action, Draw):
            single = pending.step.single if len(action.cards) == 1 else None
            if single == "offered-up":
                return [Need("draw", OFFER, seat, True)]
            if single == "offered-up-on-request":
                return []
            if single == "two-keep-one":
                return [Need("draw", OFFER, seat, False)] * 2
            return [Need("draw", zone, seat, False)] * len(action.cards)
        if isinstance(action, Ask):
            return [Need("draw", OFFER, seat, True)]
        if isinstance(action, (FaceDown, Refuse)):
            return [Need("draw", zone, seat, False)]
        return []
    if kind is OfferStep:
        assert isinstance(pending, OfferStep)
        if isinstance(action, Accept):
            return [Need("offer", OFFER, pending.queue[1], True)] if len(pending.queue) > 1 else []
        if isinstance(action, Refuse):
            return [Need("deal", pending.deal.zone, pending.queue[0], True)]
        return []
    if kind is MovesStep:
        assert isinstance(pending, MovesStep)
        at = pending.position
        stacked = isinstance(action, Move) and action.kind == "stack" and at is not None
        # A stack that leaves its space empty: the space is dealt a new card face up.
        if stacked and at is not None and len(pending.grid.spaces[at[0]][at[1]]) == 1:
            return [Need("space", pending.step.zone, None, True)]
        return []
    return []


def outcomes(hand: Hand, chance: ChanceStep, queued: list[Card]) -> list[Card]:
    """The cards that may come next, but those already chosen, in deck order: the stock's;
    once every card of the stock is chosen, those of the muck a reshuffle deals from."""
    source = _source(hand, chance, queued)
    ordered = chance.stock if source is hand.zones.stock else sorted(source, key=_INDEX)
    if not queued:
        return list(ordered)
    chosen = {c.index for c in queued}  # by index: a card's ``==`` is Python code, and a stock holds 52
    return [c for c in ordered if c.index not in chosen]


def may_come(hand: Hand, chance: ChanceStep, queued: list[Card], card: Card) -> bool:
    """Whether ``card`` is one of ``outcomes`` (without sorting them: a chance player asks
    for every card it deals)."""
    i = card.index
    if i in map(_INDEX, queued):
        return False
    source = _source(hand, chance, queued)
    if source is hand.zones.stock:  # ``chance.stock`` is it in deck order: found by halves
        ordered = chance.stock
        at = bisect_left(ordered, i, key=_INDEX)
        return at < len(ordered) and ordered[at].index == i
    return i in map(_INDEX, source)


def _source(hand: Hand, chance: ChanceStep, queued: list[Card]) -> Sequence[Card]:
    stock = hand.zones.stock  # chosen cards stay in it until the step deals them
    if len(queued) < len(stock):
        return stock
    if burns(chance.needs):  # the cards burned before the stock ran out are in the muck by then
        return [*chance.pool, *queued[: len(stock)]]
    return chance.pool


def burns(needs: tuple[Need, ...] | list[Need]) -> bool:
    return bool(needs) and needs[0].kind == "burn"


def limit(hand: Hand, needs: list[Need], pool: tuple[Card, ...]) -> int:
    """How many cards a step stops for: the stock's, then the reshuffled muck's, at most
    (a step that runs the muck out too takes the cards beyond from the hand's shuffle)."""
    stock = len(hand.zones.stock)
    if len(needs) <= stock:
        return len(needs)
    return min(len(needs), stock + len(pool) + (stock if burns(needs) and pool else 0))


def after_stock(hand: Hand, needs: list[Need], action: object) -> tuple[Card, ...]:
    """The cards the muck is reshuffled into once the stock is out (``Zones._reshuffle``),
    as they will be when the step reaches it: for a draw, with the cards the decision
    throws away first; less those the game keeps out (a drawer's own discards); a burn's
    cards join it as they are burned (``outcomes``). None for a game that does not
    reshuffle."""
    from pokerlang.engine.actions import Draw, Refuse
    from pokerlang.engine.draw import DrawStep

    game = hand.game
    if not game.reshuffle:
        return ()
    muck = list(hand.zones.muck)
    spare: set[Card] = set()
    decision = hand.pending
    if isinstance(decision, DrawStep):
        spare = set(decision.spare)
        if isinstance(action, Draw):
            muck += action.cards
            spare = set(action.cards)
        elif isinstance(action, Refuse):  # the card offered face up, refused: to the muck, kept out
            offered = hand.zones.cards(OFFER, decision.to_act)
            muck += offered
            spare |= set(offered)
    keep = {c for c in muck if c in spare} if game.spare_pending else set()
    return tuple([c for c in muck if c not in keep] or muck)
