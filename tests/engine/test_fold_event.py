"""`when a player folds { ... }`: a block played at once for the folding seat. Showtime
hold'em's rule, every folded hand laid face up for all to see for the rest of the hand,
is `expose all from hand` in it; the cards so laid play no part at the showdown.

Three seats, the button at seat 0: seat 1 posts the small blind, seat 2 the big blind,
and seat 0 acts first before the flop."""

from __future__ import annotations

import random

import pytest
from helpers.invariants import play_randomly
from helpers.stacking import holdem_deck, stack
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.check import check_source
from pokerlang.compiler import compile_source
from pokerlang.engine import Call, Check, Fold, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.cards import card

HOLDEM = """import rankings
players 2..6
betting no-limit
forced blinds
zone hand per seat private
zone board shared public
{rule}
step preflop {{ deal 2 to hand  bet first after big-blind }}
step flop {{ burn 1  deal 3 to board  bet }}
step turn {{ burn 1  deal 1 to board  bet }}
step river {{ burn 1  deal 1 to board  bet }}
showdown best 5 of hand + board by high
"""
SHOWTIME = "when a player folds { expose all from hand }"
# Seat 0 folds pocket aces: with the board's ace they would win; seat 2 wins instead.
HOLES = {0: "As Ad", 1: "7c 2d", 2: "8h 3s"}
BOARD = "Ah Kh 9c 4d 5s"


def hand(rule: str = SHOWTIME):
    game = compile_source("showtime.poker", HOLDEM.format(rule=rule)).game
    stakes = TableStakes(small_blind=1, big_blind=2, stacks=100, players=3)
    return new_hand(game, stakes, deck=holdem_deck(HOLES, BOARD, button=0, players=3), button=0)


def check_down(state) -> None:
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(next(o for o in legal if isinstance(o, (Check, Call))))


def test_a_folded_hand_is_laid_face_up_for_every_seat():
    state = hand()
    state.apply(Fold())
    for viewer in range(3):
        folded = state.view(viewer)["seats"][0]
        assert folded["zones"]["hand"] == [card("As"), card("Ad")]
        assert folded["in_hand"] is False
    laid = [e for e in state.log if e.kind == "turn-up"]
    assert [(e.seat, e.cards, e.to) for e in laid] == [(0, (card("As"), card("Ad")), None)]


def test_the_folded_hand_stays_face_up_to_the_end_and_plays_no_part():
    state = hand()
    state.apply(Fold())
    check_down(state)
    assert state.view(1)["seats"][0]["zones"]["hand"] == [card("As"), card("Ad")]
    result = state.result()
    assert [w.seat for p in result.pots for s in p.shares for w in s.winners] == [2]
    assert result.net[0] == 0 and sum(result.net) == 0


def test_without_the_rule_a_folded_hand_goes_to_the_muck_unseen():
    state = hand(rule="")
    state.apply(Fold())
    assert state.view(1)["seats"][0]["zones"]["hand"] == []
    assert not [e for e in state.log if e.kind == "turn-up"]


def test_the_last_fold_lays_its_hand_face_up_and_the_winner_shows_nothing():
    state = hand()
    state.apply(Fold())  # seat 0
    state.apply(Fold())  # seat 1: seat 2 alone takes the blinds
    assert state.is_over
    laid = [e.seat for e in state.log if e.kind == "turn-up"]
    assert laid == [0, 1]
    assert state.view(0)["seats"][2]["zones"]["hand"] == [None, None]
    assert state.result().net == (0, -1, 1)


def test_a_fold_may_pay_and_count():
    rule = "tally folds per seat\nwhen a player folds { pay 1 from seat to pot  add 1 to folds of seat }"
    state = hand(rule=rule)
    state.apply(Fold())  # seat 0 pays a chip into the pot as it folds
    assert state.chips.stacks[0] == 99
    check_down(state)
    result = state.result()
    assert result.net == (-1, -2, 3)
    assert list(result.tallies["folds"]) == [1, 0, 0]


def test_a_fold_block_may_ask_a_condition_of_the_folding_seat():
    rule = "when a player folds { if hand holds aces { expose all from hand } }"
    state = hand(rule=rule)
    state.apply(Fold())  # seat 0 holds aces: shown
    state.apply(Fold())  # seat 1 does not: mucked
    assert state.view(2)["seats"][0]["zones"]["hand"] == [card("As"), card("Ad")]
    assert state.view(2)["seats"][1]["zones"]["hand"] == []


