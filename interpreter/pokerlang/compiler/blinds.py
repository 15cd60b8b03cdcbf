"""Lowering the card rooms' wider betting structures: how many blinds and straddles a
``forced`` line posts, a third bet size, and a kill (``kill when a player scoops``).

* ``forced 3 blinds``: a third blind, left of the big blind; a game has two or three.
* ``forced blinds and 3 straddles``: a straddle and re-straddles, each from the next seat
  on, each twice the last; at most one seat fewer than the blinds leave (the small and
  the big blind do not straddle). ``button straddle``: the dealer's, one straddle only.
* ``stakes bets 1/2/4`` gives a third, biggest bet; some round must then be ``bet biggest``.
* A kill raises the bets: it belongs to fixed-limit and spread games with blinds.
"""

from __future__ import annotations

from pokerlang.ir import game as ir
from pokerlang.ir.stakes import DefaultStakes, Kill
from pokerlang.syntax import ast

MOST_BIG_BLINDS = 1000  # a kill's pot size, in big blinds
MOST_IN_A_ROW = 20  # a kill's streak of pots


def how_many_blinds(node: ast.Forced, most_players: int, fail) -> tuple[int, int]:
    """The number of blinds (2 or 3) and of straddles (1 unless written) of a forced line."""
    kinds = {b.kind for b in node.bets}
    # The seats that post no blind may straddle: all but one after a single blind.
    blinds, straddles = (1 if "single-blind" in kinds else 2), 1
    for bet in sorted(node.bets, key=lambda b: b.kind != "blinds"):  # the blinds first: the straddles need them
        if bet.count is None:
            continue
        n = bet.count.value
        if bet.kind == "blinds":
            if n not in (2, 3):
                raise fail(
                    bet.count.span, f"a game has two or three blinds, not {n}", "write `forced 3 blinds`", code="E314"
                )
            blinds = n
        else:
            most = max(1, most_players - blinds)  # every seat but the blinds may straddle
            if not 1 <= n <= most:
                seats = "1 seat is" if most == 1 else f"at most {most} seats are"
                raise fail(
                    bet.count.span,
                    f"{n} straddles: {seats} left of the blinds of {most_players} players to post them",
                    "write `straddle` (one)" if most == 1 else f"write 1 to {most} straddles",
                    code="E314",
                )
            straddles = n
    if blinds == 3 and most_players < 3:
        raise fail(node.span, "heads-up there is no seat for a third blind", "seat three or more players", code="E314")
    if "button-straddle" in kinds and "straddle" in kinds:
        at = next(b for b in node.bets if b.kind == "button-straddle")
        raise fail(
            at.span,
            "a straddle left of the big blind and the dealer's straddle do not go together",
            "write `straddle` (left of the big blind) or `button straddle`, not both",
            code="E314",
        )
    if blinds == 3 and ("straddle" in kinds or "button-straddle" in kinds) and straddles + 3 > most_players:
        raise fail(node.span, "three blinds and the straddles leave no seat", "seat more players", code="E314")
    return blinds, straddles


def optional_straddle(node: ast.Forced, fail) -> bool:
    """``optional straddle`` (or ``optional 3 straddles``, ``optional button straddle``):
    whether the straddles are the players' choice. Only a straddle is: the blinds and
    antes are what make a pot to play for, so they stay forced."""
    optional = [b for b in node.bets if b.optional]
    for bet in optional:
        if bet.kind not in ("straddle", "button-straddle"):
            raise fail(
                bet.span,
                f"only a straddle may be optional, not the {bet.kind.replace('-', ' ')}",
                "write `forced blinds and optional straddle`, the blinds forced and the straddle the player's choice",
                code="E450",
            )
    return bool(optional)


def third_blind(item: ast.Stake, forced: ir.Forced, big: int, fail) -> int:
    """``stakes blinds 1/2/4``: the third blind, at least the big blind."""
    third = item.amounts[2]
    if not forced.third_blind:
        raise fail(third.span, "this game has two blinds", "add `forced 3 blinds`, or write SMALL/BIG", code="E305")
    if third.value < big:
        raise fail(
            third.span,
            f"a third blind of {third.value} is less than the big blind of {big}",
            "write SMALL/BIG/THIRD, each at least the one before, e.g. 1/2/4",
            code="E306",
        )
    return third.value


def biggest_bet_round(node: ast.Stakes | None, fail, stakes: DefaultStakes, bet_biggest: bool) -> None:
    """A third bet size is played on a round that says ``bet biggest``."""
    if stakes.biggest_bet is None or bet_biggest or node is None:
        return
    at = next(i for i in node.items if i.kind == "bets")
    raise fail(
        at.amounts[2].span,
        f"a third bet size of {stakes.biggest_bet}, and no round bets it",
        "write `bet biggest` on the round that plays it (the last, as a rule)",
        code="E316",
    )


def lower_kill(node: ast.Kill | None, fail, betting: ir.Betting, forced: ir.Forced) -> Kill | None:
    if node is None:
        return None
    if betting.limit not in ("fixed-limit", "spread"):
        raise fail(
            node.span,
            f"a kill raises the betting limits, and this game is {betting.limit}",
            "kill pots belong to fixed-limit and spread games: `betting fixed-limit`",
            code="E317",
        )
    if not forced.blinds:
        raise fail(
            node.span,
            "the killer posts a kill blind, and this game has no blinds",
            # a stud game (razz with a kill) would be broken by blinds: say so rather than send the author there
            "add `forced blinds`; a game of antes and a bring-in (stud, razz) cannot kill pots yet",
            code="E317",
        )
    n = node.big_blinds
    if node.unit == "in-a-row" and not 1 <= n.value <= MOST_IN_A_ROW:
        raise fail(n.span, f"{n.value} pots in a row is out of range", f"write 1 to {MOST_IN_A_ROW}", code="E050")
    if not 1 <= n.value <= MOST_BIG_BLINDS:
        raise fail(
            n.span, f"a pot of {n.value} big blinds is out of range", f"write 1 to {MOST_BIG_BLINDS}", code="E050"
        )
    return Kill(big_blinds=n.value, half=node.size == "half", unit=node.unit)
