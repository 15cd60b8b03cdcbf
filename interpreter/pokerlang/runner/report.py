"""What ``pokerlang run`` prints: a rich table, and a progress bar for long runs."""

from __future__ import annotations

from contextlib import contextmanager

from rich.console import Console
from rich.table import Table

from pokerlang.ir.match import said
from pokerlang.runner.match import MatchReport
from pokerlang.runner.simulate import Summary


def summary_table(summary: Summary, title: str) -> Table:
    table = Table()
    table.add_column("seat", justify="right")
    table.add_column("agent")
    table.add_column("net chips", justify="right")
    table.add_column(f"{summary.unit}/100", justify="right")
    table.add_column("95% interval", justify="right")
    for seat, agent in enumerate(summary.agents):
        table.add_row(
            str(seat),
            agent,
            f"{summary.net[seat]:+d}",
            f"{summary.bb_per_100(seat):+.1f}",
            _shown(summary.interval(seat)),
        )
    teams = summary.teams()
    if teams:  # an agent in several seats: its seats together, per seat
        table.add_section()
        for agent, seats in teams.items():
            table.add_row(
                ",".join(map(str, seats)),
                f"{agent}, per seat",
                f"{summary.team_net[agent]:+d}",
                f"{summary.team_bb_per_100(agent):+.1f}",
                _shown(summary.team_interval(agent)),
            )
    return table


def _shown(interval) -> str:
    return f"{interval[0]:+.1f} .. {interval[1]:+.1f}" if interval else "-"


def summary_lines(summary: Summary, title: str) -> tuple[str, str]:
    """The line above the table and the line below it."""
    head = f"{title}: {counted(summary.hands, 'hand')}, {counted(summary.players, 'player')}, seed {summary.seed}"
    if summary.games:  # a rotation: how many hands of each of its games
        head += "\n" + ", ".join(f"{name} {count}" for name, count in summary.games.items())
    share = summary.showdowns / summary.hands if summary.hands else 0.0
    pot = f"{summary.biggest_pot}"
    if summary.biggest_pot_hand is not None:
        pot += f" (hand {summary.biggest_pot_hand})"
    house = (
        f"; the house won {summary.house}"
        if summary.house > 0
        else f"; the house lost {-summary.house}"
        if summary.house < 0
        else ""
    )
    # a share rounded to 0% or 100% that is not: said as under 1% or over 99%
    part = "<1%" if 0 < share < 0.005 else ">99%" if 0.995 <= share < 1 else f"{share:.0%}"
    # A game settled with the house or by its payments alone (every chip paid by a rule): no pot.
    potless = not summary.biggest_pot and (summary.paid or summary.house)
    pot_said = "no pot" if potless else f"biggest pot: {pot}"
    foot = f"showdowns: {summary.showdowns} ({part}); {pot_said}{house}"
    if summary.paid:
        foot += "\n" + paid_line(summary)
    for name, counts in summary.counts.items():  # a game's tallies kept from hand to hand, at the end
        said = ", ".join(f"seat {s} {n}" for s, n in enumerate(counts)) if summary.counted_per_seat[name] else counts[0]
        foot += f"\n{name} at the end: {said}"
    if summary.still_in is not None:
        foot += "\nstill in the game: " + (", ".join(f"seat {s}" for s in summary.still_in) or "nobody")
    if summary.stopped:
        foot += f"\n{summary.stopped}"
    return head, foot


def counted(n: int, noun: str) -> str:
    """``1 hand``, ``2 hands``."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def match_table(summary: Summary) -> Table:
    """A match's places: each seat's place, its prize (a tournament) or its chips and
    rebuys (a cash game), and what it won or lost over the match."""
    match = summary.match
    assert match is not None
    table = Table()
    table.add_column("place", justify="right")
    table.add_column("seat", justify="right")
    table.add_column("agent")
    tournament = match.kind == "tournament"
    bought = tournament and (any(match.rebuys) or any(match.add_ons))  # a rebuy tournament's stacks bought
    if tournament:
        table.add_column("prize", justify="right")
        if bought:
            table.add_column("rebuys", justify="right")
            table.add_column("add-ons", justify="right")
    else:
        table.add_column("chips", justify="right")
        table.add_column("rebuys", justify="right")
    table.add_column("net" if match.price is not None else "net chips", justify="right")  # money, or chips
    counted = [name for name in match.tallies if match.per_seat.get(name)]  # a column each: the count at the end
    for name in counted:
        table.add_column(name, justify="right")
    at = 1
    for group in match.places:
        place = str(at) if len(group) == 1 else f"{at}-{at + len(group) - 1}"
        for seat in group:
            if tournament:
                kept = [str((match.money if match.price is not None else match.prizes)[seat])]
                kept += [str(match.rebuys[seat]), str(match.add_ons[seat])] if bought else []
            else:
                kept = [str(match.stacks[seat]), str(match.rebuys[seat])]
            counts = [str(match.tallies[name][seat]) for name in counted]
            table.add_row(place, str(seat), summary.agents[seat], *kept, f"{match.net[seat]:+d}", *counts)
        at += len(group)
    return table


def paid_line(summary: Summary) -> str:
    """What the rules paid, by who paid whom, so that a writer sees each rule fire."""
    return "paid by the rules: " + "; ".join(
        f"{flow} {times} time{'s' if times != 1 else ''} ({chips} chips)"
        for flow, (times, chips) in sorted(summary.paid.items())
    )


def match_totals(summary: Summary) -> str:
    """The line of what the table's chips do not show: what the house took (a rake), and
    each tally's total at the end (a bounty is prize money, counted beside the chips)."""
    match = summary.match
    assert match is not None
    parts = [f"the house took {summary.house}" if summary.house >= 0 else f"the house paid {-summary.house}"]
    parts = parts if summary.house else []
    if match.fees:
        parts.append(f"the house's fees {match.fees}")
    if match.added > 0:  # a prize pool drawn above the buy-ins: money from outside the table
        parts.append(f"the house added {match.added} to the prize pool")
    elif match.added < 0:  # `prize pool 50%`: the rest of the buy-ins, the bounties' or a fee
        parts.append(f"{-match.added} of the buy-ins kept out of the prize pool")
    for name, counts in match.tallies.items():
        parts.append(f"{name} {sum(counts)} in all" if match.per_seat.get(name) else f"{name} {counts[0]}")
    return "; ".join(parts)


