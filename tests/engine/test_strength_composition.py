"""A hand asked about as a showdown makes it: `strength(2 of hand + 3 of board, high)` is
an Omaha hand, exactly two hole cards and three of the board, where `strength(hand +
board, high)` takes any five of the nine (the best losing hand of an Omaha bad-beat
jackpot must be read the Omaha way)."""

from __future__ import annotations

from helpers.stacking import round_the_table, stack

from pokerlang.compiler import compile_source
from pokerlang.engine import Call, Check, TableStakes, new_hand
from pokerlang.explain import explain

OMAHA_BONUS = """
game "Omaha, a bonus for a hand that plays the same both ways"
extends "omaha"
when hand ends {
    pay 10 from house to players-in if strength(2 of hand + 3 of board, high) = strength(best 5 of hand + board, high)
}
"""


def play(hands: dict[int, str], board: str):
    game = compile_source("bonus.poker", OMAHA_BONUS).game
    # button 1 heads-up: seat 0 is dealt first; a burn before each street
    holes = [str(c) for c in round_the_table(hands, 1, 2)]
    flop, turn, river = board.split()[:3], board.split()[3], board.split()[4]
    deck = stack(*holes, None, *flop, None, turn, None, river)
    state = new_hand(game, TableStakes(players=2, stacks=100), deck=deck, button=1)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(next((a for a in (Check(), Call()) if any(type(o) is type(a) for o in legal)), legal[0]))
    return state.result()


def test_an_omaha_hand_takes_two_hole_cards_and_three_of_the_board():
    # Seat 0 holds four spades to the royal; the board brings the ten of spades. Any five of
    # the nine make a royal flush, but two of the hand and three of the board make a
    # straight at best: not the same hand, so no bonus. Seat 1's two pair plays both ways.
    result = play({0: "As Ks Qs Js", 1: "8c 8d 2h 3c"}, "Ts 7h 7c 4d 5h")
    paid = {p.payee: p.amount for p in result.paid}
    assert 0 not in paid and paid[1] == 10


def test_explain_says_the_hand_as_the_showdown_would():
    text = explain(compile_source("bonus.poker", OMAHA_BONUS).game)
    assert "if the best five-card hand made of exactly two cards from their hand and exactly three from the" in text
