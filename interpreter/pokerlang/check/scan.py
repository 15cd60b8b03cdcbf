"""The values of one kind anywhere in a game's steps (an amount's unit, a ranking an
amount names), each with the first step that holds it: for checks that look past a step's
own fields into its amounts and conditions."""

from __future__ import annotations

from typing import Any, get_args

import attrs

from pokerlang.ir import game as ir

# A step's blocks hold steps of their own, each visited in its turn (``ir.walk``): what is
# found inside one is told by that inner step, the nearest to the line that says it.
_STEPS = get_args(ir.Action)


def found_in_steps(game: ir.Game, kind: type, skip: tuple[type, ...] = ()) -> dict[Any, object]:
    """Each value of type ``kind`` in the steps, the events' blocks and the fold block, with
    the first step holding it, the innermost (an `if` in a turn, not the turn); not inside
    the steps of types ``skip`` (checked apart)."""
    found: dict[Any, object] = {}

    def scan(value: object, step: object) -> None:
        if isinstance(value, kind):
            found.setdefault(value, step)
        elif isinstance(value, skip) or (value is not step and isinstance(value, _STEPS)):
            return
        elif isinstance(value, (tuple, list)):
            for item in value:
                scan(item, step)
        elif attrs.has(type(value)):
            for field in attrs.fields(type(value)):  # type: ignore[arg-type]  # has() said it is an attrs class
                scan(getattr(value, field.name), step)

    for step in game.every_action():
        if not isinstance(step, skip):
            scan(step, step)
    return found
