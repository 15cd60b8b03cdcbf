"""Defects the hostile sweep (tests/cli/test_hostile_sweep.py) found, each held by a test."""

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
    assert (
        invoke(
            "run", "holdem", "--hands", "1", "--seed", "2", "--players", "2", "--phh", str(tmp_path / "out")
        ).exit_code
        == 0
    )
    hand.write_text(next((tmp_path / "out").iterdir()).read_text())
    (tmp_path / "notes.md").write_text("not a hand")
    result = invoke("replay", str(tmp_path / "deep"))
    assert result.exit_code == 0, result.output
    assert "1 hand in 1 file: 1 agreed" in result.output


def test_play_shows_control_characters_typed_instead_of_sending_them_to_the_terminal():
    result = invoke("play", "holdem", "--seed", "1", "--players", "2", input="\x1b[2J\n\u202e\nfold\nq\n")
    assert "\x1b" not in result.output and "\u202e" not in result.output
    assert "'\\x1b[2J' is not an action here" in result.output
    assert "'\\u202e' is not an action here" in result.output


GUTS_ALONE = """game "guts, won alone"
import rankings
players 2..4
forced ante
stakes ante 1
zone hand per seat private
repeat until one in {
  deal 3 down to hand
  bet
  declare in, out = fold in turn
  showdown { best 3 of hand by three-card  win only alone }
}
"""


def _play_out(game, players: int, seed: int, stacks):
    import random

    from pokerlang.engine import TableStakes, new_hand

    rng = random.Random(seed)
    state = new_hand(game, TableStakes(players=players, ante=1, stacks=stacks, max_rounds=30), seed=seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()).sample(rng))
    return state.result()


def test_a_side_pot_won_beside_a_main_pot_that_stays_loses_no_chip(tmp_path):
    """Short stacks make side pots; `win only alone` paid a side pot and kept the main
    pot for the next deal, then cleared every chip in the middle: the main pot was lost."""
    from pokerlang.compiler import compile_file

    path = tmp_path / "v.poker"
    path.write_text(GUTS_ALONE)
    game = compile_file(path)
    for seed in range(120):
        result = _play_out(game, 4, seed, (200, 1, 9, 6))
        assert sum(result.net) == 0, (seed, result.net)


def test_a_pot_rule_for_the_next_deal_needs_a_next_deal(check):
    out = check("""\
        game "alone, once"
        import rankings
        players 2..6
        forced ante
        zone hand per seat private
        step deal { deal 3 to hand  bet }
        showdown { best 3 of hand by three-card  losers match pot }
        """)
    assert "v.poker:7:1: error[E224]: `losers match pot` is a rule for the pot of the next deal" in out


def test_win_only_alone_with_no_next_deal_splits_the_pot_rather_than_losing_it(tmp_path):
    """Played past the check (E224), a pot that would stay for a next deal that never
    comes goes to its contenders: `check`-clean or not, no chip is destroyed."""
    from pokerlang.compiler import compile_file

    path = tmp_path / "v.poker"
    path.write_text(GUTS_ALONE.replace("repeat until one in {", "step once {"))
    game = compile_file(path)
    for seed in range(60):
        assert sum(_play_out(game, 3, seed, (200, 200, 200)).net) == 0, seed


def test_a_byte_order_mark_opening_a_file_is_not_part_of_the_text(tmp_path):
    from pokerlang.resources import variants_dir

    path = tmp_path / "bom.poker"
    path.write_bytes(b"\xef\xbb\xbf" + (variants_dir() / "holdem.poker").read_bytes())
    assert invoke("check", str(path)).exit_code == 0
    history = tmp_path / "h.jsonl"
    assert invoke("run", "holdem", "--hands", "2", "--seed", "1", "--history", str(history)).exit_code == 0
    history.write_bytes(b"\xef\xbb\xbf" + history.read_bytes())
    result = invoke("replay", str(history))
    assert result.exit_code == 0 and "every result matches" in result.output


def test_a_diagnostic_quotes_the_line_the_parser_counted(check):
    """A form feed or U+2028 in a comment is no line break to the parser: the snippet
    under a diagnostic showed the wrong line."""
    out = check('game "x"\n# a\x0c b \u2028 c\nplayers 2..4\nzone hand per seat privat\n')
    assert out.splitlines()[1] == "  zone hand per seat privat"


def test_equity_refuses_a_count_of_deals_that_would_never_finish():
    """`--samples 10**30` (or `--exact-limit`) sampled for ever."""
    for option in ("--samples", "--exact-limit"):
        # Hold'em's deals are ranked on arrays: ten million is the cap (preflop is 1,712,304).
        result = invoke("equity", "holdem", "--hands", "AsKs QdQc", option, "9" * 30)
        assert result.exit_code == 2
        assert f"pokerlang equity: error: {option} is at most 10,000,000 deals" in result.output
        # Wild cards are ranked deal by deal: a million.
        result = invoke("equity", "california-lowball", "--hands", "As2d3d4d X1KhQhJhTh", option, "9" * 30)
        assert result.exit_code == 2
        assert f"pokerlang equity: error: {option} is at most 1,000,000 deals" in result.output


