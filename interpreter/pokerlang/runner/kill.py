"""Kill pots: the one rule of a game that spans hands (``kill when a player scoops N
big-blinds``), kept by the table, not by a hand.

The card rooms' rules (Robert's Rules of Poker, kill pots):

* "To kill a pot means to post an overblind that increases the betting limit. A full kill
  is double the amount of the big blind, and doubles the betting limits. A half kill is
  one-and-a-half times the big blind, and increases the betting limits by that amount."
* "In high-low split games using a required kill, a player who scoops a pot bigger than a
  set size must kill the next pot": here, a player who wins the whole of a hand's pots,
  every share of each, when they come to N big blinds of the table's stakes or more.
  A player who scoops a kill pot in turn kills the next one.
* "In a kill pot, the killer acts in proper turn": the kill blind is live, and changes
  nobody's turn (``engine.forced``).
* A kill by a streak (``kill when a player wins 2 pots in a row``, the "leg up"): a player
  who wins the whole of a pot, then the whole of the next, kills the hand after, and goes
  on killing while the streak lasts; a pot split, or won by another, ends it.

Each hand is played by the engine at the stakes the table gives it, kill or not, and its
hand history records them (``stakes.kill``), so a hand replays from its own log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    from pokerlang.engine import TableStakes
    from pokerlang.engine.result import HandResult
    from pokerlang.ir.game import Game


def scooper(result: HandResult) -> int | None:
    """The seat that won every chip of every pot, if one did."""
    seats = {w.seat for pot in result.pots for share in pot.shares for w in share.winners if w.amount > 0}
    return seats.pop() if len(seats) == 1 else None


def killer(game: Game, base: TableStakes, result: HandResult, streak: Streak | None = None) -> int | None:
    """Who kills the next hand after this result: a scooper of a big enough pot, or (a
    kill by a streak) the scooper of as many pots running, counted in ``streak``."""
    kill = game.kill
    if kill is None:
        return None
    if kill.unit == "in-a-row":
        assert streak is not None  # the table counts the pots scooped running
        return streak.after(scooper(result), kill.streak)
    if sum(pot.amount for pot in result.pots) < kill.threshold(base.big_blind, base.big):
        return None
    return scooper(result)


class Streak:
    """The pots one seat has scooped running (a kill's "leg up")."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.count = 0

    def after(self, seat: int | None, needed: int) -> int | None:
        """The seat that scooped this hand (None: nobody did), and so the one that kills
        the next, if its streak has reached ``needed``."""
        self.count = self.count + 1 if seat is not None and seat == self.seat else int(seat is not None)
        self.seat = seat
        return seat if seat is not None and self.count >= needed else None


def killed(game: Game, base: TableStakes, seat: int) -> TableStakes:
    """The stakes of a kill pot killed by ``seat``: the bets twice the table's (or one and
    a half times, a half kill, rounded down to whole chips), a kill blind of as many big
    blinds; the small and big blinds stay as they are."""
    assert game.kill is not None  # only a game with a kill is killed
    times, parts = (3, 2) if game.kill.half else (2, 1)

    def more(n: int) -> int:
        return n * times // parts

    return attrs.evolve(
        base,
        small_bet=more(base.small),
        big_bet=more(base.big),
        biggest_bet=more(base.biggest),
        kill=(seat, more(base.big_blind)),
    )


class KillTable:
    """The stakes of hand after hand at a table whose game kills pots: ``stakes`` for the
    next hand, then ``after(result)`` when it is over."""

    def __init__(self, game: Game, base: TableStakes):
        self.game, self.base = game, base
        self.stakes = base
        self.kills = 0  # kill pots played
        self.streak = Streak()

    def after(self, result: HandResult) -> TableStakes:
        seat = killer(self.game, self.base, result, self.streak)
        self.stakes = self.base if seat is None else killed(self.game, self.base, seat)
        self.kills += seat is not None
        return self.stakes
