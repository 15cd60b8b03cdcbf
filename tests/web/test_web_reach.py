"""Friends reach the table: invite links on the address they open (--public-url), the LAN
by --host 0.0.0.0 with a warning and the address, and a lobby that says when its links
would open only on the host's own computer."""

from __future__ import annotations

import warnings

import pytest
from click.testing import CliRunner

from helpers.web import FAST, open_table

from pokerlang.cli import cli
from pokerlang.web import guard, main
from pokerlang.web.server import create_app
from pokerlang.web.table import Timing

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient


def client(db, base_url="http://testserver", **app):
    return TestClient(create_app(db, Timing(**FAST), hosts=["testserver"], **app), base_url=base_url)


def test_invite_links_are_built_on_the_public_url(db):
    with client(db, base_url="http://127.0.0.1:8000", public_url="https://poker.example.org") as c:
        table = open_table(c)
        assert table["warning"] is None
        assert table["seats"][0]["link"].startswith(f"https://poker.example.org/t/{table['id']}?seat=")
        assert table["host"].startswith("https://poker.example.org/t/")
        assert table["watch"] == f"https://poker.example.org/t/{table['id']}"
        host = c.get(table["host"].replace("https://poker.example.org", "")).text
        assert f'value="https://poker.example.org/t/{table["id"]}?seat=' in host
        assert 'id="reach"' not in c.get("/").text


def test_the_lobby_warns_when_its_links_point_at_this_computer(db):
    with client(db, base_url="http://127.0.0.1:8000") as c:
        lobby = c.get("/").text
        assert 'id="reach"' in lobby and "opens only on this computer" in lobby
        table = open_table(c)
        assert table["seats"][0]["link"].startswith("http://127.0.0.1:8000/t/")
        assert "http://127.0.0.1:8000" in table["warning"] and "--public-url" in table["warning"]
    with client(db, base_url="http://192.168.1.20:8000") as c:  # the LAN address: no warning
        assert 'id="reach"' not in c.get("/").text
        assert open_table(c)["warning"] is None


@pytest.fixture
def started(monkeypatch):
    """``serve`` up to the server it would start: the arguments it was given."""
    calls = []
    monkeypatch.setattr(main, "serve", lambda *args, **kw: calls.append((args, kw)))
    monkeypatch.setattr(main, "lan_address", lambda: "192.168.1.20")
    return calls


def test_serve_on_the_lan_warns_and_prints_the_lan_address(started, tmp_path):
    result = CliRunner().invoke(cli, ["serve", "--host", "0.0.0.0", "--port", "8080", "--db", str(tmp_path / "x.db")])
    assert result.exit_code == 0, result.output
    assert "warning: --host 0.0.0.0 listens beyond this computer" in result.stderr
    assert "not encrypted" in result.stderr
    assert "on the local network: http://192.168.1.20:8080/" in result.stdout
    (host, port, _db), kw = started[0]
    assert (host, port) == ("0.0.0.0", 8080)
    assert kw["public_url"] == "http://192.168.1.20:8080"  # invites open on the LAN


def test_serve_on_loopback_says_nothing_of_the_network(started, tmp_path):
    result = CliRunner().invoke(cli, ["serve", "--db", str(tmp_path / "x.db")])
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output and "open http://127.0.0.1:8000/" in result.stdout
    assert started[0][1]["public_url"] is None


def test_serve_takes_a_public_url_as_an_origin(started, tmp_path):
    db = str(tmp_path / "x.db")
    result = CliRunner().invoke(cli, ["serve", "--db", db, "--public-url", "https://Poker.Example.org/"])
    assert result.exit_code == 0, result.output
    assert started[0][1]["public_url"] == "https://poker.example.org"
    assert "invite links are built on https://poker.example.org/" in result.stdout
    for bad, why in (
        ("https://poker.example.org/table", "has a path"),
        ("poker.example.org", "is not an address"),
        ("ftp://poker.example.org", "is not an address"),
    ):
        refused = CliRunner().invoke(cli, ["serve", "--db", db, "--public-url", bad])
        assert refused.exit_code == 2 and why in refused.output, refused.output
    assert len(started) == 1


def test_which_addresses_are_this_computer_only():
    assert guard.is_loopback("127.0.0.1") and guard.is_loopback("::1") and guard.is_loopback("localhost")
    assert not guard.is_loopback("192.168.1.2") and not guard.is_loopback("example.org")
    assert guard.points_home("http://127.0.0.1:8000") and guard.points_home("http://localhost:8000")
    assert guard.points_home("http://[::1]:8000") and not guard.points_home("https://poker.example.org")
    assert main.is_wildcard("0.0.0.0") and main.is_wildcard("::") and not main.is_wildcard("127.0.0.1")


@pytest.mark.browser
def test_the_lobby_page_shows_the_warning_with_the_links(browser, live):
    page = browser.new_context().new_page()
    page.goto(live.url + "/")
    assert "opens only on this computer" in page.locator("#reach").inner_text()
    page.select_option("select[name=variant]", "holdem")
    page.click("button[type=submit]")
    page.wait_for_selector("#links a.invite")
    assert page.locator("#opened-warning").is_visible()
    assert live.url in page.locator("#opened-warning").inner_text()
