"""A prize pool drawn at random before the first hand (``prize pool 2x 75%, ...``: a Spin
& Go): the buy-ins times a multiple drawn from the match's table with its chance, from
the match's seeded generator (the same seed, the same pool); the house adds what the pool
holds beyond the buy-ins, so the places' nets add up to that, and the chips at the table
still add up to the buy-ins. ``payouts 1000x: ...`` pays that pool its own way."""

from __future__ import annotations

import functools
import json
import random
from collections import Counter
from fractions import Fraction

import attrs
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.written_games import WRITTEN
from helpers.written_play import game

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.explain import explain
from pokerlang.ir.match import PrizeChance, draw_prize, prize_draws
from pokerlang.runner.agents import make_agents
from pokerlang.runner.match import MatchTable
from pokerlang.runner.replay import check_result, replay_hand
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

SPIN = WRITTEN / "spin-and-go.poker"


def written(tmp_path, prize: str, players: str = "2..3") -> str:
    path = tmp_path / "spin.poker"
    path.write_text(f'game "Spin"\nextends holdem\nplayers {players}\nmatch tournament {{ stack 500  {prize} }}\n')
    return str(path)


@functools.cache
def spin():
    return game("spin-and-go")


def drawn(seed: int, players: int = 3) -> MatchTable:
    g = spin()
    table = MatchTable(g, table_stakes(g, players), players)
    table.draw_prize(random.Random(seed))
    return table


# ---- the draw ------------------------------------------------------------------------------


def test_every_row_is_drawn_exactly_as_often_as_its_chance_over_the_numbers_drawn_from():
    rows = game("spin-and-go").match.prize_pool
    whole = prize_draws(rows)
    assert whole == 10_000  # 0.01%: one in ten thousand
    counts = Counter(draw_prize(rows, n).times for n in range(whole))
    assert counts == {2: 7500, 3: 1500, 5: 700, 10: 290, 100: 9, 1000: 1}


def test_the_same_seed_draws_the_same_pool_and_the_draw_follows_the_chances():
    assert drawn(7).report.drawn == drawn(7).report.drawn
    seen = Counter(drawn(seed).report.drawn for seed in range(4000))
    assert 0.72 < seen[2] / 4000 < 0.78
    assert 0.13 < seen[3] / 4000 < 0.17
    assert 0.055 < seen[5] / 4000 < 0.085


def test_the_pool_is_the_buy_ins_times_the_multiple_drawn():
    table = drawn(1)
    report = table.report
    assert report.buy_ins == 1500  # three stacks of 500
    assert report.pool == 1500 * report.drawn
    assert report.added == report.pool - 1500


def test_a_pool_with_decimals_is_rounded_down_to_a_chip():
    rows = (PrizeChance(times=Fraction(3, 2), chance=Fraction(1)),)
    assert draw_prize(rows, 0).times == Fraction(3, 2)
    g = load_game(str(SPIN))
    table = MatchTable(g, table_stakes(g, 3), 3)
    table.match = attrs.evolve(table.match, prize_pool=rows)
    table.report.buy_ins = table.report.pool = 1001
    table.draw_prize(random.Random(0))
    assert table.report.pool == 1501  # 1001 x 1.5 = 1501.5


# ---- the prizes, and the money from outside ---------------------------------------------------


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31), agents=st.sampled_from(["random", "call,raise", "random,raise"]))
def test_the_prizes_pay_the_pool_drawn_and_the_nets_add_up_to_what_the_house_added(seed, agents):
    g = game("spin-and-go")
    report = simulate(g, table_stakes(g, 3), make_agents(agents, 3, g), None, seed=seed).match
    assert report.ended
    assert sum(report.stacks) == report.buy_ins == 1500  # the table's chips are the buy-ins still
    assert sum(report.prizes) == report.pool == 1500 * report.drawn
    assert sum(report.net) == report.added == report.pool - 1500


def test_a_multiple_with_payouts_of_its_own_pays_them(tmp_path):
    path = written(tmp_path, "prize pool 1000x 100%  payouts 60% 40%  payouts 1000x: 80% 10% 10%")
    g = load_game(path)
    report = simulate(g, table_stakes(g, 3), make_agents("random,raise", 3, g), None, seed=3).match
    assert report.drawn == 1000 and report.pool == 1_500_000
    assert [report.prizes[place[0]] for place in report.places] == [1_200_000, 150_000, 150_000]


def test_another_multiple_is_paid_by_the_payouts_without_one(tmp_path):
    path = written(tmp_path, "prize pool 2x 99%, 1000x 1%  payouts 60% 40%  payouts 1000x: 80% 10% 10%")
    g = load_game(path)
    report = simulate(g, table_stakes(g, 3), make_agents("random,raise", 3, g), None, seed=1).match
    assert report.drawn == 2 and report.pool == 3000
    assert [report.prizes[place[0]] for place in report.places] == [1800, 1200, 0]


def test_a_match_without_a_prize_pool_line_draws_nothing():
    g = game("sit-and-go")
    first = simulate(g, table_stakes(g, 4), make_agents("random", 4, g), None, seed=5).match
    assert first.drawn is None and first.pool == first.buy_ins and first.added == 0


# ---- run, the history, explain ---------------------------------------------------------------


