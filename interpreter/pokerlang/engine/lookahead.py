"""A copy of a hand for look-ahead (``State.copy``): the mc bot and the research
adapters copy a State thousands of times a decision, so what a copy can share it shares."""

from __future__ import annotations

import copy as _copy
import random
from typing import TYPE_CHECKING

import attrs

from pokerlang.frozen import _itself

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.state import State

_SHARED = frozenset({int, str, bool, float, type(None)})  # handed over as they are, and frozen values


def copy_state(hand: State, rng: random.Random | None = None) -> State:
    """An independent copy of ``hand`` (``rng``: the copy's own Random; by default one
    that draws what the hand would draw)."""
    if rng is None:
        rng = random.Random.__new__(random.Random)  # Random() would seed itself from the OS first
        rng.setstate(hand.rng.getstate())
    zones = hand.zones.copy(rng)
    # What a copy can share or copy flat is handed to deepcopy ready-made: the Game,
    # the stakes and the deck never change, log lines and script steps are values,
    # the zones copy themselves, and a Random deep-copied element by element cost
    # more than all the rest. Steps that hold a grid find the copy's grid.
    ready = {
        id(hand.game): hand.game,
        id(hand.stakes): hand.stakes,
        id(hand._deck): hand._deck,
        id(hand.rng): rng,
        id(hand.zones): zones,
        id(hand.log): list(hand.log),
        id(hand.script): list(hand.script),
        id(hand.actions): list(hand.actions),
        id(hand.starting): hand.starting,
        id(hand.dealt_up): list(hand.dealt_up),
        # Lists and dicts of numbers, names and frozen values: copied flat.
        id(hand.live): list(hand.live),
        id(hand.returned): list(hand.returned),
        id(hand.fired): dict(hand.fired),
        id(hand.declarations): dict(hand.declarations),
        id(hand.last_declared): dict(hand.last_declared),
        id(hand.redeal_decks): [list(d) for d in hand.redeal_decks],
    }
    ready.update((id(grid), zones.grids[name]) for name, grid in hand.zones.grids.items())
    # The views' log cache (engine.view) is rebuilt by the copy when it is asked for.
    lines = hand.__dict__.get("_log_lines")
    if lines is not None:
        ready[id(lines)] = None
    # deepcopy(self, ready), field by field: numbers, names and frozen values are shared
    # without a call to deepcopy each (a look-ahead copies a State thousands of times).
    twin = type(hand).__new__(type(hand))
    ready[id(hand)] = twin
    fields = twin.__dict__
    for name, value in hand.__dict__.items():
        if type(value) in _SHARED or getattr(type(value), "__deepcopy__", None) is _itself:
            fields[name] = value
        else:
            fields[name] = ready[id(value)] if id(value) in ready else _copy.deepcopy(value, ready)
    return twin


def relabel(hand: State, swap: dict[Card, Card]) -> None:
    """Give cards of a look-ahead hand other names wherever the hand holds them (its zones,
    the cards dealt face up, the secret choices of a ``together`` step): ``swap`` maps a
    card to the card put in its place, a permutation of some cards. The log keeps the
    names it was written with."""
    hand.zones.relabel(swap)
    if hand.dealt_up:
        hand.dealt_up = [swap.get(c, c) for c in hand.dealt_up]
    pending = hand.pending
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
    hand._undescribed = None
    return result.net
