"""``expose N from Z next``: the roll. No one decides: every live seat's first ``N``
face-down cards of ``Z``, in the zone's order (the order the cards were dealt or laid
out in), turn face up at once, as in Anaconda or Night Baseball.

Its log line is a ``roll``, not an ``expose``: an ``expose`` line is a player's
decision, which a hand made again (``engine.resample``) makes again.

A card a roll turns face up is a card dealt face up to the game's events (``when dealt
up fours { ... }``): the roll stops at it, the event's block is played for that seat,
and the roll goes on after it (``RollOn``), as a deal does. An event on a card dealt
either way (``when dealt kings``) went off when the card was dealt face down: turning
it up does not set it off again (each matching card sets an event off once, which is
what ``check`` keeps cards back for).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.engine.control import ForSeat, turn_order
from pokerlang.engine.named import resolved
from pokerlang.frozen import frozen_value
from pokerlang.ir import game as ir
from pokerlang.engine.effects import EventsFired, StepsAhead

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


@frozen_value
class RollOn:
    """The rest of a roll that an event stopped: the seats still to roll, in order, and
    how many cards the first of them has still to turn."""

    step: ir.Roll
    order: tuple[int, ...]
    first: int


def roll(hand: Hand, step: ir.Roll | RollOn) -> None:
    if isinstance(step, RollOn):
        order, first, step = list(step.order), step.first, step.step
    else:
        order, first = turn_order(hand), step.count  # in a turn's block, that player alone
    zones = hand.zones
    while order:
        seat, count = order.pop(0), first
        first = step.count
        if not hand.live[seat]:  # folded in an event's block
            continue
        down = [p.card for p in zones.placed(step.zone, seat) if not p.face_up][:count]
        for n, c in enumerate(down, 1):
            zones.turn_up(step.zone, seat, c)
            fired = [
                i for i, e in enumerate(hand.game.events) if e.face_up is True and resolved(hand, e.pattern).matches(c)
            ]
            if fired or n == len(down):  # one log line for the seat's cards, up to an event's card
                hand.record("roll", seat, cards=down[:n], zone=step.zone)
            if fired:
                _stop(
                    hand,
                    seat,
                    fired,
                    RollOn(step=step, order=(seat, *order), first=count - n)
                    if count > n
                    else (RollOn(step=step, order=tuple(order), first=step.count) if order else None),
                )
                return


def _stop(hand: Hand, seat: int, fired: list[int], rest: RollOn | None) -> None:
    """Play the events' blocks for the seat at once, then the rest of the roll."""
    hand.effect(EventsFired(events=tuple(fired)))
    block: list[object] = [ForSeat(seat=seat, action=a) for i in fired for a in hand.game.events[i].body]
    if rest is not None:
        block.append(rest)
    hand.effect(StepsAhead(steps=tuple([(hand.street, a) for a in block])))
