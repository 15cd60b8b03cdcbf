"""The ``play`` and ``serve`` commands: people at a table, in a terminal or a browser
(registered by ``pokerlang.cli``)."""

from __future__ import annotations

import sys

import click

from pokerlang.cli_options import seated_game, stake_options, table_stakes, think_option, usage_of


@click.command()
@click.argument("variant")
@click.option(
    "--players",
    type=int,
    default=None,
    help="Seats at the table, yours included (default: 4, within the game's range).",
)
@click.option("--seed", type=int, default=None, help="Seed for a reproducible session (default: a random one).")
@click.option(
    "--bots",
    default="call",
    show_default=True,
    help="Comma-separated bots for the other seats (random, call, raise, mc, policy:FILE), repeated round the table.",
)
@think_option
@stake_options
def play(variant: str, players: int | None, seed: int | None, bots: str, think: str = "64", **table) -> None:
    """Sit at the table of VARIANT in the first seat, against bots. Type the actions
    offered; ? prints the rules, q leaves after the hand."""
    import random

    from rich.console import Console

    from pokerlang.engine import EngineError
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.play import play_session, summary
    from pokerlang.runner.screen import Screen

    from pokerlang.ir.rotation import Rotation

    usage = usage_of("play")
    game, players = seated_game(variant, players, 4, usage, rotation=True)
    rotation = isinstance(game, Rotation)
    if getattr(game, "match", None) is not None:
        click.echo(
            f"{game.title} plays a match: play seats you at hands of its game, at the table's stakes; "
            "`pokerlang run` plays the match itself",
            err=True,
        )
    try:
        from pokerlang.runner.mc import Think

        agents = [None] + make_agents(bots, players - 1, game=game, think=Think.parse(think), seats=players)
    except ValueError as err:
        usage(str(err))
    table = table_stakes(game, players, table, usage)
    import os

    # No colour asked for (NO_COLOR): no styles at all, so the screen is plain text.
    console = Console(highlight=False, color_system=None if os.environ.get("NO_COLOR") else "auto")
    screen = Screen(console, game.members[0].game if rotation else game)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    console.print(
        f"{game.title}, {players} players, seed {seed}: you are seat 1. ? prints the rules, q leaves after the hand.",
        markup=False,
    )
    try:
        session = play_session(game, table, agents, seed, screen, read=input, rules=lambda: rules_of(game))
    except EngineError as err:
        click.echo(f"pokerlang play: error: {err}", err=True)
        sys.exit(1)
    console.print(summary(session), markup=False)


def rules_of(game) -> str:
    """What ``?`` prints: the rules of the game, or of every game of a rotation."""
    from pokerlang.ir.rotation import Rotation

    if isinstance(game, Rotation):
        from pokerlang.explain.rotation import explain_rotation

        return explain_rotation(game)
    from pokerlang.explain import explain

    return explain(game)


@click.command()
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="The address to listen on; 0.0.0.0 opens the tables to the local network (a warning is printed).",
)
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@click.option("--db", default="pokerlang.db", show_default=True, help="The SQLite file of tables and hands.")
@click.option(
    "--public-url",
    default=None,
    metavar="URL",
    help="The address friends open (a TLS proxy or a tunnel in front of this server): invite links are built on it.",
)
@click.option(
    "--policy",
    "policies",
    multiple=True,
    metavar="FILE",
    help="A policy file (pokerlang solve) that a table of its game may seat as a bot; may be repeated.",
)
@click.option(
    "--tables-an-hour",
    type=click.IntRange(1, 10**6),
    default=10,
    show_default=True,
    help="Tables one address may open in an hour (a proxy on another machine is one address for all behind it).",
)
@click.option(
    "--sockets-an-address",
    type=click.IntRange(1, 10**6),
    default=40,
    show_default=True,
    help="Sockets one address may hold across the tables (a seat's own always gets in).",
)
def serve(
    host: str,
    port: int,
    db: str,
    public_url: str | None,
    policies: tuple[str, ...] = (),
    tables_an_hour: int = 10,
    sockets_an_address: int = 40,
) -> None:
    """Open tables in the browser: friends and bots play any variant together (docs/web.md)."""
    from pokerlang.web.clients import Limits
    from pokerlang.web.guard import is_loopback
    from pokerlang.web.main import is_wildcard, lan_address, public_origin
    from pokerlang.web.main import serve as run_server

    usage = usage_of("serve")
    if policies:
        from pokerlang.research.policy import read_policy

        for path in policies:  # said now, not when a table asks for the bot
            try:
                read_policy(path)
            except ValueError as err:
                usage(f"--policy: {err}")
    if public_url is not None:
        try:
            public_url = public_origin(public_url)
        except ValueError as err:
            usage(f"--public-url {err}")
    import sqlite3

    from pokerlang.web.store import DatabaseTaken, Store

    try:  # a database that cannot be opened is said now, not in a server's log at startup
        Store(db).close()
    except DatabaseTaken as err:  # two servers on one file would deal its tables twice
        usage(f"--db {db}: {err}")
    except (sqlite3.Error, OSError) as err:
        usage(f"--db {db}: cannot open the database: {err}")
    here = f"http://{'127.0.0.1' if is_wildcard(host) else f'[{host}]' if ':' in host else host}:{port}/"
    if not is_loopback(host):
        # Plain HTTP to every machine that can reach this address: say so, and where it is.
        lan = lan_address() if is_wildcard(host) else host
        click.echo(
            f"pokerlang serve: warning: --host {host} listens beyond this computer: anyone who can reach "
            f"{lan or 'this machine'} on port {port} can open the lobby, over plain HTTP (not encrypted). "
            "Use it on a network you trust; for the internet put a TLS proxy or a tunnel in front "
            "(docs/web.md).",
            err=True,
        )
        if lan:
            shown = f"[{lan}]" if ":" in lan else lan
            click.echo(f"pokerlang serve: on the local network: http://{shown}:{port}/")
            # Invites built on the address the host's browser used would be 127.0.0.1:
            # on the LAN address they open for friends on the same network.
            public_url = public_url or f"http://{shown}:{port}"
    click.echo(f"pokerlang serve: open {here} (Ctrl-C stops; tables resume on restart)")
    if public_url:
        click.echo(f"pokerlang serve: invite links are built on {public_url}/")
    try:
        limits = Limits(tables_an_hour=tables_an_hour, sockets=sockets_an_address)
        run_server(host, port, db, public_url=public_url, limits=limits, policies=tuple(policies))
    except DatabaseTaken as err:  # taken between the check above and now
        usage(f"--db {db}: {err}")
