"""What is worked out once per Game (and table) rather than on every hand: whether the
engine can play the Game, that the table's stakes suit it, and its steps in order. Each
is found by the Game's identity (a Game never changes, and hashing one costs more than
the lookup saves), keeping the Game itself so that a reused id is not taken for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.engine.table import TableStakes

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def unsupported(game: ir.Game) -> str | None:
    """What in this Game the engine cannot play yet, or None."""
    if not any(isinstance(a, ir.Showdown) for a in game.actions()):
        return "a game without a showdown"
    return None


_UNSUPPORTED: dict[int, tuple[ir.Game, str | None]] = {}


def unsupported_once(game: ir.Game) -> str | None:
    """``unsupported``, asked once per Game (by identity: a Game is immutable, and
    walking its steps on every deal is a good part of dealing a hand)."""
    hit = _UNSUPPORTED.get(id(game))
    if hit is None or hit[0] is not game:
        hit = _UNSUPPORTED[id(game)] = (game, unsupported(game))
    return hit[1]


_UNITS: dict[int, tuple[ir.Game, bool]] = {}


def settles_in_units(game: ir.Game) -> bool:
    """Whether the Game's showdown is pairwise: its players settle in units, stack to
    stack, and it has no pot (asked once per Game, as ``unsupported_once``)."""
    hit = _UNITS.get(id(game))
    if hit is None or hit[0] is not game:
        units = any(isinstance(a, ir.Showdown) and a.pairwise is not None for a in game.actions())
        hit = _UNITS[id(game)] = (game, units)
    return hit[1]


_HOUSE: dict[int, tuple[ir.Game, bool]] = {}


def plays_house(game: ir.Game) -> bool:
    """Whether the Game is played against the house: a lone player plays on, and folding
    loses the stake to the house (asked once per Game, as ``unsupported_once``)."""
    hit = _HOUSE.get(id(game))
    if hit is None or hit[0] is not game:
        house = any(isinstance(a, ir.Showdown) and a.house is not None for a in game.actions())
        hit = _HOUSE[id(game)] = (game, house)
    return hit[1]


_SETTLED: dict[int, tuple[ir.Game, bool]] = {}
_NOT_PLAYERS = ("pot", "pots", "house")


def settled_with_house(game: ir.Game) -> bool:
    """Whether the Game settles each player's stakes with the house by its payments: no
    hand compared (`showdown none`) and chips paid between players and the house (not a
    rake from the pot). Each player plays on alone, as against the house."""
    hit = _SETTLED.get(id(game))
    if hit is None or hit[0] is not game:
        showdowns = [a for a in game.actions() if isinstance(a, ir.Showdown)]
        pays = [a for a in (*game.every_action(), *game.endings) if isinstance(a, e.Pay)]
        settled = (
            bool(showdowns)
            and all(not s.shares and s.house is None and s.pairwise is None for s in showdowns)
            and any(
                (p.payers == "house" and p.payees not in _NOT_PLAYERS)
                or (p.payees == "house" and p.payers not in _NOT_PLAYERS)
                for p in pays
            )
        )
        hit = _SETTLED[id(game)] = (game, settled)
    return hit[1]


def lone_plays_on(hand: Hand) -> bool:
    """Whether a player left alone in the deal plays on, and one who folds leaves the
    stakes to the house: against the house, in a game settled by its payments with the
    house (`showdown none`: the others folding leaves this player's stakes to settle), or
    at a table of one."""
    return hand.players == 1 or plays_house(hand.game) or settled_with_house(hand.game)


_CHECKED: dict[tuple[int, int, int], tuple[ir.Game, TableStakes]] = {}
_SCRIPTS: dict[int, tuple[ir.Game, tuple[tuple[str | None, object], ...]]] = {}


def check_once(game: ir.Game, stakes: TableStakes, players: int) -> None:
    """``stakes.check(game, players)``, once for a Game and stakes (both immutable) that
    passed it: ``pokerlang run`` deals every hand at the same table."""
    key = (id(game), id(stakes), players)
    hit = _CHECKED.get(key)
    if hit is None or hit[0] is not game or hit[1] is not stakes:
        stakes.check(game, players)
        if len(_CHECKED) > 256:  # tables made afresh for each hand (a replay) are not kept
            _CHECKED.clear()
        _CHECKED[key] = (game, stakes)


def script_of(game: ir.Game) -> list[tuple[str | None, object]]:
    """The Game's steps in order, each with its street: a fresh list, which a hand
    changes (a repeat or an event pushes steps), from one worked out per Game."""
    hit = _SCRIPTS.get(id(game))
    if hit is None or hit[0] is not game:
        steps = tuple((street.name, action) for street in game.streets for action in street.actions)
        hit = _SCRIPTS[id(game)] = (game, steps)
    return list(hit[1])
