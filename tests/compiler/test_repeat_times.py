"""`repeat N times { ... }`: the block written out N times, each pass a copy. A triple
draw's three draws, each followed by its own betting round; `check` counts every pass's
cards; a condition after it is asked once, before the first pass."""

from __future__ import annotations

from helpers.error_catalog import run_check
from helpers.written_games import compile_games

from pokerlang.engine import Check, Draw, DrawCards, TableStakes, new_hand
from pokerlang.ir import game as ir

TRIPLE = """game "Triple draw, no limit"
import rankings
players 2..5
when deck runs out reshuffle muck
zone hand per seat private
step deal  { deal 5 to hand  bet }
step draws { repeat 3 times { draw 0..5 from hand  bet } }
showdown best 5 of hand by high
"""


def test_the_block_is_written_out_that_many_times(tmp_path):
    game = compile_games(tmp_path, g=TRIPLE)["g"]
    draws = next(s for s in game.streets if s.name == "draws")
    assert [type(a) for a in draws.actions] == [ir.Draw, ir.Bet] * 3


def test_each_pass_draws_and_bets_in_turn(tmp_path):
    game = compile_games(tmp_path, g=TRIPLE)["g"]
    state = new_hand(game, TableStakes(players=2, ante=1), seed=4)
    state.apply(Check())
    state.apply(Check())
    rounds = 0
    while state.to_act is not None:
        legal = state.legal_actions()
        if any(isinstance(o, DrawCards) for o in legal):
            rounds += 1
            for _ in range(2):  # both stand pat
                state.apply(Draw(()))
            continue
        state.apply(Check())
    assert rounds == 3
    assert sum(line.kind == "draw" for line in state.log) == 6


def test_check_counts_the_cards_of_every_pass(tmp_path):
    # three passes of five cards each for five players: without a reshuffle the deck runs out
    found = run_check(TRIPLE.replace("when deck runs out reshuffle muck\n", ""))
    assert [d.code for d in found] == ["E201"]


def test_a_condition_after_it_guards_the_whole_block(tmp_path):
    game = compile_games(
        tmp_path,
        g=TRIPLE.replace("repeat 3 times { draw 0..5 from hand  bet } }", "repeat 2 times { bet } if one in }"),
    )["g"]
    draws = next(s for s in game.streets if s.name == "draws")
    (guard,) = draws.actions
    assert [type(a) for a in guard.then] == [ir.Bet, ir.Bet]


def test_a_count_out_of_range_or_another_word_is_refused(check):
    out = check(TRIPLE.replace("repeat 3 times", "repeat 30 times"))
    assert "error[E050]: 30 is out of range here" in out and "write a number from 1 to 20" in out
    out = check(TRIPLE.replace("repeat 3 times", "repeat 3 rounds"))
    assert "error[E130]: expected 'times' here, not 'rounds'" in out


def test_explain_says_the_block_once_under_how_many_times(tmp_path):
    from pokerlang.explain import explain

    text = explain(compile_games(tmp_path, g=TRIPLE)["g"])
    assert "**Draws.** Three times, one after the other:\n   - In turn from the dealer's left" in text
    assert text.count("may discard from zero to five cards") == 1
