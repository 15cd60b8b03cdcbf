"""A declaration that nothing reads (E233).

A `declare` step whose choices cost nothing and fold nobody does something only through
what reads it: a `showdown declared`, a condition (`if seat declared high`), a deal to
those who declared a choice. Without a reader the players declare and nothing follows:
a file that declares high, low or both before a plain `showdown { ... }` plays cards
speak, which `check` used to let pass in silence.
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs

from pokerlang.check.budget import Problem
from pokerlang.ir import game as ir
from pokerlang.ir.house import SideBet

# The fields through which the IR reads a declaration's choice by name.
_READERS = ("option", "only_declared")


def unread_declarations(game: ir.Game) -> list[Problem]:
    actions = [*game.every_action(), *game.endings]
    if any(isinstance(a, ir.Showdown) and a.declared for a in actions):
        return []
    read = set(_read(actions)) | set(_read(game.wilds))  # a wild line's condition reads one too
    problems = []
    for declare in (a for a in actions if isinstance(a, ir.Declare)):
        options = declare.options
        if any(o.leaves or o.price is not None or o.up_to is not None or o.least is not None for o in options):
            continue  # declaring it pays or folds: it does something by itself
        if any(o.name in read for o in options):
            continue
        names = ", ".join(f"'{o.name}'" for o in options)
        problems.append(
            Problem(
                declare,
                f"players declare {names}, but nothing reads the declaration: a showdown that is not "
                "`declared` plays the cards as they speak",
                "contest the shares by declaration with `showdown declared { ... }`, or read it in a "
                "condition: `if seat declared high { ... }`",
                code="E233",
            )
        )
    return problems


def _read(nodes: object) -> Iterator[str]:
    """Every choice's name that a node reads, in the nodes and everything inside them."""
    if isinstance(nodes, (tuple, list)):
        for node in nodes:
            yield from _read(node)
    elif attrs.has(type(nodes)):
        if isinstance(nodes, SideBet):  # settles what a seat paid for declaring its name
            yield nodes.name
        for field in attrs.fields(type(nodes)):  # type: ignore[arg-type]  # attrs.has said so
            value = getattr(nodes, field.name)
            if field.name in _READERS and isinstance(value, str):
                yield value
            elif isinstance(value, (tuple, list)) or attrs.has(type(value)):
                yield from _read(value)
