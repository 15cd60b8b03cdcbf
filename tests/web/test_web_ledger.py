"""The ledger of a game night: every buy-in and rebuy (a person out of chips asks, the host
approves; a bot buys in again by itself), each player's net; it nets to zero against the
chips on the table, and the host downloads it as CSV."""

from __future__ import annotations

import csv
import io
import time

import pytest

from helpers.web import act, my_turn, open_table, token


def all_in(legal: list[dict]) -> dict:
    """Raise (or bet) everything if it may, else call, else check: a quick way to bust."""
    for o in legal:
        if o["kind"] in ("raise", "bet"):
            return {"action": o["kind"], "amount": o["max"]}
    for kind in ("call", "check"):
        if any(o["kind"] == kind for o in legal):
            return {"action": kind}
    return {"action": legal[0]["kind"]}


def bust(ws, limit: int = 5000) -> dict:
    """Go all in hand after hand until this seat is out of chips; the frame that says so."""
    last = None
    for _ in range(limit):
        frame = ws.receive_json()
        if frame["type"] == "refused" and "a second" in frame["message"] and last is not None:
            time.sleep(1.0)  # hands this quick outrun the messages-a-second limit: again, slower
            act(ws, last)
            continue
        if frame["type"] != "state":
            continue
        v = frame["view"]
        if frame["rebuy"] == "can":
            return frame
        if v and not v["is_over"] and v["to_act"] == frame["you"] and v["legal"]:
            last = all_in(v["legal"])
            act(ws, last)
    raise AssertionError("never out of chips")


def nets_to_zero(ledger: dict) -> None:
    players = ledger["players"]
    assert sum(p["net"] for p in players) == 0
    bought = sum(e["chips"] for e in ledger["entries"] if e["kind"] in ("buy-in", "rebuy"))
    cashed = sum(e["chips"] for e in ledger["entries"] if e["kind"] == "cash-out")
    assert sum(p["at_table"] for p in players) == bought - cashed


def test_a_rebuy_is_asked_by_the_player_and_approved_by_the_host(client):
    table = open_table(client, buy_in=10)
    key = table["host"].split("key=")[1]
    ledger = client.get(f"/t/{table['id']}/ledger.json?key={key}").json()
    assert [(e["seat"], e["kind"], e["chips"]) for e in ledger["entries"]] == [(0, "buy-in", 10), (1, "buy-in", 10)]
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = bust(ws)
        hand = frame["hand_index"]
        # Out of chips, the person is dealt out: the bot alone is too few, the table waits.
        assert frame["short"]
        refused = client.post(f"/api/tables/{table['id']}/rebuy", json={"key": key, "seat": 0})
        assert refused.status_code == 400  # nobody asked
        ws.send_json({"type": "rebuy"})
        while frame["type"] != "state" or frame["rebuy"] != "asked":
            frame = ws.receive_json()
        assert client.get(f"/t/{table['id']}/ledger.json?key={key}").json()["players"][0]["asks_rebuy"]
        answer = client.post(f"/api/tables/{table['id']}/rebuy", json={"key": key, "seat": 0})
        assert answer.status_code == 200
        ledger = answer.json()
        assert ledger["players"][0]["rebuys"] == 1 and ledger["players"][0]["at_table"] == 10
        nets_to_zero(ledger)
        for _ in range(100):  # and the next hand deals the seat in again
            frame = ws.receive_json()
            if frame["type"] == "state" and frame["view"] and frame["hand_index"] > hand:
                break
        assert frame["you"] == 0 and frame["rebuy"] is None
    # The CSV: every entry, and the nets, adding up to 0 against the chips on the table.
    text = client.get(f"/t/{table['id']}/ledger.csv?key={key}").text
    rows = list(csv.DictReader(io.StringIO(text)))
    assert [r["entry"] for r in rows if r["player"] == "seat 1"][:2] == ["buy-in", "rebuy"]
    nets = [int(r["chips"]) for r in rows if r["entry"] == "net"]
    at_table = [int(r["chips"]) for r in rows if r["entry"] == "at the table"]
    bought = [int(r["chips"]) for r in rows if r["entry"] in ("buy-in", "rebuy")]
    assert len(nets) == 2 and sum(nets) == 0 and sum(at_table) == sum(bought)


def test_bots_buy_in_again_by_themselves_and_the_ledger_nets_to_zero(client):
    table = open_table(client, kinds=("random", "random", "call"), buy_in=6)
    key = table["host"].split("key=")[1]
    with client.websocket_connect(f"/ws/{table['id']}") as ws:  # a table of bots deals while watched
        for _ in range(5000):
            frame = ws.receive_json()
            if frame["view"] and frame["view"]["is_over"] and sum(p["rebuys"] for p in frame["players"]) >= 2:
                break
        else:
            pytest.fail("no bot bought in again")
        ledger = client.get(f"/t/{table['id']}/ledger.json?key={key}").json()
    rebuys = [e for e in ledger["entries"] if e["kind"] == "rebuy"]
    assert len(rebuys) == sum(p["rebuys"] for p in ledger["players"]) >= 2
    assert all(e["chips"] == 6 for e in rebuys)
    nets_to_zero(ledger)


