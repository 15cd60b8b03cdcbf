"""`wild deuces if dealer declared deuces`: a wild line that holds only while its condition
does (dealer's choice: the dealer calls the game and whether deuces are wild). The
condition is the table's, asked whenever the wild cards are: at the showdown, and for who
bets first by the cards showing."""

from __future__ import annotations

import pytest

from pokerlang.codec.actions import Check, Declare
from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

CALLED = """
game "Draw, deuces wild at the dealer's call"
import rankings
players 2..6
betting fixed-limit
forced ante
stakes ante 1 bets 2/4
wild deuces if dealer declared deuces
zone hand per seat private
step call { declare deuces, natural together by dealer }
step deal { deal 5 to hand  bet }
showdown best 5 of hand by high
"""

# from the button's (seat 0's) left, one card at a time: seat 1, then seat 0
DECK = ["2c", "Kd", "9h", "Qs", "7d", "Jc", "5s", "8h", "3c", "4d"]


def showdown(call: str):
    game = compile_source("called.poker", CALLED).game
    hand = new_hand(game, TableStakes(players=2, stacks=50, ante=1, small_bet=2, big_bet=4), deck=DECK, button=0)
    hand.apply(Declare(call))
    while not hand.is_over:
        hand.apply(Check())
    return {h.seat: h.hands["high"] for h in hand.result().shown}


def test_the_deuce_is_wild_when_the_dealer_calls_deuces():
    assert showdown("deuces")[1] == "pair of nines"  # 2c 9h 7d 5s 3c: the deuce a nine


def test_the_deuce_is_a_deuce_when_the_dealer_calls_the_game_natural():
    assert showdown("natural")[1] == "nine high"


def test_explain_says_the_condition():
    text = explain(compile_source("called.poker", CALLED).game)
    assert "Deuces are wild, but only while the dealer declared deuces the last time it was offered." in text


def test_equity_refuses_a_wild_line_it_cannot_ask():
    from pokerlang.analytics.equity import EquityError, _wild_rules

    game = compile_source("called.poker", CALLED).game
    with pytest.raises(EquityError):
        _wild_rules(game, game.wilds)
