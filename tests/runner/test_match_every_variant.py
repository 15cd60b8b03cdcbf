"""Every shipped variant can be played as a tournament: a file that extends it with a
`match tournament { ... }` checks clean, and `run` plays it at its fewest and most players
with chips conserved over the whole match (stacks, then prizes: the pool paid out whole)."""

from __future__ import annotations

import pytest

from pokerlang.check import check_game
from pokerlang.resources import shipped_variants
from pokerlang.runner.agents import make_agents
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

MATCH = """extends "{name}"
match tournament {{
    stack 300
    levels every 3 hands: 5/10, 10/20 ante 2, 50/100 ante 10
    payouts 70% 30%
}}
"""


@pytest.mark.parametrize("variant", shipped_variants(), ids=lambda p: p.stem)
def test_a_tournament_of_every_shipped_variant_conserves_chips(variant, tmp_path):
    path = tmp_path / f"match-{variant.stem}.poker"
    path.write_text(MATCH.format(name=variant.stem))
    game = check_game(path)
    for players in sorted({game.min_players, game.max_players}):
        summary = simulate(
            game, table_stakes(game, players), make_agents("random,raise,call", players, game), 40, seed=1
        )
        report = summary.match
        assert sum(report.prizes) == report.pool == 300 * players
        if not summary.house:  # against the house, the house's winnings leave the table
            assert sum(report.stacks) == report.pool
        assert sorted(s for place in report.places for s in place) == list(range(players))
