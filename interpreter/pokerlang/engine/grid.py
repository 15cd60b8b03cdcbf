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

from pokerlang.cards.card import Card
from pokerlang.codec.options import MoveOption as MoveOption  # moved to the codec; still importable here

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

    def __reduce__(self) -> tuple[type[GridCards], tuple[int, int], dict[str, list[list[list[Card]]]]]:
        """Pickled by its constructor, then its spaces (a compiled class is made by its
        constructor alone: ``pokerlang.native``)."""
        return (GridCards, (self.rows, self.columns), {"spaces": self.spaces})

    def copy(self) -> GridCards:
        twin = GridCards(self.rows, self.columns)  # a compiled class is made by its constructor alone
        twin.spaces = self.view()
        return twin
