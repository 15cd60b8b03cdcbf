"""``betting all-in``: push or fold. Every bet or raise is the seat's whole stack; a seat
may fold, check when nothing is owed, or call a push, but never just call the blinds (no
limp). A push is a live bet: it is matched against the live blinds, what nobody can match
is returned, and unequal stacks make side pots as in any all-in.

Decks are stacked (``holdem_deck``): hole cards one at a time from the dealer's left, then
burn-flop, burn-turn, burn-river.
"""

from __future__ import annotations

import random

import pytest
from helpers.stacking import holdem_deck
from hypothesis import given, settings, strategies as st

from pokerlang.compiler import compile_file
from pokerlang.engine import Bet, BetRange, Call, Check, Fold, IllegalAction, Raise, RaiseRange, TableStakes, new_hand

PUSH_OR_FOLD = """game "Push or fold hold'em"
extends holdem
betting all-in
"""

# A betting round after the flop too: there, with nothing owed, a seat checks or pushes.
TWO_ROUNDS = """game "Push or fold, two rounds"
import rankings
players 2..6
betting all-in
forced blinds
zone hand per seat private
zone board shared public
step preflop { deal 2 to hand  bet first after big-blind }
step flop { burn 1  deal 3 to board  bet }
step turn { burn 1  deal 1 to board }
step river { burn 1  deal 1 to board }
showdown best 5 of hand + board by high
"""


def written(tmp_path, name: str, text: str):
    path = tmp_path / f"{name}.poker"
    path.write_text(text)
    return compile_file(path)


@pytest.fixture
def push_or_fold(tmp_path):
    return written(tmp_path, "push-or-fold", PUSH_OR_FOLD)


def test_facing_the_blinds_a_player_may_only_fold_or_go_all_in(push_or_fold):
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=(40, 60, 80)), seed=1, button=0)
    assert state.to_act == 0  # left of the big blind (seat 2)
    assert state.legal_actions() == [Fold(), RaiseRange(40, 40)]  # no call of the blind: no limp


def test_heads_up_the_small_blind_pushes_or_folds_and_the_big_blind_calls_or_folds(push_or_fold):
    state = new_hand(push_or_fold, TableStakes(players=2, stacks=30), seed=1, button=0)
    assert state.chips.bets == [1, 2]
    assert state.legal_actions() == [Fold(), RaiseRange(30, 30)]
    state.apply(Raise(30))
    assert Call(28) in state.legal_actions() and Fold() in state.legal_actions()
    state.apply(Call(28))
    assert state.is_over
    result = state.result()
    assert [p.amount for p in result.pots] == [60]  # the push matched the live big blind: nothing returned
    assert result.returned == ()
    assert sum(result.net) == 0


def test_a_push_against_unequal_stacks_makes_a_side_pot(push_or_fold):
    # Seat 0 (20 chips) has aces, seat 1 (50) kings, seat 2, the big blind (100), queens.
    deck = holdem_deck({0: "Ah Ad", 1: "Kh Kd", 2: "Qh Qd"}, "2c 7s 9d 3h 4s", button=0, players=3)
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=(20, 50, 100)), deck=deck, button=0)
    state.apply(Raise(20))  # the button pushes
    assert state.legal_actions() == [Fold(), Call(19), RaiseRange(50, 50)]  # the small blind: call the push, or push
    state.apply(Raise(50))
    assert state.legal_actions() == [Fold(), Call(48), RaiseRange(100, 100)]
    state.apply(Call(48))
    assert state.is_over
    result = state.result()
    main, side = result.pots
    assert (main.amount, main.eligible) == (60, (0, 1, 2))
    assert (side.amount, side.eligible) == (60, (1, 2))
    assert [w.seat for w in main.shares[0].winners] == [0]
    assert [w.seat for w in side.shares[0].winners] == [1]
    assert result.stacks == (60, 60, 50)
    assert sum(result.net) == 0


