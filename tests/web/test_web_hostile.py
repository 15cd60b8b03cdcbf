"""The web table under attack: forged requests from other sites, DNS rebinding, hostile
frames and tokens, tables and sockets by the hundred. Each test is one rule of the
security model in docs/web.md; all of it in process or on loopback, each test bounded."""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time

import pytest
from starlette.websockets import WebSocketDisconnect

from helpers.web import act, client_for, my_turn, open_table, passive, token

from pokerlang.web import seat as sockets
from pokerlang.web import lobby, site

EVIL = "https://evil.example"


def table_count(db: str) -> int:
    with sqlite3.connect(db) as con:
        return con.execute("select count(*) from tables").fetchone()[0]


def refused_at_handshake(client, url: str, **kw) -> int:
    """The close code a websocket gets before it is accepted (AssertionError if it is)."""
    with pytest.raises(WebSocketDisconnect) as closed, client.websocket_connect(url, **kw) as ws:
        ws.receive_json()
    return closed.value.code


def next_note(ws) -> dict:
    """The next message that is not a frame of the table."""
    while (message := ws.receive_json())["type"] == "state":
        pass
    return message


# ---- forged requests -----------------------------------------------------------------------

BODY = json.dumps({"variant": "holdem", "seats": [{"kind": "call"}, {"kind": "call"}]})


@pytest.mark.parametrize(
    "headers, status",
    [
        ({"content-type": "text/plain"}, 415),  # the "simple" cross-site POST a form or fetch can send
        ({"content-type": "application/x-www-form-urlencoded"}, 415),
        ({"content-type": "application/json", "origin": EVIL}, 403),
        ({"content-type": "application/json", "origin": "null"}, 403),  # a sandboxed frame, a file: page
        ({"content-type": "application/json", "referer": EVIL + "/page"}, 403),
        ({"content-type": "application/json", "origin": "http://testserver.evil.example"}, 403),
    ],
)
def test_a_forged_request_opens_no_table(client, db, headers, status):
    response = client.post("/api/tables", content=BODY, headers=headers)
    assert response.status_code == status and response.json()["errors"]
    assert table_count(db) == 0


def test_the_sites_own_page_and_a_script_without_origin_open_tables(client, db):
    for headers in ({"origin": "http://testserver"}, {"referer": "http://testserver/"}, {}):
        response = client.post("/api/tables", content=BODY, headers={"content-type": "application/json", **headers})
        assert response.status_code == 200, response.text
    assert table_count(db) == 3


def test_the_public_url_is_the_sites_origin_behind_a_proxy(db):
    from starlette.testclient import TestClient

    from helpers.web import FAST
    from pokerlang.web.server import create_app
    from pokerlang.web.table import Timing

    app = create_app(db, Timing(**FAST), public_url="https://poker.example.org")
    with TestClient(app, base_url="http://127.0.0.1:8000") as c:  # the proxy forwards to loopback
        ok = c.post(
            "/api/tables",
            content=BODY,
            headers={"content-type": "application/json", "origin": "https://poker.example.org"},
        )
        assert ok.status_code == 200
        assert c.get("/", headers={"host": "poker.example.org"}).status_code == 200
        forged = c.post("/api/tables", content=BODY, headers={"content-type": "application/json", "origin": EVIL})
        assert forged.status_code == 403


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8000", "attacker.test", ""])
def test_dns_rebinding_reads_nothing(client, host):
    """A page whose name was made to point at this machine names itself in Host."""
    table = open_table(client)
    for path in ("/", f"/t/{table['id']}", f"/t/{table['id']}/rules", "/static/table.js"):
        assert client.get(path, headers={"host": host}).status_code == 421
    assert refused_at_handshake(client, f"/ws/{table['id']}", headers={"host": host}) == 4403


@pytest.mark.parametrize("host", ["127.0.0.1:8000", "localhost:8000", "[::1]:8000", "192.168.1.20", "poker.localhost"])
def test_addresses_and_loopback_names_are_answered(client, host):
    assert client.get("/", headers={"host": host}).status_code == 200


def test_the_bound_name_is_answered(monkeypatch, tmp_path):
    import uvicorn

    from pokerlang.web import main

    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(app=app, **kw))
    main.serve("pokerbox.lan", 8000, str(tmp_path / "x.db"))
    assert seen["app"].hosts.allows("pokerbox.lan:8000") and not seen["app"].hosts.allows("evil.example")
    assert seen["ws_max_size"] == sockets.MAX_FRAME


