"""The values of one kind anywhere in a game's steps (an amount's unit, a ranking an
amount names), each with the first step that holds it: for checks that look past a step's
own fields into its amounts and conditions."""

from __future__ import annotations

from typing import Any

import attrs

from pokerlang.ir import game as ir


def found_in_steps(game: ir.Game, kind: type, skip: tuple[type, ...] = ()) -> dict[Any, object]:
    """Each value of type ``kind`` in the steps, the events' blocks and the fold block, with
    the first step holding it; not inside the steps of types ``skip`` (checked apart)."""
    found: dict[Any, object] = {}

    def scan(value: object, step: object) -> None:
        if isinstance(value, kind):
            found.setdefault(value, step)
        elif isinstance(value, skip):
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
