"""Cards laid out in rows on the table, and the turns of moves made on them.

A grid zone (``zone grid shared public grid 2 x 6 stacks``) has one row per seat:
row 0 is the first seat's (the row nearest it, the bottom row), row 1 the second's.
Each space is a stack whose top card alone plays, for the showdown and for swapping;
the cards below stay on view. Cards dealt to the grid fill the spaces row by row,
left to right.

``moves N each on grid { seat 1 from left  seat 2 from right  swap stack pass }``: the
seats take turns in the order listed, each making N moves. A seat's position starts
at one end of its own row and shifts one space towards the other end every move,
going back to the start once it has passed the last space. At its position a seat may

* ``swap``: exchange the top card there with the top card of an adjacent space,
* ``stack``: put the top card there onto an adjacent space; a space left empty is
  dealt a new card face up,
* ``pass``.

Adjacent is directly above, below, left or right; never diagonal, and a row does
not wrap round. Moves name spaces as ``(row, column)``, both counted from 0, columns
from the left.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from pokerlang.cards.card import Card
from pokerlang.ir import game as ir
from pokerlang.codec.actions import Move
from pokerlang.codec.options import MoveOption as MoveOption  # moved to the codec; still importable here
from pokerlang.codec.options import Option
from pokerlang.engine.errors import IllegalAction

if TYPE_CHECKING:
    from pokerlang.engine.state import State

Space = tuple[int, int]


class GridCards:
    """The spaces of one grid zone, each a stack listed from the bottom card up."""

    def __init__(self, rows: int, columns: int):
        self.rows, self.columns = rows, columns
        self.spaces: list[list[list[Card]]] = [[[] for _ in range(columns)] for _ in range(rows)]

    def lay(self, c: Card) -> None:
        """A dealt card goes to the first empty space, row by row; on a full grid, onto
        the first space (a deal of more cards than spaces stacks them)."""
        for row in self.spaces:
            for stack in row:
                if not stack:
                    stack.append(c)
                    return
        self.spaces[0][0].append(c)

    def top(self, space: Space) -> Card | None:
        stack = self.spaces[space[0]][space[1]]
        return stack[-1] if stack else None

    def tops(self, row: int) -> tuple[Card, ...]:
        """The cards that play in a row: the top card of each space."""
        if not 0 <= row < self.rows:
            return ()
        return tuple(stack[-1] for stack in self.spaces[row] if stack)

    def cards(self) -> list[Card]:
        return [c for row in self.spaces for stack in row for c in stack]

    def clear(self) -> None:
        self.spaces = [[[] for _ in range(self.columns)] for _ in range(self.rows)]

    def adjacent(self, space: Space) -> tuple[Space, ...]:
        r, c = space
        near = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return tuple((y, x) for y, x in near if 0 <= y < self.rows and 0 <= x < self.columns)

    def view(self) -> list[list[list[Card]]]:
        return [[list(stack) for stack in row] for row in self.spaces]

    def copy(self) -> GridCards:
        twin = GridCards.__new__(GridCards)
        twin.rows, twin.columns, twin.spaces = self.rows, self.columns, self.view()
        return twin


class MovesStep:
    """``moves``: one move at a time, the seats alternating in the order listed."""

    def __init__(self, hand: State, step: ir.Moves):
        self.hand = hand
        self.step = step
        self.grid = hand.zones.grids[step.zone]
        columns = self.grid.columns
        self.turns: list[tuple[int, Space]] = []
        cursors = self._in_turn(step.cursors)
        for k in range(step.count):
            for cursor in cursors:
                seat = cursor.seat - 1
                if seat >= hand.players or not hand.live[seat]:
                    continue
                column = k % columns if cursor.side == "left" else columns - 1 - k % columns
                self.turns.append((seat, (seat, column)))

    def _in_turn(self, cursors: Iterable[ir.Cursor]) -> list[ir.Cursor]:
        """The cursors in the order their seats move: as listed, or, with ``first``, from
        the seat it names round the table (each row stays its seat's)."""
        if self.step.first is None:
            return list(cursors)
        order = list(self.hand.seating.clockwise(self.hand.opener_seat(self.step.first)))
        return sorted(cursors, key=lambda c: order.index(c.seat - 1) if c.seat - 1 in order else len(order))

    @property
    def to_act(self) -> int | None:
        return self.turns[0][0] if self.turns else None

    @property
    def position(self) -> Space | None:
        return self.turns[0][1] if self.turns else None

    def legal(self) -> list[Option]:
        at = self.position
        assert at is not None  # asked only while a seat is to move
        grid = self.grid
        near = grid.adjacent(at) if grid.top(at) is not None else ()  # an empty space has no card to move
        options: list[Option] = []
        for kind in self.step.moves:
            # A swap needs a card at both ends; a stack may go onto an empty space.
            targets = () if kind == "pass" else tuple(t for t in near if kind == "stack" or grid.top(t) is not None)
            if kind != "pass" and not targets:
                continue  # a grid of one space, or spaces never dealt to: nowhere to move to
            options.append(MoveOption(kind=kind, at=at, targets=targets))
        # A seat with no move it may make passes (the file may not list `pass`): the turns go on.
        return options or [MoveOption(kind="pass", at=at)]

    def apply(self, action: object) -> None:
        seat, at = self.turns[0]
        if not isinstance(action, Move) or not any(o.allows(action) for o in self.legal()):
            raise self._refusal(seat, at, action)
        hand, grid, zone = self.hand, self.grid, self.step.zone
        if action.kind == "swap":
            assert action.target is not None  # allowed: a swap names the space it swaps with
            target = tuple(action.target)
            a, b = grid.spaces[at[0]][at[1]], grid.spaces[target[0]][target[1]]
            a[-1], b[-1] = b[-1], a[-1]
            hand.record("swap", seat, cards=(b[-1], a[-1]), zone=zone)
        elif action.kind == "stack":
            assert action.target is not None  # allowed: a stack names the space it goes onto
            target = tuple(action.target)
            moved = grid.spaces[at[0]][at[1]].pop()
            grid.spaces[target[0]][target[1]].append(moved)
            hand.record("stack", seat, cards=(moved,), zone=zone)
            if not grid.spaces[at[0]][at[1]]:  # an empty space is dealt a new card face up
                fresh = hand._card()
                grid.spaces[at[0]][at[1]].append(fresh)
                hand.record("deal", None, cards=(fresh,), zone=zone)
        else:
            hand.record("pass", seat, zone=zone)
        hand.zones.mirror(zone)
        self.turns.pop(0)

    def _refusal(self, seat: int, at: Space, action: object) -> IllegalAction:
        if not isinstance(action, Move):
            return IllegalAction(f"seat {seat} must make a move now, not {type(action).__name__}", "moves")
        if action.kind not in self.step.moves:
            return IllegalAction(
                f"seat {seat} may {', '.join(self.step.moves)}, not {action.kind!r}", "the moves of this game"
            )
        return IllegalAction(
            f"space {action.target} is not next to seat {seat}'s position {at}: adjacent is"
            " directly above, below, left or right, within the grid",
            "adjacent spaces",
        )
