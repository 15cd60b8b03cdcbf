"""Equal places and shares with decimals (`payouts 3 equal`, `payouts 33.34% 33.33%
33.33%`): a satellite pays each of its seats the same, ``tests/written/
satellite-three-seats.poker`` rule by rule, and the prize pool is paid to the chip (the
chips left by rounding one each to the highest places, as every payout)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers.stacking import round_the_table, stack
from helpers.written_play import game

from pokerlang.check import check_source
from pokerlang.engine import Call, Check, Raise, RaiseRange, new_hand
from pokerlang.explain import explain
from pokerlang.runner.match import MatchTable, prizes
from pokerlang.runner.stakes import table_stakes

THIRD = Fraction(100, 3)


def all_in(state):
    legal = state.legal_actions()
    shove = next((o for o in legal if isinstance(o, RaiseRange)), None)
    if shove is not None:
        return Raise(shove.max)
    return next((o for o in legal if isinstance(o, Call)), Check())


def test_a_match_paying_three_equal_places_gives_each_a_third():
    assert game("satellite-three-seats").match.payouts_for(9) == (THIRD, THIRD, THIRD)


# "play stops as soon as three players are left ... each of them wins the same prize":
# four left, and one hand knocks two out. The two left and the one knocked out with more
# chips (third) are paid a third of the pool each; the fourth nothing.
def test_a_bubble_hand_that_leaves_two_pays_the_third_place_the_same_seat():
    g = game("satellite-three-seats")
    t = MatchTable(g, table_stakes(g, 4), 4)
    t.stacks = [1000, 500, 2500, 2000]  # as if earlier hands had moved chips: 6000 in all
    deal = t.deal()
    cards = {3: "As Ad", 2: "Ks Kd", 0: "7c 2d", 1: "8h 3s"}  # seat 3 wins, seat 2 keeps 500
    by_index = {deal.seats.index(s): c for s, c in cards.items()}
    deck = stack(*map(str, round_the_table(by_index, deal.button, 4)), None, "Qc", "9d", "4h", None, "Jc", None, "5s")
    state = new_hand(deal.game, deal.stakes, deck=deck, button=deal.button)
    while not state.is_over:
        state.apply(all_in(state))
    t.after(deal, state.result())
    report = t.finish(True)
    assert sorted(report.places[0]) == [2, 3] and report.places[1:] == [[0], [1]]
    assert report.prizes == [2000, 0, 2000, 2000]


def test_equal_places_are_paid_to_the_chip_the_odd_chips_to_the_highest():
    assert prizes(1000, (THIRD, THIRD, THIRD), [[2], [0], [1]], 3) == [333, 333, 334]
    assert prizes(13500, (Fraction("33.34"), Fraction("33.33"), Fraction("33.33")), [[0], [1], [2]], 3) == [
        4501,
        4500,
        4499,
    ]


def test_explain_says_the_places_are_paid_the_same():
    text = explain(game("satellite-three-seats"))
    assert "the first 3 places paid the same, each a third of the pool" in text
    assert "34%" not in text


MATCH = """extends "holdem"
players 4..9
match tournament {{ stack 1500  {payouts}  ends with 3 players }}
"""


def codes(payouts: str) -> list[str]:
    _, found = check_source("t.poker", MATCH.format(payouts=payouts))
    return [d.code for d in found]


@pytest.mark.parametrize(
    "payouts", ["payouts 3 equal", "payouts 33.34% 33.33% 33.33%", "payouts 4..9 players: 3 equal"]
)
def test_equal_places_and_decimals_are_written(payouts):
    assert codes(payouts) == []


@pytest.mark.parametrize(
    ("payouts", "code"),
    [
        ("payouts 33.3% 33.3% 33.3%", "E802"),  # adds up to 99.9%
        ("payouts 33.333% 33.333% 33.334%", "E802"),  # finer than a hundredth of a percent
        ("payouts 0 equal", "E802"),
        ("payouts 3 equals", "E130"),
        ("payouts 4..9 players: 5 equal", "E802"),  # five places when four begin
    ],
)
def test_payouts_that_pay_no_whole_pool_are_refused(payouts, code):
    assert code in codes(payouts)
