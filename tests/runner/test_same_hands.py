"""Language version 1 files keep playing the same hands for the same seed.

Every shipped variant and every file under tests/written (mixed games included) is played
by `pokerlang run` with a fixed seed and fixed bots at its fewest and its most players, and
what decides the hands — the deck dealt, every action with its amount, each seat's final
stack — is held to a digest recorded in ``tests/golden/hands.json``. A change to the
engine, the compiler or a bot that changes any hand shows up here, file by file.

Fields a history may gain (a rake's house take, several runs of a board) are not part of
the digest: only a different deal, decision or settlement is. When a change of hands is
meant, regenerate and review the names that moved in git:

    POKERLANG_REGOLD=1 pytest -q -n 0 tests/runner/test_same_hands.py
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers.paths import ROOT, TESTS
from helpers.written_games import WRITTEN

from pokerlang.cli import cli
from pokerlang.compiler import compile_file
from pokerlang.compiler.rotation import check_rotation, is_rotation
from pokerlang.resources import shipped_variants

GOLDEN = TESTS / "golden" / "hands.json"
REGOLD = bool(os.environ.get("POKERLANG_REGOLD"))
HANDS = 4
SEED = 2026


def corpus_files() -> list[Path]:
    return [*shipped_variants(), *sorted(WRITTEN.glob("*.poker")), *sorted((WRITTEN / "mixed").glob("*.poker"))]


def label(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:  # an installed copy of the shipped variants
        return f"variants/{path.name}"


def seat_counts(path: Path) -> list[int]:
    """The fewest and the most players the file allows."""
    if is_rotation(path):
        rotation, found = check_rotation(path, lambda compiled: [])
        assert rotation is not None, found
        low, high = rotation.seats
    else:
        game = compile_file(path)
        low, high = game.min_players, game.max_players
    return sorted({low, high})


def digest(path: Path, players: int, tmp_path: Path) -> str:
    history = tmp_path / f"{path.stem}-{players}.jsonl"
    result = CliRunner().invoke(
        cli,
        [
            "run",
            str(path),
            "--hands",
            str(HANDS),
            "--players",
            str(players),
            "--seed",
            str(SEED),
            "--agents",
            "random,call,raise",
            "--history",
            str(history),
        ],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    hands = []
    for line in history.read_text(encoding="utf-8").splitlines():
        hand = json.loads(line)
        hands.append([hand.get("variant"), hand.get("deck"), hand["actions"], hand["final_stacks"]])
    return hashlib.sha256(json.dumps(hands, sort_keys=True).encode()).hexdigest()[:16]


CASES = [(path, players) for path in corpus_files() for players in seat_counts(path)]


@pytest.fixture(scope="module")
def recorded() -> dict[str, str]:
    if REGOLD or not GOLDEN.is_file():
        return {}
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.mark.parametrize(("path", "players"), CASES, ids=[f"{p.stem}-{n}" for p, n in CASES])
def test_the_same_seed_plays_the_same_hands(path, players, recorded, tmp_path):
    key = f"{label(path)} {players}"
    actual = digest(path, players, tmp_path)
    if REGOLD:
        table = json.loads(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.is_file() else {}
        table[key] = actual
        GOLDEN.write_text(json.dumps(dict(sorted(table.items())), indent=1) + "\n", encoding="utf-8")
        return
    assert key in recorded, f"{key} has no recorded hands; regenerate with POKERLANG_REGOLD=1 (see the docstring)"
    assert actual == recorded[key], f"{key}: the hands for seed {SEED} changed"
