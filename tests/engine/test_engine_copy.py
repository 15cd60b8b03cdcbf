"""``State.copy()`` gives a hand of its own: played on, it changes nothing in the
original, and played the same way as the original, it ends the same way. Checked for
every shipped variant, copied at every decision of a random hand (grids, re-deals,
draws and declarations included)."""

from __future__ import annotations

import random

import pytest
from helpers.invariants import VARIANTS, game_named, player_counts

from pokerlang.engine import TableStakes, new_hand


def finish(state, seed: int):
    """Play ``state`` to the end at random from ``seed``: the log and the result."""
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()).sample(rng))
    return [str(e) for e in state.log], state.result()


def snapshot(state) -> list:
    return [repr(state.view(seat)) for seat in range(state.players)] + [repr(state.chips), state.zones.every_card()]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_copy_plays_on_alone_and_ends_as_the_original_would(variant):
    game = game_named(variant)
    players = player_counts(game)[-1]
    state = new_hand(game, TableStakes(players=players), seed=11)
    rng = random.Random(5)
    decisions = 0
    while not state.is_over and decisions < 60:
        before = snapshot(state)
        ahead = state.copy()
        ahead_ending = finish(ahead, seed=decisions)
        assert snapshot(state) == before, "playing the copy changed the original"
        assert finish(state.copy(), seed=decisions) == ahead_ending
        state.apply(rng.choice(state.legal_actions()).sample(rng))
        decisions += 1