def test_what_nobody_can_match_is_returned_to_the_pusher(push_or_fold):
    deck = holdem_deck({0: "Ah Ad", 1: "Kh Kd", 2: "Qh Qd"}, "2c 7s 9d 3h 4s", button=0, players=3)
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=(100, 30, 30)), deck=deck, button=0)
    state.apply(Raise(100))
    state.apply(Call(29))
    state.apply(Call(28))
    result = state.result()
    assert result.returned == ((0, 70),)  # the blinds cover 30 of the button's 100
    assert [p.amount for p in result.pots] == [90]
    assert result.stacks == (160, 0, 0)


def test_everyone_folds_to_the_big_blind_who_takes_the_blinds(push_or_fold):
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=50), seed=4, button=0)
    state.apply(Fold())
    assert state.legal_actions() == [Fold(), RaiseRange(50, 50)]  # the small blind cannot complete
    state.apply(Fold())
    assert state.is_over
    assert state.result().stacks == (50, 49, 51)


def test_a_blind_that_took_a_seats_last_chips_may_be_called(push_or_fold):
    # The big blind has 2 chips: posting them puts it all in, so its blind is a push to call.
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=(50, 50, 2)), seed=2, button=0)
    assert Call(2) in state.legal_actions()


def test_a_bet_or_raise_for_less_than_the_whole_stack_is_refused_by_the_rule(push_or_fold):
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=40), seed=1, button=0)
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise(10))
    assert refused.value.rule == "all in or fold"
    assert "only all in, to 40" in str(refused.value)
    with pytest.raises(IllegalAction) as limped:
        state.apply(Call(2))
    assert limped.value.rule == "all in or fold"


def test_after_the_flop_a_player_checks_or_pushes_what_is_left(tmp_path):
    game = written(tmp_path, "two-rounds", TWO_ROUNDS)
    state = new_hand(game, TableStakes(players=3, stacks=(40, 60, 80)), seed=3, button=0)
    state.apply(Raise(40))  # the button pushes; both blinds call it and keep chips behind
    state.apply(Call(39))
    state.apply(Call(38))
    assert state.street == "flop" and state.to_act == 1
    assert state.legal_actions() == [Fold(), Check(), BetRange(20, 20)]  # the small blind's 20 left
    state.apply(Bet(20))
    assert state.legal_actions() == [Fold(), Call(20), RaiseRange(40, 40)]  # a push to call, or push over it
    state.apply(Call(20))
    assert state.is_over
    main, side = state.result().pots
    assert (main.amount, side.amount) == (120, 40)


def test_the_passive_round_stops_where_a_seat_may_not_call(push_or_fold):
    state = new_hand(push_or_fold, TableStakes(players=3, stacks=40), seed=5, button=0)
    log = list(state.log)
    assert state.passive_round() == 0 and state.log == log  # the first seat faces the blinds alone


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6))
def test_every_bet_is_all_in_and_the_chips_are_kept(tmp_path_factory, seed, players):
    game = written(tmp_path_factory.mktemp("aof"), "push-or-fold", PUSH_OR_FOLD)
    rng = random.Random(seed)
    stacks = tuple(rng.randint(3, 60) for _ in range(players))
    state = new_hand(game, TableStakes(players=players, stacks=stacks), seed=seed, button=seed % players)
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.to_act
        most = state.chips.stacks[seat] + state.chips.bets[seat]
        for option in legal:
            if isinstance(option, (BetRange, RaiseRange)):
                assert option.min == option.max == most
            if isinstance(option, Call):
                assert any(
                    state.chips.stacks[s] == 0 and state.chips.bets[s] == max(state.chips.bets)
                    for s in range(players)
                    if s != seat
                )
        action = rng.choice(legal).sample(rng)
        assert not isinstance(action, Bet) or action.amount == most
        state.apply(action)
    result = state.result()
    assert sum(result.net) == 0
    assert sum(result.stacks) == sum(stacks)
    if not any(isinstance(a, (Raise, Bet)) for _, a in state.actions):
        assert not any(isinstance(a, (Call, Check)) for _, a in state.actions)  # nobody limped
