"""Ranking tables kept on disk between runs, so that `pokerlang check` and a short `run`
do not spend a tenth of a second per ranking building what the last run built: a
ranking's table set, each bigger hand size a showdown asks for (``Tables.extend``), and
each count of wild cards and bugs (``wild.wild_ranker``).

A table set is stored in the user's cache folder (``pokerlang.user_cache``: ``$POKERLANG_CACHE``,
else ``$XDG_CACHE_HOME/pokerlang``, else ``~/.cache/pokerlang``), named by a hash of what it
depends on: the ranking's table key and the source of the modules that build tables.
So a changed ranking or a changed pokerlang reads nothing stale; a file that cannot be
read, written or unpickled is simply built again. ``POKERLANG_CACHE=off`` keeps nothing.
"""

from __future__ import annotations

import contextlib
import hashlib
import pickle
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import IO, TypeVar

from pokerlang.user_cache import folder, kept

__all__ = ["folder", "stored"]

T = TypeVar("T")
_BUILDERS = ("tables.py", "wild.py", "patterns.py", "shapes.py", "value.py")  # the code a table set comes from


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
    if folder() is None:
        return build()
    name = hashlib.sha256(f"{_code_version()}:{key!r}".encode()).hexdigest()[:32]

    def dump(made: object, out: IO[bytes]) -> None:
        pickle.dump(made, out, protocol=pickle.HIGHEST_PROTOCOL)

    return kept(f"tables-{name}.pickle", build, dump=dump)
