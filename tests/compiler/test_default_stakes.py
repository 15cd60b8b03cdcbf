"""Default stakes in the file (``stakes ante 1 bet 1``), which ``run``/``play`` options
override, and a game with forced bets never silently playing for nothing."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from pokerlang.check import check_file
from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.ir.stakes import DefaultStakes
from pokerlang.runner.stakes import table_stakes


def run(*args):
    return CliRunner().invoke(cli, ["run", *args], catch_exceptions=False)


def first_hand(tmp_path, *args) -> dict:
    path = tmp_path / "h.jsonl"
    result = run(*args, "--hands", "1", "--seed", "3", "--history", str(path))
    assert result.exit_code == 0, result.output
    return json.loads(path.read_text().splitlines()[0])


def test_kuhn_states_its_stakes_an_ante_of_1_and_a_bet_of_1():
    assert load_game("kuhn").stakes == DefaultStakes(ante=1, small_bet=1, big_bet=2)


def test_run_plays_for_the_files_stakes(tmp_path):
    stakes = first_hand(tmp_path, "kuhn")["stakes"]
    assert stakes["ante"] == 1 and stakes["small_bet"] == 1


def test_options_override_the_files_stakes(tmp_path):
    stakes = first_hand(tmp_path, "kuhn", "--ante", "2", "--bets", "3/6")["stakes"]
    assert (stakes["ante"], stakes["small_bet"], stakes["big_bet"]) == (2, 3, 6)


def test_an_ante_option_in_a_game_without_antes_is_taken(tmp_path):
    hand = first_hand(tmp_path, "holdem", "--players", "3", "--ante", "1")
    assert hand["stakes"]["ante"] == 1
    assert sum(hand["starting_stacks"]) == sum(hand["final_stacks"])


def test_the_ante_can_be_the_big_blinds_alone(tmp_path):
    hand = first_hand(tmp_path, "holdem", "--players", "3", "--ante", "2", "--ante-kind", "big-blind")
    assert hand["stakes"]["ante_kind"] == "big-blind"
    replayed = CliRunner().invoke(cli, ["replay", str(tmp_path / "h.jsonl")], catch_exceptions=False)
    assert replayed.exit_code == 0, replayed.output


def test_an_ante_game_whose_file_states_none_plays_for_one_chip_and_says_so():
    notes = []
    stakes = table_stakes(load_game("seven-card-stud"), 4, note=notes.append)
    assert stakes.ante == 1 and "an ante of 1" in notes[0]
    assert table_stakes(load_game("seven-card-stud"), 4, ante=0, note=notes.append).ante == 0  # asked for


def test_the_files_blinds_and_stack_are_the_tables(tmp_path):
    path = tmp_path / "deep.poker"
    path.write_text('extends "holdem"\ngame "Deep hold\'em"\nstakes blinds 5/10 stack 1000\n')
    stakes = table_stakes(load_game(str(path)), 3)
    assert (stakes.small_blind, stakes.big_blind, stakes.stacks) == (5, 10, 1000)
    assert table_stakes(load_game(str(path)), 3, stakes="1/2").big_blind == 2


@pytest.mark.parametrize(
    "line, message",
    [
        ("stakes blinds 1/2", "this game has no blinds"),
        ("stakes bets 2/4 bets 2/4", "name 'bets' twice"),
        ("stakes bring-in 1", "this game has no bring-in"),
        ("stakes bets 4/2", "the small bet is at least 1, the big bet no smaller"),
        ("stakes stack 0", "a stack is at least one chip"),
        ("stakes bet 1 bets 2/4", "`bet` and `bets` both"),
    ],
)
def test_stakes_that_do_not_fit_the_game_are_errors(tmp_path, line, message):
    path = tmp_path / "v.poker"
    path.write_text(
        "import rankings\nbetting fixed-limit\nforced ante\nzone hand per seat private\n"
        f"{line}\nstep a {{ deal 5 to hand bet }}\nshowdown 5 of hand by high\n"
    )
    diagnostics = check_file(path)
    assert diagnostics and message in diagnostics[0].message


def test_bet_sizes_belong_to_fixed_limit(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text('extends "holdem"\nstakes bet 2\n')
    [diagnostic] = check_file(path)
    assert "bet sizes belong to fixed-limit betting" in diagnostic.message


# A bomb pot's ante is counted in big blinds: the file may state the blinds that count it,
# though nobody posts them (`stakes blinds 5/10`: an ante of 50 from everyone).
def test_a_game_whose_ante_is_in_big_blinds_states_the_blinds_it_counts_in(tmp_path):
    path = tmp_path / "bomb.poker"
    path.write_text(
        'game "Bomb pot"\nimport rankings\nbetting pot-limit\nforced ante 5 big-blinds\nstakes blinds 5/10\n'
        "zone hand per seat private\nzone board shared public\nstep pre { deal 4 to hand }\n"
        "step flop { deal 3 to board  bet }\nshowdown 2 of hand + 3 of board by high\n"
    )
    assert check_file(path) == []
    stakes = table_stakes(load_game(str(path)), 4)
    assert (stakes.big_blind, stakes.starting_stacks(4)[0] >= 50) == (10, True)
    from pokerlang.explain import explain

    # no blind is posted: explain says the ante in chips and in the big blinds it counts
    assert "**Stakes:** an ante of 50 (five big blinds of 10)" in explain(load_game(str(path)))


# `run` refuses a stack so deep that two players raising the least at each other would
# never end a hand; `check` says so of a file's own stack, so a file that checks runs.
def test_a_stack_too_deep_for_the_files_own_stakes_is_an_error(tmp_path):
    path = tmp_path / "deep.poker"
    path.write_text('extends "holdem"\ngame "Deep"\nstakes stack 40000\n')
    [diagnostic] = check_file(path)
    assert diagnostic.code == "E050" and "more than 10,000 big blinds of 2" in diagnostic.message
    path.write_text('extends "holdem"\ngame "Deep"\nstakes blinds 200/400 stack 40000\n')
    assert check_file(path) == []


def test_a_limit_games_stack_is_measured_in_its_small_bets(tmp_path):
    # razz has no blinds: 40,000 chips is 100 small bets of 400, not 20,000 house big blinds
    path = tmp_path / "razz-400.poker"
    path.write_text('extends "razz"\ngame "Razz 400/800"\nstakes ante 80 bring-in 100 bets 400/800 stack 40000\n')
    assert check_file(path) == []
    assert table_stakes(load_game(str(path)), 4).starting_stacks(4) == [40000] * 4
    with pytest.raises(ValueError, match="more than 10,000 small bets of 1"):
        table_stakes(load_game(str(path)), 4, bets="1/2")


# Short deck: everyone antes and the dealer alone posts a blind, stated as one.
def test_a_button_blind_is_stated_as_one_blind(tmp_path):
    path = tmp_path / "six-plus.poker"
    path.write_text('extends "short-deck"\ngame "Six-plus"\nstakes ante 1 button-blind 2\n')
    assert check_file(path) == []
    game = load_game(str(path))
    assert (game.stakes.small_blind, game.stakes.big_blind, game.stakes.ante) == (0, 2, 1)
    from pokerlang.explain import explain

    assert "**Stakes:** an ante of 1; a button blind of 2" in explain(game)
    path.write_text('extends "holdem"\ngame "No button blind"\nstakes button-blind 2\n')
    [diagnostic] = check_file(path)
    assert diagnostic.code == "E305" and "this game has no button blind" in diagnostic.message
    path.write_text('extends "short-deck"\ngame "Twice"\nstakes blinds 0/2 button-blind 2\n')
    [diagnostic] = check_file(path)
    assert diagnostic.code == "E307"
