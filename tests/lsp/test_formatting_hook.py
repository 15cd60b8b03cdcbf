"""The one piece a formatter needs from the server: the edit that puts its text in place
of the buffer's, whatever the buffer's last line."""

from __future__ import annotations

import pytest
from lsprotocol import types as lsp
from pygls.workspace import TextDocument

from pokerlang.lsp.server import whole_edit


@pytest.mark.parametrize("source", ["", "zone hand per seat private\n", 'game "🂡"\nburn  1', "a\r\nb\n\n"])
def test_the_whole_edit_turns_the_buffer_into_the_formatted_text(source):
    document = TextDocument("file:///tmp/x.poker", source)
    formatted = "burn 1\n"
    [edit] = whole_edit(document, formatted)
    document.apply_change(lsp.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text))
    assert document.source == formatted


def test_no_edit_when_the_text_is_already_formatted():
    assert whole_edit(TextDocument("file:///tmp/x.poker", "burn 1\n"), "burn 1\n") == []
