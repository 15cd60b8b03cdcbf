"""A rotation file -> a checked Rotation: each member found as ``extends`` finds a
variant (beside the file, then the shipped ones), compiled and checked on its own.

A rotation file says only the mixed game's title, the seats it may be played at
(``players``), the stakes of the whole game (``stakes``: each member takes the parts its
structure plays) and its rotation: the rules of each hand are its member's, unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import attrs

from pokerlang.compiler import Compiled, compile_source
from pokerlang.compiler.collect import at_most
from pokerlang.compiler.loader import Loader
from pokerlang.compiler.stakes import rotation_stakes
from pokerlang.diagnostics import Diagnostic, PokerlangError
from pokerlang.ir.rotation import Member, Rotation
from pokerlang.resources import variants_dir
from pokerlang.syntax import ast

ALLOWED = (ast.Game, ast.Players, ast.Stakes, ast.Rotation)  # what a rotation file may say
OWN_RULES = "a rotation file says its title, its players, its stakes and its rotation; write other rules in its games"
NOTHING = "write `rotation every N hands { ... }` (N at least 1) or `every orbit`, naming its games"


def rotation_in(tree: ast.File) -> ast.Rotation | None:
    return next((item for item in tree.items if isinstance(item, ast.Rotation)), None)


def is_rotation(path: str | Path) -> bool:
    """Whether the file at ``path`` is a rotation (PokerlangError if it cannot be parsed)."""
    return rotation_in(Loader().parse(Path(path))) is not None


def check_rotation(
    path: str | Path, analyse: Callable[[Compiled], list[Diagnostic]]
) -> tuple[Rotation | None, list[Diagnostic]]:
    """The Rotation of a rotation file, with every diagnostic of it and of its members (their
    warnings too, ``analyse`` being ``check``'s analysis of one game); None when there are
    errors."""
    loader = Loader()
    path = Path(path)
    tree = loader.parse(path)
    where = str(path)
    rotation = rotation_in(tree)
    assert rotation is not None  # the callers ask ``is_rotation`` first
    found: list[Diagnostic] = []
    source = loader.sources.get(where)
    for item in tree.items:
        if not isinstance(item, ALLOWED) or (isinstance(item, ast.Rotation) and item is not rotation):
            message = "a rotation file holds no rules of its own"
            hint = OWN_RULES
            if isinstance(item, ast.Match):  # stacks carried over the games: the match holds the rotation
                hint = (
                    "a mixed game whose stacks carry from hand to hand is a match in a game's file: `extends"
                    ' "holdem-limit"`, then `match cash { stack 1000  rotation every 8 hands { ... } }`'
                )
            found.append(Diagnostic(where, item.span, message, hint, source=source, code="E121"))
    if rotation.every is not None and rotation.every.value < 1:
        message = "a rotation plays each game at least one hand"
        found.append(Diagnostic(where, rotation.every.span, message, NOTHING, source=source, code="E609"))
    if not rotation.members:
        message = "this rotation names no game to play"
        found.append(Diagnostic(where, rotation.span, message, NOTHING, source=source, code="E609"))
    members: list[Member] = []
    for word in rotation.members:
        member, said = _member(loader, path, word, analyse)
        found += said
        if member is not None:
            members.append(member)
    stakes = [i for i in tree.items if isinstance(i, ast.Stakes)]
    if stakes and members and len(members) == len(rotation.members):
        members, said = _staked(loader, where, stakes[-1], members)
        found += said
    title = next((i.title for i in tree.items if isinstance(i, ast.Game)), path.stem)
    seats = next((i for i in tree.items if isinstance(i, ast.Players)), None)
    if members and len(members) == len(rotation.members):
        found += _seats(loader, where, rotation, seats, members)
    if any(d.severity == "error" for d in found):
        return None, at_most(found)
    every = rotation.every.value if rotation.every is not None else None
    low, high = _range(seats, members)
    # each game as the table plays it: at the seats the whole mix is played at (its
    # `explain` says "2-8 players", not its own file's 2-10)
    seated = [
        attrs.evolve(m, game=attrs.evolve(m.game, min_players=low, max_players=high))  # type: ignore[misc]
        for m in members
    ]
    return Rotation(path.stem, title, where, every, tuple(seated), (low, high)), found


def _member(loader: Loader, origin: Path, word: ast.Word, analyse) -> tuple[Member | None, list[Diagnostic]]:
    source = loader.sources.get(str(origin))
    try:
        path = loader._resolve(word, origin, variants_dir(), "rotation", ())
    except PokerlangError as err:
        diagnostic = err.diagnostics[0]
        if diagnostic.code != "E601":
            return None, list(err.diagnostics)
        message = f"cannot find the game '{word.text}' of this rotation"
        hint = diagnostic.hint or "a rotation's games are found as `extends` finds a variant"
        return None, [Diagnostic(str(origin), word.span, message, hint, source=source, code="E608")]
    if is_rotation(path):
        message = f"'{word.text}' is itself a rotation: a rotation's games are single games"
        hint = "name its games in this rotation instead"
        return None, [Diagnostic(str(origin), word.span, message, hint, source=source, code="E120")]
    try:
        compiled = compile_source(path)
    except PokerlangError as err:
        return None, list(err.diagnostics)
    said = analyse(compiled)
    if any(d.severity == "error" for d in said):
        return None, said
    return Member(word.text, compiled.game), said


def _staked(
    loader: Loader, where: str, node: ast.Stakes, members: list[Member]
) -> tuple[list[Member], list[Diagnostic]]:
    """The members at the rotation's stakes (each its own where the line says nothing it
    plays), and a diagnostic for a part no game plays or a part a game refuses."""

    def fail(span, message: str, hint: str | None = None, code: str | None = None) -> PokerlangError:
        return loader.error(where, span, message, hint, code=code)

    staked: list[Member] = []
    played: set[str] = set()
    for member in members:
        try:
            stakes, taken = rotation_stakes(node, member.game, fail)
        except PokerlangError as err:
            return members, list(err.diagnostics)
        played |= taken
        # the attrs plugin does not read frozen_keywords classes
        staked.append(attrs.evolve(member, game=attrs.evolve(member.game, stakes=stakes)))  # type: ignore[misc]
    hint = "leave it out: each game takes the parts of the stakes its own rules play"
    for item in node.items:
        if item.kind not in played:
            said = fail(item.span, f"no game of this rotation plays '{item.kind}'", hint, code="E305")
            return members, list(said.diagnostics)
        if len(item.amounts) == 3 and f"{item.kind}:3" not in played:
            third = "a third blind" if item.kind == "blinds" else "a third bet (`bet biggest`)"
            said = fail(item.amounts[2].span, f"no game of this rotation plays {third}", hint, code="E305")
            return members, list(said.diagnostics)
    return staked, []


def _range(seats: ast.Players | None, members: list[Member]) -> tuple[int, int]:
    low = max([m.game.min_players for m in members] + ([seats.low.value] if seats else []))
    high = min([m.game.max_players for m in members] + ([seats.high.value] if seats else []))
    return low, high


def _seats(
    loader: Loader, where: str, rotation: ast.Rotation, seats: ast.Players | None, members: list[Member]
) -> list[Diagnostic]:
    low, high = _range(seats, members)
    if low <= high and seats is not None and (low, high) != (seats.low.value, seats.high.value):
        # the table's line is narrowed to what every game seats: said, not silently done
        narrow = [m for m in members if m.game.min_players > seats.low.value or m.game.max_players < seats.high.value]
        said = ", ".join(f"{m.name} seats {m.game.min_players} to {m.game.max_players}" for m in narrow)
        message = (
            f"this rotation is played by {low} to {high} players, not {seats.low.value} to {seats.high.value}: {said}"
        )
        hint = f"write `players {low}..{high}`, or leave out the game that seats fewer"
        return [
            Diagnostic(
                where, seats.span, message, hint, source=loader.sources.get(where), code="W002", severity="warning"
            )
        ]
    if low <= high:
        return []
    ranges = ", ".join(f"{m.name} {m.game.min_players}..{m.game.max_players}" for m in members)
    table = f"; the table seats {seats.low.value}..{seats.high.value}" if seats else ""
    span = seats.span if seats else rotation.span
    message = f"no number of players suits every game of this rotation ({ranges}{table})"
    hint = "the table's players must suit every game: leave out a game, or change `players`"
    return [Diagnostic(where, span, message, hint, source=loader.sources.get(where), code="E119")]
