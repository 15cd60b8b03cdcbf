"""``pokerlang run --history FILE``: one JSON object per hand, one hand per line.

The format is described in ``docs/history.md``. Cards are written as two-character
strings (``"As"``, ``"Td"``); seats are numbers from 0, fixed for the whole run.
"""

from __future__ import annotations

import json
import random

import attrs

from pokerlang.cards.card import standard_deck

FORMAT = 1


def deck_order(game, seed: int) -> list[str]:
    """The order the engine's seeded shuffle deals the deck in, top card first.

    Reproduces ``Zones``: ``random.Random(seed)`` shuffles the game's standard deck and
    deals from its end. Passing this list as ``new_hand(..., deck=...)`` (with the same
    seed) replays the hand exactly; a game that reshuffles the muck draws the reshuffle
    from the same seeded generator."""
    deck = list(standard_deck(game.ranks))
    random.Random(seed).shuffle(deck)
    return [str(c) for c in reversed(deck)]


def action_record(seat: int, action) -> dict:
    """``Raise(12)`` by seat 3 -> ``{"seat": 3, "action": "raise", "amount": 12}``."""
    out: dict = {"seat": seat, "action": type(action).__name__.lower()}
    for key, value in attrs.asdict(action, recurse=False).items():
        if value is None:
            continue
        if key == "cards":
            value = [str(c) for c in value]
        elif key == "card":
            value = str(value)
        out[key] = value
    return out


def hand_record(*, hand: int, seed: int, button: int, deck: list[str], starting: list[int],
                actions: list[dict], result) -> dict:
    return {
        "format": FORMAT,
        "hand": hand,
        "seed": seed,
        "button": button,
        "deck": deck,
        "starting_stacks": list(starting),
        "actions": actions,
        "showdown": result.showdown,
        "pots": [{
            "amount": pot.amount,
            "eligible": list(pot.eligible),
            "shares": [{
                "name": share.name,
                "amount": share.amount,
                "winners": [{"seat": w.seat, "amount": w.amount, "hand": w.hand,
                             "cards": [str(c) for c in w.cards]} for w in share.winners],
            } for share in pot.shares],
        } for pot in result.pots],
        "returned": [{"seat": seat, "amount": amount} for seat, amount in result.returned],
        "shown": [{"seat": s.seat, "cards": [str(c) for c in s.cards], "hands": dict(s.hands)}
                  for s in result.shown],
        "final_stacks": list(result.stacks),
        "net": list(result.net),
    }


class HistoryWriter:
    """Writes hand records as JSON lines; use as a context manager."""

    def __init__(self, path: str):
        self.path = path
        self.file = None

    def __enter__(self) -> HistoryWriter:
        self.file = open(self.path, "w", encoding="utf-8")
        return self

    def write(self, record: dict) -> None:
        self.file.write(json.dumps(record, separators=(",", ":")) + "\n")

    def __exit__(self, *exc) -> None:
        self.file.close()
