"""A game night in the browser, scripted: three friends (two on phones, one on a laptop),
two bots and a host, 30+ hands over dealer's choice of hold'em, follow the queen (stud,
wild cards) and guts (a declare game), then open-face Chinese. Along the way a friend sits
out and back in, a late friend asks for a seat and is let in, the host changes the
stakes, pauses and resumes, a friend cashes out and the host approves their rebuy, they
chat, and they step through a past hand in the viewer.

At the end: the ledger nets to zero, and no frame any page received, and no card in any
page's DOM, holds a card its seat did not see at that moment (the engine's own views of
the hand, dealt again from the database, are the oracle). Screenshots of each screen go
to a temporary folder, or to ``POKERLANG_SHOTS`` (``docs/web_night.py`` copies them to
``docs/images``)."""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
import urllib.request
from pathlib import Path

import pytest

from helpers.web import cards_seen, play_a_step, state_at, strings_in

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
DEALERS_CHOICE = ["follow-the-queen", "guts"]  # a stud game with wild cards, a declare game
DOM_CARDS = """() => frame && frame.view ? {
  table: frame.table, hand: frame.hand_index, step: frame.step, you: frame.you, stakes: frame.stakes,
  cards: [...document.querySelectorAll('#seats [data-card], #middle [data-card], #me [data-card]')]
    .map(c => c.dataset.card),
} : null"""


class Friend:
    """A friend's page: every websocket frame it receives is kept, and its DOM is sampled."""

    def __init__(self, browser, name: str, viewport: dict):
        self.name, self.viewport = name, viewport
        self.page = browser.new_context(viewport=viewport).new_page()
        self.frames: list[dict] = []
        self.dom: list[dict] = []
        self.page.on("dialog", lambda dialog: dialog.accept())  # "cash out?": yes
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    def _frame(self, payload) -> None:
        if isinstance(payload, str):
            message = json.loads(payload)
            if message.get("type") == "state":
                self.frames.append(message)

    def sample(self) -> None:
        with contextlib.suppress(Exception):  # a page navigating has no frame to read
            seen = self.page.evaluate(DOM_CARDS)
            if seen:
                self.dom.append(seen)

    def step(self) -> bool:
        """One decision by clicking, if this page has one (a row at open-face)."""
        from playwright.sync_api import Error

        rows = self.page.locator("#actions .setter button.row:not([disabled])")
        if rows.count():
            with contextlib.suppress(Error):
                rows.first.click(timeout=1000)
                return True
            return False
        return play_a_step(self.page) is not None


class Night:
    def __init__(self, live, shots: Path):
        self.live, self.shots = live, shots
        self.friends: list[Friend] = []

    def hands(self, table_id: str) -> int:
        with sqlite3.connect(self.live.db) as con:
            return con.execute("select count(*) from hands where table_id = ?", (table_id,)).fetchone()[0]

    def play(self, until, limit: float = 150, what: str = "") -> None:
        """Every friend clicks their decisions until ``until()``; the DOM sampled as it goes."""
        end, turn = time.monotonic() + limit, 0
        while not until():
            assert time.monotonic() < end, f"stuck: {what}: " + " | ".join(
                f"{f.name}: {f.page.locator('#status').inner_text()}" for f in self.friends
            )
            acted = False
            for friend in self.friends:
                acted = friend.step() or acted
            turn += 1
            if turn % 7 == 0:
                for friend in self.friends:
                    friend.sample()
            if not acted:
                self.friends[0].page.wait_for_timeout(40)

    def play_hands(self, table_id: str, count: int, what: str) -> None:
        target, started = self.hands(table_id) + count, time.monotonic()
        self.play(lambda: self.hands(table_id) >= target, what=what)
        print(f"{what}: {count} hands in {time.monotonic() - started:.1f} s")

    def shot(self, page, name: str) -> None:
        page.screenshot(path=str(self.shots / f"{name}.png"))


def night_json(live, table: dict) -> dict:
    url = table["host"].replace("/host?", "/night.json?")
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.loads(response.read())


