"""A pip ranking's lines (``nearest 27``, ``over busts``, ``count A as 1 or 11``) -> ``Pips``.

A ranking is either a pip count or an order of poker categories: ``nearest N`` makes it
a count (and one that extends a count is one too), and the lines of the other kind are
refused in it, as the pip lines are in a ranking of categories, so that no line is
written that would mean nothing.
"""

from __future__ import annotations

from fractions import Fraction

import attrs

from pokerlang.compiler.patterns import lower_pattern
from pokerlang.ir.ranking import PIP_CARDS, PIP_COUNTS, Pips, RankingSpec
from pokerlang.cards.card import RANKS
from pokerlang.syntax import ast

MOST_POINTS = 30  # the most a card may count, in points (Primiera's seven, 21, with room to spare)
MOST_TARGET = 100
# The poker lines, in the words a diagnostic quotes them by.
POKER_LINES = {
    "cards": "cards",
    "partial": "partial from",
    "ace-both": "ace",
    "ace-high": "ace",
    "ace-low": "ace",
    "order": "order",
    "lowest-wins": "lowest wins",
    "qualify": "qualify",
    "suits": "ties by suit",
    "distinct": "distinct ranks and suits",
    "category": "category",
    "category-all": "category",
    "rank-high": "CATEGORY: ... high",
    "rank-low": "CATEGORY: ... low",
}
PIP_WORDS = {"over-busts": "over busts", "count": "count"}


def pip_lines(spec: RankingSpec, rules: tuple[ast.Line, ...], fail) -> tuple[RankingSpec, tuple[ast.Line, ...]]:
    """The spec made a pip count if a ``nearest`` line says so (before any other line is
    applied, wherever it stands), and the lines left to apply; a line of the other kind
    is an error."""
    nearest = [r for r in rules if r.kind == "nearest"]
    if nearest:
        n, *under = nearest[-1].numbers
        if under and (under[0].value == 0 or (2 * n.value) % under[0].value):
            raise fail(  # `nearest 15/2`: seven and a half (Sette e mezzo)
                under[0].span,
                f"a target of {n.value}/{under[0].value} is not a whole or a half point",
                "write a whole number or a half, e.g. `nearest 15/2` (seven and a half)",
                code="E415",
            )
        target = Fraction(n.value, under[0].value) if under else n.value
        if not 0 <= target <= MOST_TARGET:  # 0: the lowest count wins
            raise fail(
                n.span, f"a target of {target} is out of range", f"write a target from 0 to {MOST_TARGET}", code="E415"
            )
        counts = spec.pips.counts if spec.pips is not None else PIP_COUNTS
        busts = spec.pips.over_busts if spec.pips is not None else False
        whole = target.denominator == 1 if isinstance(target, Fraction) else True
        pips = Pips(target=int(target) if whole else target, counts=counts, over_busts=busts)
        spec = attrs.evolve(spec, pips=pips, cards=PIP_CARDS, min_cards=1, qualifier=None, suit_order=None)
    for rule in rules:
        if spec.pips is not None and rule.kind in POKER_LINES:
            raise fail(
                rule.span,
                f"`{POKER_LINES[rule.kind]}` orders poker hands, but ranking '{spec.name}' counts pips",
                "a pip count has no categories: write `nearest N`, `over busts` and `count ... as ...` lines",
                code="E414",
            )
        if spec.pips is None and rule.kind in PIP_WORDS:
            poker = any(r.kind in POKER_LINES for r in rules)  # a ranking of poker hands besides
            raise fail(
                rule.span,
                f"`{PIP_WORDS[rule.kind]}` belongs to a ranking by pip count, and '{spec.name}' has no target",
                "a ranking counts pips or orders poker hands (`cards`, `order`), not both: count the points in"
                " a ranking of their own (`nearest 33`, `count ... as ...`) and ask each ranking where it decides"
                if poker
                else "add the target, e.g. `nearest 27`",
                code="E414",
            )
    return spec, tuple(r for r in rules if r.kind != "nearest")


def stand_in(name: str, node: ast.Ranking) -> RankingSpec:
    """What stands for a ranking with an error, so that its uses raise nothing more: a pip
    count if it says ``nearest`` (a share of it takes every card, without a size)."""
    spec = RankingSpec(name=name, title=name)
    if any(r.kind == "nearest" for r in node.rules):
        spec = attrs.evolve(spec, pips=Pips(target=1, counts=PIP_COUNTS), cards=PIP_CARDS, min_cards=1)
    sizes = [r.numbers[0].value for r in node.rules if r.kind == "cards" and r.numbers]
    if sizes and 1 <= sizes[-1] <= 7 and spec.pips is None:  # the size it says: a share of it is not refused for it
        spec = attrs.evolve(spec, cards=sizes[-1], min_cards=sizes[-1])
    return spec


def apply_pips(spec: RankingSpec, rule: ast.Line, fail) -> RankingSpec:
    """``over busts`` or ``count PATTERN as V or V ...`` on a pip count."""
    assert spec.pips is not None  # pip_lines refused the line otherwise
    if rule.kind == "over-busts":
        return attrs.evolve(spec, pips=attrs.evolve(spec.pips, over_busts=True))
    values = tuple(_half_points(v, fail) for v in rule.values)
    assert rule.pattern is not None  # the grammar's count line has one
    pattern = lower_pattern(rule.pattern, fail)
    if pattern.suits or pattern.cards or pattern.jokers:
        raise fail(
            rule.span,
            f"a card counts by its rank: '{pattern.words()}' names more than ranks",
            "name ranks only, e.g. `count J Q K as 1/2`",
            code="E415",
        )
    counts = tuple(values if r in pattern.ranks else old for r, old in zip(RANKS, spec.pips.counts))
    return attrs.evolve(spec, pips=attrs.evolve(spec.pips, counts=counts))


def _half_points(value: tuple[ast.Number, ast.Number | None], fail) -> int:
    """A value as written (``11``, ``1/2``), in half points."""
    whole, under = value
    if under is not None and under.value not in (1, 2):
        raise fail(
            under.span,
            f"a card counts whole or half points, not {whole.value}/{under.value}",
            "write a whole number or a half, e.g. `1/2`",
            code="E415",
        )
    half = 2 * whole.value // (under.value if under is not None else 1)
    if half > 2 * MOST_POINTS:
        raise fail(
            whole.span,
            f"a card counts at most {MOST_POINTS} points",
            f"write a count from 0 to {MOST_POINTS}",
            code="E415",
        )
    return half
