"""The scripted fault run of the web table (issue 27): a server in a process of its own,
a table of bots and one person's seat played by a scripted client, the server killed
with SIGKILL at random points and started again, the database locked by another
connection at other random points; then what the database holds is checked against what
the person saw.

Used by tests/web/test_durability.py (a few faults, bounded) and bench/web_faults.py
(50 kills, 10 locks of 10 s).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.request
from dataclasses import dataclass, field

from helpers.web import passive

SERVER = (
    "import sys; from pokerlang.web.main import serve; "
    "serve('127.0.0.1', int(sys.argv[1]), sys.argv[2], bot_delay=float(sys.argv[3]), "
    "between_hands=float(sys.argv[4]), mc_think='8')"
)
BUY_IN = 200


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``pokerlang serve`` (its ``web.main.serve``) in a process of its own, fast timing
    (no pause by default: a browser's pages want a little, as ``LiveServer`` gives)."""

    def __init__(self, db: str, port: int, log: str, bot_delay: float = 0.0, between_hands: float = 0.0):
        self.db, self.port, self.log = db, port, log
        self.timing = (str(bot_delay), str(between_hands))
        self.url = f"http://127.0.0.1:{port}"
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 90.0) -> ServerProcess:  # (a loaded machine starts Python slowly)
        with open(self.log, "a") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-c", SERVER, str(self.port), self.db, *self.timing], stdout=out, stderr=out
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}: see {self.log}")
            try:
                with urllib.request.urlopen(self.url + "/", timeout=1):
                    return self
            except OSError:
                time.sleep(0.05)
        self.kill()  # not left running behind the test
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush, nothing the server can do about it."""
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.kill()

    def post(self, path: str, body: dict) -> dict:
        request = urllib.request.Request(
            self.url + path, data=json.dumps(body).encode(), headers={"content-type": "application/json"}
        )
        # Longer than the server's own limit on an upload's check, done in a worker process.
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())

    def open_table(self, **body) -> dict:
        return self.post("/api/tables", body)

    def get(self, path: str) -> tuple[float, bytes]:
        """Seconds the answer took, and the answer."""
        began = time.monotonic()
        with urllib.request.urlopen(self.url + path, timeout=30) as response:
            body = response.read()
        return time.monotonic() - began, body


@dataclass
class Seen:
    """What the person's client saw."""

    own: dict[int, set[str]] = field(default_factory=dict)  # hand -> its hole cards, as each frame showed them
    finished: dict[int, list[int]] = field(default_factory=dict)  # hand -> its net by seat, as shown over
    kills: int = 0
    locks: list[dict] = field(default_factory=list)  # per lock: the slowest lobby answer, what the host read


def fault_run(
    folder: str, hands: int = 200, kills: int = 5, locks: int = 2, lock_seconds: float = 2.0, seed: int = 27
) -> tuple[Seen, str]:
    """Play ``hands`` hands with ``kills`` SIGKILLs and ``locks`` locks of the database at
    random hands; what the client saw, and the database's path."""
    rng = random.Random(seed)
    db = os.path.join(folder, "tables.db")
    server = ServerProcess(db, free_port(), os.path.join(folder, "server.log")).start()
    table = server.post(
        "/api/tables",
        {"variant": "holdem", "seats": [{"kind": "person"}, {"kind": "call"}, {"kind": "random"}], "buy_in": BUY_IN},
    )
    seat = table["seats"][0]["link"].split("seat=")[1]
    key = table["host"].split("key=")[1]
    kill_at = sorted(rng.randrange(1, hands) for _ in range(kills))
    lock_at = sorted(rng.randrange(1, hands) for _ in range(locks))
    seen = Seen()
    lockers: list[threading.Thread] = []

    def hold_lock() -> None:
        """Another program holds the database locked for ``lock_seconds``: meanwhile the
        lobby is read (it must answer at once) and the host's ledger (it says why)."""
        con = sqlite3.connect(db, timeout=30, isolation_level=None)
        con.execute("begin exclusive")
        began, slowest, storage = time.monotonic(), 0.0, None
        try:
            while time.monotonic() - began < lock_seconds:
                took, _ = server.get("/")
                slowest = max(slowest, took)
                if storage is None and time.monotonic() - began > 1.2:  # (a table writes some time in)
                    took, body = server.get(f"/t/{table['id']}/ledger.json?key={key}")
                    slowest = max(slowest, took)
                    storage = json.loads(body).get("storage")
                time.sleep(0.1)
        finally:
            con.execute("rollback")
            con.close()
        seen.locks.append({"slowest": slowest, "storage": storage})

    def start_lock() -> None:
        if not any(t.is_alive() for t in lockers):
            lockers.append(threading.Thread(target=hold_lock, daemon=True))
            lockers[-1].start()

    try:
        while not seen.finished or len(seen.finished) < hands or max(seen.finished) < hands - 1:
            target = kill_at[0] if kill_at else None
            if _play(server, table["id"], seat, key, seen, hands, target, lock_at, rng, start_lock):
                kill_at.pop(0)
                for t in lockers:  # a lock is let go before the kill: the run is of one fault at a time
                    t.join()
                server.kill()
                seen.kills += 1
                server.start()
    finally:
        for t in lockers:
            t.join()
        if server.process is not None and server.process.poll() is None:
            server.stop()
    return seen, db


