"""Error codes are stable names: one table (pokerlang.codes), every place that makes a
diagnostic names a code of it, and docs/errors.md explains each code with a wrong
example that gives it and a fixed example that checks clean.

The exact text of each code's diagnostic (place, caret, hint) is held in
``tests/golden/errors/<code>.txt``. When a message is meant to change, regenerate them
and review the diff in git:

    POKERLANG_REGOLD=1 pytest tests/syntax/test_error_codes.py
"""

from __future__ import annotations

import ast
import difflib
import os
from pathlib import Path

import pytest
from helpers.error_catalog import EXAMPLE_NAME, relative, run_check, sections

import pokerlang
from pokerlang.codes import CODES
from pokerlang.diagnostics import Diagnostic, PokerlangError
from helpers.paths import TESTS

PACKAGE = Path(pokerlang.__file__).resolve().parent
GOLDEN = TESTS / "golden" / "errors"
REGOLD = bool(os.environ.get("POKERLANG_REGOLD"))
HINT = "if the change is meant: POKERLANG_REGOLD=1 pytest tests/syntax/test_error_codes.py, and review the diff"

# Calls that make a diagnostic (``fail(err)`` with one argument prints one made before),
# and the receivers of ``.error(...)`` that do (the loader's).
MAKERS = {"fail", "Problem", "unusable", "SyntaxProblem", "Diagnostic"}
ERROR_RECEIVERS = {"self", "loader", "self.loader"}
UNREACHABLE = {"E408"}  # a guard no file of today's grammar reaches: its section says so
HEAD = "import rankings\nzone hand per seat private\nzone board shared public\n"
PLAY = "step pre { deal 2 to hand  bet }\nstep flop { deal 5 to board  bet }\nshowdown best 5 of hand + board by high\n"
BY_CODE = {s.code: s for s in sections()}


