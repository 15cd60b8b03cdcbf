"""Forced bets a file requires beyond blinds and antes, sentence by sentence, on the
written games ``holdem-straddle.poker`` (`forced blinds and straddle`) and
``holdem-big-blind-ante.poker`` (`forced blinds and big-blind ante 1 big-blinds`).

Four seats, the button at seat 0: seat 1 posts the small blind, seat 2 the big blind,
seat 3 sits left of the big blind.
"""

from __future__ import annotations

import pytest
from helpers.invariants import play_randomly
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.runner.stakes import table_stakes

STRADDLE = load_game(str(WRITTEN / "holdem-straddle.poker"))
BB_ANTE = load_game(str(WRITTEN / "holdem-big-blind-ante.poker"))


def posted(state) -> list[tuple[str, int | None, int]]:
    return [(e.kind, e.seat, e.amount) for e in state.log if e.kind in ("ante", "small-blind", "big-blind", "straddle")]


# "the player left of the big blind must post a live straddle of twice the big blind
# before the cards": the table says nothing of a straddle, and one is posted all the same.
def test_the_seat_left_of_the_big_blind_must_straddle_twice_the_big_blind():
    state = new_hand(STRADDLE, TableStakes(players=4), seed=1, button=0)
    assert posted(state) == [("small-blind", 1, 1), ("big-blind", 2, 2), ("straddle", 3, 4)]


# "play before the flop begins left of the straddle, and the straddler acts last and may
# raise even when everyone has only called"
def test_play_begins_left_of_the_straddle_and_the_straddler_keeps_the_option():
    state = new_hand(STRADDLE, TableStakes(players=4), seed=1, button=0)
    assert state.to_act == 0
    state.apply(Call(4))
    state.apply(Call(3))
    state.apply(Call(2))
    assert state.to_act == 3
    assert Check() in state.legal_actions() and any(isinstance(o, RaiseRange) for o in state.legal_actions())


# "heads-up there is no straddle"
def test_heads_up_there_is_no_straddle():
    state = new_hand(STRADDLE, TableStakes(players=2), seed=1, button=0)
    assert [k for k, _, _ in posted(state)] == ["small-blind", "big-blind"]


# The file states its size (`stakes blinds 1/2 straddle 4`); the table may change it, or
# play without it.
@pytest.mark.parametrize(("option", "expected"), [(None, 4), (6, 6), (0, 0)])
def test_the_table_sets_the_straddle_over_the_file(option, expected):
    stakes = table_stakes(STRADDLE, 4, straddle=option)
    state = new_hand(STRADDLE, stakes, seed=1, button=0)
    assert [a for k, _, a in posted(state) if k == "straddle"] == ([expected] if expected else [])


# "the big blind also pays one ante for the whole table, the size of the big blind"
def test_the_big_blind_pays_one_ante_for_the_table():
    state = new_hand(BB_ANTE, TableStakes(players=4, small_blind=5, big_blind=10), seed=1, button=0)
    assert posted(state) == [("small-blind", 1, 5), ("big-blind", 2, 10), ("ante", 2, 10)]
    assert state.chips.in_pot == 25


# "if the big blind cannot pay both in full, the blind is posted first and the ante from
# what is left"
def test_a_short_big_blind_posts_the_blind_first():
    state = new_hand(BB_ANTE, TableStakes(players=4, stacks=(100, 100, 3, 100)), seed=1, button=0)
    assert posted(state)[1:] == [("big-blind", 2, 2), ("ante", 2, 1)]


# "the ante is dead money in the main pot": it calls nothing, so the big blind still faces
# only the blinds when everyone calls.
def test_the_ante_is_dead_money():
    state = new_hand(BB_ANTE, TableStakes(players=4), seed=1, button=0)
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Call(1))
    assert state.to_act == 2 and Check() in state.legal_actions()


# Who antes is the table's to change: `--ante-kind each` makes every seat ante.
def test_the_table_may_have_everyone_ante():
    stakes = table_stakes(BB_ANTE, 4, ante_kind="each")
    state = new_hand(BB_ANTE, stakes, seed=1, button=0)
    assert [s for k, s, _ in posted(state) if k == "ante"] == [1, 2, 3, 0]


def test_explain_names_both():
    assert "small and big blinds and a straddle from the player to the left of the big blind" in explain(STRADDLE)
    assert "the straddler acts last and may raise" in explain(STRADDLE)
    assert "an ante of one big blind from the big blind for the whole table" in explain(BB_ANTE)


@pytest.mark.parametrize("game", [STRADDLE, BB_ANTE], ids=["straddle", "big-blind-ante"])
def test_random_play_keeps_every_invariant(game):
    for players in (2, 3, 6):
        play_randomly(game, players, players, probe=False)