def _play(server, table_id, seat, key, seen, hands, kill_target, lock_at, rng, start_lock) -> bool:
    """Play as the person until the run is over (False) or the hand ``kill_target`` is
    reached and a moment of it gone by (True: kill now)."""
    from websockets.sync.client import connect

    acted: set[tuple[int, int]] = set()
    sent: list[float] = []  # when the last actions went
    asked: set[int] = set()  # the hands after which a rebuy was asked for
    kill_after: float | None = None
    with connect(f"ws://127.0.0.1:{server.port}/ws/{table_id}?seat={seat}", open_timeout=10) as ws:
        while True:
            if kill_after is not None and time.monotonic() >= kill_after:
                return True
            try:
                message = json.loads(ws.recv(timeout=0.05 if kill_after is not None else 30))
            except TimeoutError:
                continue
            if message.get("type") != "state" or not message.get("view"):
                continue
            hand, view = message["hand_index"], message["view"]
            if message["rebuy"] == "can" and hand not in asked:  # out of chips: ask, and the host says yes
                asked.add(hand)
                _paced(sent)
                ws.send(json.dumps({"type": "rebuy"}))
            if message["rebuy"] == "asked":
                with contextlib.suppress(OSError):  # asked twice, or approved already: refused
                    server.post(f"/api/tables/{table_id}/rebuy", {"key": key, "seat": 0})
            if view["own"].get("hand"):  # (a folded hand shows none)
                seen.own.setdefault(hand, set()).add(json.dumps(view["own"]["hand"]))
            if view["is_over"]:
                seen.finished[hand] = list(message["net"])
                if len(seen.finished) >= hands and max(seen.finished) >= hands - 1:
                    return False
            if lock_at and hand >= lock_at[0]:
                lock_at.pop(0)
                start_lock()
            if kill_target is not None and kill_after is None and hand >= kill_target:
                kill_after = time.monotonic() + rng.uniform(0.0, 0.1)  # anywhere in the hand
            step = (hand, message["step"])
            if view["to_act"] == message["you"] and view["legal"] and step not in acted and not view["is_over"]:
                acted.add(step)
                _paced(sent)
                ws.send(json.dumps({"type": "act", "action": _decision(hand, view["legal"])}))


def _decision(hand: int, legal: list[dict]) -> dict:
    """Two hands in three the person folds when facing a bet (the run gets through its
    hands); in the third they check or call down to the showdown."""
    if hand % 3 and any(o["kind"] == "fold" for o in legal):
        return {"action": "fold"}
    return passive(legal)


def _paced(sent: list[float]) -> None:
    """Keep under the server's messages-a-second limit (more would be refused, not acted)."""
    from pokerlang.web.seat import MAX_RATE

    now = time.monotonic()
    sent[:] = [t for t in sent if now - t < 1.0]
    if len(sent) >= MAX_RATE - 5:
        time.sleep(1.0 - (now - sent[0]))
    sent.append(time.monotonic())
