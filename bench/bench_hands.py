"""Benchmark: pokerlang.hands against treys and pokerkit on the same random hands.

    python bench/bench_hands.py [--hands 200000] [--seed 1]

What is measured, per library, is a tight Python loop over pre-generated hands,
each library called in its own fastest public form, cards already converted:

* pokerlang: ``evaluator.rank(tuple_of_card_indices)`` (an int, greater is better);
  Omaha: ``compile_composition(high, omaha).rank(own, shared)`` (all 60 splits);
  wild cards: ``evaluator.rank_wild(naturals, wilds, bugs)`` (no other library here has them);
  the public call: ``pokerlang.evaluate("high", "AsKd...")`` on the cards' names (a
  HandValue: it parses the names and checks the cards);
  many hands at once: ``batch_ranker(high).rank_numpy(array)`` on an ``(N, 7)`` array of
  card indices, its rate over the whole array; with numba installed (``pokerlang[fast]``)
  also ``rank(array)``, its compiled loop.
* treys: ``Evaluator().evaluate(hand, board)`` on lists of treys card ints.
* pokerkit: ``StandardHighHand.from_game(cards)`` / ``OmahaHoldemHand.from_game(hole,
  board)`` / ``StandardHighHand(cards)`` on tuples of parsed pokerkit Cards.

pokerkit is slow, so it runs on the first slice of the hands and its rate is
scaled; the hands are the same ones. Start-up is timed in this process: every
stdlib ranking's tables, then the lazily built 7-card table.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from pokerlang.hands import Composition, RankingSpec, Source, compile_composition, compile_ranking
from pokerlang.hands import evaluator as evaluator_module

RANKS, SUITS = "23456789TJQKA", "cdhs"
OMAHA = Composition(5, (Source("hand", "own", 2, 2), Source("board", "shared", 3, 3)))


def name(i: int) -> str:
    return RANKS[i >> 2] + SUITS[i & 3]


def stdlib_specs() -> dict[str, RankingSpec]:
    from pokerlang.compiler.stdlib import stdlib_rankings

    return dict(stdlib_rankings())


def rate(fn: Callable, items: list) -> float:
    """Calls per second of ``fn`` over ``items`` (best of three passes)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, time.perf_counter() - start)
    return len(items) / best


