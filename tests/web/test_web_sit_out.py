"""A seat sits out: it is dealt out of the next hands (the engine deals only the seats in,
the chips of the seat out stay in front of it), the table deals on without it, and waits
when fewer than two are in; it sits back in and is dealt the next hand."""

from __future__ import annotations

import time

import pytest

from pokerlang.compiler import load_game
from pokerlang.runner.replay import replay_hand, replay_history

from helpers.web import act, cards_seen, client_for, hand_records, open_table, passive, state_at, strings_in, token


def play_hands(ws, hands: int, limit: int = 3000) -> list[dict]:
    """Act as a cautious player until ``hands`` hands have ended; every frame seen."""
    frames: list[dict] = []
    ended: set[int] = set()
    for _ in range(limit):
        frame = ws.receive_json()
        if frame["type"] != "state":
            continue
        frames.append(frame)
        v = frame["view"]
        if v and v["is_over"]:
            ended.add(frame["hand_index"])
            if len(ended) >= hands:
                return frames
        elif v and v["to_act"] == frame["you"] and frame["you"] is not None and v["legal"]:
            act(ws, passive(v["legal"]))
    raise AssertionError("the hands did not end")


def test_a_seat_sitting_out_is_dealt_out_and_keeps_its_chips(client, db, tmp_path):
    table = open_table(client, kinds=("person", "person", "call"))
    ann, bob = (token(s["link"]) for s in table["seats"][:2])
    with client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as ws:
        ws.send_json({"type": "sit", "out": True})
        frame = ws.receive_json()
        while not frame.get("sitting_out"):
            frame = ws.receive_json()
    # Bob has gone: the table deals on without him, Ann and the bot heads up.
    with client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as ws:
        frames = play_hands(ws, 2)
    dealt = [f for f in frames if f["view"]]
    assert dealt and all([p["chair"] for p in f["players"]] == [0, 2] for f in dealt)
    assert all(f["dealt_out"] == [{"chair": 1, "name": "seat 2", "stack": 200, "sitting_out": True}] for f in dealt)
    assert all(len(f["view"]["seats"]) == 2 for f in dealt)
    # The records are the engine's hands of the two seats in, and replay as they were.
    game = load_game("holdem")
    records = client.app.app.state.tables.store.hands(table["id"])  # type: ignore[attr-defined]
    assert len(records) >= 2
    for record in records:
        assert record["match"]["seats"] == [0, 2] and len(record["starting_stacks"]) == 2
        replay_hand(game, record)
    # The host's download replays as `pokerlang replay` reads it, the seats dealt in named.
    key = table["host"].split("key=")[1]
    history = tmp_path / "night.jsonl"
    history.write_text(client.get(f"/t/{table['id']}/history.jsonl?key={key}").text)
    replayed = replay_history(str(history))
    assert replayed.hands >= 2
    # Chips: the two seats in hold what they started with between them; Bob his 200.
    row = client.app.app.state.tables.open[table["id"]]  # type: ignore[attr-defined]
    assert row.stacks[1] == 200 and sum(row.stacks) == 200 * (3 + sum(row.rebuys))
    # His own hands: none, he sat them out.
    assert client.get(f"/t/{table['id']}/mine.jsonl?seat={bob}").text == ""


def test_fewer_than_two_in_and_the_table_waits(client):
    table = open_table(client, kinds=("person", "call"))
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        ws.send_json({"type": "sit", "out": True})
        frame = ws.receive_json()
        while not frame.get("sitting_out"):
            frame = ws.receive_json()
        # A first hand dealt before the message is played out; after it, none is dealt.
        if frame["view"] and not frame["view"]["is_over"]:
            while not (frame["view"] and frame["view"]["is_over"]):
                v = frame["view"]
                if v and v["to_act"] == frame["you"] and frame["you"] is not None and v["legal"]:
                    act(ws, passive(v["legal"]))
                frame = ws.receive_json()
        hand = frame["hand_index"]
        assert frame["short"] and frame["sitting_out"]
        time.sleep(0.3)
        ws.send_json({"type": "sit", "out": False})  # back in: a hand is dealt to him again
        for _ in range(200):
            frame = ws.receive_json()
            if frame["view"] and not frame["view"]["is_over"] and frame["hand_index"] != hand:
                break
        assert frame["you"] == 0 and not frame["short"] and not frame["sitting_out"]
        assert len(frame["view"]["seats"]) == 2


