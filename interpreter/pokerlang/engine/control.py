"""Events, conditions and control steps: ``if``, a ``repeat`` within one deal, and the
blocks that a dealt card sets off (``when dealt up fours { ... }``).

None of them asks a player anything by itself: each pushes the block of steps it chooses
as a frame (``engine.frames``), played before the steps after it, and the State plays on. A block
set off by a card is played for that seat alone (``ForSeat``): its deals go to that
seat, its decisions are that seat's. A deal that sets off an event stops at that card
and goes on after the block (``DealOn``), so the block is played at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pokerlang.frozen import frozen_value
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.engine.effects import FaceUp, EventsFired, PlayFor, StepsAhead
from pokerlang.engine.conditions import holds
from pokerlang.engine.expr import seat_of
from pokerlang.engine.named import resolved
from pokerlang.engine import expr as ev
from pokerlang.engine.payments import pay_now
from pokerlang.engine.prepare import lone_plays_on
from pokerlang.ir.expr import NEIGHBOURS, AddTally, Pay, PutOut
from pokerlang.engine.tallies import tally_step

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand

FOR_THE_TABLE = PlayFor(seat=None)  # a block played for the table again


@frozen_value
class ForSeat:
    """A step of an event's block, played for ``seat`` alone."""

    seat: int
    action: Any  # Any, not object: a compiled class body cannot hold `object` (pokerlang.native)


@frozen_value
class DealOn:
    """The rest of a deal that an event stopped: the seats still to receive a card, in order."""

    deal: ir.Deal
    order: tuple[int, ...]


@frozen_value
class LoopEnd:
    """Placed after each pass of a repeat within one deal."""

    repeat: ir.Repeat
    passes: int


def block_declarer(hand: Hand, declarers: c.Declarers | None) -> int | None:
    """In a block played for one player (a turn, an event), the seat a declaration's `by
    SEAT` names (a neighbour still in, the dealer, a blind): it declares, not the block's
    player (None: the block's player declares, or none is played for)."""
    if getattr(hand, "only_seat", None) is None or declarers is None or declarers.but:
        return None
    return seat_of(hand, declarers.seat)


def turn_order(hand: Hand, declarers: c.Declarers | None = None) -> list[int]:
    """The seats that take part in a step, from the dealer's left: the one seat an event's
    block is played for; the seats a declaration names; or every player still in."""
    only = getattr(hand, "only_seat", None)
    named = block_declarer(hand, declarers)
    if named is not None:  # `by right`, `by dealer` in a turn: that seat alone
        return [named] if hand.live[named] else []
    if only is not None and declarers is not None and declarers.seat in NEIGHBOURS:
        return []  # `by everyone but right` in a turn, or no neighbour still in
    if only is not None:
        return [only] if hand.live[only] else []
    order = hand.seating.from_left_of_button()
    if declarers is None:
        return [s for s in order if hand.live[s]]
    # Dealt in: between the deals of a `repeat until one in` a seat that declared out
    # keeps its cards and may declare again; otherwise a seat that folded is gone.
    dealt = set(hand.rounds.dealt) if hand.rounds is not None else {s for s in order if hand.live[s]}
    seat = seat_of(hand, declarers.seat)
    return [s for s in order if s in dealt and (s != seat if declarers.but else s == seat)]


