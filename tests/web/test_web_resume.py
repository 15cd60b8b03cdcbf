"""A table outlives its sockets and its server: a player who drops comes back to the
same seat and the same hand, a restarted server deals on from the action it stopped
at, and no chip is lost on the way."""

from __future__ import annotations

import json
import time

from helpers.web import act, client_for, my_turn, open_table, passive, token


def test_a_player_who_reconnects_gets_the_same_seat_and_hand(client):
    table = open_table(client, kinds=("person", "call", "call"))
    seat = f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}"
    with client.websocket_connect(seat) as ws:
        before = my_turn(ws)
    with client.websocket_connect(seat) as ws:
        again = my_turn(ws)
    assert (again["you"], again["hand_index"], again["step"]) == (0, before["hand_index"], before["step"])
    assert again["view"]["own"] == before["view"]["own"] and again["view"]["own"]["hand"]


def test_a_restarted_server_resumes_the_hand_with_no_chip_lost(db):
    with client_for(db) as client:
        table = open_table(client, kinds=("person", "call", "random"), buy_in=100)
        seat = f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}"
        with client.websocket_connect(seat) as ws:
            frame = my_turn(ws)
            act(ws, passive(frame["view"]["legal"]))
            frame = my_turn(ws)  # mid-hand, the person to act again (or on the next hand)
    # the server stops here, with the hand in play stored action by action
    with client_for(db) as client, client.websocket_connect(seat) as ws:
        resumed = my_turn(ws)
        assert (resumed["hand_index"], resumed["step"]) == (frame["hand_index"], frame["step"])
        assert resumed["view"]["own"] == frame["view"]["own"]
        assert resumed["view"]["seats"] == frame["view"]["seats"]
        assert resumed["view"]["log"] == frame["view"]["log"]
        # the hand plays on to its end, and the chips at the table are the buy-ins
        while not resumed["view"]["is_over"]:
            if resumed["view"]["to_act"] == 0 and resumed["view"]["legal"]:
                act(ws, passive(resumed["view"]["legal"]))
            resumed = ws.receive_json()
            while resumed["type"] != "state":
                resumed = ws.receive_json()
        rebuys = sum(p["rebuys"] for p in resumed["players"])
        assert sum(s["stack"] for s in resumed["view"]["seats"]) == 100 * (3 + rebuys)
        assert sum(resumed["net"]) == 0


def test_a_person_out_of_time_checks_or_folds(client):
    table = open_table(client, kinds=("person", "call"), decision_seconds=3)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        assert 0 < frame["clock"]["left"] <= 3 and frame["clock"]["seat"] == 0
        started = time.monotonic()
        nxt = ws.receive_json()
        while nxt["step"] == frame["step"] and nxt["hand_index"] == frame["hand_index"]:
            nxt = ws.receive_json()
        assert time.monotonic() - started >= 2
        last = nxt["view"]["log"][len(frame["view"]["log"])]
        assert last.startswith("you ") and ("fold" in last or "check" in last)


def test_no_hand_is_dealt_until_every_person_sits_down(client):
    table = open_table(client, kinds=("person", "person", "call"))
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = ws.receive_json()
        assert frame["view"] is None and frame["waiting"] == [1]


def test_a_stored_hand_the_engine_cannot_deal_again_is_void_and_no_chip_is_lost(db):
    import sqlite3

    with client_for(db) as client:
        table = open_table(client, kinds=("person", "call"), buy_in=100)
        seat = f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}"
        with client.websocket_connect(seat) as ws:
            frame = my_turn(ws)
            act(ws, passive(frame["view"]["legal"]))
            my_turn(ws)
    with sqlite3.connect(db) as con:  # an action the engine refuses, as after a rule change
        hand = json.loads(con.execute("select hand from current").fetchone()[0])
        hand["actions"].append({"seat": 0, "action": "raise", "amount": 10**6})
        con.execute("update current set hand = ?", (json.dumps(hand),))
    with client_for(db) as client, client.websocket_connect(seat) as ws:
        frame = ws.receive_json()
        assert "void" in frame["error"]
        if not (frame["view"] and frame["view"]["to_act"] == 0):
            frame = my_turn(ws)
        assert frame["hand_index"] == hand["hand"] and frame["step"] == 0
        assert sum(s["stack"] + s["bet"] for s in frame["view"]["seats"]) + frame["view"]["pot"] == 200
