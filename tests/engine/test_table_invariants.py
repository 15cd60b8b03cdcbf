"""Random play at tables of every kind: the invariants of tests/engine/test_engine_invariants.py
(chips conserved, every card in one place, no view leaking a hidden card, every option
playable) hold with every table option: antes from everyone, the big blind or the
dealer, a single blind, a cap of the table's, the cap kept heads-up, short stacks.
Every shipped variant, a few hands each (many more with POKERLANG_FULL=1)."""

from __future__ import annotations

import os
import random

import pytest
from helpers.invariants import MOST_ACTIONS, VARIANTS, check, check_options, game_named

from pokerlang.engine import Fold, TableStakes, new_hand

HANDS = 30 if os.environ.get("POKERLANG_FULL") else 2


def random_table(game, players: int, rng: random.Random) -> TableStakes:
    big = rng.choice([2, 4, 10])
    single = game.forced.blinds and rng.random() < 0.25
    return TableStakes(
        small_blind=0 if single else big // 2,
        big_blind=big,
        single_blind=single,
        ante=rng.choice([0, 1, big]),
        ante_kind=rng.choice(["each", "big-blind", "button"] if game.forced.blinds else ["each", "button"]),
        bring_in=rng.choice([0, 1]),
        cap=rng.choice([None, 1, 5]),
        heads_up_uncapped=rng.random() < 0.7,
        stacks=tuple(rng.randint(1, 30) * big + rng.randint(0, big) for _ in range(players)),
        max_rounds=30,
    )


@pytest.mark.parametrize("name", VARIANTS)
def test_random_play_at_every_kind_of_table_keeps_every_invariant(name):
    game = game_named(name)
    for seed in range(HANDS):
        rng = random.Random(f"{name}-{seed}")
        players = rng.randint(game.min_players, min(game.max_players, 9))
        stakes = random_table(game, players, rng)
        state = new_hand(game, stakes, seed=seed, button=seed % players)
        total, deck = sum(stakes.stacks), list(game.deck())
        knowledge = [set() for _ in range(players)]
        check(state, knowledge, total, deck)
        for _ in range(MOST_ACTIONS):
            if state.is_over:
                break
            check_options(state, rng)
            options = state.legal_actions()
            chosen = rng.choices(options, [1 if isinstance(o, Fold) else 4 for o in options])[0]
            state.apply(chosen.sample(rng))
            check(state, knowledge, total, deck)
        assert state.is_over, f"{name} seed {seed}: the hand did not end"
        result = state.result()
        # Against the house, what it won counts too.
        assert sum(result.stacks) + result.bank == total and all(s >= 0 for s in result.stacks)
