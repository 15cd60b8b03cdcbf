"""A showdown against the house in English: the house's hand, its qualifier, and what
each player's ante and play are paid."""

from __future__ import annotations

from pokerlang.explain import words as w
from pokerlang.explain.table import Table
from pokerlang.ir import game as ir
from pokerlang.ir.house import House, PayLine

RANK_NAMES = dict(zip("23456789TJQKA", "two three four five six seven eight nine ten jack queen king ace".split()))


def house_showdown(s: ir.Showdown, house: House, table: Table, share) -> list[str]:
    """Paragraphs after who shows. ``share``: a share in words (``explain.showdown.share``)."""
    from pokerlang.explain.showdown import composition

    players = s.shares[0]
    hands = (
        f"The players play against the house, which holds a hand but makes no decisions, and "
        f"whose bank has no limit: there is no pot. Each player makes {share(players, table)}; "
        f"the house makes {composition(house.hand, table)}, ranked the same way, and shows it."
    )
    return [hands, settling(house)]


def settling(house: House) -> str:
    """How each player's ante and play are settled with the house."""
    text = ["A player who folded loses everything they put in to the house."]
    if house.qualifier is not None:
        q = house.qualifier
        ranks = "-".join(RANK_NAMES[r] for r in q.ranks)
        text.append(
            f"The house qualifies with {w.noun(q.category)} {ranks} or better; when it does not, "
            f"each player still in is paid {_ante(house)} on the ante and has the play returned."
        )
    play = f"{_table(house.pays)} (even money for any other hand)" if house.pays else "even money"
    text.append(f"A player whose hand beats the house's wins the ante {_ante(house)} and the play {play};")
    text.append("equal hands push, and a worse hand loses the ante and the play.")
    if house.bonus:
        text.append(f"Whatever the house holds, a player still in is paid an ante bonus {_table(house.bonus)}.")
    return " ".join(text)


def _ante(house: House) -> str:
    """How the ante is paid: ``even money``, or by its own table."""
    if not house.ante_pays:
        return "even money"
    return f"{_table(house.ante_pays)} (even money for any other hand)"


def _table(lines: tuple[PayLine, ...]) -> str:
    """``by the pay table: pair 1 to 1, ...``."""
    return "by the pay table: " + w.join([f"{w.noun(p.category)} {p.odds} to 1" for p in lines])
