"""Betting rounds everyone plays alike: limped in, a round of checks."""

from __future__ import annotations

from pokerlang.engine import Call, Check


def limp(state, players=4):
    """Everyone calls the big blind, which checks."""
    for _ in range(players - 2):
        state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    return state


def check_round(state, players=4):
    for _ in range(players):
        state.apply(Check())
    return state
