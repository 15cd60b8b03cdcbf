"""Benchmark: random rollouts through the research adapters, beside ``pokerlang run``.

    python bench/bench_research.py [--variants kuhn,leduc,holdem,swingo] [--hands 300] [--players 0]

For each variant, five rates in hands per second of CPU time (``time.process_time``,
best of ``--repeat`` passes, the five taking turns within a pass), all playing one
policy, uniform over the adapters' action ids with the one bet size ``min`` (``SIZES``):
fold only when checking is not free, check or call, the least bet or raise, and a card
decision's sets of cards alike. ``run``'s ``random`` bot plays another game (it folds a
third of the time when it could check, where the game lets it, and bets any amount, all in
15% of the times it bets), so
a ratio against it would measure the policies, not the adapters; the decisions per hand
of each side are printed (``dec/h``) to show that the three play alike:

* **run**: ``runner.simulate`` with ``Uniform`` bots (below), the loop of ``pokerlang run
  VARIANT --agents random`` with that policy (the engine dealing from its seeded deck);
* **OpenSpiel**: ``pyspiel.load_game("pokerlang", {"variant": ...})``: from the initial
  state, a card drawn uniformly at every chance node and a legal action id at every
  decision, until the state is terminal (every card a chance node: ``research.tree``);
* **PettingZoo**: ``pokerlang.pettingzoo.env(variant)``: ``reset`` (the table's next
  hand) and, for every agent, ``last(observe=False)`` and a random id among the legal
  moves the agent's ``info`` lists, until every agent is done, on the environment itself
  (``.unwrapped``: what is the adapter's). A random rollout reads no observation, and
  PettingZoo's ``observe=False`` is its way to say so;
* **observed**: the same, but each step's observation built and the id drawn among
  those its ``action_mask`` marks, as a learner gets it (the same ids, so the same hands);
* **wrapped**: ``observed`` through ``env()``, inside PettingZoo's order-enforcing wrapper
  (PettingZoo's cost, not the adapter's: every attribute read goes through it).

The ratio columns are each rate over ``run``'s. Last, what an OpenSpiel ``clone()`` costs
at the first decision beside the engine's ``State.copy`` of the hand (``clone_cost``).
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from pokerlang.codec import plays
from pokerlang.codec.actions import Check, Fold

SIZES = "min"  # the adapters' bet sizes here: one a range, so ``Uniform`` needs no pot to size it


class Uniform:
    """The adapters' rollout policy as a bot for ``run``: uniform over the ids the
    adapters offer with ``SIZES`` (``research.encoding``: no fold when checking is free, a
    range at its least). Like ``random``, it reads no view. A card decision samples a set
    of cards uniformly, as the adapters' ids do when the seat has one such option (every
    variant benchmarked here)."""

    name = "uniform"
    needs_view = False

    def act(self, view, legal: list, rng: random.Random):
        if any(o.__class__ is Check for o in legal):
            legal = [o for o in legal if o.__class__ is not Fold]
        option = rng.choice(legal)
        least = plays.least(option)
        return option.sample(rng) if least is None else least


def best_of(repeat: int, works: dict) -> dict:
    """Each work's best CPU time over ``repeat`` passes, the works taking turns within a
    pass: on a shared machine the load drifts, and a ratio of two rates measured minutes
    apart would measure the drift."""
    best = dict.fromkeys(works, float("inf"))
    for _ in range(repeat):
        for name, work in works.items():
            start = time.process_time()
            work()
            best[name] = min(best[name], time.process_time() - start)
    return best


def bench(variant: str, hands: int, players: int, repeat: int) -> dict:
    import pyspiel

    import pokerlang.openspiel  # noqa: F401 - registers the game
    from pokerlang.compiler import load_game
    from pokerlang.pettingzoo import env
    from pokerlang.research.table import seat
    from pokerlang.runner.simulate import simulate

    game, stakes, _ = seat(variant, players)
    n = stakes.seat_count(game)
    decisions: dict[str, int] = {}  # each side's decisions in its last pass

    def run():
        decisions["run"] = simulate(game, stakes, [Uniform() for _ in range(n)], hands, seed=1).actions

    spiel = pyspiel.load_game("pokerlang", {"variant": variant, "players": n, "sizes": SIZES})

    def openspiel_hands():
        rng = random.Random(1)
        count = 0
        for _ in range(hands):
            state = spiel.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(rng.choice(outcomes)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    count += 1
        decisions["openspiel"] = count

    def pettingzoo_hands(table, name: str, observe: bool):
        def hands_played():
            rng = random.Random(1)
            count = 0
            table.reset(seed=1)  # then each reset deals the table's next hand, the button moving on
            for i in range(hands):
                if i:
                    table.reset()
                for _agent in table.agent_iter():
                    observation, _, terminated, truncated, info = table.last(observe)
                    if terminated or truncated:
                        table.step(None)
                        continue
                    if observe:  # a random legal id: what the mask says, without gymnasium's sampler
                        legal = np.flatnonzero(observation["action_mask"]).tolist()
                    else:
                        legal = info["legal_moves"]
                    table.step(rng.choice(legal))
                    count += 1
            decisions[name] = count

        return hands_played

    wrapped = env(load_game(variant).name, players=n, sizes=SIZES)
    works = {
        "run": run,
        "openspiel": openspiel_hands,
        "pettingzoo": pettingzoo_hands(wrapped.unwrapped, "pettingzoo", observe=False),
        "observed": pettingzoo_hands(wrapped.unwrapped, "observed", observe=True),
        "wrapped": pettingzoo_hands(wrapped, "wrapped", observe=True),
    }
    rates = {name: hands / t for name, t in best_of(repeat, works).items()}
    per_hand = {f"{name}_dec": count / hands for name, count in decisions.items()}
    return {"variant": variant, "players": n, **rates, **per_hand, **clone_cost(spiel)}


def clone_cost(spiel, times: int = 500) -> dict:
    """What OpenSpiel's ``state.clone()`` costs at the first decision, in microseconds,
    beside the engine's own ``State.copy`` of the hand there: a clone copies only what
    changes, so it may cost less than copying the hand."""
    rng = random.Random(1)
    state = spiel.new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    state.legal_actions()
    hand = state.node.state

    def per_call(work) -> float:
        start = time.process_time()
        for _ in range(times):
            work()
        return (time.process_time() - start) / times * 1e6

    return {"clone_us": per_call(state.clone), "copy_us": per_call(hand.copy)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", default="kuhn,leduc,holdem,swingo")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--players", type=int, default=0, help="0: each game's fewest")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(
        f"{'variant':<14} {'seats':>5} {'run h/s':>10} {'dec/h':>6} {'OpenSpiel h/s':>14} {'dec/h':>6} {'ratio':>6} "
        f"{'PettingZoo h/s':>15} {'dec/h':>6} {'ratio':>6} "
        f"{'observed':>9} {'wrapped':>8} {'clone us':>9} {'copy us':>8}"
    )
    for variant in args.variants.split(","):
        r = bench(variant.strip(), args.hands, args.players, args.repeat)
        print(
            f"{r['variant']:<14} {r['players']:>5} {r['run']:>10.0f} {r['run_dec']:>6.2f} "
            f"{r['openspiel']:>14.0f} {r['openspiel_dec']:>6.2f} {r['openspiel'] / r['run']:>6.2f} "
            f"{r['pettingzoo']:>15.0f} {r['pettingzoo_dec']:>6.2f} {r['pettingzoo'] / r['run']:>6.2f} "
            f"{r['observed'] / r['run']:>9.2f} {r['wrapped'] / r['run']:>8.2f} "
            f"{r['clone_us']:>9.1f} {r['copy_us']:>8.1f}"
        )


if __name__ == "__main__":
    main()
