"""What a seat can do, and what ``State.legal_actions()`` offers.

Two families, both frozen values:

* **actions**, which ``State.apply`` takes: ``Fold()``, ``Check()``, ``Call()``,
  ``Bet(to)``, ``Raise(to)``, ``PostBringIn()``, ``Complete()``, ``Choose(cards)``,
  ``Expose(cards)``, ``Discard(cards)``, ``Draw(cards)``, ``Accept()``, ``Refuse()``,
  ``Keep(card)``, ``Declare(option)``, ``Show()``, ``Muck()``.
* **options**, which ``legal_actions()`` lists (``codec.options``): a fixed action
  stands for itself (``Fold()``, ``Call(6)``) and so answers ``allows(action)`` and
  ``sample(rng)`` as every option does; ranges of amounts or cards live there.

Amounts: ``Bet`` and ``Raise`` say the seat's *total* bet for this round after the action
("raise to 12"), as poker players and hand histories say it. ``Call(amount)`` and
``PostBringIn(amount)`` name the chips they add; the amount may be left out when applying.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import ClassVar, cast

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
        if type(self) not in AMOUNTED:
            return True
        mine, theirs = getattr(self, "amount"), getattr(action, "amount")  # noqa: B009 - typed as any action
        return theirs is None or mine is None or mine == theirs

    def sample(self, rng: random.Random) -> Action:
        return self  # type: ignore[return-value]  # every subclass is an action


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
    """Refuse the card offered face up; the next card must be taken (in a draw it comes face
    down; offered round the table, face up, and the card refused goes on to the next player)."""


@frozen
class Keep(_Named):
    """Of the two cards dealt in a one-card draw, keep this one; the other is shown and mucked."""

    card: Card = attrs.field(converter=card)


@frozen
class Set(_Named):
    """Set this card face up into this row (a zone of the seat's own): open-face Chinese.
    Each card and row with room is an option of its own (``legal_actions()`` lists them)."""

    card: Card = attrs.field(converter=card)
    row: str

    def allows(self, action: object) -> bool:
        return action == self

    def sample(self, rng: random.Random) -> Action:
        return self


@frozen
class Declare(_Named):
    """Declare one of the step's options (``high``, ``low``, ``pig``, ``in``, ``out`` ...);
    ``amount``: the price named for an option the player prices (``bet = pay up to pot``)."""

    option: str
    amount: int | None = None


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
    | Set
    | Declare
    | Show
    | Muck
    | Move
)


ACTIONS: dict[str, type[Action]] = {}  # every action by its one name, filled below


__all__ = [
    "ACTIONS",
    "AMOUNTED",
    "Accept",
    "Action",
    "Ask",
    "Bet",
    "Call",
    "Check",
    "Choose",
    "Complete",
    "Declare",
    "Discard",
    "Draw",
    "Expose",
    "FaceDown",
    "Fold",
    "Keep",
    "Move",
    "Muck",
    "PostBringIn",
    "Raise",
    "Refuse",
    "Set",
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
        Set,
        Declare,
        Show,
        Muck,
        Move,
    )
)

# The actions that carry an amount of chips: ``State.apply`` and ``allows`` read it only
# there (asking another class for a missing attribute costs an exception each time).
AMOUNTED: frozenset[type[Action]] = frozenset(
    cls for cls in ACTIONS.values() if "amount" in attrs.fields_dict(cast(type, cls))
)
