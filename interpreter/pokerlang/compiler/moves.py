"""Lowering of card moves between seats, rolls, who sees a seat's zone, layouts,
filtered sources and the rule for a showdown nobody qualifies in.

Each function takes the Lowering (for its zones and its diagnostics) and one node.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.compiler.patterns import lower_pattern
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir import game as ir
from pokerlang.ir.pot import Price
from pokerlang.syntax import ast

if TYPE_CHECKING:
    from pokerlang.compiler.context import Context

SEAT_VISIBILITY = ("private", "public", "others", "hidden")
SHARED_VISIBILITY = ("public", "hidden")
MAX_POSITIONS = 52


def visibility(node: ast.Zone, fail) -> ir.Visibility:
    """Who sees a zone's face-down cards; a shared zone has no owner to see them privately."""
    allowed = SEAT_VISIBILITY if node.per_seat else SHARED_VISIBILITY
    if node.visibility not in allowed:
        raise fail(
            node.span,
            f"a shared zone is not '{node.visibility}': it has no owner",
            "write 'public' or 'hidden'",
            code="E503",
        )
    return node.visibility


def lines(node: ast.Zone, fail) -> tuple[ir.Line, ...]:
    """``lines { row: 1 2 3  column: 4 2 5 }``: named lines of a shared zone's positions."""
    if not node.lines:
        return ()
    if node.per_seat or node.grid:
        raise fail(
            node.span,
            "only a shared zone that is not a grid has lines",
            "write e.g. `zone board shared public lines { row: 1 2 3  column: 4 2 5 }`",
            code="E505",
        )
    out, names = [], set()
    for line in node.lines:
        if line.name.text in names:
            raise fail(
                line.name.span, f"two lines are called '{line.name.text}'", "give each line its own name", code="E110"
            )
        names.add(line.name.text)
        positions = []
        for n in line.positions:
            if not 1 <= n.value <= MAX_POSITIONS:
                raise fail(
                    n.span,
                    f"position {n.value} is out of range",
                    f"positions count the cards dealt to the zone: 1 to {MAX_POSITIONS}",
                    code="E050",
                )
            if n.value in positions:
                raise fail(
                    n.span,
                    f"line '{line.name.text}' names position {n.value} twice",
                    "name each position once",
                    code="E111",
                )
            positions.append(n.value)
        out.append(ir.Line(name=line.name.text, positions=tuple(positions)))
    return tuple(out)


def sees_own(zone: ir.Zone) -> bool:
    """Whether a seat sees its own face-down cards in the zone (and so may choose among them)."""
    return zone.visibility in ("private", "public")


def blind_choice(lowering: Context, word: ast.Word, fail) -> None:
    """A player picks only among cards they can see: not from an ``others`` or ``hidden`` zone."""
    zone = lowering.zones.get(word.text)
    if zone is not None and zone.per_seat and not sees_own(zone):
        raise fail(
            word.span,
            f"players do not see their own cards in zone '{zone.name}', so they cannot choose among them",
            f"turn its cards up in order with `expose N from {zone.name} next`",
            code="E506",
        )


