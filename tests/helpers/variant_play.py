"""Helpers for the variant test files: random play with every invariant checked at each
step (the one set of checks, in test_engine_invariants), and `pokerlang run` through
the CLI (as test_all_variants_run runs every shipped variant)."""

from __future__ import annotations

from click.testing import CliRunner
from helpers.invariants import play_randomly, player_counts

from pokerlang.cli import cli
from pokerlang.runner.report import counted

__all__ = ["play_randomly", "player_counts", "run_cli"]


def run_cli(variant: str, players: int, hands: int, seed: int = 7, extra: tuple[str, ...] = ()):
    """`pokerlang run` for ``hands`` hands; it must exit 0 and say what it played."""
    result = CliRunner().invoke(
        cli,
        [
            "run",
            variant,
            "--hands",
            str(hands),
            "--players",
            str(players),
            "--seed",
            str(seed),
            "--agents",
            "random,call,raise",
            *extra,
        ],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    # A match may end before --hands; so may a run once players are put out of the game.
    ended = "a tournament, played to its end" in result.output or "fewer than the" in result.output
    said = counted(players, "player")
    assert f"{counted(hands, 'hand')}, {said}" in result.output or (ended and f", {said}, seed " in result.output)
    return result
