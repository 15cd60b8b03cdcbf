"""Warnings about the ante a file's lines name: an ante its stakes give a game of no forced
bet (posted all the same), and amounts counted in antes where the game has none (0 chips)."""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.check.scan import found_in_steps
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.syntax import ast


def ante_problems(game: ir.Game) -> list[Problem]:
    forced = game.forced
    levels = game.match is not None and any(level.ante for level in game.match.levels)
    posts_nothing = not (forced.blinds or forced.button_blind or forced.ante or forced.ante_big_blinds)
    pairwise = any(isinstance(a, ir.Showdown) and a.pairwise is not None for a in game.actions())
    problems = []
    if posts_nothing and game.stakes.ante and not levels and not pairwise:
        problems.append(
            Problem(
                ast.Stakes,
                f"the game posts no forced bet, but its stakes name an ante: every player antes"
                f" {game.stakes.ante} all the same (the table's ante)",
                "write `forced ante` to say so; for payments counted in antes without an ante posted,"
                " count them in chips instead (`pay 1 from players-in to pot`)",
                code="W006",
                severity="warning",
            )
        )
    no_ante = not (game.stakes.ante or forced.ante or forced.ante_big_blinds or levels)
    if no_ante:
        for unit, step in found_in_steps(game, e.Unit).items():
            if unit.unit == "ante":
                problems.append(
                    Problem(
                        step,
                        "an amount counted in antes, in a game with no ante: it is 0 chips unless the table"
                        " sets one (`--ante`)",
                        "give the game its ante (`stakes ante 1`), or count the amount in chips: `pay 1 from ...`",
                        code="W007",
                        severity="warning",
                    )
                )
                break
    return problems
