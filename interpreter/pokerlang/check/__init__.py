"""Static analysis of a compiled Game: card budget, contradictions, unused names.

Name resolution, did-you-mean and number ranges are checked while compiling; what is
here needs the whole Game at once.
"""

from __future__ import annotations

from pathlib import Path

import attrs
from typing import Any

from pokerlang.check.blame import at_author
from pokerlang.check.budget import card_budget
from pokerlang.check.declared import unread_declarations
from pokerlang.check.flow import contradictions, unused
from pokerlang.check.hands import big_hands_at_every_count
from pokerlang.check.side_bets import house_problems
from pokerlang.check.legs import leg_problems
from pokerlang.check.pairwise import pairwise_problems
from pokerlang.check.match import match_problems, rules_not_played
from pokerlang.check.runs import runs_problems
from pokerlang.check.shown import shown_problems
from pokerlang.check.openers import bring_in_under_blinds
from pokerlang.check.stakes import ante_problems
from pokerlang.check.straights import categories_below_high_card, stripped_straights
from pokerlang.check.wilds import wild_problems
from pokerlang.compiler import Compiled, compile_source
from pokerlang.compiler.collect import MAX_ERRORS, at_most
from pokerlang.compiler.rotation import check_rotation
from pokerlang.diagnostics import Diagnostic, PokerlangError, Span
from pokerlang.ir.rotation import Rotation


def fewer_players(game) -> list:
    """``deck ... up to N players, else ...``: the game as N players play it, with the other
    deck (each tier's), checked as well: its card budget (N the most seats that deck must
    serve), its wild cards and its runs. (Its hands' sizes are checked at every count with
    the rest.)"""
    problems = []
    for tier in game.smaller_decks():
        small, up_to = tier.game, tier.up_to
        most = attrs.evolve(small, max_players=up_to)  # the same steps (and nodes), seated up to N
        problems += card_budget(small, up_to).problems + wild_problems(small) + runs_problems(most)
        problems += stripped_straights(small)
    return problems


def analyse(compiled: Compiled) -> list[Diagnostic]:
    game = compiled.game
    tally = card_budget(game)
    problems = (
        tally.problems
        + contradictions(game, tally)
        + big_hands_at_every_count(game, tally)
        + unused(game)
        + unread_declarations(game)
        + wild_problems(game)
        + leg_problems(game)
        + pairwise_problems(game)
        + house_problems(game)
        + runs_problems(game)
        + match_problems(game)
        + rules_not_played(compiled)
        + shown_problems(game)
        + stripped_straights(game)
        + bring_in_under_blinds(game)
        + ante_problems(game)
        + categories_below_high_card(game)
        + fewer_players(game)
    )
    if any(p.code == "E222" for p in problems):
        # A `throw in` outside deal after deal (its showdown left out of the repeat) makes the
        # repeat look endless and its cards unbounded: those follow from it, and are not said.
        problems = [p for p in problems if p.code not in ("E203", "E213", "E215")]
    diagnostics, said = [], set()
    for problem in problems:
        path, span = (
            setting_line(compiled, problem.node)
            if isinstance(problem.node, type)
            else end_of_file(compiled)
            if problem.node is None
            else compiled.where(problem.node)
        )
        diagnostic = Diagnostic(
            path,
            span,
            problem.message,
            problem.hint,
            severity=problem.severity,
            source=compiled.loader.sources.get(path),
            code=problem.code,
        )
        if problem in tally.problems:  # the budget of a variation: the author's line is to blame
            diagnostic = at_author(compiled, diagnostic, problem.node)
        # Said once: both blocks of a shorthand's `if` hold the same step, and the steps of
        # a file extended come to the one line of the author's that they follow.
        key = (diagnostic.path, diagnostic.span, diagnostic.message)
        if key not in said:
            said.add(key)
            diagnostics.append(diagnostic)
    return diagnostics


def setting_line(compiled: Compiled, kind: type[Any]) -> tuple[str, Span]:  # any AST setting: each has a span
    """Where a setting of AST class ``kind`` is written: the variant's own line, else the
    line of the file it extends (a setting carries over), else the whole file."""
    for path, tree in sorted(compiled.loader.trees.items(), key=lambda pair: pair[0] != compiled.game.path):
        item = next((i for i in tree.items if isinstance(i, kind)), None)
        if item is not None:
            return path, item.span
    return compiled.where(None)


def end_of_file(compiled: Compiled) -> tuple[str, Span]:
    """Where the variant's own file ends: the place of what it lacks (a file with no step)."""
    path = compiled.game.path
    lines = compiled.loader.sources.get(path, "").rstrip().split("\n")
    return path, Span.at(len(lines), len(lines[-1]) + 1)


def check_file(path: str | Path) -> list[Diagnostic]:
    """Every diagnostic for one file: syntax and compile errors, then static analysis."""
    return check_source(path)[1]


def check_source(path: str | Path, text: str | None = None) -> tuple[Compiled | None, list[Diagnostic]]:
    """``check_file`` of a file whose ``text`` may be given rather than read (an editor's
    unsaved buffer), with the compiled file when it compiles (None when it does not)."""
    try:
        compiled = compile_source(path, text)
        diagnostics = analyse(compiled)
        return compiled, diagnostics if len(diagnostics) <= MAX_ERRORS else at_most(diagnostics)
    except PokerlangError as err:
        if err.unusable:  # the file could not be read at all: the caller exits 2
            raise
        if [(d.code, d.path) for d in err.diagnostics] == [("E120", str(path))]:
            return None, check_rotation(path, analyse)[1]  # a mixed game: its file, then each of its games
        return None, list(err.diagnostics)


def check_game(path: str | Path, text: str | None = None):
    """The Game of a file that checks clean (``text``: the file's text, given rather than
    read), or PokerlangError with every diagnostic: what ``pokerlang.load`` runs."""
    compiled = compile_source(path, text)
    errors = [d for d in analyse(compiled) if d.severity == "error"]  # a warning does not stop a game
    if errors:
        raise PokerlangError(at_most(errors))
    return compiled.game


def load_rotation(path: str | Path) -> Rotation:
    """The Rotation of a rotation file that checks clean with every game of it, or
    PokerlangError with the errors."""
    rotation, found = check_rotation(path, analyse)
    if rotation is None:
        raise PokerlangError([d for d in found if d.severity == "error"])
    return rotation
