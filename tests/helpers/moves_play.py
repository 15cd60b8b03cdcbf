"""Helpers for the tests of the variants with card moves, rolls, layouts and filtered
sources: betting that only checks and calls, and who won which share."""

from __future__ import annotations

from pokerlang.engine import Call, Check, PostBringIn, TableStakes


def stakes(players: int, **more) -> TableStakes:
    return TableStakes(**{"players": players, "ante": 1, "small_bet": 2, "big_bet": 4, "stacks": 100, **more})


def settle_round(state) -> None:
    """The forced seat brings in; everyone else checks, or calls, until the round is over."""
    street = state.street
    while not state.is_over and state.street == street and state.to_act is not None:
        legal = state.legal_actions()
        if not any(isinstance(o, (Check, Call, PostBringIn)) for o in legal):
            return  # not a betting round: a decision about cards
        bring_in = next((o for o in legal if isinstance(o, PostBringIn)), None)
        state.apply(bring_in or (Check() if Check() in legal else Call()))


def shares(state) -> dict[str, list[int]]:
    """Share name -> the seats that won it, over every pot."""
    out: dict[str, list[int]] = {}
    for pot in state.result().pots:
        for share in pot.shares:
            out.setdefault(share.name, []).extend(w.seat for w in share.winners)
    return out


def won(state) -> list[int]:
    """What each seat took from the pots."""
    got = [0] * state.players
    for pot in state.result().pots:
        for share in pot.shares:
            for w in share.winners:
                got[w.seat] += w.amount
    return got
