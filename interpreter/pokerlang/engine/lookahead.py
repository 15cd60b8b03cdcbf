"""A copy of a hand for look-ahead (``State.copy``): the mc bot and the research
adapters copy a State thousands of times a decision, so what a copy can share it shares."""

from __future__ import annotations

import copy as _copy
import random
from typing import TYPE_CHECKING

import attrs

from pokerlang.frozen import _itself
from pokerlang.engine.effects import CardsRenamed, HandOver

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.state import State

# How a copy takes the State's fields, by name: the Game, the stakes, the seating and the
# deck never change (the starting stacks are a tuple; the counters, seats and street are
# numbers or names; a result is frozen); lists and dicts of numbers, names and frozen
# values (log lines, script steps, actions) are copied flat; the zones copy themselves,
# with the copy's own Random. Any other field is shared if it is a number, a name or a
# frozen value (``_shared``), else deep-copied with all the above in the memo.
_SAME, _LIST, _DICT, _DECKS, _ZONES, _RNG, _NONE = range(7)
_HOW = {
    **dict.fromkeys(("game", "stakes", "seating", "_deck", "starting", "_result"), _SAME),
    **dict.fromkeys(("players", "seed", "next_step", "street", "blinds_live"), _SAME),
    **dict.fromkeys(("last_aggressor", "only_seat", "straddler", "ending"), _SAME),
    **dict.fromkeys(("log", "_lines", "_events", "script", "actions", "dealt_up", "live", "returned", "paid"), _LIST),
    **dict.fromkeys(("fired", "declarations", "last_declared", "paid_for"), _DICT),
    "redeal_decks": _DECKS,
    "zones": _ZONES,
    "rng": _RNG,
    "_log_lines": _NONE,  # the views' log cache (engine.view): rebuilt by the copy when asked for
}
_SHARES: dict[type, bool] = dict.fromkeys((int, str, bool, float, type(None)), True)


def _shared(kind: type) -> bool:
    """Whether a value of this type is handed over as it is: a number, a name, a frozen value."""
    found = _SHARES.get(kind)
    if found is None:
        found = _SHARES[kind] = getattr(kind, "__deepcopy__", None) is _itself
    return found


class _Plan:
    """How to copy a State with these fields, worked out once for each set of field names
    (a State's fields are the same from hand to hand): the names of each kind above, and
    the rest, whose values are looked at copy by copy."""

    def __init__(self, names: tuple[str, ...]):
        kinds = {name: _HOW.get(name) for name in names}
        self.lists = tuple(n for n, k in kinds.items() if k == _LIST)
        self.dicts = tuple(n for n, k in kinds.items() if k == _DICT)
        self.decks = tuple(n for n, k in kinds.items() if k == _DECKS)
        self.dropped = tuple(n for n, k in kinds.items() if k == _NONE)
        self.rest = tuple(n for n, k in kinds.items() if k is None)


_PLANS: dict[tuple[str, ...], _Plan] = {}


def copy_state(hand: State, rng: random.Random | None = None) -> State:
    """An independent copy of ``hand`` (``rng``: the copy's own Random; by default one
    that draws what the hand would draw)."""
    if rng is None:
        rng = random.Random.__new__(random.Random)  # Random() would seed itself from the OS first
        rng.setstate(hand.rng.getstate())
    own = hand.__dict__
    names = tuple(own)
    plan = _PLANS.get(names)
    if plan is None:
        plan = _PLANS[names] = _Plan(names)
    twin = type(hand).__new__(type(hand))
    fields = twin.__dict__
    fields.update(own)  # every field the same, then those that are not to be shared replaced
    ready: dict[int, object] = {id(hand): twin}  # what deepcopy finds made: a step holds the hand
    for name in plan.lists:
        value = own[name]
        fields[name] = ready[id(value)] = value.copy()
    for name in plan.dicts:
        value = own[name]
        fields[name] = ready[id(value)] = value.copy()
    for name in plan.decks:
        value = own[name]
        fields[name] = ready[id(value)] = [list(d) for d in value]
    for name in plan.dropped:
        fields[name] = None
    zones = hand.zones
    fields["zones"] = ready[id(zones)] = zones_made = zones.copy(rng)
    if zones_made.grids:
        ready.update((id(grid), zones_made.grids[name]) for name, grid in zones.grids.items())
    fields["rng"] = ready[id(hand.rng)] = rng
    shares = _SHARES.get
    deep = [name for name in plan.rest if not (shares(type(own[name])) or _shared(type(own[name])))]
    for name in deep:
        value = own[name]
        made = ready.get(id(value), ready)
        if made is ready:  # not made yet: a class's own __deepcopy__ is called as deepcopy would
            copier = getattr(type(value), "__deepcopy__", None)
            made = ready[id(value)] = copier(value, ready) if copier else _copy.deepcopy(value, ready)
        fields[name] = made
    return twin


def copy_fields(value: object, memo: dict[int, object]) -> object:
    """A step's ``__deepcopy__`` for ``State.copy``, quicker than deepcopy's own way: its
    numbers, names and frozen values shared, its lists, sets and dicts of them copied flat,
    the rest (the hand, already in ``memo``) deep-copied."""
    twin = type(value).__new__(type(value))
    memo[id(value)] = twin
    fields = twin.__dict__
    shares = _SHARES.get
    for name, v in value.__dict__.items():
        kind = type(v)
        if shares(kind) or _shared(kind):
            fields[name] = v
        elif (kind is list or kind is set) and all(_shared(type(x)) for x in v):
            fields[name] = kind(v)
        elif kind is dict and all(_shared(type(x)) for x in v.values()):
            fields[name] = dict(v)
        else:
            fields[name] = _copy.deepcopy(v, memo)
    return twin


def relabel(hand: State, swap: dict[Card, Card]) -> None:
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


def net(hand: State) -> tuple[int, ...]:
    """The chips each seat won or lost in a finished look-ahead hand (``outcome().net``),
    the hand then done with: its showdown, kept to put the hands into words when asked,
    is let go (``result()`` would have no words). The showdown refers back to the hand,
    so a look-ahead made and dropped by the thousand would otherwise leave as many
    reference cycles for the collector to find."""
    result = hand.outcome()
    hand.effect(HandOver(result=result))
    return result.net
