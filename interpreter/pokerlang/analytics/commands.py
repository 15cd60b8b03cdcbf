"""The ``stats`` and ``equity`` commands (registered by ``pokerlang.cli``)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import NoReturn

import click

from pokerlang.cli_options import seated_game, simulation, stake_options, worker_options


def _usage(command: str) -> Callable[[str], NoReturn]:
    def usage(message: str) -> NoReturn:
        click.echo(f"pokerlang {command}: error: {message}", err=True)
        sys.exit(2)

    return usage


@click.command()
@click.argument("variant")
@click.option("--hands", type=int, default=2000, show_default=True, help="Hands to simulate.")
@click.option("--players", type=int, default=None, help="Seats at the table (default: 6, within the game's range).")
@click.option(
    "--agents",
    default="random",
    show_default=True,
    help="Comma-separated bots (random, call, raise, mc, policy:FILE), repeated round the table.",
)
@click.option("--seed", type=int, default=1, show_default=True, help="Seed: the hands `run` plays with it.")
@stake_options
@click.option("--think", default="16", show_default=True, help="Playouts (or a time) per mc decision.")
@click.option("--html", "html_file", default=None, help="Also write the report, with plots, to this HTML file.")
@click.option("--png", "png_file", default=None, help="Also write the report's plots to this PNG file.")
@worker_options
def stats(
    variant: str,
    hands: int,
    players: int | None,
    agents: str,
    seed: int,
    think: str,
    html_file: str | None,
    png_file: str | None = None,
    workers: int = 1,
    backend: str = "local",
    **table,
) -> None:
    """A designer's report on VARIANT from HANDS simulated hands: streets reached, hands at
    the showdown, win rate by position, pot sizes, how pots are divided, cards used."""
    from pokerlang.analytics.report import print_report
    from pokerlang.analytics.stats import collect
    from pokerlang.engine import EngineError

    usage = _usage("stats")
    game, players = seated_game(variant, players, 6, usage)
    match = getattr(game, "match", None)
    if match is not None and match.rotation:  # its own game is one of several: the others would go unsaid
        names = ", ".join(f'"{item.name}"' for item in match.rotation)
        usage(f"{variant} plays a match of a rotation of games ({names}): stats reports on one game; name one of them")
    if match is not None:
        click.echo(
            f"{game.title} plays a match: stats looks at single hands, played at the table's stakes "
            "(--stakes), stacks reset every hand; `pokerlang run` plays the match",
            err=True,
        )
    if hands < 1:
        usage("--hands must be at least 1")
    stakes, bots = simulation(game, players, table, agents, think, workers, backend, usage)
    try:
        if workers > 1 or backend != "local":
            from pokerlang.analytics.stats import collect_parallel

            report = collect_parallel(game, stakes, bots, hands, seed, workers, backend)
        else:
            report = collect(game, stakes, bots, hands, seed)
    except EngineError as err:
        click.echo(f"pokerlang stats: error: {err}", err=True)
        sys.exit(1)
    print_report(report)
    for path, kind in ((html_file, "page"), (png_file, "png")):
        if path is None:
            continue
        try:
            from pokerlang.analytics import html

            (html.write_page if kind == "page" else html.write_png)(report, path)
        except ImportError:
            usage("--html and --png draw with matplotlib: pip install 'pokerlang[plots]'")
        except OSError as err:
            usage(f"cannot write {path}: {err.strerror or err}")


MAX_DEALS = 1_000_000  # deals tried one by one
MAX_BATCH_DEALS = 10_000_000  # deals tried on arrays (heads-up preflop hold'em: 1,712,304)


@click.command()
@click.argument("variant")
@click.option(
    "--hands",
    "hands",
    required=True,
    help='Each player\'s cards, space between players: "AsKs QdQc". A game whose hands play '
    'from several zones takes them with / between zones, in the order the game names them. '
    'A player may hold a range instead: "AKs,QQ+,T9s-76s" (hold\'em notation) or hands with '
    'commas between them, "AsKsQhJh,AdKdQcJc".',
)
@click.option("--board", default="", help="Cards already on the table (/ between shared zones).")
@click.option("--dead", default="", help="Cards out of play (folded, burnt or seen).")
@click.option(
    "--samples", type=int, default=20000, show_default=True, help="Deals tried when there are too many to try them all."
)
@click.option(
    "--exact-limit",
    type=int,
    default=None,
    help="Try every deal when there are at most this many (default: 200,000; 2,000,000 in a game "
    "whose hands are ranked many at a time in one lookup each, such as hold'em or stud).",
)
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the sampled deals.")
@click.option("--digits", type=click.IntRange(0, 6), default=2, show_default=True, help="Decimals of each percentage.")
def equity(
    variant: str, hands: str, board: str, dead: str, samples: int, exact_limit: int | None, seed: int, digits: int
) -> None:
    """All-in equity of HANDS in VARIANT: each hand's share of the pot when every card
    still to come is dealt, by trying every deal or sampling them."""
    from rich.console import Console

    from pokerlang.analytics.equity import Calculator, EquityError
    from pokerlang.analytics.equity_report import equity_table

    usage = _usage("equity")
    game, _ = seated_game(variant, None, 2, usage)
    if getattr(game, "match", None) is not None:
        click.echo(f"{game.title} plays a match: equity is of one hand of its game, the match aside", err=True)
    if samples < 1:
        usage("--samples must be at least 1")
    players = hands.split()
    try:
        # A deck (and its straights) by the number of players: theirs.
        seated = game.at(len(players))
        by_players = any(game.at(n).deck() != seated.deck() for n in range(game.min_players, game.max_players + 1))
        calculator = Calculator(seated, deck_by_players=by_players)
        # A count past the cap is a slip of the keyboard, not a wish to wait hours.
        cap = MAX_DEALS if calculator.batch() is None else MAX_BATCH_DEALS
        for option, count in (("--samples", samples), ("--exact-limit", exact_limit)):
            if count is not None and count > cap:
                usage(f"{option} is at most {cap:,} deals here, not {count:,}")
        result = calculator.run(players, board, dead, samples=samples, exact_limit=exact_limit, seed=seed)
    except EquityError as err:
        usage(str(err))
    head, table = equity_table(calculator, players, board, dead, result, digits)
    console = Console(highlight=False)
    console.print(head, markup=False)
    console.print(table)
