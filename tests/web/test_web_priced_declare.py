"""A declaration whose price the player names (`bet = pay up to 5 antes`) is a slider and an
amount box at the web table, as a bet is, on a phone and on a desktop: the price chosen is
what the player pays."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}

BETWEEN = """
game "In-between"
import rankings
players 2..8
forced ante
stakes ante 1
zone posts per seat public
zone third per seat public
step play {
    each in turn {
        deal 2 up to posts
        declare bet = pay up to 5 antes, pass in turn
        if seat declared bet {
            deal 1 up to third
            if top-rank(third) > bottom-rank(posts) and top-rank(third) < top-rank(posts) {
                pay 2 * paid(seat) from pot to seat
            }
        }
    }
}
showdown { best 1 of third by one-card }
"""


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_price_is_chosen_on_a_slider_and_paid(browser, live, viewport):
    table = live.open_table(
        source=BETWEEN,
        filename="in-between.poker",
        seats=[{"kind": "person", "name": "Ann"}, {"kind": "call"}],
        decision_seconds=60,
    )
    page = browser.new_context(viewport=viewport).new_page()
    page.goto(table["seats"][0]["link"])
    picker = page.locator("#actions .amount[data-kind='bet']")
    picker.wait_for(timeout=60_000)
    box = picker.locator("input[type=number]")
    assert (box.get_attribute("min"), box.get_attribute("max")) == ("1", "5")
    assert page.locator("#actions button[data-action='declare']:text-is('Declare pass')").count() == 1
    box.fill("3")
    button = picker.locator("button[data-action='declare']")
    assert button.inner_text() == "Bet 3"
    box_of = button.bounding_box()
    assert box_of is not None and box_of["y"] + box_of["height"] <= viewport["height"]  # no scroll to act
    button.click()
    page.wait_for_function(
        "[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('you pay')"
        " && li.textContent.includes('3'))"
    )
