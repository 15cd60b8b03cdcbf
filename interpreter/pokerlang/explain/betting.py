"""The betting in English: who acts first, a betting round and its opening requirement,
a deal thrown in, the betting structure and the forced bets."""

from __future__ import annotations

from pokerlang.explain import amounts
from pokerlang.explain import english as w
from pokerlang.explain.compositions import composition
from pokerlang.explain.compositions import qualifier
from pokerlang.explain.table import SEATS, Table, place
from pokerlang.ir import control as c
from pokerlang.ir import game as ir

# `after seat|left|right` in a block played for one player
_OF_BLOCK = {
    "seat": "the next player still in to the left of that player",
    "left": "the next player still in after that player's left neighbour",
    "right": "that player (the first after their right neighbour still in)",
}


def opener(o: ir.Opener, table: Table) -> str:
    """Who acts: ``the player to the left of the big blind``; and who when that is nobody
    (``otherwise``: nobody bet, nobody opened)."""
    said = _opener(o, table)
    if o.otherwise is not None:
        nobody = "nobody bet or raised" if o.kind == "last-aggressor" else "nobody opened, or the opener has folded"
        said += f" (if {nobody}, {_opener(o.otherwise, table)})"
    return said


def _opener(o: ir.Opener, table: Table) -> str:
    if o.kind == "after":
        seat = o.seat or "dealer"
        if seat in _OF_BLOCK:
            return _OF_BLOCK[seat]
        return SEATS.get(seat, f"the player to the left of the {w.noun(seat)}")
    if o.kind == "last-aggressor":
        return "the last player to bet or raise"
    if o.kind == "opener":
        unless = "" if o.otherwise is not None else " (or, if they have folded, the first player to the dealer's left)"
        return "the player who opened" + unless
    if o.kind in ("highest", "lowest"):
        assert o.tally is not None  # lowered with its tally
        return (
            f"the player still in with the {o.kind} {w.noun(o.tally)} (of equal counts, the first from the"
            " dealer's left)"
        )
    cards = w.join(place(s.zone, table, s.whose) for s in o.sources)
    title = o.ranking.title if o.ranking else "standard"
    # Only cards face up count: in a zone not seen by all, that is not all its cards.
    face_up = "" if all(table.zone(s.zone).visibility == "public" for s in o.sources) else "face-up "
    # Equal hands showing: the ranking's suits decide, or else the seat (``engine.first_to_act``).
    ties = "" if o.ranking and o.ranking.suit_order else "; of equal hands, the first from the dealer's left"
    return f"the player with the {o.kind} {face_up}cards in {cards} (ranked by *{title}*{ties})"


def bet(b: ir.Bet, table: Table) -> str:
    text = _round(b, table)
    if b.or_drop:
        text += " Bet or drop: until someone bets, nobody may check; a player bets or folds."
    return text


def _round(b: ir.Bet, table: Table) -> str:
    size = f" in {b.size} bets" if table.fixed_limit else ""
    if b.limit is not None:  # the round's own structure, over the game's
        size = f", {b.limit} (the minimum bet the big blind)" if table.fixed_limit else f", {b.limit}"
    if b.size == "small-or-big":
        size = " in small or big bets, at the bettor's choice (once a big bet or raise is made, every raise is big)"
    if b.size == "biggest" and not table.fixed_limit:
        size = " with bets and raises up to the biggest bet (a spread that widens)"
    if b.bring_in is None:
        first = opener(b.first, table)
        if b is table.first_bet and table.straddled and b.first.kind == "after" and b.first.seat == "big-blind":
            first = table.straddled  # the blinds are live: the engine begins left of the last straddle
        return f"Betting round{size}, begun by {first}.{openers(b.openers, table, b.rising)}"
    text = f"Betting round{size}: {opener(b.bring_in, table)} must open with the bring-in"
    if b.first.kind == "after" and b.first.seat == "bring-in":
        return text + ", and the player to their left acts next." + openers(b.openers, table, b.rising)
    return (
        text
        + f". At a table without a bring-in, {opener(b.first, table)} begins instead."
        + openers(b.openers, table, b.rising)
    )


