"""A table waits for its writes: what it shows has been stored first (write-ahead).

An action, a deal or the end of a hand is seen by nobody until the database holds it, so
a server killed at any moment comes back to a hand someone has seen, never to one that
was dealt or settled differently. While the database cannot be written (another program
holds it locked, the disk is full) the table waits, the other tables and the lobby go
on, and every page at the table is told why; the write is tried until it is stored.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

TELL_AFTER = 1.0  # seconds a table waits for its writes before its pages are told why


async def stored(store, listeners: Iterable[Any]) -> None:
    """Wait until every write ``store`` was asked for so far is stored; past
    ``TELL_AFTER`` seconds, each of ``listeners`` gets a notice saying why, and another
    when the wait is over."""
    done = asyncio.wrap_future(store.settled())
    try:
        await asyncio.wait({done}, timeout=TELL_AFTER)  # not wait_for: it may lose a cancel (3.11)
    except asyncio.CancelledError:
        done.cancel()
        raise
    if done.done():
        return done.result()
    told = store.trouble or "the database is slow to answer"
    for listener in list(listeners):
        listener.note({"type": "notice", "message": f"the table waits: {told}"})
    await done
    for listener in list(listeners):
        listener.note({"type": "notice", "message": "stored: the table plays on", "clear": True})
