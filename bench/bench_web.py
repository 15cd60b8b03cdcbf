"""Load benchmark of ``pokerlang serve``: many tables of bots playing at once over loopback.

    python bench/bench_web.py [--tables 50] [--seats 6] [--seconds 60] [--variant holdem]

A server runs in a child process (on a fresh SQLite file, no pause between hands). The
tables are opened through its API with every seat a *person*, and this process plays
every seat as a bot over its own websocket (``--tables * --seats`` sockets), as a browser
would: it reads the frames and, when its seat is to act, sends one of the legal
actions (check or call most of the time, else a random option); a seat out of chips asks
for a rebuy, which the host's key approves, so every table stays full. So every action
crosses the network twice and goes through the server's checks, the engine, the frame
building and the database write.

Reported: actions/s over all tables; the latency of an action (from sending it to
receiving the frame that shows it applied) at p50 and p99; refused actions (and why) and
socket errors (both must be 0; each socket keeps under the server's messages-a-second
bound); and hands: those the sockets saw finish against those the database holds once
the server has stopped (they must be equal: no hand lost).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import resource
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: str, port: int) -> subprocess.Popen:
    # One address opens every table and socket here: the bounds per client are lifted.
    code = (
        "from pokerlang.web.clients import Limits; from pokerlang.web.main import serve; "
        f"serve('127.0.0.1', {port}, {db!r}, limits=Limits(tables_an_hour=10**6, sockets=10**6), "
        "bot_delay=0.0, between_hands=0.0)"
    )
    server = subprocess.Popen([sys.executable, "-c", code])
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).read()
            return server
        except OSError:
            time.sleep(0.05)
    server.kill()
    raise SystemExit("the server did not start")


def open_table(port: int, variant: str, seats: int) -> dict:
    body = {
        "variant": variant,
        "seats": [{"kind": "person", "name": f"bot {i + 1}"} for i in range(seats)],
        "decision_seconds": 60,
    }
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/tables",
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def choose(legal: list[dict], rng: random.Random) -> dict:
    """Mostly check or call (so hands reach showdowns), sometimes any option."""
    if rng.random() < 0.8:
        for kind in ("check", "call"):
            if any(o["kind"] == kind for o in legal):
                return {"action": kind}
    o = rng.choice(legal)
    if o["kind"] in ("bet", "raise") and "min" in o:
        return {"action": o["kind"], "amount": rng.randint(o["min"], o["max"])}
    if "cards" in o and o["kind"] != "keep":
        return {"action": o["kind"], "cards": rng.sample(o["cards"], rng.randint(o["low"], o["high"]))}
    if o["kind"] == "keep":
        return {"action": "keep", "card": rng.choice(o["cards"])}
    if o["kind"] == "declare":
        return {"action": "declare", "option": rng.choice(o["options"])}
    if o["kind"] == "move":
        target = rng.choice(o["targets"])["target"] if o["targets"] else None
        return {"action": "move", "kind": o["move"], **({"target": target} if target else {})}
    out = {"action": o["kind"]}
    if o.get("amount") is not None:
        out["amount"] = o["amount"]
    return out


DRAIN = 2.0  # seconds of reading frames after the last action is sent


class Tally:
    def __init__(self):
        self.latencies: list[float] = []
        self.refused = 0
        self.why: dict[str, int] = {}  # a refusal's message -> how many
        self.errors = 0
        self.finished: dict[str, set[int]] = {}  # table -> hands seen to end


async def paced(sent: list[float]) -> None:
    """Wait, if need be, so that this socket stays under the server's bound of messages a
    second (``web.seat.MAX_RATE``, a few short of it for the time on the wire). A seat of a
    table down to two players with nobody pausing acts faster than any person: past the
    bound its actions would be refused, which is the bound working, not the server failing."""
    from pokerlang.web.seat import MAX_RATE

    now = time.monotonic()
    sent[:] = [t for t in sent if now - t < 1.0]
    if len(sent) >= MAX_RATE - 4:
        await asyncio.sleep(1.0 - (now - sent[0]))
    sent.append(time.monotonic())


def approve_rebuy(port: int, table: str, key: str, seat: int) -> None:
    """The host's yes to a seat's rebuy (refused if approved already: nothing to do)."""
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/tables/{table}/rebuy",
        data=json.dumps({"key": key, "seat": seat}).encode(),
        headers={"content-type": "application/json"},
    )
    with contextlib.suppress(OSError), urllib.request.urlopen(request, timeout=30) as response:
        response.read()


async def play_seat(url: str, table: str, host_key: str, tally: Tally, stop: float, seed: int) -> None:
    from websockets.asyncio.client import connect

    rng = random.Random(seed)
    sent: list[float] = []  # when this socket's recent messages went
    port = int(url.split(":")[2].split("/")[0])
    asked = approved = -1  # the last hand after which this seat asked for a rebuy, and was approved
    sent_at: float | None = None
    sent_step = None
    done = tally.finished.setdefault(table, set())
    try:
        async with connect(url, max_size=2**22) as ws:
            # As browsers do: no Nagle delay on a socket of small messages.
            ws.transport.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            while time.monotonic() < stop + DRAIN:  # after the stop: read, send nothing
                try:
                    text = await asyncio.wait_for(ws.recv(), max(0.01, stop + DRAIN - time.monotonic()))
                except TimeoutError:
                    break
                frame = json.loads(text)
                if frame["type"] != "state" and frame["type"] != "refused":
                    continue
                if frame["type"] == "refused":
                    tally.refused += 1
                    tally.why[frame.get("message", "")] = tally.why.get(frame.get("message", ""), 0) + 1
                    sent_at = None
                    continue
                # Out of chips: the seat asks for a rebuy and the host approves it, so the
                # tables stay full (a busted seat is dealt out until it rebuys).
                if frame["rebuy"] == "can" and frame["hand_index"] != asked and time.monotonic() < stop:
                    asked = frame["hand_index"]
                    await paced(sent)
                    await ws.send(json.dumps({"type": "rebuy"}))
                elif frame["rebuy"] == "asked" and approved != asked and time.monotonic() < stop:
                    approved = asked
                    await asyncio.to_thread(approve_rebuy, port, table, host_key, frame["seat_chair"])
                view = frame["view"]
                if view is None:
                    continue
                key = (frame["hand_index"], frame["step"])
                if sent_at is not None and key > sent_step:
                    tally.latencies.append(time.monotonic() - sent_at)
                    sent_at = None
                if view["is_over"]:
                    done.add(frame["hand_index"])
                done.update(range(frame["hand_index"]))  # a hand is dealt only when the one before ended
                if view["to_act"] == frame["you"] and view["legal"] and sent_at is None and time.monotonic() < stop:
                    await paced(sent)  # (the latency is timed from the send, not from the wait)
                    sent_at, sent_step = time.monotonic(), key
                    await ws.send(json.dumps({"type": "act", "action": choose(view["legal"], rng)}))
    except Exception as err:  # noqa: BLE001 - a socket that fails is counted, and the run goes on
        tally.errors += 1
        print(f"socket error: {type(err).__name__}: {err}", file=sys.stderr)


async def run(port: int, links: list[tuple[str, str, str]], seconds: float) -> Tally:
    tally = Tally()
    stop = time.monotonic() + seconds
    await asyncio.gather(
        *(
            play_seat(link.replace("http://", "ws://").replace("/t/", "/ws/"), table, key, tally, stop, i)
            for i, (table, key, link) in enumerate(links)
        )
    )
    return tally


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--variant", default="holdem")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="pokerlang-bench-")
    db = os.path.join(folder, "bench.db")
    port = free_port()
    server = start_server(db, port)
    try:
        tables = [open_table(port, args.variant, args.seats) for _ in range(args.tables)]
        links = [(t["id"], t["host"].split("key=")[1], s["link"]) for t in tables for s in t["seats"]]
        tally = asyncio.run(run(port, links, args.seconds))
        elapsed = args.seconds
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(30)
    with sqlite3.connect(db) as con:
        stored = dict(con.execute("select table_id, count(*) from hands group by table_id").fetchall())
        (rebuys,) = con.execute("select count(*) from ledger where kind = 'rebuy'").fetchone()
    seen = {t: len(h) for t, h in tally.finished.items()}
    lost = {t: (seen.get(t, 0), stored.get(t, 0)) for t in seen if seen.get(t, 0) != stored.get(t, 0)}
    actions = len(tally.latencies)
    print(f"{args.tables} tables x {args.seats} seats of {args.variant}, {elapsed:.0f} s on loopback")
    print(
        f"actions: {actions} ({actions / elapsed:.0f}/s);"
        f" latency p50 {percentile(tally.latencies, 0.5) * 1000:.1f} ms,"
        f" p99 {percentile(tally.latencies, 0.99) * 1000:.1f} ms"
    )
    server_cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    client_cpu = resource.getrusage(resource.RUSAGE_SELF)
    print(
        f"CPU seconds: server {server_cpu.ru_utime + server_cpu.ru_stime:.1f}, "
        f"these bots {client_cpu.ru_utime + client_cpu.ru_stime:.1f}; load average {os.getloadavg()[0]:.1f}"
    )
    print(
        f"hands: {sum(seen.values())} seen to end, {sum(stored.values())} in the database; "
        f"rebuys approved: {rebuys}; refused actions: {tally.refused}; socket errors: {tally.errors}"
    )
    for why, count in tally.why.items():
        print(f"refused {count}x: {why}")
    if lost or tally.refused or tally.errors:
        print(f"FAILED: tables whose hands differ (seen, stored): {lost}")
        sys.exit(1)


if __name__ == "__main__":
    main()