def openers(share: ir.Share | None, table: Table, rising: tuple[ir.Share, ...] = ()) -> str:
    """An opening requirement, as sentences after its betting round ("" if none)."""
    if share is None:
        return ""
    spec = share.ranking
    # An opening requirement is its ranking's qualifier (``compiler`` builds it so).
    assert spec.qualifier is not None
    needs = qualifier(spec.qualifier, lowest_wins=spec.lowest_wins)
    title = spec.title or spec.name
    later = [qualifier(q, lowest_wins=s.ranking.lowest_wins) for s in rising if (q := s.ranking.qualifier) is not None]
    if later:
        after = [f"{w.number(i + 1)} deal{'s' if i else ''}" for i in range(len(later))]
        after[-1] = f"{w.number(len(later))} or more deals"
        steps = "; ".join(f"after {n} thrown in, {x}" for n, x in zip(after, later))
        needs += f" (progressive: {steps})"
    return (
        f" To open (make the first bet), a player needs {needs}: {composition(share.composition, table)},"
        f" ranked by *{title}*. A player without openers may check or fold, but not bet; once the"
        " pot is opened, anyone may call or raise, whatever they hold. The opener keeps the openers"
        " and shows them at the end of the hand, even after splitting them to draw or folding."
    )


def throw_in(t: c.ThrowIn, table: Table | None = None) -> str:
    who = "the players still in are dealt again" if t.folded_stay_out else "every player dealt in is dealt again"
    ante = (" and ante" if t.folded_stay_out else " and antes") + " again" if t.ante_again else ", with no new ante"
    out = " (a player who folded stays out)" if t.folded_stay_out else ""
    return (
        "The deal is thrown in; every card comes back, the pot stays with every bet made so far,"
        f" and a new deal begins: {who}{ante}{out}."
    )


def betting(b: ir.Betting, table: Table | None = None) -> str:
    said = _structure(b)
    if b.sizes:
        listed = w.join([f"{w.noun(name)} ({amounts.say(size, table)})" for name, size in b.sizes], "or")
        most = "the pot" if b.limit == "pot-limit" else "all they have"
        said += (
            f"; every bet is, and every raise adds over the call, one of these sizes: {listed}, asked of the"
            f" player to act; a size below the least bet or raise is that least, and none is more than {most}"
        )
    return said


def _structure(b: ir.Betting) -> str:
    even = ", even heads-up" if b.heads_up == "kept" else ""
    if b.limit == "fixed-limit" and b.cap == 1:
        return "fixed-limit, one bet a round and no raise" + even
    if b.limit == "fixed-limit" and b.cap is not None:
        return f"fixed-limit, at most {w.number(b.cap)} bets and raises a round" + even
    if b.limit == "fixed-limit":
        return "fixed-limit, with no cap on the raises"
    if b.limit == "all-in":
        said = (
            "all in or fold: every bet or raise is the player's whole stack; a player may call a bet made"
            " all in, but never just call the blinds"
        )
        if b.hand_cap is not None:  # Tempest: the whole stack up to the cap
            said += (
                f"; capped: a player puts at most {w.number(b.hand_cap)} big blinds into a hand, blinds and"
                " antes included, and that is their whole stack there; the chips above the cap play no part"
                " in the hand"
            )
        return said
    if b.limit == "spread":
        text = (
            "spread-limit: every bet and raise from the small bet to the big bet, a raise at least the"
            " largest bet or raise of the round so far"
        )
        return text + (f"; at most {w.number(b.cap)} bets and raises a round{even}" if b.cap is not None else "")
    if b.hand_cap is not None:
        return (
            f"{b.limit}, capped: a player puts at most {w.number(b.hand_cap)} big blinds into a hand, blinds"
            " and antes included, and is all in there; the chips above the cap play no part in the hand"
        )
    return b.limit


def forced(f: ir.Forced, table: Table | None = None) -> str:
    parts = []
    if f.single_blind:
        parts.append("one blind, from the player to the dealer's left (no small blind)")
    elif f.blinds:
        parts.append("small and big blinds")
    if f.button_blind:
        parts.append("a blind from the dealer (the button blind)")
    if f.third_blind:
        parts.append("a third blind from the player to the left of the big blind")
    if f.button_straddle:
        parts.append("a straddle from the player on the button (a Mississippi straddle)")
    elif f.straddle and f.straddles > 1:
        parts.append(f"{w.number(f.straddles)} straddles, each from the next player and twice the last")
    elif f.straddle:
        parts.append(f"a straddle from the player to the left of the {'third' if f.third_blind else 'big'} blind")
    if f.straddle and getattr(f, "optional_straddle", False):
        parts[-1] += " if that player chooses to post it"
    if f.ante:
        n = f.ante_big_blinds
        size = "an ante" if n is None else f"an ante of {w.number(n)} big blind{'s' if n != 1 else ''}"
        who = {"each": "from every player", "big-blind": "from the big blind for the whole table"}
        parts.append(f"{size} {who.get(f.ante_by, 'from the dealer for the whole table')}")
    return w.join(parts) or "none"
