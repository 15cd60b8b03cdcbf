"""A pay table's natural line (``video-poker-deuces-wild``): `natural straight-flush of A
799` pays a royal flush made with no wild card, and the same hand made with a deuce is
paid by the line below it."""

from __future__ import annotations

from helpers.stacking import cards
from helpers.written_play import game

from pokerlang.engine import Draw, TableStakes, new_hand


def machine(deck: str):
    state = new_hand(game("video-poker-deuces-wild"), TableStakes(players=1, ante=1, stacks=100), deck=cards(deck))
    state.apply(Draw())  # holds all five
    return state.result()


# "natural royal flush 800" (799 to one).
def test_a_natural_royal_flush_pays_799_to_one():
    assert machine("As Ks Qs Js Ts").net == (799,)


# "wild royal flush 25" (24 to one): the same hand made with a deuce.
def test_a_royal_flush_made_with_a_deuce_pays_24_to_one():
    assert machine("As Ks Qs Js 2d").net == (24,)


# "four deuces 200" (199 to one): five of a kind's 14, and 185 from the house at the end.
def test_four_deuces_pay_199_to_one():
    result = machine("2c 2d 2h 2s 9c")
    assert result.net == (199,)
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [("house", 0, 185)]


# "three of a kind 1" (the bet back), made with a deuce: a natural line is for naturals
# only, every other line pays wild hands as it pays natural ones.
def test_three_of_a_kind_with_a_deuce_gets_the_bet_back():
    assert machine("9c 9d 2h 5s 3c").net == (0,)


def test_explain_says_which_line_is_natural():
    from pokerlang.explain import explain

    text = explain(game("video-poker-deuces-wild"))
    assert "natural royal flush 799 to 1, royal flush 24 to 1" in text
    assert "(a natural hand holds no wild card)" in text
