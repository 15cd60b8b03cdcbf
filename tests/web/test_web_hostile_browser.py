"""The security model in a headless chromium, at a phone's and a desktop's size: the
site's own pages pass the Origin and JSON checks (the lobby opens a table with the
variant's own stakes, the host page closes it), the seat's page is told the table is
closed and stops reconnecting, and a page on another site cannot open a table."""

from __future__ import annotations

import sqlite3

import pytest

pytestmark = pytest.mark.browser

VIEWPORTS = {"phone": {"width": 420, "height": 860}, "desktop": {"width": 1280, "height": 900}}


@pytest.mark.parametrize("size", VIEWPORTS)
def test_the_lobby_opens_kuhn_at_its_own_ante_and_the_host_closes_it(browser, live, size):
    context = browser.new_context(viewport=VIEWPORTS[size])
    lobby = context.new_page()
    lobby.goto(live.url + "/")
    lobby.select_option("select[name=variant]", "kuhn")
    lobby.fill("input[name=count]", "2")
    lobby.dispatch_event("input[name=count]", "input")
    lobby.select_option("select[name=kind1]", "call")
    lobby.click("button[type=submit]")
    invite = lobby.locator("#links a.invite").first
    invite.wait_for()
    seat = context.new_page()
    seat.goto(invite.get_attribute("href"))
    seat.wait_for_function("document.getElementById('hand').textContent !== ''", timeout=15_000)  # a frame came
    host = context.new_page()
    host.goto(lobby.locator("#links a").first.get_attribute("href"))
    host.on("dialog", lambda dialog: dialog.accept())
    host.click("#close")
    host.wait_for_function("document.getElementById('closed').textContent === 'closed'")
    seat.wait_for_function("document.getElementById('status').textContent.includes('closed this table')")
    with sqlite3.connect(live.db) as con:
        (settings,) = con.execute("select settings from tables").fetchone()
    assert '"ante": 1' in settings  # Kuhn's `stakes ante 1`, though the form left the ante empty
    context.close()


def test_a_page_on_another_site_opens_no_table(browser, live):
    """The same JSON POST the lobby sends, from a page of another origin: refused."""
    page = browser.new_context().new_page()
    page.goto("about:blank")
    status = page.evaluate(
        """async (url) => {
            try {
                const body = JSON.stringify({variant: "holdem", seats: [{kind: "call"}, {kind: "call"}]});
                const r = await fetch(url + "/api/tables",
                    {method: "POST", headers: {"content-type": "text/plain"}, body, mode: "no-cors"});
                return r.type;
            } catch (e) { return "blocked"; }
        }""",
        live.url,
    )
    assert status in ("opaque", "blocked")
    with sqlite3.connect(live.db) as con:
        assert con.execute("select count(*) from tables").fetchone()[0] == 0
