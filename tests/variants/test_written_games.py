"""Well-known games written from the language reference alone (``tests/written/``): each
checks clean, and `pokerlang run` plays it at its fewest and its most players, every
hand's net chips summing to zero; random play with every engine invariant checked at
each step finds no fault either.

About 10 hands each by default; 200 with POKERLANG_FULL=1.
"""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner
from helpers.variant_play import play_randomly, run_cli
from helpers.written_games import written_files

from pokerlang.compiler import load_game
from pokerlang.cli import cli

HANDS = 200 if os.environ.get("POKERLANG_FULL") else 10
FILES = written_files()


def seat_counts(path) -> list[int]:
    game = load_game(str(path))
    return sorted({game.min_players, game.max_players})


CASES = [(path, players) for path in FILES for players in seat_counts(path)]
IDS = [f"{path.stem}-{players}" for path, players in CASES]


def test_the_folder_holds_the_games():
    assert len(FILES) >= 20


# Files that play, on purpose, what a warning points at (each says so in its comment).
WARNED = {"mixed-tournament": "W008"}  # its razz brings in nothing: the lowest card acts first


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_checks_clean(path):
    result = CliRunner().invoke(cli, ["check", str(path)], catch_exceptions=False)
    warned = WARNED.get(path.stem)
    if warned is None:
        assert (result.exit_code, result.output) == (0, "")
    else:
        assert result.exit_code == 0 and f"warning[{warned}]" in result.output and "error" not in result.output


@pytest.mark.parametrize(("path", "players"), CASES, ids=IDS)
def test_runs_and_conserves_chips(path, players, tmp_path):
    history = tmp_path / "hands.jsonl"
    result = run_cli(str(path), players, HANDS, extra=("--history", str(history)))
    hands = [json.loads(line) for line in history.read_text().splitlines() if line.strip()]
    match = load_game(str(path)).match
    stopped = "stopped after hand" in result.output  # players put out: too few left to play on
    if (match is not None and match.tournament) or stopped:  # it may end sooner: --hands caps it
        assert 0 < len(hands) <= HANDS
    else:
        assert len(hands) == HANDS
    for hand in hands:
        # Against the house, or with a rake, chips are conserved counting what the house won.
        bank = hand.get("house", {}).get("bank", hand.get("bank", 0))
        assert sum(hand["net"]) + bank == 0, f"hand {hand['hand']}: net {hand['net']}, the house {bank}"
        assert [a + n for a, n in zip(hand["starting_stacks"], hand["net"])] == hand["final_stacks"]


@pytest.mark.parametrize(("path", "players"), CASES, ids=IDS)
def test_random_play_keeps_every_invariant(path, players):
    game = load_game(str(path))
    for seed in range(3):
        play_randomly(game, players, seed, probe=False)
