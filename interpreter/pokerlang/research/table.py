"""The table a research adapter deals at: the compiled game, its stakes and the button.
Stakes not given are the variant file's (``stakes ...``), else the house's, as in ``run``."""

from __future__ import annotations

from pokerlang.ir.game import seating

from typing import TYPE_CHECKING

from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine import TableStakes

STAKES = ("small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet")


def seat(
    variant: str | ir.Game, players: int = 0, stack: int = 0, button: int = -1, **stakes: int
) -> tuple[ir.Game, TableStakes, int]:
    """``variant``: a Game, a shipped name or a .poker path; ``players`` 0: the game's fewest;
    a stake below 0 (or left out) keeps the table's default; ``button`` -1: the last seat,
    so that seat 0 is the first to the dealer's left."""
    if isinstance(variant, ir.Game):
        game = variant
    else:
        from pokerlang.compiler import load_game  # the compiler is needed once, to read the file

        game = load_game(variant)
    players = players or game.min_players
    if not game.min_players <= players <= game.max_players:  # said at load, not at the first deal
        raise ValueError(f"{game.title} seats {seating(game.min_players, game.max_players)}, not {players}")
    unknown = set(stakes) - set(STAKES)
    if unknown:
        raise ValueError(f"unknown stake {sorted(unknown)[0]!r}: the stakes are {', '.join(STAKES)}")
    given = {k: v for k, v in stakes.items() if v is not None and v >= 0}
    options: dict = {}  # as `pokerlang run` takes them: what is not given comes from the file
    if "small_blind" in given or "big_blind" in given:
        big = given.get("big_blind", 2 * given.get("small_blind", 1))
        options["stakes"] = f"{given.get('small_blind', big // 2)}/{big}"
    if "small_bet" in given or "big_bet" in given:
        small = given.get("small_bet", given.get("big_bet", 2) // 2)
        options["bets"] = f"{small}/{given.get('big_bet', 2 * small)}"
    for key in ("ante", "bring_in"):
        if key in given:
            options[key] = given[key]
    if stack > 0:
        options["stack"] = stack
    from pokerlang.runner.stakes import table_stakes

    table = table_stakes(game, players, **options)
    if not -1 <= button < players:
        raise ValueError(f"button {button}: a seat from 0 to {players - 1}, or -1 for the last")
    return game, table, button if button >= 0 else players - 1
