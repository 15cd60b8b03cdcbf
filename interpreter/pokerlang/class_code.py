"""The methods attrs writes for each class, kept compiled between runs.

attrs writes every class's ``__init__``, ``__eq__``, ``__hash__``, ``__repr__`` ... as
Python source and compiles it when the class is defined. For the two hundred classes of
the syntax tree and the IR that compiling is a quarter of what `pokerlang check` waits
for at start-up, and it is the same every run: so the code objects are kept (marshal)
in the user's cache folder (``pokerlang.user_cache``), a file for each module's classes
in a folder named by attrs' file and Python's version, and read back instead of compiled
again (a command reads the files of the modules it imports, not those of the others).

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
from pathlib import Path
from types import CodeType
from typing import Any

from pokerlang.user_cache import folder, write_whole

# The line of a generated __hash__ that holds the per-process constant: `        1234,`.
_HASH_CONSTANT = re.compile(r"^( +)-?\d+,$", re.MULTILINE)
_GENERATED = re.compile(r"<attrs generated \S+ (.+)\.[^.]+>$")
_MOST = 400  # methods kept for one module: beyond, only those of the last run (old code drops out)


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
    shelves = where / f"attrs-code-{hashlib.sha256(version.encode()).hexdigest()[:24]}"
    known: dict[str, dict[str, CodeType]] = {}  # by module, as read from its file
    fresh: dict[str, dict[str, CodeType]] = {}  # by module, compiled in this run
    used: set[str] = set()

    def compile_and_eval(
        script: str, globs: dict[str, Any] | None, locs: Mapping[str, object] | None = None, filename: str = ""
    ) -> None:
        module = _module_of(filename)
        if module not in known:
            known[module] = _read(shelves / f"{module}.marshal")
        key = _HASH_CONSTANT.sub(r"\1#,", script) + "\0" + filename
        code = known[module].get(key)
        if code is None:
            code = fresh.setdefault(module, {})[key] = compile(script, filename, "exec")
        used.add(key)
        eval(code, globs, locs)  # attrs' own generated source, evaluated as attrs does

    def save() -> None:
        for module, compiled in fresh.items():
            kept = {**known[module], **compiled}
            if len(kept) > _MOST:
                kept = {key: code for key, code in kept.items() if key in used}
            with contextlib.suppress(Exception), write_whole(shelves / f"{module}.marshal") as out:
                out.write(marshal.dumps(kept))

    compile_and_eval.kept_by_pokerlang = True  # type: ignore[attr-defined]
    make._compile_and_eval = compile_and_eval
    atexit.register(save)


def _module_of(filename: str) -> str:
    """The module a generated method's class is defined in (its file of code), from the
    name attrs gives the method's source: ``<attrs generated __eq__ pokerlang.ir.game.Cursor>``."""
    found = _GENERATED.match(filename)
    return re.sub(r"[^\w.-]", "_", found.group(1))[:150] if found else "_other"


def _read(path: Path) -> dict[str, CodeType]:
    try:
        found = marshal.loads(path.read_bytes())
    except Exception:  # noqa: BLE001 - missing, partly written or from another Python
        return {}
    return found if isinstance(found, dict) else {}
