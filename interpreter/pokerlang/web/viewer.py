"""A past hand, step by step, as one seat saw it (or, for the host, with every card):
what the hand history viewer in the page shows.

Each step is the hand after its first ``k`` actions, dealt again from its record (the
record holds the deck, so every view is the engine's own): a seat's steps are built from
that seat's view alone, exactly as its frames were during the hand; the host's from
every seat's own view, each seat's cards as its holder saw them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pokerlang.codec.json import action_of
from pokerlang.engine import new_hand
from pokerlang.runner.replay import stakes_of
from pokerlang.web.frames import LogWords, cards_in, result_lines, seat_frame

MAX_STEPS = 2000  # a hand's steps the viewer sends (no shipped game comes near)


def host_view(views: Sequence[Mapping[str, Any]]) -> dict:
    """Every seat's cards as its holder sees them, and each log line as the seat that sees
    most of it reads it: the dealer's sight of a hand already played."""
    first = views[0]
    seats = [views[s]["seats"][s] for s in range(len(first["seats"]))]
    log = []
    for i in range(len(first["log"])):
        lines = [v["log"][i] for v in views]
        log.append(next((line for line in lines if not line.get("hidden")), lines[0]))
    return {**first, "seat": None, "seats": seats, "log": log, "legal_actions": []}


def hand_steps(game, record: dict, seat: int | None, name_of: Callable[[int], str]) -> list[dict]:
    """The frames of a finished hand, one per action and one before the first, as
    ``seat`` (the hand's engine seat) saw them; ``seat`` None: the host's view."""
    state = new_hand(game, stakes_of(record), seed=record.get("seed"), deck=record["deck"], button=record["button"])
    words = LogWords(game, seat, name_of)
    players = len(record["starting_stacks"])
    steps = []
    actions = record.get("actions", [])[:MAX_STEPS]
    for k in range(len(actions) + 1):
        view = state.view(seat) if seat is not None else host_view([state.view(s) for s in range(players)])
        frame = seat_frame(view, words)
        frame.pop("legal", None)  # a past hand offers nothing to do
        if state.is_over:
            result = state.result()
            board = cards_in(view["table"]) | cards_in(view.get("runs") or [])
            frame["result"] = result_lines(result, cards_in(view), seat, name_of, board)
        steps.append(frame)
        if k < len(actions):
            state.apply(action_of(actions[k]), seat=actions[k]["seat"])
    return steps


def viewed_hand(game, record: dict, chair: int | None, names: list[str]) -> dict | None:
    """A finished hand for the viewer: as table seat ``chair`` saw it (None: the host,
    every card); None if that seat was not dealt in."""
    dealt = list(record.get("match", {}).get("seats", range(len(record["starting_stacks"]))))
    if chair is not None and chair not in dealt:
        return None
    here = dealt.index(chair) if chair is not None else None

    def name_of(i: int) -> str:
        return names[dealt[i]] if dealt[i] < len(names) else f"seat {dealt[i] + 1}"

    return {
        "hand": record["hand"],
        "variant": game.title,
        "you": here,
        "names": [name_of(i) for i in range(len(dealt))],
        "net": record["net"],
        "steps": hand_steps(game, record, here, name_of),
    }