def match_lines(summary: Summary, title: str) -> tuple[str, str]:
    """The lines above and below a match's table: how it ended, the levels it reached."""
    match = summary.match
    assert match is not None
    if match.kind == "tournament":
        how = "a tournament, " + (
            "played to its end" if match.ended else "stopped by --hands, the players left placed by their chips"
        )
        if match.interrupted:
            how = "a tournament, interrupted: the players left placed by their chips"
    else:
        how = "a cash game" + (
            ", until fewer than two players were left (out of chips or put out)" if match.ended else ""
        )
    head = f"{title}: {counted(match.hands, 'hand')}, {counted(match.players, 'player')}, seed {summary.seed}: {how}"
    if match.kind == "tournament" and match.price is not None:
        head += "\n" + _priced_pool(match)
    elif match.kind == "tournament" and match.drawn is not None:
        head += (
            f"\nprize pool {match.pool}: drawn {said(match.drawn)}x the buy-ins of {match.buy_ins} (one stack a player)"
        )
    elif match.kind == "tournament" and match.part is not None:
        head += f"\nprize pool {match.pool}: {said(match.part * 100)}% of the buy-ins of {match.buy_ins}"
    elif match.kind == "tournament" and (any(match.rebuys) or any(match.add_ons)):
        stacks = f"{match.players} stacks, {sum(match.rebuys)} rebuys, {sum(match.add_ons)} add-ons"
        head += f"\nprize pool {match.pool} (every stack bought: {stacks})"
    elif match.kind == "tournament":
        head += f"\nprize pool {match.pool} (one stack a player)"
    if len(match.games) > 1:
        head += "\n" + ", ".join(f"{name} {count}" for name, count in match.games.items())

    def stakes(small: int, big: int, ante: int) -> str:
        posted = [f"{small}/{big}"] if match.blinds else []  # a game of antes alone posts no blinds
        return " ".join(posted + ([f"ante {ante}"] if ante else [])) or "no forced bets"

    levels = ", ".join(
        f"{level + 1}: {stakes(small, big, ante)} from hand {first + 1}"
        for level, small, big, ante, first in match.levels
    )
    if len(match.levels) == 1 and match.kind == "cash":
        _, small, big, ante, _ = match.levels[0]
        return head, ("blinds " if match.blinds else "") + stakes(small, big, ante)
    return head, f"levels reached: {levels}"


def print_summary(summary: Summary, title: str, console: Console | None = None) -> None:
    console = console or Console()
    if summary.match is not None:
        head, foot = match_lines(summary, title)
        console.print(head, markup=False, highlight=False, soft_wrap=True)
        console.print(match_table(summary))
        totals = match_totals(summary)
        foot += f"\n{totals}" if totals else ""
        foot += f"\n{paid_line(summary)}" if summary.paid else ""
        console.print(foot, markup=False, highlight=False, soft_wrap=True)
        return
    head, foot = summary_lines(summary, title)
    console.print(head, markup=False, highlight=False)
    console.print(summary_table(summary, title))
    console.print(foot, markup=False, highlight=False)


@contextmanager
def progress(total: int, show: bool):
    """Yields a callable to advance by one hand; a rich bar only when ``show``."""
    if not show:
        yield lambda: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn("hands"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(), transient=True) as bar:
        task = bar.add_task("hands", total=total)
        yield lambda: bar.advance(task)


def _priced_pool(match: MatchReport) -> str:
    """A prize pool in money (`buy-in 100+10`): what makes it, what a buy-in costs."""
    fee = f"+{match.fee}" if match.fee else ""
    price = f"a buy-in of {match.price}{fee} for {match.first_stack} chips"
    if match.drawn is not None:
        return f"prize pool {match.money_pool}: drawn {said(match.drawn)}x {price}"
    bought = match.cost(match.buy_ins)
    if match.part is not None:
        return f"prize pool {match.money_pool}: {said(match.part * 100)}% of the buy-ins of {bought} ({price})"
    if any(match.rebuys) or any(match.add_ons):
        stacks = f"{match.players} buy-ins, {sum(match.rebuys)} rebuys, {sum(match.add_ons)} add-ons"
        return f"prize pool {match.money_pool}: every stack bought ({stacks}; {price})"
    return f"prize pool {match.money_pool}: {match.players} buy-ins ({price})"
