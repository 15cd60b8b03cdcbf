"""Dealer's choice at the web table: the host (or the next hand's dealer) picks the next
game from the table's list, each game at its own stakes; an uploaded rotation file opens
a table of its games in turn (it is no longer refused)."""

from __future__ import annotations

import io
import json
import time
import zipfile

import pytest

from helpers.web import open_table, token
from test_web_table_makeup import frames_until, key_of, play_to_hand

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
MIX = 'game "Friday mix"\nstakes blinds 5/10 ante 2 bring-in 3\nrotation every 1 hands { holdem seven-card-stud }\n'


def variants_played(client, table: dict) -> list[str]:
    text = client.get(f"/t/{table['id']}/history.jsonl?key={key_of(table)}").text
    return [json.loads(line)["variant"] for line in text.splitlines()]


def test_the_host_picks_the_next_game_and_it_is_dealt_at_its_own_stakes(client):
    table = open_table(client, choices=["seven-card-stud", "holdem"])
    url = f"/api/tables/{table['id']}/game"
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = frames_until(ws, lambda f: f["type"] == "state" and f["view"] and not f["view"]["is_over"])
        first = frame["hand_index"]
        assert frame["variant"] == "Texas hold'em" and frame["next_game"] == "holdem"
        assert [c["name"] for c in frame["choices"]] == ["holdem", "seven-card-stud"]
        answer = client.post(url, json={"key": key_of(table), "game": "seven-card-stud"})
        assert answer.status_code == 200 and answer.json() == {"next_game": "seven-card-stud"}
        frame = play_to_hand(ws, first + 1)
        assert frame["variant"] == "Seven-card stud"
        assert frame["stakes"]["ante"] >= 1  # stud's own stakes: hold'em's have no ante
        assert play_to_hand(ws, first + 2)["variant"] == "Seven-card stud"  # the choice holds
    assert variants_played(client, table)[:2] == ["holdem", "seven-card-stud"]
    # A seat's own hands and the PHH archive read each hand with its own game.
    mine = client.get(f"/t/{table['id']}/mine.jsonl?seat={token(table['seats'][0]['link'])}").text.split("\n")
    assert [json.loads(line)["variant"] for line in mine if line][:2] == ["holdem", "seven-card-stud"]
    archive = zipfile.ZipFile(io.BytesIO(client.get(f"/t/{table['id']}/phh.zip?key={key_of(table)}").content))
    codes = {archive.read(n).decode().split("variant = ")[1].split()[0] for n in archive.namelist()}
    assert codes >= {"'NT'", "'F7S'"}


def test_only_the_next_dealer_chooses_from_their_seat(client):
    table = open_table(client, kinds=("person", "person"), choices=["omaha"])
    ann, bob = (token(s["link"]) for s in table["seats"])
    with (
        client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as a,
        client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as b,
    ):
        frame = frames_until(a, lambda f: f["type"] == "state" and f["chooser"] is not None)
        chooser, other = (a, b) if frame["chooser"] == 0 else (b, a)
        other.send_json({"type": "choose", "game": "omaha"})
        assert "dealer of the next hand" in frames_until(other, lambda f: f["type"] == "refused")["message"]
        chooser.send_json({"type": "choose", "game": "stud"})
        assert "choose one of holdem, omaha" in frames_until(chooser, lambda f: f["type"] == "refused")["message"]
        chooser.send_json({"type": "choose", "game": "omaha"})
        assert frames_until(chooser, lambda f: f["type"] == "state" and f["next_game"] == "omaha")


def test_an_uploaded_rotation_opens_a_table_of_its_games_in_turn(client):
    answer = client.post(
        "/api/tables", json={"source": MIX, "filename": "mix.poker", "seats": [{"kind": "person"}, {"kind": "call"}]}
    )
    assert answer.status_code == 200, answer.text
    table = answer.json()
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        # each game at the rotation's stakes: hold'em its blinds, stud its ante and bring-in
        holdem = play_to_hand(ws, 0)
        assert (holdem["stakes"]["small_blind"], holdem["stakes"]["big_blind"], holdem["stakes"]["ante"]) == (5, 10, 0)
        stud = play_to_hand(ws, 1)
        assert (stud["stakes"]["ante"], stud["stakes"]["bring_in"]) == (2, 3)
        frame = play_to_hand(ws, 2)
        assert frame["chooser"] is None  # a rotation goes in turn: nobody chooses
        refused = client.post(f"/api/tables/{table['id']}/game", json={"key": key_of(table), "game": "holdem"})
        assert refused.status_code == 400 and "in turn, every 1 hands" in refused.json()["errors"][0]
    assert variants_played(client, table)[:2] == ["holdem", "seven-card-stud"]


def test_a_game_list_the_table_cannot_play_is_refused_in_words(client):
    for choices, words in (
        (["no-such-game"], "no such shipped variant"),
        (["kuhn"], "Kuhn poker seats 2 to 2: not 3"),
        ("holdem", "choices is a list"),
    ):
        body = {"variant": "holdem", "seats": [{"kind": "call"}] * 3, "choices": choices}
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 400 and words in answer.json()["errors"][0], answer.text


