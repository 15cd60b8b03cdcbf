"""The host changes the table between hands: new blinds for the next hand, a friend let in
late, a seat given to a bot (or to nobody); and each seat's time bank."""

from __future__ import annotations

import json
import time

import pytest

from helpers.web import act, client_for, my_turn, open_table, passive, token
from test_web_ledger import nets_to_zero


def key_of(table: dict) -> str:
    return table["host"].split("key=")[1]


def frames_until(ws, test, limit: int = 2000) -> dict:
    for _ in range(limit):
        frame = ws.receive_json()
        if test(frame):
            return frame
    raise AssertionError("no such frame")


def closed_with(ws) -> int:
    """The code the server closes this socket with (frames before it are passed over)."""
    for _ in range(100):
        message = ws.receive()
        if message["type"] == "websocket.close":
            return message["code"]
    raise AssertionError("not closed")


def play_to_hand(ws, hand: int) -> dict:
    """Play passively until hand ``hand`` (its index) is dealt; its first frame."""
    for _ in range(5000):
        frame = ws.receive_json()
        if frame["type"] != "state" or not frame["view"]:
            continue
        if frame["hand_index"] >= hand and not frame["view"]["is_over"]:
            return frame
        v = frame["view"]
        if not v["is_over"] and v["to_act"] == frame["you"] and v["legal"]:
            act(ws, passive(v["legal"]))
    raise AssertionError(f"hand {hand} never dealt")


def test_new_blinds_start_with_the_next_hand_and_the_hand_in_play_keeps_its_own(db):
    with client_for(db) as client:
        table = open_table(client, small_blind=1, big_blind=2)
        url = f"/api/tables/{table['id']}/stakes"
        with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
            frame = my_turn(ws)
            first = frame["hand_index"]
            answer = client.post(url, json={"key": key_of(table), "small_blind": 5, "big_blind": 10})
            assert answer.status_code == 200 and answer.json()["stakes"]["big_blind"] == 10
            now = frames_until(ws, lambda f: f["type"] == "state" and f["view"] and not f["view"]["is_over"])
            assert now["stakes"]["big_blind"] == 2  # the hand in play was dealt at 1/2
            frame = play_to_hand(ws, first + 1)
            assert frame["stakes"]["small_blind"] == 5 and frame["stakes"]["big_blind"] == 10
        key = key_of(table)
        records = [
            json.loads(line) for line in client.get(f"/t/{table['id']}/history.jsonl?key={key}").text.splitlines()
        ]
        assert records[0]["stakes"]["big_blind"] == 2
    with client_for(db) as client:  # the new stakes hold across a restart
        night = client.get(f"/t/{table['id']}/night.json?key={key}").json()
        assert night["stakes"]["big_blind"] == 10


def test_stakes_the_game_cannot_deal_are_refused_in_words(client):
    table = open_table(client)
    url = f"/api/tables/{table['id']}/stakes"
    for body, words in (
        ({"big_blind": 0}, "big_blind must be a whole number"),
        ({"small_blind": 3, "big_blind": 2}, "small_blind must be a whole number from 0 to 2"),
        ({"ante": "lots"}, "ante must be a whole number"),
    ):
        answer = client.post(url, json={"key": key_of(table), **body})
        assert answer.status_code == 400 and words in answer.json()["errors"][0]
    assert client.post(url, json={"key": "guess", "big_blind": 4}).status_code == 403


