"""Benchmark: random rollouts through the research adapters, beside ``pokerlang run``.

    python bench/bench_research.py [--variants kuhn,leduc,holdem,swingo] [--hands 300] [--players 0]

For each variant, three rates in hands per second of CPU time (``time.process_time``,
best of ``--repeat`` passes), all with uniformly random play:

* **run**: ``runner.simulate`` with ``random`` bots, the loop of ``pokerlang run VARIANT
  --agents random`` (the engine dealing from its seeded deck);
* **OpenSpiel**: ``pyspiel.load_game("pokerlang", {"variant": ...})``: from the initial
  state, a card drawn uniformly at every chance node and a legal action id at every
  decision, until the state is terminal (every card a chance node: ``research.tree``);
* **PettingZoo**: ``pokerlang.pettingzoo.env(variant)``: ``reset`` (the table's next
  hand) and, for every agent, ``last()`` and a random id among those the mask marks,
  until every agent is done (one observation vector built per step, as a learner gets it).

The ratio column is each adapter's rate over ``run``'s.
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np


def best_of(repeat: int, work) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return min(times)


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
    run_time = best_of(repeat, lambda: simulate(game, stakes, make_agents("random", n), hands, seed=1))

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
    spiel_time = best_of(repeat, openspiel_hands)
    zoo_time = best_of(repeat, pettingzoo_hands(wrapped.unwrapped))
    wrapped_time = best_of(repeat, pettingzoo_hands(wrapped))
    return {
        "variant": variant,
        "players": n,
        "run": hands / run_time,
        "openspiel": hands / spiel_time,
        "pettingzoo": hands / zoo_time,
        "wrapped": hands / wrapped_time,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variants", default="kuhn,leduc,holdem,swingo")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--players", type=int, default=0, help="0: each game's fewest")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args()
    print(
        f"{'variant':<14} {'seats':>5} {'run h/s':>10} {'OpenSpiel h/s':>14} {'ratio':>6} "
        f"{'PettingZoo h/s':>15} {'ratio':>6} {'wrapped':>8}"
    )
    for variant in args.variants.split(","):
        r = bench(variant.strip(), args.hands, args.players, args.repeat)
        print(
            f"{r['variant']:<14} {r['players']:>5} {r['run']:>10.0f} {r['openspiel']:>14.0f} "
            f"{r['openspiel'] / r['run']:>6.2f} {r['pettingzoo']:>15.0f} {r['pettingzoo'] / r['run']:>6.2f} "
            f"{r['wrapped'] / r['run']:>8.2f}"
        )


if __name__ == "__main__":
    main()
