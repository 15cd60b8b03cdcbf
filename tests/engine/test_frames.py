"""The steps still to play are a stack of frames over tuples that never change
(``engine.frames``): a block is pushed, played before what follows it, and dropped."""

from __future__ import annotations

from pokerlang.compiler import compile_source
from pokerlang.engine import Call, Check, TableStakes, new_hand
from pokerlang.engine import effects as fx
from pokerlang.engine import reducer
from pokerlang.engine.frames import ahead, place_of


def a_hand():
    """A hand in play whose frames a test sets (a State: the compiled reducer takes no other)."""
    game = compile_source("frames.poker", SOURCE).game
    return new_hand(game, TableStakes(small_blind=1, big_blind=2, stacks=200, players=3), seed=4)


def hand_with(*frames):
    hand = a_hand()
    hand.frames = [(tuple((None, s) for s in steps), at) for steps, at in frames]
    return hand


def names(hand):
    return [step for _, step in ahead(hand.frames)]


def test_the_steps_ahead_are_the_top_frame_then_the_ones_under_it():
    hand = hand_with((("deal", "bet", "show"), 1), (("if", "x"), 0))
    assert names(hand) == ["if", "x", "bet", "show"]
    assert place_of(hand.frames, str) == 0


def test_a_step_taken_moves_the_top_frame_on_and_a_played_frame_is_dropped():
    hand = hand_with((("bet", "show"), 0), (("x",), 0))
    assert reducer.next_step(hand) == "x"
    assert len(hand.frames) == 1  # nothing left in the block: it is gone at once
    assert reducer.next_step(hand) == "bet"
    assert names(hand) == ["show"]


def test_a_block_is_pushed_before_the_steps_after_it_and_leaves_them_as_they_were():
    script = tuple((None, s) for s in ("deal", "bet", "show"))
    hand = a_hand()
    hand.frames = [(script, 1)]
    reducer.apply_effect(hand, fx.StepsAhead(steps=((None, "a"), (None, "b"))))
    assert names(hand) == ["a", "b", "bet", "show"]
    assert hand.frames[0][0] is script  # the script's own tuple, never spliced


def test_skipped_steps_may_run_through_several_frames():
    hand = hand_with((("bet", "end", "next"), 0), (("b",), 0), (("x", "y"), 1))
    reducer.apply_effect(hand, fx.StepsAhead(steps=((None, "r1"),), skip=3))
    assert names(hand) == ["r1", "end", "next"]


SOURCE = """
game "Frames"
import rankings
players 2..6
betting no-limit
forced blinds

zone hand per seat private
zone board shared public

step preflop { deal 2 to hand  bet first after big-blind }
step flop {
    if pot > 100 { deal 3 to board } else { bet  burn 1  deal 3 to board  bet }
}
step turn    { deal 1 to board  bet big }
step river   { deal 1 to board  bet big }

showdown best 5 of hand + board by high
"""


def call_or_check(hand):
    hand.apply(Check() if Check() in hand.legal_actions() else Call())


def test_a_hand_copied_inside_a_block_plays_on_alone():
    game = compile_source("frames.poker", SOURCE).game
    hand = new_hand(game, TableStakes(small_blind=1, big_blind=2, stacks=200, players=3), seed=4)
    while hand.street == "preflop":  # everyone calls, the big blind checks: a pot of 6
        call_or_check(hand)
    assert hand.street == "flop" and len(hand.frames) == 2  # in the else block, over the script
    twin = hand.copy()
    assert twin.frames == hand.frames and twin.frames is not hand.frames
    while not twin.is_over:
        call_or_check(twin)
    assert not hand.is_over and hand.street == "flop" and len(hand.frames) == 2
