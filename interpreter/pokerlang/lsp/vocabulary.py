"""The words of the language, read from the grammar itself (never listed by hand), so the
completion and the highlighting follow every keyword another change adds."""

from __future__ import annotations

import functools
import re

from lark import Lark

from pokerlang.syntax.parse import parser

# A terminal that is a choice of plain words: `SIZE: "small" | "big" ...` would be
# compiled by Lark into `(?:small|big|...)` (the grammar's choices now live in the
# vocabulary's tables, syntax/vocab.py, as names).
_CHOICE = re.compile(r"\(\?:((?:[a-z][a-z\\-]*\|?)+)\)")
_WORD = re.compile(r"[a-z][a-z-]*")


def terminal_words(lark: Lark | None = None) -> dict[str, tuple[str, ...]]:
    """Each terminal that stands for words, by name, with the words it accepts: a keyword's
    terminal (``DEAL``) has its one word, a choice each of its words."""
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


def followers(lark: Lark | None = None) -> dict[str, frozenset[str]]:
    """For each keyword, the terminals that may come right after it anywhere in the
    grammar (FIRST and FOLLOW sets over Lark's rules). After `zone` only a NAME may come,
    so a word there is a name even where it is a keyword elsewhere (`zone hand`); after
    `of`, also `left`, `right`, `one` ... (the highlighting's context)."""
    rules = (lark or parser()).rules
    nullable: set[str] = set()
    first: dict[str, set[str]] = {}
    follow: dict[str, set[str]] = {"start": {"$END"}}

    def first_of(symbols) -> tuple[set[str], bool]:
        """The terminals that may begin ``symbols``, and whether they may be empty."""
        out: set[str] = set()
        for symbol in symbols:
            if symbol.is_term:
                return out | {symbol.name}, False
            out |= first.get(symbol.name, set())
            if symbol.name not in nullable:
                return out, False
        return out, True

    changed = True
    while changed:
        changed = False
        for rule in rules:
            head = rule.origin.name
            begins, empty = first_of(rule.expansion)
            if empty and head not in nullable:
                nullable.add(head)
                changed = True
            if not begins <= first.setdefault(head, set()):
                first[head] |= begins
                changed = True
            for i, symbol in enumerate(rule.expansion):
                if symbol.is_term:
                    continue
                after, rest_empty = first_of(rule.expansion[i + 1 :])
                if rest_empty:
                    after = after | follow.get(head, set())
                if not after <= follow.setdefault(symbol.name, set()):
                    follow[symbol.name] |= after
                    changed = True
    words = terminal_words(lark)
    out: dict[str, set[str]] = {}
    for rule in rules:
        for i, symbol in enumerate(rule.expansion):
            if symbol.is_term and symbol.name in words:
                after, rest_empty = first_of(rule.expansion[i + 1 :])
                if rest_empty:
                    after |= follow.get(rule.origin.name, set())
                for word in words[symbol.name]:
                    out.setdefault(word, set()).update(after)
    return {word: frozenset(after) for word, after in out.items()}
