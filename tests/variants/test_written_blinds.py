"""Blinds beyond the small blind, the big blind and one straddle, sentence by sentence, on
the written games ``holdem-re-straddle.poker`` (`forced blinds and 3 straddles`),
``holdem-mississippi-straddle.poker`` (`forced blinds and button straddle`) and
``holdem-three-blinds.poker`` (`forced 3 blinds`).

Six seats, the button at seat 0: seat 1 posts the small blind, seat 2 the big blind,
seats 3, 4 and 5 sit after them.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Fold, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.runner.stakes import table_stakes

RE_STRADDLE = load_game(str(WRITTEN / "holdem-re-straddle.poker"))
MISSISSIPPI = load_game(str(WRITTEN / "holdem-mississippi-straddle.poker"))
THREE_BLINDS = load_game(str(WRITTEN / "holdem-three-blinds.poker"))
BLINDS = ("small-blind", "big-blind", "third-blind", "straddle")


def posted(state) -> list[tuple[str, int | None, int]]:
    return [(e.kind, e.seat, e.amount) for e in state.log if e.kind in BLINDS]


def deal(game, players: int = 6, **stakes):
    return new_hand(game, table_stakes(game, players, **stakes), seed=1, button=0)


def raise_range(state) -> RaiseRange:
    return next(o for o in state.legal_actions() if isinstance(o, RaiseRange))


# "the player left of the big blind straddles for twice the big blind, the next player
# re-straddles for twice that, and the next for twice that again"
def test_three_straddles_each_from_the_next_seat_each_twice_the_last():
    assert posted(deal(RE_STRADDLE)) == [
        ("small-blind", 1, 1),
        ("big-blind", 2, 2),
        ("straddle", 3, 4),
        ("straddle", 4, 8),
        ("straddle", 5, 16),
    ]


# "while seats remain left of the blinds": four-handed, two seats are left for straddles.
def test_the_re_straddles_stop_where_the_seats_run_out():
    state = deal(RE_STRADDLE, players=4)
    assert posted(state)[2:] == [("straddle", 3, 4), ("straddle", 0, 8)]


# "play begins left of the last straddle, and the last straddler acts last and may raise"
def test_play_begins_left_of_the_last_straddle_and_it_acts_last():
    state = deal(RE_STRADDLE)
    assert state.to_act == 0
    assert raise_range(state).min == 32  # the last straddle is the largest raise so far
    state.apply(Call(16))
    state.apply(Call(15))
    state.apply(Call(14))
    state.apply(Call(12))
    state.apply(Call(8))
    assert state.to_act == 5
    assert Check() in state.legal_actions() and raise_range(state).min == 32


# "the player on the button posts a live straddle of twice the big blind"
def test_the_button_posts_the_mississippi_straddle():
    assert posted(deal(MISSISSIPPI)) == [("small-blind", 1, 1), ("big-blind", 2, 2), ("straddle", 0, 4)]


# "before the flop, play begins on the straddler's left, with the small blind, and goes
# round to the straddler, who acts last and may raise even when everyone has only called"
def test_play_begins_with_the_small_blind_and_the_button_acts_last():
    state = deal(MISSISSIPPI)
    order = []
    while state.to_act != 0:
        order.append(state.to_act)
        state.apply(Call(4 - state.chips.bets[state.to_act]))
    assert order == [1, 2, 3, 4, 5]
    assert Check() in state.legal_actions() and raise_range(state).min == 8


# "after the flop, play is as usual": the small blind first, the button last.
def test_after_the_flop_play_is_as_usual():
    state = deal(MISSISSIPPI)
    while state.to_act != 0:
        state.apply(Call(4 - state.chips.bets[state.to_act]))
    state.apply(Check())
    assert len(state.zones.table["board"]) == 3
    assert state.to_act == 1


# "heads-up there is no straddle"; three-handed the button is a seat of its own.
@pytest.mark.parametrize(("players", "straddle"), [(2, []), (3, [("straddle", 0, 4)])])
def test_the_button_straddles_when_it_is_not_a_blind(players, straddle):
    assert posted(deal(MISSISSIPPI, players=players))[2:] == straddle


# "a third blind of 4, posted by the player left of the big blind"
def test_the_third_blind_is_posted_left_of_the_big_blind():
    assert posted(deal(THREE_BLINDS)) == [("small-blind", 1, 1), ("big-blind", 2, 2), ("third-blind", 3, 4)]


# "before the flop, play begins left of the third blind, which acts last and may raise;
# the smallest raise is the third blind"
def test_play_begins_left_of_the_third_blind_which_acts_last():
    state = deal(THREE_BLINDS)
    assert state.to_act == 4 and raise_range(state).min == 8
    state.apply(Fold())
    state.apply(Fold())
    state.apply(Fold())
    state.apply(Call(3))
    state.apply(Call(2))
    assert state.to_act == 3 and Check() in state.legal_actions()


# "heads-up there is no third blind"
def test_heads_up_there_is_no_third_blind():
    assert [k for k, _, _ in posted(deal(THREE_BLINDS, players=2))] == ["small-blind", "big-blind"]


# The third blind is the table's stakes too: `--stakes 1/2` keeps the file's rule, at
# twice the big blind.
def test_the_third_blind_is_twice_the_big_blind_unless_stated():
    state = new_hand(THREE_BLINDS, TableStakes(players=6, small_blind=5, big_blind=10), seed=1, button=0)
    assert posted(state)[2] == ("third-blind", 3, 20)


# explain says who begins the first round as the engine plays it: not the big blind's left
# (the straddle moved it), in the round's own line as in the table rules below it.
@pytest.mark.parametrize(
    ("name", "first"),
    [
        ("holdem-straddle", "the player to the left of the straddler"),
        ("holdem-re-straddle", "the player to the left of the last straddler"),
        ("holdem-mississippi-straddle", "the small blind, to the left of the dealer's straddle"),
        ("holdem-three-blinds", "the player to the left of the third blind"),
    ],
)
def test_explain_begins_the_first_round_where_play_begins(name, first):
    text = explain(load_game(str(WRITTEN / f"{name}.poker")))
    preflop = next(line for line in text.splitlines() if "**Preflop.**" in line)
    assert f"Betting round, begun by {first} (heads-up" in preflop
    flop = next(line for line in text.splitlines() if "**Flop.**" in line)
    assert "straddle" not in flop and "third blind" not in flop


def test_explain_names_them():
    assert "re-straddle" in explain(RE_STRADDLE)
    assert "player on the button posts a live straddle" in explain(MISSISSIPPI)
    assert "a third blind" in explain(THREE_BLINDS)


@settings(max_examples=25, deadline=None)
@given(
    game=st.sampled_from([RE_STRADDLE, MISSISSIPPI, THREE_BLINDS]),
    players=st.integers(2, 6),
    seed=st.integers(0, 10**6),
)
def test_chips_are_conserved_whatever_is_posted(game, players, seed):
    play_randomly(game, players, seed, probe=False)


# The table sets the blinds, a third too: `--stakes 5/10/25`; `--stakes 5/10` keeps the
# game's third blind at twice the big blind.
@pytest.mark.parametrize(("option", "third"), [("5/10/25", 25), ("5/10", 20)])
def test_the_table_sets_the_third_blind(option, third):
    assert posted(deal(THREE_BLINDS, stakes=option))[2] == ("third-blind", 3, third)


def test_a_third_blind_below_the_big_blind_is_refused_at_the_table():
    with pytest.raises(ValueError, match="the third blind must be a whole number, at least the big blind"):
        table_stakes(THREE_BLINDS, 6, stakes="5/10/8")
