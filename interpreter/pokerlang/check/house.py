"""A side bet against the house is the chips a seat paid for declaring an option of the
bet's name: a bet no priced option makes could never be placed."""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import game as ir


def house_problems(game: ir.Game) -> list[Problem]:
    priced = {
        o.name
        for a in game.every_action()
        if isinstance(a, ir.Declare)
        for o in a.options
        if o.price is not None and not o.leaves
    }
    problems = []
    for action in game.every_action():
        if not isinstance(action, ir.Showdown) or action.house is None:
            continue
        for bet in action.house.side_bets:
            if bet.name not in priced:
                problems.append(
                    Problem(
                        action,
                        f"side bet '{bet.name}' is made by declaring '{bet.name}', "
                        "and no declaration offers it at a price",
                        f"let the players make it before the deal: `declare {bet.name} = pay 1 ante, none together`",
                        code="E433",
                    )
                )
    return problems
