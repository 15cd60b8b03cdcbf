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


CLOCK = """game "Stopped by a count"
extends "holdem"
players 2..4
tally hands shared
when hand ends {
    add 1 to hands
    put everyone out if hands >= 6
}
match cash { stack 100 }
"""


def test_players_put_out_with_chips_are_placed_by_the_chips_they_leave_with(tmp_path):
    """A cash match ended by a count puts everyone out in one hand: the places go by the
    chips each leaves with (they went by the chips each started that hand with, so two
    stacks that began it level tied for first whatever the hand did)."""
    path = tmp_path / "clock.poker"
    path.write_text(CLOCK)
    game = check_game(path)
    summary = simulate(game, table_stakes(game, 4), make_agents("call", 4, game), 20, seed=7)
    report = summary.match
    by_place = [sorted(report.stacks[s] for s in place) for place in report.places]
    flat = [chips for place in by_place for chips in place]
    assert flat == sorted(flat, reverse=True)  # more chips, a higher place
    assert all(len(set(place)) == 1 for place in by_place)  # a place shared only by equal stacks
