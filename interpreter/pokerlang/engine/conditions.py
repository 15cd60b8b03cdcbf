"""Conditions: whether a condition of the game holds at the table now (``if``, ``repeat
until``, a payment's or a tally's ``if``), asked of the hand as it stands, for the seat
whose block is played (``only_seat``) or in a scene (``holds_for``)."""

from __future__ import annotations

from typing import Any

from pokerlang.engine import expr as ev
from pokerlang.engine.effects import EndingScene, PlayFor
from pokerlang.engine.expr import seat_of
from pokerlang.engine.hand import Hand
from pokerlang.engine.named import resolved
from pokerlang.engine.openers import opened
from pokerlang.hands import HandValue
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.ir.expr import Compare, Test


def holds(hand: Hand, cond: c.Condition) -> bool:
    """Whether the condition holds at the table now."""
    if isinstance(cond, c.OneIn):
        return sum(hand.live) == 1
    if isinstance(cond, c.Alone):
        return [s for s in range(hand.players) if hand.live[s]] == [seat_of(hand, cond.seat)]
    if isinstance(cond, c.DeckFewer):
        return len(hand.zones.stock) < cond.count
    if isinstance(cond, c.Beats):
        return beats(hand, cond)
    if isinstance(cond, c.Holds):
        seat = None if cond.shared else hand.only_seat if cond.seat is None else seat_of(hand, cond.seat)
        if seat is None and not cond.shared:
            return False
        pattern = resolved(hand, cond.pattern)
        return sum(1 for card in hand.zones.cards(cond.zone, seat) if pattern.matches(card)) >= cond.count
    if isinstance(cond, c.Makes):
        return makes(hand, cond)
    if isinstance(cond, c.AllUp):
        seat = hand.only_seat
        return seat is not None and all(
            card in hand.zones.face_up(cond.zone, seat) for card in hand.zones.cards(cond.zone, seat)
        )
    if isinstance(cond, c.Opened):
        return opened(hand)
    # A seat declared X when it chose X at the latest declaration that offered X (a side
    # bet made before the deal is still read after the call or fold declared later).
    if isinstance(cond, c.NobodyDeclared):
        answers = hand.answers
        return not any(hand.live[s] and answers.get((s, cond.option)) for s in range(hand.players))
    if isinstance(cond, c.Declared):
        if cond.seat is not None:  # `seat`: the player whose block it is
            seat = hand.only_seat if cond.seat == "seat" else seat_of(hand, cond.seat)
            return seat is not None and hand.answers.get((seat, cond.option), False)
        return any(hand.live[s] and hand.answers.get((s, cond.option)) for s in range(hand.players))
    if isinstance(cond, c.Legs):
        return hand.rounds is not None and max(hand.rounds.legs) >= cond.count
    if isinstance(cond, c.ThrownIn):
        return hand.rounds is not None and hand.rounds.thrown is not None
    if isinstance(cond, c.Not):
        return not holds(hand, cond.part)
    if isinstance(cond, c.All):
        return all(holds(hand, p) for p in cond.parts)
    if isinstance(cond, (Compare, Test)):
        return ev.holds(cond, hand)
    return any(holds(hand, p) for p in cond.parts)


def makes(hand: Hand, cond: c.Makes) -> bool:
    """The seat's cards in the zone, wild cards and all, make a hand that qualifies under
    the ranking's requirement; fewer cards than a hand only where the ranking ranks
    partial hands (``upcards``), else nothing."""
    from pokerlang.engine.openers import openers_of
    from pokerlang.ir.ranking import Composition, Source

    seat = hand.only_seat if cond.seat is None else seat_of(hand, cond.seat)
    if seat is None:
        return False
    if cond.composition is not None:  # chosen as a showdown chooses: too few cards make nothing
        share = ir.Share(name="makes", composition=cond.composition, ranking=cond.ranking)
        return openers_of(hand, share, seat) is not None
    held = len(hand.zones.placed(cond.zone, seat))
    size = min(cond.ranking.cards, held)
    if size < max(cond.ranking.min_cards, 1):
        return False
    composition = Composition(size=size, sources=(Source(zone=cond.zone),))
    return openers_of(hand, ir.Share(name="makes", composition=composition, ranking=cond.ranking), seat) is not None


def beats(hand: Hand, cond: c.Beats) -> bool:
    """The face-up cards of the seat whose turn it is rank above every other live seat's;
    wild cards count as they do for who bets first (only those everyone can tell)."""
    from pokerlang.engine.showing import rank_showing
    from pokerlang.engine.wilds import seat_wilds

    seat = hand.only_seat
    if seat is None:
        return False

    def showing(s: int) -> HandValue | None:
        return rank_showing(
            cond.ranking, hand.zones.face_up(cond.zone, s), seat_wilds(hand, hand.game.wilds, s, public_only=True)
        )

    mine = showing(seat)
    if mine is None:
        return False
    others = (showing(s) for s in range(hand.players) if s != seat and hand.live[s])
    return all(mine > v for v in others if v is not None)


def holds_for(hand: Hand, condition: Any, scene: ev.Scene) -> bool:
    """A step's own condition (None: always), asked in its scene: for its seat."""
    if condition is None:
        return True
    seat, ending = hand.only_seat, hand.ending
    hand.effect(PlayFor(seat=scene.seat))
    hand.effect(EndingScene(scene=scene))
    try:
        return holds(hand, condition)
    finally:
        hand.effect(PlayFor(seat=seat))
        hand.effect(EndingScene(scene=ending))
