"""Start-up: how long the commands a writer runs take end to end, beside Python itself and
a PokerKit script of the same hands, measured in one run.

    python bench/bench_startup.py [--repeat 7]

Each command is run as a fresh process (wall time, best and median of ``--repeat``):
``python -c pass`` (the floor any Python tool pays), ``pokerlang --version``,
``pokerlang check variants/holdem.poker`` (the ranking tables, the parser and attrs'
compiled methods read from the cache folder, as on every run after the first; and once
more with ``POKERLANG_CACHE=off``, building them), ``pokerlang run holdem --hands 100``
(6 seats, random bots) and a PokerKit script that plays 100 hands of 6-max no-limit
hold'em with random legal actions (bench_engine.py's ``pokerkit_hand``). Ratios are to
the PokerKit script.
The targets of issue 24: check <= 0.2 s, --version <= 0.1 s, run faster than PokerKit.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POKERKIT_SCRIPT = """
import sys
import warnings
warnings.simplefilter("ignore")  # PokerKit warns of every card dealt from a shuffled list of our own
sys.path.insert(0, {bench!r})
from bench_engine import pokerkit_hand
for seed in range(100):
    pokerkit_hand(seed)
"""


def timed(command: list[str], repeat: int, env: dict[str, str] | None = None) -> list[float]:
    seconds = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
        seconds.append(time.perf_counter() - start)
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    python, pokerlang = sys.executable, [sys.executable, "-m", "pokerlang"]
    with tempfile.TemporaryDirectory() as cache:
        warm = {**os.environ, "POKERLANG_CACHE": cache}
        cold = {**os.environ, "POKERLANG_CACHE": "off"}
        subprocess.run([*pokerlang, "check", "variants/holdem.poker"], check=True, env=warm, cwd=ROOT)
        rows = [
            ("python -c pass", timed([python, "-c", "pass"], args.repeat)),
            ("pokerlang --version", timed([*pokerlang, "--version"], args.repeat, warm)),
            ("pokerlang check holdem", timed([*pokerlang, "check", "variants/holdem.poker"], args.repeat, warm)),
            ("  (POKERLANG_CACHE=off)", timed([*pokerlang, "check", "variants/holdem.poker"], args.repeat, cold)),
            (
                "pokerlang run holdem --hands 100",
                timed([*pokerlang, "run", "holdem", "--hands", "100", "--seed", "1"], args.repeat, warm),
            ),
        ]
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        print("PokerKit is not installed (pip install -e '.[dev]'): its row is left out")
    else:
        script = POKERKIT_SCRIPT.format(bench=str(ROOT / "bench"))
        rows.append(("PokerKit script, 100 hands", timed([python, "-c", script], args.repeat)))
    reference = statistics.median(rows[-1][1]) if rows[-1][0].startswith("PokerKit") else None
    print(f"{'command':36} {'best s':>8} {'median s':>9} {'/ PokerKit':>10}")
    for name, seconds in rows:
        median = statistics.median(seconds)
        ratio = f"{median / reference:9.2f}x" if reference else ""
        print(f"{name:36} {min(seconds):8.3f} {median:9.3f} {ratio:>10}")


if __name__ == "__main__":
    main()
