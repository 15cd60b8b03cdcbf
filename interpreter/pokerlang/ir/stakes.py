"""The stakes a variant states it is played for (``stakes ante 1 bet 1``): the table's
defaults, which ``run``/``play`` options override. None: the file says nothing."""

from __future__ import annotations

from pokerlang.frozen import frozen_keywords as frozen


@frozen
class DefaultStakes:
    ante: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    bring_in: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    stack: int | None = None
    straddle: int | None = None
