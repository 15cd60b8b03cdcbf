"""Benchmark: `pokerlang equity` beside eval7 and PokerKit, in one run.

    python bench/bench_equity.py [--kit-samples 2000]

What is measured (CPU time of this process, best of three, unless said):

* hold'em, AsAh against KsKc before the flop, sampled to a standard error of 0.1%: the
  deals that takes (``p (1 - p) / 0.001**2`` with the enumerated ``p``), drawn by
  ``Calculator.run(..., exact_limit=0)`` and by eval7's ``py_hand_vs_range_monte_carlo``
  (its C loop), and by PokerKit's ``calculate_equities`` on a slice, its time scaled;
* the same spot enumerated exactly, every one of the 1,712,304 boards: in this process,
  and from the command line (``pokerlang equity holdem --hands "AsAh KsKc"``, a fresh
  process, wall clock and the process's CPU time, start-up included), with the equity
  it prints;
* Omaha, AsKsQhJh against 9d8d7c6c on Ts5h2c, and a range, ``AKs,QQ+`` against
  ``T9s-76s`` before the flop, sampled (20,000 deals) beside PokerKit.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import re
import resource
import subprocess
import sys
import time
import warnings
from collections.abc import Callable

from pokerlang.analytics.equity import Calculator
from pokerlang.compiler import load_game

TARGET = 0.001  # the standard error asked for


def cpu(fn: Callable[[], object], tries: int = 3) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(tries):
        start = time.process_time()
        out = fn()
        best = min(best, time.process_time() - start)
    return best, out


def kit_equity(hands: list[str], board: str, samples: int, omaha: bool = False) -> Callable[[], object]:
    import pokerkit

    kind = pokerkit.OmahaHoldemHand if omaha else pokerkit.StandardHighHand

    def run() -> object:
        random.seed(1)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pokerkit.calculate_equities(
                tuple(pokerkit.parse_range(h) for h in hands),
                pokerkit.Card.parse(board),
                4 if omaha else 2,
                5,
                pokerkit.Deck.STANDARD,
                (kind,),
                sample_count=samples,
            )

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kit-samples", type=int, default=2000, help="deals given to PokerKit (its rate is scaled)")
    args = parser.parse_args()
    rows: list[tuple[str, str, str, str]] = []  # task, who, time, what it gave

    holdem = Calculator(load_game("holdem"))
    exact_time, exact = cpu(lambda: holdem.run(["AsAh", "KsKc"]), tries=2)
    p = exact.mean(0)
    deals = math.ceil(p * (1 - p) / TARGET**2)
    ours_time, ours = cpu(lambda: holdem.run(["AsAh", "KsKc"], exact_limit=0, samples=deals))
    gave = f"{ours.mean(0):.4f} ± {ours.error(0):.4f}"
    rows.append(("hold'em AA v KK, s.e. 0.1%", "pokerlang equity", f"{ours_time:.4f} s", gave))
    timed: dict[str, float] = {"pokerlang": ours_time}
    try:
        import eval7
    except ImportError:
        eval7 = None
    if eval7 is not None:
        hero = [eval7.Card("As"), eval7.Card("Ah")]
        villain = eval7.HandRange("KsKc")
        e7_time, e7 = cpu(lambda: eval7.py_hand_vs_range_monte_carlo(hero, villain, [], deals))
        timed["eval7"] = e7_time
        rows.append(("hold'em AA v KK, s.e. 0.1%", "eval7 Monte Carlo (C)", f"{e7_time:.4f} s", f"{e7:.4f}"))
    try:
        import pokerkit
    except ImportError:
        pokerkit = None
    if pokerkit is not None:
        k = args.kit_samples
        kit_time, kit = cpu(kit_equity(["AsAh", "KsKc"], "", k), tries=1)
        timed["PokerKit"] = kit_time * deals / k
        rows.append(
            (
                "hold'em AA v KK, s.e. 0.1%",
                f"PokerKit calculate_equities (x{deals / k:.0f} of {k:,})",
                f"{kit_time * deals / k:.2f} s",
                f"{kit[0]:.4f}",
            )
        )
    rows.append(("hold'em AA v KK, every board", "pokerlang, in process", f"{exact_time:.3f} s", f"{p:.5f}"))
    env = dict(os.environ)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    shown = subprocess.run(
        [sys.executable, "-m", "pokerlang", "equity", "holdem", "--hands", "AsAh KsKc"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    printed = re.findall(r"(\d+\.\d+)%", shown.stdout)
    rows.append(
        (
            "hold'em AA v KK, every board",
            f"pokerlang equity (CLI; its CPU time {used:.2f} s)",
            f"{wall:.2f} s",
            f"{printed[0]}%" if printed else shown.stderr.strip()[:60],
        )
    )

    omaha = Calculator(load_game("omaha"))
    o_time, o = cpu(lambda: omaha.run(["AsKsQhJh", "9d8d7c6c"], "Ts5h2c", exact_limit=0, samples=20_000))
    rows.append(("Omaha, flop, 20,000 deals", "pokerlang equity", f"{o_time:.4f} s", f"{o.mean(0):.4f}"))
    r_time, r = cpu(lambda: holdem.run(["AKs,QQ+", "T9s-76s"], exact_limit=0, samples=20_000))
    rows.append(("AKs,QQ+ v T9s-76s, 20,000 deals", "pokerlang equity", f"{r_time:.4f} s", f"{r.mean(0):.4f}"))
    if pokerkit is not None:
        k = args.kit_samples
        ko_time, ko = cpu(kit_equity(["AsKsQhJh", "9d8d7c6c"], "Ts5h2c", k, omaha=True), tries=1)
        rows.append(
            (
                "Omaha, flop, 20,000 deals",
                f"PokerKit (x{20_000 / k:.0f} of {k:,})",
                f"{ko_time * 20_000 / k:.2f} s",
                f"{ko[0]:.4f}",
            )
        )
        kr_time, kr = cpu(kit_equity(["AKs,QQ+", "T9s-76s"], "", k), tries=1)
        rows.append(
            (
                "AKs,QQ+ v T9s-76s, 20,000 deals",
                f"PokerKit (x{20_000 / k:.0f} of {k:,})",
                f"{kr_time * 20_000 / k:.2f} s",
                f"{kr[0]:.4f}",
            )
        )

    width = max(len(w) for _, w, _, _ in rows)
    print(f"CPU time, best of 3 (PokerKit: one pass on a slice, scaled); {deals:,} deals for a 0.1% standard error")
    for task, who, took, gave in rows:
        print(f"{task:32} {who:{width}} {took:>10}  {gave}")
    if "eval7" in timed:
        print(f"pokerlang / eval7 time at 0.1% s.e.: {timed['pokerlang'] / timed['eval7']:.2f}x (target <= 3x)")
    if "PokerKit" in timed:
        print(f"PokerKit / pokerlang time at 0.1% s.e.: {timed['PokerKit'] / timed['pokerlang']:.0f}x")
    print("targets: exact AA v KK from the CLI <= 10 s, 0.81946")


if __name__ == "__main__":
    main()
