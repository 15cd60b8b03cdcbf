"""What is above the hand (``match tournament { ... }``, ``match cash { ... }``): the
stacks a match starts from and carries, the blind levels, the payouts, the rebuys, and
hands played by another game on a schedule. The engine plays each hand at the stakes
it is given; the match (``runner.match``) sets them, hand after hand."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Literal

from pokerlang.frozen import frozen_keywords as frozen


@frozen
class Level:
    small_blind: int
    big_blind: int
    ante: int = 0
    bring_in: int = 0  # 0: the table's (the game's own file's), whatever the level


@frozen
class Amount:
    """Chips, or so many big blinds (of the hand's level)."""

    amount: int
    big_blinds: bool = False

    def chips(self, big_blind: int) -> int:
        return self.amount * big_blind if self.big_blinds else self.amount


@frozen
class Scheduled:
    """``every orbit play "bomb-pot"``: the first hand of each orbit (``every`` None) or of
    each ``every`` hands is played by the game ``name`` (found as ``extends`` finds a
    variant, beside the file that says it: ``path``)."""

    name: str
    path: str
    every: int | None = None


@frozen
class Payouts:
    """``payouts [LOW..HIGH players:] 65% 35%``: percent of the prize pool, first place
    first, for a match begun by ``low`` to ``high`` players (None: any number)."""

    shares: tuple[int | Fraction, ...]  # a whole percent, or a Fraction (`33.34%`, a third)
    low: int | None = None
    high: int | None = None
    times: Fraction | None = None  # `payouts 1000x: ...`: paid when the prize pool drawn is that multiple

    def suits(self, players: int) -> bool:
        return self.times is None and (self.low is None or self.high is None or self.low <= players <= self.high)


@frozen
class PrizeChance:
    """A row of a prize pool's table (``prize pool 2x 75%, ...``): the pool is the buy-ins
    times ``times``, drawn with the chance ``chance`` (a fraction of one)."""

    times: Fraction
    chance: Fraction


def draw_prize(table: tuple[PrizeChance, ...], below: int) -> PrizeChance:
    """The row whose chances, laid end to end over ``prize_draws(table)`` whole numbers,
    cover ``below`` (a number drawn below that count): each row as likely as its chance."""
    whole = prize_draws(table)
    for row in table:
        below -= int(row.chance * whole)
        if below < 0:
            return row
    return table[-1]


def said(value: Fraction) -> str:
    """A multiple or a percent as written: ``10``, ``1.5``, ``0.09``."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.8f}".rstrip("0")


def prize_draws(table: tuple[PrizeChance, ...]) -> int:
    """How many equally likely numbers the draw picks from: the least count over which
    every row's chance is a whole number of them."""
    return math.lcm(*(row.chance.denominator for row in table))


@frozen
class Match:
    kind: Literal["tournament", "cash"]
    stack: Amount | None = None  # None: the table's stack
    levels_every: int | None = None  # hands a level lasts; None: no levels (the table's blinds)
    levels: tuple[Level, ...] = ()
    # `then doubling` (100), `then up 50%`: the percent each level after the last written
    # grows on the one before (``level``); None: the last level written stays
    levels_growth: int | None = None
    payouts: tuple[Payouts, ...] = ()  # each for a number of players (or any)
    rebuy_to: Amount | None = None  # cash: topped up to this between hands ...
    rebuy_below: Amount | None = None  # ... when below this
    # a tournament's rebuy (`rebuy 1500 when at or below 1500 until level 4`): a stack bought
    # between hands by a player below (or at) ``rebuy_when``, busted or not, while the
    # period lasts (``rebuy_until``: up to the break before that level's or hand's first
    # hand, that break included; None: all the match); the prize pool grows by what is bought
    rebuy_stack: Amount | None = None
    rebuy_when: Amount | None = None
    rebuy_at_or_below: bool = False
    rebuy_until: tuple[str, int] | None = None  # ("level", 4) or ("hand", 30)
    # `add-on 2000 at level 4`: every player still in buys that stack once, before that
    # level's (or hand's) first hand
    add_on: Amount | None = None
    add_on_at: tuple[str, int] | None = None
    schedule: tuple[Scheduled, ...] = ()
    # `rotation every 8 hands { ... }`: the games that play the match's hands in turn, each
    # for ``every`` hands (None: an orbit); a scheduled game still takes its own hands
    rotation: tuple[Scheduled, ...] = ()
    rotation_every: int | None = None
    # `ends with 5 players`: a tournament over once at most so many are left, who share
    # the top places (None: played until one has every chip)
    ends_with: int | None = None
    # `prize pool 2x 75%, 3x 25%`: the pool drawn before the first hand (a Spin & Go); empty:
    # the pool is the buy-ins
    prize_pool: tuple[PrizeChance, ...] = ()
    # `prize pool 50%`: the part of the buy-ins (and rebuys) that makes the prize pool, the
    # rest the bounties' or the house's (None: all of it)
    prize_part: Fraction | None = None
    # `buy-in 100+10`: what the starting stack costs in money (a rebuy or an add-on as much a
    # chip), and the house's fee on top of each buy-in: places paid in money (None: in chips)
    buy_in: int | None = None
    fee: int = 0

    def may_rebuy(self, hand: int) -> bool:
        """Whether a tournament's rebuys are open before hand ``hand`` (counted from 0): from
        the second hand (the first is played with the stacks bought in) until the period
        ends: up to the break before its level's (or hand's) first hand, when a player who
        busted in the last hand before it may still rebuy, beside the add-on."""
        if self.rebuy_stack is None or hand == 0:
            return False
        return self.rebuy_until is None or self._reached(self.rebuy_until, hand) <= 0

    def add_on_due(self, hand: int) -> bool:
        """Whether the add-on is bought before hand ``hand``: the first hand of its level (or
        that hand)."""
        return self.add_on_at is not None and self._reached(self.add_on_at, hand) == 0

    def _reached(self, point: tuple[str, int], hand: int) -> int:
        """Before hand ``hand``: -1 the point is still to come, 0 it is this hand, 1 past."""
        unit, n = point
        if unit == "hand":
            at, first = hand + 1, n
        else:
            at, first = self.level_at(hand) + 1, n
            if at == first and hand > 0 and self.level_at(hand - 1) + 1 == first:
                return 1  # a later hand of the level
        return (at > first) - (at < first)

    def games(self) -> tuple[Scheduled, ...]:
        """Every game the match names besides its own: its schedule's and its rotation's."""
        return self.schedule + self.rotation

    @property
    def tournament(self) -> bool:
        return self.kind == "tournament"

    def payouts_for(self, players: int, times: Fraction | None = None) -> tuple[int | Fraction, ...]:
        """The shares paid when ``players`` begin the match (and the prize pool drawn is
        ``times`` the buy-ins): winner takes all without a line."""
        drawn = next((p.shares for p in self.payouts if times is not None and p.times == times), None)
        return drawn or next((p.shares for p in self.payouts if p.suits(players)), (100,))

    def level_at(self, hand: int) -> int:
        """The level (from 0) of hand ``hand`` (from 0): the last one written stays, unless
        the levels grow on past it."""
        if not self.levels or self.levels_every is None:
            return 0
        if self.levels_growth is not None:
            return hand // self.levels_every
        return min(hand // self.levels_every, len(self.levels) - 1)

    def level(self, n: int) -> Level:
        """Level ``n`` (from 0): one written, or one grown from the last written, each
        blind and the ante the one before's grown by ``levels_growth`` percent and rounded
        up to a whole chip (10/20 doubling: 20/40, 40/80 ...)."""
        if n < len(self.levels) or self.levels_growth is None:
            return self.levels[min(n, len(self.levels) - 1)]
        # Grown once for every match of these levels (a level a hand, asked every hand),
        # and no further than blinds beyond any table's chips: the last grown then stays.
        grown = _GROWN.setdefault((self.levels[-1], self.levels_growth), [self.levels[-1]])
        k, grow = n - len(self.levels) + 1, 100 + self.levels_growth
        while len(grown) <= k and grown[-1].big_blind < MOST_GROWN:
            at = grown[-1]
            grown.append(
                Level(
                    small_blind=-(-at.small_blind * grow // 100),
                    big_blind=-(-at.big_blind * grow // 100),
                    ante=-(-at.ante * grow // 100),
                    bring_in=-(-at.bring_in * grow // 100),
                )
            )
        return grown[min(k, len(grown) - 1)]


MOST_GROWN = 10**15  # a big blind past any table's chips: levels grow no further
_GROWN: dict[tuple[Level, int], list[Level]] = {}