def test_a_history_into_a_pipe_nobody_reads_is_refused_at_once(tmp_path):
    """`--history FIFO --force` blocked in open() for ever."""
    import os

    import pytest

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    result = invoke("run", "holdem", "--hands", "1", "--history", str(pipe), "--force")
    assert result.exit_code == 2
    assert "cannot write the history: it is a pipe nobody reads" in result.output


def test_a_report_into_a_pipe_nobody_reads_is_refused_at_once(tmp_path):
    import os

    import pytest

    pytest.importorskip("matplotlib")
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    result = invoke("stats", "holdem", "--hands", "3", "--html", str(pipe))
    assert result.exit_code == 2
    assert f"cannot write {pipe}: it is a pipe nobody reads" in result.output


def test_a_blind_posted_out_of_turn_in_a_game_without_blinds_is_refused(tmp_path):
    """PHH's negative blind (a post) in a stud hand was dropped without a word, and the
    tampered hand replayed as agreed."""
    out = tmp_path / "out"
    assert (
        invoke(
            "run",
            "seven-card-stud",
            "--hands",
            "1",
            "--seed",
            "2",
            "--players",
            "3",
            "--phh",
            str(out),
            "--agents",
            "call",
        ).exit_code
        == 0
    )
    text = next(out.iterdir()).read_text()
    assert "blinds_or_straddles = [0, 0, 0]" in text
    hand = tmp_path / "posted.phh"
    hand.write_text(text.replace("blinds_or_straddles = [0, 0, 0]", "blinds_or_straddles = [0, 0, -1]"))
    result = invoke("replay", str(hand))
    assert result.exit_code == 1
    assert "refused: the hand: cannot deal it: Seven-card stud has no blinds" in result.output


def test_run_play_and_stats_refuse_a_file_check_finds_errors_in(tmp_path):
    """`run` compiled the file and played it, whatever `check` said: a file that ranks
    hands from too many cards crawled, one that runs out of cards at most players
    could crash. The promise is for a check-clean file; the others are refused."""
    path = tmp_path / "v.poker"
    path.write_text(
        'game "short"\nimport rankings\nplayers 2..10\nforced ante\nzone hand per seat private\n'
        "deal 6 to hand\nbet\nshowdown best 5 of hand by high\n"
    )
    assert "error[E201]" in invoke("check", str(path)).output
    for command in (("run", "--hands", "1"), ("stats", "--hands", "1"), ("play",)):
        result = invoke(command[0], str(path), "--players", "2", *command[1:], input="q\n")
        assert result.exit_code == 1, (command, result.output)
        assert "error[E201]: with 10 players, dealing 6 to hand needs" in result.output


def test_a_record_whose_big_bet_is_below_its_small_bet_is_refused(tmp_path):
    """`run --bets 2/0` is refused; a history saying so replayed as agreed when nobody bet."""
    import json

    path = tmp_path / "h.jsonl"
    assert (
        invoke("run", "kuhn", "--hands", "1", "--seed", "3", "--agents", "call", "--history", str(path)).exit_code == 0
    )
    record = json.loads(path.read_text())
    record["stakes"]["big_bet"] = 0
    path.write_text(json.dumps(record) + "\n")
    result = invoke("replay", str(path))
    assert result.exit_code == 1
    assert "cannot deal it: the big bet (0) is at least the small bet (1)" in result.output


def test_serve_refuses_a_port_out_of_range_and_a_database_it_cannot_open(tmp_path):
    """Both were internal errors (exit 3): an OverflowError from bind(), and sqlite's
    error in the server's log at startup. Neither starts a server here."""
    result = invoke("serve", "--port", "99999999")
    assert result.exit_code == 2 and "is not in the range 1<=x<=65535" in result.output
    (tmp_path / "notes.txt").write_text("not a database\n")
    for db, reason in (
        (tmp_path / "notes.txt", "file is not a database"),
        (tmp_path / "no" / "such.db", "unable to open database file"),
    ):
        result = invoke("serve", "--db", str(db))
        assert result.exit_code == 2
        assert f"pokerlang serve: error: --db {db}: cannot open the database: {reason}" in result.output


def test_a_stack_too_deep_for_a_hand_to_end_is_refused():
    """`--stack 10**30 --agents raise`: two bots raising the minimum at each other make
    stack / big blind raises; the run never finished."""
    result = invoke("run", "drawmaha", "--hands", "1", "--agents", "raise", "--stack", "9" * 30)
    assert result.exit_code == 2
    assert "is more than 10,000 big blinds of 2, the deepest a table plays" in result.output
    assert invoke("run", "holdem", "--hands", "1", "--agents", "raise", "--stack", "20000").exit_code == 0
