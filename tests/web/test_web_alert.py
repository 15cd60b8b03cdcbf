"""The turn alert and the keys: the tab's title, a tone (muted by a click, remembered), a
buzz where the phone has one; f folds, c checks or calls, r goes to the raise amount."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

# The page's tone and buzz, counted: a stand-in for the audio and vibration of a browser.
RECORDER = """
window.alerts = {tones: 0, buzzes: 0};
navigator.vibrate = () => { window.alerts.buzzes += 1; return true; };
class FakeNode { connect(next) { return next || this; } start() {} stop() {} }
window.AudioContext = class {
  constructor() { this.currentTime = 0; this.destination = new FakeNode(); }
  createOscillator() { window.alerts.tones += 1; const o = new FakeNode(); o.frequency = {}; return o; }
  createGain() {
    const g = new FakeNode(); g.gain = {setValueAtTime() {}, exponentialRampToValueAtTime() {}}; return g;
  }
};
"""


def ann(browser, live, bots=1, decision_seconds=60):
    table = live.open_table(
        variant="holdem",
        seats=[{"kind": "person", "name": "Ann"}] + [{"kind": "call"}] * bots,
        decision_seconds=decision_seconds,
    )
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(RECORDER)
    page = context.new_page()
    page.goto(table["seats"][0]["link"])
    return page


def my_turn(page) -> None:
    page.wait_for_selector("#actions button[data-action='fold'], #actions button[data-action='check']")


def said(page, start: str) -> None:
    page.wait_for_function(
        f"[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('{start}'))"
    )


def test_the_turn_rings_once_in_the_title_the_tone_and_the_buzz(browser, live):
    page = ann(browser, live)
    my_turn(page)
    page.wait_for_function("document.title.startsWith('● Your turn: ')")
    assert page.evaluate("window.alerts") == {"tones": 1, "buzzes": 1}
    page.wait_for_timeout(1200)  # the clock ticks and frames come: no second ring
    assert page.evaluate("window.alerts") == {"tones": 1, "buzzes": 1}
    page.keyboard.press("c")
    said(page, "you c")  # you check / you call
    page.wait_for_function("!document.title.startsWith('●')")


def test_a_muted_page_only_says_it_in_the_title_and_stays_muted(browser, live):
    page = ann(browser, live)
    page.wait_for_selector("#mute")
    page.click("#mute")
    assert page.locator("#mute").inner_text() == "sound off"
    assert page.locator("#mute").get_attribute("aria-pressed") == "true"
    page.reload()
    assert page.locator("#mute").inner_text() == "sound off"  # remembered
    my_turn(page)
    page.wait_for_function("document.title.startsWith('● Your turn')")
    assert page.evaluate("window.alerts") == {"tones": 0, "buzzes": 1}


def test_keys_fold_call_and_raise(browser, live):
    page = ann(browser, live)
    my_turn(page)
    assert page.locator("#actions button[data-action='fold']").get_attribute("aria-keyshortcuts") == "f"
    page.keyboard.press("r")
    box = page.locator("#actions .amount[data-kind='raise'] input[type=number]")
    assert box.evaluate("b => b === document.activeElement")
    amount = int(box.get_attribute("min")) + 2
    box.fill(str(amount))
    page.keyboard.press("Enter")
    page.wait_for_function(
        "[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('you raise')"
        f" && li.textContent.includes('{amount}'))"
    )
    for _ in range(40):  # on to a decision with a fold in it, and fold by its key
        my_turn(page)
        if page.locator("#actions button[data-action='fold']").count():
            page.keyboard.press("f")
            said(page, "you fold")
            return
        page.keyboard.press("c")
        page.wait_for_timeout(100)
    pytest.fail("never offered a fold")
