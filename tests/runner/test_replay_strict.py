"""`pokerlang replay` catches every tampering with a PHH hand's cards and results: each
card the game deals comes from the record, in the record's order (a card left out, or
a deal moved before or after a betting round, disagrees, never played by a stand-in);
the `winnings` are checked when present; a hand with nothing to compare is counted
apart from those that agreed; a bad file in a folder is reported and the rest go on;
numbers are written as the record writes them; a draw game's reshuffled muck is refused
as such; a file of a shipped variant's name never replaces the shipped variant."""

from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

from pokerlang.cli import cli
from pokerlang.runner.phh import replay_phh
from pokerlang.runner.replay import Mismatch

HEAD = (
    "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
    "starting_stacks = [200, 200, 200]\n"
)
HOLE = ["d dh p1 2h7h", "d dh p2 As7c", "d dh p3 3dAh"]
PREFLOP = ["p3 cc", "p1 cc", "p2 cc"]
CHECKS = ["p1 cc", "p2 cc", "p3 cc"]
SHOW = ["p1 sm 2h7h", "p2 sm As7c", "p3 sm 3dAh"]
FLOP, TURN, RIVER = ["d db QdTc2d"], ["d db Ks"], ["d db 5s"]
FINISHING = "finishing_stacks = [204, 198, 198]\n"


def hand(actions: list[str], tail: str = FINISHING) -> str:
    return HEAD + "actions = [" + ", ".join(repr(a) for a in actions) + "]\n" + tail


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


AS_DEALT = [*HOLE, *PREFLOP, *FLOP, *CHECKS, *TURN, *CHECKS, *RIVER, *CHECKS, *SHOW]


def test_the_hand_as_dealt_agrees():
    state, finishing = replay_phh(hand(AS_DEALT))
    assert list(state.result().stacks) == finishing == [204, 198, 198]


def test_a_river_left_out_disagrees_rather_than_dealing_a_stand_in():
    without = [a for a in AS_DEALT if a != RIVER[0]]
    with pytest.raises(Mismatch, match="the game deals the board a card the record does not deal") as caught:
        replay_phh(hand(without))
    assert caught.value.kind == "disagreed"


def test_a_hole_card_left_out_disagrees():
    short = ["d dh p1 2h", *HOLE[1:], "p3 f", "p1 f"]
    with pytest.raises(Mismatch, match="the game deals p1 a card the record does not deal"):
        replay_phh(hand(short, tail=""))


def test_a_flop_dealt_before_the_preflop_betting_disagrees():
    early = [*HOLE, *FLOP, *PREFLOP, *CHECKS, *TURN, *CHECKS, *RIVER, *CHECKS, *SHOW]
    with pytest.raises(Mismatch, match=r"action 5 \(p3 cc\): the record has dealt QdTc2d, which the game has not"):
        replay_phh(hand(early))


def test_a_flop_dealt_after_the_flop_betting_disagrees():
    late = [*HOLE, *PREFLOP, *CHECKS, *FLOP, *TURN, *CHECKS, *RIVER, *CHECKS, *SHOW]
    with pytest.raises(Mismatch, match=r"action 7 \(p1 cc\): the game has dealt QdTc2d, which the record has not"):
        replay_phh(hand(late))


def test_a_board_card_dealt_after_the_hand_is_over_is_refused():
    folded = [*HOLE, "p3 f", "p1 f", *FLOP]
    with pytest.raises(Mismatch, match="the record deals the board 3 cards more than Texas hold'em deals") as caught:
        replay_phh(hand(folded, tail=""))
    assert caught.value.kind == "refused" and caught.value.reason == "a deal the game does not have"


@pytest.mark.parametrize(
    "deal,more",
    [
        ("d dh p1 2h7hKd4c", "the record deals p1 2 cards more than Texas hold'em deals"),  # four hole cards
        ("d dh p1 " + "??" * 60, "the record deals p1 58 cards more than Texas hold'em deals"),
    ],
)
def test_a_deal_the_game_cannot_have_is_refused(deal, more):
    with pytest.raises(Mismatch, match=more) as caught:
        replay_phh(hand([deal, *HOLE[1:], "p3 f", "p1 f"], tail=""))
    assert caught.value.kind == "refused"


def test_a_show_by_a_folded_player_is_refused():
    shown = [*HOLE, "p3 f", *PREFLOP[1:], *FLOP, "p1 cc", "p2 cc", *TURN, "p1 cc", "p2 cc", *RIVER]
    shown += ["p1 cc", "p2 cc", "p1 sm 2h7h", "p2 sm As7c", "p3 sm 3dAh"]
    with pytest.raises(Mismatch, match=r"action 18 \(p3 sm 3dAh\): p3 folded, and has no hand to show") as caught:
        replay_phh(hand(shown, tail=""))
    assert caught.value.reason == "a show by a folded player"


@pytest.mark.parametrize(
    "action,why",
    [
        ("p٣ cc", "'p٣' is not a player p1..p3"),  # an Arabic-Indic digit
        ("p3 cbr 1_33", '"1_33" is not an amount'),
        ("p3 cbr 1.33e2", '"1.33e2" is not an amount'),
        ("p3 cbr inf", '"inf" is not an amount'),
    ],
)
def test_numbers_are_plain_digits(action, why):
    with pytest.raises(Mismatch, match=why):
        replay_phh(hand([*HOLE, action]))


@pytest.mark.parametrize("written,canonical", [("as", "As"), ("AS", "As"), ("tS", "Ts")])
def test_cards_are_written_one_way(written, canonical):
    with pytest.raises(Mismatch, match=f"'{written}' is not a card as PHH writes it: '{canonical}'"):
        replay_phh(hand([f"d dh p1 {written}7h", *HOLE[1:], "p3 f", "p1 f"], tail=""))


