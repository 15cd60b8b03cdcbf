"""An optional straddle (`forced blinds and optional straddle`), sentence by sentence, on
the written game ``holdem-optional-straddle.poker``: "before the cards, the player left
of the big blind may post a live straddle of twice the big blind, or pass".

Six seats, the button at seat 0: seat 1 posts the small blind, seat 2 the big blind,
seat 3 is offered the straddle.
"""

from __future__ import annotations

import pytest
from helpers.invariants import play_randomly
from helpers.stacking import round_the_table
from helpers.written_games import WRITTEN
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import compile_source, load_game
from pokerlang.engine import Call, Check, Declare, DeclareOptions, Fold, IllegalAction, RaiseRange, new_hand
from pokerlang.explain import explain
from pokerlang.runner.stakes import table_stakes

OPTIONAL = load_game(str(WRITTEN / "holdem-optional-straddle.poker"))
HANDS = {0: "2c 3d", 1: "4c 5d", 2: "6c 7d", 3: "As Ad", 4: "8c 9d", 5: "Tc Jd"}


def deal(game=OPTIONAL, players: int = 6, **stakes):
    deck = round_the_table({s: h for s, h in HANDS.items() if s < players}, 0, players)
    return new_hand(game, table_stakes(game, players, **stakes), deck=deck, button=0)


def posted(state) -> list[tuple[str, int | None, int | None]]:
    return [(e.kind, e.seat, e.amount) for e in state.log if e.kind in ("small-blind", "big-blind", "straddle")]


def raise_range(state) -> RaiseRange:
    return next(o for o in state.legal_actions() if isinstance(o, RaiseRange))


# "before the cards, the player left of the big blind may post a straddle, or pass"
def test_the_player_left_of_the_big_blind_is_asked_before_any_card_is_dealt():
    state = deal()
    assert state.to_act == 3
    assert state.legal_actions() == [DeclareOptions(options=("straddle", "pass"))]
    assert not any(e.kind == "deal" for e in state.log)
    assert all(state.zones.cards("hand", seat) == () for seat in range(6))


# "a live straddle of twice the big blind"
def test_a_straddle_taken_is_twice_the_big_blind():
    state = deal()
    state.apply(Declare("straddle"))
    assert posted(state) == [("small-blind", 1, 1), ("big-blind", 2, 2), ("straddle", 3, 4)]
    assert [e.option for e in state.log if e.kind == "declare"] == ["straddle"]


# "play before the flop begins on the straddler's left, and the straddler acts last and may raise"
def test_with_the_straddle_play_begins_on_its_left_and_it_acts_last():
    state = deal()
    state.apply(Declare("straddle"))
    order = []
    while state.to_act != 3:
        order.append(state.to_act)
        state.apply(Call(4 - state.chips.bets[state.to_act]))
    assert order == [4, 5, 0, 1, 2]
    assert Check() in state.legal_actions() and raise_range(state).min == 8


# "a straddle passed leaves the game as plain hold'em": nothing posted, the player left of
# the big blind acts first and the big blind last.
def test_with_the_straddle_passed_play_is_as_with_the_blinds_alone():
    state = deal()
    state.apply(Declare("pass"))
    assert posted(state) == [("small-blind", 1, 1), ("big-blind", 2, 2)]
    assert state.chips.stacks[3] == 200
    order = []
    while state.to_act != 2:
        order.append(state.to_act)
        state.apply(Call(2 - state.chips.bets[state.to_act]))
    assert order == [3, 4, 5, 0, 1]
    assert Check() in state.legal_actions() and raise_range(state).min == 4


# The straddler's hand is dealt after the choice, the same cards either way.
@pytest.mark.parametrize("said", ["straddle", "pass"])
def test_the_cards_are_dealt_after_the_choice(said):
    state = deal()
    state.apply(Declare(said))
    assert [str(c) for c in state.zones.cards("hand", 3)] == ["As", "Ad"]


# "heads-up there is no straddle": nobody is asked.
def test_heads_up_nobody_is_asked():
    state = deal(players=2)
    assert not any(isinstance(o, DeclareOptions) for o in state.legal_actions())


# The table decides too: `--straddle 0` plays without it, so nobody is asked.
def test_the_table_may_play_without_the_straddle():
    state = deal(straddle=0)
    assert state.to_act == 3 and Fold() in state.legal_actions()


def test_anything_but_straddle_or_pass_is_refused():
    state = deal()
    with pytest.raises(IllegalAction):
        state.apply(Call(4))


# The choice is a declaration in the history, so the hand replays.
def test_the_history_records_the_choice():
    state = deal()
    state.apply(Declare("pass"))
    while not state.is_over:
        state.apply(Fold() if Fold() in state.legal_actions() else Check())
    assert state.history()["actions"][0] == {"seat": 3, "action": "declare", "option": "pass"}


RE_STRADDLES = """
extends "holdem"
game "Hold'em with optional re-straddles"
forced blinds and optional 3 straddles
"""


def re_straddles():
    return compile_source(WRITTEN / "re-straddles.poker", RE_STRADDLES).game


# "a re-straddle is offered to the next player only after a straddle taken"
def test_each_re_straddle_is_offered_after_a_straddle_taken():
    state = deal(re_straddles())
    state.apply(Declare("straddle"))
    assert state.to_act == 4
    state.apply(Declare("straddle"))
    assert state.to_act == 5
    state.apply(Declare("pass"))
    assert posted(state)[2:] == [("straddle", 3, 4), ("straddle", 4, 8)]
    assert state.to_act == 5 and Fold() in state.legal_actions()  # left of the last straddle


def test_after_a_pass_no_re_straddle_is_offered():
    state = deal(re_straddles())
    state.apply(Declare("pass"))
    assert posted(state)[2:] == [] and state.to_act == 3 and Fold() in state.legal_actions()


def test_explain_says_the_straddle_is_the_players_choice():
    text = explain(OPTIONAL)
    assert "may post a live straddle" in text and "`pass`" in text


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_chips_are_conserved_whether_straddled_or_not(players, seed):
    play_randomly(OPTIONAL, players, seed, probe=False)


# The decision reaches every table as a declaration: the web table's frame and answer,
# and what a person types at the terminal.
def test_the_web_table_and_the_terminal_take_the_choice():
    from pokerlang.codec.text import read_action as typed
    from pokerlang.web.decide import read_action as web
    from pokerlang.codec.json import option_json

    legal = deal().legal_actions()
    assert [option_json(o) for o in legal] == [{"kind": "declare", "options": ["straddle", "pass"]}]
    assert web({"action": "declare", "option": "straddle"}, legal) == Declare("straddle")
    assert typed("pass", legal) == Declare("pass") and typed("straddle", legal) == Declare("straddle")


# The research adapters name every decision by a number: straddle and pass have theirs.
def test_the_adapters_number_the_choice():
    from pokerlang.research.encoding import ActionCoder

    coder = ActionCoder(OPTIONAL)
    state = deal()
    ids = coder.legal(state.legal_actions(), lambda: state.view(3))
    assert sorted(coder.describe(i) for i in ids) == ["declare pass", "declare straddle"]
