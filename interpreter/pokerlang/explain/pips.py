"""A pip count in English: what each card counts, which count wins, and the hand it takes."""

from __future__ import annotations

from pokerlang.cards.card import RANKS
from pokerlang.explain import english as w
from pokerlang.hands.pips import half_points
from pokerlang.ir.ranking import PIP_CARDS, Composition, Pips, RankingSpec


def _values(values: tuple[int, ...]) -> str:
    """``1/2``, ``1 or 11``, as a rule book writes them."""
    return w.join((half_points(v) for v in values), "or")


def counts(pips: Pips, table: object = None, ranks: str = RANKS) -> str:
    """``Twos to tens count their pips; jacks, queens and kings ½ each; aces 1 or 11``:
    the ranks that count their own number first, then the others grouped by what they count
    (only the ranks the deck holds: ``ranks``)."""
    held = [(r, v) for r, v in zip(RANKS, pips.counts) if r in ranks]
    own = [r for r, v in held if r not in "JQKA" and v == (2 * (RANKS.index(r) + 2),)]
    groups: dict[tuple[int, ...], list[str]] = {}
    for r, v in held:
        if r not in own:
            groups.setdefault(v, []).append(r)
    parts = []
    if own:
        unbroken = RANKS.index(own[-1]) - RANKS.index(own[0]) + 1 == len(own)  # no rank between left out
        span = (
            f"{w.RANK_PLURALS[own[0]]} to {w.RANK_PLURALS[own[-1]]}"
            if len(own) > 2 and unbroken
            else w.join(w.RANK_PLURALS[r] for r in own)
        )
        parts.append(
            f"{span} count their pips" if len(own) > 1 else f"{span} count {half_points(2 * (RANKS.index(own[0]) + 2))}"
        )
    for values, grouped in groups.items():
        each = " each" if len(grouped) > 1 and len(values) == 1 else ""
        choice = " (each as brings the count nearest)" if len(values) > 1 else ""
        parts.append(f"{w.join(w.RANK_PLURALS[r] for r in grouped)} {_values(values)}{each}{choice}")
    return w.capital("; ".join(parts)) + "."  # the groups name ranks with commas


def ranking(spec: RankingSpec, ranks: str = RANKS, counted: bool = False) -> str:
    """The words of ``explain``'s Rankings section for a pip count (``ranks``: the deck's);
    ``counted``: one the rules only count cards by (`pips(...)`), no hand compared by it."""
    pips = spec.pips
    assert pips is not None
    if counted:
        said = "Cards counted by the rules (no hand is compared by this count)."
        return f"**{w.capital(spec.title)}**: {said} {counts(pips, ranks=ranks)}"
    if pips.target != int(pips.target):  # seven and a half
        target = half_points(int(2 * pips.target))
    else:
        target = w.number(int(pips.target)) if pips.target <= 20 else str(pips.target)
    parts = [
        "A hand is valued by the count of all its cards, not by poker hands.",
        counts(pips, ranks=ranks),
        f"The count nearest {target} wins, whether under or over it; of two counts equally far"
        f" from {target}, one under and one over, the one under wins."
        if not pips.over_busts
        else f"The count nearest {target} wins. A count over {target} busts: it loses to every"
        f" count of {target} or less, and cannot win its part of the pot.",
    ]
    return f"**{w.capital(spec.title)}**: " + " ".join(parts)


def hand(c: Composition, parts: list[str]) -> str | None:
    """``the count of every card in their hand`` for a share that takes every card, else None."""
    if c.size < PIP_CARDS:
        return None
    return f"the count of every card of {w.join(parts)}"