def start(hand: Hand, action: object) -> None:
    """Play a control step: push the block it chooses (a frame), or do what it says."""
    if isinstance(action, ForSeat):
        hand.effect(PlayFor(seat=action.seat))
        try:
            hand.play_step(action.action)
        finally:
            hand.effect(FOR_THE_TABLE)
    elif isinstance(action, c.If):
        _push(hand, action.then if holds(hand, action.condition) else action.otherwise)
    elif isinstance(action, ir.Repeat):
        _push(hand, action.body + (LoopEnd(repeat=action, passes=1),))
    elif isinstance(action, LoopEnd):
        # Every loop ends: after ``max_rounds`` passes the steps after it are played.
        limit = hand.stakes.max_rounds
        # Once one player is left the loop is over, but for one who plays on against the house
        live = sum(hand.live)
        if (
            not holds(hand, action.repeat.until)
            and action.passes < limit
            and (live > 1 or (live == 1 and lone_plays_on(hand)))
        ):
            _push(hand, action.repeat.body + (LoopEnd(repeat=action.repeat, passes=action.passes + 1),))
    elif isinstance(action, DealOn):
        deal_in_order(hand, action.deal, action.order)
    elif isinstance(action, c.Turns):
        _turns(hand, action)
    elif isinstance(action, c.Fold):
        seat = hand.only_seat if action.seat is None else seat_of(hand, action.seat)
        # the last player in stays (they take the pot); against the house there is no pot
        # to take, so a lone player folds, and loses to the house, as a declaration's fold does
        if seat is not None and hand.live[seat] and (sum(hand.live) > 1 or lone_plays_on(hand)):
            hand.fold(seat)
    elif isinstance(action, c.WinNow):
        seat = hand.only_seat
        if seat is not None and hand.live[seat]:
            for other in range(hand.players):  # every other player out: the last one in takes the pot
                if other != seat and hand.live[other]:
                    # put out, not folding (logged so): their cards are not shown
                    hand.fold(other, declared=True, events=False)
    elif isinstance(action, TurnOn):
        _turn_on(hand, action)
    elif isinstance(action, ir.ExposeAll):
        for seat in turn_order(hand):
            expose_all(hand, action, seat)
    elif isinstance(action, ir.Put):
        put_cards(hand, action)
    elif isinstance(action, Pay):
        pay_now(hand, action)
    elif isinstance(action, (AddTally, PutOut)):
        tally_step(hand, action, ev.scene_of(hand))
    elif isinstance(action, c.ThrowIn) and hand.rounds is not None:
        hand.record("throw-in", None)
        hand.rounds.skip_deal(thrown=action)


def expose_all(hand: Hand, step: ir.ExposeAll, seat: int) -> None:
    """``expose all from Z`` for one seat: every card of its zone face up, logged for all
    (nothing, if none lay face down)."""
    zones = hand.zones
    down = [p.card for p in zones.placed(step.zone, seat) if not p.face_up]
    if not down:
        return
    # Turned up, not dealt up: no wild card that follows a card dealt face up reads them
    # (as for a roll or a player's expose).
    zones.turn_all_up(step.zone, seat)
    hand.record("turn-up", seat, cards=zones.cards(step.zone, seat), zone=step.zone)  # no decision, no showdown


