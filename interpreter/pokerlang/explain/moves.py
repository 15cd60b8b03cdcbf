"""Card moves between seats, rolls, who sees a seat's zone, layouts, filtered sources and
the rule for a showdown nobody qualifies in, in English."""

from __future__ import annotations

from pokerlang.ir import game as ir
from pokerlang.explain import english as w
from pokerlang.explain.table import Table, place

SEAT_ZONE = {
    "private": "each player has their own, face down; only its owner sees it",
    "public": "each player has their own, face up for everyone to see",
    "others": "each player has their own, face down; everyone sees it except its owner",
    "hidden": "each player has their own, face down; nobody sees it, not even its owner, until it is turned up",
}


def seat_zone(z: ir.Zone) -> str:
    return SEAT_ZONE[z.visibility]


def positions(ps) -> str:
    return "cards " + w.join(w.number(p) for p in ps)


def line(li: ir.Line, table: Table | None = None) -> str:
    """``the row (cards one, two and three)``."""
    return f"the {w.noun(li.name)} ({positions(li.positions)})"


def layout(z: ir.Zone) -> str:
    """``; its cards lie in lines, counted in the order dealt: the row (...) and the column (...)``."""
    if not z.lines:
        return ""
    return "; counted in the order dealt, its cards lie in lines: " + w.join(line(li) for li in z.lines)


def receiver(c: ir.Choose, table: Table) -> str:
    """Where chosen cards go: ``face down to the hand of the next player to their left``."""
    still = " still in" if table.live else ""
    if c.to_seat == "across":
        whose = f"of the player across the table from them: half the players{still} away to their left, rounded down"
    elif c.seats > 1:
        counted = " (counting only the players still in)" if table.live else ""
        whose = f"of the player {w.number(c.seats)} seats to their {c.to_seat}{counted}"
    else:
        whose = (
            f"of the next player still in to their {c.to_seat}" if table.live else f"of the player to their {c.to_seat}"
        )
    return f"to the {w.noun(c.target)} {whose}"


def passing(c: ir.Choose) -> str:
    """What the players of a pass see."""
    if c.together:
        return (
            " Everyone chooses in secret, and then all the cards move at once, so no one passes on a card"
            " received in the same pass. Only the passer and the receiver see the cards passed."
        )
    return " Only the passer and the receiver see the cards passed."


def roll(r: ir.Roll, table: Table) -> str:
    who = table.each()  # in a turn's block, "that player"
    return (
        f"{who[0].upper()}{who[1:]} turns face up the first {w.cards(r.count) if r.count > 1 else 'card'} still"
        f" face down in {place(r.zone, table)}, in the order the cards lie there; nobody chooses."
    )


def expose_all(e: ir.ExposeAll, table: Table) -> str:
    who = table.each()  # in a turn's or a fold's block, "that player"
    return f"{who[0].upper()}{who[1:]} turns every card of {place(e.zone, table)} face up; nobody chooses."


_SEATS = {
    "left": "of the next player still in to their left",
    "right": "of the next player still in to their right",
    "dealer": "of the dealer",
    "small-blind": "of the small blind's player",
    "big-blind": "of the big blind's player",
}


def put(p: ir.Put, table: Table) -> str:
    """``put 1 from hand of left to hand``: "The latest card given to the hand of the next
    player still in to their left goes to their hand, as it lies; nobody chooses."""
    who = table.each()

    def where(zone: str, seat: str | None) -> str:
        if seat is None:
            return place(zone, table)
        return f"the {w.noun(zone)} {_SEATS[seat]}"

    cards = "every card" if p.count is None else "the latest card" if p.count == 1 else f"the latest {p.count} cards"

    verb = "go" if p.count is not None and p.count > 1 else "goes"
    source, target = where(p.source, p.source_seat), where(p.target, p.target_seat)
    if p.matching is not None:  # only the cards a pattern names
        source += f" that is {p.matching.any_one()}"
    if p.target == "muck":  # thrown away, as a discard is
        lies = "face down"
    else:
        lies = "face up" if table.zone(p.target).visibility == "public" else "face up or down as it lay"
    some = "" if p.count == 1 or p.matching is not None else " (or as many as there are)"
    relative = any(
        table.zone(zone).per_seat and seat in (None, "left", "right")
        for zone, seat in ((p.source, p.source_seat), (p.target, p.target_seat))
    )
    if not relative:  # the same cards whoever it is for: once
        return f"{w.capital(cards)} of {source}{some} {verb} to {target}, {lies}; nobody chooses."
    return f"For {who}: {cards} of {source}{some} {verb} to {target}, {lies}; nobody chooses."


def matching(pattern) -> str:
    return f" ({pattern.words()} only)"


def lines_of(s, table: Table) -> str:
    """``one line of the board (the row or the column)``."""
    zone = table.zone(s.zone)
    names = w.join((f"the {w.noun(li.name)}" for li in zone.lines), "or")
    return f"one line of the {w.noun(s.zone)} ({names})"


def if_none(s: ir.Showdown, why: str = "no hand qualifies for any part") -> str:
    """What happens when no share has a qualifying hand (or, ``why``, no winner)."""
    if s.pot.if_none == "split":
        return f"If {why}, the pot is split evenly among the players still in."
    if s.pot.if_none == "stays":
        return f"If {why}, nobody takes the pot: it stays for the next deal."
    name = s.pot.if_none_share or s.shares[0].name
    return f"If {why}, the best {w.noun(name)} hand takes the pot, qualified or not."


# ---- moves on a grid ------------------------------------------------------------------

MOVES = {
    "swap": "swap the top card at their position with the top card of an adjacent space",
    "stack": "stack it onto an adjacent space (a space left empty is dealt a new card face up)",
    "pass": "pass",
}


def cursor(c: ir.Cursor, table: Table | None = None) -> str:
    other = "right" if c.side == "left" else "left"
    return (
        f"seat {w.number(c.seat)} starts at the {c.side} end of row {w.number(c.seat)} and moves"
        f" one space {other} each turn, going back to the {c.side} end after the last space"
    )
