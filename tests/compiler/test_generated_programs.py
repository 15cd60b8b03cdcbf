"""If `check` passes, the game runs: random programs drawn from the grammar
(tests/helpers/programs.py), each either refused by `check` with a diagnostic at a place in the
file, or played at its fewest and its most players by random bots, every invariant held
at each step: chips and cards conserved, no seat shown a card hidden from it (its
view() at every decision), a live hand always offering an action, and every hand ending
within a step budget.

A few hundred programs by default; POKERLANG_FULL=1 draws tens of thousands.
"""

from __future__ import annotations

import os
import random

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from helpers.programs import programs
from helpers.invariants import check as keep_invariants

import pokerlang
from pokerlang.diagnostics import PokerlangError

FULL = bool(os.environ.get("POKERLANG_FULL"))
PROGRAMS = 30_000 if FULL else 250
HANDS = 3 if FULL else 1  # hands at each of the fewest and the most players
STEP_BUDGET = 3000  # actions in one hand; a hand of any generated game needs far fewer


def play(variant, players: int, seed: int) -> None:
    """One hand by random bots at the file's stakes (or short stacks, now and then), every
    invariant checked after each action."""
    rng = random.Random(seed)
    stakes = attrs.evolve(variant.stakes(players), max_rounds=30)
    if rng.random() < 0.5:  # short stacks: all-ins, side pots, seats that cannot pay in full
        stakes = attrs.evolve(stakes, stacks=tuple(rng.choice([rng.randint(1, 10), 200]) for _ in range(players)))
    state = variant.new_hand(stakes, seed=seed, button=seed % players)
    total = sum(state.chips.stacks) + sum(state.chips.committed)
    deck, knowledge = list(variant.game.deck()), [set() for _ in range(players)]
    keep_invariants(state, knowledge, total, deck)
    for _ in range(STEP_BUDGET):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()).sample(rng))
        keep_invariants(state, knowledge, total, deck)
    assert state.is_over, f"the hand did not end within {STEP_BUDGET} actions"
    result = state.result()
    assert sum(result.net) == 0 and sum(result.stacks) == total


@settings(max_examples=PROGRAMS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=programs(), seed=st.integers(0, 2**32))
def test_a_program_that_checks_plays_soundly(text, seed):
    try:
        variant = pokerlang.loads(text, "generated")
    except PokerlangError as err:
        assert err.diagnostics
        for d in err.diagnostics:  # a refusal is a diagnostic in the file's words, never a traceback
            assert d.path.endswith("generated.poker") and d.message, d.render()
            assert d.render().startswith(d.path), d.render()
        return
    for players in sorted({variant.game.min_players, variant.game.max_players}):
        for hand in range(HANDS):
            play(variant, players, seed + hand)
