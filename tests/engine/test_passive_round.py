"""``State.passive_round()``: every seat to act in the betting round checks, or calls
what it owes, in turn, as applying the Check or Call each is offered would, until the
round is over or a seat must bring in; at a showdown where hands may be mucked, every
seat shows in turn; at any other step, or for a seat that must bring in, it does nothing
and says so (0 acted)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, PostBringIn, Show, TableStakes, new_hand
from pokerlang.runner.passive import cheapest

GAMES = {
    "holdem": TableStakes(players=4, stacks=30),
    "seven-card-stud": TableStakes(players=3, ante=1, bring_in=1, small_bet=4, big_bet=8, stacks=40),
    "swingo": TableStakes(players=3, stacks=40),
    "five-card-draw": TableStakes(players=3),
}


def _same(a, b) -> None:
    assert a.actions == b.actions and a.log == b.log
    assert a.chips.stacks == b.chips.stacks and a.chips.bets == b.chips.bets
    assert a.to_act == b.to_act and a.is_over == b.is_over
    if a.is_over:
        assert a.outcome() == b.outcome()
    else:
        assert a.legal_actions() == b.legal_actions()


@pytest.mark.parametrize("variant", sorted(GAMES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_passive_round_is_the_checks_calls_and_shows_offered(variant, seed):
    """At every decision of a hand of random play, passive_round() on one copy, and on
    another the Check, Call or Show offered applied seat after seat while the same step
    goes on, leave the two hands the same, after as many actions."""
    state = new_hand(load_game(variant), GAMES[variant], seed=seed, button=seed % 3)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        quick, slow = state.copy(random.Random(1)), state.copy(random.Random(1))
        done = quick.passive_round()
        applied, round_ = 0, slow.pending
        while slow.pending is round_ and not slow.is_over:
            passive = [o for o in slow.legal_actions() if type(o) in (Check, Call, Show)]
            if not passive:
                break
            slow.apply(passive[0])
            applied += 1
        assert done == applied
        _same(quick, slow)
        state.apply(rng.choice(legal).sample(rng))


def test_a_seat_that_must_bring_in_does_not_check_or_call():
    state = new_hand(load_game("seven-card-stud"), GAMES["seven-card-stud"], seed=3)
    assert any(type(o) is PostBringIn for o in state.legal_actions())
    log = list(state.log)
    assert state.passive_round() == 0 and state.log == log


@pytest.mark.parametrize("variant", sorted(GAMES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_a_look_ahead_that_checks_through_passes_over_the_rounds_nobody_owes_in(variant, seed):
    """``checks_through`` (mc's playouts): from every decision of a hand of random play, a
    copy that passes over each betting round opening with nothing owed and a copy that
    plays it check by check end with the same chips, every other action the same (card
    decisions drawn from the same Random), and only check lines fewer in its log."""
    state = new_hand(load_game(variant), GAMES[variant], seed=seed, button=seed % 3)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        quick, slow = state.copy(random.Random(7)), state.copy(random.Random(7))
        quick.checks_through = True
        for hand in (quick, slow):
            draws = random.Random(3)
            while not hand.is_over:
                if not hand.passive_round():
                    hand.apply(cheapest(hand.legal_actions(), draws))
        assert quick.outcome().net == slow.outcome().net and quick.outcome().stacks == slow.outcome().stacks
        checks = [a for a in slow.actions if type(a[1]) is not Check]
        assert [a for a in quick.actions if type(a[1]) is not Check] == checks
        assert len(quick.log) <= len(slow.log)
        state.apply(rng.choice(legal).sample(rng))


def test_a_round_is_square_only_when_nothing_is_owed_and_no_bring_in_is_due():
    """Before the flop the blinds are owed: that round is played even in a look-ahead that
    checks through; on the flop nothing is owed; a stud round with a bring-in is played."""
    from pokerlang.engine.betting import BettingRound

    holdem = new_hand(load_game("holdem"), GAMES["holdem"], seed=1)
    preflop = holdem.pending.step
    assert not BettingRound.square(holdem, preflop)
    while holdem.street == "preflop":
        holdem.passive_round()
    assert BettingRound.square(holdem, holdem.pending.step)
    stud = new_hand(load_game("seven-card-stud"), GAMES["seven-card-stud"], seed=1)
    assert stud.pending.step.bring_in is not None and not BettingRound.square(stud, stud.pending.step)
