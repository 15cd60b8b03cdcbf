"""``winners`` and ``losers`` in a step of the hand (a payment, a tally's step, ``put ...
out``) name the players who won and lost a showdown: at the hand's end (``when hand
ends``), or, inside deal after deal, the latest showdown of the same deal. Before any
showdown of the deal they name nobody, and the step would do nothing: refused (E470).

A showdown under an ``if`` or in a turn counts as played for the steps after it (it may
be); each deal of a repeat that holds a showdown starts with none."""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import control as c
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir

SHOWN_SETS = ("winners", "losers")


def shown_problems(game: ir.Game) -> list[Problem]:
    problems: list[Problem] = []
    for street in game.streets:
        _walk(street.actions, False, problems)
    return problems


def _walk(actions, shown: bool, problems: list[Problem]) -> bool:
    """Whether a showdown may have been played by the end of ``actions``."""
    for action in actions:
        if isinstance(action, ir.Showdown):
            shown = True
        elif isinstance(action, ir.Repeat):
            inner = _walk(action.body, False if action.deals else shown, problems)
            shown = shown or inner
        elif isinstance(action, c.If):
            then = _walk(action.then, shown, problems)
            shown = _walk(action.otherwise, shown, problems) or then
        elif isinstance(action, c.Turns):
            shown = _walk(action.body, shown, problems)
        elif not shown:
            for name in _names(action):
                problems.append(_nobody(action, name))
    return shown


def _names(action) -> list[str]:
    if isinstance(action, e.Pay):
        named = [action.payers, action.payees]
    elif isinstance(action, (e.AddTally, e.PutOut)):
        named = [action.seats] if action.seats is not None else []
    else:
        return []
    return [n for n in dict.fromkeys(named) if n in SHOWN_SETS]


def _nobody(action, name: str) -> Problem:
    return Problem(
        action,
        f"'{name}' names nobody here: no showdown has been played before this step in this deal",
        "move the step after a showdown of the deal, or into `when hand ends { ... }`",
        code="E470",
    )
