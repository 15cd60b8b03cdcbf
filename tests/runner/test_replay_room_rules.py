"""`replay` told a room's house rules with `run`'s stake options: a cap of a bet and four
raises, a straddle. The rules reach the stakes a PHH hand or a site's log is played at;
an option the record states too must agree with it."""

from __future__ import annotations

from click.testing import CliRunner
from helpers.paths import TESTS

from pokerlang.cli import cli
from pokerlang.runner.replay_files import replay_path
from pokerlang.runner.room import RoomRules

STRADDLE_LOG = TESTS / "site_logs" / "pokerstars-straddle.txt"  # hand-made (its README)

# Three players at limit hold'em 1/2: the big blind's bet and four raises before the flop,
# one more than the three raises a table of three plays to.
CAPPED = """variant = "FT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsAh", "d dh p2 KsKh", "d dh p3 QsQh", "p3 cbr 4", "p1 cbr 6", "p2 cbr 8", "p3 cbr 10",
  "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cc", "p2 cc", "p3 cc", "d db 3s", "p1 cc", "p2 cc", "p3 cc",
  "d db 4d", "p1 cc", "p2 cc", "p3 cc", "p1 sm AsAh", "p2 sm KsKh", "p3 sm QsQh"]
finishing_stacks = [120, 90, 90]
"""


def invoke(*args):
    return CliRunner().invoke(cli, ["replay", *args])


def outcomes(path, **rules):
    return [(o.kind, o.reason) for o in replay_path(path, None, None, RoomRules.parse(**rules))]


def test_a_straddled_log_is_refused_without_the_rooms_straddle():
    [(kind, reason)] = outcomes(STRADDLE_LOG)
    assert (kind, reason) == ("refused", "straddle")
    result = invoke(str(STRADDLE_LOG))
    assert result.exit_code == 1 and "--straddle" in result.output


def test_a_straddled_log_replays_with_the_rooms_straddle():
    assert outcomes(STRADDLE_LOG, straddle="0.20") == [("agreed", "")]
    result = invoke(str(STRADDLE_LOG), "--straddle", "0.2")
    assert result.exit_code == 0 and "match" in result.output, result.output


def test_a_straddle_other_than_the_rooms_is_refused():
    assert outcomes(STRADDLE_LOG, straddle="0.40") == [("refused", "room rules")]
    assert outcomes(STRADDLE_LOG, straddle="0") == [("refused", "room rules")]


def test_the_rooms_straddle_reaches_the_stakes_it_is_played_at():
    # The straddle is live: the straddler checks his option before the flop. Played with
    # the 0.20 as a dead post instead, the log's pot would not be the table's.
    from pokerlang.runner.phh import replay_phh
    from pokerlang.runner.site_logs import read_hand

    room = RoomRules.parse(straddle="0.20")
    hand = read_hand(STRADDLE_LOG.read_text(), "PokerStars", room)
    state, _ = replay_phh(hand.phh, winnings=False, room=room)
    assert state.stakes.straddle == 20 and [e.kind for e in state.log if e.seat == 2][:2] == ["straddle", "deal"]


def test_a_cap_of_a_bet_and_four_raises_is_told_to_replay(tmp_path):
    path = tmp_path / "capped.phh"
    path.write_text(CAPPED)
    [(kind, reason)] = outcomes(path)
    assert kind == "refused" and reason, reason  # the table's cap: a bet and three raises
    assert outcomes(path, cap=5) == [("agreed", "")]
    result = invoke(str(path), "--cap", "5")
    assert result.exit_code == 0, result.output
    assert outcomes(path, cap=4) == [(kind, reason)]


def test_an_option_the_record_states_must_agree_with_it(tmp_path):
    path = tmp_path / "capped.phh"
    path.write_text(CAPPED)
    assert outcomes(path, cap=5, stakes="1/2", bets="2/4") == [("agreed", "")]
    assert outcomes(path, cap=5, stakes="1/3") == [("refused", "room rules")]
    assert outcomes(path, cap=5, bets="2/5") == [("refused", "room rules")]


def test_a_history_of_run_is_not_told_room_rules(tmp_path):
    history = tmp_path / "hands.jsonl"
    assert (
        CliRunner().invoke(cli, ["run", "holdem", "--hands", "2", "--seed", "1", "--history", str(history)]).exit_code
        == 0
    )
    assert {o.reason for o in replay_path(history, None, None, RoomRules.parse(cap=5))} == {"room rules"}
    assert {o.kind for o in replay_path(history, None, None, RoomRules())} == {"agreed"}


def test_bad_room_options_are_usage_errors():
    for args in (["--straddle", "abc"], ["--cap", "0"], ["--stakes", "2/1"], ["--ante", "-1"]):
        result = invoke(str(STRADDLE_LOG), *args)
        assert result.exit_code == 2 and "pokerlang replay: error:" in result.output, (args, result.output)
