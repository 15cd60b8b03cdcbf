"""A pairwise showdown settles in units between the players' stacks, with no pot: the
rules that make a pot (forced bets, betting rounds, a price to pay) cannot go with it,
nor can a repeat, whose next deal would play for the pot."""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.check.budget import Problem
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.syntax import ast

HINT = "a pairwise showdown pays each pair of players in units, from stack to stack: "


def pairwise_problems(game: ir.Game) -> list[Problem]:
    found: list[tuple[ir.Showdown, bool]] = []
    for street in game.streets:
        found += _showdowns(street.actions, repeated=False)
    if not found:
        return []
    problems = [
        Problem(
            s,
            "a pairwise showdown in a repeat: nothing is left in a pot for the next deal",
            HINT + "no repeat",
            code="E418",
        )
        for s, repeated in found
        if repeated
    ]
    forced = game.forced
    if forced.blinds or forced.ante or forced.button_blind or forced.straddle:
        problems.append(
            Problem(
                ast.Forced,
                "forced bets make a pot, and a pairwise showdown has none",
                HINT + "write `forced none`",
                code="E418",
            )
        )
    for action in game.actions():
        priced = (
            isinstance(action, ir.Bet)
            or (isinstance(action, ir.Draw) and action.price is not None)
            or (isinstance(action, ir.Declare) and any(o.price is not None for o in action.options))
        )
        if priced:
            problems.append(
                Problem(
                    action,
                    "chips paid here go to a pot, and a pairwise showdown has none",
                    HINT + "remove this step",
                    code="E418",
                )
            )
    return problems


def _showdowns(actions: Iterable[ir.Action], repeated: bool) -> list[tuple[ir.Showdown, bool]]:
    """Every pairwise showdown, and whether a repeat holds it."""
    out: list[tuple[ir.Showdown, bool]] = []
    for action in actions:
        if isinstance(action, ir.Showdown) and action.pairwise is not None:
            out.append((action, repeated))
        elif isinstance(action, ir.Repeat):
            out += _showdowns(action.body, True)
        elif isinstance(action, c.If):
            out += _showdowns(action.then + action.otherwise, repeated)
        elif isinstance(action, c.Turns):
            out += _showdowns(action.body, repeated)
    return out
