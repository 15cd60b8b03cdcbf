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


def _information_state(hand, seat: int) -> str:
    """Every log line of the hand as the seat read it: what it knows, in order."""
    from pokerlang.research.observe import Observation

    return " / ".join(Observation.lines(hand, seat))


@pytest.mark.parametrize("variant", ["kuhn", "leduc"])
def test_every_information_state_is_a_distinct_observation(variant):
    """Over many hands, the button moving each hand: two decisions the seat to act tells
    apart (its log differs) have different observations, and two it cannot tell apart
    the same one (the button and the betting so far are in the vector)."""
    table = env(variant)
    seen: dict[str, tuple] = {}
    by_vector: dict[tuple, str] = {}
    rng = np.random.default_rng(1)
    for hand in range(300):
        table.reset(seed=hand) if hand == 0 else table.reset()
        for _agent in table.agent_iter():
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            inner = table.unwrapped
            key, vector = _information_state(inner.hand, inner.hand.to_act), tuple(observation["observation"])
            assert seen.setdefault(key, vector) == vector, key
            assert by_vector.setdefault(vector, key) == key, (key, by_vector[vector])
            table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert len(seen) >= (24 if variant == "kuhn" else 300)  # each seat's 12 of Kuhn, as first or second


def test_the_kuhn_vector_is_sized_to_its_three_cards_and_three_actions():
    table = env("kuhn")
    assert table.action_space("seat_0").n == 3  # fold, check/call, bet
    assert table.observation_space("seat_0")["observation"].shape[0] <= 64


def test_reset_moves_the_button_so_the_learner_sits_everywhere():
    single = SingleSeat("holdem", opponents="random", players=3)
    single.reset(seed=3)
    buttons = {single.table.hand.seating.button}
    for _ in range(199):
        single.reset()
        buttons.add(single.table.hand.seating.button)
    assert buttons == {0, 1, 2}


def test_reset_never_returns_a_finished_hand():
    """Heads-up against bots that fold often: many hands end before the learner acts;
    reset deals on until it has a decision, and says what the skipped hands gave it."""
    single = SingleSeat("holdem", opponents="random", players=2)
    skipped = 0
    for n in range(200):
        _, info = single.reset(seed=7) if n == 0 else single.reset()
        assert not single.table.hand.is_over and info["action_mask"].any()
        assert single.table.agent_selection == single.me
        skipped += info["hands_skipped"]
        if info["hands_skipped"]:
            assert info["skipped_reward"] != 0  # the blinds it won or lost
        single.step(int(np.flatnonzero(info["action_mask"])[0]))  # fold, or check where it may
    assert skipped > 0  # the case came up


def test_a_bots_bet_outside_the_sizes_is_recorded_as_the_nearest_size():
    from pokerlang.engine import Fold, Raise

    table = env("holdem", players=2, sizes=("min", "pot", "all")).unwrapped
    table.reset(seed=1)
    options = table._options()
    pot_raise = options[3]
    assert table.coder.nearest(options, Raise(pot_raise.amount + 1)) == 3
    assert table.coder.nearest(options, Raise(options[2].amount + 1)) == 2
    assert table.coder.nearest(options, Fold()) is None  # no amount: nothing to be near


def test_sizes_are_read_from_words_as_in_openspiel():
    as_words = env("holdem", players=2, sizes="min pot all").unwrapped
    as_tuple = env("holdem", players=2, sizes=("min", "pot", "all")).unwrapped
    assert as_words.coder.sizes == as_tuple.coder.sizes == ("min", "pot", "all")
    with pytest.raises(ValueError, match="bet size 'huge'"):
        env("kuhn", sizes=("huge",))
    with pytest.raises(ValueError, match="Kuhn poker seats 2 players, not 3"):
        env("kuhn", players=3)


@pytest.mark.parametrize("action", [7, -1, 2.5, None])
def test_an_id_that_is_not_legal_is_refused_in_words(action):
    """``env()`` leaves out PettingZoo's bounds check: the environment's own step says
    what is wrong, and for any id outside the legal ones, not only outside the space."""
    table = env("kuhn")
    table.reset(seed=1)
    with pytest.raises(ValueError, match=r"seat_\d: action .* is not legal now; legal: \[1, 2\]"):
        table.step(action)


def test_a_push_or_fold_game_passes_the_pettingzoo_api_test():
    from helpers.written_games import WRITTEN

    api_test(env(str(WRITTEN / "all-in-or-fold.poker"), players=3), num_cycles=20)
