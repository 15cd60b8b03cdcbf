"""The stakes a variant states it is played for (``stakes ante 1 bet 1``): the table's
defaults, which ``run``/``play`` options override. None: the file says nothing."""

from __future__ import annotations

from typing import Literal

from pokerlang.frozen import frozen_keywords as frozen


HOUSE_BLINDS = (1, 2)  # what a game with blinds plays for when neither the table nor its file says
HOUSE_STACK = 200
MOST_BIG_BLINDS = 10_000  # the deepest stack a table plays, in its smallest bets


def too_deep(stack: int, big_blind: int, small_bet: int | None, limit: str) -> str | None:
    """Why a stack is too deep for a hand to end (None: it is not). Two bots raising the
    least at each other take stack / least raise raises a hand; the least raise is a
    fixed-limit or spread game's small bet (its big blind when it states none), else the
    big blind."""
    unit = max(small_bet if small_bet and limit in ("fixed-limit", "spread") else big_blind, 1)
    if stack <= MOST_BIG_BLINDS * unit:
        return None
    what = "small bets" if small_bet and limit in ("fixed-limit", "spread") else "big blinds"
    return f"a stack of {stack:,} is more than {MOST_BIG_BLINDS:,} {what} of {unit}, the deepest a table plays"


@frozen
class DefaultStakes:
    ante: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    bring_in: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    biggest_bet: int | None = None  # `stakes bets 1/2/4`: the third bet, of `bet biggest` rounds
    stack: int | None = None
    stack_big_blinds: int | None = None  # `stack 20 big-blinds`: of the big blind the table plays
    straddle: int | None = None
    third_blind: int | None = None  # `stakes blinds 1/2/4`, with `forced 3 blinds`


@frozen
class Kill:
    """``kill when a player scoops N big-blinds``: a player who wins a whole pot of at
    least N big blinds kills the next hand. It is played at ``factor`` times the bets (2,
    or 1.5 for a half kill), and the killer posts a kill blind of ``factor`` big blinds.
    The one rule that spans hands: the engine plays each hand at the stakes it is given,
    and the table (``runner.kill``) sets them."""

    big_blinds: int  # the pot's least size, in ``unit``s (``in-a-row``: the pots scooped in a row)
    half: bool = False  # a half kill: 1.5 times, not twice
    # `scoops 10 big-bets` (of the table's stakes), `scoops 40 chips`: the size in those;
    # `scoops 2 pots in a row`: any pot, the same player scooping that many hands running
    unit: Literal["big-blind", "big-bet", "chip", "in-a-row"] = "big-blind"

    def threshold(self, big_blind: int, big_bet: int) -> int:
        """The least pot that kills, in chips, at these stakes (any, for a streak)."""
        return self.big_blinds * {"big-blind": big_blind, "big-bet": big_bet, "chip": 1, "in-a-row": 0}[self.unit]

    @property
    def streak(self) -> int:
        """The pots a player must scoop running to kill: 1, but for ``in a row``."""
        return self.big_blinds if self.unit == "in-a-row" else 1
