"""The card rooms' table rules, one test per rule sentence (docs/rules.md cites each):
antes of every kind, a single blind, fixed-limit short all-ins, the raise cap and
heads-up play, odd chips, and the stud openers' ties."""

from __future__ import annotations

import pytest
from helpers.stacking import holdem_deck

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Bet,
    BetRange,
    Call,
    Check,
    Complete,
    EngineError,
    Fold,
    IllegalAction,
    PostBringIn,
    Raise,
    RaiseRange,
    TableStakes,
    new_hand,
)


@pytest.fixture(scope="module")
def holdem():
    return load_game("holdem")


@pytest.fixture(scope="module")
def limit():
    return load_game("holdem-limit")


def posted(state) -> list[tuple[str, int, int]]:
    return [(e.kind, e.seat, e.amount) for e in state.log if e.kind in ("ante", "small-blind", "big-blind")]


def raise_option(state):
    return next((o for o in state.legal_actions() if isinstance(o, (RaiseRange, BetRange, Complete))), None)


# ---- forced bets ---------------------------------------------------------------------------


def test_an_ante_set_by_the_table_is_taken_in_a_game_whose_file_has_none(holdem):
    state = new_hand(holdem, TableStakes(players=3, ante=1), seed=1, button=0)
    assert posted(state)[:3] == [("ante", 1, 1), ("ante", 2, 1), ("ante", 0, 1)]
    assert state.chips.in_pot == 3 + 1 + 2


def test_a_big_blind_ante_is_paid_by_the_big_blind_after_its_blind(holdem):
    # TDA: a big blind short of blind and ante posts the blind first.
    state = new_hand(
        holdem, TableStakes(players=3, ante=3, ante_kind="big-blind", stacks=(100, 100, 4)), seed=1, button=0
    )
    assert posted(state) == [("small-blind", 1, 1), ("big-blind", 2, 2), ("ante", 2, 2)]


def test_a_button_ante_is_paid_by_the_dealer(holdem):
    state = new_hand(holdem, TableStakes(players=4, ante=4, ante_kind="button"), seed=1, button=3)
    assert [(e.seat, e.amount) for e in state.log if e.kind == "ante"] == [(3, 4)]


def test_a_big_blind_ante_needs_a_big_blind():
    with pytest.raises(EngineError, match="no big blind to pay the table's ante"):
        new_hand(load_game("seven-card-stud"), TableStakes(players=3, ante=2, ante_kind="big-blind"), seed=1)


def test_a_single_blind_is_posted_left_of_the_button_and_play_begins_left_of_it(holdem):
    state = new_hand(holdem, TableStakes(players=4, small_blind=0, big_blind=2, single_blind=True), seed=1, button=0)
    assert posted(state) == [("big-blind", 1, 2)]
    assert state.to_act == 2


def test_a_single_blind_and_a_small_blind_together_are_refused(holdem):
    with pytest.raises(EngineError, match="single blind"):
        new_hand(holdem, TableStakes(players=3, single_blind=True), seed=1)


# ---- fixed-limit short all-ins --------------------------------------------------------------

LIMIT = dict(small_blind=5, big_blind=10, small_bet=10, big_bet=20)


def to_the_flop(limit, short: int):
    """Three seats, button 0; seat 2 (the big blind) has ``short`` chips left on the flop."""
    state = new_hand(limit, TableStakes(players=3, stacks=(200, 200, 10 + short), **LIMIT), seed=3, button=0)
    state.apply(Call())
    state.apply(Call())
    state.apply(Check())
    assert state.street == "flop" and state.chips.stacks[2] == short
    return state


def test_an_all_in_raise_of_half_a_bet_or_more_reopens_the_betting(limit):
    state = to_the_flop(limit, 17)
    state.apply(Bet(10))
    state.apply(Raise(17))  # all in, 7 more: at least half of 10
    state.apply(Call())  # seat 0
    assert state.to_act == 1 and raise_option(state) == RaiseRange(27, 27)


