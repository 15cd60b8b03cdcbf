"""The user's cache folder: what one run built and the next reads instead of building it
again (the ranking tables, the grammar's parser), so that a short command such as
`pokerlang check` pays for none of it after the first run.

The folder is ``$POKERLANG_CACHE``, else ``$XDG_CACHE_HOME/pokerlang``, else
``~/.cache/pokerlang``; ``POKERLANG_CACHE=off`` keeps nothing. Each file is named by a
hash of all it depends on, so a changed input never reads a stale file; a file that
cannot be read, written or unpickled is simply built again; a file no run has read for a
month is removed when another is written. The folder is the user's own,
as trusted as their installed packages (it holds pickles).

This module imports nothing of pokerlang, so any command can use it cheaply.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any, TypeVar

T = TypeVar("T")


def folder() -> Path | None:
    chosen = os.environ.get("POKERLANG_CACHE")
    if chosen == "off":
        return None
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pokerlang"


def kept(
    name: str,
    build: Callable[[], T],
    *,
    load: Callable[[IO[bytes]], Any] = pickle.load,
    dump: Callable[[Any, IO[bytes]], None] = pickle.dump,
) -> T:
    """What ``build()`` returns, read from the file ``name`` of the cache folder when a run
    before this one built it (and written there after building it here). ``load(file)``
    and ``dump(value, file)`` read and write it (pickle's, unless the value needs its own)."""
    where = folder()
    if where is None:
        return build()
    path = where / name
    try:
        with path.open("rb") as held:
            found: T = load(held)  # the user's own cache folder, written below
            if time.time() - os.fstat(held.fileno()).st_mtime > DAY:
                os.utime(path)  # still in use: kept by ``_sweep``
            return found
    except Exception:  # noqa: BLE001 - missing, partly written or from another Python: build it
        pass
    made = build()
    with contextlib.suppress(Exception), write_whole(path) as out:  # a cache never fails the command
        dump(made, out)
    _sweep(where)
    return made


DAY = 24 * 3600
UNUSED = 30 * DAY  # files no run has read for this long are removed


def _sweep(where: Path) -> None:
    """Remove the files of the folder no run has read for ``UNUSED`` (a read marks its
    file once a day): each new pokerlang, and each ranking or parser changed, names new
    files, and those of before would otherwise stay for good. Done when a file is
    written, which is rare (a run that finds everything builds nothing)."""
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in os.scandir(where):
            with contextlib.suppress(OSError):
                if entry.is_file() and now - entry.stat().st_mtime > UNUSED:
                    os.unlink(entry.path)


@contextlib.contextmanager
def write_whole(path: Path) -> Iterator[IO[bytes]]:
    """A file to write ``path`` through: written whole under another name, then renamed,
    so that a reader (another run, at the same time) never sees half a file."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            yield out
        os.replace(temporary, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
