"""`first opener` without an opening requirement: the player who made the deal's first bet
(Italian poker's free opening: anyone may open, and the opener speaks first after the
draw). It was refused (E330) unless a requirement made an opener."""

from __future__ import annotations

from pokerlang.codec.actions import Bet, Call, Check, Draw
from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand

FREE_OPENING = """
game "Free opening"
import rankings
players 2..5
betting fixed-limit
forced ante
stakes ante 1 bets 2/4
zone hand per seat private
step deal { deal 5 to hand  bet }
step draw { draw 0..4 from hand  bet big first opener }
showdown best 5 of hand by high
"""


def played_to_the_draw(opener_checks_first: bool = True):
    game = compile_source("free.poker", FREE_OPENING).game
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1, small_bet=2, big_bet=4), seed=2, button=0)
    hand.apply(Check())  # seat 1
    hand.apply(Bet(2))  # seat 2 opens
    hand.apply(Call(2))  # seat 0
    hand.apply(Call(2))  # seat 1
    for _ in range(3):  # everyone stands pat
        hand.apply(Draw(cards=()))
    return hand


def test_the_player_who_made_the_first_bet_begins_the_round_after_the_draw():
    assert played_to_the_draw().to_act == 2


def test_an_opener_without_a_requirement_has_no_openers_to_show():
    hand = played_to_the_draw()
    while not hand.is_over:
        hand.apply(Check())
    assert "openers" not in [e.kind for e in hand.log]