def records_of(db: str) -> dict[tuple[str, int], dict]:
    """(table, hand) -> what deals it again: its game, seed, deck, button, stacks, actions."""
    out = {}
    with sqlite3.connect(db) as con:
        rows = [(t, json.loads(r)) for t, r in con.execute("select table_id, record from hands")]
        rows += [(t, json.loads(r)) for t, r in con.execute("select table_id, hand from current")]
    for table_id, r in rows:
        out[table_id, r["hand"]] = {
            "variant": r["variant"],
            "seed": r["seed"],
            "deck": r["deck"],
            "button": r["button"],
            "starting": r.get("starting_stacks", r.get("starting")),
            "actions": r["actions"],
        }
    return out


def hidden_cards_sent(friends: list[Friend], db: str) -> tuple[int, int, list[str]]:
    """Frames and DOM samples checked, and every card one of them held that its seat did not see."""
    from pokerlang.compiler import load_game

    games: dict = {}
    records = records_of(db)
    checked, leaks = 0, []
    for friend in friends:
        seen = [
            (f["table"], f["hand_index"], f["step"], f["you"], f["stakes"], f, "frame")
            for f in friend.frames
            if f["view"]
        ]
        seen += [(d["table"], d["hand"], d["step"], d["you"], d["stakes"], d["cards"], "DOM") for d in friend.dom]
        for table_id, hand, step, you, stakes, what, where in seen:
            record = records[table_id, hand]
            game = games.setdefault(record["variant"], load_game(record["variant"]))
            state = state_at(game, stakes, record, step)
            views = [state.view(s) for s in range(len(record["starting"]))]
            visible = cards_seen(views[you]) if you is not None else set.intersection(*(cards_seen(v) for v in views))
            names = {str(c) for c in game.deck()}
            sent = (strings_in(what) if where == "frame" else set(what)) & names
            leaks += [f"{friend.name} {where} hand {hand} step {step}: {c}" for c in sorted(sent - visible)]
            checked += 1
    return checked, len(records), leaks


