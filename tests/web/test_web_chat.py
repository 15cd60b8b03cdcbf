"""Chat at the table: a seat's line goes to every seat and spectator as plain text, at most
200 characters, one line a second a socket; the last 50 lines greet a socket that opens."""

from __future__ import annotations

import time

import pytest

from helpers.web import open_table, token


def next_of(ws, kind: str, limit: int = 300) -> dict:
    for _ in range(limit):
        message = ws.receive_json()
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message")


def test_a_line_goes_to_every_seat_and_spectator(client):
    table = open_table(client, kinds=("person", "person"))
    ann, bob = (token(s["link"]) for s in table["seats"])
    with (
        client.websocket_connect(f"/ws/{table['id']}?seat={ann}") as a,
        client.websocket_connect(f"/ws/{table['id']}?seat={bob}") as b,
        client.websocket_connect(f"/ws/{table['id']}") as watcher,
    ):
        a.send_json({"type": "chat", "text": "  nice\n hand\t<b>bob</b>  "})
        for ws in (a, b, watcher):
            line = next_of(ws, "chat")["lines"][0]
            assert line["seat"] == 0 and line["name"] == "seat 1"
            assert line["text"] == "nice hand <b>bob</b>"  # one line of plain text; the page sets it as text
        watcher.send_json({"type": "chat", "text": "hi"})  # a spectator reads, does not speak
        assert "spectators" in next_of(watcher, "refused")["message"]


@pytest.mark.parametrize(
    "text, why", [("x" * 201, "at most 200"), ("   ", "say something"), (5, "chat is text"), (None, "chat is text")]
)
def test_a_line_that_is_not_one_of_plain_text_is_refused(client, text, why):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        ws.send_json({"type": "chat", "text": text})
        assert why in next_of(ws, "refused")["message"]


def test_one_line_a_second_a_socket(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        ws.send_json({"type": "chat", "text": "one"})
        ws.send_json({"type": "chat", "text": "two"})
        assert next_of(ws, "chat")["lines"][0]["text"] == "one"
        assert "a second" in next_of(ws, "refused")["message"]
        time.sleep(1.05)
        ws.send_json({"type": "chat", "text": "three"})
        assert next_of(ws, "chat")["lines"][0]["text"] == "three"


def test_the_last_50_lines_greet_a_socket_that_opens(client):
    table = open_table(client)
    tables = client.app.app.state.tables  # type: ignore[attr-defined]
    for i in range(60):  # as if said over an evening
        tables.open[table["id"]].night.say(0, f"line {i}")
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        greeting = next_of(ws, "chat")
        assert greeting["all"] and [x["text"] for x in greeting["lines"]] == [f"line {i}" for i in range(10, 60)]


PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


@pytest.mark.browser
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_friends_chat_from_the_page_as_plain_text(browser, live, viewport):
    table = live.open_table(
        variant="holdem",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}],
        decision_seconds=60,
    )
    ann = browser.new_context(viewport=viewport).new_page()
    bob = browser.new_context(viewport=viewport).new_page()
    watcher = browser.new_context(viewport=viewport).new_page()
    ann.goto(table["seats"][0]["link"])
    bob.goto(table["seats"][1]["link"])
    watcher.goto(table["watch"])
    assert watcher.locator("#say").is_hidden()
    ann.fill("#chat-text", "<img src=x onerror=alert(1)> gl hf")
    ann.press("#chat-text", "f")  # a key typed in the chat box folds nothing
    ann.press("#chat-text", "Enter")
    for page in (ann, bob, watcher):
        page.wait_for_selector("#chat li:has-text('gl hff')")
        assert page.locator("#chat li").inner_text() == "Ann: <img src=x onerror=alert(1)> gl hff"
        assert page.locator("#chat img").count() == 0  # text, not markup
    assert ann.input_value("#chat-text") == ""
    ann.context.close()
    bob.context.close()
    watcher.context.close()
