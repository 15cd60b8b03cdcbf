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
from pokerlang.ir.stakes import HOUSE_BLINDS, DefaultStakes, too_deep
from pokerlang.syntax import ast

MOST = 10**9
STACKS = {"stack", "stack-big-blinds"}  # a stack in chips or in big blinds: one of them


# The stakes of a game's one blind: the forced bet that gives it, its name, how to add it.
ONE_BLIND = {
    "button-blind": ("button_blind", "button blind", "add `forced ante and button blind`"),
    "blind": ("single_blind", "single blind", "add `forced blind` (one blind, from the dealer's left)"),
}


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
            if small and game_forced.single_blind:
                raise fail(
                    item.span,
                    "this game has a single blind: there is no small blind",
                    f"write `blind {big}`",
                    code="E306",
                )
            fields["small_blind"], fields["big_blind"] = small, big
            if len(values) == 3:
                fields["third_blind"] = third_blind(item, game_forced, big, fail)
        elif item.kind in ONE_BLIND:  # a game's one blind (the dealer's, or left of it): the big blind
            has, what, add = ONE_BLIND[item.kind]
            if not getattr(game_forced, has):
                raise fail(item.span, f"this game has no {what}", f"{add}, or write `blinds SMALL/BIG`", code="E305")
            if values[0] < 1:
                raise fail(item.span, f"a {what} is at least one chip", "write 1 or more", code="E306")
            fields["small_blind"], fields["big_blind"] = 0, values[0]
        elif item.kind == "bring-in":
            if not has_bring_in:
                raise fail(
                    item.span,
                    "this game has no bring-in",
                    "leave it out (a stud game of a match's rotation takes the bring-in its own file"
                    " states: name a variation, `extends \"razz\"` with `stakes bring-in 5`, in the rotation)",
                    code="E305",
                )
            fields["bring_in"] = values[0]
        elif item.kind in ("bet", "bets"):
            unblinded = not (game_forced.blinds or game_forced.button_blind or game_forced.ante_big_blinds)
            if betting.limit not in ("fixed-limit", "spread") and unblinded and item.kind == "bet" and values[0] >= 1:
                # a no-limit or pot-limit game without blinds: `bet N` is its least bet (the
                # big blind it would have), where the house's 2 chips would stand
                fields["small_blind"], fields["big_blind"] = 0, values[0]
                continue
            if betting.limit not in ("fixed-limit", "spread"):
                raise fail(
                    item.span,
                    f"bet sizes belong to fixed-limit betting, and this game is {betting.limit}",
                    "leave them out: the big blind is the smallest bet"
                    if not unblinded
                    else "a game without blinds states its least bet with one size: `bet 1`",
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
    given = [k for k in ("blinds", "button-blind", "blind") if k in seen]
    if len(given) > 1:
        both = " and ".join(f"`{k}`" for k in given)
        raise fail(node.span, f"{both} both give the blinds", "write one of them", code="E307")
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


def playable_stack(node: ast.Stakes | None, fail, stakes: DefaultStakes, limit: str) -> None:
    """A stack the file states is one ``run`` plays at the file's own stakes (the house's
    blinds where it states none): not so deep that a hand of least raises never ends."""
    if node is None or stakes.stack is None:
        return
    big = stakes.big_blind if stakes.big_blind is not None else HOUSE_BLINDS[1]
    deep = too_deep(stakes.stack, big, stakes.small_bet, limit)
    if deep is None:
        return
    at = next((i for i in node.items if i.kind == "stack"), node)
    stated = "bets" if limit in ("fixed-limit", "spread") else "blinds"
    raise fail(
        at.span,
        deep,
        f"state the {stated} it is played at beside it (`stakes "
        + ("bets 400/800" if stated == "bets" else "blinds 200/400")
        + " stack 40000`), or a smaller stack",
        code="E050",
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
            "write the range once: `betting spread 1..5` or `stakes bets 1/5`; a wider bet on the end"
            " (1-4-8-8): `betting spread`, `stakes bets 1/4/8`, `bet biggest` on the rounds that play it",
            code="E307",
        )
    # the attrs plugin does not read frozen_keywords classes
    return attrs.evolve(stakes, small_bet=spread[0], big_bet=spread[1])  # type: ignore[misc]


# What each kind of a rotation's `stakes` line sets in a game that plays it: the whole
# group, so that a game's own third blind, third bet or straddle never outlives the
# blinds or bets it was sized against (None: the engine's default, sized from the new ones).
GROUPS = {
    "ante": ("ante",),
    "blinds": ("small_blind", "big_blind", "third_blind", "straddle"),
    "button-blind": ("small_blind", "big_blind", "third_blind", "straddle"),
    "blind": ("small_blind", "big_blind", "third_blind", "straddle"),
    "bring-in": ("bring_in",),
    "bet": ("small_bet", "big_bet", "biggest_bet"),
    "bets": ("small_bet", "big_bet", "biggest_bet"),
    "stack": ("stack", "stack_big_blinds"),
    "stack-big-blinds": ("stack", "stack_big_blinds"),
    "straddle": ("straddle",),
}


def plays(kind: str, game: ir.Game) -> bool:
    """Whether a game's structure plays this kind of stake (a rotation's `stakes` line
    gives it only those): antes to a game with antes, blinds to one with blinds, and so on."""
    forced = game.forced
    if kind == "ante":
        return forced.ante and not forced.ante_big_blinds
    if kind == "blinds":
        return forced.blinds or forced.button_blind or bool(forced.ante_big_blinds)
    if kind == "button-blind":
        return forced.button_blind
    if kind == "blind":
        return forced.single_blind
    if kind == "bring-in":
        return any(isinstance(a, ir.Bet) and a.bring_in is not None for a in game.actions())
    if kind in ("bet", "bets"):
        return game.betting.limit in ("fixed-limit", "spread")
    if kind == "straddle":
        return forced.straddle
    return True  # the stack: every game


def rotation_stakes(node: ast.Stakes, game: ir.Game, fail) -> tuple[DefaultStakes, set[str]]:
    """A rotation's ``stakes`` line for one of its games (H.O.R.S.E. at 20/40: blinds to
    hold'em and Omaha, the ante and the bring-in to the stud games, the bets to every
    limit game): the game's own stakes with each kind its structure plays replaced, and
    the kinds it took (``KIND:3`` too where it took a third blind or a third bet). The
    parts are checked as the game's own line would be."""
    taken = {item.kind for item in node.items if plays(item.kind, game)}
    items = tuple(_fitted(item, game) for item in node.items if item.kind in taken)
    taken |= {f"{item.kind}:3" for item in items if len(item.amounts) == 3}
    bring_in = "bring-in" in taken
    # the attrs plugin does not read frozen_keywords classes (here and below)
    lowered = lower_stakes(attrs.evolve(node, items=items), fail, game.forced, game.betting, bring_in)  # type: ignore[misc]
    changes = {field: getattr(lowered, field) for kind in taken if kind in GROUPS for field in GROUPS[kind]}
    blinds = next((i for i in node.items if i.kind == "blinds"), None)
    if lowered.stack_big_blinds is not None and blinds is not None and "blinds" not in taken:
        # a game without blinds counts the stack in the big blinds of the line (a stud
        # game of H.O.R.S.E.: the mix's big blind), not in the house's
        changes |= {"stack": lowered.stack_big_blinds * blinds.amounts[1].value, "stack_big_blinds": None}
    stakes = attrs.evolve(game.stakes, **changes)  # type: ignore[misc]
    playable_stack(node, fail, stakes, game.betting.limit)
    return stakes, taken


def _fitted(item: ast.Stake, game: ir.Game) -> ast.Stake:
    """A third blind or a third bet goes only to a game that plays one."""
    if item.kind == "blinds" and len(item.amounts) == 3 and not game.forced.third_blind:
        return attrs.evolve(item, amounts=item.amounts[:2])  # type: ignore[misc]
    if (
        item.kind == "bets"
        and len(item.amounts) == 3
        and not any(isinstance(a, ir.Bet) and a.size == "biggest" for a in game.actions())
    ):
        return attrs.evolve(item, amounts=item.amounts[:2])  # type: ignore[misc]
    return item
