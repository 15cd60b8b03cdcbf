"""The showing of the showdown's hands: in turn, and where the showdown allows it, any
may be mucked instead (``showing.muck``; the phrase ``surrender keeps Z``).

The rules, as the table plays them when players are reluctant to show:

* The players still in show in the showdown's order (from the seat the showing names,
  the last bettor or raiser of the final round for ``order last-aggressor``, else from
  the dealer's left). Each in turn shows its hand or surrenders it.
* A shown hand is turned face up: every seat sees it from then on.
* A surrendered hand is mucked unseen, but the zones the showing keeps (a seat's public
  cards) stay where they are, face up, so the others may still use them. The seat stays
  "in" for the pots' sake (its chips still build them) but wins no share of any pot
  a hand still in contests.
* The last hand not surrendered need not be shown: once every other seat has
  mucked, it takes the pot unseen.
* A side pot whose every claimant surrendered goes to the last of them to muck: when
  it mucked, nobody was left to contest that pot with it.

Where no hand may be mucked, there is nothing to decide: the step ends at once and
every hand is shown as the pots are settled (``engine.showdown``).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from typing import TYPE_CHECKING, cast

from pokerlang.ir import game as ir
from pokerlang.codec.actions import Muck, Show
from pokerlang.codec.options import Option
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.lookahead import copy_fields
from pokerlang.engine.showdown import show_order

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.codec.actions import Action
    from pokerlang.engine.hand import Hand

RULE = "show or muck"


_SHOW = Show()
_SHOW_OR_MUCK: tuple[Option, ...] = (_SHOW, Muck())  # frozen values: the same two every time


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class ShowStep:
    """Each seat still in, in showdown order, shows or (where allowed) mucks its hand."""

    def __init__(self, hand: Hand, step: ir.Showdown):
        self.hand = hand
        self.step = step
        self.asks = step.showing.muck  # whether anyone decides: otherwise all are shown
        self.queue = show_order(hand, step) if self.asks else []
        self.shown: list[int] = []  # in the order shown
        self.mucked: list[int] = []  # in the order mucked
        if self.asks:
            self._settle_alone()

    def __deepcopy__(self, memo: dict[int, object]) -> ShowStep:
        return cast(ShowStep, copy_fields(self, memo))  # a look-ahead copies thousands

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue else None

    def legal(self) -> list[Option]:
        return list(_SHOW_OR_MUCK)

    def apply(self, action: object) -> None:
        seat = self.to_act
        assert seat is not None  # State.apply asks only while a seat is to act
        if isinstance(action, Show):
            self.show(seat)
            self.queue.pop(0)  # a hand shown leaves as many standing: nobody is left alone by it
        elif isinstance(action, Muck):
            self.muck(seat)
            self.queue.pop(0)
            self._settle_alone()
        else:
            raise IllegalAction(f"seat {seat} must show or muck its hand now, not {type(action).__name__}", RULE)

    def show_round(self, actions: list[tuple[int, Action]]) -> int:
        """Every seat to act shows its hand, in turn, until nobody is left to: how many
        showed, each (seat, Show) appended to ``actions`` (the hand's)."""
        done = 0
        queue = self.queue
        while queue:
            seat = queue.pop(0)
            self.show(seat)
            actions.append((seat, _SHOW))
            done += 1
        return done

    def show(self, seat: int) -> None:
        zones = self.hand.zones
        for name in zones.seat_zones:
            zones.turn_all_up(name, seat)
        self.shown.append(seat)
        self.hand.record("show", seat, cards=_held(self.hand, seat))

    def muck(self, seat: int) -> None:
        zones = self.hand.zones
        gone: list[Card] = []
        for name in zones.seat_zones:
            if name in self.step.showing.keeps:
                continue  # stays in place, face up, for the others to use
            for c in zones.cards(name, seat):
                zones.take(name, seat, c)
                gone.append(c)
        zones.to_muck(gone)
        self.mucked.append(seat)
        self.hand.record("muck", seat)

    def _settle_alone(self) -> None:
        """Everyone else has mucked: the last hand still in is not shown at all."""
        standing = [s for s in self.hand.seating.from_left_of_button() if self.hand.live[s] and s not in self.mucked]
        if len(standing) == 1 and standing[0] not in self.shown:
            self.queue = []


def _held(hand: Hand, seat: int) -> tuple[Card, ...]:
    zones = hand.zones
    return tuple([p.card for name in zones.seat_zones for p in zones.held[(name, seat)]])