def _calls():
    """(file, line, call) for every call in the package that makes a diagnostic."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            maker = isinstance(func, ast.Name) and func.id in MAKERS and len(node.args) + len(node.keywords) > 1
            error = (
                isinstance(func, ast.Attribute) and func.attr == "error" and ast.unparse(func.value) in ERROR_RECEIVERS
            )
            if maker or error:
                yield path.relative_to(PACKAGE), node.lineno, node


def _code_argument(call: ast.Call):
    return next((k.value for k in call.keywords if k.arg == "code"), None)


def _is_note(call: ast.Call) -> bool:
    return any(
        k.arg == "severity" and isinstance(k.value, ast.Constant) and k.value.value == "note" for k in call.keywords
    )


def test_every_place_that_makes_a_diagnostic_names_a_code_of_the_table():
    wrong = []
    for path, line, call in _calls():
        code = _code_argument(call)
        if _is_note(call):
            continue  # a note belongs to the diagnostic it explains
        if isinstance(code, ast.Constant) and code.value in CODES:
            continue
        # Passing a code on (``code=code``, ``code=problem.code``) is not making one.
        if (isinstance(code, ast.Name) and code.id == "code") or (
            isinstance(code, ast.Attribute) and code.attr == "code"
        ):
            continue
        wrong.append(f"{path}:{line}: {ast.unparse(call)[:100]}")
    assert wrong == []


def test_every_code_of_the_table_is_made_somewhere():
    made = {_code_argument(c).value for _, _, c in _calls() if isinstance(_code_argument(c), ast.Constant)}
    made |= {"E001", "E008"}  # chosen in parse.py by a variable: the unexpected word, or the version
    assert set(CODES) - made == set()


def test_codes_are_well_formed_and_titled():
    for code, title in CODES.items():
        assert code[0] in "EW" and len(code) == 4 and code[1:].isdigit() and title, code


def test_the_catalog_explains_every_code_in_the_table_order_under_its_title():
    assert [(s.code, s.title) for s in sections()] == list(CODES.items())


def test_each_code_has_both_examples_unless_a_file_cannot_show_it():
    for section in sections():
        shown = section.wrong is not None and section.fixed is not None
        assert shown or section.code in PRODUCERS or section.code in UNREACHABLE, section.code
        assert not (shown and section.code in PRODUCERS), f"{section.code}: one source of its wrong file"


EXAMPLES = sorted(code for code, s in BY_CODE.items() if s.wrong is not None)


@pytest.mark.parametrize("code", EXAMPLES)
def test_the_wrong_example_gives_its_code_and_no_other(code):
    found = run_check(BY_CODE[code].wrong)
    assert found and {d.code for d in found} == {code}, "\n".join(d.render() for d in found)


@pytest.mark.parametrize("code", EXAMPLES)
def test_the_fixed_example_checks_clean(code):
    found = run_check(BY_CODE[code].fixed)
    assert found == [], "\n".join(d.render() for d in found)


# ---- codes a file's text on this page cannot show: each test makes its own input ----------


def _nested(depth: int) -> str:
    return HEAD + "step deep {\n" + "if one in {\n" * depth + "burn 1\n" + "}\n" * depth + "}\n" + PLAY


def _internal_error(monkeypatch) -> list[Diagnostic]:
    from lark.exceptions import VisitError

    from pokerlang.syntax import parse

    class Broken(parse.AstBuilder):
        def transform(self, tree):
            raise VisitError("start", tree, RuntimeError("a builder bug"))

    monkeypatch.setattr(parse, "AstBuilder", Broken)
    return run_check(HEAD + PLAY)


def _unusable(name: str) -> list[Diagnostic]:
    from pokerlang.compiler import find_variant

    try:
        find_variant(name)
    except PokerlangError as err:
        return list(err.diagnostics)
    raise AssertionError(f"{name} was found")


def _missing(tmp_path) -> list[Diagnostic]:
    from pokerlang.check import check_file

    with pytest.raises(PokerlangError) as err:
        check_file(tmp_path / EXAMPLE_NAME)
    return [relative(d, str(tmp_path)) for d in err.value.diagnostics]


PRODUCERS = {
    "E004": lambda tmp_path, monkeypatch: run_check('game "Evil\x1b[31mred"\n' + HEAD + PLAY),
    "E009": lambda tmp_path, monkeypatch: run_check(_nested(3000)),
    "E605": lambda tmp_path, monkeypatch: run_check("import rankings\n" * 33 + HEAD[16:] + PLAY),
    "E901": lambda tmp_path, monkeypatch: _missing(tmp_path),
    "E902": lambda tmp_path, monkeypatch: run_check(HEAD + PLAY + "#" * 100_000 + "\n"),
    "E903": lambda tmp_path, monkeypatch: run_check(HEAD.encode() + b'game "caf\xe9"\n' + PLAY.encode()),
    "E904": lambda tmp_path, monkeypatch: _unusable("holdme"),
    "E999": lambda tmp_path, monkeypatch: _internal_error(monkeypatch),
}


def wrong_diagnostics(code: str, tmp_path, monkeypatch) -> list[Diagnostic]:
    if code in PRODUCERS:
        return PRODUCERS[code](tmp_path, monkeypatch)
    return run_check(BY_CODE[code].wrong)


@pytest.mark.parametrize("code", sorted(PRODUCERS))
def test_a_code_no_example_can_show_is_made_by_its_input(code, tmp_path, monkeypatch):
    found = wrong_diagnostics(code, tmp_path, monkeypatch)
    assert found and {d.code for d in found} == {code}, "\n".join(d.render() for d in found)


# ---- the exact text, held in golden files --------------------------------------------------

GOLDEN_CODES = sorted(set(EXAMPLES) | set(PRODUCERS))


def _text(diagnostics: list[Diagnostic]) -> str:
    return "\n".join(d.render() for d in diagnostics) + "\n"


@pytest.fixture(scope="module", autouse=True)
def stale_goldens_removed():
    if REGOLD:
        for stale in GOLDEN.glob("*.txt"):
            if stale.stem not in GOLDEN_CODES:
                stale.unlink()


@pytest.mark.parametrize("code", GOLDEN_CODES)
def test_the_diagnostic_text_matches_its_golden_file(code, tmp_path, monkeypatch):
    actual = _text(wrong_diagnostics(code, tmp_path, monkeypatch))
    golden = GOLDEN / f"{code}.txt"
    if REGOLD:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        golden.write_text(actual, encoding="utf-8")
    assert golden.is_file(), f"{code} has no golden file; {HINT}"
    expected = golden.read_text(encoding="utf-8")
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(keepends=True), actual.splitlines(keepends=True), f"golden/errors/{code}.txt", "now"
            )
        )
        pytest.fail(f"the text of {code} changed:\n{diff}\n{HINT}")


def test_every_golden_file_belongs_to_a_code():
    assert sorted(p.stem for p in GOLDEN.glob("*.txt")) == GOLDEN_CODES


@pytest.mark.parametrize("code", GOLDEN_CODES)
def test_every_diagnostic_has_a_hint_and_a_place(code, tmp_path, monkeypatch):
    """A place is a line and column, but for input that cannot be read at all (and an
    internal error): those are about the whole file."""
    whole_file = code in ("E901", "E902", "E904", "E999")
    for diagnostic in wrong_diagnostics(code, tmp_path, monkeypatch):
        assert diagnostic.hint, diagnostic.render()
        assert whole_file or diagnostic.span.line >= 1, diagnostic.render()


@pytest.mark.parametrize(
    "text",
    [
        "",  # nothing at all: the missing showdown is placed where the file ends
        "remove flop\n" + HEAD + PLAY,  # no step to remove, and no step named to suggest
        "step river before turn { bet }\n" + HEAD + PLAY,
        HEAD + PLAY.replace("by high", "by zzzzzzzz"),  # no close ranking: the known ones are listed
        "fold only when facing a bet\n" + HEAD + PLAY.replace("  bet", ""),
    ],
)
def test_files_beside_the_catalog_get_a_code_a_hint_and_a_place_too(text):
    found = run_check(text)
    assert found
    for diagnostic in found:
        assert diagnostic.code in CODES and diagnostic.hint and diagnostic.span.line >= 1, diagnostic.render()
