"""A chance player given, at each chance point, the card a seeded dealer deals there plays
the seeded hand exactly: the same log and the same result, over every shipped variant and
every written game. The chance hand is shuffled with another seed, so a card it deals
without stopping for it (a step whose cards were miscounted) shows as a different hand."""

from __future__ import annotations

import random
from functools import cache

from helpers.written_games import WRITTEN
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlang.compiler import compile_file
from pokerlang.compiler.rotation import is_rotation
from pokerlang.engine import Chance, Chosen, TableStakes, new_hand
from pokerlang.resources import shipped_variants

FILES = [f for f in (*shipped_variants(), *sorted(WRITTEN.glob("*.poker"))) if not is_rotation(f)]


@cache
def game_of(path):
    return compile_file(path)


def seeded(game, players: int, seed: int):
    """A seeded hand played at random to its end; None if it ran too long."""
    rng = random.Random(seed)
    # Chosen(then_top=True) deals the seeded stock's top card as the default dealer does,
    # and keeps the cards it dealt, in order.
    state = new_hand(game, TableStakes(players=players), seed=seed, dealer=Chosen(then_top=True))
    for _ in range(400):
        if state.is_over:
            break
        option = rng.choice(state.legal_actions())
        state.apply(option.sample(rng) if hasattr(option, "sample") else option)
    if not state.is_over:
        return None
    return state


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FILES), st.booleans(), st.integers(0, 10_000))
def test_chance_points_given_the_seeded_cards_replay_the_seeded_hand(path, most, seed):
    game = game_of(path)
    players = game.max_players if most else game.min_players
    reference = seeded(game, players, seed)
    if reference is None:
        return
    default = new_hand(game, TableStakes(players=players), seed=seed)  # the default dealer: the same hand
    for seat, action in reference.actions:
        default.apply(action, seat)
    assert default.log == reference.log
    dealt, actions = list(reference.dealer.served), list(reference.actions)
    state = new_hand(game, TableStakes(players=players), seed=seed + 1, dealer=Chance())
    while not state.is_over:
        if state.is_chance:
            assert dealt, f"a chance point the seeded hand never came to: {state.chance_point}"
            state.apply_chance(dealt.pop(0))
        else:
            seat, action = actions.pop(0)
            state.apply(action, seat)
    assert not dealt and not actions
    assert state.log == reference.log
    assert state.result() == reference.result()