def test_a_socket_from_another_site_is_refused(client):
    table = open_table(client)
    seat = token(table["seats"][0]["link"])
    assert refused_at_handshake(client, f"/ws/{table['id']}?seat={seat}", headers={"origin": EVIL}) == 4403
    with client.websocket_connect(f"/ws/{table['id']}?seat={seat}", headers={"origin": "http://testserver"}) as ws:
        assert my_turn(ws)["you"] == 0


# ---- crashes -------------------------------------------------------------------------------


@pytest.mark.parametrize("guess", ["é", "\u2603" * 30, "%00", "a" * 5000, "%FF%FE"])
def test_any_token_or_key_is_no_seat_and_no_crash(client, guess):
    table = open_table(client)
    assert client.get(f"/t/{table['id']}?seat={guess}").status_code == 404
    assert client.get(f"/t/{table['id']}/host?key={guess}").status_code == 404
    assert client.get(f"/t/{table['id']}/history.jsonl?key={guess}").status_code == 403
    assert client.get(f"/t/{table['id']}/mine.jsonl?seat={guess}").status_code == 403
    assert refused_at_handshake(client, f"/ws/{table['id']}?seat={guess}") == site.CLOSED_NO_TABLE
    closing = client.post(f"/api/tables/{table['id']}/close", json={"key": guess})
    assert closing.status_code == (413 if len(guess) > 4000 else 403)


def deep(n: int) -> str:
    return "[" * n + "]" * n


@pytest.mark.parametrize(
    "send, why",
    [
        (lambda ws: ws.send_bytes(b'{"type": "act"}'), "send text"),
        (lambda ws: ws.send_text(deep(2000)), "not JSON"),  # deeper than Python's recursion limit
        (lambda ws: ws.send_text('{"type": "act", "action": ' + deep(1500) + "}"), "not JSON"),
        (lambda ws: ws.send_text('{"type": "name", "name": ' + "[" * 600 + "1" + "]" * 600 + "}"), "a name is text"),
        (lambda ws: ws.send_text(json.dumps({"type": "act", "pad": "x" * 10_000})), "at most 4096 characters"),
        (lambda ws: ws.send_text('{"type": "shuffle"}'), "send an act, a name or a sit"),
        (lambda ws: ws.send_text("[1, 2, 3]"), "send an act, a name or a sit"),
        (lambda ws: ws.send_text("1" * 4000), "send an act, a name or a sit"),  # a long number
        (lambda ws: ws.send_text('{"type": "act", "action": {"action": "raise", "amount": 1e400}}'), "is not a field"),
        (lambda ws: ws.send_text('{"type": "act", "action": {"action": "call", "cards": [[[]]]}}'), "cards are named"),
    ],
)
def test_every_hostile_frame_is_refused_and_the_socket_kept(client, send, why):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        send(ws)
        refused = next_note(ws)
        assert refused["type"] == "refused" and why in refused["message"], refused
        act(ws, passive(frame["view"]["legal"]))
        assert ws.receive_json()["step"] == frame["step"] + 1


