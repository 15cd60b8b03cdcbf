"""The options ``State.legal_actions()`` lists: what a seat may do at a decision.

A fixed action (``codec.actions``) is its own option (``Fold()``, ``Call(6)``); a choice
of amounts or of cards is a range of actions (``RaiseRange(8, 200)``,
``ChooseCards(cards, "hand", "board", 3)``), so a no-limit decision is three options,
not two hundred. Every option answers ``allows(action)`` and ``sample(rng)`` (one legal
action at random: what a random agent plays).
"""

from __future__ import annotations

import random
from typing import ClassVar, Protocol

import attrs

from pokerlang.cards.card import Card
from pokerlang.codec.actions import Action, Bet, Choose, Declare, Discard, Draw, Expose, Keep, Move, Raise
from pokerlang.frozen import frozen_value as frozen


@frozen
class BetRange:
    """Any ``Bet(amount)`` with ``min <= amount <= max`` (max: all in, or the pot limit)."""

    min: int
    max: int

    def allows(self, action: object) -> bool:
        return isinstance(action, Bet) and self.min <= action.amount <= self.max

    def sample(self, rng: random.Random) -> Bet:
        return Bet(_amount(rng, self.min, self.max))


@frozen
class RaiseRange:
    """Any ``Raise(amount)`` with ``min <= amount <= max``."""

    min: int
    max: int

    def allows(self, action: object) -> bool:
        return isinstance(action, Raise) and self.min <= action.amount <= self.max

    def sample(self, rng: random.Random) -> Raise:
        return Raise(_amount(rng, self.min, self.max))


def _amount(rng: random.Random, low: int, high: int) -> int:
    # Random play should reach all-ins often, and minimum raises often: both are where
    # the betting rules have their corners.
    pick = rng.random()
    if pick < 0.3:
        return low
    if pick < 0.45:
        return high
    return rng.randint(low, high)


@frozen
class _CardsOption:
    cards: tuple[Card, ...]  # the cards the seat may pick from

    def _pick(self, rng: random.Random, n: int) -> tuple[Card, ...]:
        return tuple(rng.sample(list(self.cards), n))

    def _fits(self, chosen: tuple[Card, ...], low: int, high: int) -> bool:
        return low <= len(chosen) <= high and len(set(chosen)) == len(chosen) and all(c in self.cards for c in chosen)


class _ExactCards(_CardsOption):
    """Pick exactly ``count`` of ``cards``: the shared rule of choose, expose and discard."""

    action: ClassVar[type[Choose | Expose | Discard]]
    count: int  # a field of each subclass

    def allows(self, action: object) -> bool:
        return isinstance(action, self.action) and self._fits(action.cards, self.count, self.count)

    def sample(self, rng: random.Random) -> Choose | Expose | Discard:
        return self.action(self._pick(rng, self.count))


@frozen
class ChooseCards(_ExactCards):
    """``Choose`` exactly ``count`` of ``cards`` (in ``source``) to move to ``target``."""

    action = Choose
    source: str
    target: str
    count: int


@frozen
class ExposeCards(_ExactCards):
    """``Expose`` exactly ``count`` of ``cards`` (face-down cards of ``zone``)."""

    action = Expose
    zone: str
    count: int


@frozen
class DiscardCards(_ExactCards):
    """``Discard`` exactly ``count`` of ``cards`` (in ``zone``)."""

    action = Discard
    zone: str
    count: int


@frozen
class DrawCards(_CardsOption):
    """``Draw`` ``low`` to ``high`` of ``cards`` (in ``zone``); ``single`` says how a
    one-card draw is served (``offered-up``, ``two-keep-one`` or None)."""

    zone: str
    low: int
    high: int
    single: str | None = None

    def allows(self, action: object) -> bool:
        return isinstance(action, Draw) and self._fits(action.cards, self.low, self.high)

    def sample(self, rng: random.Random) -> Draw:
        return Draw(self._pick(rng, rng.randint(self.low, self.high)))


@frozen
class KeepOne(_CardsOption):
    """``Keep`` one of the two ``cards`` dealt for a one-card draw."""

    def allows(self, action: object) -> bool:
        return isinstance(action, Keep) and action.card in self.cards

    def sample(self, rng: random.Random) -> Keep:
        return Keep(rng.choice(self.cards))


@frozen
class DeclareOptions:
    """``Declare`` one of ``options``."""

    options: tuple[str, ...]
    # Those that leave the deal (``out = fold``, or sitting it out): what a calling station
    # declares only when nothing else is offered. Said of the options, not one of them.
    leaves: tuple[str, ...] = attrs.field(default=(), eq=False)

    def allows(self, action: object) -> bool:
        return isinstance(action, Declare) and action.option in self.options and action.amount is None

    def sample(self, rng: random.Random) -> Declare:
        return Declare(rng.choice(self.options))


@frozen
class DeclareAmount:
    """``Declare(option, amount)`` with ``min <= amount <= max``: an option whose price the
    player names (``bet = pay up to pot``)."""

    option: str
    min: int
    max: int

    def allows(self, action: object) -> bool:
        return (
            isinstance(action, Declare)
            and action.option == self.option
            and action.amount is not None
            and self.min <= action.amount <= self.max
        )

    def sample(self, rng: random.Random) -> Declare:
        return Declare(self.option, _amount(rng, self.min, self.max))


@frozen
class MoveOption:
    """``Move(kind, target)`` for any ``target`` in ``targets`` (``pass``: no target).
    ``at``: the seat's position, the space whose top card moves."""

    kind: str
    at: tuple[int, int]
    targets: tuple[tuple[int, int], ...] = ()

    def allows(self, action: object) -> bool:
        if not isinstance(action, Move) or action.kind != self.kind:
            return False
        if not self.targets:
            return action.target is None
        return action.target is not None and tuple(action.target) in self.targets

    def sample(self, rng: random.Random) -> Move:
        return Move(self.kind, rng.choice(self.targets) if self.targets else None)


class Option(Protocol):
    """What ``legal_actions()`` lists: a fixed action, a range of amounts or a choice of cards."""

    def allows(self, action: object) -> bool: ...

    def sample(self, rng: random.Random) -> Action: ...


__all__ = [
    "BetRange",
    "ChooseCards",
    "DeclareAmount",
    "DeclareOptions",
    "DiscardCards",
    "DrawCards",
    "ExposeCards",
    "KeepOne",
    "MoveOption",
    "Option",
    "RaiseRange",
]
