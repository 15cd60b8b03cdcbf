"""Start-up: what a writer waits for (issue 24: `check` in 0.2 s, `--version` in 0.1 s, timed
by bench/bench_startup.py) rests on what these hold. `check` loads none of the engine, the
server, the simulations, the designer's tools or their libraries; `--version` loads no
rules at all; the parser and the methods attrs writes are read back from the cache folder
as they were built, and what cannot be read is built again."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from lark import Tree
from lark.exceptions import UnexpectedInput

from helpers.paths import ROOT
from pokerlang.resources import shipped_variants
from pokerlang.syntax import parse

# What `check` has no use for: a module under one of these names loading is a regression.
NOT_FOR_CHECK = (
    "pokerlang.engine",
    "pokerlang.runner",
    "pokerlang.web",
    "pokerlang.analytics",
    "pokerlang.lsp",
    "pokerlang.research",
    "rich",
    "numpy",
    "starlette",
    "uvicorn",
    "websockets",
    "importlib.metadata",
)


def imported_by(*args: str, cache: Path | str) -> set[str]:
    """The modules `python -X importtime -m pokerlang ARGS` imports (the whole process)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "interpreter"), POKERLANG_CACHE=str(cache))
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "pokerlang", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return {line.rsplit("|", 1)[1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}


def under(modules: set[str], prefixes: tuple[str, ...]) -> set[str]:
    return {m for m in modules if any(m == p or m.startswith(p + ".") for p in prefixes)}


@pytest.mark.parametrize("cache", ["warm", "off"])
def test_check_loads_no_engine_server_simulation_or_their_libraries(tmp_path, cache):
    where = tmp_path if cache == "warm" else "off"
    if cache == "warm":
        imported_by("check", "variants/holdem.poker", cache=where)  # fills the cache folder
    modules = imported_by("check", "variants/holdem.poker", cache=where)
    assert "pokerlang.check" in modules and "pokerlang.compiler" in modules  # it did check
    assert under(modules, NOT_FOR_CHECK) == set()


def test_version_loads_no_rules_no_parser_no_attrs(tmp_path):
    modules = imported_by("--version", cache=tmp_path)
    assert under(modules, ("pokerlang.diagnostics", "pokerlang.syntax", "pokerlang.ir", "attr", "lark")) == set()
    assert under(modules, NOT_FOR_CHECK) == set()


def test_the_commands_of_other_modules_are_listed_and_run_when_asked_for():
    from click.testing import CliRunner

    from pokerlang.cli import cli

    listing = CliRunner().invoke(cli, ["--help"]).output
    assert all(name in listing for name in ("check", "stats", "equity", "play", "serve"))
    report = CliRunner().invoke(cli, ["equity", "holdem", "--hands", "AsAh KsKh", "--samples", "50", "--seed", "1"])
    assert report.exit_code == 0 and "AsAh" in report.output


def fresh_parser():
    return parse.parser.__wrapped__()  # past the process's own cache: what a new run gets


def test_the_parser_is_kept_and_read_back_parsing_every_variant_alike(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    built = fresh_parser()
    [kept] = tmp_path.glob("parser-*.pickle")
    monkeypatch.setattr(parse, "Lark", None)  # building again would fail: the file must be read
    read_back = fresh_parser()
    assert read_back is not built and list(tmp_path.glob("parser-*.pickle")) == [kept]
    for path in shipped_variants():
        text = path.read_text(encoding="utf-8")
        tree, again = built.parse(text), read_back.parse(text)
        assert isinstance(again, Tree) and again == tree, path.name
        assert [t.meta.line for t in again.iter_subtrees()] == [t.meta.line for t in tree.iter_subtrees()]


@pytest.mark.parametrize(
    "broken",
    ['game "x"\nplayers two\n', 'game "x" @\n', 'game "x"\ndeck standard\nzone hand private\ndeal 2 to hand {'],
)
def test_the_read_back_parser_finds_the_same_mistakes(tmp_path, monkeypatch, broken):
    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    built = fresh_parser()
    monkeypatch.setattr(parse, "Lark", None)
    read_back = fresh_parser()
    mistakes = []
    for each in (built, read_back):
        with pytest.raises(UnexpectedInput) as caught:
            each.parse(broken)
        found = caught.value
        mistakes.append((type(found), found.line, found.column, sorted(getattr(found, "expected", None) or [])))
    assert mistakes[0] == mistakes[1]


def test_a_spoiled_parser_file_is_built_again(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    fresh_parser()
    [kept] = tmp_path.glob("parser-*.pickle")
    kept.write_bytes(b"not a pickle")
    rebuilt = fresh_parser()
    assert rebuilt.parse('game "x"\n').children[0].data == "game"
    assert kept.read_bytes() != b"not a pickle"


def test_off_keeps_no_parser(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert fresh_parser().parse('game "x"\n').children[0].data == "game"
    assert not any(tmp_path.rglob("*"))


# A process that defines attrs classes with the code kept, and counts what it compiled for them
# (attrs' own classes are made as attrs is imported, before any code can be kept).
CLASSES = """
import sys
compiled = []

def count(event, args):
    if event == "compile" and str(args[1]).startswith("<attrs generated") and "__main__." in str(args[1]):
        compiled.append(args[1])

sys.addaudithook(count)
import pokerlang.frozen  # installs the kept code before any class of pokerlang
import attrs
from pokerlang.frozen import frozen_value

@frozen_value
class Seat:
    number: int
    name: str = "nobody"

@attrs.define
class Stack:
    chips: int

a, b = Seat(1, "Ann"), Seat(1, "Ann")
assert a == b and hash(a) == hash(b) and a != Seat(2) and len({a, b, Seat(2)}) == 2
assert repr(a) == "Seat(number=1, name='Ann')" and Stack(5) == Stack(5) and Stack(5) != Stack(6)
print(len(compiled))
"""


def compiled_in_a_new_process(cache: Path | str) -> int:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "interpreter"), POKERLANG_CACHE=str(cache))
    done = subprocess.run([sys.executable, "-c", CLASSES], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return int(done.stdout)


def test_attrs_methods_are_compiled_once_and_read_back_the_same(tmp_path):
    first = compiled_in_a_new_process(tmp_path)
    assert first > 0 and len(list(tmp_path.glob("attrs-code-*/__main__.marshal"))) == 1  # a file a module
    assert compiled_in_a_new_process(tmp_path) == 0  # every class of it read back, and still right


def test_a_spoiled_attrs_code_file_is_compiled_again(tmp_path):
    compiled_in_a_new_process(tmp_path)
    [kept] = tmp_path.glob("attrs-code-*/__main__.marshal")
    kept.write_bytes(b"not marshal")
    assert compiled_in_a_new_process(tmp_path) > 0
    assert compiled_in_a_new_process(tmp_path) == 0


def test_off_keeps_no_attrs_code(tmp_path):
    assert compiled_in_a_new_process("off") > 0
    assert compiled_in_a_new_process("off") > 0
