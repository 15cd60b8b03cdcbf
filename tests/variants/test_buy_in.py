"""A tournament's buy-in in money (``buy-in 100+10``): the starting stack costs the price and
the house takes the fee on top; the places are paid in money, out of what the buy-ins cost;
a pool drawn at random counts one buy-in, as a card room's Spin & Go's "2x" does."""

from __future__ import annotations

import random

from click.testing import CliRunner

from helpers.error_catalog import run_check
from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.explain import explain
from pokerlang.runner.agents import make_agents
from pokerlang.runner.match import MatchTable
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

FREEZEOUT = 'game "Freezeout"\nextends holdem\nplayers 2..9\nmatch tournament {{ stack 1500  {rules} }}\n'


def written(tmp_path, rules: str) -> str:
    path = tmp_path / "freezeout.poker"
    path.write_text(FREEZEOUT.format(rules=rules))
    return str(path)


def played(tmp_path, rules: str, players: int = 6, seed: int = 3):
    game = load_game(written(tmp_path, rules))
    agents = make_agents("call,random", players)
    return simulate(game, table_stakes(game, players), agents, 5000, seed).match


def test_the_places_are_paid_in_money_out_of_the_buy_ins_and_the_fees_are_the_houses(tmp_path):
    report = played(tmp_path, "levels every 5 hands: 10/20, then doubling  buy-in 100+10  payouts 50% 30% 20%")
    assert report.ended and report.money_pool == 600  # six buy-ins of 100
    assert sorted(report.money, reverse=True)[:3] == [300, 180, 120] and sum(report.money) == 600
    assert report.fees == 60
    # what each player won or lost, in money: the prize less the buy-in and its fee
    assert sorted(report.net, reverse=True) == [190, 70, 10, -110, -110, -110]
    assert sum(report.net) == -report.fees


def test_a_pool_drawn_with_a_price_is_one_buy_in_times_the_multiple(tmp_path):
    game = load_game(written(tmp_path, "buy-in 10  prize pool 2x 50%, 3x 50%  payouts 100%"))
    table = MatchTable(game, table_stakes(game, 3), 3)
    table.draw_prize(random.Random(1))
    report = table.report
    assert report.money_pool == 10 * report.drawn  # two or three buy-ins of the three paid
    assert report.added == 10 * report.drawn - 30  # the house keeps the rest of the buy-ins


def test_a_multiple_below_one_buy_in_of_all_is_refused_without_a_price_and_allowed_with_one(tmp_path):
    text = FREEZEOUT.format(rules="prize pool 2x 100%")
    assert run_check(text) == []
    low = FREEZEOUT.format(rules="prize pool 0.5x 100%")
    assert [d.code for d in run_check(low)] == ["E808"]
    assert run_check(FREEZEOUT.format(rules="buy-in 10  prize pool 0.5x 100%")) == []
    assert [d.code for d in run_check(FREEZEOUT.format(rules="buy-in 0"))] == ["E804"]
    cash = 'game "Cash"\nextends holdem\nmatch cash { stack 100 big-blinds  buy-in 100 }\n'
    assert [d.code for d in run_check(cash)] == ["E801"]


def test_run_and_explain_say_the_price_and_the_fees(tmp_path):
    path = written(tmp_path, "levels every 5 hands: 10/20, then doubling  buy-in 100+10  payouts 65% 35%")
    result = CliRunner().invoke(cli, ["run", path, "--players", "4", "--seed", "2", "--agents", "call,random"])
    assert result.exit_code == 0, result.output
    assert "prize pool 400: 4 buy-ins (a buy-in of 100+10 for 1500 chips)" in result.output
    assert "the house's fees 40" in result.output and "net chips" not in result.output
    text = explain(load_game(path))
    assert "A buy-in costs 100 for the starting stack, and a fee of 10 to the house on top" in text
    assert "paid in whole units of money" in text


def test_a_drawn_pool_that_keeps_buy_ins_out_replays_from_its_history(tmp_path):
    """A pool of two buy-ins drawn from three paid: the history says the house added -10,
    and `replay` reads it back (it refused an amount below 0)."""
    path = written(tmp_path, "buy-in 10  levels every 5 hands: 10/20, then doubling  prize pool 2x 100%  payouts 100%")
    history = tmp_path / "spin.jsonl"
    ran = CliRunner().invoke(cli, ["run", path, "--players", "3", "--seed", "1", "--history", str(history)])
    assert ran.exit_code == 0, ran.output
    assert '"added":-10' in history.read_text().splitlines()[0]
    replayed = CliRunner().invoke(cli, ["replay", str(history)])
    assert replayed.exit_code == 0 and "every result matches" in replayed.output, replayed.output
