"""Bounds per client (web/clients.py), against a real server on loopback: a client is its
peer's address, and 127.0.0.2 is another client than 127.0.0.1. Each test is bounded
(at most 200 connections, seconds each)."""

from __future__ import annotations

import asyncio
import http.client
import json
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from helpers.web import LiveServer, client_for, my_turn, open_table, token

from pokerlang.web.clients import CLOSED_CLIENT_FULL, Clients, Limits, client_of
from pokerlang.web.seat import MAX_SPECTATORS

BOTS = {"variant": "holdem", "seats": [{"kind": "mc"}, {"kind": "mc"}]}


def post(connection: http.client.HTTPConnection, path: str, body: dict) -> tuple[int, dict]:
    connection.request("POST", path, json.dumps(body), {"content-type": "application/json"})
    response = connection.getresponse()
    return response.status, json.loads(response.read())


def get(server: LiveServer, path: str, source: str = "127.0.0.1") -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10, source_address=(source, 0))
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read().decode()
    finally:
        connection.close()


@pytest.mark.parametrize(
    "peer, client",
    [
        (("203.0.113.7", 5000), "203.0.113.7"),
        (("2001:db8:1:2:aaaa::1", 5000), "2001:db8:1:2::/64"),  # one machine picks from its whole /64
        (("2001:db8:1:2:bbbb::9", 5000), "2001:db8:1:2::/64"),
        (("::ffff:198.51.100.4", 5000), "198.51.100.4"),
        (None, ""),
    ],
)
def test_a_client_is_its_address(peer, client):
    assert client_of({"client": peer}) == client


def test_200_anonymous_posts_no_longer_fill_the_server_for_good(db):
    """The issue's reproducer: 200 POSTs of tables of bots from one address. Ten open
    (the hour's allowance), the rest are refused saying so, another address still opens
    one, and the tables nobody watches close by themselves, for good."""
    limits = Limits(idle_bots=1.0, sweep_every=0.1)
    server = LiveServer(db, limits=limits).start()
    try:
        one = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        answers = [post(one, "/api/tables", BOTS) for _ in range(200)]
        one.close()
        opened = [body["id"] for status, body in answers if status == 200]
        refused = [body for status, body in answers if status == 429]
        assert len(opened) == limits.tables_an_hour and len(refused) == 200 - limits.tables_an_hour
        assert "at most 10 tables an hour: the next in 60 minutes" in refused[0]["errors"][0]
        other = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10, source_address=("127.0.0.2", 0))
        status, body = post(other, "/api/tables", BOTS)
        other.close()
        assert status == 200, body
        opened.append(body["id"])
        deadline = time.monotonic() + 20
        while "none yet" not in get(server, "/")[1]:
            assert time.monotonic() < deadline, "tables nobody watches never closed"
            time.sleep(0.2)
        assert all(get(server, f"/t/{i}")[0] == 404 for i in opened)
    finally:
        server.stop()
    server = LiveServer(db, port=server.port, limits=limits).start()  # a restart opens none of them
    try:
        assert "none yet" in get(server, "/")[1]
    finally:
        server.stop()


def test_only_tables_nobody_uses_close_when_idle(db):
    """Bots alone with nobody watching close; so does a table of people that never
    dealt a hand; a table watched, and a table that dealt a hand to a person, stay."""
    limits = Limits(idle_bots=0.6, idle_unplayed=1.2, sweep_every=0.1)
    with client_for(db, limits=limits) as c:
        watched, unwatched = open_table(c, kinds=("call", "call")), open_table(c, kinds=("call", "call"))
        never, played = open_table(c), open_table(c)
        with c.websocket_connect(f"/ws/{played['id']}?seat={token(played['seats'][0]['link'])}") as ws:
            frame = my_turn(ws)
            assert any(o["kind"] == "fold" for o in frame["view"]["legal"])
            ws.send_json({"type": "act", "action": {"action": "fold"}})
            while not ((f := ws.receive_json())["type"] == "state" and f["view"]["is_over"]):
                pass
        with c.websocket_connect(f"/ws/{watched['id']}") as ws:
            time.sleep(0.9)
            assert c.get(f"/t/{unwatched['id']}").status_code == 404
            assert c.get(f"/t/{never['id']}").status_code == 200  # a table of people waits longer
            time.sleep(0.6)
            assert c.get(f"/t/{never['id']}").status_code == 404
            ws.receive_json()  # still dealt to
        assert c.get(f"/t/{watched['id']}").status_code == 200
        assert c.get(f"/t/{played['id']}").status_code == 200


