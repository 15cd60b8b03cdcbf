"""Lowering rows set face up in turn (``set 5 of hand into front 3, middle 5, back 5``)
into ``ir.rows.SetRows``, and a pairwise showdown's royalties (``royalty back: straight
2, flush 4``) into ``ir.rows.Royalty``. How many cards the rows have left over the whole
deal is ``check.rows``'s to count."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.cards.card import RANKS
from pokerlang.compiler import moves
from pokerlang.compiler.rankings import rank_char
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir import game as ir
from pokerlang.ir.rows import Row, Royalty, RoyaltyEntry, SetRows
from pokerlang.syntax import rows as ast_rows

if TYPE_CHECKING:
    from pokerlang.compiler.context import Context

MOST_ROYALTY = 1000  # units of one royalty entry


def set_rows(lowering: Context, node: ast_rows.SetRows, fail) -> SetRows:
    source = lowering.zone_ref(node.source, fail, per_seat=True)
    moves.blind_choice(lowering, node.source, fail)
    rows: list[Row] = []
    for row in node.rows:
        name = lowering.zone_ref(row.zone, fail)
        zone = lowering.zones[name]
        if not zone.per_seat or name in ("deck", "muck") or zone.grid is not None or name == source:
            why = "the zone the cards are set from" if name == source else "not a seat's own zone"
            raise fail(row.zone.span, f"zone '{name}' cannot be a row: it is {why}", _ROW_HINT, code="E230")
        if any(r.zone == name for r in rows):
            raise fail(row.zone.span, f"row '{name}' is named twice", "name each row once, with its size", code="E232")
        rows.append(Row(zone=name, size=lowering.count(row.size, fail, 1, 52)))
    count = lowering.count(node.count, fail)
    room = sum(r.size for r in rows)
    if count > room:
        raise fail(
            node.count.span,
            f"{count} cards to set, but the rows hold {room} in all",
            "set fewer cards, or give the rows more room",
            code="E231",
        )
    return SetRows(count=count, source=source, rows=tuple(rows), discard_rest=node.discard_rest)


_ROW_HINT = "rows are zones of each seat, such as `zone back per seat public`, other than the one set from"


def royalties(nodes: tuple[ast_rows.Royalty, ...], shares: tuple[ir.Share, ...], count, fail) -> tuple[Royalty, ...]:
    """``count(number, fail, low, high)`` checks a number's range (``Lowering.count``)."""
    by_name = {s.name: s for s in shares}
    out: list[Royalty] = []
    for node in nodes:
        share = by_name.get(node.share.text)
        if share is None:
            raise fail(
                node.share.span,
                f"no share is called '{node.share.text}'",
                did_you_mean(node.share.text, by_name),
                code="E105",
            )
        if any(r.share == share.name for r in out):
            raise fail(node.share.span, f"two royalty lines for '{share.name}'", "write one line a row", code="E420")
        entries = tuple(_entry(e, share, count, fail) for e in node.entries)
        for i, e in enumerate(entries):
            if any((o.category, o.rank) == (e.category, e.rank) for o in entries[:i]):
                raise fail(
                    node.entries[i].span,
                    f"the royalty of '{share.name}' names {e.category} twice",
                    "name each hand once: a hand of one rank (`straight-flush of A 25`) goes beside the category",
                    code="E420",
                )
        out.append(Royalty(share=share.name, entries=entries))
    return tuple(out)


def _entry(node: ast_rows.RoyaltyEntry, share: ir.Share, count, fail) -> RoyaltyEntry:
    spec = share.ranking
    if node.category.text not in spec.order:
        raise fail(
            node.category.span,
            f"ranking '{spec.name}' of share '{share.name}' has no {node.category.text}",
            "its categories are " + ", ".join(spec.order),
            code="E419",
        )
    if spec.lowest_wins or spec.pips is not None or spec.ace == "low":
        raise fail(
            node.span,
            f"royalties need a plain high ranking, and '{spec.name}' is not one",
            "pay royalties for hands of a ranking where the ace is high and the best hand wins",
            code="E419",
        )
    rank = RANKS.index(rank_char(node.rank, fail)) if node.rank is not None else None
    if (node.better or node.step is not None) and rank is None:
        raise fail(
            node.span,
            "`or better` and `+ N a rank` count from a rank",
            "e.g. pair 6 or better 1 + 1 a rank",
            code="E420",
        )
    return RoyaltyEntry(
        category=node.category.text,
        units=count(node.units, fail, 1, MOST_ROYALTY),
        rank=rank,
        better=node.better,
        step=count(node.step, fail, 1, MOST_ROYALTY) if node.step is not None else 0,
    )
