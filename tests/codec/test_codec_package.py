"""One place for actions and options: ``pokerlang.codec`` holds the classes and every
format that reads or writes them, and nothing else tells them apart by class."""

import ast
from pathlib import Path

import pokerlang
from pokerlang.codec import actions, options

ROOT = Path(pokerlang.__file__).parent

# The classes of actions and options, by name: a check of an object's class against one of
# them outside the codec and the engine is dispatch that belongs in the codec.
CLASSES = {cls.__name__ for cls in actions.ACTIONS.values()} | set(options.__all__) | {"Action", "Option"}
HOMES = ("pokerlang.codec", "pokerlang.engine")

# The adapters' integer ids (research/encoding.py) are being reworked apart from this
# package and will move into it; until then they are the one module allowed.
NOT_YET = {"research/encoding.py"}


def _class_names(tree: ast.AST) -> dict[str, str]:
    """Local name -> class name, for every action or option class the module imports (by
    name, or through a module of the codec or the engine imported whole)."""
    named: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(HOMES):
            for alias in node.names:
                if alias.name in CLASSES:
                    named[alias.asname or alias.name] = alias.name
                elif f"{node.module}.{alias.name}".startswith(HOMES):
                    named[alias.asname or alias.name] = "<module>"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(HOMES):
                    named[alias.asname or alias.name] = "<module>"
    return named


def _dispatch(tree: ast.AST, named: dict[str, str]) -> list[int]:
    """Lines of ``isinstance(x, C)``, ``type(x) is C`` and ``type(x) == C`` where C is an
    action or option class (a tuple of them too, or ``module.C``)."""

    def classes(node: ast.AST) -> bool:
        for part in ast.walk(node):
            if isinstance(part, ast.Name) and named.get(part.id) in CLASSES:
                return True
            if (
                isinstance(part, ast.Attribute)
                and part.attr in CLASSES
                and isinstance(part.value, ast.Name)
                and named.get(part.value.id) == "<module>"
            ):
                return True
        return False

    lines = []
    for node in ast.walk(tree):
        called = getattr(node.func, "id", None) if isinstance(node, ast.Call) else None
        if called == "isinstance" and len(node.args) == 2 and classes(node.args[1]):
            lines.append(node.lineno)
        left = node.left if isinstance(node, ast.Compare) else None
        typed = isinstance(left, ast.Call) and getattr(left.func, "id", None) == "type"
        if typed and any(classes(c) for c in node.comparators):
            lines.append(node.lineno)
    return lines


def test_nothing_outside_the_codec_and_the_engine_tells_actions_apart_by_class():
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        if where.split("/")[0] in ("codec", "engine") or where in NOT_YET:
            continue
        tree = ast.parse(path.read_text())
        found += [f"{where}:{line}" for line in _dispatch(tree, _class_names(tree))]
    assert found == []


def test_the_scan_finds_dispatch_when_there_is_some():
    """The scan above, on a module that does what it forbids, in each of its forms."""
    text = (
        "from pokerlang.codec.actions import Fold as F\n"
        "from pokerlang.codec import options\n"
        "from pokerlang.engine import Raise\n"
        "isinstance(o, F)\n"
        "isinstance(o, (int, options.BetRange))\n"
        "type(o) is Raise\n"
        "isinstance(o, int)\n"
    )
    tree = ast.parse(text)
    assert _dispatch(tree, _class_names(tree)) == [4, 5, 6]


def test_the_codec_imports_nothing_above_it():
    """The codec stands on the cards alone: the engine imports it, and the runner and the
    web layer read and write through it, never the other way round."""
    wrong = []
    for path in sorted((ROOT / "codec").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                parts = name.split(".")
                if parts[0] == "pokerlang" and (len(parts) < 2 or parts[1] not in ("cards", "codec", "frozen")):
                    wrong.append(f"codec/{path.name} imports {name}")
    assert wrong == []


def test_the_old_names_are_the_codecs_classes():
    """Code written against ``pokerlang.engine`` and its ``actions`` and ``options`` modules
    gets the very same classes."""
    import pokerlang.engine as engine
    from pokerlang.engine import actions as old_actions
    from pokerlang.engine import grid
    from pokerlang.engine import options as old_options

    assert engine.Raise is actions.Raise and old_actions.ACTIONS is actions.ACTIONS
    assert engine.DrawCards is options.DrawCards and old_options.RaiseRange is options.RaiseRange
    assert engine.MoveOption is grid.MoveOption is options.MoveOption
