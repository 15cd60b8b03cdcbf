"""Helpers of the web tests (fixtures in conftest.py): a server on a fresh database, tables opened through its API,
and the cards a seat may see, worked out from the engine alone (the leak test's oracle)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping

import pytest

pytest.importorskip("starlette")

import warnings

with warnings.catch_warnings():  # the test client warns that it will move to another HTTP client
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from pokerlang.cards.card import Card
from pokerlang.engine import TableStakes, new_hand
from pokerlang.codec.json import action_of
from pokerlang.web.server import create_app
from pokerlang.web.table import Timing

FAST = dict(bot_delay=0.0, between_hands=0.0, mc_think="8")


def client_for(db: str, limits=None, **timing) -> TestClient:
    """A server on ``db`` (``limits``: its bounds per client, ``clients.Limits``)."""
    return TestClient(create_app(db, Timing(**{**FAST, **timing}), hosts=["testserver"], limits=limits))


def open_table(client, variant="holdem", kinds=("person", "call"), **fields) -> dict:
    body = {"variant": variant, "seats": [{"kind": k} for k in kinds], **fields}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def token(link: str) -> str:
    return link.split("seat=")[1]


def seat_tokens(db: str, table_id: str) -> list[str]:
    """Every seat's token, bots' too, read from the database (the API never hands out a bot's)."""
    with sqlite3.connect(db) as con:
        return [r[0] for r in con.execute("select token from seats where table_id = ? order by seat", (table_id,))]


def hand_records(db: str, table_id: str) -> dict[int, dict]:
    """Hand number -> what is needed to deal it again: finished hands and the one in play."""
    with sqlite3.connect(db) as con:
        out = {}
        for (text,) in con.execute("select record from hands where table_id = ?", (table_id,)):
            r = json.loads(text)
            out[r["hand"]] = {
                "seed": r["seed"],
                "deck": r["deck"],
                "button": r["button"],
                "starting": r["starting_stacks"],
                "actions": r["actions"],
            }
        for (text,) in con.execute("select hand from current where table_id = ?", (table_id,)):
            r = json.loads(text)
            out[r["hand"]] = r
        return out


def state_at(game, stakes: dict, hand: dict, step: int):
    """The hand after its first ``step`` actions, dealt by the engine alone."""
    state = new_hand(
        game,
        TableStakes(
            small_blind=stakes["small_blind"],
            big_blind=stakes["big_blind"],
            ante=stakes.get("ante", 0),
            bring_in=stakes.get("bring_in", 0),
            small_bet=stakes.get("small_bet"),
            big_bet=stakes.get("big_bet"),
            stacks=tuple(hand["starting"]),
            players=len(hand["starting"]),
        ),
        seed=hand["seed"],
        deck=hand["deck"],
        button=hand["button"],
    )
    for record in hand["actions"][:step]:
        state.apply(action_of(record), seat=record["seat"])
    return state


def cards_seen(value) -> set[str]:
    """The names of every Card object anywhere in a view."""
    if isinstance(value, Card):
        return {str(value)}
    if isinstance(value, Mapping):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        out: set[str] = set()
        for v in value:
            out |= cards_seen(v)
        return out
    return set()


def strings_in(value) -> set[str]:
    """Every string anywhere in a JSON frame, and every word of it."""
    if isinstance(value, str):
        return {value, *value.replace("(", " ").replace(")", " ").replace(",", " ").replace(":", " ").split()}
    if isinstance(value, Mapping):
        value = list(value.keys()) + list(value.values())
    if isinstance(value, list):
        out: set[str] = set()
        for v in value:
            out |= strings_in(v)
        return out
    return set()


def my_turn(ws, limit: int = 500) -> dict:
    """Frames until it is this socket's seat to act; that frame."""
    for _ in range(limit):
        frame = ws.receive_json()
        if (
            frame["type"] == "state"
            and frame["view"]
            and frame["view"]["to_act"] == frame["you"]
            and frame["view"]["legal"]
        ):
            return frame
    raise AssertionError("never this seat's turn")


def passive(legal: list[dict]) -> dict:
    """Check or call if the page offers it, else the first option, as its button sends it."""
    for kind in ("check", "call"):
        for o in legal:
            if o["kind"] == kind:
                return {"action": kind}
    o = legal[0]
    if o["kind"] in ("bet", "raise"):
        return {"action": o["kind"], "amount": o.get("min", o.get("amount"))}
    if "cards" in o and o["kind"] != "keep":
        return {"action": o["kind"], "cards": o["cards"][: o["low"]]}
    if o["kind"] == "keep":
        return {"action": "keep", "card": o["cards"][0]}
    if o["kind"] == "declare":
        return {"action": "declare", "option": o["options"][0]}
    if o["kind"] == "move":
        return {"action": "move", "kind": o["move"], **({"target": o["targets"][0]["target"]} if o["targets"] else {})}
    return {"action": o["kind"]}


def act(ws, action: dict) -> None:
    ws.send_json({"type": "act", "action": action})


# ---- a real server and a real browser ------------------------------------------------------


class LiveServer:
    """uvicorn in a thread on a free loopback port, on ``db``; ``stop()`` and ``start()``
    again is a server restart (the same port, so open pages reconnect)."""

    def __init__(self, db: str, port: int | None = None, limits=None, **timing):
        import socket

        if port is None:
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
                port = s.getsockname()[1]
        self.db, self.port, self.timing = db, port, {**FAST, "bot_delay": 0.05, "between_hands": 0.3, **timing}
        self.url = f"http://127.0.0.1:{port}"
        self.limits = limits
        self.server = self.thread = None

    def start(self) -> LiveServer:
        import threading
        import time
        import uvicorn

        config = uvicorn.Config(
            create_app(self.db, Timing(**self.timing), limits=self.limits),
            host="127.0.0.1",
            port=self.port,
            ws="websockets-sansio",
            log_level="warning",
            lifespan="on",
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        for _ in range(200):
            if self.server.started:
                return self
            time.sleep(0.05)
        raise RuntimeError("the server did not start")

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(10)

    def open_table(self, **body) -> dict:
        import urllib.request

        request = urllib.request.Request(
            f"{self.url}/api/tables", data=json.dumps(body).encode(), headers={"content-type": "application/json"}
        )
        # Longer than the server's own limit on an upload's check (done in a worker
        # process, whose fork server may still be starting on a loaded machine).
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())


PREFERRED = (
    "check",
    "call",
    "show",
    "bring-in",
    "complete",
    "ask",
    "accept",
    "declare",
    "keep",
    "move",
    "face-down",
    "refuse",
    "muck",
)


def play_a_step(page) -> str | None:
    """Take one decision on the page as a cautious player would, by clicking (a draw
    changes one card); the kind of action taken, or None. A panel that changes under the
    click (the turn moved on) is no error: the caller looks again."""
    from playwright.sync_api import Error

    actions = page.locator("#actions")
    try:
        picker = actions.locator(".picker")
        if picker.count():
            low = int(picker.first.get_attribute("data-low", timeout=1000))
            high = int(picker.first.get_attribute("data-high", timeout=1000))
            while picker.first.locator(".card.picked").count() < max(low, min(high, 1)):
                picker.first.locator(".card.pick:not(.picked)").first.click(timeout=1000)
            button = picker.first.locator("button")
            kind = button.get_attribute("data-action", timeout=1000)
            button.click(timeout=1000)
            return kind
        # What the panel offers, read at once: a panel redrawn between two looks must not
        # make a fold look like the only choice.
        offered = actions.locator("button[data-action]").evaluate_all("bs => bs.map(b => b.dataset.action)")
        for kind in PREFERRED + ("fold",):
            if kind in offered:
                actions.locator(f"button[data-action='{kind}']").first.click(timeout=1000)
                return kind
    except Error:
        return None
    return None


def hand_number(page) -> int:
    text = page.locator("#hand").inner_text()
    return int(text.split()[-1]) if text else 0
