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
import pickle
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pyspiel
from open_spiel.python import policy as openspiel_policy
from open_spiel.python.algorithms import best_response

from pokerlang.codec.actions import Fold
from pokerlang.compiler import load_game
from pokerlang.engine import Chance, new_hand
from pokerlang.engine.resample import Twins
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


class _Average(openspiel_policy.Policy):
    """The solver's average policy as OpenSpiel's Python algorithms take a policy."""

    def __init__(self, game, average):
        super().__init__(game, [0, 1])
        self.average = average

    def action_probabilities(self, state, player_id=None):
        return dict(self.average.action_probabilities(state))


def regrets(native, average, infostates: dict) -> tuple[dict, float]:
    """For every pokerlang information state, how much each native action gives up
    against the policy (the best action's value less its own, the seat playing a best
    response to the policy afterwards), and the best response's value (both positions
    averaged). A bot that plays ``a`` at ``I`` loses ``regret[I][a]`` to a best response
    there: over a hand, its expected net is the best response's value less the regrets
    of its decisions (the performance difference lemma), a figure far less noisy than
    the chips won."""
    policy = _Average(native, average)
    values, table = [], {}
    at = {theirs: ours for ours, theirs in infostates.items()}
    for player in (0, 1):
        response = best_response.BestResponsePolicy(native, player, policy)
        values.append(response.value(native.new_initial_state()))
        for info, nodes in response.infosets.items():
            total = sum(p for _, p in nodes)
            actions = nodes[0][0].legal_actions()
            q = {a: sum(p * response.q_value(s, a) for s, p in nodes) / total for a in actions} if total > 0 else {}
            if q:
                top = max(q.values())
                table[at[info]] = {a: top - v for a, v in q.items()}
    return table, sum(values) / 2


def native_action(action) -> int:
    name = type(action).__name__
    return 0 if name == "Fold" else 1 if name in ("Check", "Call") else 2


def solve(iterations: int) -> tuple[dict, float, dict, float]:
    """The CFR+ average policy keyed by pokerlang information state, its exploitability,
    the regret of each action against it (``regrets``) and a best response's value."""
    native = pyspiel.load_game("leduc_poker")
    solver = pyspiel.CFRPlusSolver(native)
    for _ in range(iterations):
        solver.evaluate_and_update_policy()
    average = solver.average_policy()
    exploitability = pyspiel.exploitability(native, average)
    infostates: dict[tuple, str] = {}
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
        known = key(ours.view(ours.to_act))
        table[known] = [(_ours(ours, a), p) for a, p in sorted(probs.items())]
        infostates[known] = theirs.information_state_string()
        for a in theirs.legal_actions():
            x, y = theirs.clone(), ours.copy()
            x.apply_action(a)
            y.apply(_ours(ours, a))
            walk(x, y)

    walk(native.new_initial_state(), new_hand(game, stakes, seed=0, button=0, dealer=Chance()))
    regret, value = regrets(native, average, infostates)
    return table, exploitability, regret, value


class PolicyAgent:
    """Plays a policy keyed by ``key(view)``: an action drawn with its probability."""

    name = "cfr"

    def __init__(self, table: dict):
        self.table = table

    def act(self, view, legal, rng: random.Random):
        actions, weights = zip(*self.table[key(view)])
        return rng.choices(actions, weights)[0]


class Recording:
    """mc, its decisions of the hand under way kept: (information state, native action)."""

    name, resamples = "mc", True

    def __init__(self, bot):
        self.bot, self.decisions = bot, []

    def act(self, view, legal, rng, twins=None):
        action = self.bot.act(view, legal, rng, twins=twins) if twins is not None else self.bot.act(view, legal, rng)
        self.decisions.append((key(view), native_action(action)))
        return action


def match(table: dict, regret: dict, hands: int, think: str, seed: int) -> list[tuple[float, float]]:
    """Deal by deal, each played from both seats (the two averaged): mc's net against the
    policy, and the regret of its decisions (``regrets``)."""
    game = load_game("leduc")
    stakes = table_stakes(game, 2)
    halves = []
    for me in (0, 1):
        bot = Recording(make_agents("mc", 1, game=game, think=Think.parse(think))[0])
        if not getattr(bot.bot, "resamples", False):
            bot.resamples = False  # an mc that rebuilt the hand itself
        agents = [bot, PolicyAgent(table)] if me == 0 else [PolicyAgent(table), bot]
        rows: list[tuple[int, float]] = []

        def keep(_: int, record, rows=rows, me=me, bot=bot) -> None:
            lost = sum(regret[info][a] for info, a in bot.decisions)
            bot.decisions.clear()
            rows.append((record["net"][me], lost))

        simulate(game, stakes, agents, hands, seed, on_hand=keep, record=True)
        halves.append(rows)
    return [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in zip(*halves)]


