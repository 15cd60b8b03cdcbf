"""The highlighting grammar never drifts from grammar/poker.lark, and it colours every
keyword of every shipped file as a keyword (a small matcher over its regexes, as a
TextMate engine applies them: at each place, the first pattern that matches; held to VS
Code's own engine, vscode-textmate, when POKERLANG_TEXTMATE names its node_modules)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from helpers.paths import ROOT
from pokerlang.lsp.textmate import CHECKED_IN, grammar
from pokerlang.lsp.vocabulary import grammar_keywords, terminal_words
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


Rule = tuple[re.Pattern, str | None, dict[int, str]]  # a regex, the scope of its match, of its groups


def rules(data: dict) -> list[Rule]:
    """The grammar's top-level patterns in order, each include followed to its rules."""
    out = []
    for include in data["patterns"]:
        entry = data["repository"][include["include"][1:]]
        for rule in entry.get("patterns", [entry]):
            captures = {int(k): v["name"] for k, v in rule.get("captures", {}).items()}
            out.append((re.compile(rule["match"]), rule.get("name"), captures))
    return out


def tokens(line: str, patterns: list[Rule]) -> dict[int, str]:
    """Where each token of the line starts (from 0) and its scope, cut as a TextMate
    engine cuts it: at each place, the first rule that matches there."""
    out, at = {}, 0
    while at < len(line):
        if line[at].isspace():
            at += 1
            continue
        for regex, scope, captures in patterns:
            match = regex.match(line, at)
            if match and match.end() > at:
                if scope is not None:
                    out[at] = scope
                out.update({match.start(group): name for group, name in captures.items()})
                at = match.end()
                break
        else:
            raise AssertionError(f"nothing matches at {line[at:]!r}")
    return out


def scopes_of(text: str) -> dict[tuple[int, int], str]:
    """Each token's scope by its line and column (from 1)."""
    patterns = rules(checked_in())
    return {
        (number, start + 1): scope
        for number, line in enumerate(text.split("\n"), start=1)
        for start, scope in tokens(line, patterns).items()
    }


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_keyword_of_a_shipped_file_is_highlighted_as_one(path):
    text = path.read_text(encoding="utf-8")
    scopes = scopes_of(text)
    words = terminal_words()
    keyword_tokens = [t for t in parser().parse_interactive(text).iter_parse() if t.type in words]
    assert keyword_tokens
    for token in keyword_tokens:
        scope = scopes.get((token.line, token.column))
        assert scope is not None and scope.startswith("keyword."), (
            f"{path.name}:{token.line}:{token.column}: '{token}' is highlighted as {scope}"
        )


def test_a_zone_or_ranking_named_like_a_keyword_is_highlighted_as_a_name():
    """`hand` and `high` are keywords too (`every 8 hands`, `ace high`), but after `zone`,
    `to`, `of`, `+` and `by` the parser reads a name, and so does the highlighting."""
    text = "zone hand per seat private\nstep a { deal 2 to hand }\nshowdown best 5 of hand by high\n"
    scopes = scopes_of(text)
    for place in [(1, 6), (2, 20), (3, 20), (3, 28)]:
        assert scopes[place] == "variable.other.poker", place
    assert scopes[(1, 11)] == "keyword.other.poker" and scopes[(3, 1)] == "keyword.control.poker"


@pytest.mark.skipif(
    not os.environ.get("POKERLANG_TEXTMATE") or not shutil.which("node"),
    reason="set POKERLANG_TEXTMATE to a node_modules holding vscode-textmate and vscode-oniguruma",
)
def test_vscodes_own_engine_cuts_every_file_as_the_matcher_here_does():
    """The matcher above stands for VS Code's engine: held to it, token by token."""
    done = subprocess.run(
        ["node", str(Path(__file__).with_name("tokenise.js")), str(CHECKED_IN), *map(str, FILES)],
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    for path, line in zip(FILES, done.stdout.splitlines(), strict=True):
        ours = scopes_of(path.read_text(encoding="utf-8"))
        for number, column, text, scope in json.loads(line):
            assert ours.get((number, column)) == scope, f"{path.name}:{number}:{column}: {text!r}"
