"""Whether a match's schedule can be played (``every orbit play "bomb-pot"``, ``rotation
every 8 hands { ... }``): each game
it names is found, checks clean, plays single hands (no match of its own) and seats every
number of players the match's game does. What the match's hands need of the table (its
stakes, levels and rebuys) is range-checked while compiling (``compiler.match``)."""

from __future__ import annotations

from pathlib import Path

from pokerlang.check.budget import Problem
from pokerlang.compiler.match import scheduled_path
from pokerlang.diagnostics import PokerlangError
from pokerlang.ir import game as ir
from pokerlang.syntax import ast


def scheduled_games(game: ir.Game) -> dict[str, ir.Game]:
    """The games of a match's schedule, by the name written (PokerlangError if one is not
    found or does not check clean)."""
    from pokerlang.check import check_game

    if game.match is None:
        return {}
    return {item.name: check_game(scheduled_path(item)) for item in game.match.games()}


def match_problems(game: ir.Game) -> list[Problem]:
    if game.match is None:
        return []
    out: list[Problem] = []
    last = (game.match.ends_with or 1) + 1  # the fewest players a tournament's hand is played by
    if game.match.tournament and game.min_players > last:
        message = (
            f"the tournament plays on until {last - 1} player{'s are' if last > 2 else ' is'} left, "
            f"but the game seats at least {game.min_players}"
        )
        hint = f"let the game seat fewer (`players {last}..{game.max_players}`), or end the tournament sooner" + (
            f" (`ends with {game.min_players - 1} players`)" if game.min_players > 2 else ""
        )
        out.append(Problem(ast.Match, message, hint, code="E807"))
    ranged = [p for p in game.match.payouts if p.low is not None]
    missing = [
        n for n in range(game.min_players, game.max_players + 1) if ranged and not any(p.suits(n) for p in ranged)
    ]
    if missing:
        message = (
            f"no payouts for a table of {missing[0]} players (the game seats {game.min_players} to {game.max_players})"
        )
        hint = "give every table size its payouts: `payouts 2..5 players: 100%`, `payouts 6..9 players: 50% 30% 20%`"
        out.append(Problem(ast.Match, message, hint, code="E802"))
    for item in game.match.games():
        hint = f"a scheduled game is found as `extends` finds a variant: a file {item.name}.poker beside this one"
        try:
            from pokerlang.check import check_game

            found = scheduled_path(item)
            if game.path and found.resolve() == Path(game.path).resolve():  # the match's own file
                message = f"'{item.name}' is this file, a match: a scheduled game plays single hands"
                hint = "name the game the hands are played by (the one this file extends, `holdem`), not this file"
                out.append(Problem(ast.Match, message, hint, code="E805"))
                continue
            other = check_game(found)
        except PokerlangError as err:
            first = err.diagnostics[0]
            if first.code == "E805" or "nests too deeply" in first.message:  # a match of its own, maybe round again
                message = f"'{item.name}' has a match of its own: a scheduled game plays single hands"
                out.append(Problem(ast.Match, message, "name a game without a `match` block", code="E805"))
                continue
            out.append(Problem(ast.Match, f"the match cannot play '{item.name}': {first.message}", hint, code="E805"))
            continue
        if other.match is not None:
            message = f"'{item.name}' has a match of its own: a scheduled game plays single hands"
            out.append(Problem(ast.Match, message, "name a game without a `match` block", code="E805"))
            continue
        out += _unposted(game, item.name, other)
        if other.min_players > game.min_players or other.max_players < game.max_players:
            message = (
                f"'{item.name}' seats {other.min_players} to {other.max_players} players, and this game "
                f"{game.min_players} to {game.max_players}"
            )
            out.append(
                Problem(
                    ast.Match,
                    message,
                    "the scheduled game must seat every table this one does: change `players`",
                    code="E805",
                )
            )
    return out


def _unposted(game: ir.Game, name: str, other: ir.Game) -> list[Problem]:
    """A warning (W008) for a forced bet a scheduled game's rules post that the match never
    gives it: a bring-in neither the match's own game nor its file states (a razz hosted on
    hold'em), or an ante where the levels give none."""
    match = game.match
    assert match is not None
    out = []
    brings_in = any(isinstance(a, ir.Bet) and a.bring_in is not None for a in other.actions())
    if brings_in and not (game.stakes.bring_in or other.stakes.bring_in):
        message = (
            f"'{name}' has a bring-in, and neither this file's stakes nor its own state one: its hands are"
            " played without it, the seat that would bring in acting first"
        )
        hint = (
            f'name a variation that states it (`extends "{name}"`, `stakes bring-in 1`) in the match, or host'
            f" the match on a game with a bring-in and state it here"
        )
        out.append(Problem(ast.Match, message, hint, code="W008", severity="warning"))
    antes = other.forced.ante and not other.forced.ante_big_blinds
    if antes and match.levels and not any(level.ante for level in match.levels):
        message = f"'{name}' is played with antes, and no level gives one: its hands are dealt with no ante"
        hint = "give the levels an ante (`25/50 ante 5`): the levels' antes are every game's"
        out.append(Problem(ast.Match, message, hint, code="W008", severity="warning"))
    return out


def rules_not_played(compiled) -> list[Problem]:
    """A warning (W004) for rules a match's own file writes when a rotation plays its hands:
    each hand is played by a game of the rotation, by that game's rules, so the file's own
    steps, events, counts and payments are never played (a rake belongs in the games)."""
    game = compiled.game
    if game.match is None or not game.match.rotation:
        return []
    nodes = [*game.tallies, *game.events, *game.endings, *game.on_fold]
    nodes += [a for street in game.streets for a in street.actions]
    own = [n for n in nodes if id(n) in compiled.spans and compiled.where(n)[0] == game.path]
    if not own:
        return []
    message = (
        "this file's hands are played by the games of its rotation, each by its own rules:"
        " this rule of the match's own file is never played"
    )
    hint = "write it in each game that plays it (a variation of the game, named in the rotation)"
    return [Problem(own[0], message, hint, code="W004", severity="warning")]
