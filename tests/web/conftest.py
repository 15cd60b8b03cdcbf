"""Fixtures of the web tests: a fresh database, and a server on it (helpers: helpers/web.py)."""

import os
import shutil

import pytest


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "tables.db")


@pytest.fixture
def client(db):
    from helpers.web import client_for

    with client_for(db) as c:
        yield c


CHROMIUM = os.environ.get("POKERLANG_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def browser():
    """Debian's chromium, headless, driven by Playwright (no browser download)."""
    if not CHROMIUM:
        pytest.skip("no chromium installed (apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield chromium
        chromium.close()


@pytest.fixture
def live(db):
    from helpers.web import LiveServer

    server = LiveServer(db).start()
    yield server
    server.stop()
