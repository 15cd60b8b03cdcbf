"""`pokerlang run` reports each seat's result in big blinds per 100 hands with a 95%
confidence interval from the per-hand nets (normal approximation)."""

import math
import statistics

from pokerlang.runner.simulate import Summary


def summary_of(nets: list[int], big_blind: int = 2) -> Summary:
    return Summary(
        game="g",
        players=1,
        agents=["a"],
        big_blind=big_blind,
        seed=0,
        hands=len(nets),
        net=[sum(nets)],
        squares=[sum(n * n for n in nets)],
    )


def test_the_interval_is_the_mean_plus_or_minus_1_96_standard_errors():
    nets = [4, -2, -2, 10, -2, 0, 6, -2]
    in_bb = [n / 2 for n in nets]
    half = 1.96 * statistics.stdev(in_bb) / math.sqrt(len(in_bb)) * 100
    low, high = summary_of(nets).interval(0)
    assert math.isclose(low, statistics.fmean(in_bb) * 100 - half)
    assert math.isclose(high, statistics.fmean(in_bb) * 100 + half)


def test_no_interval_from_one_hand():
    assert summary_of([6]).interval(0) is None


def test_an_agent_in_several_seats_is_also_reported_over_its_seats_per_seat():
    from pokerlang.compiler import load_game
    from pokerlang.engine import TableStakes
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.simulate import simulate

    game = load_game("holdem")
    agents = make_agents("raise,call", 4)  # raise in seats 0 and 2, call in 1 and 3
    summary = simulate(game, TableStakes(players=4), agents, hands=60, seed=3)
    assert summary.teams() == {"raise": [0, 2], "call": [1, 3]}
    assert summary.team_net["raise"] == summary.net[0] + summary.net[2]
    assert summary.team_bb_per_100("raise") == (summary.bb_per_100(0) + summary.bb_per_100(2)) / 2
    # The interval is that of the per-hand sum of the seats, per seat: the seats' results
    # in one hand are not independent (they may meet in the same pot).
    low, high = summary.team_interval("raise")
    assert low < summary.team_bb_per_100("raise") < high
    assert summary.team_net["raise"] + summary.team_net["call"] == 0
    alone = simulate(game, TableStakes(players=3), make_agents("call", 3), hands=5, seed=3)
    assert alone.teams() == {}  # one agent in every seat: its seats together break even


def test_a_game_of_antes_without_blinds_is_counted_in_antes_per_100_hands():
    from click.testing import CliRunner

    from pokerlang.cli import cli
    from pokerlang.resources import variants_dir

    out = CliRunner().invoke(cli, ["run", str(variants_dir() / "kuhn.poker"), "--hands", "20", "--seed", "1"])
    assert out.exit_code == 0 and "antes/100" in out.output and "bb/100" not in out.output, out.output
    out = CliRunner().invoke(cli, ["run", str(variants_dir() / "holdem.poker"), "--hands", "20", "--seed", "1"])
    assert out.exit_code == 0 and "bb/100" in out.output, out.output
