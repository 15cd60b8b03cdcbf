"""The methods attrs writes for each class, kept compiled between runs.

attrs writes every class's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__`` ... as
Python source and compiles it when the class is defined. For the two hundred classes of
the syntax tree and the IR that compiling is a quarter of what `pokerlang check` waits
for at start-up, and it is the same every run: so the code objects are kept (marshal)
in the user's cache folder (``pokerlang.user_cache``), in a file named by attrs' file
and Python's version, and read back instead of compiled again.

A kept code object is used only for the very same source text under the same file name,
so it is the code attrs would compile, with one difference that does not matter: the
constant attrs puts first in a class's hash (``hash`` of the class's name, which Python
salts afresh in every process) is the one of the run that compiled it. Hashes only need
to agree within a process, where every instance of a class uses the same constant.

Nothing is kept with ``POKERLANG_CACHE=off``, nor when attrs' internals are not the
ones this was written against (the classes are then compiled as attrs always does).
"""

from __future__ import annotations

import atexit
import contextlib
import hashlib
import marshal
import os
import re
import sys
from collections.abc import Mapping
from types import CodeType
from typing import Any

from pokerlang.user_cache import folder, write_whole

# The line of a generated __hash__ that holds the per-process constant: `        1234,`.
_HASH_CONSTANT = re.compile(r"^( +)-?\d+,$", re.MULTILINE)
_MOST = 4000  # entries kept in the file: beyond, only those of the last run (old code drops out)


def keep_class_code() -> None:
    """Compile attrs' generated methods once, not in every process (idempotent)."""
    where = folder()
    if where is None:
        return
    import attr._make as make

    original = getattr(make, "_compile_and_eval", None)
    if original is None or getattr(original, "kept_by_pokerlang", False):
        return
    if original.__code__.co_varnames[:4] != ("script", "globs", "locs", "filename"):
        return  # another attrs than the one this was written for: leave it alone
    try:  # attrs is told apart by its file (its __version__ would read package metadata: slow)
        source = os.stat(make.__file__)
    except (OSError, TypeError):
        return
    version = f"{source.st_size}:{source.st_mtime_ns}\0{sys.version}\0{marshal.version}"
    path = where / f"attrs-code-{hashlib.sha256(version.encode()).hexdigest()[:24]}.marshal"
    try:
        known: dict[str, CodeType] = marshal.loads(path.read_bytes())
        if not isinstance(known, dict):
            known = {}
    except Exception:  # noqa: BLE001 - missing, partly written or from another Python
        known = {}
    fresh: dict[str, CodeType] = {}
    used: set[str] = set()

    def compile_and_eval(
        script: str, globs: dict[str, Any] | None, locs: Mapping[str, object] | None = None, filename: str = ""
    ) -> None:
        key = _HASH_CONSTANT.sub(r"\1#,", script) + "\0" + filename
        code = known.get(key)
        if code is None:
            code = fresh[key] = compile(script, filename, "exec")
        used.add(key)
        eval(code, globs, locs)  # attrs' own generated source, evaluated as attrs does

    def save() -> None:
        if not fresh:
            return
        kept = {**known, **fresh}
        if len(kept) > _MOST:
            kept = {key: kept[key] for key in used}
        with contextlib.suppress(Exception), write_whole(path) as out:
            out.write(marshal.dumps(kept))

    compile_and_eval.kept_by_pokerlang = True  # type: ignore[attr-defined]
    make._compile_and_eval = compile_and_eval
    atexit.register(save)
