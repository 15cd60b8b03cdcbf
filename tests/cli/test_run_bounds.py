"""Every stake `run` takes is bounded as --stack is, so every history `run` writes is one
its own `replay` reads (at most 10^15 chips, docs/history.md)."""

import pytest
from click.testing import CliRunner

from pokerlang.cli import cli

HUGE = str(10**16)


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.mark.parametrize(
    "variant,option,value",
    [
        ("holdem", "--stakes", f"1/{HUGE}"),
        ("holdem", "--stakes", f"1/2/{HUGE}"),
        ("holdem", "--ante", HUGE),
        ("holdem", "--straddle", HUGE),
        ("seven-card-stud", "--bring-in", HUGE),
        ("holdem-limit", "--bets", f"2/{HUGE}"),
        ("holdem-limit", "--bets", f"2/4/{HUGE}"),
    ],
)
def test_a_stake_beyond_what_a_history_holds_is_a_usage_error(variant, option, value):
    result = invoke("run", variant, "--hands", "1", option, value)
    assert result.exit_code == 2
    assert f"{option}" in result.output and "the most a history records" in result.output


def test_the_chips_of_every_seat_together_are_bounded_too():
    result = invoke(
        "run", "holdem", "--hands", "1", "--players", "6", "--stakes", "1/10000000000000", "--stack", str(10**15 // 5)
    )
    assert result.exit_code == 2 and "puts more than 1,000,000,000,000,000 chips on the table" in result.output


def test_the_deepest_table_run_plays_replays(tmp_path):
    history = tmp_path / "h.jsonl"
    stack = str(10**15 // 6)
    ran = invoke(
        "run",
        "holdem",
        "--hands",
        "20",
        "--seed",
        "3",
        "--players",
        "6",
        "--stakes",
        f"{10**11}/{10**12}",
        "--stack",
        stack,
        "--ante",
        str(10**11),
        "--straddle",
        str(2 * 10**12),
        "--history",
        str(history),
    )
    assert ran.exit_code == 0, ran.output
    replayed = invoke("replay", str(history))
    assert replayed.exit_code == 0 and "every result matches" in replayed.output
