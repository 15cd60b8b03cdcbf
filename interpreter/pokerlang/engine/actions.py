"""What a seat can do, and what ``State.legal_actions()`` offers.

Two families, both frozen values:

* **actions**, which ``State.apply`` takes: ``Fold()``, ``Check()``, ``Call()``,
  ``Bet(to)``, ``Raise(to)``, ``PostBringIn()``, ``Complete()``, ``Choose(cards)``,
  ``Expose(cards)``, ``Discard(cards)``, ``Draw(cards)``, ``Accept()``, ``Refuse()``,
  ``Keep(card)``, ``Declare(option)``, ``Show()``, ``Muck()``.
* **options**, which ``legal_actions()`` lists: a fixed action stands for itself
  (``Fold()``, ``Call(6)``); a choice of amounts or cards is a range (``RaiseRange(8, 200)``,
  ``ChooseCards("hand", "board", 3, cards)``), so a no-limit decision is three options,
  not two hundred.

Every option answers ``allows(action)`` and ``sample(rng)`` (one legal action at random:
what a random agent plays).

Amounts: ``Bet`` and ``Raise`` say the seat's *total* bet for this round after the action
("raise to 12"), as poker players and hand histories say it. ``Call(amount)`` and
``PostBringIn(amount)`` name the chips they add; the amount may be left out when applying.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import ClassVar, Protocol, cast

import attrs

from pokerlang.cards.card import Card, card, cards
from pokerlang.frozen import frozen_value as frozen


def _cards(value: str | Iterable[str | int | Card]) -> tuple[Card, ...]:
    return cards(value)


def _space(value: Iterable[int] | None) -> tuple[int, int] | None:
    # A hand history's [row, column] too; a space of another length matches no option.
    return None if value is None else cast(tuple[int, int], tuple(value))


class _Named:
    """Every action has one name, used by histories, logs, the terminal, the web page and
    the research adapters: the class name in lower case, or its ``name`` (``bring-in``)."""

    name: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "name" not in cls.__dict__:
            cls.name = cls.__name__.lower()


class _Fixed(_Named):
    """An action that is also its own option: it allows itself (an amount left out
    matches any amount) and samples to itself."""

    def allows(self, action: object) -> bool:
        if type(action) is not type(self):
            return False
        mine, theirs = getattr(self, "amount", None), getattr(action, "amount", None)
        return theirs is None or mine is None or mine == theirs

    def sample(self, rng: random.Random) -> Action:
        return cast(Action, self)  # every subclass is an action


# ---- betting ---------------------------------------------------------------------------


@frozen
class Fold(_Fixed):
    """Give up the hand: every card of the seat goes to the muck."""


@frozen
class Check(_Fixed):
    """Pass without betting; only when there is no bet to face."""


@frozen
class Call(_Fixed):
    """Match the bet faced (``amount``: the chips added; less than the bet when all in)."""

    amount: int | None = None


@frozen
class Bet(_Fixed):
    """Open the betting: the seat's bet this round becomes ``amount``."""

    amount: int


@frozen
class Raise(_Fixed):
    """Raise to ``amount``: the seat's total bet this round afterwards."""

    amount: int


@frozen
class PostBringIn(_Fixed):
    """The forced opener posts the bring-in, a bet smaller than the small bet."""

    name = "bring-in"

    amount: int | None = None


@frozen
class Complete(_Fixed):
    """Bring the bet up to the full small bet (fixed-limit, over a bring-in); ``amount``
    is the total bet afterwards."""

    amount: int | None = None


# ---- cards -----------------------------------------------------------------------------


@frozen
class Choose(_Named):
    """Move these cards from the step's source zone to its target zone."""

    cards: tuple[Card, ...] = attrs.field(converter=_cards)


@frozen
class Expose(_Named):
    """Turn these cards face up."""

    cards: tuple[Card, ...] = attrs.field(converter=_cards)


@frozen
class Discard(_Named):
    """Throw these cards away, with no replacement."""

    cards: tuple[Card, ...] = attrs.field(converter=_cards)


@frozen
class Draw(_Named):
    """Throw these cards away and receive as many (none: stand pat)."""

    cards: tuple[Card, ...] = attrs.field(converter=_cards, default=())


@frozen
class Ask(_Fixed):
    """In a one-card draw where the player may ask: have the replacement dealt face up
    (then ``Accept`` it or ``Refuse`` it)."""


@frozen
class FaceDown(_Fixed):
    """In a one-card draw where the player may ask: don't; the replacement comes face down."""

    name = "face-down"


@frozen
class Accept(_Fixed):
    """Keep the card offered face up in a one-card draw."""


@frozen
class Refuse(_Fixed):
    """Refuse the card offered face up; the next card comes face down and must be taken."""


@frozen
class Keep(_Named):
    """Of the two cards dealt in a one-card draw, keep this one; the other is shown and mucked."""

    card: Card = attrs.field(converter=card)


@frozen
class Declare(_Named):
    """Declare one of the step's options (``high``, ``low``, ``pig``, ``in``, ``out`` ...)."""

    option: str


@frozen
class Show(_Fixed):
    """At a showdown where hands may be surrendered: turn the hand face up to contest the pot."""


@frozen
class Muck(_Fixed):
    """At a showdown where hands may be surrendered: give up the pot without showing."""


@frozen
class Move(_Named):
    """A move on a grid: ``swap``, ``stack`` (with ``target``, the adjacent space as
    ``(row, column)``, counted from 0) or ``pass`` (no target). See ``engine.grid``."""

    kind: str
    target: tuple[int, int] | None = attrs.field(default=None, converter=_space)


# ---- options: what legal_actions() lists ------------------------------------------------


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

    def allows(self, action: object) -> bool:
        return isinstance(action, Declare) and action.option in self.options

    def sample(self, rng: random.Random) -> Declare:
        return Declare(rng.choice(self.options))


Action = (
    Fold
    | Check
    | Call
    | Bet
    | Raise
    | PostBringIn
    | Complete
    | Choose
    | Expose
    | Discard
    | Draw
    | Ask
    | FaceDown
    | Accept
    | Refuse
    | Keep
    | Declare
    | Show
    | Muck
    | Move
)


class Option(Protocol):
    """What ``legal_actions()`` lists: a fixed action, a range of amounts or a choice of cards."""

    def allows(self, action: object) -> bool: ...

    def sample(self, rng: random.Random) -> Action: ...


ACTIONS: dict[str, type[Action]] = {}  # every action by its one name, filled below


__all__ = [
    "Accept",
    "Action",
    "Bet",
    "BetRange",
    "Call",
    "Check",
    "Choose",
    "ChooseCards",
    "Complete",
    "Declare",
    "DeclareOptions",
    "Discard",
    "DiscardCards",
    "Draw",
    "DrawCards",
    "Expose",
    "ExposeCards",
    "Fold",
    "Keep",
    "KeepOne",
    "Move",
    "Muck",
    "Option",
    "PostBringIn",
    "Raise",
    "RaiseRange",
    "Refuse",
    "Show",
]

ACTIONS.update(
    (cls.name, cls)
    for cls in (
        Fold,
        Check,
        Call,
        Bet,
        Raise,
        PostBringIn,
        Complete,
        Choose,
        Expose,
        Discard,
        Draw,
        Ask,
        FaceDown,
        Accept,
        Refuse,
        Keep,
        Declare,
        Show,
        Muck,
        Move,
    )
)
