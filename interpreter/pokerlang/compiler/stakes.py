"""Lowering ``stakes ...``: the stakes a variant states, checked against its rules.

Each amount is a whole number of chips; a kind is named once; blinds need a game with
blinds (or a button blind: its size is the big blind); a bring-in needs a bring-in;
``bet N`` is a fixed-limit game's small bet (the big bet twice it), ``bets S/B`` both;
``straddle N`` needs a straddle, and is more than the big blind.
An ante suits any game: antes are a table rule, even where the file has none.
"""

from __future__ import annotations

import attrs

from pokerlang.compiler.blinds import third_blind
from pokerlang.ir import game as ir
from pokerlang.ir.stakes import DefaultStakes
from pokerlang.syntax import ast

MOST = 10**9
STACKS = {"stack", "stack-big-blinds"}  # a stack in chips or in big blinds: one of them


def lower_stakes(
    node: ast.Stakes | None, fail, game_forced: ir.Forced, betting: ir.Betting, has_bring_in: bool
) -> DefaultStakes:
    if node is None:
        return DefaultStakes()
    fields: dict[str, int] = {}
    seen: set[str] = set()
    for item in node.items:
        if item.kind in STACKS and seen & STACKS:
            raise fail(
                item.span, "the stakes name the stack twice", "name it once: in chips or in big blinds", code="E111"
            )
        if item.kind in seen:
            raise fail(item.span, f"the stakes name '{item.kind}' twice", "name each once", code="E111")
        seen.add(item.kind)
        for n in item.amounts:
            if not 0 <= n.value <= MOST:
                raise fail(n.span, f"{n.value} chips is out of range", f"write 0 to {MOST}", code="E050")
        values = [n.value for n in item.amounts]
        if item.kind == "ante":
            if game_forced.ante_big_blinds:
                raise fail(
                    item.span,
                    f"this game's ante is {game_forced.ante_big_blinds} big blinds",
                    "state the blinds instead: `stakes blinds 1/2` makes the ante "
                    f"{game_forced.ante_big_blinds * 2} chips",
                    code="E305",
                )
            fields["ante"] = values[0]
        elif item.kind == "blinds":
            # A game of blinds; or one whose ante is counted in big blinds (a bomb pot):
            # its blinds, posted or not, are the unit of the ante.
            if not (game_forced.blinds or game_forced.button_blind or game_forced.ante_big_blinds):
                raise fail(item.span, "this game has no blinds", "add `forced blinds`, or leave them out", code="E305")
            small, big = values[:2]
            if big < 1 or small > big:
                raise fail(
                    item.span,
                    f"blinds {small}/{big}: the big blind is at least 1 and the larger",
                    "write SMALL/BIG, e.g. 1/2",
                    code="E306",
                )
            fields["small_blind"], fields["big_blind"] = small, big
            if len(values) == 3:
                fields["third_blind"] = third_blind(item, game_forced, big, fail)
        elif item.kind == "bring-in":
            if not has_bring_in:
                raise fail(item.span, "this game has no bring-in", "leave it out", code="E305")
            fields["bring_in"] = values[0]
        elif item.kind in ("bet", "bets"):
            if betting.limit not in ("fixed-limit", "spread"):
                raise fail(
                    item.span,
                    f"bet sizes belong to fixed-limit betting, and this game is {betting.limit}",
                    "leave them out: the big blind is the smallest bet",
                    code="E305",
                )
            small = values[0]
            big = values[1] if item.kind == "bets" else 2 * small
            biggest = values[2] if len(values) == 3 else None
            if small < 1 or big < small or (biggest is not None and biggest < big):
                raise fail(
                    item.span,
                    f"bets {'/'.join(map(str, values))}: the small bet is at least 1, the big bet no smaller"
                    + (", the biggest bet no smaller than the big bet" if biggest is not None else ""),
                    "write SMALL/BIG, e.g. 2/4" + (", or SMALL/BIG/BIGGEST, e.g. 2/4/8" if biggest is not None else ""),
                    code="E306",
                )
            fields["small_bet"], fields["big_bet"] = small, big
            if biggest is not None:
                fields["biggest_bet"] = biggest
        elif item.kind == "stack":
            if values[0] < 1:
                raise fail(item.span, "a stack is at least one chip", "write 1 or more", code="E050")
            fields["stack"] = values[0]
        elif item.kind == "stack-big-blinds":
            if values[0] < 1:
                raise fail(item.span, "a stack is at least one big blind", "write 1 or more", code="E050")
            fields["stack_big_blinds"] = values[0]
        elif item.kind == "straddle":
            if not game_forced.straddle:
                raise fail(item.span, "this game has no straddle", "add `forced blinds and straddle`", code="E305")
            fields["straddle"] = values[0]
    _straddle_above_big_blind(node, fields, fail)
    if "bet" in seen and "bets" in seen:
        raise fail(node.span, "`bet` and `bets` both give the bet sizes", "write one of them", code="E307")
    return DefaultStakes(**fields)


def _straddle_above_big_blind(node: ast.Stakes, fields: dict[str, int], fail) -> None:
    """A straddle is more than the big blind (the stated one; the table's is checked when
    the game is run), and at least a chip."""
    if "straddle" not in fields:
        return
    straddle, big = fields["straddle"], max(fields.get("big_blind", 0), fields.get("third_blind", 0))
    last = "third" if "third_blind" in fields else "big"  # the blind a straddle follows
    if straddle <= big or straddle < 1:
        at = next(i for i in node.items if i.kind == "straddle")
        raise fail(
            at.span,
            f"a straddle of {straddle} is not more than the {last} blind of {big}"
            if big
            else "a straddle is at least one chip",
            "a straddle is usually twice the big blind: `stakes blinds 1/2 straddle 4`",
            code="E306",
        )


def lower_spread(node: ast.Betting, fail) -> tuple[int, int] | None:
    """``betting spread 1..5``: the smallest and the largest bet, in chips; a range only
    for spread-limit."""
    if node.spread is None:
        return None
    low, high = node.spread
    if node.limit != "spread":
        raise fail(
            low.span,
            f"a range of bets belongs to spread-limit betting, not {node.limit}",
            f"write `betting spread {low.value}..{high.value}`",
            code="E305",
        )
    if not 1 <= low.value <= high.value <= MOST:
        raise fail(
            low.span,
            f"spread {low.value}..{high.value}: the smallest bet is at least 1 and the largest no smaller",
            "write SMALLEST..LARGEST, e.g. `betting spread 1..5`",
            code="E306",
        )
    return low.value, high.value


def spread_stakes(node: ast.Betting | None, fail, stakes: DefaultStakes) -> DefaultStakes:
    """``betting spread 1..5`` states the bets the game is played for, as ``stakes bets 1/5``."""
    if node is None or node.spread is None or (spread := lower_spread(node, fail)) is None:
        return stakes
    if stakes.small_bet is not None:
        raise fail(
            node.spread[0].span,
            "the spread and the stakes both give the bet sizes",
            "write the range once: `betting spread 1..5` or `stakes bets 1/5`",
            code="E307",
        )
    # the attrs plugin does not read frozen_keywords classes
    return attrs.evolve(stakes, small_bet=spread[0], big_bet=spread[1])  # type: ignore[misc]
