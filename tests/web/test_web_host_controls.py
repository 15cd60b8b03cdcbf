"""The host's controls at a game night: pause and resume (the hand in play goes on to its
end, then no deal until the host resumes; it survives a restart)."""

from __future__ import annotations

import time

import pytest

from helpers.web import act, client_for, my_turn, open_table, passive, token


def frames_until(ws, test, limit: int = 500) -> dict:
    for _ in range(limit):
        frame = ws.receive_json()
        if frame["type"] == "state" and test(frame):
            return frame
    raise AssertionError("no such frame")


def test_a_paused_table_ends_the_hand_in_play_and_deals_no_other(client):
    table = open_table(client)
    key = table["host"].split("key=")[1]
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        hand = frame["hand"]
        answer = client.post(f"/api/tables/{table['id']}/pause", json={"key": key})
        assert answer.status_code == 200 and answer.json() == {"paused": True}
        frame = frames_until(ws, lambda f: f["paused"])
        # The hand in play goes on: the seat still acts, to the hand's end.
        while not frame["view"]["is_over"]:
            if frame["view"]["to_act"] == frame["you"] and frame["view"]["legal"]:
                act(ws, passive(frame["view"]["legal"]))
            frame = frames_until(ws, lambda f: True)
        assert frame["hand"] == hand
        assert client.post(f"/api/tables/{table['id']}/resume", json={"key": key}).json() == {"paused": False}
        # Only now is the next hand dealt.
        dealt = frames_until(ws, lambda f: f["view"] and not f["view"]["is_over"])
        assert dealt["hand"] == hand + 1 and not dealt["paused"]


def test_no_hand_is_dealt_while_paused(client):
    table = open_table(client)
    key = table["host"].split("key=")[1]
    client.post(f"/api/tables/{table['id']}/pause", json={"key": key})
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = ws.receive_json()
        # Opened before the host paused, the first hand may be dealt; a second one is not.
        first = frame["hand"]
        if frame["view"] and not frame["view"]["is_over"]:
            while not frame["view"]["is_over"]:
                if frame["view"]["to_act"] == frame["you"] and frame["view"]["legal"]:
                    act(ws, passive(frame["view"]["legal"]))
                frame = ws.receive_json()
        assert frame["paused"]
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = ws.receive_json()
        assert frame["paused"] and frame["hand"] <= first and (frame["view"] is None or frame["view"]["is_over"])


def test_only_the_host_key_pauses(client):
    table = open_table(client)
    for body in ({"key": "guess"}, {}, ["x"]):
        assert client.post(f"/api/tables/{table['id']}/pause", json=body).status_code in (400, 403)
    assert client.post("/api/tables/nope/pause", json={"key": "x"}).status_code == 403


def test_a_pause_survives_a_restart(db):
    with client_for(db) as client:
        table = open_table(client)
        key = table["host"].split("key=")[1]
        client.post(f"/api/tables/{table['id']}/pause", json={"key": key})
    with client_for(db) as client:
        host = client.get(f"/t/{table['id']}/host?key={key}")
        assert 'data-paused="1"' in host.text
        with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
            assert ws.receive_json()["paused"]
        client.post(f"/api/tables/{table['id']}/resume", json={"key": key})
    with (
        client_for(db) as client,
        client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws,
    ):
        assert not ws.receive_json()["paused"]


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_host_pauses_from_the_host_page_and_the_seat_is_told(browser, live, viewport):
    from helpers.web import hand_number, play_a_step

    table = live.open_table(
        variant="holdem", seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}], decision_seconds=60
    )
    seat = browser.new_context(viewport=viewport).new_page()
    host = browser.new_context(viewport=DESKTOP).new_page()
    seat.goto(table["seats"][0]["link"])
    host.goto(table["host"])
    seat.wait_for_function("document.getElementById('hand').textContent !== ''")
    host.click("#pause")
    host.wait_for_selector("#pause:has-text('resume dealing')")
    hand = hand_number(seat)
    end = time.monotonic() + 30
    while not seat.locator("#status").inner_text().startswith("paused by the host"):
        assert time.monotonic() < end, (seat.locator("#status").inner_text(), seat.locator("#actions").inner_html())
        play_a_step(seat) or seat.wait_for_timeout(50)
    seat.wait_for_timeout(500)
    assert hand_number(seat) == hand  # no new hand
    host.click("#pause")
    host.wait_for_selector("#pause:has-text('pause the table')")
    seat.wait_for_function(f"Number(document.getElementById('hand').textContent.split(' ').pop()) > {hand}")
    seat.context.close()
    host.context.close()
