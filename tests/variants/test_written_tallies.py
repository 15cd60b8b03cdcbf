"""Tallies and players put out (``tally strikes per seat``, ``add``, ``set``, ``put ... out``),
rule by rule: the written game ``holdem-three-strikes``, on stacked decks, and run hand
after hand by ``pokerlang run``.

The rule: "A showdown lost (in at the showdown, winning nothing) is a strike; winning a
pot wipes the strikes out; the third strike in a row puts the player out." """

from __future__ import annotations

import json
from itertools import pairwise

from click.testing import CliRunner
from helpers.stacking import holdem_deck
from helpers.written_games import WRITTEN
from helpers.written_play import game

from pokerlang.cli import cli
from pokerlang.engine import Call, Check, EngineError, Fold, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.runner.agents import make_agents
from pokerlang.runner.simulate import simulate

import pytest

HOLES = {0: "As Ad", 1: "Kc Kd", 2: "7h 2c"}
BOARD = "Ah 9s 4c 5d Jh"  # the aces win


def strikes_hand(strikes=(0, 0, 0), holes=HOLES, board=BOARD):
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200, tallies={"strikes": strikes})
    return new_hand(game("holdem-three-strikes"), table, deck=holdem_deck(holes, board, 0, 3), button=0)


def check_down(state):
    while not state.is_over:
        state.apply(Check() if any(isinstance(o, Check) for o in state.legal_actions()) else Call())
    return state.result()


# "A showdown lost is a strike": the two hands beaten at the showdown get one each.
def test_a_showdown_lost_is_a_strike():
    result = check_down(strikes_hand())
    assert result.tallies == {"strikes": (0, 1, 1)} and result.out == ()


# "... in at the showdown": a player who folds takes no strike (and keeps those it has).
def test_a_player_who_folds_takes_no_strike():
    state = strikes_hand((0, 2, 1))
    state.apply(Call())  # seat 0 calls, seat 1 folds its small blind, seat 2 checks
    state.apply(Fold())
    result = check_down(state)
    assert result.tallies == {"strikes": (0, 2, 2)} and result.out == ()


# "Winning a pot wipes the strikes out."
def test_winning_a_pot_wipes_the_strikes_out():
    result = check_down(strikes_hand((2, 1, 0)))
    assert result.tallies["strikes"][0] == 0


# "... the third strike in a row puts the player out" (once this hand is over).
def test_the_third_strike_puts_the_player_out():
    result = check_down(strikes_hand((0, 2, 1)))
    assert result.tallies == {"strikes": (0, 3, 2)} and result.out == (1,)
    assert "seat 1 is out of the game" in result.describe()


def test_a_hand_starts_with_the_counts_the_table_gives_it_and_refuses_a_wrong_number():
    with pytest.raises(EngineError, match="strikes"):
        strikes_hand((0, 1))


# `pokerlang run` carries the strikes from hand to hand, deals no more hands to a player
# who is out, and stops when fewer than two are left, saying so.
def test_a_run_carries_the_strikes_and_stops_when_one_player_is_left():
    summary = simulate(game("holdem-three-strikes"), TableStakes(players=4), make_agents("call", 4), 50, 1)
    assert summary.hands < 50 and summary.stopped is not None and "fewer than the 2 it needs" in summary.stopped
    # the counts at the end, and who is still in the game (the players out hold three strikes)
    assert summary.still_in is not None and len(summary.still_in) == 1
    assert [s for s, n in enumerate(summary.counts["strikes"]) if n < 3] == summary.still_in


def test_the_history_records_the_counts_each_hand_starts_and_ends_with(tmp_path):
    history = tmp_path / "h.jsonl"
    path = str(WRITTEN / "holdem-three-strikes.poker")
    args = [
        "run",
        path,
        "--hands",
        "30",
        "--players",
        "4",
        "--agents",
        "call",
        "--seed",
        "1",
        "--history",
        str(history),
    ]
    out = CliRunner().invoke(cli, args)
    assert out.exit_code == 0, out.output
    assert "stopped after hand" in out.output
    assert "strikes at the end: seat 0 " in out.output and "still in the game: seat " in out.output
    hands = [json.loads(line) for line in history.read_text().splitlines()]
    for before, after in pairwise(hands):
        kept = [c for s, c in enumerate(before["tallies"]["strikes"]) if s not in before.get("out", [])]
        assert after["stakes"]["tallies"]["strikes"] == kept
        assert len(after["starting_stacks"]) == len(before["starting_stacks"]) - len(before.get("out", []))
    replay = CliRunner().invoke(cli, ["replay", str(history), "--variant", path])
    assert replay.exit_code == 0 and "every result matches" in replay.output


def test_explain_says_the_strikes():
    text = explain(game("holdem-three-strikes"))
    assert "Each player has a count of strikes" in text
    assert "1 is added to their strikes" in text and "if their strikes is at least 3" in text


def lives_hand(lives=(3, 3, 3)):
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200, tallies={"lives": lives})
    return new_hand(game("holdem-three-lives"), table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0)


