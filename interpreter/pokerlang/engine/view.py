"""What one seat may know: its own cards, every card shown, chips, and the action log.

A view is built only from what the seat may see, so no agent can peek: another seat's
face-down card in a private zone appears as ``None`` (its count is known, as at a real
table), and the log lines about it carry no cards. A secret choice (``together``)
shows in its chooser's view only, until every seat has chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from pokerlang.engine.pots import make_pots
from pokerlang.engine.zones import OFFER

if TYPE_CHECKING:
    from pokerlang.engine.state import State


def seat_view(state: State, seat: int) -> dict:
    if not 0 <= seat < state.players:
        raise ValueError(f"there is no seat {seat}")
    zones, chips = state.zones, state.chips
    seats = []
    for s in range(state.players):
        held = {name: zones.seen_by(seat, name, s) for name in zones.seat_zones}
        held["offer"] = held.pop(OFFER)
        seats.append({
            "seat": s,
            "stack": chips.stacks[s],
            "bet": chips.bets[s],
            "in_hand": state.live[s],
            "all_in": state.live[s] and chips.stacks[s] == 0 and not state.is_over,
            "zones": held,
            "declared": _declared(state, seat, s),
        })
    table = {name: zones.seen_by(seat, name, None) for name in zones.shared_zones}
    collected = [c - b for c, b in zip(chips.committed, chips.bets)]
    return {
        "game": state.game.name,
        "seat": seat,
        "button": state.seating.button,
        "street": state.street,
        "to_act": state.to_act,
        "is_over": state.is_over,
        "own": {name: [c for c in zones.cards(name, seat)] for name in zones.seat_zones if name != OFFER},
        "offer": list(zones.cards(OFFER, seat)),
        "secret": _secret(state, seat),
        "seats": seats,
        "table": table,
        "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in make_pots(collected, state.live)],
        "pot": sum(collected),
        "bets": list(chips.bets),
        "stacks": list(chips.stacks),
        "stock": len(zones.stock),
        "muck": len(zones.muck),
        "legal_actions": state.legal_actions() if state.to_act == seat else [],
        "log": [_line(event, seat) for event in state.log],
    }


def _secret(state: State, seat: int):
    """This seat's own choice in a ``together`` step, made but not yet revealed."""
    action = getattr(state.pending, "secret", {}).get(seat)
    if action is None:
        return None
    return list(action.cards) if hasattr(action, "cards") else action.option


def _declared(state: State, viewer: int, seat: int) -> str | None:
    """A declaration is public once it is logged publicly (at once, or at the reveal)."""
    for event in reversed(state.log):
        if event.kind == "declare" and event.seat == seat and (event.to is None or viewer in event.to):
            return event.option
    return None


def _line(event, viewer: int) -> dict:
    line = {k: v for k, v in attrs.asdict(event, recurse=False).items()
            if v is not None and k != "to" and not (k == "all_in" and not v)}
    if event.to is not None and viewer not in event.to:
        line.pop("cards", None)
        line.pop("option", None)  # a secret declaration stays secret
        line["hidden"] = True
    if "cards" in line:
        line["cards"] = list(line["cards"])
    return line
