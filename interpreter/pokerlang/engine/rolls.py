"""``expose N from Z next``: the roll. No one decides: every live seat's first ``N``
face-down cards of ``Z``, in the zone's order (the order the cards were dealt or laid
out in), turn face up at once, as in Anaconda or Night Baseball.

Its log line is a ``roll``, not an ``expose``: an ``expose`` line is a player's
decision, and a replay (``runner.rebuild``) asks the seat for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.engine.control import turn_order
from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine.state import State


def roll(hand: State, step: ir.Roll) -> None:
    zones = hand.zones
    for seat in turn_order(hand):  # every player still in; in a turn's block, that player alone
        down = [p.card for p in zones.placed(step.zone, seat) if not p.face_up][:step.count]
        for c in down:
            zones.turn_up(step.zone, seat, c)
        if down:
            hand.record("roll", seat, cards=down, zone=step.zone)
