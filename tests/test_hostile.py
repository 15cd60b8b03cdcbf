"""Defects the hostile sweep (tests/test_hostile_sweep.py) found, each held by a test."""

from click.testing import CliRunner

from pokerlang.cli import cli


def invoke(*args, input=None):
    result = CliRunner().invoke(cli, list(args), input=input)
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def test_a_betting_order_naming_a_zone_twice_is_refused_by_check(check):
    """`bet first best board + board by upcards` handed the evaluator every board card
    twice: check passed and `run` stopped with an internal error."""
    out = check("""\
        game "twice"
        import rankings
        players 2..4
        forced ante
        zone hand per seat private
        zone board shared public
        deal 2 to hand
        deal 3 to board
        bet first best board + board by upcards
        showdown best 5 of hand + board by high
        """)
    assert "v.poker:9:11: error[E111]: zone 'board' is named twice in this hand" in out
    assert "hint: name each zone once" in out


def test_replay_of_a_folder_too_large_to_be_hand_histories_is_refused_at_once(tmp_path, monkeypatch):
    """`replay /` walked the whole disk."""
    from pokerlang.runner import replay_files

    monkeypatch.setattr(replay_files, "MAX_FOLDER_ENTRIES", 5)
    for i in range(6):
        (tmp_path / f"{i}.phh").write_text("")
    result = invoke("replay", str(tmp_path))
    assert result.exit_code == 2
    assert "error[E902]: the folder holds more than 5 files and folders" in result.output


def test_replay_of_a_name_too_long_or_empty_is_unusable_input(tmp_path):
    """A 5,000-character name raised OSError out of `Path.is_dir`; an empty one was the
    working folder, walked whole."""
    for name in ("a" * 5000, ""):
        result = invoke("replay", name)
        assert result.exit_code == 2, result.output
        assert "cannot read file" in result.output


def test_replay_of_a_folder_finds_hand_files_in_sub_folders(tmp_path):
    (tmp_path / "deep" / "er").mkdir(parents=True)
    hand = tmp_path / "deep" / "er" / "1.phh"
    assert invoke("run", "holdem", "--hands", "1", "--seed", "2", "--players", "2",
                  "--phh", str(tmp_path / "out")).exit_code == 0
    hand.write_text(next((tmp_path / "out").iterdir()).read_text())
    (tmp_path / "notes.md").write_text("not a hand")
    result = invoke("replay", str(tmp_path / "deep"))
    assert result.exit_code == 0, result.output
    assert "1 hand in 1 file: 1 agreed" in result.output


def test_play_shows_control_characters_typed_instead_of_sending_them_to_the_terminal():
    result = invoke("play", "holdem", "--seed", "1", "--players", "2",
                    input="\x1b[2J\n\u202e\nfold\nq\n")
    assert "\x1b" not in result.output and "\u202e" not in result.output
    assert "'\\x1b[2J' is not an action here" in result.output
    assert "'\\u202e' is not an action here" in result.output

