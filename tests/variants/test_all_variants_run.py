"""`pokerlang run V --hands N --players P` completes for every shipped variant V (discovered,
not listed) at its fewest, most and a middling number of players: it exits 0, and in
the hand history every hand's net chips sum to zero and take each seat from its
starting stack to its final one.

About 10 hands each by default; 200 with POKERLANG_FULL=1.
"""

from __future__ import annotations

import json
import os

import pytest
from helpers.invariants import VARIANTS, game_named, player_counts
from helpers.variant_play import run_cli

HANDS = 200 if os.environ.get("POKERLANG_FULL") else 10
CASES = [(name, players) for name in VARIANTS for players in player_counts(game_named(name))]


@pytest.mark.parametrize(("name", "players"), CASES, ids=[f"{n}-{p}" for n, p in CASES])
def test_run_completes_and_conserves_chips(name, players, tmp_path):
    history = tmp_path / "hands.jsonl"
    run_cli(name, players, HANDS, extra=("--history", str(history)))
    hands = [json.loads(line) for line in history.read_text().splitlines() if line.strip()]
    assert len(hands) == HANDS
    for hand in hands:
        assert hand["variant"] == name
        assert len(hand["net"]) == players
        # Against the house, chips are conserved counting what the house won.
        bank = hand.get("house", {}).get("bank", 0)
        assert sum(hand["net"]) + bank == 0, f"hand {hand['hand']}: net {hand['net']}, the house {bank}"
        assert [a + n for a, n in zip(hand["starting_stacks"], hand["net"])] == hand["final_stacks"]