def test_a_seat_that_leaves_cashes_out_its_chips(client):
    table = open_table(client, kinds=("person", "person", "call"))
    key = table["host"].split("key=")[1]
    ann, bob = (token(s["link"]) for s in table["seats"][:2])
    with client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as ws:
        assert ws.receive_json()["may_leave"]
        ws.send_json({"type": "leave"})
        frame = ws.receive_json()
        while not frame["sitting_out"]:
            frame = ws.receive_json()
        assert not frame["may_leave"] and frame["rebuy"] == "can"  # to come back, he buys in again
    with client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as ws:  # the others play on
        frame = my_turn(ws)
        act(ws, {"action": "fold"})
    ledger = client.get(f"/t/{table['id']}/ledger.json?key={key}").json()
    assert (1, "cash-out", 200) in [(e["seat"], e["kind"], e["chips"]) for e in ledger["entries"]]
    bob_row = ledger["players"][1]
    assert bob_row["at_table"] == 0 and bob_row["cashed_out"] == 200 and bob_row["net"] == 0
    nets_to_zero(ledger)


def test_a_friend_out_of_chips_and_gone_keeps_no_one_waiting(client):
    table = open_table(client, kinds=("person", "person", "call"))
    ann, bob = (token(s["link"]) for s in table["seats"][:2])
    with client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as ws:
        ws.send_json({"type": "leave"})  # no chips left in front of him ...
        while not ws.receive_json()["sitting_out"]:
            pass
        ws.send_json({"type": "sit", "out": False})  # ... and not sitting out: he is still dealt out
        frame = ws.receive_json()
        while frame["sitting_out"]:
            frame = ws.receive_json()
        assert frame["rebuy"] == "can"
    with client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as ws:
        frame = my_turn(ws)  # dealt, without waiting for Bob
        assert [p["chair"] for p in frame["players"]] == [0, 2] and frame["waiting"] == []


def test_a_seat_in_the_hand_in_play_cashes_out_after_it(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        assert not frame["may_leave"]
        ws.send_json({"type": "leave"})
        message = ws.receive_json()
        while message["type"] == "state":
            message = ws.receive_json()
        assert message["type"] == "refused" and "when it is over" in message["message"]


def test_a_rebuy_is_for_a_seat_out_of_chips(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        ws.send_json({"type": "rebuy"})
        message = ws.receive_json()
        while message["type"] == "state":
            message = ws.receive_json()
        assert message["type"] == "refused" and "out of chips" in message["message"]


def test_only_the_host_reads_the_ledger_and_approves(client):
    table = open_table(client)
    assert client.get(f"/t/{table['id']}/ledger.csv?key=guess").status_code == 403
    assert client.get(f"/t/{table['id']}/ledger.json").status_code == 403
    for body in ({"key": "guess", "seat": 0}, {"seat": 0}):
        assert client.post(f"/api/tables/{table['id']}/rebuy", json=body).status_code == 403
    key = table["host"].split("key=")[1]
    for seat in (5, -1, "0", True, None):
        assert client.post(f"/api/tables/{table['id']}/rebuy", json={"key": key, "seat": seat}).status_code == 400


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_friend_asks_for_a_rebuy_and_the_host_approves_it(browser, live, viewport):
    table = live.open_table(
        variant="holdem", seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}], decision_seconds=60, buy_in=10
    )
    ann = browser.new_context(viewport=viewport).new_page()
    host = browser.new_context(viewport=viewport).new_page()
    ann.goto(table["seats"][0]["link"])
    host.goto(table["host"])
    end = time.monotonic() + 240  # all in against a caller: a run of wins is luck, and loaded cores slow it
    while not ann.locator("#rebuy:not([hidden])").count():  # all in, hand after hand
        assert time.monotonic() < end, "Ann never ran out of chips"
        box = ann.locator("#actions .amount input[type=number]")
        try:
            if box.count():
                box.first.fill(box.first.get_attribute("max", timeout=2000), timeout=2000)
                ann.locator("#actions .amount button[data-action]").first.click(timeout=2000)
            elif ann.locator("#actions button[data-action='call'], #actions button[data-action='check']").count():
                ann.locator("#actions button[data-action='call'], #actions button[data-action='check']").first.click(
                    timeout=2000
                )
            else:
                ann.wait_for_timeout(50)
        except pytest.importorskip("playwright.sync_api").Error:
            pass  # the panel changed under the click
    assert "out of chips" in ann.locator("#status").inner_text()
    from helpers.web import hand_number

    hand = hand_number(ann)
    ann.click("#rebuy")
    ann.wait_for_selector("#rebuy:has-text('rebuy asked')")
    host.click("#ledger tr[data-seat='0'] button.approve", timeout=10000)
    ann.wait_for_selector("#rebuy", state="hidden")
    ann.wait_for_function(f"Number(document.getElementById('hand').textContent.split(' ').pop()) > {hand}")
    assert ann.locator("#seats .seat.mine").count() == 1  # dealt in again
    host.wait_for_function("document.querySelector(\"#ledger tr[data-seat='0'] td:nth-child(3)\").textContent === '1'")
    ann.context.close()
    host.context.close()


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_friend_cashes_out_from_the_page(browser, live, viewport):
    table = live.open_table(
        variant="holdem",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "call"}],
        decision_seconds=60,
    )
    bob = browser.new_context(viewport=viewport).new_page()
    host = browser.new_context(viewport=DESKTOP).new_page()
    bob.goto(table["seats"][1]["link"])  # Ann is not here yet: no hand is dealt
    host.goto(table["host"])
    bob.on("dialog", lambda dialog: dialog.accept())
    bob.click("#leave")
    bob.wait_for_selector("#leave", state="hidden")
    bob.wait_for_selector("#sitout:has-text('sit back in')")
    host.wait_for_function("document.querySelector(\"#ledger tr[data-seat='1'] td:nth-child(4)\").textContent === '0'")
    assert host.locator("#ledger tr[data-seat='1'] td:nth-child(5)").inner_text() == "0"
    bob.context.close()
    host.context.close()