def test_the_actions_are_read_in_linear_time():
    # 64,000 raises, 1 MB: each action's line is looked up only for a message
    actions = ["d dh p1 AhAd", "d dh p2 KsKc"]
    for n in range(64_000):
        actions.append(f"p{2 - n % 2} cbr {4 + 2 * n}")
    actions.append(f"p{2 - 64_000 % 2} f")
    text = (
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        "starting_stacks = [1000000000, 1000000000]\nactions = [" + ", ".join(repr(a) for a in actions) + "]\n"
    )
    assert len(text) > 1_000_000
    start = time.perf_counter()
    state, _ = replay_phh(text)
    assert state.is_over and len(state.actions) == 64_001
    assert time.perf_counter() - start < 60  # quadratic, it took minutes


def test_winnings_are_checked_when_present():
    state, _ = replay_phh(hand(AS_DEALT, FINISHING + "winnings = [6, 0, 0]\n"))
    assert state.result().stacks[0] == 204
    with pytest.raises(Mismatch, match=r"the pots pay \[6, 0, 0\], the file's winnings are \[0, 0, 6\]"):
        replay_phh(hand(AS_DEALT, FINISHING + "winnings = [0, 0, 6]\n"))


def test_winnings_alone_are_compared_and_agree(tmp_path):
    path = tmp_path / "w.phh"
    path.write_text(hand(AS_DEALT, "winnings = [6, 0, 0]\n"))
    result = invoke("replay", str(path))
    assert result.exit_code == 0 and "played through; winnings match" in result.output


def test_a_hand_with_nothing_to_compare_is_not_counted_as_agreed(tmp_path):
    (tmp_path / "1.phh").write_text(hand(AS_DEALT))
    (tmp_path / "2.phh").write_text(hand(AS_DEALT, tail=""))
    result = invoke("replay", str(tmp_path))
    assert result.exit_code == 0
    assert "2.phh: Texas hold'em, 27 events: played through; nothing to compare" in result.output
    assert "2 hands in 2 files: 1 agreed, 1 played with nothing to compare, 0 disagreed, 0 refused" in result.output


def test_a_bad_file_in_a_folder_is_reported_and_the_rest_go_on(tmp_path):
    (tmp_path / "1.phh").write_text(hand(AS_DEALT))
    (tmp_path / "2.phh").write_text("actions = = [\n")
    (tmp_path / "3.phh").write_text(hand(AS_DEALT))
    result = invoke("replay", str(tmp_path))
    assert "1.phh: Texas hold'em" in result.output and "3.phh: Texas hold'em" in result.output
    assert "2.phh: refused: the file is not PHH (TOML)" in result.output
    assert result.exit_code == 2  # the worst verdict: a file that cannot be used


def test_numbers_are_written_as_the_record_writes_them():
    cents = HEAD.replace("[1, 2, 0]", "[0.01, 0.02, 0]").replace("min_bet = 2", "min_bet = 0.02")
    cents = cents.replace("[200, 200, 200]", "[1.5, 2, 2]")
    text = cents + "actions = [" + ", ".join(repr(a) for a in AS_DEALT) + "]\nfinishing_stacks = [1.5, 2, 138.2]\n"
    with pytest.raises(Mismatch) as caught:
        replay_phh(text)
    assert "138.2]" in str(caught.value) and "Decimal" not in str(caught.value)
    assert "finishing stacks [1.54, 1.98, 1.98]" in str(caught.value)


def test_a_reshuffled_muck_is_refused_for_what_it_is(tmp_path):
    folder = tmp_path / "phh"
    ran = invoke(
        "run", "deuce-to-seven-triple-draw", "--players", "6", "--hands", "3", "--seed", "2",
        "--agents", "call", "--phh", str(folder),
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    result = invoke("replay", str(folder))
    assert "muck reshuffled" in result.output and "stakes not supported" not in result.output
    assert "a card thrown away is dealt again: the muck was reshuffled" in result.output


def test_a_file_of_a_shipped_variants_name_beside_a_history_does_not_replace_it(tmp_path):
    history = tmp_path / "h.jsonl"
    assert invoke("run", "holdem", "--hands", "3", "--seed", "1", "--history", str(history)).exit_code == 0
    (tmp_path / "holdem.poker").write_text("not a variant at all\n")
    result = invoke("replay", str(history))
    assert result.exit_code == 0 and "3 hands (holdem), " in result.output


def test_a_variant_with_errors_stops_its_own_file_only(tmp_path):
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    assert invoke("run", "holdem", "--hands", "2", "--seed", "1", "--history", str(good)).exit_code == 0
    mine = tmp_path / "mine.poker"
    mine.write_text(_copy_of("holdem"))
    assert invoke("run", str(mine), "--hands", "2", "--seed", "1", "--history", str(bad)).exit_code == 0
    mine.write_text("game \"mine\"\nplayers 2..10\nzone hand per seat private\nstep a { deal 7 to hand  bet }\n")
    result = invoke("replay", str(bad), str(good))
    assert "bad.jsonl: refused: its variant cannot be played" in result.output
    assert "good.jsonl: 2 hands (holdem)" in result.output
    assert result.exit_code == 1  # a game whose rules have errors


def _copy_of(name: str) -> str:
    from pokerlang.compiler import find_variant

    return find_variant(name).read_text()


def test_a_history_that_cannot_be_read_is_said_so_not_its_variant(tmp_path):
    missing = tmp_path / "missing.jsonl"
    result = invoke("replay", str(missing))
    assert f"{missing}: refused: it cannot be read" in result.output
    assert "its variant" not in result.output and result.exit_code == 2
