"""``set N of Z into ROW n, ...`` (``ir.rows.SetRows``): each player still in, one after
another from the dealer's left, sets cards of its own zone face up into its rows, each
of which holds at most so many cards in all (open-face Chinese poker).

A decision is one card into one row (``Set(card, row)``), so a seat is offered at most
cards x rows actions (15 for five cards and three rows) where a whole set of five would be
up to 243; the seat decides its cards one after another, and nobody else acts in
between, so what the later players see is the whole set, as at the table. A card goes
face up at once. A row that is full is not offered; a seat sets as many cards as it
holds, up to N, and as its rows have room for. With ``discard_rest`` the
cards left in the zone are thrown away face down once the seat has set its cards
(Pineapple: three dealt, two set, one thrown away).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from typing import TYPE_CHECKING, cast

from pokerlang.codec.actions import Set
from pokerlang.engine.control import turn_order
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.lookahead import copy_fields
from pokerlang.codec.options import Option
from pokerlang.ir.rows import SetRows

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class SetRowsStep:
    """A round of setting cards into rows, one card a decision."""

    def __init__(self, hand: Hand, step: SetRows):
        self.hand = hand
        self.step = step
        self.queue = turn_order(hand)
        self.left = 0  # cards the seat to act must still set
        self._offered: list[Option] | None = None
        self._next_seat()

    def __deepcopy__(self, memo: dict[int, object]) -> SetRowsStep:
        return cast(SetRowsStep, copy_fields(self, memo))  # a look-ahead copies thousands

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue else None

    def room(self, seat: int) -> dict[str, int]:
        """Each row's room left, in the order the step names the rows."""
        zones = self.hand.zones
        return {r.zone: max(0, r.size - len(zones.cards(r.zone, seat))) for r in self.step.rows}

    def legal(self) -> list[Option]:
        offered = self._offered
        if offered is None:
            seat = self.queue[0]
            rows = [row for row, room in self.room(seat).items() if room]
            cards = self.hand.zones.cards(self.step.source, seat)
            offered = self._offered = [Set(c, row) for c in cards for row in rows]
        return list(offered)

    def cards_renamed(self) -> None:
        self._offered = None

    def apply(self, action: object) -> None:
        seat = self.queue[0]
        if not isinstance(action, Set) or action not in self.legal():
            raise self.refusal(seat, action)
        self._offered = None
        zones = self.hand.zones
        zones.take(self.step.source, seat, action.card)
        zones.put(action.row, seat, action.card, True)
        self.hand.record("set", seat, cards=(action.card,), zone=action.row)
        self.left -= 1
        if not self.left:
            self._done(seat)
            self.queue.pop(0)
            self._next_seat()

    def _next_seat(self) -> None:
        """The next seat with a card to set; a seat with none (no card, or no room) is done
        at once."""
        while self.queue:
            seat = self.queue[0]
            held = len(self.hand.zones.cards(self.step.source, seat))
            self.left = min(self.step.count, held, sum(self.room(seat).values()))
            if self.left:
                return
            self._done(seat)
            self.queue.pop(0)

    def _done(self, seat: int) -> None:
        zones = self.hand.zones
        rest = zones.cards(self.step.source, seat)
        if self.step.discard_rest and rest:
            for c in rest:
                zones.take(self.step.source, seat, c)
            zones.to_muck(rest)
            self.hand.record("discard", seat, cards=rest, to=(seat,))

    def refusal(self, seat: int, action: object) -> IllegalAction:
        if not isinstance(action, Set):
            return IllegalAction(f"seat {seat} must set a card into a row now, not {type(action).__name__}", "set step")
        if action.card not in self.hand.zones.cards(self.step.source, seat):
            return IllegalAction(f"seat {seat} does not hold {action.card} in {self.step.source}", "card not in hand")
        room = self.room(seat)
        if action.row not in room:
            rows = ", ".join(room)
            return IllegalAction(f"'{action.row}' is not a row of this step: {rows}", "not a row")
        return IllegalAction(f"row '{action.row}' of seat {seat} is full", "row full")
