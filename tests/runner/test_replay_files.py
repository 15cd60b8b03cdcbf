"""``pokerlang replay`` over many files: each hand reported as agreed, disagreed or
refused, a summary by reason, and no internal error on any file, however broken."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlang.cli import cli
from pokerlang.runner.replay_files import replay_path
from helpers.records import GOOD_PHH

GOOD = GOOD_PHH
WRONG = GOOD.replace("[94, 48, 88]", "[88, 48, 94]")
BELOW_MINIMUM = GOOD.replace("'p3 cbr 6'", "'p3 cbr 3'")


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def outcomes(path: Path) -> list:
    return list(replay_path(path, None, None))


def test_a_folder_is_replayed_hand_by_hand_with_a_summary(tmp_path):
    (tmp_path / "1.phh").write_text(GOOD)
    (tmp_path / "2.phh").write_text(BELOW_MINIMUM)
    (tmp_path / "many.phhs").write_text(f"[1]\n{GOOD}\n[2]\n{WRONG}")
    (tmp_path / "notes.md").write_text("not a hand")  # not a hand file: not read
    result = invoke("replay", str(tmp_path))
    lines = result.output.splitlines()
    assert result.exit_code == 1  # one hand disagreed
    assert lines[0].endswith("finishing stacks match") and "1.phh" in lines[0]
    assert "2.phh: refused:" in lines[1] and "minimum bet or raise" in lines[1]
    assert "many.phhs [1]" in lines[2] and "many.phhs [2]: disagreed: " in lines[3]
    assert "4 hands in 3 files: 2 agreed, 1 disagreed, 1 refused" in result.output
    assert "disagreed: 1 x finishing stacks" in result.output
    assert "refused: 1 x minimum bet or raise" in result.output


def test_refused_hands_alone_do_not_fail_a_folder(tmp_path):
    (tmp_path / "1.phh").write_text(GOOD)
    (tmp_path / "2.phh").write_text(BELOW_MINIMUM)
    result = invoke("replay", str(tmp_path / "1.phh"), str(tmp_path / "2.phh"))
    assert result.exit_code == 0 and "1 agreed, 0 disagreed, 1 refused" in result.output


def test_a_binary_file_is_named_by_its_line(tmp_path):
    path = tmp_path / "x.phh"
    path.write_bytes(GOOD.encode()[:40] + b"\n\xff\xfe\x00garbage")
    [outcome] = outcomes(path)
    assert outcome.kind == "refused" and "line 4 is not text" in outcome.text


def test_a_truncated_file_is_named_by_its_line(tmp_path):
    path = tmp_path / "x.phh"
    path.write_text(GOOD[: GOOD.index("'d dh p3")])
    [outcome] = outcomes(path)
    assert outcome.kind == "refused" and "line 6" in outcome.text and "not PHH" in outcome.text


def test_a_field_of_the_wrong_type_is_named_by_its_line(tmp_path):
    path = tmp_path / "x.phh"
    path.write_text(GOOD.replace("starting_stacks = [100, 50, 80]", "starting_stacks = ['a', 50, 80]"))
    [outcome] = outcomes(path)
    assert outcome.kind == "refused" and "line 5, 'starting_stacks[0]'" in outcome.text


def test_unknown_fields_are_ignored(tmp_path):
    path = tmp_path / "x.phh"
    path.write_text(GOOD + "event = 'somewhere'\nmy_own_field = {a = 1}\n")
    assert [o.kind for o in outcomes(path)] == ["agreed"]


def test_a_missing_file_is_reported_and_the_others_still_replayed(tmp_path):
    (tmp_path / "1.phh").write_text(GOOD)
    result = invoke("replay", str(tmp_path / "nothing.phh"), str(tmp_path / "1.phh"))
    assert result.exit_code == 2 and "cannot read file" in result.output and "1 agreed" in result.output


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, len(GOOD)), noise=st.binary(max_size=8), at=st.integers(0, len(GOOD)))
def test_no_broken_file_makes_an_internal_error(tmp_path_factory, cut, noise, at):
    data = GOOD.encode()[:cut]
    data = data[:at] + noise + data[at:]
    path = tmp_path_factory.mktemp("fuzz") / "x.phh"
    path.write_bytes(data)
    for outcome in outcomes(path):  # replay_path itself must not raise
        assert outcome.kind in ("agreed", "played", "disagreed", "refused")
        assert outcome.text


@pytest.mark.parametrize(
    "change",
    [
        ("starting_stacks = [100, 50, 80]", "starting_stacks = [inf, inf, inf]"),
        ("starting_stacks = [100, 50, 80]", "starting_stacks = [nan, 50, 80]"),
        ("starting_stacks = [100, 50, 80]", "starting_stacks = [100]"),
        ("starting_stacks = [100, 50, 80]", "starting_stacks = 100"),
        ("antes = [0, 0, 0]", "antes = [0, 0, 0, 0, 0]"),
        ("antes = [0, 0, 0]", "antes = {x = 1}"),
        ("'p3 cbr 6'", "'p3 cbr'"),
        ("'p3 cbr 6'", "'p3 cbr six'"),
        ("'p3 cbr 6'", "'p9 cbr 6'"),
        ("'p3 cbr 6'", "'p3 xyz 6'"),
        ("'d dh p1 AhAd'", "'d dh p1 AhA'"),
        ("'d dh p1 AhAd'", "'d dh p1 ZzAd'"),
        ("'d dh p1 AhAd'", "'d dh p1 AhAh'"),
        ("'p1 sm AhAd'", "'p1 sm ????'"),
        ("'p1 sm AhAd'", "'p1 sd ??'"),
        ("variant = 'NT'", "variant = 3"),
        ("variant = 'NT'", "variant = 'XX'"),
        ("actions = [", "actions = [3, "),
    ],
)
def test_each_broken_field_is_refused_with_a_message(tmp_path, change):
    path = tmp_path / "x.phh"
    path.write_text(GOOD.replace(*change))
    for outcome in outcomes(path):
        assert outcome.kind in ("agreed", "played", "disagreed", "refused") and outcome.text


def test_a_history_of_a_variant_beside_it_is_found_there(tmp_path, monkeypatch):
    variant = tmp_path / "games" / "deep.poker"
    variant.parent.mkdir()
    variant.write_text('extends "holdem"\ngame "Deep hold\'em"\nstakes blinds 5/10 stack 1000\n')
    history = tmp_path / "games" / "h.jsonl"
    made = invoke("run", str(variant), "--players", "3", "--hands", "3", "--seed", "1", "--history", str(history))
    assert made.exit_code == 0, made.output
    monkeypatch.chdir(tmp_path)  # not where the variant is: it is found beside the history
    result = invoke("replay", str(history))
    assert result.exit_code == 0 and "every result matches" in result.output
    history.rename(tmp_path / "h.jsonl")
    lost = invoke("replay", str(tmp_path / "h.jsonl"))
    assert "give --variant PATH" in lost.output
    found = invoke("replay", str(tmp_path / "h.jsonl"), "--variant", str(variant))
    assert found.exit_code == 0, found.output