def put_cards(hand: Hand, step: ir.Put) -> None:
    """``put N from Z to Z``: for each seat the step is for, the latest cards given to the
    source go to the target as they lie. Every seat's cards are taken before any is put,
    so that a card passed on at once is not passed on again (everyone giving the card on
    their left its latest card). A player's cards go where they are seen: the log names
    them to whoever saw them where they were or sees them where they go."""
    zones = hand.zones
    mucked = step.target == "muck"  # thrown away, face down, nobody choosing
    public = not mucked and zones.zone_of[step.target].visibility == "public"
    moving = []
    order = turn_order(hand)
    if not any(_relative(hand, zone, word) for zone, word in _ends(step)):
        order = order[:1]  # the same cards whoever it is played for (the board, the dealer's): once
    for seat in order:
        source = _owner(hand, step.source, step.source_seat, seat)
        target = _owner(hand, step.target, step.target_seat, seat)
        if source == -1 or target == -1 or (step.source == step.target and source == target):
            continue  # a neighbour when nobody else is in; the dealer's hand to the dealer
        placed = zones.placed(step.source, source)
        if step.matching is not None:  # only the cards the pattern names, as the table names them now
            pattern = resolved(hand, step.matching)
            placed = [p for p in placed if pattern.matches(p.card)]
        count = len(placed) if step.count is None else min(step.count, len(placed))
        taken = [zones.take(step.source, source, p.card) for p in placed[len(placed) - count :]] if count else []
        if taken:
            moving.append((source, target, taken))
    for source, target, taken in moving:
        if mucked:
            zones.to_muck([p.card for p in taken])
        else:
            for p in taken:
                zones.put(step.target, target, p.card, p.face_up or public)
        if all(p.face_up for p in taken) or public:
            to = None
        else:
            saw = zones.audience(step.source, source, False)
            sees = () if mucked else zones.audience(step.target, target, False)
            to = tuple(sorted({*saw, *sees}))
        # In one player's block (a turn, an event) that player moves the cards; elsewhere a
        # seat's cards are moved by that seat, a shared zone's by the dealer (None), unless
        # they go to a seat's zone: then that seat is named, as the one who gets them.
        who = hand.only_seat if hand.only_seat is not None else source if source is not None else target
        kind, party = "put", None
        if target is not None and target != who:  # into another seat's zone (a trade, a card passed): whose, said
            party = target
        elif source is not None and source != who:  # taken from another seat's zone: whose, said
            kind, party = "take", source
        cards = tuple(p.card for p in taken)
        hand.record(kind, who, cards=cards, count=len(taken), zone=step.target, to=to, party=party)


def _ends(step: ir.Put) -> tuple[tuple[str, str | None], tuple[str, str | None]]:
    return (step.source, step.source_seat), (step.target, step.target_seat)


def _relative(hand: Hand, zone: str, word: str | None) -> bool:
    """Whether a zone of a ``put`` is the player's it is played for (theirs, or beside them)."""
    return hand.zones.zone_of[zone].per_seat and (word is None or word in NEIGHBOURS)


def _owner(hand: Hand, zone: str, word: str | None, seat: int) -> int | None:
    """Whose zone a ``put`` takes from or gives to: None for a shared zone; the seat the
    step is played for, or the seat its word names (-1: a neighbour, and nobody else in)."""
    if not hand.zones.zone_of[zone].per_seat:
        return None
    if word is None:
        return seat
    if word in NEIGHBOURS:
        other = ev.neighbour(hand, seat, 1 if word == "left" else -1)
        return -1 if other is None else other
    named = seat_of(hand, word)
    return -1 if named is None else named


def fold_block(hand: Hand, seat: int) -> tuple[str, ...]:
    """``when a player folds { ... }``: the block played at once for the folding seat (out
    of the deal, its cards still in its zones), at once: a fold may come in the middle of
    a betting round, so nothing in the block waits or is pushed as a frame (the compiler
    holds it to exposing, paying and tallies). The zones it laid face up: their cards stay
    there."""
    before = hand.only_seat
    hand.effect(PlayFor(seat=seat))
    kept: list[str] = []
    try:
        _play_now(hand, hand.game.on_fold, seat, kept)
    finally:
        hand.effect(PlayFor(seat=before))
    return tuple(kept)


def _play_now(hand: Hand, block: tuple[object, ...], seat: int, kept: list[str]) -> None:
    for action in block:
        if isinstance(action, ir.ExposeAll):
            expose_all(hand, action, seat)
            if action.zone not in kept:
                kept.append(action.zone)
        elif isinstance(action, c.If):
            _play_now(hand, action.then if holds(hand, action.condition) else action.otherwise, seat, kept)
        elif isinstance(action, Pay):
            pay_now(hand, action)
        elif isinstance(action, (AddTally, PutOut)):
            tally_step(hand, action, ev.scene_of(hand))


def _push(hand: Hand, actions: Iterable[object]) -> None:
    only = getattr(hand, "only_seat", None)
    if only is not None:  # a block inside an event's block stays that seat's
        actions = [a if isinstance(a, (ForSeat, DealOn)) else ForSeat(seat=only, action=a) for a in actions]
    hand.effect(StepsAhead(steps=tuple([(hand.street, a) for a in actions])))


