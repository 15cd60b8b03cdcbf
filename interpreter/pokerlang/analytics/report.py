"""``pokerlang stats``' report, as rich tables (and the same rows for the HTML page)."""

from __future__ import annotations

import re

from rich.console import Console, Group, JustifyMethod
from rich.table import Table

from pokerlang.analytics.categories import FIVE
from pokerlang.analytics.stats import Stats


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def place_name(place: int) -> str:
    """A seat's place after the button: the button, then the seats to its left."""
    return "button" if place == 0 else f"button+{place}"


def category_rows(stats: Stats, share: str) -> list[tuple[str, int, int]]:
    """(category, hands shown, winning hands), best category first."""
    spec = stats.rankings.get(share)
    seen = set(stats.shown[share]) | set(stats.won[share])
    order: list[str] = []
    if spec is not None and not spec.distinct:
        order = list(spec.order) if spec.lowest_wins else list(reversed(spec.order))
        if FIVE not in order:  # made by wild cards alone: the best high hand, the worst low one
            order = order + [FIVE] if spec.lowest_wins else [FIVE, *order]
        if spec.lowest_wins:  # lows told by their top card ("8 low"), the best first
            lows = sorted((c for c in seen if c.endswith(" low")), key=lambda c: spec.ranks.find(c[0]))
            order = lows + order
    ordered = [c for c in order if c in seen] + sorted(seen - set(order), key=_natural)
    return [(c, stats.shown[share][c], stats.won[share][c]) for c in ordered]


def _natural(words: str) -> list:
    """Words with their numbers read as numbers: counts of 2, 9, 10 in that order (not 10, 2, 9)."""
    return [(0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.split(r"(\d+)", words)]


def pot_rows(stats: Stats) -> list[tuple[str, str]]:
    bb = stats.big_blind
    total = sum(size * n for size, n in stats.pots.items())
    mean = total / stats.hands if stats.hands else 0.0
    unit = stats.unit
    rows = [("mean", f"{mean / bb:.1f} {unit}")]
    for label, q in (("median", 0.5), ("90% of pots at most", 0.9), ("99% of pots at most", 0.99)):
        rows.append((label, f"{stats.pot_quantile(q) / bb:.1f} {unit}"))
    rows.append(("largest", f"{max(stats.pots, default=0) / bb:.1f} {unit}"))
    if stats.house:  # against the house: no pot, each stake settled with the house
        rows.append(("the house won", f"{stats.house / bb:+.1f} {unit}"))
    return rows


def decision_rows(stats: Stats) -> list[tuple[str, str]]:
    n = stats.hands
    total = sum(k * v for k, v in stats.decisions.items())
    median, seen = 0, 0
    for k in sorted(stats.decisions):
        seen += stats.decisions[k]
        if seen >= n / 2:
            median = k
            break
    return [
        ("mean", f"{total / n:.1f}" if n else "-"),
        ("median", str(median)),
        ("most", str(max(stats.decisions, default=0))),
    ]


def report(stats: Stats) -> Group:
    """Every table of the report, in order."""
    n = stats.hands
    parts: list = []
    streets = Table(title="Streets reached", title_justify="left")
    streets.add_column("street")
    streets.add_column("hands", justify="right")
    streets.add_column("share", justify="right")
    for name in stats.streets:
        streets.add_row(name, str(stats.reached[name]), _pct(stats.reached[name], n))
    streets.add_row("a showdown (two hands or more)", str(stats.showdowns), _pct(stats.showdowns, n))
    parts.append(streets)

    for share in stats.shares:
        shown_total = sum(stats.shown[share].values())
        won_total = sum(stats.won[share].values())
        table = Table(title=f"Hands at the showdown: {share}", title_justify="left")
        columns: tuple[tuple[str, JustifyMethod], ...] = (
            ("category", "left"),
            ("shown", "right"),
            ("of shown", "right"),
            ("won", "right"),
            ("of won", "right"),
            ("won when shown", "right"),
        )
        for col, justify in columns:
            table.add_column(col, justify=justify)
        for category, shown, won in category_rows(stats, share):
            table.add_row(
                category, str(shown), _pct(shown, shown_total), str(won), _pct(won, won_total), _pct(won, shown)
            )
        parts.append(table)

    seats = Table(title="Win rate by position", title_justify="left")
    for col in ("position", f"{stats.unit}/100", "95% interval", "hands won"):
        seats.add_column(col, justify="left" if col == "position" else "right")
    for place in range(stats.players):
        low_high = stats.position_interval(place)
        seats.add_row(
            place_name(place),
            f"{stats.position_rate(place):+.1f}",
            f"{low_high[0]:+.1f} .. {low_high[1]:+.1f}" if low_high else "-",
            _pct(stats.position_wins[place], n),
        )
    parts.append(seats)

    pots = Table(title="Pot sizes", title_justify="left")
    pots.add_column("pots")
    pots.add_column("size", justify="right")
    for label, value in pot_rows(stats):
        pots.add_row(label, value)
    parts.append(pots)

    division = Table(title="How pots were divided", title_justify="left")
    division.add_column("hands")
    division.add_column("count", justify="right")
    division.add_column("share", justify="right")
    for label, key in (
        ("won uncontested", "uncontested"),
        ("scooped at the showdown", "scooped"),
        ("split at the showdown", "split"),
        ("settled with the house", "house"),
        ("decided by the rules, no hand compared", "rules"),
    ):
        if key in ("house", "rules") and not stats.division[key]:
            continue  # only in a game against the house, or one no hand is compared in
        division.add_row(label, str(stats.division[key]), _pct(stats.division[key], n))
    for share in stats.shares:
        if len(stats.shares) > 1:
            division.add_row(f"pots where nobody qualified for {share}", str(stats.unclaimed[share]), "")
    parts.append(division)

    play = Table(title="Deck and decisions", title_justify="left")
    play.add_column("per hand")
    play.add_column("", justify="right")
    mean_cards = stats.cards_used / n if n else 0.0
    again = "; the muck reshuffled into the stock" if stats.most_cards > stats.deck_size else ""
    where = f" (hand {stats.most_cards_hand}{again})" if stats.most_cards_hand is not None else ""
    play.add_row("cards taken from the deck, most", f"{stats.most_cards} of {stats.deck_size}{where}")
    play.add_row("cards taken from the deck, mean", f"{mean_cards:.1f}")
    for label, value in decision_rows(stats):
        play.add_row(f"decisions, {label}", value)
    parts.append(play)
    return Group(*parts)


def headline(stats: Stats) -> str:
    agents = ", ".join(dict.fromkeys(stats.agents))
    return f"{stats.title}: {stats.hands} hands, {stats.players} players ({agents}), seed {stats.seed}"


def print_report(stats: Stats, console: Console | None = None) -> None:
    console = console or Console()
    console.print(headline(stats), markup=False, highlight=False)
    console.print(report(stats))
