"""The benchmarks run: each script starts (its imports are the package's current names),
and the engine benchmark plays a few hands of each kind and prints its ratio."""

import subprocess
import sys

import pytest
from helpers.paths import ROOT

SCRIPTS = sorted((ROOT / "bench").glob("*.py"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_every_benchmark_starts(script):
    done = subprocess.run([sys.executable, str(script), "--help"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "usage" in done.stdout


def test_the_engine_benchmark_plays_and_prints_its_rows():
    args = ["--hands", "20", "--kit-hands", "4", "--repeat", "1", "--no-rss", "--no-scaling"]
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "bench_engine.py"), *args], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "pokerlang run" in done.stdout
    assert "ratio pokerlang run / pokerkit" in done.stdout or "pokerkit is not installed" in done.stdout
    # Both games, each with its own rows (stud beside hold'em, the same policy both sides).
    assert "no-limit hold'em" in done.stdout and "seven-card stud" in done.stdout
    assert [line.startswith("pokerlang run ") for line in done.stdout.splitlines()].count(True) == 2
