"""``pokerlang run --history FILE``: one JSON object per hand, one hand per line.

The format is described in ``docs/history.md``. Cards are written as two-character
strings (``"As"``, ``"Td"``); seats are numbers from 0, fixed for the whole run.
"""

from __future__ import annotations

import json
from typing import TextIO

# The records themselves belong to the engine (``State.history()`` writes one): one format.
from pokerlang.engine.record import FORMAT, action_record, hand_record, table_record  # noqa: F401


class HistoryWriter:
    """Writes hand records as JSON lines; use as a context manager."""

    def __init__(self, path: str, overwrite: bool = False):
        self.path = path
        self.overwrite = overwrite  # without it an existing file is never replaced (``--force``)
        self.file: TextIO  # opened by ``__enter__``

    def __enter__(self) -> HistoryWriter:
        from pokerlang.inputs import open_for_writing

        self.file = open_for_writing(self.path, exclusive=not self.overwrite)
        return self

    def write(self, record: dict) -> None:
        self.file.write(json.dumps(record, separators=(",", ":")) + "\n")

    def __exit__(self, *exc) -> None:
        self.file.close()
