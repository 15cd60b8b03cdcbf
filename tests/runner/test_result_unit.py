"""What `run` counts results in: big blinds; antes in a game of antes without blinds, a
mixed game of such games too (stud, stud eight, razz: no big blind is ever posted there);
chips in a game of no forced bet."""

from __future__ import annotations

from pokerlang.check import load_rotation
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes
from pokerlang.runner.rotation import RotationStakes
from pokerlang.runner.simulate import result_unit

STUDS = (
    'game "Triple stud"\nplayers 2..7\nrotation every 8 hands { "seven-card-stud" "seven-card-stud-hi-lo" "razz" }\n'
)
MIXED = 'game "Stud and hold\'em"\nplayers 2..7\nrotation every 8 hands { "seven-card-stud" "holdem" }\n'


def stakes_of(*games: str) -> RotationStakes:
    return RotationStakes(by_game={g: TableStakes(ante=2, big_blind=4, small_blind=2) for g in games})


def test_a_stud_game_counts_in_antes():
    assert result_unit(load_game("seven-card-stud"), TableStakes(ante=2)) == (2, "antes")


def test_a_rotation_of_stud_games_counts_in_antes_and_one_with_blinds_in_big_blinds(tmp_path):
    (tmp_path / "studs.poker").write_text(STUDS, encoding="utf-8")
    (tmp_path / "mixed.poker").write_text(MIXED, encoding="utf-8")
    studs = load_rotation(tmp_path / "studs.poker")
    assert result_unit(studs, stakes_of("seven-card-stud", "seven-card-stud-hi-lo", "razz")) == (2, "antes")
    mixed = load_rotation(tmp_path / "mixed.poker")
    assert result_unit(mixed, stakes_of("seven-card-stud", "holdem")) == (4, "bb")