def deal_in_order(hand: Hand, deal: ir.Deal, order: Iterable[int]) -> None:
    """A deal to seats, one card at a time, when the game has events: a card that sets one
    off stops the deal until the event's block is played."""
    zone = hand.zones.zone_of[deal.zone]
    visible = deal.face_up or zone.visibility == "public"
    order = list(order)
    while order:
        seat = order.pop(0)
        if not hand.live[seat]:  # folded in an event's block: no more cards
            continue
        card = hand.next_card()
        hand.zones.put(deal.zone, seat, card, deal.face_up)
        if deal.face_up:  # in the order dealt, as ``dealing.deal_out`` keeps them
            hand.effect(FaceUp(cards=(card,)))
        hand.record(
            "deal",
            seat,
            cards=(card,),
            zone=deal.zone,
            to=None if visible else hand.zones.audience(deal.zone, seat, False),
        )  # a hidden zone: nobody
        fired = [
            i
            for i, e in enumerate(hand.game.events)
            if e.face_up in (None, visible) and resolved(hand, e.pattern).matches(card)
        ]
        if fired:
            hand.effect(EventsFired(events=tuple(fired)))
            block: list[object] = [ForSeat(seat=seat, action=a) for i in fired for a in hand.game.events[i].body]
            if order:
                block.append(DealOn(deal=deal, order=tuple(order)))
            hand.effect(StepsAhead(steps=tuple([(hand.street, a) for a in block])))
            return
        if order and hand.pauses:  # a chance player gives each card at a step of its own (engine.chance)
            hand.effect(StepsAhead(steps=((hand.street, DealOn(deal=deal, order=tuple(order))),)))
            return


def reserve(hand: Hand) -> int:
    """The most cards the events may still take: every matching card of the deck that has
    not set its event off yet may still do so. A deal that may turn to a shared zone when
    the deck is short keeps these back, so no event finds the deck empty. Only what every
    player knows is counted (how often each event went off, not where the cards are),
    so whether the deck is short tells nobody anything hidden."""
    events = hand.game.events
    if not events:
        return 0
    fired, deck = hand.fired, hand.game.deck()
    return sum(
        max(0, sum(1 for card in deck if e.pattern.may_match(card)) - fired.get(i, 0)) * ir.cards_taken(e.body)
        for i, e in enumerate(events)
    )


@frozen_value
class TurnOn:
    """The turns still to come: the block for the next of ``order`` still in."""

    turns: c.Turns
    order: tuple[int, ...]


def _turns(hand: Hand, turns: c.Turns) -> None:
    """``each in turn``: from the seat ``first`` names, round the table, each seat still in."""
    seating = hand.seating
    start = hand.opener_seat(turns.first) if turns.first is not None else seating.left_of(seating.button)
    order = tuple((start + i) % hand.players for i in range(hand.players))
    _turn_on(hand, TurnOn(turns=turns, order=order))


def _turn_on(hand: Hand, marker: TurnOn) -> None:
    order = [s for s in marker.order if hand.live[s]]  # a seat that left takes no turn
    if not order:
        return
    seat, rest = order[0], tuple(order[1:])
    block: list[object] = [ForSeat(seat=seat, action=a) for a in marker.turns.body]
    if rest:
        block.append(TurnOn(turns=marker.turns, order=rest))
    hand.effect(StepsAhead(steps=tuple([(hand.street, a) for a in block])))


STEPS = (
    ForSeat,
    DealOn,
    LoopEnd,
    TurnOn,
    c.If,
    ir.Repeat,
    c.Turns,
    c.Fold,
    c.WinNow,
    c.ThrowIn,
    Pay,
    AddTally,
    PutOut,
    ir.ExposeAll,
    ir.Put,
)
