"""`pokerlang run` against careless and hostile use: the history records the ante really
posted, no file is replaced without --force, --think refuses what would never end, and
SIGTERM or SIGHUP stop a run as Ctrl-C does, with every hand played written and summed."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from pokerlang.cli import cli
from pokerlang.runner.mc import Think
from helpers.paths import ROOT


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_the_history_records_an_ante_sized_in_big_blinds(tmp_path):
    path = tmp_path / "h.jsonl"
    assert (
        invoke(
            "run", "communist-pot", "--hands", "2", "--seed", "1", "--stakes", "1/2", "--history", str(path)
        ).exit_code
        == 0
    )
    for line in path.read_text().splitlines():
        record = json.loads(line)
        assert record["stakes"]["ante"] == 10  # `forced ante 5 big-blinds` at a big blind of 2
        assert record["stakes"]["big_blind"] == 2
    assert invoke("replay", str(path)).exit_code == 0


def test_the_history_records_the_table_ante_of_a_plain_ante_game(tmp_path):
    path = tmp_path / "h.jsonl"
    assert (
        invoke("run", "seven-card-stud", "--hands", "1", "--seed", "1", "--ante", "3", "--history", str(path)).exit_code
        == 0
    )
    assert json.loads(path.read_text())["stakes"]["ante"] == 3


def test_an_existing_history_is_not_replaced_without_force(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_text("keep me\n")
    result = invoke("run", "holdem", "--hands", "2", "--history", str(path))
    assert result.exit_code == 2 and "exists; give --force" in result.output
    assert path.read_text() == "keep me\n"
    assert invoke("run", "holdem", "--hands", "2", "--history", str(path), "--force").exit_code == 0
    assert len(path.read_text().splitlines()) == 2


def test_the_variant_being_run_is_never_its_own_history(tmp_path):
    mine = tmp_path / "mine.poker"
    text = str(ROOT / "variants" / "holdem.poker")
    mine.write_text(Path(text).read_text())
    before = mine.read_text()
    for more in ((), ("--force",)):
        result = invoke("run", str(mine), "--hands", "1", "--history", str(mine), *more)
        assert result.exit_code == 2 and "is the variant being run" in result.output
    assert mine.read_text() == before


def test_existing_phh_files_are_not_replaced_without_force(tmp_path):
    folder = tmp_path / "phh"
    assert invoke("run", "holdem", "--hands", "1", "--seed", "2", "--phh", str(folder)).exit_code == 0
    first = sorted(folder.iterdir())
    first[0].write_text("mine")
    result = invoke("run", "holdem", "--hands", "1", "--seed", "3", "--phh", str(folder))
    assert result.exit_code == 2 and "give --force" in result.output
    assert first[0].read_text() == "mine"
    assert invoke("run", "holdem", "--hands", "1", "--phh", str(folder), "--force").exit_code == 0
    assert first[0].read_text() != "mine"


@pytest.mark.parametrize(
    "think",
    [
        "nanms",
        "infs",
        "1e400s",
        "nan",
        "inf",
        "9" * 5000,
        "99999999999999999999",
        "-5ms",
        "-1",
        "0",
        "0ms",
        "0s",
        "²",
        "①",
        "1_000",
        ".s",
        "",
        "61s",
    ],
)
def test_think_refuses_what_never_ends_or_means_nothing(think):
    with pytest.raises(ValueError, match="--think"):
        Think.parse(think)
    result = invoke("run", "holdem", "--hands", "1", "--agents", "mc", "--think", think)
    assert result.exit_code == 2 and "--think" in result.output


@pytest.mark.parametrize(
    "think, playouts, seconds", [("64", 64, None), ("200ms", None, 0.2), ("1.5s", None, 1.5), ("100000", 100_000, None)]
)
def test_think_takes_playouts_or_a_time(think, playouts, seconds):
    assert Think.parse(think) == Think(playouts=playouts, seconds=seconds)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=lambda s: s.name)
def test_a_signal_stops_the_run_with_its_hands_written_and_summed(signum, tmp_path):
    path = tmp_path / "h.jsonl"
    child = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "pokerlang.cli",
            "run",
            "holdem",
            "--hands",
            "1000000",
            "--seed",
            "5",
            "--history",
            str(path),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
        # A shell's background job inherits SIGINT ignored, and Python then keeps it so: the
        # child is given Ctrl-C's usual meaning, as a run started at a terminal has it.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 30
    while (not path.exists() or path.stat().st_size < 20_000) and time.monotonic() < deadline:
        time.sleep(0.1)
    child.send_signal(signum)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 128 + signum
    lines = path.read_text().splitlines()
    assert lines and all(json.loads(line)["hand"] == n for n, line in enumerate(lines))
    assert f"Texas hold'em: {len(lines)} hands" in out
    assert f"interrupted after {len(lines)} of 1000000 hands" in err


def test_phh_never_writes_over_a_file_named_as_its_folder(tmp_path):
    mine = tmp_path / "mine.poker"
    mine.write_text("keep")
    for more in ((), ("--force",)):
        result = invoke("run", "holdem", "--hands", "1", "--phh", str(mine), *more)
        assert result.exit_code == 2 and "--phh names a folder, and this is a file" in result.output
    assert mine.read_text() == "keep"


def test_a_library_caller_of_simulate_still_gets_the_interrupt():
    from pokerlang.compiler import load_game
    from pokerlang.engine import TableStakes
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.simulate import simulate

    def interrupt(i, _entry):
        if i == 2:
            raise KeyboardInterrupt

    game = load_game("holdem")
    with pytest.raises(KeyboardInterrupt):
        simulate(game, TableStakes(players=3), make_agents("call", 3), 10, seed=1, on_hand=interrupt)
    summary = simulate(
        game, TableStakes(players=3), make_agents("call", 3), 10, seed=1, on_hand=interrupt, stop_on_interrupt=True
    )
    assert summary.interrupted and summary.hands == 3
