"""An editor that lets the server refresh its code lenses sees the simulation's headline
on the `game` line as soon as the hands are played (a server of its own: the client says
so when it starts)."""

from __future__ import annotations

import queue

import pytest

from helpers.lsp_client import LspClient
from helpers.paths import ROOT


@pytest.fixture(scope="module")
def server():
    client = LspClient({"workspace": {"codeLens": {"refreshSupport": True}}})
    yield client
    client.close()


def test_the_lens_is_refreshed_with_the_headline(server):
    uri = server.open(ROOT / "variants" / "kuhn.poker")
    server.diagnosed(uri)
    [lens] = server.request("textDocument/codeLens", {"textDocument": {"uri": uri}})
    assert server.asked.empty()
    said = server.request(
        "workspace/executeCommand",
        {"command": lens["command"]["command"], "arguments": lens["command"]["arguments"]},
        timeout=120,
    )
    assert server.asked.get(timeout=10) == "workspace/codeLens/refresh"
    [again] = server.request("textDocument/codeLens", {"textDocument": {"uri": uri}})
    assert again["command"]["title"] == said
    with pytest.raises(queue.Empty):
        server.asked.get(timeout=0.5)
