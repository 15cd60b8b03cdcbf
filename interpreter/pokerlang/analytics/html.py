"""``stats --html FILE``: the report as one page: a figure of its plots (matplotlib,
embedded as PNG, so the page needs no other file) above its tables.
``stats --png FILE`` writes the figure alone."""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Callable
from functools import partial
from typing import Any

from pokerlang.analytics.report import category_rows, decision_rows, headline, place_name, pot_rows
from pokerlang.analytics.stats import Stats
from pokerlang.inputs import open_for_writing

STYLE = """body{font-family:sans-serif;max-width:70em;margin:2em auto;color:#222}
table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{padding:.2em .8em;border-bottom:1px solid #ddd}
td.n{text-align:right}img{max-width:100%}"""


def _streets(ax, stats: Stats) -> None:
    n = max(stats.hands, 1)
    labels = stats.streets + ["showdown, 2+ hands"]
    shares = [100 * stats.reached[s] / n for s in stats.streets] + [100 * stats.showdowns / n]
    ax.barh(labels[::-1], shares[::-1], color="#4a7")
    ax.set_xlim(0, 100)
    ax.set_title("streets reached, % of hands")


def _categories(ax, stats: Stats, share: str) -> None:
    rows = category_rows(stats, share)
    shown_total = max(1, sum(r[1] for r in rows))
    won_total = max(1, sum(r[2] for r in rows))
    y = list(range(len(rows)))[::-1]  # best category at the top
    ax.barh([i + 0.2 for i in y], [100 * r[1] / shown_total for r in rows], 0.4, label="shown", color="#89b")
    ax.barh([i - 0.2 for i in y], [100 * r[2] / won_total for r in rows], 0.4, label="won", color="#d84")
    ax.set_yticks(y, [r[0] for r in rows])
    ax.set_title(f"{share} hands at the showdown, %")
    ax.legend(fontsize="small")


def _positions(ax, stats: Stats) -> None:
    places = [place_name(p) for p in range(stats.players)]
    rates = [stats.position_rate(p) for p in range(stats.players)]
    errors = [(r - i[0]) if (i := stats.position_interval(p)) else 0 for p, r in enumerate(rates)]
    ax.bar(places, rates, yerr=errors, capsize=4, color="#68c")
    ax.axhline(0, color="#444", linewidth=0.8)
    ax.tick_params(axis="x", labelrotation=30)
    ax.set_title(f"win rate by position, {stats.unit}/100 (95%)")


_UNIT_WORDS = {"bb": "big blinds"}


def _pots(ax, stats: Stats) -> None:
    sizes = sorted(stats.pots)
    ax.hist([s / stats.big_blind for s in sizes], bins=40, weights=[stats.pots[s] for s in sizes], color="#a6c")
    ax.set_title(f"pot size, {_UNIT_WORDS.get(stats.unit, stats.unit)} (hands)")


def _division(ax, stats: Stats) -> None:
    labels = ["uncontested", "scooped", "split"] + [f"no {s}" for s in stats.shares if len(stats.shares) > 1]
    counts = [stats.division[k] for k in ("uncontested", "scooped", "split")]
    counts += [stats.unclaimed[s] for s in stats.shares if len(stats.shares) > 1]
    ax.bar(labels, counts, color=["#999", "#d84", "#89b", "#cb5", "#cb5"][: len(labels)])
    ax.tick_params(axis="x", labelrotation=30)
    ax.set_title("how pots were divided (hands; no X: pots)")


def _decisions(ax, stats: Stats) -> None:
    counts = sorted(stats.decisions)
    ax.bar(counts, [stats.decisions[c] for c in counts], color="#7a9")
    ax.set_title("decisions per hand (hands)")


def figure(stats: Stats):
    """Every plot of the report in one matplotlib Figure."""
    import matplotlib

    matplotlib.use("Agg")  # no display: files only
    from matplotlib.figure import Figure

    panels: list[Callable[[Any], None]] = [lambda ax: _streets(ax, stats)]  # each draws on its matplotlib Axes
    panels += [partial(_categories, stats=stats, share=s) for s in stats.shares[:2]]
    panels += [
        lambda ax: _positions(ax, stats),
        lambda ax: _pots(ax, stats),
        lambda ax: _division(ax, stats),
        lambda ax: _decisions(ax, stats),
    ]
    rows = -(-len(panels) // 3)
    fig = Figure(figsize=(15, 4.2 * rows), dpi=80)
    fig.suptitle(headline(stats))
    for i, draw in enumerate(panels):
        draw(fig.add_subplot(rows, 3, i + 1))
    fig.tight_layout()
    return fig


def png(stats: Stats) -> bytes:
    buffer = io.BytesIO()
    figure(stats).savefig(buffer, format="png")
    return buffer.getvalue()


def _table(head: list[str], rows: list) -> str:
    out = ["<table><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    for row in rows:
        cells = "".join(f'<td class="{"n" if i else ""}">{html.escape(str(c))}</td>' for i, c in enumerate(row))
        out.append(f"<tr>{cells}</tr>")
    return "\n".join(out) + "</table>"


def page(stats: Stats) -> str:
    n = max(stats.hands, 1)
    data = base64.b64encode(png(stats)).decode("ascii")
    body = [
        f"<h1>{html.escape(stats.title)}</h1>",
        f"<p>{html.escape(headline(stats))}</p>",
        f'<img alt="the report\'s plots" src="data:image/png;base64,{data}">',
    ]
    body.append("<h2>Streets reached</h2>")
    body.append(
        _table(
            ["street", "hands", "share"],
            [(s, stats.reached[s], f"{100 * stats.reached[s] / n:.1f}%") for s in stats.streets]
            + [("a showdown (two hands or more)", stats.showdowns, f"{100 * stats.showdowns / n:.1f}%")],
        )
    )
    for share in stats.shares:
        body.append(f"<h2>Hands at the showdown: {html.escape(share)}</h2>")
        body.append(_table(["category", "shown", "won"], category_rows(stats, share)))
    body.append("<h2>Win rate by position</h2>")
    places = []
    for p in range(stats.players):
        i = stats.position_interval(p)
        places.append((place_name(p), f"{stats.position_rate(p):+.1f}", f"{i[0]:+.1f} .. {i[1]:+.1f}" if i else "-"))
    body.append(_table(["position", f"{stats.unit}/100", "95% interval"], places))
    body.append("<h2>Pot sizes</h2>")
    body.append(_table(["pots", "size"], pot_rows(stats)))
    body.append("<h2>How pots were divided</h2>")
    divided = [(k, stats.division[k]) for k in ("uncontested", "scooped", "split")]
    divided += [(k, stats.division[k]) for k in ("house", "rules") if stats.division[k]]
    divided += [
        (f"pots where nobody qualified for {s}", stats.unclaimed[s]) for s in stats.shares if len(stats.shares) > 1
    ]
    body.append(_table(["hands", "count"], divided))
    body.append("<h2>Deck and decisions</h2>")
    per_hand = [("most cards taken from the deck", f"{stats.most_cards} of {stats.deck_size}")]
    per_hand += [(f"decisions, {label}", value) for label, value in decision_rows(stats)]
    body.append(_table(["per hand", ""], per_hand))
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(stats.title)}: stats"
        f"</title><style>{STYLE}</style></head><body>\n" + "\n".join(body) + "\n</body></html>\n"
    )


def write_page(stats: Stats, path: str) -> None:
    text = page(stats)
    with open_for_writing(path) as file:
        file.write(text)


def write_png(stats: Stats, path: str) -> None:
    data = png(stats)
    with open_for_writing(path, binary=True) as file:
        file.write(data)
