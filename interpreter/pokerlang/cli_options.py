"""What the commands share: their command-line options (``run``, ``play``, ``stats``), usage errors,
and the game and table a simulation sits at. ``cli`` and ``analytics.commands`` both
build on this module, neither on the other."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

import click

if TYPE_CHECKING:
    from pokerlang.diagnostics import PokerlangError
    from pokerlang.ir.game import Game
    from pokerlang.ir.rotation import Rotation


def stake_options(command):
    """The table stakes both `run` and `play` take; each defaults to what the variant's
    file states (`stakes ...`), else to the house default."""
    for option in reversed(_stake_options(int, stack=True)):
        command = option(command)
    return command


def room_options(command):
    """`run`'s stake options as `replay` takes them: the house rules of the room a record
    was played in (`runner.room`), in the record's units (0.05/0.10 at a table of cents);
    no --stack, as every record states each player's stack."""
    for option in reversed(_stake_options(str, stack=False)):
        command = option(command)
    return command


def _stake_options(amount: type, stack: bool) -> list:
    """The stake options, with amounts of this type (whole chips, or a record's units)."""
    options = [
        click.option(
            "--stakes",
            default=None,
            help="Small and big blind, SMALL/BIG, or SMALL/BIG/THIRD with a third blind [the file's, else 1/2].",
        ),
        click.option(
            "--stack",
            type=int,
            default=None,
            help="Every seat's stack at the start of each hand [the file's, else 200].",
        ),
        click.option(
            "--ante",
            type=amount,
            default=None,
            help="The ante; in a game whose file has none, a table rule (tournament antes).",
        ),
        click.option(
            "--ante-kind",
            "ante_kind",
            type=click.Choice(["each", "big-blind", "button"]),
            default=None,
            help="Who antes: every seat, or the big blind or the dealer for the table [the file's, else each].",
        ),
        click.option(
            "--bring-in",
            "bring_in",
            type=amount,
            default=None,
            help="The bring-in, in games that have one (0: the low card simply acts first).",
        ),
        click.option(
            "--bets",
            default=None,
            help=(
                "Fixed-limit small and big bet, SMALL/BIG, or SMALL/BIG/BIGGEST for `bet biggest` rounds "
                "[the big blind, twice it, twice that]."
            ),
        ),
        click.option(
            "--cap",
            type=int,
            default=None,
            help=(
                "Fixed-limit: the most bets and raises a round [the file's cap; none if it states none]"
                " (5: a bet and four raises)."
            ),
        ),
        click.option(
            "--cap-heads-up",
            "cap_heads_up",
            is_flag=True,
            default=False,
            help="Fixed-limit: keep the cap when two players are left (card rooms lift it).",
        ),
        click.option(
            "--straddle",
            type=amount,
            default=None,
            help="A live straddle by the seat left of the big blind, 0 for none [the file's, else none].",
        ),
    ]
    return options if stack else [o for i, o in enumerate(options) if i != 1]


def think_option(command):
    """How long an mc bot may think: `run` and `play` take the same option."""
    return click.option(
        "--think",
        default="64",
        show_default=True,
        help="What the mc bot may spend per decision: playouts (64), or a time (200ms).",
    )(command)


def worker_options(command):
    """Where the hands of a simulation are played: `run` and `stats` take the same options,
    and give the results of one process whatever they are."""
    command = click.option(
        "--backend",
        type=click.Choice(["local", "ray"]),
        default="local",
        show_default=True,
        help="Where the workers run: this machine's cores, or Ray (a local cluster, or RAY_ADDRESS).",
    )(command)
    return click.option(
        "--workers",
        type=int,
        default=1,
        show_default=True,
        help="Processes sharing the hands, at most 256 and never more than the run's chunks of hands "
        "(the results are those of one process).",
    )(command)


def fail(err: PokerlangError) -> None:
    for diagnostic in err.diagnostics:
        click.echo(diagnostic.render(), err=True)
    sys.exit(2 if err.unusable else 1)


def usage_of(command: str) -> Callable[[str], NoReturn]:
    """A usage error of ``command``: the message on stderr, exit 2."""

    def usage(message: str) -> NoReturn:
        from pokerlang.diagnostics import printable

        click.echo(printable(f"pokerlang {command}: error: {message}"), err=True)
        sys.exit(2)

    return usage


def seated_game(variant: str, players: int | None, usual: int, usage, rotation: bool = False):
    """The variant's Game (or its diagnostics, exit 1 or 2) and the seats: ``players``,
    or ``usual`` brought within the game's range. A file with errors `check` finds is
    not played: the promise is only for a clean file (one that runs out of cards, or
    ranks hands from too many cards, would crash or crawl). ``rotation``: a rotation (a mixed
    game) is seated too, by ``run``; the commands that play one game refuse it."""
    from pokerlang.check import analyse, load_rotation
    from pokerlang.compiler import compile_source, find_variant
    from pokerlang.compiler.collect import at_most
    from pokerlang.compiler.rotation import is_rotation
    from pokerlang.diagnostics import PokerlangError

    try:
        path = find_variant(variant)
        game: Game | Rotation
        mixed = is_rotation(path)
        if mixed and not rotation:
            usage(f"{variant} is a rotation of games (a mixed game): this command plays one of its games")
        if mixed:  # a mixed game: its seats are those every game of it suits
            game = load_rotation(path)
        else:
            compiled = compile_source(path)
            errors = [d for d in analyse(compiled) if d.severity == "error"]
            if errors:
                raise PokerlangError(at_most(errors))
            game = compiled.game
    except PokerlangError as err:
        fail(err)
    if players is None:
        players = max(game.min_players, min(usual, game.max_players))
    if not game.min_players <= players <= game.max_players:
        from pokerlang.ir.game import seating

        usage(f"{game.title} seats {seating(game.min_players, game.max_players)}, not {players}")
    return game, players


def simulation(game, players: int, table: dict, agents: str, think: str, workers: int, backend: str, usage):
    """The TableStakes and the bots of a simulation (`run`, `stats`), or a usage error."""
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.mc import Think
    from pokerlang.runner.parallel import backend_problem, workers_problem

    if workers_problem(workers):
        usage(workers_problem(workers))
    if backend_problem(backend):
        usage(backend_problem(backend))

    stakes = table_stakes(game, players, table, usage)
    try:
        return stakes, make_agents(agents, players, game=game, think=Think.parse(think))
    except ValueError as err:
        usage(str(err))


def table_stakes(game, players: int, table: dict, usage):
    """The TableStakes the options ask for (a rotation: each game's), or a usage error (exit 2)."""
    from pokerlang.ir.rotation import Rotation
    from pokerlang.runner.rotation import RotationStakes
    from pokerlang.runner.stakes import table_stakes as stakes_for

    def note(message: str) -> None:
        click.echo(f"pokerlang: note: {message}", err=True)

    try:
        if isinstance(game, Rotation):
            return RotationStakes({m.name: stakes_for(m.game, players, note=note, **table) for m in game.members})
        return stakes_for(game, players, note=note, **table)
    except ValueError as err:
        usage(str(err))
