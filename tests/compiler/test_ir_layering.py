"""The core IR and the engine stand alone: a program that only plays a compiled Game
(a bot farm, a research adapter) never loads the parser or the compiler."""

import subprocess
import sys


def _loaded_after(module: str) -> set[str]:
    code = (
        f"import sys, {module}; "
        "print(' '.join(m for m in sys.modules if m == 'lark' or m.startswith('lark.') "
        "or m.startswith('pokerlang.compiler') or m.startswith('pokerlang.syntax')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_importing_the_engine_loads_neither_lark_nor_the_compiler():
    assert _loaded_after("pokerlang.engine") == set()


def test_importing_the_ir_loads_neither_lark_nor_the_compiler():
    assert _loaded_after("pokerlang.ir") == set()


def test_the_lower_layers_import_nothing_above_them():
    """cards < ir < hands: each imports only itself and what lies below it (read from the
    source, so an import inside a function counts too). The stdlib's rankings are written
    in the language, so only a layer above the compiler can look one up by name."""
    import ast
    from pathlib import Path

    import pokerlang

    root = Path(pokerlang.__file__).parent
    below = {"cards": {"cards"}, "ir": {"cards", "ir"}, "hands": {"cards", "ir", "hands"}}
    # modules of pokerlang that import nothing of it but one another (the cache folder's)
    leaves = {"frozen", "resources", "user_cache", "class_code"}
    wrong = []
    for layer, allowed in below.items():
        for path in sorted((root / layer).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text())):
                names = (
                    [a.name for a in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                    if isinstance(node, ast.ImportFrom) and not node.level
                    else []
                )
                for name in names:
                    parts = name.split(".")
                    if parts[0] == "pokerlang" and (len(parts) < 2 or parts[1] not in allowed | leaves):
                        wrong.append(f"{layer}/{path.name} imports {name}")
    assert wrong == []
