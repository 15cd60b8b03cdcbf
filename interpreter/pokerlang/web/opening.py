"""A request to open a table -> the rows the store keeps: the table (its stakes, buy-in
and clock) and its seats (each a person or a bot, with a secret link token). Every field
is checked and bounded here; a bad one raises ValueError naming it, which the server
answers with a 400.
"""

from __future__ import annotations

import secrets
import time

from pokerlang.web.table import BOTS

MAX_NAME = 24


def whole_number(body: dict, key: str, default: int, low: int, high: int) -> int:
    value = body.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{key} must be a whole number from {low} to {high}")
    return value


def clean_name(value, default: str) -> str:
    """A table's or a seat's name as shown: one line, spaces collapsed, at most MAX_NAME long."""
    text = " ".join(str(value or "").split())[:MAX_NAME]
    return text or default


def table_row(body: dict, game, variant: str, source: str | None) -> tuple[dict, list[dict]]:
    """The stored table a creation request asks for; raises ValueError naming a bad field."""
    seats = body.get("seats")
    if not isinstance(seats, list) or not game.min_players <= len(seats) <= game.max_players:
        raise ValueError(f"{game.title} seats {game.min_players} to {game.max_players} players")
    kinds = []
    for s in seats:
        kind = s.get("kind") if isinstance(s, dict) else None
        if kind not in ("person", *BOTS):
            raise ValueError(f"a seat is a person or a bot ({', '.join(BOTS)})")
        kinds.append(kind)
    big = whole_number(body, "big_blind", 2, 1, 10**6)
    small = whole_number(body, "small_blind", max(1, big // 2), 0, big)
    buy_in = whole_number(body, "buy_in", 100 * big, 1, 10**9)
    settings = {
        "stakes": {
            "small_blind": small,
            "big_blind": big,
            "ante": whole_number(body, "ante", 0, 0, 10**6),
            "bring_in": whole_number(body, "bring_in", 0, 0, 10**6),
        },
        "buy_in": buy_in,
        "decision_seconds": whole_number(body, "decision_seconds", 30, 3, 600),
    }
    row = {
        "id": secrets.token_urlsafe(6),
        "title": clean_name(body.get("title"), game.title),
        "variant": variant,
        "source": source,
        "settings": settings,
        "stacks": [buy_in] * len(seats),
        "rebuys": [0] * len(seats),
        "host": secrets.token_urlsafe(18),
        "created": time.time(),
    }
    seat_rows = [
        {
            "seat": i,
            "token": secrets.token_urlsafe(18),
            "kind": kind,
            "name": clean_name(seats[i].get("name"), f"{kind} bot" if kind in BOTS else f"seat {i + 1}"),
        }
        for i, kind in enumerate(kinds)
    ]
    return row, seat_rows


def dealable(game, row: dict, seats: list[dict]) -> None:
    """Raises ValueError unless the game deals at the row's stakes (the engine's own
    checks, in its words)."""
    from pokerlang.engine import EngineError, TableStakes, new_hand

    k = row["settings"]["stakes"]
    try:
        new_hand(
            game,
            TableStakes(
                small_blind=k["small_blind"],
                big_blind=k["big_blind"],
                ante=k["ante"],
                bring_in=k["bring_in"],
                stacks=row["stacks"][0],
                players=len(seats),
            ),
            seed=0,
        )
    except EngineError as err:
        raise ValueError(str(err)) from None
