"""The engine never sees a phrase: every shipped variant lowers into the core IR, and the
printed IR (``pokerlang.ir.show``) of each is held to a golden file, ``tests/golden/ir/<variant>.txt``.

A change to the grammar, the AST or the lowering that changes what any shipped game *is*
shows up here as a diff of its IR. When the change is meant, regenerate the golden files
and review the diff in git:

    POKERLANG_REGOLD=1 pytest tests/compiler/test_ir_golden.py

That rewrites every golden file, writes the missing ones and deletes those whose variant
is gone. Without it, a shipped variant with no golden file fails, and so does a golden
file whose variant is gone.
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

from pokerlang.compiler import compile_file
from pokerlang.ir.show import show
from pokerlang.resources import shipped_variants
from helpers.paths import TESTS

GOLDEN = TESTS / "golden" / "ir"
REGOLD = bool(os.environ.get("POKERLANG_REGOLD"))
VARIANTS = {path.stem: path for path in shipped_variants()}
HINT = "if the change is meant: POKERLANG_REGOLD=1 pytest tests/compiler/test_ir_golden.py, and review the diff"


def golden_path(name: str) -> Path:
    return GOLDEN / f"{name}.txt"


def regold() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, path in VARIANTS.items():
        golden_path(name).write_text(show(compile_file(path)), encoding="utf-8")
    for stale in GOLDEN.glob("*.txt"):
        if stale.stem not in VARIANTS:
            stale.unlink()


@pytest.fixture(scope="module", autouse=True)
def regenerated():
    if REGOLD:
        regold()


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_printed_ir_matches_its_golden_file(name):
    golden = golden_path(name)
    assert golden.is_file(), f"{name} has no golden file {golden.name}; {HINT}"
    expected = golden.read_text(encoding="utf-8")
    actual = show(compile_file(VARIANTS[name]))
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True),
                actual.splitlines(keepends=True),
                fromfile=f"golden/ir/{name}.txt",
                tofile=f"{name} as lowered now",
            )
        )
        pytest.fail(f"the core IR of {name} changed:\n{diff}\n{HINT}", pytrace=False)


def test_every_shipped_variant_has_a_golden_file():
    missing = sorted(name for name in VARIANTS if not golden_path(name).is_file())
    assert not missing, f"shipped variants without a golden file: {missing}; {HINT}"


def test_every_golden_file_has_a_shipped_variant():
    stale = sorted(p.name for p in GOLDEN.glob("*.txt") if p.stem not in VARIANTS)
    assert not stale, f"golden files of no shipped variant: {stale}; {HINT}"