def test_an_all_in_raise_of_less_than_half_a_bet_does_not_reopen_it(limit):
    state = to_the_flop(limit, 14)
    state.apply(Bet(10))
    state.apply(Raise(14))  # all in, 4 more: less than half of 10
    state.apply(Call())
    assert state.to_act == 1 and raise_option(state) is None
    with pytest.raises(IllegalAction, match="incomplete raise"):
        state.apply(Raise(24))


def test_over_an_all_in_bet_of_half_a_bet_the_next_player_calls_or_makes_a_full_raise(limit):
    state = new_hand(limit, TableStakes(players=3, stacks=(200, 16, 200), **LIMIT), seed=3, button=0)
    state.apply(Call())
    state.apply(Call())
    state.apply(Check())
    state.apply(Bet(6))  # seat 1, all in for 6 of a 10 bet
    assert raise_option(state) == RaiseRange(16, 16)  # a full raise on top of the 6
    assert Call(6) in state.legal_actions()


def test_over_an_all_in_bet_of_less_than_half_a_bet_the_next_player_may_complete(limit):
    state = new_hand(limit, TableStakes(players=3, stacks=(200, 14, 200), **LIMIT), seed=3, button=0)
    state.apply(Call())
    state.apply(Call())
    state.apply(Check())
    state.apply(Bet(4))
    assert raise_option(state) == Complete(10)


# ---- the raise cap ----------------------------------------------------------------------------


def test_raises_are_unlimited_heads_up(limit):
    state = new_hand(limit, TableStakes(players=2, stacks=500, **LIMIT), seed=3, button=1)
    for to in (20, 30, 40, 50, 60, 70):  # far past a bet and three raises
        state.apply(Raise(to))
    assert raise_option(state) == RaiseRange(80, 80)


def test_with_three_players_the_cap_is_a_bet_and_three_raises(limit):
    state = new_hand(limit, TableStakes(players=3, stacks=500, **LIMIT), seed=3, button=0)
    state.apply(Raise(20))
    state.apply(Raise(30))
    state.apply(Raise(40))  # the blind and three raises
    assert raise_option(state) is None
    with pytest.raises(IllegalAction, match="raise cap"):
        state.apply(Raise(50))


def test_a_round_capped_three_handed_stays_capped_when_a_fold_leaves_two(limit):
    state = new_hand(limit, TableStakes(players=3, stacks=500, **LIMIT), seed=3, button=0)
    state.apply(Raise(20))
    state.apply(Raise(30))
    state.apply(Raise(40))
    state.apply(Fold())
    assert state.to_act == 1 and raise_option(state) is None


def test_the_table_may_set_the_cap_a_bet_and_four_raises(limit):
    state = new_hand(limit, TableStakes(players=3, stacks=500, cap=5, **LIMIT), seed=3, button=0)
    state.apply(Raise(20))
    state.apply(Raise(30))
    state.apply(Raise(40))
    assert raise_option(state) == RaiseRange(50, 50)
    state.apply(Raise(50))
    assert raise_option(state) is None


def test_the_table_may_cap_heads_up_play_too(limit):
    stakes = TableStakes(players=2, stacks=500, heads_up_uncapped=False, **LIMIT)
    state = new_hand(limit, stakes, seed=3, button=1)
    state.apply(Raise(20))
    state.apply(Raise(30))
    state.apply(Raise(40))
    assert raise_option(state) is None


# ---- odd chips --------------------------------------------------------------------------------


def test_no_player_gets_more_than_one_odd_chip_from_a_pot(holdem):
    deck = holdem_deck({0: "2c 3d", 1: "4h 5h", 2: "2d 3c", 3: "2h 3h"}, "As Ks Qs Js Ts", button=0, players=4)
    state = new_hand(holdem, TableStakes(players=4, small_blind=2, big_blind=3), deck=deck, button=0)
    state.apply(Call(3))
    state.apply(Call(3))
    state.apply(Fold())
    state.apply(Check())  # pot 11: three ways, 2 over
    while not state.is_over:
        state.apply(Check())
    (pot,) = state.result().pots
    assert pot.amount == 11
    assert sorted((w.seat, w.amount) for w in pot.shares[0].winners) == [(0, 3), (2, 4), (3, 4)]


