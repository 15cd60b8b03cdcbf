"""The table and the betting of the stud games played from their rule texts (Oxford stud, Billabong)."""

from __future__ import annotations

from pokerlang.engine import Call, Check, PostBringIn, TableStakes


def stakes(players, bring_in=1):
    return TableStakes(players=players, bring_in=bring_in, small_bet=2, big_bet=4, stacks=100)


def settle_round(state):
    """The forced seat brings in; everyone else checks, or calls, until the round is over."""
    street = state.street
    while not state.is_over and state.street == street:
        legal = state.legal_actions()
        bring_in = next((o for o in legal if isinstance(o, PostBringIn)), None)
        state.apply(bring_in or (Check() if Check() in legal else Call()))
