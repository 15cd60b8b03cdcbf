"""``State.check_or_call()``: the seat to act checks, or calls what it owes, as applying
the Check or Call it is offered would; outside a betting round, or for a seat that must
bring in, it does nothing and says so (None)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, PostBringIn, TableStakes, new_hand

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
def test_check_or_call_is_the_check_or_call_offered(variant, seed):
    """At every decision of a hand of random play, check_or_call() on one copy and the
    Check or Call offered, applied to another, leave the two hands the same."""
    state = new_hand(load_game(variant), GAMES[variant], seed=seed, button=seed % 3)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        passive = [o for o in legal if type(o) in (Check, Call)]
        quick, slow = state.copy(random.Random(1)), state.copy(random.Random(1))
        done = quick.check_or_call()
        if passive:
            assert done == passive[0]
            slow.apply(passive[0])
        else:
            assert done is None, "nothing to check or call, yet it acted"
        _same(quick, slow)
        state.apply(rng.choice(legal).sample(rng))


def test_a_seat_that_must_bring_in_does_not_check_or_call():
    state = new_hand(load_game("seven-card-stud"), GAMES["seven-card-stud"], seed=3)
    assert any(type(o) is PostBringIn for o in state.legal_actions())
    log = list(state.log)
    assert state.check_or_call() is None and state.log == log
