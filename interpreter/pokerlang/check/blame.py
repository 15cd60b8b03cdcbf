"""A variation's card-budget error belongs to the author's file, not to the shipped base.

``extends holdem`` with ``players 2..23`` runs out of cards in holdem's river burn; the
base file is not wrong, the variation is. The error points at the author's line that
made the difference (their last step that takes cards before the one that runs out,
else their ``players`` or ``deck`` line, else their ``extends``), and the base line
where the cards run out follows as a note.
"""

from __future__ import annotations

from pokerlang.diagnostics import Diagnostic, Span
from pokerlang.ir import game as ir
from pokerlang.syntax import ast

TAKES_CARDS = (ir.Deal, ir.Burn, ir.Draw, ir.Moves)


def author_line(compiled, node) -> tuple[str, Span] | None:
    """Where in the author's own file a budget problem at ``node`` (in a base file) comes from."""
    game = compiled.game
    before = None
    for action in game.actions():
        if action is node:
            break
        path, span = compiled.where(action)
        if path == game.path and isinstance(action, TAKES_CARDS) and span.line:
            before = (path, span)
    if before is not None:
        return before
    tree = compiled.loader.trees.get(game.path)
    if tree is None:
        return None
    for kind in (ast.Players, ast.Deck, ast.Extends):
        item = next((i for i in tree.items if isinstance(i, kind)), None)
        if item is not None:
            return game.path, item.span
    return None


def at_author(compiled, diagnostic: Diagnostic, node) -> Diagnostic:
    """``diagnostic`` moved to the author's line, its base-file place kept as a note."""
    if diagnostic.path == compiled.game.path:
        return diagnostic
    blamed = author_line(compiled, node)
    if blamed is None:
        return diagnostic
    path, span = blamed
    note = Diagnostic(
        diagnostic.path,
        diagnostic.span,
        "the cards run out here, in the variant this one extends",
        severity="note",
        source=diagnostic.source,
    )
    return Diagnostic(
        path,
        span,
        diagnostic.message,
        diagnostic.hint,
        severity=diagnostic.severity,
        source=compiled.loader.sources.get(path),
        notes=(note,),
        code=diagnostic.code,
    )
