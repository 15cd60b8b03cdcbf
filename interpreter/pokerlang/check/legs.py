"""Legs won and legs counted must go together (3-5-7, Guts to legs).

* ``alone wins a leg`` gives a leg to a player alone in at the showdown: it counts only
  inside deal after deal that ends when a player has N legs (``repeat until a player has
  4 legs``). Anywhere else the leg would never be counted, and the pot it leaves where
  it is would have nobody to go to (until one in: the game would never end).
* ``a player has N legs`` asks for legs that only such a showdown gives: with none,
  it never holds, and a repeat until it runs to the table's ``max_rounds``.
"""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import control as c
from pokerlang.ir import game as ir


def leg_problems(game: ir.Game) -> list[Problem]:
    problems: list[Problem] = []
    counted = [a for a in game.actions() if isinstance(a, ir.Repeat) and a.deals and isinstance(a.until, c.Legs)]
    inside = {id(x) for r in counted for x in ir.walk(r.body)}
    for action in game.actions():
        if isinstance(action, ir.Showdown) and action.pot.legs and id(action) not in inside:
            problems.append(
                Problem(
                    action,
                    "`alone wins a leg`: a leg counts only in deal after deal played until a player has N legs",
                    "play the deals inside `repeat until a player has 4 legs { ... }`, or remove `alone wins a leg`",
                    code="E516",
                )
            )
    for repeat in counted:
        legs = repeat.until.count if isinstance(repeat.until, c.Legs) else 0
        if not any(isinstance(a, ir.Showdown) and a.pot.legs for a in ir.walk(repeat.body)):
            problems.append(
                Problem(
                    repeat,
                    f"no showdown of these deals gives a leg, so nobody can reach the {legs} that end them",
                    "add `alone wins a leg` to a showdown inside, or write `repeat until one in { ... }`",
                    code="E517",
                )
            )
    for action in game.actions():
        asked = action.condition if isinstance(action, c.If) else getattr(action, "until", None)
        outside = asked is not None and id(action) not in inside and action not in counted
        if outside and asked is not None and any(isinstance(x, c.Legs) for x in c.conditions(asked)):
            problems.append(
                Problem(
                    action,
                    "legs are counted only over deal after deal: outside it, nobody has a leg",
                    "end deal after deal with it: `repeat until a player has 4 legs { ... }`, a showdown inside",
                    code="E517",
                )
            )
    return problems
