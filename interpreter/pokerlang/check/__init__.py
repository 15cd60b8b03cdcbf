"""Static analysis of a compiled Game: card budget, contradictions, unused names.

Name resolution, did-you-mean and number ranges are checked while compiling; what is
here needs the whole Game at once.
"""

from __future__ import annotations

from pathlib import Path

from pokerlang.check.blame import at_author
from pokerlang.check.budget import card_budget
from pokerlang.check.flow import contradictions, unused
from pokerlang.check.hands import big_hands
from pokerlang.check.wilds import wild_problems
from pokerlang.compiler import Compiled, compile_source
from pokerlang.compiler.collect import MAX_ERRORS, at_most
from pokerlang.diagnostics import Diagnostic, PokerlangError


def analyse(compiled: Compiled) -> list[Diagnostic]:
    game = compiled.game
    tally = card_budget(game)
    problems = (tally.problems + contradictions(game, tally) + big_hands(game, tally) + unused(game)
                + wild_problems(game))
    diagnostics, said = [], set()
    for problem in problems:
        path, span = compiled.where(problem.node)
        if (path, span, problem.message) in said:  # both blocks of a shorthand's `if` hold the same step
            continue
        said.add((path, span, problem.message))
        diagnostic = Diagnostic(path, span, problem.message, problem.hint,
                                source=compiled.loader.sources.get(path))
        if problem in tally.problems:  # the budget of a variation: the author's line is to blame
            diagnostic = at_author(compiled, diagnostic, problem.node)
        diagnostics.append(diagnostic)
    return diagnostics


def check_file(path: str | Path) -> list[Diagnostic]:
    """Every diagnostic for one file: syntax and compile errors, then static analysis."""
    try:
        diagnostics = analyse(compile_source(path))
        return diagnostics if len(diagnostics) <= MAX_ERRORS else at_most(diagnostics)
    except PokerlangError as err:
        if err.unusable:  # the file could not be read at all: the caller exits 2
            raise
        return list(err.diagnostics)


def check_game(path: str | Path, text: str | None = None):
    """The Game of a file that checks clean (``text``: the file's text, given rather than
    read), or PokerlangError with every diagnostic: what ``pokerlang.load`` runs."""
    compiled = compile_source(path, text)
    diagnostics = analyse(compiled)
    if diagnostics:
        raise PokerlangError(at_most(diagnostics))
    return compiled.game
