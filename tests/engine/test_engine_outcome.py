"""A hand's chips are settled from the strengths of the hands; the hands are put into
words (each winner's hand and cards, each shown hand's description) only when
``result()`` is asked. ``outcome()`` is the settlement alone, and agrees with it."""

from __future__ import annotations

import random

import pytest
from helpers.stacking import holdem_deck

from pokerlang.compiler import load_game
from pokerlang.engine import Check, TableStakes, new_hand


def chips(result):
    """What the settlement decides: the pots, who won how much of each, the stacks."""
    pots = [
        (p.amount, p.eligible, [(s.name, s.amount, [(w.seat, w.amount) for w in s.winners]) for s in p.shares])
        for p in result.pots
    ]
    return pots, result.stacks, result.net, result.showdown, [(h.seat, h.cards) for h in result.shown]


def test_the_outcome_settles_the_chips_and_the_result_describes_the_hands():
    holdem = load_game("holdem")
    deck = holdem_deck({0: "Ah Ad", 1: "Kh Kd"}, "2c 7d 9s Jc 3h", button=0, players=2)
    state = new_hand(holdem, TableStakes(players=2), deck=deck, button=0)
    while not state.is_over:
        state.apply(Check() if Check() in state.legal_actions() else state.legal_actions()[1])
    settled = state.outcome()
    (winner,) = settled.pots[0].shares[0].winners
    assert (winner.seat, winner.hand, winner.cards) == (0, None, ())
    assert all(h.hands == {} for h in settled.shown)
    described = state.result()
    (winner,) = described.pots[0].shares[0].winners
    assert winner.hand == "pair of aces" and len(winner.cards) == 5
    assert {h.seat: h.hands["high"] for h in described.shown} == {0: "pair of aces", 1: "pair of kings"}
    assert chips(settled) == chips(described)
    assert state.outcome() is described  # once described, the same result


@pytest.mark.parametrize("variant", ["holdem", "omaha-hi-lo", "swingo", "razz", "badugi", "guts", "baseball"])
def test_outcome_and_result_agree_on_every_chip(variant):
    game = load_game(variant)
    players = max(game.min_players, min(4, game.max_players))
    for seed in range(12):
        state, rng = new_hand(game, TableStakes(players=players), seed=seed, button=seed % players), random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()).sample(rng))
        settled = chips(state.outcome())
        assert chips(state.result()) == settled
