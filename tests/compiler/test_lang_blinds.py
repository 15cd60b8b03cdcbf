"""`forced 3 blinds`, `N straddles`, `button straddle`, `stakes bets S/B/BIGGEST`,
`bet biggest` and `kill ... when a player scoops N big-blinds`: what they lower to, and
what `check` refuses. Their play is in tests/variants/test_written_blinds.py,
test_written_bet_sizes.py and tests/runner/test_kill.py."""

from __future__ import annotations

import pytest
from helpers.written_games import compile_games, refused

from pokerlang.engine import TableStakes, new_hand
from pokerlang.ir import game as ir
from pokerlang.ir.stakes import DefaultStakes, Kill

GAME = """game "g"
import rankings
players 2..6
betting LIMIT
FORCED
zone hand per seat private
zone board shared public
step pre { deal 2 to hand  bet first after big-blind }
step flop { deal 3 to board  bet LAST }
showdown best 5 of hand + board by high
"""


def text(forced: str, limit: str = "no-limit", last: str = "big", players: str = "players 2..6") -> str:
    source = GAME.replace("FORCED", forced).replace("LIMIT", limit).replace("LAST", last)
    return source.replace("players 2..6", players)


@pytest.mark.parametrize(
    ("forced", "lowered"),
    [
        ("forced 3 blinds", ir.Forced(blinds=True, third_blind=True)),
        ("forced 2 blinds", ir.Forced(blinds=True)),
        ("forced blinds and 3 straddles", ir.Forced(blinds=True, straddle=True, straddles=3)),
        ("forced blinds and button straddle", ir.Forced(blinds=True, straddle=True, button_straddle=True)),
        ("forced 3 blinds and straddle", ir.Forced(blinds=True, straddle=True, third_blind=True)),
    ],
)
def test_the_forced_line_lowers_to_who_posts_what(tmp_path, forced, lowered):
    assert compile_games(tmp_path, g=text(forced))["g"].forced == lowered


def test_the_stakes_state_a_third_blind_and_a_third_bet(tmp_path):
    source = text("forced 3 blinds\nstakes blinds 1/2/5 bets 2/4/8", limit="fixed-limit", last="biggest")
    game = compile_games(tmp_path, g=source)["g"]
    assert game.stakes == DefaultStakes(
        small_blind=1, big_blind=2, third_blind=5, small_bet=2, big_bet=4, biggest_bet=8
    )
    assert [a.size for st in game.streets for a in st.actions if isinstance(a, ir.Bet)] == ["small", "biggest"]


# A straddle after a third blind is twice the third blind, from the seat on its left.
def test_a_straddle_after_a_third_blind_is_twice_it(tmp_path):
    game = compile_games(tmp_path, g=text("forced 3 blinds and straddle"))["g"]
    state = new_hand(game, TableStakes(players=5), seed=1, button=0)
    posted = [(e.kind, e.seat, e.amount) for e in state.log if e.kind in ("third-blind", "straddle")]
    assert posted == [("third-blind", 3, 4), ("straddle", 4, 8)] and state.to_act == 0


# Foster's blind and straddles: after a single blind every other seat may straddle, the
# dealer last, and the player left of the last straddle acts first.
def test_after_a_single_blind_every_other_seat_may_straddle(tmp_path):
    game = compile_games(tmp_path, g=text("forced blind and 2 straddles", players="players 3"))["g"]
    state = new_hand(game, TableStakes(players=3, big_blind=1, straddle=2), seed=1, button=0)
    posted = [(e.kind, e.seat, e.amount) for e in state.log if e.kind in ("big-blind", "straddle")]
    assert posted == [("big-blind", 1, 1), ("straddle", 2, 2), ("straddle", 0, 4)] and state.to_act == 1


@pytest.mark.parametrize(
    ("line", "kill"),
    [
        ("kill when a player scoops 10 big-blinds", Kill(big_blinds=10)),
        ("kill full when a player scoops 12 big-blinds", Kill(big_blinds=12)),
        ("kill half when a player scoops 8 big-blinds", Kill(big_blinds=8, half=True)),
    ],
)
def test_a_kill_lowers_to_its_size_and_its_pot(tmp_path, line, kill):
    game = compile_games(tmp_path, g=text(f"forced blinds\n{line}", limit="fixed-limit"))["g"]
    assert game.kill == kill


