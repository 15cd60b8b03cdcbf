"""The code lens on a ``game`` line: a few hundred hands played by bots, in a sentence.

The hands are played as ``pokerlang run`` plays them (``runner.simulate.play_hand``, the
file's own stakes, random bots, a fixed seed: the same file says the same headline), at
six seats or the game's nearest. The server runs it on a worker thread, off its loop.
"""

from __future__ import annotations

import attrs

from pokerlang.ir.game import Game
from pokerlang.runner.agents import make_agents
from pokerlang.runner.simulate import hand_seeds, play_hand
from pokerlang.runner.stakes import table_stakes

HANDS = 300
SEED = 1
USUAL_SEATS = 6  # `pokerlang run`'s default table


@attrs.frozen
class Headline:
    hands: int
    players: int
    showdowns: int
    pots: int  # every hand's pots together, in chips
    big_blind: int

    def __str__(self) -> str:
        share = self.showdowns / self.hands if self.hands else 0.0
        average = self.pots / self.hands if self.hands else 0.0
        pot = f"average pot {average:.1f} chips"
        if self.big_blind:
            pot += f" ({average / self.big_blind:.1f} big blinds)"
        return f"{self.hands} hands at {self.players} seats, random bots: {share:.0%} reach showdown, {pot}"


def headline(game: Game, hands: int = HANDS, seed: int = SEED) -> Headline:
    """Play ``hands`` hands of ``game`` with random bots and count what the lens says."""
    players = max(game.min_players, min(USUAL_SEATS, game.max_players))
    stakes = table_stakes(game, players)
    agents = make_agents("random", players, game)
    showdowns = pots = 0
    for i, hand_seed in enumerate(hand_seeds(seed, hands)):
        result, _, _ = play_hand(game, stakes, agents, hand=i, seed=hand_seed, button=i % players)
        showdowns += bool(result.showdown)
        pots += sum(p.amount for p in result.pots)
    return Headline(hands, players, showdowns, pots, stakes.big_blind)
