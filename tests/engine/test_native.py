"""`pokerlang native`: the engine compiled by mypyc plays the same hands as its Python source.

The build (a few minutes on two cores) goes into a cache folder of the test's own; another
Python process plays with it every shipped variant's hands by a seeded policy, views, a copy
and all (``helpers.native_play``), and its digests must be those of the Python source, here.
Skipped where mypyc or a C compiler is missing (the build is an extra)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys

import pytest
from helpers.native_play import digests
from helpers.paths import ROOT, TESTS

from pokerlang import native

needs_compiler = pytest.mark.skipif(
    importlib.util.find_spec("mypyc") is None or shutil.which("cc") is None,
    reason="the compiled engine needs mypyc (the `native` extra) and a C compiler",
)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    cache = tmp_path_factory.mktemp("cache")
    env = dict(os.environ, POKERLANG_CACHE=str(cache), POKERLANG_NATIVE="1", PYTHONPATH=str(ROOT / "interpreter"))
    done = subprocess.run(
        [sys.executable, "-m", "pokerlang", "native"], env=env, capture_output=True, text=True, timeout=1800
    )
    assert done.returncode == 0, done.stderr
    assert "the engine runs compiled" in done.stdout
    return cache


def compiled_play(cache) -> dict:
    env = dict(
        os.environ,
        POKERLANG_CACHE=str(cache),
        POKERLANG_NATIVE="1",
        PYTHONPATH=os.pathsep.join([str(ROOT / "interpreter"), str(TESTS)]),
    )
    done = subprocess.run(
        [sys.executable, "-m", "helpers.native_play"], env=env, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@needs_compiler
def test_the_compiled_engine_plays_every_shipped_variant_as_its_source_does(built):
    played = compiled_play(built)
    assert played["status"].startswith("the engine runs compiled")
    assert played["digests"] == digests()


@needs_compiler
def test_a_changed_source_is_never_played_compiled(built, monkeypatch):
    """A build is of exact sources: one of them changed since, and the Python source plays."""
    monkeypatch.setenv("POKERLANG_CACHE", str(built))
    manifest = native.folder() / native.MANIFEST
    kept = manifest.read_text()
    sources = json.loads(kept)["sources"]
    name = next(iter(sources))
    sources[name] = "0" * 64
    try:
        manifest.write_text(json.dumps({"sources": sources}))
        assert native.stale(native.folder()) == f"{name} changed since it was compiled"
        assert not native.attach([])
    finally:
        manifest.write_text(kept)
    monkeypatch.setenv("POKERLANG_NATIVE", "1")
    path: list[str] = []
    assert native.attach(path) and path == [str(native.folder() / "pokerlang" / "engine")]


def test_without_a_build_the_engine_runs_its_source(tmp_path, monkeypatch):
    monkeypatch.setenv("POKERLANG_CACHE", str(tmp_path))
    monkeypatch.setenv("POKERLANG_NATIVE", "1")
    path: list[str] = []
    assert not native.attach(path) and path == []
    assert native.status() == "the engine runs its Python source: no build yet (`pokerlang native` compiles it)"
