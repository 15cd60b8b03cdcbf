"""`run` and `stats` draw each hand's seed as the hand is played: a run of a trillion
hands starts at once, holding one seed, not a list of a trillion (which would take
terabytes before the first hand)."""

from __future__ import annotations

import pytest

from pokerlang.analytics.stats import collect
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes
from pokerlang.runner.agents import make_agents
from pokerlang.runner.simulate import SeedStream, hand_seeds, simulate
from helpers.paths import TESTS

TRILLION = 10**12


class Enough(Exception):
    pass


def stop_after(count: int):
    def on_hand(i, _entry):
        if i + 1 == count:
            raise KeyboardInterrupt

    return on_hand


def test_a_stream_of_seeds_is_the_list_of_seeds():
    assert list(SeedStream(11, 30)) == hand_seeds(11, 30)
    assert list(SeedStream(11, 10, start=20)) == hand_seeds(11, 30)[20:]
    assert len(SeedStream(11, TRILLION)) == TRILLION


@pytest.mark.parametrize("variant", ["holdem", "horse"])  # a rotation plays its blocks from the stream too
def test_run_starts_a_trillion_hands_at_once(variant):
    from pokerlang.check import load_rotation
    from pokerlang.cli_options import table_stakes

    game = load_rotation(TESTS / "written" / "mixed" / "horse.poker") if variant == "horse" else load_game(variant)
    stakes = table_stakes(game, 3, {}, lambda m: pytest.fail(m))
    summary = simulate(
        game, stakes, make_agents("call", 3), TRILLION, seed=4, on_hand=stop_after(12), stop_on_interrupt=True
    )
    assert summary.interrupted and summary.hands == 12


def test_stats_starts_a_trillion_hands_at_once():
    def on_hand(i, _entry):
        if i == 4:
            raise Enough

    with pytest.raises(Enough):
        collect(load_game("holdem"), TableStakes(players=3), make_agents("call", 3), TRILLION, 4, on_hand=on_hand)