def choose(lowering: Context, node: ast.Choose, fail) -> ir.Choose:
    source = lowering.zone_ref(node.source, fail)
    blind_choice(lowering, node.source, fail)
    if not lowering.zones[source].per_seat:
        # a widow or a discard pile: cards every player sees, taken one player at a time
        if lowering.zones[source].visibility != "public" or lowering.zones[source].grid is not None:
            raise fail(
                node.source.span,
                f"zone '{source}' is shared and face down: nobody sees its cards to choose among them",
                "choose from a seat's zone, or from a shared zone dealt face up (`zone widow shared public`)",
                code="E506",
            )
        if node.together:
            raise fail(
                node.span,
                f"cards chosen from the shared zone '{source}' together: two players could pick the same card",
                "choose from it `in turn`",
                code="E506",
            )
    target = lowering.zone_ref(node.target, fail)
    if target == source and not lowering.zones[source].per_seat:
        raise fail(node.target.span, f"cards chosen from {source} to {source}", "name another zone", code="E501")
    if node.to_seat is not None and not lowering.zones[target].per_seat:
        raise fail(
            node.target.span,
            f"zone '{target}' is shared: no seat to the {node.to_seat} owns it",
            "pass into a seat's zone, e.g. `to hand of left`",
            code="E501",
        )
    if target in ("deck", "muck"):
        raise fail(
            node.target.span,
            f"cards chosen to the {target}",
            "throw cards away with `discard N from ZONE`",
            code="E502",
        )
    return ir.Choose(
        count=lowering.count(node.count, fail),
        source=source,
        target=target,
        together=node.together,
        to_seat=node.to_seat,
        seats=pass_distance(lowering, node, fail),
    )


def put(lowering: Context, node: ast.Put, fail) -> ir.Put:
    """``put N from ZONE [of SEAT] to ZONE [of SEAT]``: zones that hold cards as they lie
    (a grid lays its own out), a seat named only for a seat's zone, and somewhere else to go."""
    from pokerlang.ir import expr as e

    ends: list[tuple[str, str | None]] = []
    for zone_word, seat_word in ((node.source, node.source_seat), (node.target, node.target_seat)):
        zone = lowering.zone_ref(zone_word, fail)
        if zone in ("deck", "muck") and not ends:  # the deck deals; the muck gives nothing back
            raise fail(
                zone_word.span,
                f"cards put from the {zone}",
                "deal cards from the deck with `deal N to ZONE`; put cards to the muck to throw them away",
                code="E501",
            )
        if zone == "deck":
            raise fail(zone_word.span, "cards put back in the deck", "put them to the muck", code="E501")
        if lowering.zones[zone].grid:
            raise fail(
                zone_word.span,
                f"zone '{zone}' is a grid: its cards move by `moves`",
                "put cards into or out of another zone",
                code="E501",
            )
        if seat_word is not None and seat_word.text not in e.SEAT_WORDS:
            hint = f"write one of {', '.join(e.SEAT_WORDS)}"
            raise fail(seat_word.span, f"'{seat_word.text}' is no seat of the table", hint, code="E702")
        if seat_word is not None and not lowering.zones[zone].per_seat:
            raise fail(
                seat_word.span, f"zone '{zone}' is shared: it is no seat's", f"write `{zone}` alone", code="E702"
            )
        ends.append((zone, None if seat_word is None or seat_word.text == "seat" else seat_word.text))
    if ends[0] == ends[1]:
        where = f"{ends[0][0]} of {ends[0][1]}" if ends[0][1] else ends[0][0]
        raise fail(node.span, f"cards put from {where} to where they are", "name another zone or seat", code="E501")
    (source, source_seat), (target, target_seat) = ends
    count = None if node.count is None else lowering.count(node.count, fail)
    matching = lower_pattern(node.matching, fail, lowering.zones) if node.matching is not None else None
    return ir.Put(
        count=count, source=source, target=target, source_seat=source_seat, target_seat=target_seat, matching=matching
    )


def pass_distance(lowering: Context, node: ast.Choose, fail) -> int:
    """``of left 2``: how many seats still in away the cards go. At a full table the
    receiver must be another seat, so the distance stays below the most players."""
    if node.seats is None:
        return 1
    most = lowering.player_range[1]
    if node.seats.value >= most:
        raise fail(
            node.seats.span,
            f"passing {node.seats.value} seats away at a table of at most {most}"
            " players comes back round to the passer",
            f"write a number from 1 to {most - 1}, or `across` for the seat opposite",
            code="E050",
        )
    return lowering.count(node.seats, fail)


MAX_PRICE = 10**9  # chips: more than any table's stacks, less than what overflows a history


