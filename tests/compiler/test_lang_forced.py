"""`forced ... straddle`, `big-blind ante`, `button ante` and `stakes ... straddle N`: what
they lower to, and what `check` refuses. Their play is in tests/variants/test_written_forced.py."""

from __future__ import annotations

import pytest
from helpers.written_games import compile_games, refused

from pokerlang.engine import TableStakes, new_hand
from pokerlang.ir import game as ir
from pokerlang.ir.stakes import DefaultStakes

GAME = """game "g"
import rankings
PLAYERS
betting no-limit
FORCED
zone hand per seat private
zone board shared public
step pre { deal 2 to hand  bet first after big-blind }
step flop { deal 3 to board  bet }
showdown best 5 of hand + board by high
"""


def text(forced: str, players: str = "players 2..9", betting: str = "no-limit") -> str:
    return GAME.replace("FORCED", forced).replace("PLAYERS", players).replace("no-limit", betting)


@pytest.mark.parametrize(
    ("forced", "lowered"),
    [
        ("forced blinds and straddle", ir.Forced(blinds=True, straddle=True)),
        ("forced blinds and big-blind ante", ir.Forced(blinds=True, ante=True, ante_by="big-blind")),
        (
            "forced blinds and big-blind ante 1 big-blinds",
            ir.Forced(blinds=True, ante=True, ante_by="big-blind", ante_big_blinds=1),
        ),
        ("forced blinds and button ante", ir.Forced(blinds=True, ante=True, ante_by="button")),
    ],
)
def test_the_forced_line_lowers_to_who_posts_what(tmp_path, forced, lowered):
    assert compile_games(tmp_path, g=text(forced))["g"].forced == lowered


def test_the_stakes_state_the_straddle(tmp_path):
    game = compile_games(tmp_path, g=text("forced blinds and straddle\nstakes blinds 1/2 straddle 5"))["g"]
    assert game.stakes == DefaultStakes(small_blind=1, big_blind=2, straddle=5)


def test_a_button_ante_is_the_dealers_for_the_table(tmp_path):
    game = compile_games(tmp_path, g=text("forced blinds and button ante"))["g"]
    state = new_hand(game, TableStakes(players=3, ante=2), seed=1, button=1)
    assert [(e.seat, e.amount) for e in state.log if e.kind == "ante"] == [(1, 2)]


@pytest.mark.parametrize(
    ("source", "code", "message"),
    [
        (text("forced ante and straddle"), "E308", "a straddle is a third blind"),
        (text("forced blinds and straddle", betting="fixed-limit"), "E308", "not fixed-limit"),
        (text("forced blinds and straddle", betting="spread"), "E308", "not spread"),
        (text("forced blinds and straddle", players="players 2"), "E308", "heads-up there is no seat"),
        (text("forced big-blind ante"), "E309", "the big blind pays this ante"),
        (text("forced blinds and ante and button ante"), "E111", "an ante twice"),
        (text("forced blinds\nstakes straddle 4"), "E305", "this game has no straddle"),
        (text("forced blinds and straddle\nstakes blinds 2/4 straddle 4"), "E306", "not more than the big blind of 4"),
        (text("forced blinds and straddle\nstakes straddle 0"), "E306", "at least one chip"),
    ],
)
def test_check_refuses_a_straddle_or_an_ante_that_cannot_be_posted(tmp_path, source, code, message):
    d = refused(tmp_path, source)
    assert d.code == code and message in d.message, d.render()
