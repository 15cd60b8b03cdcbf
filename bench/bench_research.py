"""Benchmark: random rollouts through the research adapters, beside ``pokerlang run``.

    python bench/bench_research.py [--variants kuhn,leduc,holdem,swingo] [--hands 300] [--players 0]

For each variant, four rates in hands per second of CPU time (``time.process_time``,
best of ``--repeat`` passes, the four taking turns within a pass), all with uniformly
random play:

* **run**: ``runner.simulate`` with ``random`` bots, the loop of ``pokerlang run VARIANT
  --agents random`` (the engine dealing from its seeded deck);
* **OpenSpiel**: ``pyspiel.load_game("pokerlang", {"variant": ...})``: from the initial
  state, a card drawn uniformly at every chance node and a legal action id at every
  decision, until the state is terminal (every card a chance node: ``research.tree``);
* **PettingZoo**: ``pokerlang.pettingzoo.env(variant)``: ``reset`` (the table's next
  hand) and, for every agent, ``last()`` and a random id among those the mask marks,
  until every agent is done (one observation vector built per step, as a learner gets it),
  on the environment itself (``.unwrapped``: what is the adapter's);
* **wrapped**: the same through ``env()``, inside PettingZoo's order-enforcing wrapper
  (PettingZoo's cost, not the adapter's: every attribute read goes through it).

The ratio columns are each rate over ``run``'s. Last, what an OpenSpiel ``clone()`` costs
at the first decision beside the engine's ``State.copy`` of the hand (``clone_cost``).
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np


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
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.simulate import simulate

    game, stakes, _ = seat(variant, players)
    n = stakes.seat_count(game)
    run = lambda: simulate(game, stakes, make_agents("random", n), hands, seed=1)  # noqa: E731

    spiel = pyspiel.load_game("pokerlang", {"variant": variant, "players": n})

    def openspiel_hands():
        rng = random.Random(1)
        for _ in range(hands):
            state = spiel.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(rng.choice(outcomes)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))

    def pettingzoo_hands(table):
        def hands_played():
            rng = random.Random(1)
            table.reset(seed=1)  # then each reset deals the table's next hand, the button moving on
            for i in range(hands):
                if i:
                    table.reset()
                for _agent in table.agent_iter():
                    observation, _, terminated, truncated, _ = table.last()
                    if terminated or truncated:
                        table.step(None)
                    else:  # a random legal id: what the mask says, without gymnasium's sampler
                        table.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))

        return hands_played

    wrapped = env(load_game(variant).name, players=n)
    works = {
        "run": run,
        "openspiel": openspiel_hands,
        "pettingzoo": pettingzoo_hands(wrapped.unwrapped),
        "wrapped": pettingzoo_hands(wrapped),
    }
    rates = {name: hands / t for name, t in best_of(repeat, works).items()}
    return {"variant": variant, "players": n, **rates, **clone_cost(spiel)}


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
        f"{'variant':<14} {'seats':>5} {'run h/s':>10} {'OpenSpiel h/s':>14} {'ratio':>6} "
        f"{'PettingZoo h/s':>15} {'ratio':>6} {'wrapped':>8} {'clone us':>9} {'copy us':>8}"
    )
    for variant in args.variants.split(","):
        r = bench(variant.strip(), args.hands, args.players, args.repeat)
        print(
            f"{r['variant']:<14} {r['players']:>5} {r['run']:>10.0f} {r['openspiel']:>14.0f} "
            f"{r['openspiel'] / r['run']:>6.2f} {r['pettingzoo']:>15.0f} {r['pettingzoo'] / r['run']:>6.2f} "
            f"{r['wrapped'] / r['run']:>8.2f} {r['clone_us']:>9.1f} {r['copy_us']:>8.1f}"
        )


if __name__ == "__main__":
    main()