def test_a_restart_resumes_the_hand_in_play_in_its_own_game(db):
    from helpers.web import client_for

    with client_for(db) as client:
        table = open_table(client, choices=["seven-card-stud"])
        client.post(f"/api/tables/{table['id']}/game", json={"key": key_of(table), "game": "seven-card-stud"})
        with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
            frame = play_to_hand(ws, 0)
            if frame["variant"] != "Seven-card stud":  # dealt before the host chose
                frame = play_to_hand(ws, frame["hand_index"] + 1)
            hand, step = frame["hand_index"], frame["step"]
    with (
        client_for(db) as client,
        client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws,
    ):
        frame = frames_until(ws, lambda f: f["type"] == "state")
        assert (frame["variant"], frame["hand_index"]) == ("Seven-card stud", hand) and frame["step"] >= step


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_next_dealer_picks_the_game_on_their_page(browser, live, viewport):
    from helpers.web import hand_number, play_a_step

    table = live.open_table(
        variant="holdem",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}],
        choices=["omaha"],
        decision_seconds=60,
    )
    pages = [browser.new_context(viewport=viewport).new_page() for _ in range(2)]
    for page, seat in zip(pages, table["seats"]):
        page.goto(seat["link"])
    for page in pages:
        page.wait_for_selector("#choose:not([hidden])")
    chooser = next(p for p in pages if p.locator("#next-game:enabled").count())
    other = pages[1] if chooser is pages[0] else pages[0]
    assert "deals next and chooses" in other.locator("#chooser").inner_text()
    chooser.select_option("#next-game", "omaha")
    other.wait_for_function("document.getElementById('next-game').value === 'omaha'")
    start, end = hand_number(other), time.monotonic() + 60
    while hand_number(other) <= start or "Omaha" not in other.locator("#variant").inner_text():
        assert time.monotonic() < end, other.locator("#status").inner_text()
        (play_a_step(pages[0]) or play_a_step(pages[1])) or other.wait_for_timeout(50)
    for page in pages:
        page.context.close()


BOMB_POT = """game "Double-board bomb pot"
import rankings
players 2..9
betting no-limit
forced ante 5 big-blinds

zone hand per seat private
zone top shared public
zone bottom shared public

step deal  { deal 2 to hand }
step flop  { burn 1  deal 3 to top  deal 3 to bottom  bet }
step turn  { burn 1  deal 1 to top  deal 1 to bottom  bet }
step river { burn 1  deal 1 to top  deal 1 to bottom  bet }

showdown {
    top:    best 5 of hand + top by high
    bottom: best 5 of hand + bottom by high
}
"""


def test_the_host_calls_an_uploaded_bomb_pot_for_the_next_hand_and_a_restart_keeps_it(db):
    from helpers.web import act, client_for, passive

    upload = {"filename": "bomb pot.poker", "source": BOMB_POT}
    with client_for(db) as client:
        table = open_table(client, kinds=("person", "call", "call"), choices=[upload])
        with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
            frame = play_to_hand(ws, 0)
            assert [c["title"] for c in frame["choices"]] == ["Texas hold'em", "Double-board bomb pot"]
            called = {"key": key_of(table), "game": "bomb-pot.poker"}
            answer = client.post(f"/api/tables/{table['id']}/game", json=called)
            assert answer.status_code == 200, answer.text
            frame = play_to_hand(ws, frame["hand_index"] + 1)
            assert frame["variant"] == "Double-board bomb pot"
            assert frame["view"]["pot"] == 3 * 5 * 2  # everyone put five big blinds in before the deal
            hand, step = frame["hand_index"], frame["step"]
            client.post(f"/api/tables/{table['id']}/game", json={"key": key_of(table), "game": "holdem"})
    with (  # a restart loads the uploaded game from the table's row and resumes its hand
        client_for(db) as client,
        client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws,
    ):
        frame = frames_until(ws, lambda f: f["type"] == "state")
        assert (frame["variant"], frame["hand_index"]) == ("Double-board bomb pot", hand) and frame["step"] >= step
        if frame["view"]["to_act"] == frame["you"]:
            act(ws, passive(frame["view"]["legal"]))
        assert play_to_hand(ws, hand + 1)["variant"] == "Texas hold'em"  # called for one hand
        assert variants_played(client, table)[hand] == "bomb-pot"  # the history names the game by its file
        viewed = client.get(f"/t/{table['id']}/hands/{hand}.json?key={key_of(table)}")  # the viewer reads it
        assert viewed.status_code == 200 and "top" in viewed.text, viewed.text[:300]


def test_uploaded_choices_are_checked_and_bounded(client):
    broken = {"filename": "bad.poker", "source": BOMB_POT.replace("by high", "by hihg")}
    for choices, words in (
        ([broken], "bad.poker:"),
        ([{"filename": "a.poker", "source": BOMB_POT}, {"filename": "a.poker", "source": BOMB_POT}], "same file name"),
        ([{"filename": f"{n}.poker", "source": BOMB_POT} for n in "abcd"], "at most 3 uploaded games"),
        ([{"filename": "x.poker"}], "an uploaded choice is"),
    ):
        body = {"variant": "holdem", "seats": [{"kind": "call"}] * 3, "choices": choices}
        answer = client.post("/api/tables", json=body)
        assert answer.status_code == 400 and words in answer.json()["errors"][0], answer.text


@pytest.mark.browser
def test_the_lobby_offers_an_uploaded_game_among_the_choices(browser, live):
    import urllib.request

    page = browser.new_context(viewport=DESKTOP).new_page()
    page.goto(live.url + "/")
    page.select_option("select[name=variant]", "holdem")
    page.select_option("select[name=choices]", ["omaha"])
    bomb = {"name": "bomb-pot.poker", "mimeType": "text/plain", "buffer": BOMB_POT.encode()}
    page.set_input_files("input[name=more]", files=[bomb])
    page.click("button[type=submit]")
    host = page.wait_for_selector("#links a:has-text('host page')").get_attribute("href")
    with urllib.request.urlopen(host.replace("/host?", "/night.json?"), timeout=10) as response:
        assert json.loads(response.read())["choices"] == ["holdem", "omaha", "bomb-pot.poker"]
    page.goto(host)  # the host picks it from the list
    page.select_option("#game-pick", "bomb-pot.poker")
    page.wait_for_selector("#game-said:has-text('from the next hand')")
    page.context.close()