# Three lives: "each player starts with three lives".
def test_each_player_starts_with_three_lives():
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200)
    state = new_hand(game("holdem-three-lives"), table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0)
    assert state.tallies == {"lives": [3, 3, 3]}


# "... a showdown lost costs one": the winner keeps its lives.
def test_a_showdown_lost_costs_a_life():
    assert check_down(lives_hand()).tallies == {"lives": (3, 2, 2)}


# "... and a player with none left is out of the game".
def test_a_player_with_no_life_left_is_out():
    result = check_down(lives_hand((1, 1, 2)))
    assert result.tallies == {"lives": (1, 0, 1)} and result.out == (1,)


def tenth_hand(dealt: int):
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200, tallies={"hands-dealt": (dealt,)})
    return new_hand(game("holdem-every-tenth-hand"), table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0)


# A table's tally: "the table counts the hands dealt, and on every tenth one each player
# antes a big blind into the pot".
def test_the_table_counts_the_hands_and_the_tenth_has_a_big_ante():
    ninth = check_down(tenth_hand(8))
    assert ninth.tallies == {"hands-dealt": (9,)} and ninth.paid == ()
    tenth = check_down(tenth_hand(9))
    assert tenth.tallies == {"hands-dealt": (0,)}
    assert [(p.payer, p.payee, p.amount) for p in tenth.paid] == [(1, "pot", 2), (2, "pot", 2), (0, "pot", 2)]
    assert tenth.pots[0].amount == 12 and tenth.net == (8, -4, -4)


def test_a_run_carries_the_table_count_from_hand_to_hand():
    antes: list[int] = []

    def seen(i, entry):
        if any(p["payee"] == "pot" for p in entry.get("paid", [])):
            antes.append(i)

    table = TableStakes(players=3)
    summary = simulate(game("holdem-every-tenth-hand"), table, make_agents("call", 3), 25, 4, seen, record=True)
    assert summary.hands == 25 and summary.stopped is None
    assert antes == [9, 19]  # the tenth and the twentieth hands


# The terminal table carries the strikes too, shows them after each hand, and ends the
# session when the person is out (or too few are left).
def test_the_terminal_table_carries_the_strikes_and_ends_when_the_person_is_out():
    from rich.console import Console

    from pokerlang.runner.agents import CallAgent
    from pokerlang.runner.play import play_session
    from pokerlang.runner.screen import Screen

    strikes = game("holdem-three-strikes")
    console = Console(width=100, record=True, color_system=None)

    def read(prompt: str) -> str:  # the person checks or calls down every hand
        return "check" if "check" in prompt else "call" if "call" in prompt else ""

    with console.capture() as out:
        session = play_session(
            strikes,
            TableStakes(players=3),
            [None, CallAgent(), CallAgent()],
            5,
            Screen(console, strikes),
            read,
            lambda: "",
            max_hands=30,
        )
    text = out.get()
    assert "strikes: " in text
    assert session.hands < 30 and ("you are out of the game" in text or "stopped after hand" in text)


# The table's own count is changed once, for no player: `seat` there names nobody, and
# `check` says so rather than add nothing (an outside author's `add bounty of seat to pool`).
def test_seat_in_a_change_of_the_tables_count_is_refused(tmp_path):
    from pokerlang.compiler import compile_source
    from pokerlang.diagnostics import PokerlangError

    path = tmp_path / "pool.poker"
    path.write_text(
        'extends "holdem"\ntally bounty per seat from 5\ntally pool shared\n'
        "when hand ends { add bounty of seat to pool if stack(seat) = 0 }\n",
        encoding="utf-8",
    )
    with pytest.raises(PokerlangError) as refused:
        compile_source(path)
    assert [d.code for d in refused.value.diagnostics] == ["E704"]


EACH_HAND = (
    (WRITTEN / "holdem-three-strikes.poker")
    .read_text()
    .replace("tally strikes per seat", "tally strikes per seat each hand")
)


def each_hand_game(tmp_path):
    path = tmp_path / "each-hand.poker"
    path.write_text(EACH_HAND)
    from pokerlang.compiler import load_game

    return load_game(str(path))


# `each hand`: a count for the hand alone, back to its start as every hand begins, whatever
# the table gives it; a run carries nothing from hand to hand for it.
def test_a_count_for_the_hand_alone_starts_over_each_hand(tmp_path):
    from pokerlang.compiler import load_game
    from pokerlang.runner.tallies import keeps_tallies

    g = each_hand_game(tmp_path)
    assert "strikes" in EACH_HAND and "each hand" in EACH_HAND
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200, tallies={"strikes": (2, 2, 2)})
    result = check_down(new_hand(g, table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0))
    assert result.tallies["strikes"] == (0, 1, 1)  # from 0, not the 2 given: one showdown lost
    assert "0 as each hand begins, for that hand alone" in explain(g)
    path = tmp_path / "flag.poker"
    path.write_text('game "A flag"\nextends holdem\ntally flag shared each hand\n')
    assert not keeps_tallies(load_game(str(path)))  # nothing carried: hands may be played apart
