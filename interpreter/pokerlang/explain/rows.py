"""Rows set face up in turn, and a row's royalties, in English: phrases of
``phrases.PHRASES`` and of ``explain.pairwise``."""

from __future__ import annotations

from pokerlang.cards.card import RANKS
from pokerlang.explain import english as w
from pokerlang.explain.table import IN_TURN, Table, place
from pokerlang.ir.rows import Royalty, RoyaltyEntry, SetRows


def set_rows(s: SetRows, table: Table) -> str:
    rows = w.join([f"{place(r.zone, table)} ({w.cards(r.size)} at most)" for r in s.rows], "or")
    what = "the card" if s.count == 1 else w.cards(s.count)
    how = " into" if s.count == 1 else ", one at a time, each into"
    text = (
        f"{w.capital(table.each())} sets {what} from {place(s.source, table)} face up{how} "
        f"{rows}, as they choose; a full row takes no more, and a card once set stays."
    )
    if s.discard_rest:
        text += " The cards left are thrown away face down."
    return text if table.one else IN_TURN + text[0].lower() + text[1:]


def royalties(rule_royalties: tuple[Royalty, ...]) -> str:
    """``Royalties, paid by every other player to a set not fouled: ...``."""
    if not rule_royalties:
        return ""
    lines = [f"{w.noun(r.share)}: {w.join([entry(e) for e in r.entries])}" for r in rule_royalties]
    return (
        "Royalties, paid in units to a player whose set is not fouled by every other player, "
        "for the hand in a row: " + "; ".join(lines) + "."
    )


# The categories named by the rank of their group (a pair of sixes); the others by their
# highest card (a straight, ace high).
GROUPED = ("pair", "two-pair", "three-of-a-kind", "four-of-a-kind", "five-of-a-kind", "full-house")


def hand_named(category: str, rank: int | None, better: bool = False, cards: int = 5) -> str:
    """``royal flush``, ``pair of sixes or better``, ``flush (ace high)``: a hand of a
    table (a royalty's, a pay table's), with the highest rank it names; ``cards``: the
    size of the ranking's hands (an ace-high straight flush of two cards is no royal)."""
    hand = w.noun(category)
    if (category, rank, better) == ("straight-flush", len(RANKS) - 1, False) and cards >= 5:
        return "royal flush"  # the ace-high straight flush, by its poker name
    if rank is not None and category in GROUPED:
        hand += f" of {w.RANK_PLURALS[RANKS[rank]]}" + (" or better" if better else "")
    elif rank is not None:
        hand += f" ({w.RANK_WORDS[RANKS[rank]]} high)" + (" or better" if better else "")
    return hand


def entry(e: RoyaltyEntry) -> str:
    paid = f"{hand_named(e.category, e.rank, e.better)} {e.units}"
    if e.step:
        paid += f" ({w.number(e.step)} more for each rank higher)"
    return paid