def test_a_copy_and_a_resampled_hand_keep_the_laid_cards():
    state = hand()
    state.apply(Fold())
    assert state.copy().view(1) == state.view(1)
    twin = state.resample_from_view(1, random.Random(3))
    assert twin.view(1)["seats"][0]["zones"]["hand"] == [card("As"), card("Ad")]


def test_a_win_at_once_puts_the_others_out_without_their_fold_block():
    text = """import rankings
players 2..4
forced ante
zone hand per seat private
when a player folds { expose all from hand }
when dealt queens { if hand holds at least 2 queens { win } }
step deal { deal 5 to hand }
showdown best 5 of hand by high
"""
    game = compile_source("harem.poker", text).game
    deck = stack("Qs", "2c", "Qh")  # seat 1, dealt first, is dealt two queens
    state = new_hand(game, TableStakes(ante=1, players=2), deck=deck, button=0)
    assert state.is_over
    assert not [e for e in state.log if e.kind == "turn-up"]
    assert state.view(1)["seats"][0]["zones"]["hand"] == []
    # the log says the other player was put out, not that they folded (an outside author
    # read "seat 0 folds" as a choice they made)
    assert [(e.kind, e.seat) for e in state.log if e.kind in ("fold", "out")] == [("out", 0)]


def codes(rule: str) -> list[str]:
    _, found = check_source("t.poker", HOLDEM.format(rule=rule))
    return [d.code for d in found]


@pytest.mark.parametrize(
    ("rule", "code"),
    [
        ("when a player folds { deal 1 to hand }", "E513"),  # nothing in it waits for a card
        ("when a player folds { declare show, muck in turn }", "E513"),  # ... or a decision
        ("when a player folds { }", "E511"),
        ("when a player bets { expose all from hand }", "E130"),
        ("when a player folds { expose all from board }", "E501"),
    ],
)
def test_misuse_is_diagnosed(rule, code):
    assert code in codes(rule)


def test_a_mistaken_event_names_the_events_there_are():
    _, found = check_source("t.poker", HOLDEM.format(rule="when folds { expose all from hand }"))
    assert "`when a player folds { ... }`" in (found[0].hint or "")
    assert "`when dealt" in (found[0].hint or "") and "`when hand ends" in (found[0].hint or "")


def test_explain_says_what_a_fold_sets_off():
    text = explain(compile_source("showtime.poker", HOLDEM.format(rule=SHOWTIME)).game)
    assert (
        "Whenever a player folds, at once (before play goes on) and for that player alone: that player turns"
        " every card of their hand face up" in text
    )
    assert "stay face up where they lie, for every player to see, for the rest of the hand" in text
    assert "they play no part at the showdown" in text
    plain = explain(compile_source("holdem.poker", HOLDEM.format(rule="")).game)
    assert "folds, at once" not in plain


FOLD_PAYS = (
    "tally folds per seat\n"
    "when a player folds { expose all from hand  pay 1 from others to seat  add 1 to folds of seat }"
)


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), rule=st.sampled_from([SHOWTIME, FOLD_PAYS]))
def test_chips_and_cards_are_conserved_and_nothing_leaks(players, seed, rule):
    play_randomly(compile_source("showtime.poker", HOLDEM.format(rule=rule)).game, players, seed)


# `expose all from hand` as a step of the table: every player still in turns every card up
# (a hand shown before the last round), nobody choosing.
def test_expose_all_as_a_step_turns_every_hand_still_in_face_up():
    text = """import rankings
players 2..4
forced ante
zone hand per seat private
step deal { deal 3 to hand  bet }
step show { expose all from hand  bet }
showdown best 3 of hand by three-card
"""
    game = compile_source("show.poker", text).game
    deck = stack("2c", "3c", "4c", "5d", "6d", "7d", "8h", "9h", "Th")  # seat 0 is dealt 4c 7d Th
    state = new_hand(game, TableStakes(ante=1, players=3), deck=deck)
    state.apply(Check())  # seat 1
    state.apply(Fold())  # seat 2
    state.apply(Check())  # seat 0: the show
    seen = state.view(1)["seats"]
    assert seen[0]["zones"]["hand"] == [card("4c"), card("7d"), card("Th")]
    assert seen[2]["zones"]["hand"] == []  # folded before: mucked, as ever
    assert [e.seat for e in state.log if e.kind == "turn-up"] == [1, 0]
