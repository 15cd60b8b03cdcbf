"""A side bet against the house is the chips a seat paid for declaring an option of the
bet's name: a bet no priced option makes could never be placed. A forced bet is posted
with the ante, and an option of its name would mix its chips with a declaration's. A
draw's price is paid into a pot, and against the house there is none."""

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
    offered = {o.name for a in game.every_action() if isinstance(a, ir.Declare) for o in a.options}
    problems = []
    against = any(isinstance(a, ir.Showdown) and a.house is not None for a in game.every_action())
    for action in game.every_action():
        if against and isinstance(action, ir.Draw) and action.price is not None:
            problems.append(
                Problem(
                    action,
                    "a draw's price goes into the pot, and against the house there is no pot:"
                    " it would count in the player's stake and be paid back with it",
                    "charge it as a payment to the house after the draw, by the cards drawn: `draw 0..5 from"
                    " hand` then `each in turn { pay drawn(seat) * 1 ante from seat to house }`",
                    code="E448",
                )
            )
        if not isinstance(action, ir.Showdown) or action.house is None:
            continue
        for bet in action.house.side_bets:
            if bet.antes and bet.name in offered:
                problems.append(
                    Problem(
                        action,
                        f"forced bet '{bet.name}' is posted with the ante, and a declaration offers "
                        f"'{bet.name}' too: its chips would count in the bet",
                        f"name the option or the bet otherwise (`declare play-{bet.name} = ...`)",
                        code="E447",
                    )
                )
            elif not bet.antes and bet.name not in priced:
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
