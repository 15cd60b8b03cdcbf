"""An optional live straddle (a table stake): the seat left of the big blind posts twice
the big blind before the cards, play before the flop begins to its left, the minimum
raise is the straddle, and the straddler keeps the option to raise."""

import tomllib

import pytest

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, EngineError, RaiseRange, TableStakes, new_hand


@pytest.fixture(scope="module")
def holdem():
    return load_game("holdem")


def test_the_seat_left_of_the_big_blind_posts_it_and_play_starts_to_its_left(holdem):
    state = new_hand(holdem, TableStakes(players=4, straddle=4), seed=1, button=0)
    assert state.chips.bets == [0, 1, 2, 4]
    assert state.to_act == 0


def test_the_minimum_raise_is_the_straddle(holdem):
    state = new_hand(holdem, TableStakes(players=4, straddle=4), seed=1, button=0)
    [raise_range] = [o for o in state.legal_actions() if isinstance(o, RaiseRange)]
    assert raise_range.min == 8


def test_the_straddler_keeps_the_option(holdem):
    state = new_hand(holdem, TableStakes(players=4, straddle=4), seed=1, button=0)
    state.apply(Call(4))
    state.apply(Call(3))
    state.apply(Call(2))
    assert state.to_act == 3
    assert Check() in state.legal_actions()
    assert any(isinstance(o, RaiseRange) for o in state.legal_actions())
    state.apply(Check())
    assert state.street == "flop"


def test_no_straddle_heads_up(holdem):
    state = new_hand(holdem, TableStakes(players=2, straddle=4), seed=1, button=0)
    assert sorted(state.chips.bets) == [1, 2]


def test_a_straddle_must_exceed_the_big_blind_and_needs_big_bet_betting(holdem):
    with pytest.raises(EngineError, match="bigger than the big blind"):
        new_hand(holdem, TableStakes(players=4, straddle=2), seed=1)
    with pytest.raises(EngineError, match="no-limit and pot-limit"):
        new_hand(load_game("holdem-limit"), TableStakes(players=4, straddle=4), seed=1)


def test_run_and_replay_with_a_straddle(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    history = tmp_path / "h.jsonl"
    ran = CliRunner().invoke(
        cli,
        [
            "run",
            "holdem",
            "--players",
            "4",
            "--hands",
            "20",
            "--seed",
            "3",
            "--straddle",
            "4",
            "--history",
            str(history),
        ],
    )
    assert ran.exit_code == 0, ran.output
    assert '"straddle": 4' in history.read_text() or '"straddle":4' in history.read_text()
    replayed = CliRunner().invoke(cli, ["replay", str(history)])
    assert replayed.exit_code == 0, replayed.output


def test_a_straddled_hand_goes_to_phh_and_pokerkit_reads_it_back(tmp_path):
    pokerkit = pytest.importorskip("pokerkit")
    from click.testing import CliRunner

    from pokerlang.cli import cli
    from pokerlang.runner.phh import replay_phh

    ran = CliRunner().invoke(
        cli,
        ["run", "holdem", "--players", "4", "--hands", "5", "--seed", "5", "--straddle", "4", "--phh", str(tmp_path)],
    )
    assert ran.exit_code == 0, ran.output
    for path in sorted(tmp_path.glob("*.phh")):
        text = path.read_text()
        assert "blinds_or_straddles = [1, 2, 4, 0]" in text
        with path.open("rb") as file:
            history = pokerkit.HandHistory.load(file)
        final = list(history)[-1]
        replay_phh(text)  # and our own import plays it to the same end
        ours = tomllib.loads(text).get("finishing_stacks")
        assert ours is not None and list(final.stacks) == ours