def test_the_host_looking_keeps_a_table_not_yet_played(db):
    limits = Limits(idle_unplayed=0.6, sweep_every=0.1)
    with client_for(db, limits=limits) as c:
        table = open_table(c)
        host = table["host"].replace("http://testserver", "")
        for _ in range(6):
            time.sleep(0.2)
            assert c.get(host).status_code == 200
        time.sleep(1.0)
        assert c.get(host).status_code == 404


async def _sockets(server: LiveServer, ids: list[str], seat_token: str, limit: int) -> None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed

    base = f"ws://127.0.0.1:{server.port}/ws"

    async def closed_with(url: str, source: str = "127.0.0.1") -> int | None:
        """The close code the server ends a new socket with at once; None if it stays open."""
        async with connect(url, local_addr=(source, 0)) as ws:
            try:
                await asyncio.wait_for(ws.recv(), 2)
                return None
            except ConnectionClosed:
                return ws.close_code

    mine = []
    try:
        for i in range(limit):  # spectators of both tables, from one address
            table = ids[0] if i < MAX_SPECTATORS - 2 else ids[1]
            mine.append(await connect(f"{base}/{table}", local_addr=("127.0.0.1", 0), close_timeout=1))
        for ws in mine:
            assert json.loads(await ws.recv())["type"] == "state"
        assert await closed_with(f"{base}/{ids[1]}") == CLOSED_CLIENT_FULL
        # Players first: the seat's own socket gets in from that address, and plays.
        async with connect(f"{base}/{ids[0]}?seat={seat_token}", local_addr=("127.0.0.1", 0)) as seat:
            while not ((frame := json.loads(await seat.recv()))["view"] and frame["view"]["to_act"] == frame["you"]):
                pass
            await seat.send(json.dumps({"type": "act", "action": {"action": "fold"}}))
            while not ((frame := json.loads(await seat.recv()))["view"]["is_over"]):
                pass
            assert await closed_with(f"{base}/{ids[1]}") == CLOSED_CLIENT_FULL  # the seat's counts
        assert await closed_with(f"{base}/{ids[1]}", source="127.0.0.2") is None  # another address
        await mine.pop().close()
        assert await closed_with(f"{base}/{ids[1]}") is None  # a place freed is taken again
    finally:  # together: a socket that read nothing has its close queued behind the frames
        await asyncio.gather(*(ws.close() for ws in mine))


def test_one_address_holds_so_many_sockets_and_a_seat_still_gets_in(db):
    limits = Limits()
    server = LiveServer(db, limits=limits).start()
    try:
        one = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        kinds = ([{"kind": "person"}, {"kind": "call"}], [{"kind": "call"}] * 2)
        tables = [post(one, "/api/tables", {"variant": "holdem", "seats": seats})[1] for seats in kinds]
        one.close()
        asyncio.run(_sockets(server, [t["id"] for t in tables], token(tables[0]["seats"][0]["link"]), limits.sockets))
    finally:
        server.stop()


def test_behind_a_proxy_on_this_machine_the_client_is_the_forwarded_address(db):
    """uvicorn believes ``X-Forwarded-For`` from this machine's own address (a proxy or a
    tunnel beside the server), and from no other: a client elsewhere cannot pose as many."""
    server = LiveServer(db, limits=Limits(tables_an_hour=1)).start()

    def status(source: str, forwarded: str | None = None) -> int:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10, source_address=(source, 0))
        headers = {"content-type": "application/json", **({"x-forwarded-for": forwarded} if forwarded else {})}
        connection.request("POST", "/api/tables", json.dumps(BOTS), headers)
        answer = connection.getresponse().status
        connection.close()
        return answer

    try:
        assert status("127.0.0.1") == 200
        assert status("127.0.0.1") == 429
        assert status("127.0.0.1", "198.51.100.7") == 200  # each person behind the proxy on their own
        assert status("127.0.0.1", "198.51.100.8") == 200
        assert status("127.0.0.1", "198.51.100.7") == 429
        assert status("127.0.0.2", "198.51.100.9") == 200  # not the proxy: its own address counts
        assert status("127.0.0.2", "198.51.100.10") == 429
    finally:
        server.stop()


