"""Ranking tables kept on disk between runs, so that `pokerlang check` and a short `run`
do not spend a tenth of a second per ranking building what the last run built.

A table set is stored under the user's cache folder (``$POKERLANG_CACHE``, else
``$XDG_CACHE_HOME/pokerlang``, else ``~/.cache/pokerlang``), named by a hash of what it
depends on: the ranking's table key and the source of the modules that build tables.
So a changed ranking or a changed pokerlang reads nothing stale; a file that cannot be
read, written or unpickled is simply built again. ``POKERLANG_CACHE=off`` keeps nothing.
The folder is the user's own, as trusted as their installed packages (it holds pickles).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
_BUILDERS = ("tables.py", "patterns.py", "shapes.py", "value.py")  # the code a table set comes from


def folder() -> Path | None:
    chosen = os.environ.get("POKERLANG_CACHE")
    if chosen == "off":
        return None
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pokerlang"


@cache
def _code_version() -> str:
    here = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for name in _BUILDERS:
        with contextlib.suppress(OSError):
            digest.update((here / name).read_bytes())
    return digest.hexdigest()[:16]


def stored(key: object, build: Callable[[], T]) -> T:
    """What ``build()`` returns for ``key``, read from the cache folder when a run before
    this one built it (and written there after building it here)."""
    where = folder()
    if where is None:
        return build()
    name = hashlib.sha256(f"{_code_version()}:{key!r}".encode()).hexdigest()[:32]
    path = where / f"tables-{name}.pickle"
    try:
        with path.open("rb") as held:
            found: T = pickle.load(held)  # the user's own cache folder, written below
            return found
    except Exception:  # noqa: BLE001 - missing, partly written or from another Python: build it
        pass
    made = build()
    with contextlib.suppress(OSError, pickle.PicklingError):
        where.mkdir(parents=True, exist_ok=True)
        # Written whole under another name, then renamed: a reader never sees half a file.
        handle, temporary = tempfile.mkstemp(dir=where, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                pickle.dump(made, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    return made
