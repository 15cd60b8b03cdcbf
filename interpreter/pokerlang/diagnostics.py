"""Diagnostics: every problem with a .poker file becomes one of these, never a traceback.

A diagnostic prints as the compilers people like do it::

    variants/bad.poker:3:36: error[E102]: unknown ranking 'hihg'
      showdown best 5 of hand + board by hihg
                                         ^^^^
    hint: did you mean 'high'?

The code in brackets names the kind of mistake (pokerlang.codes holds the table, and
docs/errors.md explains each with a wrong and a fixed example).
"""

from __future__ import annotations

import functools

import difflib
from collections.abc import Iterable

import attrs

from pokerlang.class_code import keep_class_code

keep_class_code()  # before the classes below: attrs' methods read back compiled (start-up)


@attrs.frozen
class Span:
    """Where a piece of syntax stands in its file (lines and columns count from 1)."""

    line: int
    column: int
    end_line: int
    end_column: int

    @classmethod
    def at(cls, line: int, column: int, width: int = 1) -> Span:
        return cls(line, column, line, column + max(width, 1))


NOWHERE = Span(0, 0, 0, 0)


@attrs.frozen
class Diagnostic:
    """One error or warning, tied to a file and a span in it."""

    path: str
    span: Span
    message: str
    hint: str | None = None
    severity: str = "error"
    source: str | None = attrs.field(default=None, repr=False, eq=False)
    # Further places that explain this one, each a Diagnostic of severity "note"
    # (a variation's error at the author's line, and the base file's line as a note).
    notes: tuple[Diagnostic, ...] = ()
    # The kind of mistake, a key of pokerlang.codes.CODES (notes have none: they belong to one).
    code: str | None = None

    def to_json(self) -> dict:
        """The diagnostic as plain JSON (``pokerlang check --format json``): its code, the place
        (lines and columns from 1; 0 where the whole file is meant), the words, the notes."""
        span = self.span
        return {
            "path": self.path,
            "code": self.code,
            "line": span.line,
            "column": span.column,
            "end_line": span.end_line,
            "end_column": span.end_column,
            "severity": self.severity,
            "message": self.message,
            "hint": self.hint,
            "notes": [note.to_json() for note in self.notes],
        }

    def render(self) -> str:
        path, message = printable(self.path), printable(self.message)
        kind = f"{self.severity}[{self.code}]" if self.code else self.severity
        head = f"{path}:{self.span.line}:{self.span.column}: {kind}: {message}"
        if not self.span.line:
            head = f"{path}: {kind}: {message}"
        lines = [head]
        snippet = self._snippet()
        if snippet:
            lines.extend(snippet)
        if self.hint:
            lines.append(f"hint: {printable(self.hint)}")
        lines.extend(note.render() for note in self.notes)
        return "\n".join(lines)

    def _snippet(self) -> list[str]:
        if not self.source or self.span.line < 1:
            return []
        # Lines end at '\n' only, as the parser counts them (splitlines would also break at
        # a form feed or U+2028 in a comment, and show another line than the one meant).
        source_lines = _lines(self.source)
        if self.span.line > len(source_lines):
            return []
        text = source_lines[self.span.line - 1].removesuffix("\r")
        # Tabs become one space and control characters '?', so the caret lines up.
        shown = "".join(ch if ch.isprintable() else "?" for ch in text[:200].expandtabs(1))
        width = 1
        if self.span.end_line == self.span.line:
            width = max(1, self.span.end_column - self.span.column)
        col = min(self.span.column, len(shown) + 1)
        width = max(1, min(width, len(shown) + 1 - col + 1))
        return ["  " + shown, "  " + " " * (col - 1) + "^" * width]


@functools.lru_cache(maxsize=8)
def _lines(source: str) -> list[str]:
    """A file's lines, split once for all its diagnostics (a file of 3,000 unused zones has
    as many; splitting it for each was most of the time it took to say them)."""
    return source.split("\n")


def printable(text: str) -> str:
    """``text`` with control characters escaped (a path or a name typed on the command
    line may hold them, and the terminal would obey them)."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


class PokerlangError(Exception):
    """Raised with one or more diagnostics; the CLI prints them and exits non-zero."""

    def __init__(self, diagnostics: Iterable[Diagnostic], *, unusable: bool = False, collected: bool = False):
        # The same fault found by two paths (each number of players a check tries) is said once.
        self.diagnostics = tuple(dict.fromkeys(diagnostics))
        self.unusable = unusable  # the input could not be read at all (exit 2, not 1)
        self.collected = collected  # every error the compiler noted is in it: nothing to merge
        super().__init__()

    def __str__(self) -> str:  # put into words when asked: most are printed one by one, or not at all
        return "\n".join(d.render() for d in self.diagnostics)


# How players and rule books shorten words the language spells out: a hint names the word.
SHORTHANDS = {
    "bb": "big-blind",
    "sb": "small-blind",
    "btn": "dealer",
    "button": "dealer",
    "nl": "no-limit",
    "pl": "pot-limit",
    "fl": "fixed-limit",
    "limit": "fixed-limit",
    "lowest": "worst",
    "a-5": "ace-to-five-low",
    "a5": "ace-to-five-low",
    "hi": "high",
    "high-card": "one-card",
    "highest": "best",
    # a name the card rooms give that the language writes as a category with its top rank
    "royal-flush": "straight-flush of A",
    "royal": "straight-flush of A",
}


def did_you_mean(word: str, choices: Iterable[str], most: int = 20) -> str | None:
    """A hint naming the closest known word (or the word a shorthand stands for), else the
    known words (the first ``most`` of them), or None when none is known."""
    choices = sorted(set(choices))
    spelled = SHORTHANDS.get(word.lower())
    if spelled is not None and spelled.split()[0] in choices:
        return f"did you mean '{spelled}'?"
    # a known word with a part added (`spread-limit`, `high-ranking`): the known word,
    # before one merely spelled alike (`fixed-limit`)
    within = [c for c in choices if word.startswith(f"{c}-") or word.endswith(f"-{c}")]
    if within:
        return f"did you mean '{max(within, key=len)}'?"
    close = difflib.get_close_matches(word, choices, n=1, cutoff=0.6)
    if close:
        return f"did you mean '{close[0]}'?"
    if not choices:
        return None
    more = f" and {len(choices) - most} more" if len(choices) > most else ""
    return "expected one of: " + ", ".join(f"'{c}'" for c in choices[:most]) + more
