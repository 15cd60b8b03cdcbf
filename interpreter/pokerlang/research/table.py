"""The table a research adapter deals at: the compiled game, its stakes and the button."""

from __future__ import annotations

from pokerlang.engine import TableStakes
from pokerlang.ir import game as ir

STAKES = ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")


def seat(variant: str | ir.Game, players: int = 0, stack: int = 0, button: int = -1,
         **stakes: int) -> tuple[ir.Game, TableStakes, int]:
    """``variant``: a Game, a shipped name or a .poker path; ``players`` 0: the game's fewest;
    a stake below 0 (or left out) keeps the table's default; ``button`` -1: the last seat,
    so that seat 0 is the first to the dealer's left."""
    if isinstance(variant, ir.Game):
        game = variant
    else:
        from pokerlang.compiler import load_game  # the compiler is needed once, to read the file
        game = load_game(variant)
    players = players or game.min_players
    unknown = set(stakes) - set(STAKES)
    if unknown:
        raise ValueError(f"unknown stake {sorted(unknown)[0]!r}: the stakes are {', '.join(STAKES)}")
    given: dict = {k: v for k, v in stakes.items() if v is not None and v >= 0}
    if stack > 0:
        given["stacks"] = stack
    table = TableStakes(players=players, **given)
    return game, table, button if button >= 0 else players - 1
