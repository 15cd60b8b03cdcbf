"""``pokerlang solve``: a small game's tree walked once, CFR+ over it, and the policy it reaches.

``solve`` walks the tree (``flat_tree``), runs CFR+ (``cfr``) and measures the average
policy: its exploitability for two players in a zero-sum game (what a best answer wins
on average over both seats), its NashConv otherwise (what all players together would win
by each answering best), and each seat's value. ``Solved.document`` is the policy file.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import attrs
import numpy as np

from pokerlang.engine import TableStakes
from pokerlang.engine.view import json_value
from pokerlang.ir import game as ir
from pokerlang.research import cfr
from pokerlang.research.encoding import DEFAULT_SIZES
from pokerlang.research.flat_tree import LIMIT, TERMINAL, FlatTree, walk
from pokerlang.research.policy import policy_document


@attrs.frozen(eq=False)
class Solved:
    tree: FlatTree
    policy: np.ndarray  # the average policy, a probability per slot
    iterations: int
    walk_seconds: float
    solve_seconds: float
    nash_conv: float
    values: tuple[float, ...]  # each seat's expected net chips, seat 0 first to the button's left
    zero_sum: bool

    @property
    def exploitability(self) -> float | None:
        """For two players in a zero-sum game: NashConv / 2 (OpenSpiel's measure); else None."""
        return self.nash_conv / 2 if self.zero_sum and self.tree.players == 2 else None

    def table(self) -> dict[str, dict[int, float]]:
        """Information state -> action id -> probability."""
        t = self.tree
        out = {}
        for i, key in enumerate(t.keys):
            s, w = int(t.start[i]), int(t.width[i])
            out[key] = {int(a): float(p) for a, p in zip(t.action[s : s + w], self.policy[s : s + w])}
        return out

    def document(self, game: ir.Game, variant: str, stakes: TableStakes) -> dict[str, Any]:
        solved = {
            "by": "CFR+",
            "iterations": self.iterations,
            "nash_conv": self.nash_conv,
            "exploitability": self.exploitability,
            "values": list(self.values),
        }
        return policy_document(
            game, variant, self.tree.players, json_value(stakes), self.tree.coder, self.table(), solved
        )


def solve(
    game: ir.Game,
    stakes: TableStakes,
    players: int,
    iterations: int,
    *,
    sizes: tuple[str, ...] = DEFAULT_SIZES,
    limit: int = LIMIT,
    every: Callable[[int, cfr.Solver], None] | None = None,
) -> Solved:
    """Solve ``game`` at this table, the button on the last seat (so seat 0 acts first where
    the first to the button's left does). ``every(i, solver)`` after each iteration.
    Raises ``flat_tree.TooBig`` for a tree of more than ``limit`` nodes."""
    began = time.perf_counter()
    tree = walk(game, stakes, players - 1, players, sizes, limit)
    walked = time.perf_counter()
    solver = cfr.Solver(tree)
    for i in range(iterations):
        solver.step()
        if every is not None:
            every(i + 1, solver)
    solved = time.perf_counter()
    average = solver.average()
    ends = tree.kind == TERMINAL
    return Solved(
        tree=tree,
        policy=average,
        iterations=iterations,
        walk_seconds=walked - began,
        solve_seconds=solved - walked,
        nash_conv=cfr.nash_conv(tree, average),
        values=tuple(float(v) for v in cfr.policy_values(tree, average)),
        zero_sum=bool(np.allclose(tree.payoff[ends].sum(axis=1), 0.0)),
    )
