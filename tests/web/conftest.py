"""Fixtures of the web tests: a fresh database, and a server on it (helpers: web_helpers)."""

import pytest

pytest.importorskip("starlette")

from web_helpers import client_for  # noqa: E402


@pytest.fixture
def db(tmp_path):
    return str(tmp_path / "tables.db")


@pytest.fixture
def client(db):
    with client_for(db) as c:
        yield c