def rate2(fn: Callable, items: list) -> float:
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for a, b in items:
            fn(a, b)
        best = min(best, time.perf_counter() - start)
    return len(items) / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--kit-hands", type=int, default=3_000, help="hands given to pokerkit")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    # -- start-up ---------------------------------------------------------------------
    specs = stdlib_specs()
    evaluator_module._TABLES.clear()
    compile_ranking.cache_clear()
    start = time.perf_counter()
    for spec in specs.values():
        compile_ranking(spec)
    startup = time.perf_counter() - start
    high = compile_ranking(specs["high"])
    start = time.perf_counter()
    high.tables.extend(7)
    high.tables.flush_table()
    seven_table = time.perf_counter() - start

    # -- the hands ----------------------------------------------------------------------
    rng = random.Random(args.seed)
    n = args.hands
    sevens = [tuple(rng.sample(range(52), 7)) for _ in range(n)]
    fives = [h[:5] for h in sevens]
    omaha_n = max(n // 10, 1000)
    omahas = [tuple(rng.sample(range(52), 9)) for _ in range(omaha_n)]
    rows: list[tuple[str, str, float, str]] = []
    wild_table_time: dict[int, float] = {}

    rows.append(("7-card high", "pokerlang rank()", rate(high.rank, sevens), f"{n:,}"))
    import pokerlang

    texts = ["".join(name(c) for c in h) for h in sevens]
    rows.append(
        ("7-card by name", "pokerlang.evaluate()", rate(lambda t: pokerlang.evaluate("high", t), texts), f"{n:,}")
    )
    try:
        import numpy as np

        from pokerlang.hands.batch import _jit, batch_ranker
    except ImportError:
        np = None
    if np is not None:
        batch = batch_ranker(specs["high"])
        # The hands five times over: a million rows, as equity ranks them (the rate of a
        # small array is its fixed cost's).
        array = np.tile(np.array(sevens, dtype=np.int8), (5, 1))
        ways = [("numpy", batch.rank_numpy)]
        if _jit() is not None:  # the extra pokerlang[fast]: compiled on this first call
            batch.rank(array[:10])
            ways.append(("numba", batch.rank))
        for way, fn in ways:
            best = float("inf")
            for _ in range(3):
                start = time.perf_counter()
                fn(array)
                best = min(best, time.perf_counter() - start)
            rows.append(
                ("7-card batch", f"pokerlang batch_ranker().rank() ({way})", len(array) / best, f"{len(array):,}")
            )
    rows.append(("5-card high", "pokerlang rank()", rate(high.rank, fives), f"{n:,}"))
    composer = compile_composition(specs["high"], OMAHA)
    own_shared = [({"hand": d[:4]}, {"board": d[4:]}) for d in omahas]
    rows.append(("Omaha 4+5", "pokerlang compose rank()", rate2(composer.rank, own_shared), f"{omaha_n:,}"))

    # Wild cards: the naturals of a 7-card hand and how many are wild (the int path).
    for wilds in (1, 2):
        naturals = [h[: 7 - wilds] for h in sevens]
        start = time.perf_counter()
        high.rank_wild(naturals[0], wilds)
        built = time.perf_counter() - start
        wild_table_time[wilds] = built
        rows.append(
            (
                f"7-card high, {wilds} wild",
                "pokerlang rank_wild()",
                rate(lambda h, w=wilds: high.rank_wild(h, w), naturals),
                f"{n:,}",
            )
        )
    low = compile_ranking(specs["ace-to-five-low"])
    bug_hands = [h[:4] for h in sevens]
    rows.append(
        ("5-card low, the bug", "pokerlang rank_wild()", rate(lambda h: low.rank_wild(h, 0, 1), bug_hands), f"{n:,}")
    )

    try:
        import treys
    except ImportError:
        treys = None
    if treys is not None:
        ev = treys.Evaluator()
        as_treys = [treys.Card.new(name(i)) for i in range(52)]
        t7 = [([as_treys[c] for c in h[:2]], [as_treys[c] for c in h[2:]]) for h in sevens]
        t5 = [([as_treys[c] for c in h[:2]], [as_treys[c] for c in h[2:5]]) for h in sevens]
        rows.append(("7-card high", "treys evaluate()", rate2(ev.evaluate, t7), f"{n:,}"))
        rows.append(("7-card by name", "treys evaluate(), card ints", rate2(ev.evaluate, t7), f"{n:,}"))
        named = [([name(c) for c in h[:2]], [name(c) for c in h[2:]]) for h in sevens]
        new = treys.Card.new
        rows.append(
            (
                "7-card by name",
                "treys evaluate(Card.new(name) ...)",
                rate2(lambda a, b: ev.evaluate([new(c) for c in a], [new(c) for c in b]), named),
                f"{n:,}",
            )
        )
        rows.append(("5-card high", "treys evaluate()", rate2(ev.evaluate, t5), f"{n:,}"))

    try:
        import eval7
    except ImportError:
        eval7 = None
    if eval7 is not None:
        as_eval7 = [eval7.Card(name(i)) for i in range(52)]
        e7 = [[as_eval7[c] for c in h] for h in sevens]
        rows.append(("7-card high", "eval7 evaluate()", rate(eval7.evaluate, e7), f"{n:,}"))
        rows.append(("7-card batch", "eval7 evaluate() (a loop)", rate(eval7.evaluate, e7), f"{n:,}"))

    try:
        import pokerkit
    except ImportError:
        pokerkit = None
    if pokerkit is not None:
        k = min(args.kit_hands, n)
        as_kit = [next(iter(pokerkit.Card.parse(name(i)))) for i in range(52)]
        k7 = [tuple(as_kit[c] for c in h) for h in sevens[:k]]
        k5 = [h[:5] for h in k7]
        kit_omaha = [
            (tuple(as_kit[c] for c in d[:4]), tuple(as_kit[c] for c in d[4:])) for d in omahas[: max(k // 3, 300)]
        ]
        rows.append(("7-card high", "pokerkit from_game()", rate(pokerkit.StandardHighHand.from_game, k7), f"{k:,}"))
        rows.append(("5-card high", "pokerkit StandardHighHand()", rate(pokerkit.StandardHighHand, k5), f"{k:,}"))
        rows.append(
            (
                "Omaha 4+5",
                "pokerkit from_game()",
                rate2(pokerkit.OmahaHoldemHand.from_game, kit_omaha),
                f"{len(kit_omaha):,}",
            )
        )

    order = [
        "7-card high",
        "7-card by name",
        "7-card batch",
        "5-card high",
        "Omaha 4+5",
        "7-card high, 1 wild",
        "7-card high, 2 wild",
        "5-card low, the bug",
    ]
    rows.sort(key=lambda row: order.index(row[0]))  # stable: pokerlang first in each task
    ours = {task: r for task, who, r, _ in rows if who.startswith("pokerlang")}
    try:
        from rich.console import Console
        from rich.table import Table
    except ImportError:
        Console = None
    title = (
        "evals/s of a tight loop over pre-generated random hands (seed "
        f"{args.seed}), one core, cards pre-converted for each library"
    )
    if Console is not None:
        table = Table(title=title)
        for col in ("task", "evaluator", "evals/s", "pokerlang faster", "hands"):
            table.add_column(col, justify="left" if col in ("task", "evaluator") else "right")
        for task, who, r, count in rows:
            ratio = "" if who.startswith("pokerlang") else f"{ours[task] / r:,.1f}x"
            table.add_row(task, who, f"{r:,.0f}", ratio, count)
        Console().print(table)
    else:
        print(title)
        for task, who, r, count in rows:
            ratio = "" if who.startswith("pokerlang") else f"  (pokerlang {ours[task] / r:,.1f}x)"
            print(f"{task:12} {who:40} {r:>12,.0f}/s{ratio}  [{count} hands]")
    print(
        f"start-up: all {len(specs)} stdlib rankings' tables built in {startup:.3f} s; "
        f"7-card best-of and flush tables (built on first use) {seven_table:.3f} s"
    )
    print(
        "wild tables (built on first use): "
        + ", ".join(f"{w} wild {t:.3f} s" for w, t in sorted(wild_table_time.items()))
    )
    print(
        "targets: 7-card >= 1,000,000/s; Omaha 4+5 >= 50,000/s; start-up <= 1 s; 7-card with 2 wilds >= 200,000/s; "
        "pokerlang.evaluate >= 1.0x treys; 7-card batch >= 2,000,000/s with numpy, >= 10,000,000/s with numba"
    )


if __name__ == "__main__":
    main()