def test_a_flood_of_frames_is_refused_past_the_rate_and_the_socket_kept(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        for _ in range(sockets.MAX_RATE + 30):
            ws.send_text('{"type": "nonsense"}')
        notes = [next_note(ws) for _ in range(3)]
        while "messages a second" not in notes[-1]["message"]:
            notes.append(next_note(ws))
        time.sleep(1.05)  # the next second: heard again
        act(ws, passive(frame["view"]["legal"]))
        while (after := ws.receive_json())["type"] != "state":
            pass
        assert after["step"] == frame["step"] + 1


# ---- the variant's own stakes --------------------------------------------------------------


@pytest.mark.parametrize(
    "variant, ante, big_blind, buy_in",
    [
        ("kuhn", 1, 2, 200),  # `stakes ante 1 bet 1`
        ("three-card-poker", 1, 2, 100),  # `stakes ante 1 stack 100`
        ("seven-card-stud", 1, 2, 200),  # antes, none stated: the house ante, as `run` plays it
        ("holdem", 0, 2, 200),
    ],
)
def test_a_table_plays_the_variants_own_stakes(client, variant, ante, big_blind, buy_in):
    from pokerlang.compiler import load_game

    game = load_game(variant)
    table = open_table(client, variant=variant, kinds=("person",) + ("call",) * (game.min_players - 1))
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
    assert (frame["stakes"]["ante"], frame["stakes"]["big_blind"]) == (ante, big_blind)
    seats = frame["view"]["seats"]
    assert frame["view"]["pot"] + sum(s["bet"] for s in seats) > 0  # forced bets are in before the first decision
    assert sum(s["stack"] + s["bet"] for s in seats) + frame["view"]["pot"] == buy_in * game.min_players


def test_the_host_overrides_the_stakes_but_never_plays_an_ante_game_for_nothing(client):
    table = open_table(client, variant="kuhn", kinds=("person", "call"), ante=5, buy_in=50)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        assert my_turn(ws)["stakes"]["ante"] == 5
    for variant in ("kuhn", "three-card-poker", "seven-card-stud"):
        nothing = client.post("/api/tables", json={"variant": variant, "ante": 0, "seats": [{"kind": "call"}] * 2})
        assert nothing.status_code == 400 and "played with antes" in nothing.json()["errors"][0]


# ---- start-up ------------------------------------------------------------------------------


def test_a_bad_row_shuts_its_own_table_and_every_other_opens(db, caplog):
    with client_for(db) as c:
        ids = [open_table(c, kinds=("person", "call"))["id"] for _ in range(4)]
    with sqlite3.connect(db) as con:
        con.execute("update tables set settings = 'not {json' where id = ?", (ids[0],))
        con.execute("delete from seats where table_id = ?", (ids[1],))
        con.execute("update tables set stacks = '[1,' where id = ?", (ids[2],))
    with caplog.at_level("WARNING", logger="pokerlang.web"), client_for(db) as c:
        assert c.get("/").status_code == 200
        assert [c.get(f"/t/{i}").status_code for i in ids] == [404, 404, 404, 200]
    said = caplog.text
    assert f"table {ids[0]} stays closed: its settings are not JSON" in said
    assert f"table {ids[1]} stays closed: it has 0 seats" in said
    assert f"table {ids[2]} stays closed: its stacks are not JSON" in said
    assert "Traceback" not in said


def test_an_uploads_diagnostic_names_a_shipped_base_by_its_name(client):
    from pokerlang.resources import variants_dir

    source = 'extends "holdem"\ngame "Mine"\nzone hand per seat hidden\nzone board per seat private\n'
    response = client.post(
        "/api/tables", json={"source": source, "filename": "mine.poker", "seats": [{"kind": "call"}] * 2}
    )
    assert response.status_code == 400
    text = "\n".join(response.json()["errors"])
    assert "mine.poker:1:1:" in text and "\nholdem:14:24: note:" in text
    assert str(variants_dir()) not in text and "/" not in text.split("note:")[0].rsplit("\n", 1)[-1]


# ---- limits --------------------------------------------------------------------------------


def test_spectators_fill_their_places_and_the_seat_still_gets_in(client, monkeypatch):
    monkeypatch.setattr(sockets, "MAX_SPECTATORS", 3)
    table = open_table(client)
    with contextlib.ExitStack() as stack:
        for _ in range(3):
            stack.enter_context(client.websocket_connect(f"/ws/{table['id']}"))
        assert refused_at_handshake(client, f"/ws/{table['id']}") == site.CLOSED_FULL
        with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
            assert my_turn(ws)["you"] == 0


def test_a_seats_holder_is_never_locked_out_of_their_own_seat(client, monkeypatch):
    monkeypatch.setattr(sockets, "MAX_SEAT_SOCKETS", 2)
    table = open_table(client)
    url = f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}"
    with client.websocket_connect(url) as first, client.websocket_connect(url), client.websocket_connect(url) as third:
        frame = my_turn(third)
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                first.receive_json()
        assert closed.value.code == site.CLOSED_REPLACED  # the oldest tab goes
        act(third, passive(frame["view"]["legal"]))
        assert third.receive_json()["step"] == frame["step"] + 1


