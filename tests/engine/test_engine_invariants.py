"""Random play over every shipped variant, checked at every step: chips are conserved,
every card is in exactly one place, no view shows a card its seat has no right to know,
the hand always has someone to act until it ends, every option listed can be played
(and allows what it samples), an action no option allows is refused and changes
nothing, and every hand ends.

The variants are discovered (every file of ``shipped_variants()``), each played at its
fewest, most and a middling number of players. A few hands each by default; many
more with POKERLANG_FULL=1. tests/helpers/variant_play.py and the variant test files use the
same checks (``play_randomly``).
"""

from __future__ import annotations

import pytest

from helpers.invariants import HANDS, VARIANTS, game_named, play_randomly, player_counts

CASES = [(name, players) for name in VARIANTS for players in player_counts(game_named(name))]


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
def test_random_play_keeps_every_invariant(name, players):
    game = game_named(name)
    for seed in range(HANDS):
        play_randomly(game, players, seed * 7919 + players)
