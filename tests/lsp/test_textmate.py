"""The highlighting grammar never drifts from grammar/poker.lark, and it colours every
keyword of every shipped file as a keyword (a small matcher over its regexes, as a
TextMate engine applies them: at each place, the first pattern that matches)."""

from __future__ import annotations

import json
import re

import pytest

from helpers.paths import ROOT
from pokerlang.lsp.textmate import CHECKED_IN, grammar
from pokerlang.lsp.words import grammar_keywords, terminal_words
from pokerlang.syntax.parse import parser

REGENERATE = "run `python -m pokerlang.lsp.textmate` to regenerate it"
FILES = sorted(
    [
        *(ROOT / "variants").glob("*.poker"),
        *(ROOT / "stdlib").glob("*.poker"),
        *(ROOT / "tests" / "written").rglob("*.poker"),
    ]
)


def checked_in() -> dict:
    return json.loads(CHECKED_IN.read_text(encoding="utf-8"))


def test_the_checked_in_grammar_is_the_one_the_lark_grammar_makes():
    assert checked_in() == grammar(), f"editors/vscode/syntaxes/poker.tmLanguage.json is stale: {REGENERATE}"


def test_its_keywords_are_exactly_the_lark_grammars():
    """Read afresh from both files: a keyword added to poker.lark fails here until regenerated."""
    words = set()
    for key in ("keyword-control", "keyword-other"):
        match = checked_in()["repository"][key]["match"]
        inside = re.fullmatch(r"\(\?<!\[[^]]*\]\)\(\?:(.*)\)\(\?!\[[^]]*\]\)", match)
        assert inside, match
        words |= {w.replace("\\", "") for w in inside.group(1).split("|")}
    lark = (ROOT / "grammar" / "poker.lark").read_text(encoding="utf-8")
    assert sorted(words) == list(grammar_keywords(lark)), REGENERATE


def tokens(line: str, patterns: list[tuple[str, re.Pattern]]) -> list[tuple[int, int, str]]:
    """The line as the grammar's top-level patterns cut it: (start, end, scope)."""
    out, at = [], 0
    while at < len(line):
        if line[at].isspace():
            at += 1
            continue
        for scope, regex in patterns:
            match = regex.match(line, at)
            if match and match.end() > at:
                out.append((at, match.end(), scope))
                at = match.end()
                break
        else:
            raise AssertionError(f"nothing matches at {line[at:]!r}")
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_keyword_of_a_shipped_file_is_highlighted_as_one(path):
    data = checked_in()
    repository = data["repository"]
    patterns = [
        (repository[p["include"][1:]]["name"], re.compile(repository[p["include"][1:]]["match"]))
        for p in data["patterns"]
    ]
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    scopes = {}
    for number, line in enumerate(lines, start=1):
        for start, _end, scope in tokens(line, patterns):
            scopes[(number, start + 1)] = scope
    words = terminal_words()
    reading = parser().parse_interactive(text)
    keyword_tokens = [t for t in reading.iter_parse() if t.type in words]
    assert keyword_tokens
    for token in keyword_tokens:
        scope = scopes.get((token.line, token.column))
        assert scope is not None and scope.startswith("keyword."), (
            f"{path.name}:{token.line}:{token.column}: '{token}' is highlighted as {scope}"
        )