def test_a_variation_inherits_and_replaces_the_kill(tmp_path):
    base = text("forced blinds\nkill when a player scoops 10 big-blinds", limit="fixed-limit")
    games = compile_games(tmp_path, g=base, h='extends "g"\ngame "h"\nkill half when a player scoops 5 big-blinds\n')
    assert games["g"].kill == Kill(big_blinds=10) and games["h"].kill == Kill(big_blinds=5, half=True)


@pytest.mark.parametrize(
    ("source", "code", "message"),
    [
        (text("forced 4 blinds"), "E314", "two or three blinds, not 4"),
        (text("forced 3 blinds", players="players 2"), "E314", "no seat for a third blind"),
        (text("forced blinds and 5 straddles"), "E314", "at most 4 seats are left of the blinds of 6"),
        (text("forced 4 straddles and 3 blinds"), "E314", "at most 3 seats are left of the blinds of 6"),
        # after a single blind every other seat may straddle (the dealer too)
        (text("forced blind and 6 straddles"), "E314", "at most 5 seats are left of the blinds of 6"),
        (text("forced blinds and 2 straddles", players="players 3"), "E314", "1 seat is left"),
        (text("forced blinds and 0 straddles"), "E314", "write 1 to 4 straddles"),
        (text("forced blinds and straddle and button straddle"), "E314", "do not go together"),
        (text("forced blinds and button straddle", limit="fixed-limit"), "E308", "not fixed-limit"),
        (text("forced ante and button straddle"), "E308", "a straddle is a third blind"),
        (text("forced blinds\nstakes blinds 1/2/4"), "E305", "this game has two blinds"),
        (text("forced 3 blinds\nstakes blinds 1/4/2"), "E306", "less than the big blind of 4"),
        (text("forced 3 blinds and straddle\nstakes blinds 1/2/4 straddle 4"), "E306", "the third blind of 4"),
        (text("forced blinds\nstakes bets 2/4/8", limit="fixed-limit"), "E316", "no round bets it"),
        (text("forced blinds\nstakes bets 2/4/3", limit="fixed-limit", last="biggest"), "E306", "the biggest bet"),
        (text("forced blinds\nkill when a player scoops 10 big-blinds"), "E317", "this game is no-limit"),
        (text("forced ante\nkill when a player scoops 10 big-blinds", limit="fixed-limit"), "E317", "no blinds"),
        (text("forced ante\nkill when a player scoops 10 big-blinds", limit="fixed-limit"), "E317", "(stud, razz)"),
        (text("forced blinds\nkill when a player scoops 0 big-blinds", limit="fixed-limit"), "E050", "out of range"),
    ],
)
def test_check_refuses_blinds_bets_and_kills_that_cannot_be_played(tmp_path, source, code, message):
    d = refused(tmp_path, source)
    assert d.code == code and message in d.message + d.hint, d


def test_a_round_of_the_biggest_bet_inside_an_if_plays_the_third_size(tmp_path):
    source = text("forced blinds\nstakes bets 2/4/8", limit="fixed-limit", last="big")
    source = source.replace("bet big", "if pot > 20 { bet biggest } else { bet big }")
    assert "if pot > 20 { bet biggest }" in source
    assert compile_games(tmp_path, g=source)["g"].stakes.biggest_bet == 8


# A single blind is the big blind to the rules (it sizes the bets) but "the blind" to a
# reader: the log and the English say so.
def test_a_single_blind_is_said_the_blind(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli
    from pokerlang.explain import explain

    path = tmp_path / "one.poker"
    path.write_text(text("forced blind", players="players 3"))
    out = CliRunner().invoke(cli, ["run", str(path), "--hands", "1", "--players", "3", "--log"])
    assert out.exit_code == 0 and "posts the blind 2" in out.output and "big blind" not in out.output
    said = explain(compile_games(tmp_path, g=text("forced blind", players="players 3"))["g"])
    assert "the player to the left of the blind" in said and "big blind" not in said
