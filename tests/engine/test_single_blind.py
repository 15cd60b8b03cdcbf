"""`forced blind`: one blind, the size of the table's big blind, posted by the player to the
dealer's left (the old books' blind game; blind and straddle): no small blind; the blind is
the big blind in all that follows (first to act after it, the straddle left of it, its
option to raise), and `stakes blind N` states its size."""

from __future__ import annotations

import pytest

from pokerlang.codec.actions import Call, Check, Fold
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

BLIND_GAME = """
game "Blind draw"
import rankings
players 2..5
betting pot-limit
forced {forced}
stakes {stakes} stack 100
zone hand per seat private
step deal {{ deal 5 to hand  bet first after big-blind }}
step draw {{ draw 0..3 from hand }}
step second {{ bet }}
showdown best 5 of hand by high
"""


def game_of(forced: str = "blind", stakes: str = "blind 2"):
    return compile_source("blind.poker", BLIND_GAME.format(forced=forced, stakes=stakes)).game


def hand_of(players: int = 4, forced: str = "blind", button: int = 0):
    game = game_of(forced, "blind 2 straddle 4" if "straddle" in forced else "blind 2")
    return new_hand(game, TableStakes(players=players, stacks=100, small_blind=0, big_blind=2), seed=3, button=button)


def posts(hand) -> list[tuple[str, int | None, int | None]]:
    return [(e.kind, e.seat, e.amount) for e in hand.log if e.kind in ("small-blind", "big-blind", "straddle")]


def test_the_player_to_the_dealers_left_posts_the_one_blind_and_nobody_posts_a_small_blind():
    hand = hand_of(button=2)
    assert posts(hand) == [("big-blind", 3, 2)]
    assert hand.chips.stacks == [100, 100, 100, 98]


def test_play_begins_left_of_the_blind_and_the_blind_has_its_option():
    hand = hand_of()
    assert hand.to_act == 2  # the blind is seat 1, left of the dealer at seat 0
    hand.apply(Call(2))
    hand.apply(Fold())
    hand.apply(Fold())
    assert hand.to_act == 1 and any(type(o) is Check for o in hand.legal_actions())


def test_heads_up_the_other_player_posts_the_blind_and_the_dealer_acts_first():
    hand = hand_of(players=2)
    assert posts(hand) == [("big-blind", 1, 2)]
    assert hand.to_act == 0


def test_a_straddle_is_posted_left_of_the_one_blind():
    hand = hand_of(forced="blind and straddle")
    assert posts(hand) == [("big-blind", 1, 2), ("straddle", 2, 4)]
    assert hand.to_act == 3


def test_the_stakes_state_the_blind_and_explain_says_there_is_one():
    game = game_of()
    assert (game.stakes.small_blind, game.stakes.big_blind) == (0, 2)
    page = explain(game)
    assert "one blind, from the player to the dealer's left" in page and "a blind of 2" in page


@pytest.mark.parametrize(
    ("forced", "stakes", "code", "words"),
    [
        ("blind and blinds", "blind 2", "E304", "a single blind is the only blind"),
        ("blind", "blinds 1/2", "E306", "there is no small blind"),
        ("blinds", "blind 2", "E305", "this game has no single blind"),
        ("blind", "blind 2 blinds 0/2", "E307", "both give the blinds"),
    ],
)
def test_a_single_blind_with_other_blinds_is_refused(forced, stakes, code, words):
    with pytest.raises(PokerlangError) as caught:
        game_of(forced, stakes)
    assert caught.value.diagnostics[0].code == code and words in str(caught.value)
