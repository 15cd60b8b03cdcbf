"""``moves N each on grid { ... }``: the turns of moves made on a grid zone's cards
(``engine.grid`` lays the cards out and says what a move is)."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from collections.abc import Iterable

from pokerlang.ir import game as ir
from pokerlang.codec.actions import Move
from pokerlang.codec.options import MoveOption, Option
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.grid import Space
from pokerlang.engine.hand import Hand


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class MovesStep:
    """``moves``: one move at a time, the seats alternating in the order listed."""

    def __init__(self, hand: Hand, step: ir.Moves):
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
        place = {seat: i for i, seat in enumerate(order)}
        # Written without a lambda: mypyc builds no closure in a plain class (pokerlang.native).
        listed = list(cursors)
        ranked = sorted([(place.get(c.seat - 1, len(order)), i) for i, c in enumerate(listed)])
        return [listed[i] for _, i in ranked]

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
                fresh = hand.next_card()
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
