"""Whatever the input, the only thing that comes out is the project's own diagnostic.

Random text, random mutations of every shipped file, and the hostile inputs named in
the issue: garbage bytes, deep nesting, a huge file, an unterminated string, absurd
numbers, an import that escapes the search path.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlang.check import check_file
from pokerlang.diagnostics import PokerlangError
from pokerlang.resources import shipped_variants, stdlib_dir

SOURCES = [p.read_text() for p in shipped_variants() + [stdlib_dir() / "rankings.poker"]]
WORDS = [
    "deal",
    "bet",
    "step",
    "{",
    "}",
    "showdown",
    "best",
    "of",
    "+",
    "by",
    "high",
    "zone",
    "per",
    "seat",
    "private",
    "shared",
    "public",
    "2",
    "..",
    "5",
    '"',
    "import",
    "rankings",
    "extends",
    "repeat",
    "until",
    "one",
    "in",
    "ranking",
    "order",
    "<",
    ":",
    ",",
    "draw",
]


def only_diagnostics(path: Path) -> None:
    try:
        diagnostics = check_file(path)
    except PokerlangError as err:
        diagnostics = err.diagnostics
    # A mutated variation may be wrong only against its base, so a diagnostic may point
    # into the base (or the stdlib): any file read, never a traceback.
    readable = {str(path), *(str(p) for p in shipped_variants()), *(str(p) for p in stdlib_dir().glob("*.poker"))}
    for d in diagnostics:
        assert d.path in readable or d.path.startswith(str(path.parent)), d.render()
        assert d.render().startswith(d.path)


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=300))
def test_random_text(tmp_path, text):
    path = tmp_path / "random.poker"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    only_diagnostics(path)


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(words=st.lists(st.sampled_from(WORDS), max_size=60))
def test_random_token_soup(tmp_path, words):
    path = tmp_path / "soup.poker"
    path.write_text(" ".join(words))
    only_diagnostics(path)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(source=st.sampled_from(SOURCES), data=st.data())
def test_mutated_shipped_files(tmp_path, source, data):
    """Delete, duplicate or replace a slice of a real file."""
    lines = source.splitlines(keepends=True)
    i = data.draw(st.integers(0, len(lines) - 1))
    j = data.draw(st.integers(i, min(len(lines), i + 3)))
    kind = data.draw(st.sampled_from(["delete", "duplicate", "replace", "chars"]))
    if kind == "delete":
        lines[i:j] = []
    elif kind == "duplicate":
        lines[i:i] = lines[i:j]
    elif kind == "replace":
        lines[i] = " ".join(data.draw(st.lists(st.sampled_from(WORDS), max_size=8))) + "\n"
    else:
        k = data.draw(st.integers(0, len(lines[i])))
        lines[i] = lines[i][:k] + data.draw(st.text(max_size=4)) + lines[i][k:]
    path = tmp_path / "mutant.poker"
    path.write_bytes("".join(lines).encode("utf-8", "surrogatepass"))
    only_diagnostics(path)


HOSTILE = {
    "garbage": bytes(range(256)) * 40,
    "nested-braces": b"{" * 10_000,
    "nested-repeats": b"repeat until one in { " * 10_000 + b"}" * 10_000,
    "five-megabytes": b"burn 1\n" * 750_000,
    "unterminated": b'game "never closed\nplayers 2..4\n',
    "huge-number": b"players 1000000000\n",
    "huge-count": b"zone hand per seat private\nstep a { deal 99999999999999999999 to hand }\n",
    "escape": b'import "../../../../../../etc/passwd"\n',
    "nul": b"game \x00\n",
}


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_input_through_the_command(tmp_path, name):
    path = tmp_path / f"{name}.poker"
    path.write_bytes(HOSTILE[name])
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "pokerlang.cli", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )
    elapsed = time.monotonic() - started
    assert run.returncode in (1, 2), run.stderr
    assert "Traceback" not in run.stderr
    assert run.stderr.startswith(str(path)), run.stderr
    # The issue asks for < 2 s; the bound here is looser because CI machines are shared.
    assert elapsed < 10, f"{name} took {elapsed:.1f} s"
