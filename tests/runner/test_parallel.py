"""`run --workers N` and `--backend ray`: hand i's randomness depends only on (seed, i),
so a run shared among processes (or a Ray cluster) is the run of one process."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest
from click.testing import CliRunner

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes
from pokerlang.runner.agents import make_agents
from pokerlang.runner.mc import Think
from pokerlang.runner.parallel import chunks, simulate_parallel
from pokerlang.runner.simulate import hand_seeds, simulate


def test_hand_seeds_of_a_range_are_those_of_the_whole_run():
    whole = hand_seeds(11, 30)
    assert hand_seeds(11, 10, start=20) == whole[20:]
    assert hand_seeds(12, 30) != whole


def test_chunks_cover_every_hand_once_in_order():
    game = load_game("holdem")
    parts = chunks(game, TableStakes(players=3), make_agents("call", 3), 103, 1, workers=2)
    assert [c.start for c in parts] == sorted(c.start for c in parts)
    assert sum(c.count for c in parts) == 103
    assert all(a.start + a.count == b.start for a, b in pairwise(parts))


@pytest.mark.parametrize(
    "variant,agents,players",
    [
        ("holdem", "random,call,random", 4),  # 'random' in two seats: its seats together too
        ("omaha-hi-lo", "mc,random,call", 3),  # a thinking bot, and split pots
    ],
)
def test_two_workers_give_the_serial_summary(variant, agents, players):
    game = load_game(variant)
    stakes = TableStakes(players=players)
    bots = make_agents(agents, players, game=game, think=Think(playouts=4))
    hands = 40 if "mc" in agents else 300
    serial, shared = [], []
    one = simulate(game, stakes, bots, hands, seed=21, on_hand=lambda i, e: serial.append((i, e)), record=True)
    two = simulate_parallel(
        game, stakes, bots, hands, seed=21, workers=2, on_hand=lambda i, e: shared.append((i, e)), record=True
    )
    one.seconds = two.seconds = 0.0
    assert one == two
    assert serial == shared  # the same history lines, in the same order


def test_run_with_workers_prints_what_one_process_prints(tmp_path):
    outputs = []
    for workers in ("1", "2"):
        history = tmp_path / f"h{workers}.jsonl"
        result = CliRunner().invoke(
            cli, ["run", "holdem", "--hands", "120", "--seed", "8", "--workers", workers, "--history", str(history)]
        )
        assert result.exit_code == 0, result.output
        outputs.append((result.stdout, history.read_text()))
    assert outputs[0] == outputs[1]
    assert len(outputs[0][1].splitlines()) == 120
    assert json.loads(outputs[0][1].splitlines()[-1])["hand"] == 119


def test_workers_must_be_positive():
    result = CliRunner().invoke(cli, ["run", "holdem", "--hands", "5", "--workers", "0"])
    assert result.exit_code == 2 and "--workers" in result.output


def test_a_local_ray_cluster_gives_the_serial_summary():
    ray = pytest.importorskip("ray")
    game = load_game("seven-card-stud-hi-lo")
    stakes = TableStakes(players=4, ante=1, bring_in=1)
    bots = make_agents("random,call", 4)
    serial, shared = [], []
    one = simulate(game, stakes, bots, 200, seed=5, on_hand=lambda i, e: serial.append(e), record=True)
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        two = simulate_parallel(
            game,
            stakes,
            bots,
            200,
            seed=5,
            workers=2,
            backend="ray",
            on_hand=lambda i, e: shared.append(e),
            record=True,
        )
    finally:
        ray.shutdown()
    one.seconds = two.seconds = 0.0
    assert one == two and serial == shared


def test_ray_missing_is_a_usage_error(monkeypatch):
    import builtins

    real = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray":
            raise ImportError("no ray here")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    for command in ("run", "stats"):
        result = CliRunner().invoke(cli, [command, "holdem", "--hands", "5", "--backend", "ray"])
        assert result.exit_code == 2 and "pokerlang[cluster]" in result.output, result.output


# What the rules paid (a rake here), counted by who paid whom: the same shared among two
# workers as in one process, and said under the table.
def test_the_rules_payments_are_counted_and_merged():
    from helpers.written_games import WRITTEN
    from pokerlang.runner.report import summary_lines

    game = load_game(str(WRITTEN / "holdem-rake.poker"))
    stakes = TableStakes(players=6, small_blind=10, big_blind=20, stacks=2000)  # 5% of 120: a rake of 6
    bots = make_agents("call", 6)
    one = simulate(game, stakes, bots, 60, seed=5)
    two = simulate_parallel(game, stakes, bots, 60, seed=5, workers=2)
    times, chips = one.paid["pot -> house"]
    assert one.paid == two.paid and times == 60 and chips == one.house > 0
    assert f"paid by the rules: pot -> house 60 times ({chips} chips)" in summary_lines(one, "t")[1]


# A game that keeps counts from hand to hand is played in one chunk, and what the counts
# were at the end is said the same with workers as without (it was left out).
def test_the_counts_at_the_end_are_the_same_with_workers():
    from helpers.written_games import WRITTEN

    game = load_game(str(WRITTEN / "holdem-three-strikes.poker"))  # no match: a run of hands
    stakes = TableStakes(players=6)
    bots = make_agents("call", 6)
    one = simulate(game, stakes, bots, 80, seed=3)
    two = simulate_parallel(game, stakes, bots, 80, seed=3, workers=2)
    one.seconds = two.seconds = 0.0
    assert one.counts and one.counts == two.counts and one == two


# A pool (a pot carried over, a jackpot) is the house's between hands, but the count says
# its name: chips into a kitty are not a rake.
def test_a_pools_payments_are_counted_by_its_name(tmp_path):
    source = (
        'game "kitty"\nimport rankings\nplayers 2..4\nbetting no-limit\nforced blinds\n'
        "tally kitty shared\nzone hand per seat private\n"
        "step deal { deal 2 to hand  bet first after big-blind }\n"
        "showdown best 2 of hand by two-card\n"
        "when hand ends { pay 1 from pot to kitty if pot >= 4 }\n"
    )
    path = tmp_path / "kitty.poker"
    path.write_text(source, encoding="utf-8")
    one = simulate(load_game(str(path)), TableStakes(players=3), make_agents("call", 3), 20, seed=5)
    assert set(one.paid) == {"pot -> kitty"} and one.paid["pot -> kitty"][0] == 20
