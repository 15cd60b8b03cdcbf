"""``pokerlang solve``: a small game solved with CFR+, its policy written to a file.

A module of its own, imported when the command is asked for (``cli._Commands``): numpy
is loaded only then, and only if installed (the extra ``pokerlang[solve]``).
"""

from __future__ import annotations

import os

import click

from pokerlang.cli_options import seated_game, stake_options, table_stakes, usage_of


@click.command()
@click.argument("variant")
@click.option("--iterations", type=click.IntRange(min=1), default=1000, show_default=True, help="CFR+ iterations.")
@click.option("--out", default=None, help="The policy file to write [VARIANT.policy.json].")
@click.option("--players", type=int, default=None, help="Seats at the table (default: the game's fewest).")
@click.option(
    "--max-nodes",
    "max_nodes",
    type=click.IntRange(min=1),
    default=300_000,
    show_default=True,
    help="Refuse a game whose tree has more nodes (300,000 take about a minute to walk).",
)
@click.option(
    "--sizes", default="min,half,pot,all", show_default=True, help="No-limit and pot-limit: the bet sizes tried."
)
@stake_options
def solve(
    variant: str, iterations: int, out: str | None, players: int | None, max_nodes: int, sizes: str, **table
) -> None:
    """Solve a small VARIANT with CFR+ over its whole game tree, and write the policy
    reached (a JSON file that `--agents policy:FILE` plays). Prints its exploitability
    (two players), or NashConv (more), and the time taken."""
    usage = usage_of("solve")
    game, players = seated_game(variant, players, 0, usage)
    stakes = table_stakes(game, players, table, usage)
    out = out or f"{os.path.basename(variant).removesuffix('.poker')}.policy.json"
    if out.endswith(".poker"):  # never over a variant's file
        usage(f"--out {out}: a policy file is JSON, not a .poker file")
    if os.path.isdir(out) or not os.path.isdir(os.path.dirname(out) or "."):  # said before the solving, not after
        usage(f"--out {out}: " + ("a folder" if os.path.isdir(out) else "its folder does not exist"))
    try:
        import json

        from pokerlang.research.encoding import EncodingError, split_sizes
        from pokerlang.research.flat_tree import TooBig
        from pokerlang.research.solve import solve as solve_game
    except ImportError as err:  # numpy: pip install pokerlang[solve]
        usage(f"solve needs numpy ({err}): pip install 'pokerlang[solve]'")
    # said first: the walk of a big tree takes a minute before it is refused, in silence
    click.echo(f"walking the game tree (refused past {max_nodes:,} nodes; 300,000 take about a minute)", err=True)
    try:
        solved = solve_game(game, stakes, players, iterations, sizes=split_sizes(sizes), limit=max_nodes)
    except (TooBig, EncodingError) as err:
        usage(str(err))
    t = solved.tree
    click.echo(
        f"{game.title}, {players} players: {t.nodes:,} nodes, {t.infosets:,} information sets "
        f"(walked in {solved.walk_seconds:.2f}s)"
    )
    each = 1000 * solved.solve_seconds / iterations
    click.echo(f"{iterations} CFR+ iterations in {solved.solve_seconds:.2f}s ({each:.3f} ms each)")
    if solved.exploitability is not None:
        click.echo(f"exploitability {solved.exploitability:.6f} chips a hand")
    else:
        gain = "what the players together gain by each answering best"
        click.echo(f"NashConv {solved.nash_conv:.6f} chips a hand ({gain})")
    click.echo("values: " + ", ".join(f"seat {s + 1} {v:+.6f}" for s, v in enumerate(solved.values)))
    try:
        with open(out, "w", encoding="utf-8") as f:
            json.dump(solved.document(game, variant, stakes), f, indent=1)
            f.write("\n")
    except OSError as err:
        usage(f"cannot write the policy: {err.strerror or err}: {out}")
    click.echo(f"policy written to {out}")
