"""The words of the language, read from the grammar itself (never listed by hand), so the
completion and the highlighting follow every keyword another change adds."""

from __future__ import annotations

import functools
import re

from lark import Lark

from pokerlang.syntax.parse import parser

# A terminal that is a choice of plain words: `VISIBILITY: "private" | "public" ...` is
# compiled by Lark into `(?:private|public|...)`.
_CHOICE = re.compile(r"\(\?:((?:[a-z][a-z\\-]*\|?)+)\)")
_WORD = re.compile(r"[a-z][a-z-]*")


def terminal_words(lark: Lark | None = None) -> dict[str, tuple[str, ...]]:
    """Each terminal that stands for words, by name, with the words it accepts: a keyword's
    terminal (``DEAL``) has its one word, a choice (``LIMIT``) each of its words."""
    out: dict[str, tuple[str, ...]] = {}
    for terminal in (lark or parser()).terminals:
        pattern = terminal.pattern
        if pattern.type == "str" and _WORD.fullmatch(pattern.value):
            out[terminal.name] = (pattern.value,)
            continue
        choice = _CHOICE.fullmatch(pattern.value) if pattern.type == "re" else None
        if choice:
            out[terminal.name] = tuple(w.replace("\\", "") for w in choice.group(1).split("|"))
    return out


@functools.cache
def keywords() -> tuple[str, ...]:
    """Every keyword of the language, sorted."""
    return tuple(sorted({w for words in terminal_words().values() for w in words}))


def grammar_keywords(text: str) -> tuple[str, ...]:
    """The keywords of a grammar given as text (the test that the highlighting has not
    drifted builds the grammar afresh rather than trust a cached parser)."""
    lark = Lark(text, parser="lalr")
    return tuple(sorted({w for words in terminal_words(lark).values() for w in words}))
