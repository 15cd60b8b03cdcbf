"""The hand history viewer: a past hand, action by action, as a seat saw it (never a card
its view did not show) or as the host sees it (every card)."""

from __future__ import annotations

import time

import pytest

from helpers.web import cards_seen, client_for, hand_records, open_table, state_at, token
from test_web_table_makeup import key_of, play_to_hand

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


def test_a_seat_steps_through_its_hands_and_sees_no_card_its_view_did_not(db):
    from pokerlang.compiler import load_game

    game = load_game("holdem")
    with client_for(db) as client:
        # bots that never raise: the person keeps chips for three hands (a random bot's all in
        # could leave her out of the third, and it would not be hers to view)
        table = open_table(client, kinds=("person", "call", "call"))
        ann = token(table["seats"][0]["link"])
        with client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as ws:
            play_to_hand(ws, 3)
        # the third hand is stored as it ends, off the event loop: wait (bounded) for it
        start = time.monotonic()
        while True:
            hands = client.get(f"/t/{table['id']}/hands.json?seat={ann}").json()["hands"]
            if len(hands) >= 3 or time.monotonic() - start > 30:
                break
            time.sleep(0.1)
        assert [h["hand"] for h in hands][:3] == [0, 1, 2] and all(h["variant"] == "holdem" for h in hands)
        records = hand_records(db, table["id"])
        deck = {c for n in range(3) for c in records[n]["deck"]}
        for number in range(3):
            shown = client.get(f"/t/{table['id']}/hands/{number}.json?seat={ann}").json()
            assert shown["you"] == 0 and len(shown["steps"]) == len(records[number]["actions"]) + 1
            for k, step in enumerate(shown["steps"]):
                view = state_at(game, {"small_blind": 1, "big_blind": 2}, records[number], k).view(0)
                assert (strings(step) & deck) <= cards_seen(view), (number, k)
            everything = client.get(f"/t/{table['id']}/hands/{number}.json?key={key_of(table)}").json()
            dealt = state_at(game, {"small_blind": 1, "big_blind": 2}, records[number], 0)
            every_card = set().union(*(cards_seen(dealt.view(s)) for s in range(3)))
            assert every_card <= strings(everything["steps"][0]) and everything["you"] is None
        # Not a seat's link, not the host's key, not a hand: refused.
        assert client.get(f"/t/{table['id']}/hands.json?seat=guess").status_code == 403
        assert client.get(f"/t/{table['id']}/hands/0.json?key=guess").status_code == 403
        assert client.get(f"/t/{table['id']}/hands/999.json?seat={ann}").status_code == 404
        assert client.get(f"/t/{table['id']}/viewer?seat=guess").status_code == 404


def test_a_hand_the_seat_sat_out_is_not_its_to_view(client):
    table = open_table(client, kinds=("person", "call", "call"))
    ann = token(table["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as ws:
        ws.send_json({"type": "sit", "out": True})
        start = time.monotonic()
        while not client.get(f"/t/{table['id']}/hands.json?key={key_of(table)}").json()["hands"][2:]:
            assert time.monotonic() - start < 30
            frame = ws.receive_json()
            v = frame.get("view")
            if v and not v["is_over"] and v["to_act"] == frame["you"] and v["legal"]:
                from helpers.web import act, passive

                act(ws, passive(v["legal"]))
    mine = {h["hand"] for h in client.get(f"/t/{table['id']}/hands.json?seat={ann}").json()["hands"]}
    every = {h["hand"] for h in client.get(f"/t/{table['id']}/hands.json?key={key_of(table)}").json()["hands"]}
    out = sorted(every - mine)
    assert out, "the seat sat out no hand"
    assert client.get(f"/t/{table['id']}/hands/{out[0]}.json?seat={ann}").status_code == 404


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_viewer_page_steps_through_a_hand(browser, live, viewport):
    from helpers.web import hand_number, play_a_step

    table = live.open_table(
        variant="holdem", seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}], decision_seconds=60
    )
    ann = browser.new_context(viewport=viewport).new_page()
    ann.goto(table["seats"][0]["link"])
    end = time.monotonic() + 60
    ann.wait_for_function("document.getElementById('hand').textContent !== ''")
    while hand_number(ann) < 3:
        assert time.monotonic() < end
        play_a_step(ann) or ann.wait_for_timeout(50)
    with ann.expect_popup() as opened:
        ann.click("a:has-text('my hands')")
    viewer = opened.value
    viewer.wait_for_selector("#step:has-text('the deal')")
    mine = viewer.locator(".seat.mine .card:not(.back)").count()
    assert mine == 2 and viewer.locator(".seat:not(.mine) .card:not(.back)").count() == 0  # the bot's cards unseen
    viewer.keyboard.press("ArrowRight")
    viewer.wait_for_selector("#step:has-text('action 1 of')")
    viewer.click("#last")
    assert viewer.locator("#log li").count() > 0 and viewer.locator("a:has-text('JSON lines')").count() == 1
    host = browser.new_context(viewport=viewport).new_page()
    host.goto(table["host"].replace("/host?", "/viewer?"))
    host.wait_for_selector("#step:has-text('the deal')")
    assert host.locator(".seat .card:not(.back)").count() == 4  # the host sees every card
    assert host.locator("a:has-text('PHH')").count() == 1
    ann.context.close()
    host.context.close()
