"""`winner wins a leg` with several shares: the best hand of each share wins a leg (Three-
legged race: high and low each a leg), a player best both ways two; `legs(SEAT)` reads a
seat's legs so far; `floor` and `ceil` round an amount down and up.

Three seats, the button at seat 2: the cards go round from seat 0, the dealer last.
"""

from __future__ import annotations

from fractions import Fraction

from helpers.guts_play import lines
from helpers.stacking import round_the_table

from pokerlang.compiler import compile_source
from pokerlang.engine import Check, TableStakes, new_hand
from pokerlang.engine.expr import _FUNCTIONS

RACE = """
game "Three-legged race"
import rankings
players 3..6
forced ante
ranking three-low extends three-card-guts {{ ace low  lowest wins }}
tally lastleg per seat each hand
zone hand per seat private
step race {{
    repeat until a player has {legs} legs {{
        deal 3 to hand
        bet
        each in turn {{ set lastleg of seat to 1 if legs(seat) = {last} }}
        showdown {{ high: 3 of hand by three-card-guts  low: 3 of hand by three-low  winner wins a leg }}
    }}
}}
"""

BUTTON = 2
# seat 0 the best high (trips), seat 1 the best low (7-5-2), seat 2 neither
SPLIT = {0: "As Ad Ac", 1: "7d 5s 2h", 2: "Kc Qd 9h"}
# seat 0 both ways: ace high the best high, 8-2-A the best low
SCOOP = {0: "Ah 8d 2c", 1: "Kh 9d 3c", 2: "Qc Js 4h"}


def race(first: dict[int, str], later=(), legs: int = 3):
    game = compile_source("race.poker", RACE.format(legs=legs, last=legs - 1)).game
    decks = [round_the_table(h, BUTTON, 3) for h in later]
    return new_hand(
        game,
        TableStakes(players=3, ante=1, stacks=100),
        deck=round_the_table(first, BUTTON, 3),
        button=BUTTON,
        redeal_decks=decks,
    )


def check_down(state, deals: int = 1):
    """Every seat checks each betting round of ``deals`` deals."""
    for _ in range(deals * 3):
        state.apply(Check())
    return state


def test_the_best_high_and_the_best_low_each_win_a_leg():
    state = check_down(race(SPLIT, [SPLIT]))
    assert lines(state, "leg") == [(0, 1), (1, 1)]
    assert not state.is_over and lines(state, "win") == []


def test_a_player_best_both_ways_wins_two_legs():
    state = check_down(race(SCOOP, [SCOOP]))
    assert lines(state, "leg") == [(0, 1), (0, 2)]


def test_the_first_to_the_legs_takes_the_pot():
    state = check_down(race(SCOOP, [SCOOP, SCOOP], legs=3), deals=2)
    assert state.is_over
    assert [w.seat for p in state.result().pots for s in p.shares for w in s.winners] == [0]


def test_legs_reads_a_seats_legs_so_far():
    state = check_down(race(SCOOP, [SCOOP, SCOOP], legs=3))
    # after the first deal seat 0 has two legs: the next deal's turn marks it one from the last
    check_down(state)
    assert state.result().tallies["lastleg"][0] == 1


def test_floor_and_ceil_round_down_and_up():
    floor, ceil = _FUNCTIONS["floor"], _FUNCTIONS["ceil"]
    assert floor(None, None, Fraction(7, 2)) == 3 and ceil(None, None, Fraction(7, 2)) == 4
    assert floor(None, None, Fraction(-1, 2)) == -1 and ceil(None, None, Fraction(4)) == 4
