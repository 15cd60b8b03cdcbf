"""Command-line options that several commands share (``run``, ``play``, ``stats``)."""

from __future__ import annotations

import click


def stake_options(command):
    """The table stakes both `run` and `play` take; each defaults to what the variant's
    file states (`stakes ...`), else to the house default."""
    options = [
        click.option("--stakes", default=None, help="Small and big blind, SMALL/BIG [the file's, else 1/2]."),
        click.option("--stack", type=int, default=None, help="Every seat's stack at the start of each hand [200]."),
        click.option("--ante", type=int, default=None,
                     help="The ante; in a game whose file has none, a table rule (tournament antes)."),
        click.option("--ante-kind", "ante_kind", type=click.Choice(["each", "big-blind", "button"]),
                     default="each", show_default=True,
                     help="Who antes: every seat, or the big blind or the dealer for the table."),
        click.option("--bring-in", "bring_in", type=int, default=None,
                     help="The bring-in, in games that have one (0: the low card simply acts first)."),
        click.option("--bets", default=None, help="Fixed-limit small and big bet, SMALL/BIG [the big blind, twice it]."),
        click.option("--cap", type=int, default=None,
                     help="Fixed-limit: the most bets and raises a round [the file's; 5 is a bet and four raises]."),
        click.option("--cap-heads-up", "cap_heads_up", is_flag=True, default=False,
                     help="Fixed-limit: keep the cap when two players are left (card rooms lift it)."),
        click.option("--straddle", type=int, default=0, show_default=True,
                     help="A live straddle by the seat left of the big blind (0: none)."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def think_option(command):
    """How long an mc bot may think: `run` and `play` take the same option."""
    return click.option("--think", default="64", show_default=True,
                        help="What the mc bot may spend per decision: playouts (64), or a time (200ms).")(command)
