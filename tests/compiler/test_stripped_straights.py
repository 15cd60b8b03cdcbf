"""A stripped deck ranked by `high`, whose straights run over all thirteen ranks: the game
runs as written, and `check` warns (W001) that the deck's own lowest straight is none.
Telesina, Manila and short deck count A-7-8-9-10 (A-6-7-8-9) as a straight."""

from __future__ import annotations

from click.testing import CliRunner

import pokerlang
from pokerlang.cli import cli
from helpers.error_catalog import run_check

GAME = """import rankings
players 2..6
DECK
RANKING
zone hand per seat private
zone board shared public
step deal { deal 2 to hand  bet }
step flop { deal 3 to board  bet }
showdown best 5 of hand + board by BY
"""


def game(deck: str, by: str = "high", ranking: str = "") -> str:
    return GAME.replace("DECK", deck).replace("RANKING", ranking).replace("BY", by)


def test_a_deck_of_sevens_to_aces_by_high_warns_that_a_7_8_9_10_is_no_straight():
    (found,) = run_check(game("deck ranks 7..A"))
    assert (found.code, found.severity) == ("W001", "warning")
    assert "A-7-8-9-T is no straight here" in found.message and "no 2, 3, 4, 5 or 6" in found.message
    assert "ranks of the deck" in found.hint


def test_a_ranking_whose_straights_follow_the_deck_is_clean():
    stripped = "ranking stripped extends high { ranks of the deck }"
    assert run_check(game("deck ranks 7..A", "stripped", stripped)) == []


def test_ranks_taken_out_of_the_middle_warn_of_the_straight_across_the_gap():
    (found,) = run_check(game("deck standard except 8 9 10"))
    assert "no 8, 9 or 10" in found.message and "4-5-6-7-J is no straight here" in found.message


def test_a_deck_of_tens_to_aces_keeps_its_one_straight_and_is_clean():
    assert run_check(game("deck ranks T..A")) == []


def test_a_low_ranking_and_a_deck_of_listed_cards_are_clean():
    assert run_check(game("deck ranks 7..A", "ace-to-five-low")) == []
    assert run_check(game("deck cards As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s 2d 3d 4d")) == []


def test_check_exits_0_and_the_game_plays(tmp_path):
    path = tmp_path / "stripped.poker"
    path.write_text(game("deck ranks 7..A"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert result.exit_code == 0 and "warning[W001]" in result.output
    state = pokerlang.load(str(path)).new_hand(seed=1)
    assert not state.is_over
