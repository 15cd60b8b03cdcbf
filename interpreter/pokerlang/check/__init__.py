"""Static analysis of a compiled Game: card budget, contradictions, unused names.

Name resolution, did-you-mean and number ranges are checked while compiling; what is
here needs the whole Game at once.
"""

from __future__ import annotations

from pathlib import Path

from pokerlang.check.budget import card_budget
from pokerlang.check.flow import contradictions, unused
from pokerlang.check.wilds import wild_problems
from pokerlang.compiler import Compiled, compile_source
from pokerlang.diagnostics import Diagnostic, PokerlangError


def analyse(compiled: Compiled) -> list[Diagnostic]:
    game = compiled.game
    tally = card_budget(game)
    problems = tally.problems + contradictions(game, tally) + unused(game) + wild_problems(game)
    diagnostics = []
    for problem in problems:
        path, span = compiled.where(problem.node)
        diagnostics.append(Diagnostic(path, span, problem.message, problem.hint,
                                      source=compiled.loader.sources.get(path)))
    return diagnostics


def check_file(path: str | Path) -> list[Diagnostic]:
    """Every diagnostic for one file: syntax and compile errors, then static analysis."""
    try:
        return analyse(compile_source(path))
    except PokerlangError as err:
        if err.unusable:  # the file could not be read at all: the caller exits 2
            raise
        return list(err.diagnostics)
