"""No Python module knows a game: a new rule is a construct of the language or an
expression over the game, never a field, a function, a branch or a keyword of the engine
named after one variant.

Every name the package's code uses (variables, attributes, functions, classes, arguments)
and every short string it compares or looks up is held against the names of the shipped
and written variants (`holdem`, `razz`, `guts`, `kuhn`, `caribbean-stud` ...). Docstrings
and comments may name games as examples; code may not.
"""

from __future__ import annotations

import ast
from pathlib import Path

from helpers.paths import ROOT

PACKAGE = ROOT / "interpreter" / "pokerlang"
SHIPPED = {p.stem for p in (ROOT / "variants").glob("*.poker")}
GAMES = sorted(SHIPPED | {p.stem for p in (ROOT / "tests" / "written").rglob("*.poker")})


def game_names() -> set[str]:
    return {name for stem in GAMES for name in (stem.lower(), stem.lower().replace("-", "_"))}


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            found.add(id(first.value))
    return found


def names_used(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            yield node.lineno, node.id
        elif isinstance(node, ast.Attribute):
            yield node.lineno, node.attr
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield node.lineno, node.name
        elif isinstance(node, ast.arg):
            yield node.lineno, node.arg
        elif isinstance(node, ast.keyword) and node.arg:
            yield node.value.lineno, node.arg
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            yield node.lineno, node.value


def test_no_name_in_the_package_is_a_games():
    games = game_names()
    found = [
        f"{path.relative_to(ROOT)}:{line}: {name!r}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for line, name in names_used(path)
        if name.lower() in games
    ]
    assert not found, "a game named in the package's code:\n" + "\n".join(found)


def test_the_scan_finds_a_game_named_in_code(tmp_path):
    """The scan itself can fail: a branch on a game's name is caught."""
    planted = tmp_path / "planted.py"
    planted.write_text('def settle(game):\n    if game.name == "razz":\n        return 1\n', encoding="utf-8")
    assert "razz" in game_names()
    assert any(name == "razz" for _, name in names_used(planted))