def exact(table: dict, think: str, times: int, seed: int) -> float:
    """mc's expected net against the policy, chips per hand, both positions averaged: the
    game tree walked through, every card and every policy decision weighed by its
    probability, and mc's decision at each of its information states drawn ``times``
    times (its choices there counted as its mixed strategy). No luck of the cards: the
    only noise left is mc's own."""
    game = load_game("leduc")
    stakes = table_stakes(game, 2)
    bot = make_agents("mc", 1, game=game, think=Think.parse(think))[0]
    rng = random.Random(seed)
    chosen: dict[tuple, dict[int, float]] = {}

    def mc_policy(hand, info) -> dict[int, float]:
        if info not in chosen:
            seat, counts = hand.to_act, [0, 0, 0]
            twins = Twins(hand, seat)
            for _ in range(times):
                counts[native_action(bot.act(hand.view(seat), hand.legal_actions(), rng, twins=twins))] += 1
            chosen[info] = {a: n / times for a, n in enumerate(counts) if n}
        return chosen[info]

    def value(hand, me: int) -> float:
        if hand.is_over:
            return hand.outcome().net[me]
        if hand.is_chance:
            total = 0.0
            for c, p in hand.chance_outcomes():
                child = hand.copy()
                child.apply_chance(c)
                total += p * value(child, me)
            return total
        info = key(hand.view(hand.to_act))
        if hand.to_act == me:
            probs = mc_policy(hand, info)
        else:
            probs = {native_action(a): p for a, p in table[info]}
        total = 0.0
        for a, p in probs.items():
            if p > 0:
                child = hand.copy()
                child.apply(_ours(hand, a))
                total += p * value(child, me)
        return total

    root = new_hand(game, stakes, seed=0, button=0, dealer=Chance())
    return (value(root, 0) + value(root, 1)) / 2


def _interval(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1))
    return mean, 1.96 * sd / math.sqrt(n)


def report(name: str, nets: list[float], seconds: float) -> str:
    mean, half = _interval(nets)
    return f"| {name} | {len(nets)} | {mean:+.3f} | {mean - half:+.3f} .. {mean + half:+.3f} | {seconds:.0f} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=2000, help="deals, each played from both seats")
    parser.add_argument("--think", default="64")
    parser.add_argument("--iterations", type=int, default=1000, help="CFR+ iterations on the native game")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--exact", type=int, default=0, help="also mc's exact value, each decision drawn N times")
    parser.add_argument("--policy", help="a file to keep the solved policy in: read if it exists, else written")
    args = parser.parse_args()
    start = time.perf_counter()
    saved = Path(args.policy) if args.policy else None
    if saved is not None and saved.exists():
        table, exploitability, regret, value = pickle.loads(saved.read_bytes())
    else:
        table, exploitability, regret, value = solve(args.iterations)
        if saved is not None:
            saved.write_bytes(pickle.dumps((table, exploitability, regret, value)))
    print(
        f"CFR+ {args.iterations} iterations: exploitability {exploitability:.5f}, {len(table)} information states,"
        f" {time.perf_counter() - start:.0f}s"
    )
    print("| against the policy | deals (each played twice) | chips/hand | 95% interval | seconds |")
    print("|---|---:|---:|---|---:|")
    if args.exact:
        start = time.perf_counter()
        print(
            f"exact: mc (think {args.think}) expects {exact(table, args.think, args.exact, args.seed):+.4f} chips/hand"
            f" (each decision drawn {args.exact} times; {time.perf_counter() - start:.0f}s)",
            flush=True,
        )
    if not args.hands:
        return
    start = time.perf_counter()
    jobs = max(1, args.jobs)
    share = [args.hands // jobs + (1 if i < args.hands % jobs else 0) for i in range(jobs)]
    seeds = [args.seed * 1000 + i for i in range(jobs)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(match, [table] * jobs, [regret] * jobs, share, [args.think] * jobs, seeds))
    rows = [row for part in parts for row in part]
    print(report(f"mc (think {args.think})", [net for net, _ in rows], time.perf_counter() - start), flush=True)
    lost, half = _interval([r for _, r in rows])
    print(
        f"\nregret: {lost:.4f} chips/hand given up to a best response, 95% interval ±{half:.4f}"
        f" (a best response wins {value:+.4f}): expected net {value - lost:+.4f}"
        f" ({value - lost - half:+.4f} .. {value - lost + half:+.4f}) chips/hand"
    )


if __name__ == "__main__":
    main()
