"""Tallies (``ir.expr.Tally``): counts kept from hand to hand, one for each seat or one for
the table, and players put out of the game (``ir.expr.PutOut``).

A hand starts with the counts the table gives it (``TableStakes.tallies``; a tally not
given starts where the file says) and its result reports them as it ends, with the seats
put out (``HandResult.tallies``, ``HandResult.out``): the table, not the hand, carries
them on (``runner.tallies``)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import attrs

from pokerlang.engine import expr as ev
from pokerlang.engine.conditions import holds_for
from pokerlang.engine.effects import OutAfterHand
from pokerlang.engine.expr import seats
from pokerlang.engine.errors import EngineError
from pokerlang.ir import expr as e

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand
    from pokerlang.engine.table import TableStakes
    from pokerlang.ir.game import Game


def start_tallies(game: Game, stakes: TableStakes, players: int) -> dict[str, list[int]]:
    given = dict(stakes.tallies)
    out: dict[str, list[int]] = {}
    for tally in game.tallies:
        size = players if tally.per_seat else 1
        # a count for the hand alone starts over; one kept from hand to hand, as given
        counts = [tally.start] * size if tally.each_hand else list(given.get(tally.name, (tally.start,) * size))
        if len(counts) != size:
            whose = f"one for each of {players} seats" if tally.per_seat else "one for the table"
            raise EngineError(f"the tally '{tally.name}' is given {len(counts)} counts, not {whose}")
        out[tally.name] = counts
    return out


def tally_step(hand: Hand, step: e.AddTally | e.PutOut, scene: ev.Scene) -> None:
    """``add``, ``set`` or ``put ... out``, for each seat it names in turn from the dealer's
    left (the amount and the condition asked for that seat), or once for the table."""
    if isinstance(step, e.AddTally) and step.seats is None:
        if holds_for(hand, step.condition, scene):
            _count(hand, step, 0, scene)
        return
    assert step.seats is not None
    named = seats(hand, step.seats, scene.seat, scene)
    with ev.cards_unmoved(hand):  # counts change, cards do not: each seat's condition reads the same table
        for seat in [s for s in hand.seating.from_left_of_button() if s in named]:
            here = attrs.evolve(scene, seat=seat)
            if not holds_for(hand, step.condition, here):
                continue
            if isinstance(step, e.PutOut):
                hand.effect(OutAfterHand(seat=seat))
            else:
                _count(hand, step, seat, here)


def _count(hand: Hand, step: e.AddTally, at: int, scene: ev.Scene) -> None:
    amount = math.floor(ev.value(step.amount, hand, scene))
    counts = hand.tallies[step.tally]
    counts[at] = amount if step.replace else counts[at] + amount