def test_in_stud_the_odd_chip_goes_to_the_highest_card_by_suit():
    # Seats 0 and 1 tie with A-K-Q-J-9; the ace of spades is seat 1's, so seat 1 gets the
    # odd chip of the 7-chip pot though seat 0 sits first from the dealer's left.
    rounds = ["Ac As 7s", "Kd Kh 7h", "2d 2h 8s", "Qh Qd", "Jc Jd", "9h 9c", "3c 3d"]
    deck = [card(c) for r in rounds for c in r.split()]
    stakes = TableStakes(ante=1, bring_in=2, small_bet=4, big_bet=8, stacks=200, players=3)
    state = new_hand(load_game("seven-card-stud"), stakes, deck=deck, button=2)
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Fold())
    while not state.is_over:
        state.apply(Check())
    (pot,) = state.result().pots
    assert pot.amount == 7
    assert sorted((w.seat, w.amount) for w in pot.shares[0].winners) == [(0, 3), (1, 4)]


def test_in_a_low_stud_game_the_odd_chip_goes_to_the_lowest_card_by_suit():
    # Razz: seats 0 and 1 tie with 5-4-3-2-A; seat 1 holds the ace of clubs, the lowest
    # card by suit (aces low), and gets the odd chip of the 9-chip pot.
    rounds = ["As Ac Kd", "2s 2c Kh", "3s 3c Ks", "4s 4c Qd", "5s 5c Qh", "9s 9c Qs", "Ts Tc Jd"]
    deck = [card(c) for r in rounds for c in r.split()]
    stakes = TableStakes(ante=1, bring_in=2, small_bet=4, big_bet=8, stacks=200, players=3)
    state = new_hand(load_game("razz"), stakes, deck=deck, button=2)
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Call())  # seat 2's king brings in
    while not state.is_over:
        state.apply(Check())
    (pot,) = state.result().pots
    assert pot.amount == 9
    assert sorted((w.seat, w.amount) for w in pot.shares[0].winners) == [(0, 4), (1, 5)]


def test_in_stud_a_tie_between_equal_showing_hands_goes_by_position_not_suit():
    # Fourth street: seat 0 shows 2d Qh, seat 1 2h Qd: equal; seat 0 is first from the
    # dealer's left and bets first, though seat 1's queen and deuce are of higher suits.
    rounds = ["Ac As 7s", "Kd Kh 7h", "2d 2h 8s", "Qh Qd"]
    deck = [card(c) for r in rounds for c in r.split()]
    stakes = TableStakes(ante=1, bring_in=2, small_bet=4, big_bet=8, stacks=200, players=3)
    for name in ("seven-card-stud", "seven-card-stud-hi-lo"):
        state = new_hand(load_game(name), stakes, deck=deck, button=2)
        state.apply(PostBringIn())
        state.apply(Call())
        state.apply(Fold())
        assert state.street == "fourth-street" and state.to_act == 0, name


# ---- explain shows them --------------------------------------------------------------------


def test_explain_states_the_card_room_rules_a_game_is_played_under():
    from pokerlang.explain import explain

    limit_text = explain(load_game("holdem-limit"))
    assert "## Card-room rules" in limit_text
    assert "heads-up, raising is unlimited" in limit_text and "at least half a bet" in limit_text
    stud_text = explain(load_game("seven-card-stud"))
    assert "Suits break a tie only for the bring-in" in stud_text
    assert "the highest card by suit among all their cards" in stud_text
    assert "first of them to the dealer's left" in explain(load_game("holdem"))
    assert "**Stakes:** an ante of 1; a bet of 1" in explain(load_game("kuhn"))
    assert "**Stakes:** set at the table" in explain(load_game("holdem"))
