"""The showdown at the seats: shown hands face up where they sit, named; the winner lit up
with the cards of the winning hand; the result stays on the page into the next hand."""

from __future__ import annotations

import time

import pytest

from helpers.web import LiveServer, hand_number, play_a_step

pytestmark = pytest.mark.browser


def to_showdown(browser, db, between_hands: float, viewport=None):
    live = LiveServer(db, between_hands=between_hands).start()
    table = live.open_table(
        variant="holdem", seats=[{"kind": "person", "name": "Ann"}, {"kind": "call", "name": "Bo"}], decision_seconds=60
    )
    page = browser.new_context(viewport=viewport or {"width": 1280, "height": 800}).new_page()
    page.goto(table["seats"][0]["link"])
    end = time.monotonic() + 60
    while not page.locator("#result.fresh").count():  # check and call down: the bot calls too
        assert time.monotonic() < end, "the hand never ended"
        play_a_step(page) or page.wait_for_timeout(50)
    return live, page


def test_the_shown_hands_turn_face_up_at_their_seats_and_the_winner_is_named(browser, db):
    live, page = to_showdown(browser, db, between_hands=60)
    try:
        for seat in range(2):
            at = page.locator(f"#seats .seat[data-seat='{seat}']")
            cards = at.locator(".card").evaluate_all("cs => cs.map(c => c.dataset.card || null)")
            assert len(cards) == 2 and all(cards), cards  # face up, both
            assert at.locator(".hand-name").inner_text()  # its hand, named
        # The bot's face-down cards turned face up where it sits.
        assert page.locator("#seats .seat[data-seat='1'] .zone.shown .card").count() == 2
        # The other seat's face-down cards are gone: it shows its hand instead.
        assert page.locator("#seats .seat .card.back").count() == 0
        winners = page.locator("#seats .seat.winner")
        assert winners.count() >= 1
        words = winners.first.locator(".wins").inner_text()
        name = winners.first.locator(".hand-name").inner_text()
        assert words.startswith("wins ") and words.endswith(f"with {name}")
        # The winning hand's five cards are lit up, on the board and at the seat.
        best = page.locator("#felt .card.best").evaluate_all("cs => cs.map(c => c.dataset.card)")
        assert len(set(best)) >= 5
        assert page.locator("#middle .card.best").count() >= 1 or page.locator("#seats .card.best").count() >= 5
        result = page.locator("#result").inner_text()
        assert "Hand 1" in result and name in result
    finally:
        live.stop()


def test_the_result_stays_on_the_page_when_the_next_hand_is_dealt(browser, db):
    live, page = to_showdown(browser, db, between_hands=0.5, viewport={"width": 390, "height": 844})
    try:
        lines = page.locator("#result div").all_inner_texts()
        assert any(" win" in line for line in lines)
        page.wait_for_function("document.querySelector('#hand').textContent === 'hand 2'")
        assert hand_number(page) == 2
        assert page.locator("#result h3").inner_text() == "Last hand (1)"
        assert page.locator("#result div").all_inner_texts() == lines
        assert page.locator("#seats .seat.winner").count() == 0  # the seats are the new hand's
    finally:
        live.stop()


def test_open_face_rows_stay_laid_out_at_the_showdown(browser, db):
    """The rows are face up already: at the showdown they stay as set, each row's hand
    named under them."""
    live = LiveServer(db, between_hands=60).start()
    try:
        table = live.open_table(
            variant="open-face-chinese", seats=[{"kind": "call", "name": "Bo"}, {"kind": "random", "name": "Cy"}]
        )
        page = browser.new_context().new_page()
        page.goto(table["watch"])
        page.wait_for_selector("#result.fresh", timeout=30000)
        for seat in range(2):
            rows = page.locator(f"#seats .seat[data-seat='{seat}'] .zone .zname").all_inner_texts()
            assert [r.lower() for r in rows if r.lower() != "hand"] == ["front", "middle", "back"]
            assert page.locator(f"#seats .seat[data-seat='{seat}'] .zone.shown").count() == 0
            named = page.locator(f"#seats .seat[data-seat='{seat}'] .hand-name").inner_text()
            assert named.startswith("front: ") and " · middle: " in named and " · back: " in named
    finally:
        live.stop()
