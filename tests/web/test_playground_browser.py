"""The playground in a headless chromium, at a phone's and a desktop's size: a writer
types a variant with a typo, sees the problem at its line, fixes it, reads the rules,
simulates it, opens a table with it and plays a hand there."""

from __future__ import annotations

import time

import pytest

from helpers.paths import ROOT
from helpers.web import hand_number, play_a_step

pytestmark = pytest.mark.browser

HOLDEM = (ROOT / "variants" / "holdem.poker").read_text(encoding="utf-8")
TYPO = HOLDEM.replace("deal 3 to board", "deal 3 to bord")
VIEWPORTS = {"phone": {"width": 420, "height": 860}, "desktop": {"width": 1280, "height": 900}}


def type_into_editor(page, text: str) -> None:
    """Replace the editor's text as a paste would (typing key by key, CodeMirror would
    indent and close brackets as it does for a person)."""
    page.locator("#editor .cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    page.keyboard.insert_text(text)


@pytest.mark.parametrize("size", VIEWPORTS)
def test_write_fix_simulate_and_play(browser, live, size):
    page = browser.new_context(viewport=VIEWPORTS[size]).new_page()
    page.goto(live.url + "/write")
    page.wait_for_selector("#editor .cm-content")
    type_into_editor(page, TYPO)
    typo_line = next(i for i, line in enumerate(TYPO.splitlines(), 1) if "bord" in line)
    problem = page.locator("#problem-list li.error")
    problem.first.wait_for(timeout=60_000)
    assert f"line {typo_line}," in problem.first.inner_text()
    assert "unknown zone 'bord'" in problem.first.inner_text()
    # the editor marks the word itself, on its line
    page.locator("#editor .cm-lintRange-error").first.wait_for(timeout=60_000)
    marked_line = page.locator("#editor .cm-line").nth(typo_line - 1)
    assert marked_line.locator(".cm-lintRange-error").inner_text() == "bord"

    type_into_editor(page, HOLDEM)
    page.locator("#problem-list li.clean").wait_for(timeout=60_000)
    page.locator("[data-tab=rules]").click()
    assert page.locator("#rules-text").inner_text().startswith("# Texas hold'em")

    page.locator("[data-tab=simulation]").click()
    page.locator("#players").fill("3")
    page.locator("#simulate").click()
    report = "document.getElementById('simulation-text').textContent.includes('Streets reached')"
    page.wait_for_function(report, timeout=60_000)
    assert "1000 hands, 3 players" in page.locator("#simulation-text").inner_text()

    page.locator("#open-table").click()
    page.wait_for_url("**/t/*?seat=*", timeout=60_000)  # the upload checked in a worker process
    page.wait_for_selector("#me .card", timeout=60_000)
    assert page.locator("#seats .seat").count() == 3
    end = time.monotonic() + 60
    while hand_number(page) < 2 and time.monotonic() < end:
        if play_a_step(page) is None:
            page.wait_for_timeout(50)
    assert hand_number(page) >= 2, "the first hand at the new table did not finish"
