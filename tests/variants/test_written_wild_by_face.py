"""A card's wildness by the way it lies (``wild jokers face down, as bug face up``), rule
by rule on stacked decks: the written game ``stud-with-a-joker``.

The rules: the joker is wild when it is dealt face down (in the hole), and only the bug
(an ace, or a card completing a straight or a flush) when it is dealt face up."""

from __future__ import annotations

import pytest
from helpers.stacking import stud_deck
from helpers.written_play import game, play

from pokerlang.check import check_file
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

# Seat 0 holds two deuces and the joker; seat 1 a pair of kings. A wild joker is a third
# deuce (three of a kind beats the kings); a bug is an ace (a pair of deuces loses).
JOKER_DOWN = {0: "X1 2c 2d 7h 9s Qc 4s", 1: "3h 5d Kd Kh 8c Jd 6s"}  # the joker in the hole
JOKER_UP = {0: "2c 4s X1 2d 7h 9s Qc", 1: "3h 5d Kd Kh 8c Jd 6s"}  # the joker the first up card


def showdown(seats: dict[int, str]):
    deck = stud_deck(seats, "s s s s s s s", button=1)
    table = TableStakes(players=2, ante=1, bring_in=1, small_bet=2, big_bet=4, stacks=100)
    state = new_hand(game("stud-with-a-joker"), table, deck=deck, button=1)
    play(state)
    return state.result()


def best(result):
    share = result.pots[0].shares[0]
    return [w.seat for w in share.winners], share.winners[0].hand


# "The joker is wild when it is dealt face down."
def test_a_joker_dealt_face_down_is_wild():
    seats, hand = best(showdown(JOKER_DOWN))
    assert seats == [0]
    assert hand.startswith("three of a kind, deuces")


# "... and only the bug when it is dealt face up."
def test_a_joker_dealt_face_up_is_only_the_bug():
    seats, hand = best(showdown(JOKER_UP))
    assert seats == [1]
    assert hand == "pair of kings"


def test_a_face_written_twice_is_an_error(tmp_path):
    text = (
        "import rankings\nplayers 2..5\ndeck standard + 1 joker\nwild jokers face down, as bug face down\n"
        "zone hand per seat private\nstep deal { deal 5 to hand  bet }\nshowdown best 5 of hand by high\n"
    )
    path = tmp_path / "twice.poker"
    path.write_text(text)
    with pytest.raises(PokerlangError, match="face down twice"):
        compile_source(path)


def test_explain_says_how_the_joker_plays_each_way_up():
    text = explain(game("stud-with-a-joker"))
    assert "Jokers are wild when dealt face down. Jokers are bugs when dealt or turned face up." in text


# A joker wild one way up only leaves the other way without a meaning: `check` says so,
# at the showdown and where the cards showing decide who bets first.
def test_jokers_wild_face_down_only_are_refused(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text('extends "seven-card-stud"\ndeck standard + 1 joker\nwild jokers face down\n')
    found = check_file(path)
    assert found and {d.code for d in found} == {"E435"}
    assert any("may hold a joker face up, which no rule makes wild" in d.message for d in found)
