"""Benchmark: `pokerlang solve`'s CFR+ beside OpenSpiel's native CFR+, in one run.

    python bench/bench_solve.py [--iterations 1000] [--games kuhn,kuhn3,leduc] [--adapter-iterations 2]

For each game, pokerlang's side walks the variant's tree once through the engine
(``research.flat_tree``: the walk's time is printed apart) and runs ``--iterations`` of
CFR+ over the arrays (``research.cfr``); OpenSpiel's side runs its C++ ``CFRPlusSolver``
on its own game of the same rules (``kuhn_poker``, ``kuhn_poker(players=3)``,
``leduc_poker``) for as many iterations. Both sides' exploitability (NashConv / players,
OpenSpiel's ``exploitability``) of the average policy after the same iterations is
printed: the two run the same algorithm (alternating updates, regret matching+, linear
averaging), and agree to 1e-9 for Leduc's first hundred iterations or so; then the
rounding of sums taken in another order grows (a regret floored at zero or just above it
changes a policy), and the two stay within a few percent of each other, either ahead.
Times are CPU seconds (``time.process_time``).

Third, OpenSpiel's CFR+ on the pokerlang variant itself, its tree handed to OpenSpiel as
an extensive-form game (``pokerlang.openspiel.tree_game``: walked once, then C++ alone):
time per iteration as a ratio to the native game (issue 22: at most 20x) and
exploitability, which is the native game's to the last digits. With
``--adapter-iterations N`` (N > 0), OpenSpiel's CFR+ also runs N iterations through the
adapter's Python states (``pokerlang.openspiel``'s ``pokerlang`` game), which call back
into the engine at every node.
"""

from __future__ import annotations

import argparse
import time

GAMES = {  # name -> (variant, players, OpenSpiel's game)
    "kuhn": ("kuhn", 2, "kuhn_poker"),
    "kuhn3": ("tests/written/kuhn-three.poker", 3, "kuhn_poker(players=3)"),
    "leduc": ("leduc", 2, "leduc_poker"),
}


def ours(variant: str, players: int, iterations: int) -> dict:
    from pokerlang.research import cfr
    from pokerlang.research.flat_tree import walk
    from pokerlang.research.table import seat

    game, stakes, button = seat(variant, players)
    start = time.process_time()
    tree = walk(game, stakes, button, players)
    walked = time.process_time()
    solver = cfr.Solver(tree)
    for _ in range(iterations):
        solver.step()
    solved = time.process_time()
    return {
        "walk": walked - start,
        "each": (solved - walked) / iterations,
        "exploitability": cfr.exploitability(tree, solver.average()),
        "nodes": tree.nodes,
        "infosets": tree.infosets,
    }


def native(name: str, iterations: int) -> dict:
    import pyspiel

    game = pyspiel.load_game(name)
    solver = pyspiel.CFRPlusSolver(game)
    start = time.process_time()
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    each = (time.process_time() - start) / iterations
    return {"each": each, "exploitability": pyspiel.exploitability(game, solver.average_policy())}


def tree_game(variant: str, players: int, iterations: int) -> dict:
    import pyspiel

    from pokerlang.openspiel import tree_game as load

    game = load({"variant": variant, "players": players})
    solver = pyspiel.CFRPlusSolver(game)
    start = time.process_time()
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    each = (time.process_time() - start) / iterations
    return {"each": each, "exploitability": pyspiel.exploitability(game, solver.average_policy())}


def adapter(variant: str, players: int, iterations: int) -> float:
    import pyspiel

    import pokerlang.openspiel  # noqa: F401 - registers the game

    game = pyspiel.load_game("pokerlang", {"variant": variant, "players": players})
    solver = pyspiel.CFRPlusSolver(game)
    start = time.process_time()
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    return (time.process_time() - start) / iterations


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--games", default="kuhn,kuhn3,leduc", help=f"among {', '.join(GAMES)}")
    parser.add_argument(
        "--adapter-iterations", type=int, default=0, help="OpenSpiel's CFR+ through the adapter too (0: not)"
    )
    args = parser.parse_args()
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    print(f"CFR+, {args.iterations} iterations; CPU ms per iteration; exploitability of the average policy")
    header = f"{'game':8} {'nodes':>7} {'sets':>5} {'walk s':>7} {'ms/it':>8} {'native':>8} {'ratio':>6}"
    print(header + f"  {'exploitability':>16} {'native':>16}")
    for name in args.games.split(","):
        variant, players, spiel = GAMES[name]
        mine = ours(variant, players, args.iterations)
        row = f"{name:8} {mine['nodes']:7,} {mine['infosets']:5,} {mine['walk']:7.2f} {1000 * mine['each']:8.3f}"
        if pyspiel is None:
            print(row + f"  {mine['exploitability']:16.10f}  (open-spiel is not installed)")
            continue
        theirs = native(spiel, args.iterations)
        ratio = mine["each"] / theirs["each"]
        print(
            row + f" {1000 * theirs['each']:8.3f} {ratio:5.2f}x"
            f"  {mine['exploitability']:16.10f} {theirs['exploitability']:16.10f}"
        )
        tree = tree_game(variant, players, args.iterations)
        print(
            f"  {name} as an OpenSpiel tree game: {1000 * tree['each']:.3f} ms an iteration, "
            f"{tree['each'] / theirs['each']:.2f}x native; exploitability {tree['exploitability']:.10f}"
        )
        if args.adapter_iterations > 0:
            through = adapter(variant, players, args.adapter_iterations)
            print(
                f"  {name} through the OpenSpiel adapter: {1000 * through:.1f} ms an iteration, "
                f"{through / theirs['each']:.0f}x native ({args.adapter_iterations} iterations)"
            )


if __name__ == "__main__":
    main()
