"""`pokerlang run --workers N` stopped by a signal keeps every hand every worker finished,
prints their summary and exits with 128 plus the signal; the workers never outlive the
run; --workers is bounded (docs/history.md)."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes
from pokerlang.runner import parallel
from pokerlang.runner.agents import make_agents

# /proc and pgrep find the workers; the parent-death request is Linux's own
linux = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux process tools")


def start_run(*more, out=subprocess.PIPE):
    return subprocess.Popen(
        [sys.executable, "-m", "pokerlang.cli", "run", "holdem", "--seed", "5", "--workers", "2", *more],
        stdout=out,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),
        # a background job inherits SIGINT ignored: give it Ctrl-C's usual meaning
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def workers_of(pid: int) -> list[int]:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        if len(found) == 2:
            return [int(p) for p in found]
        time.sleep(0.1)
    raise AssertionError("the workers never started")


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] not in ("Z", "X")
    except FileNotFoundError:
        return False


@linux
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=lambda s: s.name)
def test_a_signal_keeps_every_hand_of_every_worker(signum, tmp_path):
    # 12,000 hands in chunks of 1,500: once chunks 0 and 1 are written, the two workers
    # are playing chunks 2 (hands 3,000 ...) and 3 (hands 4,500 ...), neither finished.
    path = tmp_path / "h.jsonl"
    child = start_run("--hands", "12000", "--history", str(path))
    deadline = time.monotonic() + 60
    while (not path.exists() or path.read_text().count("\n") < 3000) and time.monotonic() < deadline:
        time.sleep(0.1)
    time.sleep(1)
    child.send_signal(signum)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 128 + signum, err
    hands = [json.loads(line)["hand"] for line in path.read_text().splitlines()]
    assert hands == sorted(set(hands))  # each hand once, in order
    assert any(3000 < h < 4500 for h in hands) and any(h > 4500 for h in hands)  # both workers' parts
    assert f"Texas hold'em: {len(hands)} hands" in out
    assert f"interrupted after {len(hands)} of 12000 hands" in err


@linux
def test_the_workers_die_with_their_parent_and_free_its_output():
    child = start_run("--hands", "1000000")
    workers = workers_of(child.pid)
    child.kill()
    child.communicate(timeout=20)  # would hang while a worker held the output open
    deadline = time.monotonic() + 10
    while any(alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(alive(w) for w in workers)


@linux
def test_a_worker_stopped_by_sigterm_stops_the_run_with_its_hands():
    child = start_run("--hands", "1000000")
    workers = workers_of(child.pid)
    time.sleep(1)
    os.kill(workers[0], signal.SIGTERM)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 128 + signal.SIGTERM
    assert "interrupted after" in err and "Texas hold'em:" in out
    assert not any(alive(w) for w in workers)


@linux
def test_a_worker_killed_outright_stops_the_run_with_the_hands_of_the_others():
    child = start_run("--hands", "1000000")
    workers = workers_of(child.pid)
    time.sleep(1)
    os.kill(workers[0], signal.SIGKILL)
    out, err = child.communicate(timeout=30)
    assert child.returncode == 128 + signal.SIGKILL
    assert "interrupted after" in err and "Texas hold'em:" in out


@pytest.mark.parametrize("workers", ["100000000000000000000000", "257", "0", "-3"])
def test_workers_out_of_bounds_is_a_usage_error(workers):
    result = CliRunner().invoke(cli, ["run", "holdem", "--hands", "3", "--workers", workers])
    assert result.exit_code == 2 and "--workers" in result.output and "Traceback" not in result.output


def test_never_more_workers_than_chunks(monkeypatch):
    started = []
    real = parallel._Pool.__init__

    def counting(self, jobs, workers, play, recorded):
        started.append(workers)
        real(self, jobs, workers, play, recorded)

    monkeypatch.setattr(parallel._Pool, "__init__", counting)
    game = load_game("holdem")
    summary = parallel.simulate_parallel(game, TableStakes(players=3), make_agents("call", 3), 3, 1, workers=200)
    assert summary.hands == 3 and started == [3]


def _fails_after_the_first(chunk):
    if chunk.start > 0:
        raise ValueError(f"chunk at {chunk.start} breaks")
    return parallel.play_chunk(chunk)


def test_an_error_in_a_worker_reaches_the_run_and_no_worker_is_left():
    game = load_game("holdem")
    jobs = parallel.iter_chunks(game, TableStakes(players=3), make_agents("call", 3), 40, 1, 2)
    with pytest.raises(ValueError, match="breaks"):
        list(parallel.map_chunks(_fails_after_the_first, jobs, 2))
    import multiprocessing

    assert not [p for p in multiprocessing.active_children() if p.is_alive()]