def test_a_seat_dealt_out_sees_no_hidden_card(client, db):
    table = open_table(client, kinds=("person", "person", "call"))
    ann, bob = (token(s["link"]) for s in table["seats"][:2])
    with client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as watcher:
        watcher.send_json({"type": "sit", "out": True})
        with client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as ws:
            play_hands(ws, 1)
        seen = []
        for _ in range(50):
            frame = watcher.receive_json()
            seen.append(frame)
            if frame["view"] and frame["view"]["is_over"]:
                break
    game = load_game("holdem")
    hands = hand_records(db, table["id"])
    names = {str(c) for c in game.deck()}
    checked = 0
    for frame in seen:
        if not frame["view"] or frame["you"] is not None:
            continue
        state = state_at(game, frame["stakes"], hands[frame["hand_index"]], frame["step"])
        views = [state.view(s) for s in range(len(frame["players"]))]
        visible = set.intersection(*(cards_seen(v) for v in views))
        assert strings_in(frame) & names <= visible
        checked += 1
    assert checked


def test_a_sit_out_says_true_or_false(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        ws.send_json({"type": "sit", "out": "yes"})
        message = ws.receive_json()
        while message["type"] == "state":
            message = ws.receive_json()
        assert message["type"] == "refused" and "sit" in message["message"]


def test_sitting_out_survives_a_restart(db):
    with client_for(db) as client:
        table = open_table(client, kinds=("person", "person", "call"))
        bob = token(table["seats"][1]["link"])
        with client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as ws:
            ws.send_json({"type": "sit", "out": True})
            while not ws.receive_json().get("sitting_out"):
                pass
    with client_for(db) as client, client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as ws:
        assert ws.receive_json()["sitting_out"]


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_friend_sits_out_from_the_page_and_back_in(browser, live, viewport):
    from helpers.web import hand_number, play_a_step

    table = live.open_table(
        variant="holdem",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "call"}],
        decision_seconds=60,
    )
    bob = browser.new_context(viewport=viewport).new_page()
    bob.goto(table["seats"][1]["link"])
    bob.click("#sitout")
    bob.wait_for_selector("#sitout:has-text('sit back in')")
    bob.context.close()  # Bob has gone for the evening: the table deals on without him
    ann = browser.new_context(viewport=viewport).new_page()
    ann.goto(table["seats"][0]["link"])
    ann.wait_for_selector("#seats .dealt-out:has-text('Bob')")
    end = time.monotonic() + 60
    while hand_number(ann) < 3:
        assert time.monotonic() < end, "the table did not deal on without Bob"
        play_a_step(ann) or ann.wait_for_timeout(50)
    assert ann.locator("#seats .seat:not(.dealt-out)").count() == 2
    # Bob comes back and sits in: the next hand deals him in.
    bob = browser.new_context(viewport=viewport).new_page()
    bob.goto(table["seats"][1]["link"])
    bob.wait_for_selector("#sitout:has-text('sit back in')")
    bob.click("#sitout")
    bob.wait_for_selector("#sitout:has-text('sit out')")
    end = time.monotonic() + 60
    while not bob.locator("#seats .seat.mine").count():
        assert time.monotonic() < end, "Bob was not dealt in again"
        play_a_step(ann) or play_a_step(bob) or ann.wait_for_timeout(50)
    assert not bob.locator("#seats .dealt-out").count()
    ann.context.close()
    bob.context.close()
