"""What a bot asks of the options ``legal_actions()`` lists, answered here so that no bot
tells the kinds of option apart itself.

* ``name_of``: the name of the actions an option allows (``"raise"`` for a ``RaiseRange``),
  as histories write them;
* ``is_betting``: a check, call, bet, raise, bring-in or completion (not a fold);
* ``cost``: roughly how many chips an option commits, to order betting options;
* ``least``: the smallest bet or raise an option allows (a range's minimum);
* ``every``: the actions an option offers, given which amounts of a range and which sets
  of cards are worth trying (the ``mc`` bot's candidates).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import cast

from pokerlang.cards.card import Card
from pokerlang.codec.actions import (
    Action,
    Bet,
    Call,
    Check,
    Choose,
    Complete,
    Declare,
    Discard,
    Draw,
    Expose,
    Keep,
    Move,
    PostBringIn,
    Raise,
)
from pokerlang.codec.options import (
    BetRange,
    ChooseCards,
    DeclareAmount,
    DeclareOptions,
    DiscardCards,
    DrawCards,
    ExposeCards,
    KeepOne,
    MoveOption,
    Option,
    RaiseRange,
)

# The names of the options that put chips in (or may, or check): a bot's betting choices.
BETTING = frozenset(k.name for k in (Check, Call, Bet, Raise, PostBringIn, Complete))


# The options that are not themselves actions, by the name of the actions they allow.
_NAMES: dict[type, str] = {
    BetRange: Bet.name,
    RaiseRange: Raise.name,
    ChooseCards: Choose.name,
    ExposeCards: Expose.name,
    DiscardCards: Discard.name,
    DrawCards: Draw.name,
    KeepOne: Keep.name,
    DeclareOptions: Declare.name,
    DeclareAmount: Declare.name,
    MoveOption: Move.name,
}


def name_of(option: Option) -> str:
    """The name of the actions ``option`` allows: a fixed action's own (``"fold"``,
    ``"bring-in"``), ``"bet"`` for a ``BetRange``, ``"draw"`` for ``DrawCards`` ..."""
    named = _NAMES.get(type(option))
    return named if named is not None else cast(Action, option).name


def is_betting(option: Option) -> bool:
    """A check, call, bet, raise, bring-in or completion, fixed or a range of amounts."""
    return name_of(option) in BETTING


def is_range(option: Option) -> bool:
    """A choice of amounts (``BetRange``, ``RaiseRange``), rather than one fixed action."""
    return isinstance(option, (BetRange, RaiseRange))


def cost(option: Option) -> int:
    """How many chips an option commits, roughly: a range's least, a fixed action's amount."""
    if isinstance(option, (BetRange, RaiseRange)):
        return option.min
    amount = getattr(option, "amount", None)
    return amount if isinstance(amount, int) else 0


def least(option: Option) -> Action | None:
    """The smallest bet, raise or completion ``option`` allows (a range's minimum, a fixed
    bet or raise itself); None for any other option."""
    if isinstance(option, BetRange):
        return Bet(option.min)
    if isinstance(option, RaiseRange):
        return Raise(option.min)
    if isinstance(option, (Bet, Raise, Complete)):
        return option
    return None


Amounts = Callable[[int, int], Iterable[int]]  # (least, most) -> the amounts worth trying
Combos = Callable[[Sequence[Card], Iterable[int]], Iterable[tuple[Card, ...]]]  # (cards, counts) -> sets


def staying(option: Option) -> list[Action]:
    """The declarations of ``option`` that keep the player in the deal (none leaves it:
    ``out = fold``, or sitting it out), where it offers some of each; else nothing."""
    if isinstance(option, DeclareOptions) and option.leaves:
        return [Declare(o) for o in option.options if o not in option.leaves]
    return []


def leaves_only(option: Option) -> bool:
    """A choice of declarations every one of which leaves the deal (``out = fold`` offered
    beside a priced option, ``stay = pay 1 up to 2``, which is an option of its own)."""
    return isinstance(option, DeclareOptions) and set(option.options) <= set(option.leaves)


def every(option: Option, amounts: Amounts, combos: Combos) -> list[Action]:
    """The actions ``option`` offers: a range at each of ``amounts(min, max)``; a choice of
    cards as each set ``combos(cards, counts)`` gives; a keep, a declaration or a move
    once each way; a fixed action itself."""
    if isinstance(option, (BetRange, RaiseRange)):
        kind: type[Bet] | type[Raise] = Bet if isinstance(option, BetRange) else Raise
        return [kind(a) for a in amounts(option.min, option.max)]
    if isinstance(option, (ChooseCards, ExposeCards, DiscardCards)):
        make: type[Choose] | type[Expose] | type[Discard] = option.action
        return [make(c) for c in combos(option.cards, [option.count])]
    if isinstance(option, DrawCards):
        return [Draw(c) for c in combos(option.cards, range(option.low, option.high + 1))]
    if isinstance(option, KeepOne):
        return [Keep(c) for c in option.cards]
    if isinstance(option, DeclareOptions):
        return [Declare(o) for o in option.options]
    if isinstance(option, DeclareAmount):  # the price named, as a range's amounts
        return [Declare(option.option, a) for a in amounts(option.min, option.max)]
    if isinstance(option, MoveOption):
        return [Move(option.kind, t) for t in option.targets] if option.targets else [Move(option.kind)]
    return [cast(Action, option)]  # every other option is a fixed action, its own one action


__all__ = ["BETTING", "cost", "every", "is_betting", "is_range", "least", "name_of", "staying"]
