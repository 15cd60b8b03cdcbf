"""Helpers for the variant test files: random play with every invariant checked at each
step (the checks of test_engine_invariants), and `pokerlang run` through the CLI."""

from __future__ import annotations

import random

from click.testing import CliRunner
from test_engine_invariants import check

from pokerlang.cards import standard_deck
from pokerlang.cli import cli
from pokerlang.engine import Fold, TableStakes, new_hand

MOST_ACTIONS = 2000


def play_randomly(game, players: int, seed: int) -> None:
    """One hand of random play, with short and deep stacks mixed: chips conserved, every
    card in exactly one place, no view showing a card its seat may not know, the hand ends."""
    rng = random.Random(seed)
    stacks = tuple(rng.choice([rng.randint(1, 10), rng.randint(10, 60), 200]) for _ in range(players))
    stakes = TableStakes(stacks=stacks, ante=rng.choice([0, 1]), bring_in=rng.choice([0, 1]))
    state = new_hand(game, stakes, seed=seed, button=seed % players)
    total, deck = sum(stacks), list(standard_deck(game.ranks))
    knowledge = [set() for _ in range(players)]
    check(state, knowledge, total, deck)
    for _ in range(MOST_ACTIONS):
        if state.is_over:
            break
        options = state.legal_actions()
        chosen = rng.choices(options, [1 if isinstance(o, Fold) else 4 for o in options])[0]
        action = chosen.sample(rng)
        assert chosen.allows(action)
        state.apply(action)
        check(state, knowledge, total, deck)
    assert state.is_over, "the hand did not end"
    result = state.result()
    assert sum(result.net) == 0 and sum(result.stacks) == total


def player_counts(game) -> list[int]:
    """The fewest, the most, and one between."""
    return sorted({game.min_players, (game.min_players + game.max_players) // 2, game.max_players})


def run_cli(variant: str, players: int, hands: int):
    result = CliRunner().invoke(cli, ["run", variant, "--hands", str(hands), "--players", str(players),
                                      "--seed", "7", "--agents", "random,call,raise"],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert f"{hands} hands, {players} players" in result.output
    return result
