"""`AMOUNT / AMOUNT`: a share among several. "A quarter of the bonus is shared equally by
the other players": `25% of 120 / number(losers)`; exact until paid, rounded down then."""

from __future__ import annotations

from helpers.stacking import holdem_deck

from pokerlang.compiler import compile_source
from pokerlang.engine import Call, Check, TableStakes, new_hand

HOLES = {0: "As Ad", 1: "Kc Kd", 2: "7h 2c", 3: "8h 3c"}
BOARD = "Ah 9s 4c 5d Jh"  # the aces win

SOURCE = """
game "Shared bonus"
extends holdem
# A quarter of 120 chips from the house shared equally by the players who lost the showdown.
when hand ends { pay 25% of 120 / number(losers) from house to losers }
"""


def hand(players: int):
    game = compile_source("shared-bonus.poker", SOURCE).game
    holes = {s: HOLES[s] for s in range(players)}
    table = TableStakes(players=players, small_blind=1, big_blind=2, stacks=100)
    return new_hand(game, table, deck=holdem_deck(holes, BOARD, 0, players), button=0)


def played_to_the_end(state):
    while not state.is_over:
        state.apply(Check() if Check() in state.legal_actions() else Call())
    return state.result()


def test_thirty_chips_shared_by_three_others_is_ten_each():
    paid = played_to_the_end(hand(4)).paid
    assert sorted((p.payee, p.amount) for p in paid) == [(1, 10), (2, 10), (3, 10)]


def test_a_share_is_exact_until_paid_then_rounded_down():
    paid = played_to_the_end(hand(3)).paid  # 30 / 2 = 15 each
    assert sorted((p.payee, p.amount) for p in paid) == [(1, 15), (2, 15)]


def test_explain_says_divided_by():
    from pokerlang.explain import explain

    text = explain(compile_source("shared-bonus.poker", SOURCE).game)
    assert "25% of 120 divided by the number of" in text


def test_a_share_among_nobody_is_nothing():
    from fractions import Fraction

    from pokerlang.engine.expr import value
    from pokerlang.ir.expr import Arith, Const

    third = Arith(op="/", left=Const(value=Fraction(10)), right=Const(value=Fraction(3)))
    assert value(third, None, None) == Fraction(10, 3)  # exact until paid
    assert value(Arith(op="/", left=Const(value=Fraction(10)), right=Const(value=Fraction(0))), None, None) == 0


# "Brackets group an amount": a share of the bonus among the others, the winner left out.
GROUPED = SOURCE.replace("25% of 120 / number(losers)", "120 / (number(losers) + 1) * 2")


def test_brackets_group_an_amount():
    game = compile_source("grouped.poker", GROUPED).game
    holes = {s: HOLES[s] for s in range(4)}
    table = TableStakes(players=4, small_blind=1, big_blind=2, stacks=100)
    state = new_hand(game, table, deck=holdem_deck(holes, BOARD, 0, 4), button=0)
    paid = played_to_the_end(state).paid
    assert sorted((p.payee, p.amount) for p in paid) == [(1, 60), (2, 60), (3, 60)]  # 120 / 4 * 2


def test_explain_keeps_the_brackets_the_file_wrote():
    from pokerlang.explain import explain

    text = explain(compile_source("grouped.poker", GROUPED).game)
    assert "120 divided by (the number of" in text and "plus 1) times 2" in text
