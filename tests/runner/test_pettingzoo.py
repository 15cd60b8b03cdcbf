"""Every shipped variant as a PettingZoo AEC environment, and one seat as a Gymnasium env."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test

from pokerlang.pettingzoo import SingleSeat, env
from pokerlang.resources import shipped_variants


@pytest.mark.parametrize("variant", [p.stem for p in shipped_variants()])
def test_every_variant_passes_the_pettingzoo_api_test(variant):
    api_test(env(variant), num_cycles=20)


def test_the_mask_marks_exactly_the_legal_moves_of_the_seat_to_act():
    table = env("holdem", players=3)
    table.reset(seed=4)
    observation, *_ = table.last()
    legal = table.unwrapped._options()
    assert np.flatnonzero(observation["action_mask"]).tolist() == sorted(legal)
    others = [a for a in table.agents if a != table.agent_selection]
    assert all(not table.observe(a)["action_mask"].any() for a in others)


def _rewards(table, seed: int) -> dict:
    """Each agent's rewards over one hand of random legal play."""
    table.reset(seed=seed)
    total = dict.fromkeys(table.agents, 0.0)
    for agent in table.agent_iter():
        observation, reward, terminated, truncated, _ = table.last()
        total[agent] += reward
        action = None if terminated or truncated else table.action_space(agent).sample(observation["action_mask"])
        table.step(action)
    return total


def test_a_hand_ends_with_rewards_that_sum_to_zero():
    total = _rewards(env("seven-card-stud", players=4, ante=1, bring_in=1), seed=2)
    assert sum(total.values()) == pytest.approx(0.0)


def test_against_the_house_the_rewards_sum_to_what_the_house_lost():
    table = env("three-card-poker", players=3)
    total = _rewards(table, seed=5)
    result = table.unwrapped.hand.result()
    big = max(1, table.unwrapped.stakes.big_blind)
    assert result.house and sum(total.values()) == pytest.approx(-result.bank / big)


def test_one_seat_against_the_bots():
    single = SingleSeat("swingo", opponents="call", players=3)
    observation, info = single.reset(seed=5)
    assert single.observation_space.contains(observation)
    done, steps = False, 0
    while not done:
        action = single.action_space.sample(info["action_mask"])
        observation, reward, done, _, info = single.step(action)
        steps += 1
    assert steps >= 1 and isinstance(reward, float)