def test_a_late_friend_asks_for_a_seat_and_the_host_lets_them_in(client):
    table = open_table(client, kinds=("person", "call"))
    key = key_of(table)
    seat = f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}"
    with client.websocket_connect(seat) as ann, client.websocket_connect(f"/ws/{table['id']}") as dan:
        first = my_turn(ann)["hand_index"]
        dan.send_json({"type": "join", "name": "Call Bot"})  # taken
        assert "taken" in frames_until(dan, lambda f: f["type"] == "refused")["message"]
        dan.send_json({"type": "join", "name": "Dan"})
        assert frames_until(dan, lambda f: f["type"] == "join")["asked"] == "Dan"
        waiting = client.get(f"/t/{table['id']}/night.json?key={key}").json()["joining"]
        assert [w["name"] for w in waiting] == ["Dan"]
        answer = client.post(
            f"/api/tables/{table['id']}/admit", json={"key": key, "ticket": waiting[0]["ticket"], "admit": True}
        )
        assert answer.status_code == 200 and answer.json()["seat"] == {"seat": 2, "kind": "person", "name": "Dan"}
        seated = frames_until(dan, lambda f: f["type"] == "seated")
        # The hand in play is the two seats' own; Dan is dealt in from the next.
        frame = frames_until(ann, lambda f: f["type"] == "state" and f["view"])
        assert [p["chair"] for p in frame["players"]] == [0, 1]
        with client.websocket_connect(f"/ws/{table['id']}?seat={seated['token']}") as dans_seat:
            frame = play_to_hand(ann, first + 1)
            assert [p["name"] for p in frame["players"]] == ["seat 1", "call bot", "Dan"]
            mine = frames_until(dans_seat, lambda f: f["type"] == "state" and f["hand_index"] == first + 1)
            assert mine["you"] == 2
    ledger = client.get(f"/t/{table['id']}/ledger.json?key={key}").json()
    assert [(e["seat"], e["kind"], e["name"]) for e in ledger["entries"]][-1] == (2, "buy-in", "Dan")
    nets_to_zero(ledger)


def test_the_host_says_no_and_the_spectator_is_told(client):
    table = open_table(client, kinds=("call", "call"))
    key = key_of(table)
    with client.websocket_connect(f"/ws/{table['id']}") as dan:
        dan.send_json({"type": "join", "name": "Dan"})
        frames_until(dan, lambda f: f["type"] == "join")
        ticket = client.get(f"/t/{table['id']}/night.json?key={key}").json()["joining"][0]["ticket"]
        answer = client.post(f"/api/tables/{table['id']}/admit", json={"key": key, "ticket": ticket, "admit": False})
        assert answer.status_code == 200 and answer.json() == {"seat": None}
        assert "did not give you a seat" in frames_until(dan, lambda f: f["type"] == "refused")["message"]
    again = client.post(f"/api/tables/{table['id']}/admit", json={"key": key, "ticket": ticket, "admit": True})
    assert again.status_code == 400  # a request is answered once
    assert len(client.get(f"/t/{table['id']}/night.json?key={key}").json()["seats"]) == 2


def test_a_friend_who_never_came_is_replaced_by_a_bot_and_the_table_deals(client):
    table = open_table(client, kinds=("person", "person", "call"))
    key = key_of(table)
    bob = token(table["seats"][1]["link"])
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ann:
        frame = frames_until(ann, lambda f: f["type"] == "state")
        assert frame["waiting"] == [1] and frame["view"] is None  # the table waits for Bob
        answer = client.post(f"/api/tables/{table['id']}/replace", json={"key": key, "seat": 1, "kind": "call"})
        assert answer.status_code == 200 and answer.json()["seat"] == {"seat": 1, "kind": "call", "name": "call bot 2"}
        frame = my_turn(ann)  # dealt at last
        assert [p["bot"] for p in frame["players"]] == [False, True, True]
        # A seat in the hand in play is not given away under its holder.
        refused = client.post(f"/api/tables/{table['id']}/replace", json={"key": key, "seat": 0, "kind": "call"})
        assert refused.status_code == 400 and "hand in play" in refused.json()["errors"][0]
    with client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as old:  # Bob's link is no seat now
        assert closed_with(old) == 4404
    ledger = client.get(f"/t/{table['id']}/ledger.json?key={key}").json()
    gone = [p for p in ledger["players"] if p["seat"] == 1]
    assert [(p["name"], p["bought"], p["cashed_out"], p["seated"]) for p in gone] == [
        ("seat 2", 200, 200, False),
        ("call bot 2", 200, 0, True),
    ]
    nets_to_zero(ledger)