def test_the_security_model_states_the_bounds_the_server_keeps():
    """docs/web.md's security model says the numbers these tests hold the server to."""
    from helpers.paths import ROOT

    text = (ROOT / "docs" / "web.md").read_text(encoding="utf-8")
    model = " ".join(text[text.index("## Security model") : text.index("## Storage")].split())
    limits = Limits()
    for said in (
        f"opens at most {limits.tables_an_hour} tables an hour",
        f"holds at most {limits.sockets} sockets across every table",
        f"closed with {CLOSED_CLIENT_FULL}",
        "a seat's own socket always gets in",
        "IPv6 address by its /64",
        f"a table of bots alone after {limits.idle_bots / 60:g} minutes",
        f"never dealt a hand after {limits.idle_unplayed / 3600:g} hours",
        f"an upload plays {limits.trial_hands} hands at its most players",
        f"{limits.trial_cpu} s of CPU time and {limits.trial_memory} MB of memory",
        f"must end within {limits.trial_seconds:g} s",
        f"at most {limits.trials_waiting} waiting",
        "X-Forwarded-For",
    ):
        assert said in model, said


@given(
    st.lists(
        st.tuples(st.sampled_from(["open", "watch", "sit", "leave", "wait"]), st.sampled_from(["a", "b"])), max_size=120
    )
)
def test_no_client_gets_past_its_bounds_and_a_seat_always_gets_in(steps):
    """Whatever one address does, in any order: never more tables in an hour's window
    than its allowance, never more spectators than its sockets, and every seat let in."""
    now = [0.0]
    limits = Limits(tables_an_hour=3, sockets=4, window=10.0)
    clients = Clients(limits, clock=lambda: now[0])
    opened: dict[str, list[float]] = {"a": [], "b": []}
    held: dict[str, list[bool]] = {"a": [], "b": []}  # each open socket: a seat's?
    for step, who in steps:
        if step == "open":
            if clients.refuse_table(who) is None:
                clients.opened_table(who)
                opened[who].append(now[0])
            else:
                assert len([t for t in opened[who] if now[0] - t < limits.window]) >= limits.tables_an_hour
        elif step in ("watch", "sit"):
            before = len(held[who])
            if clients.admit(who, seated=step == "sit"):
                assert step == "sit" or before < limits.sockets  # a spectator only below the cap
                held[who].append(step == "sit")
            else:
                assert step == "watch" and len(held[who]) >= limits.sockets
        elif step == "leave" and held[who]:
            held[who].pop(0)
            clients.left(who)
        elif step == "wait":
            now[0] += 3.0
        assert len([t for t in opened[who] if now[0] - t < limits.window]) <= limits.tables_an_hour
        assert clients.sockets[who] == len(held[who])


def test_the_host_sets_the_bounds_per_address_on_the_command_line(monkeypatch, tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli
    from pokerlang.web import main

    seen: dict = {}
    monkeypatch.setattr(main, "serve", lambda *a, **kw: seen.update(kw))
    db = str(tmp_path / "t.db")
    assert CliRunner().invoke(cli, ["serve", "--db", db]).exit_code == 0
    assert seen["limits"] == Limits()
    args = ["serve", "--db", db, "--tables-an-hour", "50", "--sockets-an-address", "400"]
    assert CliRunner().invoke(cli, args).exit_code == 0
    assert seen["limits"] == Limits(tables_an_hour=50, sockets=400)
    refused = CliRunner().invoke(cli, ["serve", "--db", db, "--tables-an-hour", "0"])
    assert refused.exit_code == 2 and "--tables-an-hour" in refused.output