def test_run_says_the_pool_drawn_and_what_the_house_added_and_the_history_records_it(tmp_path):
    history = tmp_path / "h.jsonl"
    out = CliRunner().invoke(cli, ["run", str(SPIN), "--players", "3", "--seed", "6", "--history", str(history)])
    assert out.exit_code == 0, out.output
    assert "prize pool 7500: drawn 5x the buy-ins of 1500 (one stack a player)" in out.output
    assert "the house added 6000 to the prize pool" in out.output
    records = [json.loads(line) for line in history.read_text().splitlines()]
    assert records[0]["match"]["prize_pool"] == {"drawn": "5x", "pool": 7500, "added": 6000}
    assert all("prize_pool" not in r["match"] for r in records[1:])
    g = game("spin-and-go")
    for record in records:
        assert check_result(record, replay_hand(g, record)) is None
    replayed = CliRunner().invoke(cli, ["replay", str(history), "--variant", str(SPIN)])
    assert replayed.exit_code == 0 and "every result matches" in replayed.output, replayed.output


def test_explain_says_the_draw_and_the_payouts_of_each_multiple():
    text = explain(game("spin-and-go"))
    assert "the prize pool is drawn at random" in text
    assert "2x (75%), 3x (15%), 5x (7%), 10x (2.9%), 100x (0.09%), 1000x (0.01%)" in text
    assert "The house adds what the pool holds beyond the buy-ins." in text
    assert "when the pool drawn is 1000x, first 80%, second 10%, third 10%" in text


# ---- what check refuses --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("prize", "code", "said"),
    [
        ("prize pool 2x 75%, 3x 15%", "E808", "the chances add up to 90%, not 100%"),
        ("prize pool 2x 75%, 2x 25%", "E808", "the prize pool 2x is written twice"),
        ("prize pool 0.5x 50%, 2x 50%", "E808", "a prize pool of 0.5x the buy-ins is less than the buy-ins"),
        ("prize pool 2x 100%, 3x 0%", "E808", "the prize pool 3x has no chance of being drawn"),
        ("prize pool 2x 99.9999999%, 3x 0.0000001%", "E808", "a chance finer than 6 decimals of a percent"),
        (
            "prize pool 2x 100%  payouts 5x: 100%",
            "E802",
            "payouts when the prize pool is 5x, which the match never draws",
        ),
        ("prize pool 2x 100%  payouts 2x: 100%  payouts 2x: 50% 50%", "E802", "two payouts for the prize pool 2x"),
        ("prize pool 2x 100%  prize pool 3x 100%", "E801", "the match says `prize pool` twice"),
        ("prize bowl 2x 100%", "E130", "expected 'pool' here, not 'bowl'"),
        ("prize pool 2y 100%", "E130", "expected 'x' here, not 'y'"),
    ],
)
def test_a_prize_pool_that_cannot_be_drawn_is_refused(tmp_path, prize, code, said):
    out = CliRunner().invoke(cli, ["check", written(tmp_path, prize)])
    assert out.exit_code == 1 and f"error[{code}]: {said}" in out.output, out.output


def test_a_cash_game_draws_no_prize_pool(tmp_path):
    path = tmp_path / "cash.poker"
    path.write_text('game "Cash"\nextends holdem\nmatch cash { stack 100  prize pool 2x 100% }\n')
    out = CliRunner().invoke(cli, ["check", str(path)])
    assert out.exit_code == 1 and "error[E801]: a cash match has no `prize pool` rule" in out.output, out.output


def test_a_multiple_may_pay_its_places_equally(tmp_path):
    path = written(tmp_path, "prize pool 10x 100%  payouts 100%  payouts 10x: 3 equal")
    g = load_game(path)
    report = simulate(g, table_stakes(g, 3), make_agents("random,raise", 3, g), None, seed=2).match
    assert report.pool == 15_000
    assert sorted(report.prizes) == [5000, 5000, 5000]


# ---- a part of the buy-ins -----------------------------------------------------------------


# A progressive knock-out: half of each buy-in makes the prize pool, the other half the
# bounties (tallies beside it); the places share half the buy-ins, and the rest is said.
def test_a_prize_pool_of_half_the_buy_ins_pays_half_and_says_the_rest(tmp_path):
    path = written(tmp_path, "prize pool 50%  payouts 70% 30%", players="2..3")
    g = load_game(path)
    assert g.match is not None and g.match.prize_part == Fraction(1, 2)
    report = simulate(g, table_stakes(g, 3), make_agents("random", 3, g), None, seed=4).match
    assert report.ended and report.buy_ins == 1500 and report.pool == 750
    assert sum(report.prizes) == 750 and sum(report.net) == report.added == -750
    ran = CliRunner().invoke(cli, ["run", path, "--players", "3", "--seed", "4"])
    assert "prize pool 750: 50% of the buy-ins of 1500" in ran.output
    assert "750 of the buy-ins kept out of the prize pool" in ran.output
    assert "The prize pool is 50% of every buy-in (the rest kept out of it" in explain(g)


def test_a_prize_pool_part_is_above_nothing_and_not_drawn_as_well(tmp_path):
    from pokerlang.check import check_file

    [said] = check_file(written(tmp_path, "prize pool 0%"))
    assert said.code == "E808" and "a prize pool of 0% of the buy-ins" in said.message
    [said] = check_file(written(tmp_path, "prize pool 2x 100%  prize pool 50%"))
    assert said.code == "E808" and "drawn at random and a part of the buy-ins" in said.message
