"""How the ``mc`` bot does in Leduc hold'em against a CFR+ policy.

    python bench/mc_vs_cfr.py --hands 4000 --think 64 --jobs 2

The policy is OpenSpiel's CFR+ (``pyspiel.CFRPlusSolver``) on its native ``leduc_poker``,
carried over to the pokerlang Leduc (variants/leduc.poker) information state by
information state: the two games are walked side by side, the same cards dealt (the
native card ``c`` is rank ``c // 2`` of jack, queen, king) and the same decisions made,
each pokerlang decision keyed by what its seat's view says (its position from the button,
its cards, the board and the betting so far). The walk checks that every end of the two
games pays the same chips, so the carried policy is the policy solved. Its exploitability
is printed (OpenSpiel's, on the native game).

Duplicate play: every deal is played twice, mc at seat 0 and the policy at seat 1, then
the other way round, with the same seed (the same cards, the same button; the button
moves every hand, so each plays both positions in turn). The luck of the cards mostly
cancels between the two. Result: mc's net in chips per hand (the two plays of a deal
averaged), with a 95% interval from those per-deal nets (normal approximation).
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

import pyspiel

from pokerlang.codec.actions import Fold
from pokerlang.compiler import load_game
from pokerlang.engine import Chance, new_hand
from pokerlang.runner.agents import make_agents
from pokerlang.runner.mc import Think, candidates
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

RANKS = "JQK"
SUITS = "sh"


def key(view) -> tuple:
    """A pokerlang information state: the seat's position from the button, its cards, the
    board, and every decision so far (kind, position, chips)."""
    players, button = len(view["seats"]), view["button"]

    def place(seat):
        return None if seat is None else (seat - button) % players

    own = tuple(str(c) for cards in view["own"].values() for c in cards)
    board = tuple(str(c) for cards in view["table"].values() for c in cards)
    decisions = tuple(
        (line["kind"], place(line.get("seat")), line.get("amount"))
        for line in view["log"]
        if line["kind"] not in ("deal", "ante")
    )
    return place(view["seat"]), own, board, decisions


def _native_card(c: int) -> str:
    return RANKS[c // 2] + SUITS[c % 2]


def _ours(hand, native: int):
    """The pokerlang action of a native Leduc action (0 fold, 1 check or call, 2 bet or raise)."""
    view = hand.view(hand.to_act)
    options = candidates(view, hand.legal_actions(), random.Random(0))
    if native == 0:
        return Fold()
    wanted = ("Check", "Call") if native == 1 else ("Bet", "Raise")
    return next(a for a in options if type(a).__name__ in wanted)


def solve(iterations: int) -> tuple[dict, float]:
    """The CFR+ average policy keyed by pokerlang information state, and its exploitability."""
    native = pyspiel.load_game("leduc_poker")
    solver = pyspiel.CFRPlusSolver(native)
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    average = solver.average_policy()
    exploitability = pyspiel.exploitability(native, average)
    game = load_game("leduc")
    stakes = table_stakes(game, 2)
    table: dict[tuple, list] = {}
    # Native player p is the seat to act first, seat 1 with the button at seat 0.
    seat_of = {0: 1, 1: 0}

    def walk(theirs, ours) -> None:
        if theirs.is_terminal():
            returns = theirs.returns()
            net = ours.outcome().net
            assert all(returns[p] == net[seat_of[p]] for p in (0, 1)), (returns, net)
            return
        if theirs.is_chance_node():
            for c, _ in theirs.chance_outcomes():
                a, b = theirs.clone(), ours.copy()
                a.apply_action(c)
                b.apply_chance(_native_card(c))
                walk(a, b)
            return
        assert ours.to_act == seat_of[theirs.current_player()]
        probs = average.action_probabilities(theirs)
        table[key(ours.view(ours.to_act))] = [(_ours(ours, a), p) for a, p in sorted(probs.items())]
        for a in theirs.legal_actions():
            x, y = theirs.clone(), ours.copy()
            x.apply_action(a)
            y.apply(_ours(ours, a))
            walk(x, y)

    walk(native.new_initial_state(), new_hand(game, stakes, seed=0, button=0, dealer=Chance()))
    return table, exploitability


class PolicyAgent:
    """Plays a policy keyed by ``key(view)``: an action drawn with its probability."""

    name = "cfr"

    def __init__(self, table: dict):
        self.table = table

    def act(self, view, legal, rng: random.Random):
        actions, weights = zip(*self.table[key(view)])
        return rng.choices(actions, weights)[0]


def match(table: dict, player: str, hands: int, think: str, seed: int) -> list[float]:
    """The net of ``player`` (mc, or the policy: ``cfr``) against the policy, deal by deal,
    each deal played from both seats and the two nets averaged."""
    game = load_game("leduc")
    stakes = table_stakes(game, 2)
    halves = []
    for me in (0, 1):
        bot = make_agents("mc", 1, game=game, think=Think.parse(think))[0] if player == "mc" else PolicyAgent(table)
        agents = [bot, PolicyAgent(table)] if me == 0 else [PolicyAgent(table), bot]
        nets: list[int] = []

        def keep(_: int, record, nets=nets, me=me) -> None:
            nets.append(record["net"][me])

        simulate(game, stakes, agents, hands, seed, on_hand=keep, record=True)
        halves.append(nets)
    return [(a + b) / 2 for a, b in zip(*halves)]


def report(name: str, nets: list[float], seconds: float) -> str:
    n = len(nets)
    mean = sum(nets) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in nets) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return f"| {name} | {n} | {mean:+.3f} | {mean - half:+.3f} .. {mean + half:+.3f} | {seconds:.0f} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="deals, each played from both seats")
    parser.add_argument("--think", default="64")
    parser.add_argument("--iterations", type=int, default=1000, help="CFR+ iterations on the native game")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    table, exploitability = solve(args.iterations)
    print(
        f"CFR+ {args.iterations} iterations: exploitability {exploitability:.5f}, {len(table)} information states,"
        f" {time.perf_counter() - start:.0f}s"
    )
    print("| against the policy | deals (each played twice) | chips/hand | 95% interval | seconds |")
    print("|---|---:|---:|---|---:|")
    for opponent in ("mc",):
        start = time.perf_counter()
        jobs = max(1, args.jobs)
        share = [args.hands // jobs + (1 if i < args.hands % jobs else 0) for i in range(jobs)]
        seeds = [args.seed * 1000 + i for i in range(jobs)]
        with ProcessPoolExecutor(jobs) as pool:
            parts = list(pool.map(match, [table] * jobs, [opponent] * jobs, share, [args.think] * jobs, seeds))
        nets = [x for part in parts for x in part]
        name = f"mc (think {args.think})" if opponent == "mc" else "CFR+ policy"
        print(report(name, nets, time.perf_counter() - start), flush=True)


if __name__ == "__main__":
    main()
