"""The engine compiled to C, for speed: ``pokerlang native`` compiles the engine's modules
with mypyc (mypy's compiler, the `native` extra) once on this machine, into the cache folder
(``user_cache``); from then on ``import pokerlang.engine`` loads the compiled modules in place
of their Python source, about twice as fast, as long as every source file they were
compiled from is unchanged. A file changed since (an edit, another version installed) and
the Python source plays again: a build is never used stale, and ``pokerlang native`` builds
it anew. The compiled modules are the same source, so a seed deals and plays the same hands
(``tests/engine/test_native.py`` plays them side by side).

``POKERLANG_NATIVE=0`` turns it off (the test suite runs the Python source unless told
otherwise); ``POKERLANG_CACHE=off`` keeps no build at all.

Not compiled: the package's ``__init__``; ``actions`` and ``options``, names kept for the
codec's (a star import, which mypyc does not carry over); ``errors``, exceptions a caller
may extend; ``view`` (a View is a dict, which a compiled class
cannot extend); ``result``, ``table`` and ``runs``, whose attrs classes have defaults that
mypyc's class bodies cannot hold (they are data, not the hot path).

This module imports nothing of pokerlang but the cache folder's: ``engine/__init__`` asks it.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pokerlang import user_cache

PACKAGE = Path(__file__).resolve().parent
INTERPRETED = frozenset({"__init__", "actions", "errors", "options", "view", "result", "table", "runs"})
MANIFEST = "manifest.json"


class NativeError(Exception):
    """The engine could not be compiled (no compiler, mypyc refused a module)."""


def compiled_modules() -> list[Path]:
    """The engine's modules that are compiled, in name order."""
    return sorted(p for p in (PACKAGE / "engine").glob("*.py") if p.stem not in INTERPRETED)


def folder() -> Path | None:
    """Where this Python's build lives (None: the cache is off)."""
    cache = user_cache.folder()
    return None if cache is None else cache / "native" / sys.implementation.cache_tag


def attach(path: list[str]) -> bool:
    """Put the compiled engine in front of the engine package's ``path`` (its ``__path__``)
    when a build of exactly these sources exists: whether it did."""
    if os.environ.get("POKERLANG_NATIVE", "1") == "0":
        return False
    where = folder()
    if where is None or not (where / MANIFEST).is_file():
        return False
    if stale(where) is not None:
        return False
    lib = str(where / "lib")
    if lib not in sys.path:
        sys.path.append(lib)  # the compiled modules' shared library, imported by its own name
    path.insert(0, str(where / "pokerlang" / "engine"))
    return True


def stale(where: Path) -> str | None:
    """Why the build in ``where`` is not of these sources (None: it is)."""
    try:
        manifest = json.loads((where / MANIFEST).read_text(encoding="utf-8"))
        sources: dict[str, str] = manifest["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        return "no build can be read there"
    for name, digest in sources.items():
        try:
            now = hashlib.sha256((PACKAGE / name).read_bytes()).hexdigest()
        except OSError:
            return f"{name} is gone"
        if now != digest:
            return f"{name} changed since it was compiled"
    return None


def status() -> str:
    """One line: whether the engine runs compiled (as ``attach`` finds it), and if not, why."""
    where = folder()
    if os.environ.get("POKERLANG_NATIVE", "1") == "0":
        return "the engine runs its Python source: POKERLANG_NATIVE=0"
    if where is None:
        return "the engine runs its Python source: POKERLANG_CACHE=off keeps no build"
    if not (where / MANIFEST).is_file():
        return "the engine runs its Python source: no build yet (`pokerlang native` compiles it)"
    why = stale(where)
    if why is not None:
        return f"the engine runs its Python source: {why} (`pokerlang native` compiles it again)"
    return f"the engine runs compiled ({len(compiled_modules())} modules, built in {where})"


def _imports(path: Path) -> set[str]:
    """The pokerlang modules a source file imports (type-checking imports too: mypyc reads them)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {m for m in found if m == "pokerlang" or m.startswith("pokerlang.")}


def _source_of(module: str) -> Path | None:
    parts = module.split(".")[1:]
    for candidate in (PACKAGE.joinpath(*parts).with_suffix(".py"), PACKAGE.joinpath(*parts, "__init__.py")):
        if candidate.is_file():
            return candidate
    return None


def sources() -> list[Path]:
    """Every source file the compiled modules depend on: themselves and what they import,
    all the way down (a change in any of them may change what was compiled)."""
    todo = list(compiled_modules())
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen or path == Path(__file__).resolve():  # this loader is no part of a build
            continue
        seen.add(path)
        for module in _imports(path):
            found = _source_of(module)
            if found is not None:
                todo.append(found)
        for parent in path.relative_to(PACKAGE).parents:  # a package's __init__ runs first
            init = PACKAGE / parent / "__init__.py"
            if init.is_file():
                todo.append(init)
    return sorted(seen)


def build(say: Callable[[str], object] = print) -> Path:
    """Compile the engine into this Python's build folder; returns it. Raises NativeError."""
    where = folder()
    if where is None:
        raise NativeError("the cache is off (POKERLANG_CACHE=off): there is nowhere to keep the build")
    try:
        import mypyc  # noqa: F401 - only asked whether it is there
    except ImportError:
        raise NativeError("mypyc is not installed: pip install 'pokerlang[native]'") from None
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="pokerlang-native-") as work:
        tree = Path(work)
        shutil.copytree(PACKAGE, tree / "pokerlang", ignore=shutil.ignore_patterns("*.so", "__pycache__", "_data"))
        targets = [str(Path("pokerlang", "engine", p.name)) for p in compiled_modules()]
        say(f"compiling {len(targets)} engine modules with mypyc (a few minutes) ...")
        env = dict(os.environ, MYPY_FORCE_COLOR="0")
        done = subprocess.run(
            [sys.executable, "-m", "mypyc", *targets], cwd=tree, env=env, capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            said = (done.stdout + done.stderr).splitlines()
            errors = [line for line in said if "error" in line.lower()] or said
            raise NativeError("mypyc failed:\n" + "\n".join(errors[-20:]))
        staging = where.with_name(where.name + ".new")
        shutil.rmtree(staging, ignore_errors=True)
        (staging / "lib").mkdir(parents=True)
        (staging / "pokerlang" / "engine").mkdir(parents=True)
        for library in tree.glob("*__mypyc*.so"):
            shutil.copy2(library, staging / "lib" / library.name)
        for module in (tree / "pokerlang" / "engine").glob("*.so"):
            shutil.copy2(module, staging / "pokerlang" / "engine" / module.name)
        # The sources as compiled, from the copy: a file changed while mypyc ran is stale.
        copied = tree / "pokerlang"
        digests = {
            str(name): hashlib.sha256((copied / name).read_bytes()).hexdigest()
            for name in (p.relative_to(PACKAGE) for p in sources())
        }
    (staging / MANIFEST).write_text(json.dumps({"sources": digests}, indent=1), encoding="utf-8")
    shutil.rmtree(where, ignore_errors=True)
    os.replace(staging, where)
    say(f"compiled in {time.perf_counter() - start:.0f} s into {where}")
    return where
