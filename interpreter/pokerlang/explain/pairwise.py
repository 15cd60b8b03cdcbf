"""A pairwise showdown in English: each pair of players settles each hand in units."""

from __future__ import annotations

from itertools import pairwise

from pokerlang.explain import english as w
from pokerlang.explain.rows import royalties
from pokerlang.explain.table import Table
from pokerlang.ir import game as ir
from pokerlang.ir.pot import Pairwise


def pairwise_showdown(s: ir.Showdown, rule: Pairwise, table: Table, share) -> list[str]:
    """Paragraphs after who shows: the hands, then what they are worth (``settling``).
    ``share``: a share in words (``explain.showdown.share``)."""
    if len(s.shares) == 1:
        hands = f"There is no pot. Each player makes {share(s.shares[0], table)}."
    else:
        listed = [f"- **{w.label(x.name)}:** {share(x, table)}." for x in s.shares]
        hands = "\n".join([f"There is no pot. Each player makes {w.number(len(s.shares))} hands:", "", *listed])
    return [hands, settling(rule, table, hands=len(s.shares))]


def settling(rule: Pairwise, table: Table | None = None, hands: int = 0) -> str:
    """What each hand is worth between two players, the scoop, the foul and a short
    stack; ``hands``: how many each player makes (0: not said)."""
    unit = "the big blind" if rule.unit == 1 else f"{w.number(rule.unit)} big blinds"
    each = "its hand" if hands == 1 else "each hand"
    text = [
        (
            f"Every two players settle {each} between themselves: the better hand wins one unit "
            f"({unit}) from the other, and equal hands settle nothing."
        )
    ]
    all_of = {0: "every hand", 1: "their hand", 2: "both hands"}.get(hands, f"all {w.number(hands)} hands")
    if rule.scoop_doubles:
        text.append(f"A player who wins {all_of} against another scoops, and wins twice as much.")
    elif rule.scoop:
        more = "one unit" if rule.scoop == 1 else f"{w.number(rule.scoop)} units"
        text.append(f"A player who wins {all_of} against another scoops, and wins {more} more.")
    if rule.foul:
        names = [w.noun(n) for n in rule.foul]
        order = f"A player's {names[0]} hand must be at least as good as their {names[1]} hand"
        order += "".join(f", and their {a} hand as their {b} hand" for a, b in pairwise(names[1:]))
        text.append(
            f"{order} (a smaller hand is measured by its kind, then its cards from the highest); "
            "a set that is not is fouled. A fouled set loses every hand to every player whose set is not fouled"
            + (", and is scooped by each" if rule.scoop or rule.scoop_doubles else "")
            + "; two fouled sets settle nothing."
        )
    if rule.royalties:
        text.append(royalties(rule.royalties))
    text.append("A player who owes more than they have pays all they have, shared among those they owe in proportion.")
    return " ".join(text)
