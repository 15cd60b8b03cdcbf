"""``wild ...`` lines and ``with ... wild`` share clauses (AST) -> ``ir.wild.Wild``; the
jokers of ``deck ... + N jokers``."""

from __future__ import annotations

import attrs

from pokerlang.cards.card import JOKERS
from pokerlang.compiler.patterns import lower_pattern
from pokerlang.diagnostics import Span, did_you_mean
from pokerlang.ir.wild import Wild
from pokerlang.syntax import ast


def lower_wild(node: ast.Wild, lowering, fail, path: str) -> Wild:
    """One rule, marked with where it was written (``check`` points at it)."""
    return lowering.mark(_wild(node, lowering.zones, fail), path, node.span)


def _wild(node: ast.Wild, zones: dict, fail) -> Wild:
    """``zones``: the game's zones by name (a seat's lowest card is looked for in one)."""
    if node.kind in ("lowest", "down", "last"):
        assert node.zone is not None, "the grammar writes a zone after `rank of`"
        name = node.zone.text
        zone = zones.get(name)
        if zone is None:
            raise fail(node.zone.span, f"there is no zone '{name}'", did_you_mean(name, list(zones)), code="E101")
        said = _said(node)
        if zone.per_seat and not node.per_seat:
            raise fail(
                node.zone.span,
                f"zone '{name}' is a seat's: each player's own cards there make their ranks wild for them alone",
                f"write `wild {said} per seat`",
                code="E501",
            )
        if not zone.per_seat and node.per_seat and node.kind != "down":
            raise fail(
                node.zone.span,
                f"zone '{name}' is shared: the same card there is wild for every player",
                f"write `wild {said}` without `per seat`",
                code="E501",
            )
        if not zone.per_seat and node.per_seat:
            hint = f"write `wild rank of {name}`: the ranks of its face-up cards are wild for every player"
            raise fail(
                node.zone.span,
                f"zone '{name}' is shared: it has no seats to find a face-down card for",
                hint,
                code="E501",
            )
        if zone.grid is not None:
            raise fail(
                node.zone.span,
                f"zone '{name}' is a grid: its cards lie in the seats' rows, not in one place",
                "name a shared zone dealt like a board, e.g. `zone spit shared public`",
                code="E504",
            )
        kind = node.kind if zone.per_seat or node.kind == "last" else "lowest_up" if node.kind == "lowest" else "up"
        return Wild(kind=kind, zone=name, bug=node.bug, highest=node.highest)
    assert node.pattern is not None, "the grammar writes the cards of the other kinds"
    atoms = node.pattern.atoms
    if atoms and atoms[0].span.line != node.span.line:
        # Nothing after `wild` on its line: the next line's words were read as the cards.
        at = Span(node.span.line, node.span.column, node.span.line, node.span.column + len("wild"))
        raise fail(
            at, "a wild line names its cards on the same line", "e.g. `wild deuces`, `wild jokers as bug`", code="E010"
        )
    if node.per_seat:
        raise fail(
            node.span,
            "`per seat` reads a seat's own zone, and these cards are named for everyone",
            "write `wild rank of ZONE per seat` (a seat's face-down cards there), or leave `per seat` out",
            code="E453",
        )
    if node.pattern.named():
        raise fail(
            node.pattern.named()[0].span,
            "a rank named by a card dealt makes a wild line of its own",
            "write it on a line of its own, the other cards on another: `wild deuces` and `wild rank of ZONE`",
            code="E451",
        )
    return Wild(kind=node.kind, pattern=lower_pattern(node.pattern, fail), bug=node.bug)


def _said(node: ast.Wild) -> str:
    """The rule as written, without `per seat`: ``highest rank of hole``."""
    assert node.zone is not None
    if node.kind == "last":
        return f"rank of last card dealt to {node.zone.text}"
    end = ("highest " if node.highest else "lowest ") if node.kind == "lowest" else ""
    return f"{end}rank of {node.zone.text}"


def lower_game_wilds(lowering) -> tuple[Wild, ...]:
    """Every ``wild`` line of the program (a variation's add to its base's)."""
    out: list[Wild] = []
    for placed in lowering.program.wilds:
        fail = lowering.fail_at(placed.path)
        rule = lower_wild(placed.item, lowering, fail, placed.path)
        if placed.item.condition is not None:  # `wild deuces if dealer declared deuces`
            rule = attrs.evolve(rule, condition=lowering.condition(placed.item.condition, fail))
        out.extend(lowering.mark(r, placed.path, placed.item.span) for r in by_face(placed.item, rule, fail))
    return tuple(out)


def by_face(node: ast.Wild, rule: Wild, fail) -> tuple[Wild, ...]:
    """``wild jokers face down, as bug face up``: one rule for each face written."""
    if not node.faces:
        return (rule,)
    if rule.kind != "cards":
        raise fail(
            node.span,
            "only cards named by a pattern can be wild by the way they lie",
            "write the face after a pattern: `wild jokers face down, as bug face up`",
            code="E434",
        )
    if len(node.faces) == 2 and node.faces[0][1] == node.faces[1][1]:
        raise fail(
            node.span,
            f"the line says face {node.faces[0][1]} twice",
            "name each face once: `wild jokers face down, as bug face up`",
            code="E434",
        )
    return tuple(attrs.evolve(rule, bug=bug, face=face) for bug, face in node.faces)


def deck_jokers(deck: ast.Deck | None, fail) -> int:
    if deck is None or deck.jokers is None:
        return 0
    n = deck.jokers
    if not 1 <= n.value <= JOKERS:
        raise fail(n.span, f"a deck of {n.value} jokers", f"a deck has 1 or {JOKERS} jokers", code="E050")
    return n.value
