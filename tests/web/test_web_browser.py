"""End to end, in a headless chromium: two friends in two browser contexts and a bot play
whole hands by clicking, come back after a reload, and sit through a server restart."""

from __future__ import annotations

import time

import pytest

from helpers.web import hand_number, play_a_step

pytestmark = pytest.mark.browser


def seat_pages(browser, live, variant: str, players=("Ann", "Bob"), bot="call"):
    table = live.open_table(
        variant=variant, seats=[{"kind": "person", "name": n} for n in players] + [{"kind": bot}], decision_seconds=60
    )
    pages = []
    for seat in table["seats"][: len(players)]:
        page = browser.new_context(viewport={"width": 420, "height": 860}).new_page()  # a phone
        page.goto(seat["link"])
        pages.append(page)
    return table, pages


def play_until(pages, hands: int, limit: float = 60) -> set[str]:
    """Click through decisions on every page until each shows hand ``hands + 1``; the
    kinds of action clicked."""
    end = time.monotonic() + limit
    kinds: set[str] = set()
    while time.monotonic() < end:
        if all(hand_number(p) > hands for p in pages):
            return kinds
        acted = False
        for page in pages:
            kind = play_a_step(page)
            kinds.add(kind)
            acted = acted or kind is not None
        if not acted:
            pages[0].wait_for_timeout(50)
    pytest.fail(f"the hands did not finish: pages at {[hand_number(p) for p in pages]}")


def raise_with_the_box(pages) -> None:
    """Whoever of ``pages`` is first offered a raise types an amount and raises."""
    for _ in range(200):
        for page in pages:
            picker = page.locator("#actions .amount")
            if picker.count():
                box = picker.first.locator("input[type=number]")
                amount = int(box.get_attribute("min")) + 1
                box.fill(str(amount))
                picker.first.locator("button").first.click()
                page.wait_for_function(
                    f"[...document.querySelectorAll('#log li')].some("
                    "li => li.textContent.startsWith('you raise')"
                    f" && li.textContent.includes('{amount}'))"
                )
                return
        pages[0].wait_for_timeout(50)
    pytest.fail("nobody was offered a raise")


def test_two_friends_and_a_bot_play_holdem(browser, live):
    _, pages = seat_pages(browser, live, "holdem")
    ann, _bob = pages
    ann.wait_for_selector("#me .card")
    assert ann.locator("#seats .seat").count() == 3
    raise_with_the_box(pages)
    play_until(pages, 2)


def test_two_friends_and_a_bot_play_swingo(browser, live):
    _, pages = seat_pages(browser, live, "swingo")
    assert "choose" in play_until(pages, 2)
    assert pages[0].locator("#seats .seat .zone").count()  # boards on the table


def test_a_reload_and_a_server_restart_find_the_same_hand(browser, live):
    _, pages = seat_pages(browser, live, "holdem", players=("Ann",))
    ann = pages[0]
    ann.wait_for_selector("#actions button")
    cards = ann.locator("#me .card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    hand = hand_number(ann)
    ann.reload()
    ann.wait_for_selector("#actions button")
    assert ann.locator("#me .card").evaluate_all("cs => cs.map(c => c.dataset.card)") == cards
    live.stop()
    ann.wait_for_selector("#status.bad")  # the page says it lost the server ...
    live.start()
    ann.wait_for_function("!document.querySelector('#status').classList.contains('bad')", timeout=15000)
    ann.wait_for_selector("#actions button")  # ... and comes back to the same decision
    assert hand_number(ann) == hand
    assert ann.locator("#me .card").evaluate_all("cs => cs.map(c => c.dataset.card)") == cards
    play_until(pages, hand)


@pytest.mark.parametrize(
    "variant, kind",
    [
        ("swap-poker", "move"),
        ("five-card-draw", "draw"),
        ("guts", "declare"),
        ("celestial-two-keep-one", "keep"),
        ("celestial-face-up", "accept"),
        ("celestial-roll-your-own", "expose"),
    ],
)
def test_every_kind_of_card_decision_is_played_from_the_page(browser, live, variant, kind):
    """Moves on a grid, draws, declarations, a card kept of two, a choice: a person
    plays hands of each by clicking, against a bot, until they have made that decision."""
    _, pages = seat_pages(browser, live, variant, players=("Ann",))
    kinds: set = set()
    for hand in range(1, 6):
        kinds |= play_until(pages, hand)
        if kind in kinds:
            return
    pytest.fail(f"no {kind} in five hands of {variant}: {kinds}")


def test_the_lobby_shows_an_uploads_diagnostics_then_opens_the_table(browser, live):
    page = browser.new_context().new_page()
    page.goto(live.url + "/")
    bad = (
        b'game "Mine"\nimport rankings\nplayers 2..6\nzone hand per seat private\n'
        b'step deal { deal 5 to hand bet }\nshowdown best 5 of hand by hihg\n'
    )
    page.set_input_files("input[name=file]", files=[{"name": "mine.poker", "mimeType": "text/plain", "buffer": bad}])
    page.click("button[type=submit]")
    errors = page.wait_for_selector("#errors:not([hidden])")
    text = errors.inner_text()
    assert "mine.poker:6:" in text and "^^^^" in text and "did you mean 'high'" in text
    page.set_input_files("input[name=file]", files=[])
    page.select_option("select[name=variant]", "razz")
    page.fill("input[name=title]", "<b>Friday</b>")
    page.click("button[type=submit]")
    invite = page.wait_for_selector("#links a.invite")
    page.goto(invite.get_attribute("href"))
    assert page.locator("header h1").inner_text() == "<b>Friday</b>"  # shown as text, not markup
