"""Betting as a player sees it: the pot counts the bets out, presets size a bet from the
pot, a fixed-limit bet is a button, and on a phone the actions are on the screen."""

from __future__ import annotations

import math
import re

import pytest

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


def first_decision(browser, live, variant: str, bots: int, viewport=PHONE):
    """Ann's page at her first decision, with ``bots`` calling stations round the table."""
    table = live.open_table(
        variant=variant, seats=[{"kind": "person", "name": "Ann"}] + [{"kind": "call"}] * bots, decision_seconds=60
    )
    page = browser.new_context(viewport=viewport).new_page()
    page.goto(table["seats"][0]["link"])
    page.wait_for_selector("#actions button[data-action]")
    return page


def seat_bets(page) -> list[int]:
    return [int(t.split()[-1]) for t in page.locator("#seats .seat .bet").all_inner_texts()]


def test_the_pot_counts_the_blinds_and_bets_out_and_pot_presets_size_the_raise(browser, live):
    page = first_decision(browser, live, "holdem", bots=2)
    bets = seat_bets(page)
    pot = int(page.locator("#middle .pot").get_attribute("data-pot"))
    assert pot == sum(bets) >= 3  # before the flop nothing is in the middle: the pot is the bets
    assert re.match(rf"pot {pot}\b", page.locator("#middle .pot").inner_text())
    amount = page.locator("#actions .amount[data-kind='raise']")
    presets = amount.locator(".presets button").all_inner_texts()
    assert presets == ["½ pot", "⅔ pot", "pot", "all in"]
    mine_bet = page.locator("#seats .seat.mine .bet")
    mine = int(mine_bet.inner_text().split()[-1]) if mine_bet.count() else 0
    most = max(bets)
    box = amount.locator("input[type=number]")
    least, top = int(box.get_attribute("min")), int(box.get_attribute("max"))
    for label, share in (("½ pot", 1 / 2), ("⅔ pot", 2 / 3), ("pot", 1)):
        amount.locator(f".presets button:text-is('{label}')").click()
        expected = min(top, max(least, math.floor(most + share * (pot + most - mine) + 0.5)))
        assert int(amount.locator("input[type=number]").input_value()) == expected, label
        assert amount.locator("button[data-action='raise']").inner_text() == f"Raise to {expected}"
    amount.locator(".presets button:text-is('all in')").click()
    assert int(amount.locator("input[type=number]").input_value()) == top
    amount.locator(".presets button:text-is('pot')").click()
    expected = int(amount.locator("input[type=number]").input_value())
    amount.locator("button[data-action='raise']").click()
    page.wait_for_function(
        "[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('you raise')"
        f" && li.textContent.includes('{expected}'))"
    )


def test_a_fixed_limit_raise_is_a_button_not_a_slider(browser, live):
    page = first_decision(browser, live, "holdem-limit", bots=1)
    actions = page.locator("#actions")
    assert actions.locator("input").count() == 0
    raise_button = actions.locator("button[data-action='raise']")
    assert raise_button.count() == 1
    assert re.fullmatch(r"Raise to \d+", raise_button.inner_text())
    amount = int(raise_button.inner_text().split()[-1])
    raise_button.click()
    page.wait_for_function(
        "[...document.querySelectorAll('#log li')].some(li => li.textContent.startsWith('you raise')"
        f" && li.textContent.includes('{amount}'))"
    )


def test_on_a_phone_at_six_seats_the_actions_are_on_the_screen(browser, live):
    page = first_decision(browser, live, "holdem", bots=5)
    assert page.evaluate("window.scrollY") == 0
    for selector in ("#actions button[data-action='fold']", "#actions button[data-action='raise']", "#me .card"):
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], selector
    # The seats are still all on the page, above the dock.
    assert page.locator("#seats .seat").count() == 6
