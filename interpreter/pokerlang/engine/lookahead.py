"""A copy of a hand for look-ahead (``State.copy``): the mc bot and the research
adapters copy a State thousands of times a decision, so what a copy can share it shares."""

from __future__ import annotations

from mypy_extensions import mypyc_attr

import copy as _copy
import random
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import attrs

from pokerlang.engine.fields import fields_of, set_fields
from pokerlang.engine.zones import Zones
from pokerlang.engine.effects import CardsRenamed, HandOver
from pokerlang.frozen import _itself

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.hand import Hand

H = TypeVar("H", bound="Hand")

# How a copy takes each of the State's fields follows from the field's value, by its type:
# numbers, names and frozen values (the Game, the stakes, the seating, a result, log lines'
# events) and tuples of them (the deck, the starting stacks, the openers) are the copy's
# too; lists and sets are copied flat, as the State keeps in them only such values (log
# lines, frames of steps, actions, cards, seats); a dict is copied flat when its values are
# such values, else deep (counts kept by seat); the zones copy themselves, with the copy's
# own Random. Any other value (the decision waited on, the chips, the deals of a repeat)
# is deep-copied last, with all the above in the memo: a step holds the hand and its zones.
_SHARES: dict[type, bool] = dict.fromkeys((int, str, bool, float, type(None)), True)


def _shared(kind: type) -> bool:
    """Whether a value of this type is handed over as it is: a number, a name, a frozen value."""
    found = _SHARES.get(kind)
    if found is None:
        found = _SHARES[kind] = getattr(kind, "__deepcopy__", None) is _itself
    return found


def _flat(value: Any) -> Any:
    return value.copy()


def _dict(value: dict[Any, Any]) -> dict[Any, Any] | None:
    """A dict copied flat, or None: to be copied deep (its values change in place)."""
    return value.copy() if all(_shared(type(v)) for v in value.values()) else None


_FLAT: dict[type, Any] = {list: _flat, set: _flat, dict: _dict}


def copy_state(hand: H, rng: random.Random | None = None) -> H:
    """An independent copy of ``hand`` (``rng``: the copy's own Random; by default one
    that draws what the hand would draw)."""
    if rng is None:
        rng = random.Random.__new__(random.Random)  # Random() would seed itself from the OS first
        rng.setstate(hand.rng.getstate())
    own = fields_of(hand)
    twin = type(hand).__new__(type(hand))
    fields: dict[str, Any] = {}  # given to the twin at the end (a compiled State has no __dict__)
    ready: dict[int, object] = {id(hand): twin}  # what deepcopy finds made: a step holds the hand
    deep: list[str] = []
    flat, shares = _FLAT.get, _SHARES.get
    for name, value in own.items():
        kind = type(value)
        if kind is tuple or shares(kind) or _shared(kind):
            fields[name] = value
            continue
        how = flat(kind)
        made = how(value) if how is not None else None
        if made is not None:
            fields[name] = ready[id(value)] = made
        elif kind is random.Random and value is hand.rng:
            fields[name] = ready[id(value)] = rng
        elif kind is Zones:
            fields[name] = ready[id(value)] = zones_made = value.copy(rng)
            if zones_made.grids:
                ready.update((id(grid), zones_made.grids[key]) for key, grid in value.grids.items())
        else:
            fields[name] = None  # made below, once every value it may hold is in ``ready``
            deep.append(name)
    for name in deep:
        value = own[name]
        made = ready.get(id(value), ready)
        if made is ready:  # not made yet: a class's own __deepcopy__ is called as deepcopy would
            copier = getattr(type(value), "__deepcopy__", None)
            made = ready[id(value)] = copier(value, ready) if copier else _copy.deepcopy(value, ready)
        fields[name] = made
    set_fields(twin, fields)
    return twin