def price(lowering: Context, chips: ast.Number | None, pots: ast.Number | None, fail) -> Price | None:
    """``draw ... for 5``, ``= pay 10``, ``= pay 2 pots``: a price, in chips or in pots.
    Nothing written: no price; a price of nothing is refused, as a slip."""
    if chips is not None:
        return Price(chips=lowering.count(chips, fail, 1, MAX_PRICE))
    if pots is not None:
        return Price(pots=lowering.count(pots, fail, 1, 10))
    return None


def option_price(lowering: Context, node: ast.Price | None, fail) -> Price | None:
    if node is None:
        return None
    if node.antes is not None:
        return ante_price(lowering, node.antes, fail)
    if node.units is not None and node.unit is not None:  # `pay 1 small-bet`: a stake of the table
        from pokerlang.ir.expr import UNITS

        return Price(units=lowering.count(node.units, fail, 1, MAX_PRICE), unit=UNITS[node.unit])
    if node.chips is None and node.pots is None:
        return Price(pots=1)  # `pay pot`
    return price(lowering, node.chips, node.pots, fail)


def ante_price(lowering: Context, antes: ast.Number, fail) -> Price:
    """``pay 2 antes``: a bet sized by the ante each player posts, so the game must ante."""
    forced, _ = lowering.setting(ast.Forced)
    if forced is None or not any(b.kind == "ante" and b.by == "each" for b in forced.bets):
        raise fail(
            antes.span,
            "a price in antes needs every player to ante",
            "add `forced ante` (and `stakes ante N` for its size)",
            code="E312",
        )
    return Price(antes=lowering.count(antes, fail, 1, 100))


# Shared cards laid face down and turned up one at a time (a cross, a Tic-tac-toe board)
# are, to every player, cards dealt face up one at a time from a shuffled deck.
SHARED_TURNED_UP = (
    "a player turns up their own cards; shared cards laid face down and turned up one at a time"
    " play the same as cards dealt face up when they are turned: `deal 1 up to {zone}` in each step"
    " (or `put 1 from {zone} to Z`, Z a `shared public` zone, turns one up)"
)


def roll(lowering: Context, node: ast.Roll, fail) -> ir.Roll:
    zone = lowering.zone_ref(node.zone, fail, per_seat=True, hint=SHARED_TURNED_UP)
    return ir.Roll(count=lowering.count(node.count, fail), zone=zone)


def source_extras(lowering: Context, node: ast.Source, zone: ir.Zone, fail) -> dict:
    """The Source fields of ``matching PATTERN`` and ``one line of``, and the rule that an
    opponent's zone lends only what others can see."""
    extras: dict = {}
    if node.opponent and zone.per_seat and zone.visibility not in ("public", "others"):
        raise fail(
            node.zone.span,
            f"zone '{zone.name}' is {zone.visibility}: no opponent can see its cards to borrow them",
            "an opponent source takes a zone others can see: a 'public' or 'others' zone",
            code="E507",
        )
    if node.matching is not None:
        extras["matching"] = lower_pattern(node.matching, fail, lowering.zones)
    if node.one_line:
        if not zone.lines:
            raise fail(
                node.zone.span,
                f"zone '{zone.name}' has no lines",
                f"lay it out: `zone {zone.name} shared public lines {{ row: 1 2 3  column: 4 2 5 }}`",
                code="E505",
            )
        extras["lines"] = tuple(tuple(p - 1 for p in line.positions) for line in zone.lines)
    return extras


def if_none(rule: ast.Line, names, fields: dict, fail) -> None:
    """``if none qualifies split`` / ``if none qualifies best SHARE``."""
    if rule.kind == "if-none-split":
        fields["if_none"] = "split"
        return
    share = rule.words[0]
    if share.text not in names:
        raise fail(share.span, f"no share is called '{share.text}'", did_you_mean(share.text, names), code="E105")
    fields["if_none"], fields["if_none_share"] = "best", share.text