def test_a_seat_given_to_nobody_sits_out_with_no_chips_and_its_page_is_told(client):
    table = open_table(client, kinds=("person", "call", "call"))
    key = key_of(table)
    client.post(f"/api/tables/{table['id']}/pause", json={"key": key})
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ann:
        frames_until(ann, lambda f: f["type"] == "state" and (f["view"] is None or f["view"]["is_over"]))
        answer = client.post(f"/api/tables/{table['id']}/replace", json={"key": key, "seat": 0, "kind": "empty"})
        assert answer.status_code == 200
        assert closed_with(ann) == 4411  # the page says the host gave the seat away
    night = client.get(f"/t/{table['id']}/night.json?key={key}").json()
    assert night["seats"][0] == {"seat": 0, "kind": "empty", "name": "empty seat", "out": True}
    nets_to_zero(night["ledger"])


def test_a_seats_time_bank_runs_after_its_clock_and_is_spent_for_the_night(client):
    table = open_table(client, decision_seconds=3, time_bank=2)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        assert frame["clock"]["of"] == 3 and frame["clock"]["bank"] == 2 and 4 < frame["clock"]["left"] <= 5
        started, hand = time.monotonic(), frame["hand_index"]
        # Ann thinks on: the clock runs 3 s, then the bank's 2, then she checks or folds.
        step = frame["step"]
        frames_until(ws, lambda f: f["type"] == "state" and (f["step"] > step or f["hand_index"] != hand))
        assert time.monotonic() - started >= 4.5
        frame = my_turn(ws)
        assert frame["clock"]["bank"] == 0 and frame["clock"]["left"] <= 3


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_from_the_pages_a_late_friend_gets_a_seat_and_the_host_raises_the_blinds(browser, live, viewport):
    from helpers.web import hand_number, play_a_step

    table = live.open_table(
        variant="holdem", seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}], decision_seconds=60, time_bank=30
    )
    ann = browser.new_context(viewport=viewport).new_page()
    dan = browser.new_context(viewport=viewport).new_page()
    host = browser.new_context(viewport=DESKTOP).new_page()
    ann.goto(table["seats"][0]["link"])
    host.goto(table["host"])
    dan.goto(table["watch"])
    assert ann.locator("#join").is_hidden()
    dan.fill("#join-name", "Dan")
    dan.click("#join button")
    dan.wait_for_selector("#status:has-text('you asked the host for a seat')")
    host.wait_for_selector("#joining li:has-text('Dan asks for a seat')")
    host.fill("#stakes input[name=big_blind]", "10")
    host.fill("#stakes input[name=small_blind]", "5")
    host.click("#stakes button")
    host.wait_for_selector("#staked:has-text('blinds 5/10')")
    host.click("#joining button.admit")
    dan.wait_for_url("**seat=*")  # the page opened again as Dan's seat
    host.wait_for_selector("#seats tr[data-seat='2']:has-text('Dan (person)')")
    end = time.monotonic() + 60
    start = hand_number(ann)
    while not dan.locator(".seat.mine").count() or hand_number(ann) <= start:
        assert time.monotonic() < end, ann.locator("#status").inner_text()
        (play_a_step(ann) or play_a_step(dan)) or ann.wait_for_timeout(50)
    # Ann's clock shows her decision's seconds and her time bank apart.
    for _ in range(400):
        if "time bank" in ann.locator("#status").inner_text() or "time bank" in dan.locator("#status").inner_text():
            break
        (play_a_step(ann) or play_a_step(dan)) or ann.wait_for_timeout(50)
    else:
        raise AssertionError("no time bank shown")
    for page in (ann, dan, host):
        page.context.close()