def test_the_table_limit_is_kept_and_the_host_closes_a_table(client, db, monkeypatch):
    monkeypatch.setattr(lobby, "MAX_TABLES", 2)
    first, second = open_table(client), open_table(client)
    full = client.post("/api/tables", json={"variant": "holdem", "seats": [{"kind": "call"}] * 2})
    assert full.status_code == 503 and "close one" in full.json()["errors"][0]
    key = first["host"].split("key=")[1]
    watching = client.websocket_connect(f"/ws/{first['id']}")
    watch = watching.__enter__()
    assert (
        client.post(f"/api/tables/{first['id']}/close", json={"key": second["host"].split("key=")[1]}).status_code
        == 403
    )
    assert client.post(f"/api/tables/{first['id']}/close", content=json.dumps({"key": key})).status_code == 415
    forged = client.post(f"/api/tables/{first['id']}/close", json={"key": key}, headers={"origin": EVIL})
    assert forged.status_code == 403
    assert client.post(f"/api/tables/{first['id']}/close", json={"key": key}).json() == {"closed": first["id"]}
    with pytest.raises(WebSocketDisconnect) as closed:
        while True:
            watch.receive_json()
    assert closed.value.code == site.CLOSED_BY_HOST
    watching.__exit__(None, None, None)
    assert client.get(f"/t/{first['id']}").status_code == 404
    open_table(client)  # its place is free
    with client_for(db) as again:  # and after a restart it stays closed, its hands kept
        assert again.get(f"/t/{first['id']}").status_code == 404
        assert again.get(f"/t/{second['id']}").status_code == 200


def test_a_table_of_bots_rests_while_nobody_watches(client, db):
    table = open_table(client, kinds=("call", "call", "random"))
    time.sleep(0.5)
    with sqlite3.connect(db) as con:
        assert con.execute("select count(*) from hands").fetchone()[0] == 0
        assert con.execute("select count(*) from current").fetchone()[0] == 0
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        while not ((f := ws.receive_json())["view"] and f["view"]["is_over"]):
            pass


def test_a_silent_socket_times_out_and_a_ping_keeps_it(db):
    with client_for(db, idle=0.4) as c:
        table = open_table(c)
        with pytest.raises(WebSocketDisconnect) as closed, c.websocket_connect(f"/ws/{table['id']}") as ws:
            while True:
                ws.receive_json()
        assert closed.value.code == site.CLOSED_IDLE
        with c.websocket_connect(f"/ws/{table['id']}") as ws:
            for _ in range(5):
                time.sleep(0.2)
                ws.send_text('{"type": "ping"}')
            ws.send_text('{"type": "shuffle"}')
            assert next_note(ws)["type"] == "refused"  # still open


def test_names_are_unique_at_a_table(client):
    table = open_table(client, kinds=("person", "person", "call", "call"))
    assert [s["name"] for s in table["seats"]] == ["seat 1", "seat 2", "call bot", "call bot 2"]
    named = client.post(
        "/api/tables",
        json={"variant": "holdem", "seats": [{"kind": "person", "name": "Ann"}, {"kind": "call", "name": "ann"}]},
    )
    assert [s["name"] for s in named.json()["seats"]] == ["Ann", "ann 2"]
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][1]['link'])}") as ws:
        for taken in ("seat 1", "CALL BOT", "you"):
            ws.send_json({"type": "name", "name": taken})
            assert "is taken" in next_note(ws)["message"]
        ws.send_json({"type": "name", "name": "Bea"})
        ws.send_json({"type": "name", "name": "Cat"})  # too soon after the last
        assert "every few seconds" in next_note(ws)["message"]
    names = client.get(table["host"].replace("http://testserver", "")).text
    assert "Bea (person)" in names and "Cat" not in names


# ---- one table cannot stall the others -----------------------------------------------------


def test_a_slow_showdown_stalls_neither_the_lobby_nor_another_table(client, monkeypatch):
    """The engine's work for an action runs off the event loop: while one table's action
    takes seconds (an uploaded game's showdown may), the lobby and other tables answer."""
    from pokerlang.engine.state import State

    real = State.apply

    def slow(self, action, seat=None):
        if self.game.name == "kuhn":
            time.sleep(1.5)
        return real(self, action, seat=seat)

    monkeypatch.setattr(State, "apply", slow)
    kuhn, holdem = open_table(client, variant="kuhn"), open_table(client)
    with (
        client.websocket_connect(f"/ws/{kuhn['id']}?seat={token(kuhn['seats'][0]['link'])}") as slow_seat,
        client.websocket_connect(f"/ws/{holdem['id']}?seat={token(holdem['seats'][0]['link'])}") as quick_seat,
    ):
        frame, other = my_turn(slow_seat), my_turn(quick_seat)
        act(slow_seat, passive(frame["view"]["legal"]))
        time.sleep(0.2)  # the slow action is under way
        began = time.monotonic()
        assert client.get("/").status_code == 200
        act(quick_seat, passive(other["view"]["legal"]))
        assert quick_seat.receive_json()["step"] == other["step"] + 1
        assert time.monotonic() - began < 1.0
        assert slow_seat.receive_json()["step"] == frame["step"] + 1