@mypyc_attr(native_class=False)  # off the hot path: a plain class when compiled (a hand copied by its fields)
class Template(Generic[H]):
    """A hand never changed again, to be copied many times (the research adapters' first
    node, at the start of every hand they deal): what ``copy_state`` works out field by
    field from the values' types is worked out once here, and each ``copy`` only carries
    it out: the same copy, without the look at each of the State's fields."""

    def __init__(self, hand: H) -> None:
        self.hand = hand
        self.rng_state = hand.rng.getstate()  # each copy's own Random draws what the hand would
        own = fields_of(hand)
        # Every field in the hand's order (a copy's fields are in the same order as
        # ``copy_state``'s), the shared values set, the others made by ``copy``.
        self.fields: dict[str, Any] = dict.fromkeys(own)
        self.flat: list[tuple[str, Any]] = []
        self.deep: list[tuple[str, Any]] = []
        self.rng_field: str | None = None
        self.zones: tuple[str, Zones] | None = None
        for name, value in own.items():
            kind = type(value)
            if kind is tuple or _shared(kind):
                self.fields[name] = value
            elif kind in _FLAT and (kind is not dict or _dict(value) is not None):
                self.flat.append((name, value))
            elif kind is random.Random and value is hand.rng:
                self.rng_field = name
            elif kind is Zones:
                self.zones = (name, value)
            else:
                self.deep.append((name, value))

    def copy(self) -> H:
        """What ``copy_state(self.hand)`` makes."""
        hand = self.hand
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng_state)
        twin = type(hand).__new__(type(hand))
        fields = dict(self.fields)
        ready: dict[int, object] = {id(hand): twin}
        if self.rng_field is not None:
            fields[self.rng_field] = ready[id(hand.rng)] = rng
        for name, value in self.flat:
            fields[name] = ready[id(value)] = value.copy()
        if self.zones is not None:
            name, zones = self.zones
            fields[name] = ready[id(zones)] = zones_made = zones.copy(rng)
            if zones_made.grids:
                ready.update((id(grid), zones_made.grids[key]) for key, grid in zones.grids.items())
        for name, value in self.deep:
            made = ready.get(id(value), ready)
            if made is ready:  # as ``copy_state``: a class's own __deepcopy__ as deepcopy would call it
                copier = getattr(type(value), "__deepcopy__", None)
                made = ready[id(value)] = copier(value, ready) if copier else _copy.deepcopy(value, ready)
            fields[name] = made
        set_fields(twin, fields)
        return twin


def copy_fields(value: object, memo: dict[int, object]) -> object:
    """A step's ``__deepcopy__`` for ``State.copy``, quicker than deepcopy's own way: its
    numbers, names and frozen values shared, its lists, sets and dicts of them copied flat,
    the rest (the hand, already in ``memo``) deep-copied."""
    twin = type(value).__new__(type(value))
    memo[id(value)] = twin
    fields: dict[str, Any] = {}
    shares = _SHARES.get
    for name, v in fields_of(value).items():
        kind = type(v)
        if shares(kind) or _shared(kind):
            fields[name] = v
        elif (kind is list or kind is set) and all(_shared(type(x)) for x in v):
            fields[name] = kind(v)
        elif kind is dict and all(_shared(type(x)) for x in v.values()):
            fields[name] = dict(v)
        else:
            fields[name] = _copy.deepcopy(v, memo)
    set_fields(twin, fields)
    return twin


def relabel(hand: Hand, swap: dict[Card, Card]) -> None:
    """Give cards of a look-ahead hand other names wherever the hand holds them (its zones,
    the cards dealt face up, the secret choices of a ``together`` step): ``swap`` maps a
    card to the card put in its place, a permutation of some cards. The log keeps the
    names it was written with."""
    hand.effect(CardsRenamed(swap=swap))
    pending = hand.pending
    renamed = getattr(pending, "cards_renamed", None)
    if renamed is not None:
        renamed()
    secret = getattr(pending, "secret", None)
    if secret:
        pending.secret = {seat: _renamed(action, swap) for seat, action in secret.items()}  # type: ignore[union-attr]


def _renamed(action: object, swap: dict[Card, Card]) -> object:
    cards = getattr(action, "cards", None)
    if not cards or not any(c in swap for c in cards):
        return action
    return attrs.evolve(action, cards=tuple(swap.get(c, c) for c in cards))  # type: ignore[misc]


def net(hand: Hand) -> tuple[int, ...]:
    """The chips each seat won or lost in a finished look-ahead hand (``outcome().net``),
    the hand then done with: its showdown, kept to put the hands into words when asked,
    is let go (``result()`` would have no words). The showdown refers back to the hand,
    so a look-ahead made and dropped by the thousand would otherwise leave as many
    reference cycles for the collector to find."""
    result = hand.outcome()
    hand.effect(HandOver(result=result))
    return result.net
