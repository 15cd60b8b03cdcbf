"""Every decision the engine offers has a control a person can click, on a phone and on a
desktop: open-face Chinese sets each card into a row; a draw picks the cards to change."""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

import pytest

from helpers.web import hand_number, play_a_step

pytestmark = pytest.mark.browser
PlaywrightError = pytest.importorskip("playwright.sync_api").Error

ROOT = Path(__file__).resolve().parents[2]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
VIEWPORTS = pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])


def seat_page(browser, live, variant: str, viewport: dict, bot: str = "call", **fields):
    table = live.open_table(
        variant=variant, seats=[{"kind": "person", "name": "Ann"}, {"kind": bot}], decision_seconds=60, **fields
    )
    page = browser.new_context(viewport=viewport).new_page()
    page.goto(table["seats"][0]["link"])
    return page


def own_row(page, row: str) -> list[str]:
    return page.locator(f"#me .zone[data-zone='{row}'] .card").evaluate_all("cs => cs.map(c => c.dataset.card)")


def in_view(page, selector: str) -> bool:
    """The element is on the screen as it is, with no scroll."""
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"]


@VIEWPORTS
def test_open_face_sets_each_card_into_the_row_tapped(browser, live, viewport):
    page = seat_page(browser, live, "open-face-chinese", viewport)
    setter = page.wait_for_selector("#actions .setter")
    assert "undefined" not in page.locator("#actions").inner_text()
    rows = page.locator("#actions .setter button.row").evaluate_all("bs => bs.map(b => b.dataset.row)")
    assert rows == ["front", "middle", "back"]
    assert in_view(page, "#actions .setter button.row")  # no scroll to act, on a phone too
    # Tap the second card of the five, then "back": that card, not the first, goes there.
    cards = setter.query_selector_all(".card.pick")
    assert len(cards) == 5
    second = cards[1].get_attribute("data-card")
    cards[1].click()
    page.click("#actions .setter button[data-row='back']")
    page.wait_for_function(
        "[...document.querySelectorAll(\"#me .zone[data-zone='back'] .card\")]"
        f".some(c => c.dataset.card === '{second}')"
    )
    assert own_row(page, "back") == [second]
    # The rest of the hand, row by row: front takes three, then middle and back fill.
    end = time.monotonic() + 60
    while hand_number(page) < 2 and time.monotonic() < end:
        if page.locator("#actions .setter").count():
            for row in ("front", "middle", "back"):
                button = page.locator(f"#actions .setter button[data-row='{row}']:not([disabled])")
                if button.count():
                    with contextlib.suppress(PlaywrightError):  # the panel was redrawn under the click
                        button.first.click(timeout=1000)
                    break
        else:
            play_a_step(page) or page.wait_for_timeout(50)
    assert hand_number(page) >= 2, "the open-face hand did not finish"


@VIEWPORTS
def test_a_draw_changes_the_cards_tapped(browser, live, viewport):
    page = seat_page(browser, live, "five-card-draw", viewport)
    end = time.monotonic() + 60
    while not page.locator("#actions .picker[data-kind='draw']").count():
        assert time.monotonic() < end, "never offered a draw"
        play_a_step(page) or page.wait_for_timeout(50)
    picker = page.locator("#actions .picker").first
    assert in_view(page, "#actions .picker button")
    assert picker.locator("button").inner_text() == "Stand pat"
    before = page.locator("#me .card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    chosen = picker.locator(".card.pick").nth(0)
    name = chosen.get_attribute("data-card")
    chosen.click()
    assert picker.locator("button").inner_text() == "Draw 1 card"
    picker.locator("button").click()
    page.wait_for_function(f"![...document.querySelectorAll('#me .card')].some(c => c.dataset.card === '{name}')")
    after = page.locator("#me .card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert len(after) == len(before) and name not in after and set(before) - {name} <= set(after)


@pytest.mark.skipif(
    not os.environ.get("POKERLANG_FULL"),
    reason="long and flaky on a loaded machine (an all in now and then never reached in 300 s);"
    " the game night clicks 'Run it twice' when it is asked: POKERLANG_FULL=1",
)
def test_run_it_by_agreement_is_a_button_per_count(browser, db):
    """All in and called: each player says how many times to run the board, by a button."""
    from helpers.web import LiveServer

    live = LiveServer(db, between_hands=30).start()  # the runs stay on the table to be looked at
    source = (ROOT / "tests/written/holdem-run-it-by-agreement.poker").read_text()
    table = live.open_table(
        source=source,
        filename="agreement.poker",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}],
        decision_seconds=60,
    )
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(table["seats"][0]["link"])
    # A hand that misses the all in (a click lost to a redrawn panel on a loaded machine)
    # is followed by another after the 30 s pause: time for several hands, each of an
    # uploaded game played in worker processes (slow on a loaded machine).
    end = time.monotonic() + 300
    while not page.locator("#actions button[data-action='declare']").count():
        assert time.monotonic() < end, "never asked how many times to run it"
        amount = page.locator("#actions .amount")
        if amount.count():  # all in: the bot calls, and the board is to be run
            with contextlib.suppress(PlaywrightError):  # the panel was redrawn under the click
                box = amount.first.locator("input[type=number]")
                box.fill(box.get_attribute("max", timeout=1000), timeout=1000)
                amount.first.locator("button[data-action]").first.click(timeout=1000)
        else:
            page.wait_for_timeout(50)
    labels = page.locator("#actions button[data-action='declare']").all_inner_texts()
    assert labels == ["Run it once", "Run it twice", "Run it 3 times"]
    page.click("#actions button:has-text('Run it twice')")
    # The bot says its own count (a card decision it samples at random): the board is run
    # the fewest times any player agreed to: twice (the bot said twice or 3 times), or
    # once, one board and no runs (the bot said once); never three times.
    page.wait_for_function("() => /Hand \\d+: result/.test(document.body.innerText)", timeout=60000)
    runs = page.locator("#middle .run").count()
    assert runs in (0, 2)
    if runs:
        assert "on run 2" in page.inner_text("body") or "run 2" in page.inner_text("body").lower()
    live.stop()


@VIEWPORTS
def test_an_optional_straddle_is_straddle_or_no_straddle(browser, live, viewport):
    """Left of the big blind, before the cards, the player is asked: a button each way."""
    source = (ROOT / "tests/written/holdem-optional-straddle.poker").read_text()
    table = live.open_table(
        source=source,
        filename="straddle.poker",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}, {"kind": "call"}],
        decision_seconds=60,
    )
    page = browser.new_context(viewport=viewport).new_page()
    page.goto(table["seats"][0]["link"])
    # A hand that misses the all in (a click lost to a redrawn panel on a loaded machine)
    # is followed by another after the 30 s pause: time for several hands, each of an
    # uploaded game played in worker processes (slow on a loaded machine).
    end = time.monotonic() + 300
    while not page.locator("#actions button[data-action='declare']").count():  # a hand where Ann is that player
        assert time.monotonic() < end, "never asked to straddle"
        play_a_step(page) or page.wait_for_timeout(50)
    assert page.locator("#actions button[data-action='declare']").all_inner_texts() == ["Straddle", "No straddle"]
    assert in_view(page, "#actions button[data-action='declare']")
    assert not page.locator("#log li:has-text('straddle')").count()
    page.click("#actions button:text-is('Straddle')")
    page.wait_for_selector("#log li:has-text('straddle')")  # posted, as the log says
    page.context.close()
