"""The core IR and the engine stand alone: a program that only plays a compiled Game
(a bot farm, a research adapter) never loads the parser or the compiler."""

import subprocess
import sys


def _loaded_after(module: str) -> set[str]:
    code = (f"import sys, {module}; "
            "print(' '.join(m for m in sys.modules if m == 'lark' or m.startswith('lark.') "
            "or m.startswith('pokerlang.compiler') or m.startswith('pokerlang.syntax')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_importing_the_engine_loads_neither_lark_nor_the_compiler():
    assert _loaded_after("pokerlang.engine") == set()


def test_importing_the_ir_loads_neither_lark_nor_the_compiler():
    assert _loaded_after("pokerlang.ir") == set()
