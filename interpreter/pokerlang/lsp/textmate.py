"""The TextMate grammar that highlights .poker files (VS Code, and every editor that reads
TextMate grammars), made from grammar/poker.lark's own keywords.

Regenerate after the grammar gains a keyword (a test fails until then)::

    python -m pokerlang.lsp.textmate

The words that begin an item or an action (``deal``, ``bet``, ``zone`` ...) are
``keyword.control``, the other keywords ``keyword.other``; then cards (``Qs``), runs
(``A-2-3``), numbers, strings, comments, operators and names.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from pokerlang.lsp.complete import accepted
from pokerlang.lsp.vocabulary import followers, keywords, terminal_words

SCOPE = "source.poker"
# Where the checked-in copy lives, in a checkout (editors/ is not part of the package).
CHECKED_IN = Path(__file__).resolve().parents[3] / "editors" / "vscode" / "syntaxes" / "poker.tmLanguage.json"
# A word of the language: letters, digits, '_', '\'' and '-' inside (`big-blind`, `hold'em`).
_EDGE_BEFORE = r"(?<![A-Za-z0-9_'-])"
_EDGE_AFTER = r"(?![A-Za-z0-9_'-])"


def starting_words() -> list[str]:
    """The keywords that begin an item of the file or an action of a step."""
    words = terminal_words()
    found = (accepted("") or set()) | (accepted("step s { ") or set())
    return sorted({w for name in found for w in words.get(name, ())})


def alternatives(words: list[str]) -> str:
    """A regex matching any of ``words`` as a whole word (longest first: `big-blinds`
    before `big-blind`)."""
    ordered = sorted(words, key=lambda w: (-len(w), w))
    return _EDGE_BEFORE + "(?:" + "|".join(re.escape(w) for w in ordered) + ")" + _EDGE_AFTER


_NAME = "[A-Za-z][A-Za-z0-9_'-]*"
# A keyword that introduces a name (`zone`, `to`, `of`, `by`) is followed by few other
# keywords; one that ends a clause (`high` in `ace high`, `bet`) by many, and is itself a
# name often enough (`declare high, low together`) that the word after it is left alone.
MOST_KEPT = 10


def named(starting: list[str]) -> list[dict]:
    """A name after a keyword that may be followed by one is coloured as a name, unless it
    is a keyword that may follow there too (after `zone` or `by`, `hand` and `high` are a
    zone and a ranking; after `of`, `left` stays a keyword). One rule per set of such
    keywords, as Lark's contextual lexer reads them (``words.followers``), for the
    keywords that introduce a name (``MOST_KEPT``)."""
    from pokerlang.syntax.vocab import table_words

    words = terminal_words()
    # a keyword that is also a word of a sentence (`ranks` in `distinct ranks and suits`)
    # may stand there as a name: what follows it tells nothing (the words that only ever
    # introduce a name, `to` and `of`, are keywords in every sentence too)
    sentences = set(table_words()) - {"to", "of", "by", "from", "with"}
    groups: dict[tuple[frozenset[str], bool], list[str]] = {}
    for word, after in followers().items():
        kept = frozenset(w for name in after for w in words.get(name, ()))
        if "NAME" in after and len(kept) <= MOST_KEPT and word not in sentences:
            groups.setdefault((kept, word in starting), []).append(word)
    rules = []
    for (kept, control), before in sorted(groups.items(), key=lambda g: (g[0][1], sorted(g[0][0]), sorted(g[1]))):
        unless = f"(?!{alternatives(sorted(kept))[len(_EDGE_BEFORE) :]})" if kept else ""
        keyword = "(" + "|".join(re.escape(w) for w in sorted(before, key=lambda w: (-len(w), w))) + ")"
        rules.append(
            {
                "match": _EDGE_BEFORE + keyword + r"\s+" + unless + f"({_NAME})",
                "captures": {
                    "1": {"name": "keyword.control.poker" if control else "keyword.other.poker"},
                    "2": {"name": "variable.other.poker"},
                },
            }
        )
    return rules


def vocabulary() -> list[str]:
    """The words of the vocabulary's tables that are not keywords (those are coloured as such)."""
    from pokerlang.syntax.vocab import table_words

    return sorted(set(table_words()) - set(keywords()))


def grammar() -> dict:
    """The TextMate grammar, as JSON data."""
    starting = starting_words()
    other = [w for w in keywords() if w not in starting]
    return {
        "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
        "name": "pokerlang",
        "scopeName": SCOPE,
        "fileTypes": ["poker"],
        "comment": "Generated from grammar/poker.lark by `python -m pokerlang.lsp.textmate`: do not edit.",
        "patterns": [
            {"include": "#comment"},
            {"include": "#string"},
            {"include": "#card"},
            {"include": "#run"},
            {"include": "#percent"},
            {"include": "#multiple"},
            {"include": "#number"},
            {"include": "#named"},
            {"include": "#keyword-control"},
            {"include": "#keyword-other"},
            {"include": "#vocabulary"},
            {"include": "#operator"},
            {"include": "#punctuation"},
            {"include": "#name"},
        ],
        "repository": {
            "comment": {"name": "comment.line.number-sign.poker", "match": "#.*$"},
            "string": {"name": "string.quoted.double.poker", "match": '"[^"]*"'},
            "card": {
                "name": "constant.language.card.poker",
                "match": _EDGE_BEFORE + "(?:10|[2-9TJQKA])[cdhs]" + _EDGE_AFTER,
            },
            "run": {
                "name": "constant.language.run.poker",
                "match": _EDGE_BEFORE + "(?:10|[2-9TJQKA])(?:-(?:10|[2-9TJQKA]))+" + _EDGE_AFTER,
            },
            # a share of a prize pool: `payouts 65% 35%`; a chance: `prize pool 10x 2.9%`
            "percent": {"name": "constant.numeric.poker", "match": _EDGE_BEFORE + r"[0-9]+(?:\.[0-9]+)?%"},
            # a multiple of the buy-ins: `prize pool 2x 75%`, `payouts 1000x: ...`
            "multiple": {
                "name": "constant.numeric.poker",
                "match": _EDGE_BEFORE + r"[0-9]+(?:\.[0-9]+)?x" + _EDGE_AFTER,
            },
            "number": {"name": "constant.numeric.poker", "match": _EDGE_BEFORE + r"[0-9]+(?:\.[0-9]+)?" + _EDGE_AFTER},
            "named": {"patterns": named(starting)},
            "keyword-control": {"name": "keyword.control.poker", "match": alternatives(starting)},
            "keyword-other": {"name": "keyword.other.poker", "match": alternatives(other)},
            # the words a place looks up in the vocabulary's tables (`private`, `no-limit`,
            # `losers match pot`): not keywords of the grammar, still the language's own
            "vocabulary": {"name": "support.constant.poker", "match": alternatives(vocabulary())},
            "operator": {"name": "keyword.operator.poker", "match": r"\.\.|>=|<=|!=|[<>=+\-*%/:,()]"},
            "punctuation": {"name": "punctuation.section.block.poker", "match": r"[{}()]"},
            "name": {"name": "variable.other.poker", "match": "[A-Za-z][A-Za-z0-9_'-]*"},
        },
    }


def text() -> str:
    return json.dumps(grammar(), indent=2, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> None:
    """Write the grammar to the path given, else to the checked-in copy."""
    path = Path(argv[0]) if argv else CHECKED_IN
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text(), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
