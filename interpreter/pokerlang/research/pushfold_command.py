"""``pokerlang pushfold``: the heads-up push-or-fold game solved at a stack depth.

A module of its own, imported when the command is asked for (``cli._Commands``): numpy
is loaded only then, and only if installed (the extra ``pokerlang[solve]``).
"""

from __future__ import annotations

import os

import click

from pokerlang.cli_options import seated_game, usage_of

EVERY = "all"


@click.command()
@click.argument("variant")
@click.option(
    "--stack",
    type=click.FloatRange(min=0, min_open=True),
    default=10.0,
    show_default=True,
    help="Each player's stack in big blinds, before the blinds are posted.",
)
@click.option(
    "--stakes", default=None, help="Small and big blind, SMALL/BIG [the file's, else 1/2]; the stack is in big ones."
)
@click.option(
    "--boards",
    default=EVERY,
    show_default=True,
    help="The all-in equities: 'all' every board (exact, kept in the cache folder), or a number of boards to sample.",
)
@click.option("--seed", type=int, default=1, show_default=True, help="The boards sampled (with --boards N).")
@click.option("--iterations", type=click.IntRange(min=1), default=2000, show_default=True, help="CFR+ iterations.")
@click.option("--out", default=None, help="The policy file to write [VARIANT.pushfold.policy.json].")
def pushfold(
    variant: str, stack: float, stakes: str | None, boards: str, seed: int, iterations: int, out: str | None
) -> None:
    """Solve the heads-up push-or-fold game of VARIANT: the first to act may only fold or
    go all in, the other only fold or call, then the board is run out. Prints each
    one's range as a part of all starting hands and as a chart, and writes the policy
    (a JSON file that `--agents policy:FILE` plays, at the stakes printed)."""
    usage = usage_of("pushfold")
    game, _ = seated_game(variant, 2, 2, usage)
    sampled = _boards(boards, usage)
    out = out or f"{os.path.basename(variant).removesuffix('.poker')}.pushfold.policy.json"
    if out.endswith(".poker"):  # never over a variant's file
        usage(f"--out {out}: a policy file is JSON, not a .poker file")
    if os.path.isdir(out) or not os.path.isdir(os.path.dirname(out) or "."):
        usage(f"--out {out}: " + ("a folder" if os.path.isdir(out) else "its folder does not exist"))
    try:
        import json

        from pokerlang.research import pushfold as model
        from pokerlang.research.pushfold_equity import PushFoldError, Runout, class_equity, every_board_count
    except ImportError as err:  # numpy: pip install pokerlang[solve]
        usage(f"pushfold needs numpy ({err}): pip install 'pokerlang[solve]'")
    table = _stakes(game, stakes, stack, usage)
    try:
        runout = Runout.of(game)
        spot = model.Spot.of(game, table)
        if sampled is None and every_board_count(runout) > MOST_BOARDS:
            usage(f"{game.title} has {every_board_count(runout):,} boards: give --boards N to sample some")
        equity = class_equity(game, runout, sampled, seed)
    except PushFoldError as err:
        usage(str(err))
    solved = model.solve(spot, equity, iterations)
    first, second = model.seat_names(game, table, spot)
    _report(game.title, stack, table, equity, solved, first, second)
    try:
        document = model.policy_document(game, variant, table, solved)
        with open(out, "w", encoding="utf-8") as f:
            json.dump(document, f, indent=1)
            f.write("\n")
    except OSError as err:
        usage(f"cannot write the policy: {err.strerror or err}: {out}")
    click.echo(
        f"policy written to {out} (play it with --stakes {table.small_blind}/{table.big_blind} --stack {table.stacks})"
    )


MOST_BOARDS = 3_000_000  # every board of a 52-card deck's five is 2,598,960 (134,459 up to suits)


def _boards(text: str, usage) -> int | None:
    if text.strip().lower() == EVERY:
        return None
    if not text.strip().isdigit() or int(text) < 1:
        usage(f"--boards {text}: 'all', or a number of boards to sample (1 or more)")
    return int(text)


def _stakes(game, stakes: str | None, stack: float, usage):
    """The TableStakes of two seats with stacks of ``stack`` big blinds, in whole chips."""
    from pokerlang.runner.stakes import parse_pair, table_stakes

    try:
        big = parse_pair(stakes, "--stakes", "small blind", "big blind")[1] if stakes else None
        if big is None:
            big = table_stakes(game, 2).big_blind
        chips = stack * big
        if abs(chips - round(chips)) > 1e-9:
            usage(f"--stack {stack:g} big blinds of {big} chips is not a whole number of chips: give bigger --stakes")
        return table_stakes(game, 2, stakes=stakes, stack=round(chips))
    except ValueError as err:
        usage(str(err))


def _report(title: str, stack: float, table, equity, solved, first: str, second: str) -> None:
    bb = table.big_blind
    click.echo(
        f"{title}, push or fold heads-up at {stack:g} big blinds "
        f"(blinds {table.small_blind}/{bb}, stacks of {table.stacks} chips)"
    )
    how = "every board" if equity.exact else f"{equity.boards:,} boards sampled (seed {equity.seed})"
    source = "read from the cache folder" if equity.cached else f"computed in {equity.seconds:.1f}s"
    click.echo(f"all-in equities of {len(equity.hands.labels)} classes of starting hands: {how}, {source}")
    click.echo(
        f"{solved.iterations} CFR+ iterations in {solved.seconds:.2f}s: exploitability "
        f"{solved.exploitability / bb:.6f} big blinds a hand"
    )
    click.echo(f"values: {first} {solved.values[0] / bb:+.4f}, {second} {solved.values[1] / bb:+.4f} big blinds a hand")
    for who, what, policy in ((first, "pushes", solved.push), (second, "calls", solved.call)):
        click.echo("")
        click.echo(f"{who} {what} {100 * solved.share(policy):.1f}% of hands:")
        for line in chart(equity.hands, policy):
            click.echo(line)


def chart(hands, policy) -> list[str]:
    """A range as lines of text: for two-card hands a grid of ranks (suited above the
    diagonal, offsuit below), a hand played always by name, never as a dot, sometimes
    as its percentage; otherwise the classes played, with their percentages."""

    def cell(p: float, label: str) -> str:
        return label if p >= 0.995 else "·" if p <= 0.005 else f"{100 * p:.0f}%"

    index = {label: i for i, label in enumerate(hands.labels)}
    ranks = hands.ranks
    grid = all(f"{r}{r}" in index for r in ranks) and len(hands.labels) == len(ranks) ** 2
    if not grid:
        played = [f"{label} {100 * policy[i]:.0f}%" for i, label in enumerate(hands.labels) if policy[i] > 0.005]
        return ["  " + ", ".join(played)] if played else ["  (none)"]
    lines = []
    for row, high in enumerate(ranks):
        cells = []
        for column, low in enumerate(ranks):
            if row == column:
                label = high + high
            elif row < column:
                label = high + low + "s"
            else:
                label = low + high + "o"
            cells.append(f"{cell(float(policy[index[label]]), label):>4}")
        lines.append(" " + "".join(cells))
    return lines
