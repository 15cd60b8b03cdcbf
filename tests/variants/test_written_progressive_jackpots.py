"""Progressive jackpots (``tests/written/progressive-jackpots.poker``: jackpots whose
openers rise), sentence by sentence, on stacked decks.

Three seats, the button at seat 2: the cards go round from seat 0, and seat 0 acts first.
An ante of 1, bets of 2 and 4, stacks of 100.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.moves_play import stakes
from helpers.stacking import stacked
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Bet, BetRange, Call, Check, Draw, Fold, IllegalAction, new_hand
from pokerlang.explain import explain

GAME = load_game(str(WRITTEN / "progressive-jackpots.poker"))
BUTTON, PLAYERS = 2, 3
JUNK = {0: "9h 7d 5c 3s 2h", 1: "Kc Qd 8s 6h 4c", 2: "Tc 9d 8c 6s 3d"}  # nobody has a pair
OPENS = {"jacks": "Jh Jd 7c 4s 2h", "queens": "Qh Qs 7c 4s 2h", "kings": "Kh Ks 7c 4s 2h", "aces": "Ah As 7c 4s 2h"}


def table(hands, redeals=()):
    decks = [stacked(h, "", BUTTON, PLAYERS, 5) for h in redeals]
    return new_hand(
        GAME, stakes(PLAYERS), deck=stacked(hands, "", BUTTON, PLAYERS, 5), button=BUTTON, redeal_decks=decks
    )


def can_bet(state) -> bool:
    return any(isinstance(o, BetRange) for o in state.legal_actions())


def throw_in(state, deals: int) -> None:
    """``deals`` deals nobody opens: every seat checks."""
    for _ in range(deals * PLAYERS):
        state.apply(Check())


def after(thrown: int, hand: str):
    """A table where ``thrown`` deals are thrown in, then seat 0 holds ``hand``."""
    deals = [JUNK] * thrown + [{**JUNK, 0: hand}]
    state = table(deals[0], redeals=deals[1:])
    throw_in(state, thrown)
    assert sum(e.kind == "throw-in" for e in state.log) == thrown and state.to_act == 0
    return state


# "jackpots ... jacks or better to open": the first deal needs a pair of jacks.
def test_the_first_deal_opens_with_jacks():
    assert can_bet(after(0, OPENS["jacks"]))
    assert not can_bet(after(0, "Th Td 7c 4s 2h"))


# "after a deal is thrown in, the next deal needs a pair of queens or better to open"
def test_after_one_deal_thrown_in_jacks_no_longer_open_but_queens_do():
    state = after(1, OPENS["jacks"])
    assert state.legal_actions() == [Fold(), Check()]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Bet(2))
    assert refused.value.rule == "openers" and "pair, Q or better" in str(refused.value)
    assert can_bet(after(1, OPENS["queens"]))


# "after another, kings or better; after another, aces or better"
@pytest.mark.parametrize(("thrown", "short", "enough"), [(2, "queens", "kings"), (3, "kings", "aces")])
def test_each_deal_thrown_in_raises_the_requirement(thrown, short, enough):
    assert not can_bet(after(thrown, OPENS[short]))
    assert can_bet(after(thrown, OPENS[enough]))


# "... and aces stay the requirement from then on"
def test_aces_stay_the_requirement_after_more_deals_thrown_in():
    assert not can_bet(after(5, OPENS["kings"]))
    assert can_bet(after(5, OPENS["aces"]))


# The opener's openers are the ones of the requirement they met: the queens are shown.
def test_the_opener_shows_the_higher_openers_at_the_end():
    state = after(1, OPENS["queens"])
    state.apply(Bet(2))
    state.apply(Fold())
    state.apply(Fold())
    assert state.is_over
    [shown] = [e for e in state.log if e.kind == "openers"]
    assert shown.seat == 0 and {str(c) for c in shown.cards} >= {"Qh", "Qs"}


# Once opened, anyone may call whatever they hold, at any requirement.
def test_once_opened_anyone_may_call_after_the_requirement_rose():
    state = table(JUNK, redeals=[{**JUNK, 0: OPENS["queens"]}])
    throw_in(state, 1)
    state.apply(Bet(2))
    assert Call(2) in state.legal_actions()  # king high calls
    state.apply(Call(2))
    state.apply(Call(2))
    for _ in range(PLAYERS):
        state.apply(Draw(()))
    assert state.street == "deals" and not state.is_over


def test_explain_says_how_the_requirement_rises():
    text = explain(GAME)
    assert "a pair of jacks or better (progressive: after one deal thrown in, a pair of queens or better;" in text
    assert "after three or more deals thrown in, a pair of aces or better)" in text


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(GAME.min_players, GAME.max_players))
def test_random_play_keeps_every_invariant_across_thrown_in_deals(seed, players):
    play_randomly(GAME, players, seed)