def test_a_game_night(browser, live, tmp_path):
    shots = Path(os.environ.get("POKERLANG_SHOTS") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    night = Night(live, shots)
    started = time.monotonic()
    lobby = browser.new_context(viewport=DESKTOP).new_page()
    lobby.goto(live.url)
    night.shot(lobby, "lobby")
    table = live.open_table(
        variant="holdem",
        title="Friday night",
        seats=[
            {"kind": "person", "name": "Ann"},
            {"kind": "person", "name": "Bob"},
            {"kind": "call"},
            {"kind": "random"},
        ],
        choices=DEALERS_CHOICE,
        buy_in=200,
        decision_seconds=60,
    )
    ann, bob = Friend(browser, "Ann", PHONE), Friend(browser, "Bob", DESKTOP)
    night.friends = [ann, bob]
    host = browser.new_context(viewport=DESKTOP).new_page()
    ann.page.goto(table["seats"][0]["link"])
    bob.page.goto(table["seats"][1]["link"])
    host.goto(table["host"])
    tid = table["id"]

    # Hold'em, and a line of chat.
    night.play_hands(tid, 4, "hold'em")
    ann.page.fill("#chat-text", "gl everyone")
    ann.page.press("#chat-text", "Enter")
    bob.page.wait_for_selector("#chat li:has-text('gl everyone')")
    night.shot(ann.page, "table-phone")
    night.shot(bob.page, "table-desktop")

    # Bob sits out two hands, then back in.
    bob.page.click("#sitout")
    bob.page.wait_for_selector("#sitout:has-text('sit back in')")
    night.play_hands(tid, 2, "Bob sitting out")
    bob.page.click("#sitout")
    bob.page.wait_for_selector("#sitout:has-text('sit out')")

    # The host deals follow the queen next, at higher stakes; a late friend asks for a seat.
    host.select_option("#game-pick", "follow-the-queen")
    host.wait_for_selector("#game-said:has-text('from the next hand')")
    cat = Friend(browser, "Cat", PHONE)
    night.friends.append(cat)
    cat.page.goto(table["watch"])
    cat.page.fill("#join-name", "Cat")
    cat.page.click("#join button")
    host.wait_for_selector("#joining li:has-text('Cat asks for a seat')")
    night.shot(host, "host")
    host.click("#joining button.admit")
    cat.page.wait_for_url("**seat=*")
    night.play_hands(tid, 1, "the last hold'em hand")
    host.fill("#stakes input[name=ante]", "2")
    host.click("#stakes button")
    host.wait_for_selector("#staked:has-text('ante 2')")
    night.play_hands(tid, 4, "follow the queen")
    night.shot(cat.page, "stud-wild-phone")

    # guts, a declare game: the next dealer may pick it from their page, else the host does.
    chooser = next((f for f in night.friends if f.page.locator("#next-game:enabled").count()), None)
    if chooser is not None:
        chooser.page.select_option("#next-game", "guts")
    else:
        host.select_option("#game-pick", "guts")
    night.play(lambda: "Guts" in ann.page.locator("#variant").inner_text(), what="guts dealt")
    night.play_hands(tid, 9, "guts")
    night.shot(bob.page, "declare-desktop")

    # Back to hold'em; the host pauses, and Ann cashes out and comes back on a rebuy.
    host.select_option("#game-pick", "holdem")
    night.play_hands(tid, 1, "the last guts hand")
    host.click("#pause")
    night.play(lambda: ann.page.locator("#status").inner_text().startswith("paused by the host"), what="pause")
    hands_paused = night.hands(tid)
    ann.page.wait_for_selector("#leave:not([hidden]), #rebuy:not([hidden])")
    cashed_out = ann.page.locator("#leave:not([hidden])").count() > 0  # else she lost it all already
    if cashed_out:
        ann.page.click("#leave")
    ann.page.wait_for_selector("#rebuy:not([hidden])")
    ann.page.click("#rebuy")
    host.wait_for_selector("#ledger button.approve")
    host.click("#ledger button.approve")
    ann.page.wait_for_selector("#rebuy[hidden]", state="attached")
    ann.page.click("#sitout")  # sit back in
    assert night.hands(tid) == hands_paused  # nothing dealt while paused
    host.click("#pause")
    night.play_hands(tid, 4, "hold'em again")
    night.play(lambda: night.hands(tid) >= 28, what="hold'em to the 28th hand")

    # Open-face Chinese at a second table: Ann and Cat and a bot.
    ofc = live.open_table(
        variant="open-face-chinese",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Cat"}, {"kind": "call"}],
        decision_seconds=60,
    )
    bob.page.goto(table["watch"])  # Bob stays to watch the first table
    ann.page.goto(ofc["seats"][0]["link"])
    cat.page.goto(ofc["seats"][1]["link"])
    night.friends = [ann, cat, bob]
    night.play_hands(ofc["id"], 1, "open-face")
    night.shot(ann.page, "open-face-phone")
    night.play_hands(ofc["id"], 1, "open-face")

    # The viewer: Ann steps through a past hand of the first table; the host sees every card.
    ann.page.goto(table["seats"][0]["link"].replace(f"/t/{tid}?", f"/t/{tid}/viewer?"))
    ann.page.wait_for_selector("#step:has-text('the deal')")
    ann.page.keyboard.press("ArrowRight")
    ann.page.wait_for_selector("#step:has-text('action 1 of')")
    night.shot(ann.page, "viewer-phone")
    host.goto(table["host"].replace("/host?", "/viewer?"))
    host.wait_for_selector("#step:has-text('the deal')")
    night.shot(host, "viewer-host")

    total = night.hands(tid) + night.hands(ofc["id"])
    assert total >= 30, total
    for t in (table, ofc):
        ledger = night_json(live, t)["ledger"]
        assert sum(p["net"] for p in ledger["players"]) == 0
    kinds = [e["kind"] for e in night_json(live, table)["ledger"]["entries"]]
    assert "rebuy" in kinds and ("cash-out" in kinds or not cashed_out)
    played = {json.loads(r)["variant"] for (r,) in sqlite3.connect(live.db).execute("select record from hands")}
    assert played >= {"holdem", "follow-the-queen", "guts", "open-face-chinese"}
    checked, hands, leaks = hidden_cards_sent([ann, bob, cat], live.db)
    assert not leaks, leaks[:10]
    assert checked > 300 and hands >= 30
    print(f"game night: {total} hands, {checked} frames and DOM samples checked, {time.monotonic() - started:.0f} s")
