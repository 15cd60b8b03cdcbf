"""``pokerlang fmt``: one layout for every .poker file.

The formatter knows no statement of the language by name. It asks the parser where each
statement starts (an item of the file, or anything written between the braces of a step,
a block, a ranking, a showdown ...) and lays the tokens out by a few rules:

* every item of the file starts a line; so does every statement inside braces written
  over several lines, indented four spaces a level, with the closing brace on a line of
  its own;
* braces the author wrote on one line stay on one line, their statements two spaces
  apart (the house style of the shipped variants), as long as no comment is inside;
* a run of one-line items that begin with the same word (``step preflop { ... }``,
  ``step flop { ... }``) has its opening braces aligned;
* between two tokens there is one space, or none where the author wrote none
  (``2..10``, ``1/2``, ``hi:``); a comma and a colon follow their word at once; a
  statement the author broke over lines keeps its breaks, indented four more;
* comments stay where they are (on a line of their own, or two spaces after the code);
  at most one blank line is kept between lines.

So the token sequence never changes (the meaning cannot), and formatting twice gives the
same text as formatting once (tests/fmt hold both, over every shipped and written file).
"""

from __future__ import annotations

import re

import attrs
from lark import Tree

from pokerlang.syntax.parse import parse_text, parser

# The grammar's tokens as the formatter needs them: strings and comments whole, words
# (names, numbers, cards, runs such as A-2-3), the two-character operators, then any one
# other character. The parser has already accepted the text, so nothing else occurs.
_TOKEN = re.compile(
    r'(?P<string>"[^"\n]*")|(?P<comment>#[^\n]*)|(?P<word>[A-Za-z0-9][A-Za-z0-9_\'-]*)'
    r"|(?P<op>\.\.|>=|<=|!=|==)|(?P<other>\S)"
)
_GLUED_BEFORE = {",", ":"}  # never a space before these
INDENT = "    "
CONTINUATION = "    "
BETWEEN = "  "  # between statements of a block kept on one line
_ALIGN = "\x00"  # marks the brace of a one-line item until the lines are aligned
_COMMENT = "\x02"  # marks where a trailing comment starts until the lines are aligned
_LABEL = "\x01"  # marks the end of a statement's label (`high:`) until the lines are aligned


@attrs.frozen
class _Tok:
    kind: str
    text: str
    start: int
    end: int


def _tokens(text: str) -> list[_Tok]:
    return [_Tok(m.lastgroup or "other", m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]


@attrs.define
class _Shape:
    """What the parse tree says about the layout: where statements start, and which
    braces hold statements (and so may be laid out over several lines)."""

    starts: set[int] = attrs.Factory(set)
    blocks: dict[int, int] = attrs.Factory(dict)  # offset of '{' -> offset of its '}'


def _shape(text: str, tokens: list[_Tok]) -> _Shape:
    tree = parser().parse(text)
    shape = _Shape()
    braces = [t for t in tokens if t.text in "{}" and t.kind == "other"]
    pairs: dict[int, int] = {}
    stack: list[int] = []
    for t in braces:
        if t.text == "{":
            stack.append(t.start)
        elif stack:
            pairs[stack.pop()] = t.start
    for child in tree.children:
        if isinstance(child, Tree) and not child.meta.empty and child.data != "guard":
            shape.starts.add(child.meta.start_pos)
    for node in tree.iter_subtrees():
        if node.meta.empty:
            continue
        kids = [c for c in node.children if isinstance(c, Tree) and not c.meta.empty]
        # The node's own braces: those in its span that no child's span covers.
        for open_at, close_at in pairs.items():
            if not node.meta.start_pos <= open_at < node.meta.end_pos:
                continue
            if any(k.meta.start_pos <= open_at < k.meta.end_pos for k in kids):
                continue
            # `ACTION if COND` (a guard) parses as a statement of its own, but reads as the
            # end of the one before it: it stays on that statement's line, a space apart.
            inside = [k for k in kids if open_at < k.meta.start_pos < close_at and k.data != "guard"]
            if inside:
                shape.blocks[open_at] = close_at
                shape.starts.update(k.meta.start_pos for k in inside)
    return shape


def _one_line(text: str, tokens: list[_Tok], open_at: int, close_at: int) -> bool:
    """A block the author kept on one line, with no comment inside, stays on one line."""
    if "\n" in text[open_at:close_at]:
        return False
    return not any(t.kind == "comment" and open_at < t.start < close_at for t in tokens)


def format_text(text: str, path: str = "<text>") -> str:
    """The file laid out canonically; a PokerlangError (with its diagnostic) if it does
    not parse."""
    parse_text(text, path)  # the same diagnostics as check for a file that does not parse
    tokens = _tokens(text)
    shape = _shape(text, tokens)
    lines: list[str] = []
    current = ""
    depth = 0
    inline: list[bool] = []  # for each open block: kept on one line?
    flat_until = -1  # while inside a one-line block, statements are separated by BETWEEN

    def newline(indent: str, blank: bool = False) -> None:
        nonlocal current
        if current.strip():
            lines.append(current.rstrip())
        if blank and lines and lines[-1] != "":
            lines.append("")
        current = indent

    previous: _Tok | None = None
    for tok in tokens:
        gap = text[previous.end : tok.start] if previous else ""
        blank = gap.count("\n") >= 2
        is_close = tok.text == "}" and tok.kind == "other" and tok.start in shape.blocks.values()
        closes_multi = is_close and inline and not inline[-1] and tok.start > flat_until
        if previous is None:
            current = ""
        elif previous.kind == "comment":
            newline(INDENT * (depth - (1 if closes_multi else 0)), blank)
        elif closes_multi:
            newline(INDENT * (depth - 1), blank)
        elif tok.kind == "comment":
            if "\n" in gap:
                newline(INDENT * depth, blank)
            else:
                current += _COMMENT
        elif (
            tok.start in shape.starts
            and tok.start > flat_until
            and (depth == 0 or "\n" in gap or previous.start in shape.blocks)
        ):
            newline(INDENT * depth, blank)
        elif tok.start in shape.starts:
            current += " " if previous.start in shape.blocks else BETWEEN
        elif tok.text == ":" and current.strip() and " " not in current.strip():
            current += ":" + _LABEL  # a label (`high:`, a layout's line): aligned below
            previous = tok
            continue
        elif "\n" in gap and tok.start > flat_until:
            # `else` on a line of its own after a block stands under its `if`: no continuation
            # of it (a deck line's `else` goes on its line as any word does)
            under_if = tok.text == "else" and previous.text == "}"
            # a brace that closes a list of words (a rotation's games) stands under its line
            closing = tok.text == "}" and tok.kind == "other"
            newline(INDENT * depth + ("" if under_if or closing else CONTINUATION), blank)
        elif is_close or tok.start in shape.blocks:
            current += " "  # a block's braces stand apart from what they hold
        elif tok.text in _GLUED_BEFORE or gap == "":
            pass
        else:
            current += " "
        if is_close:
            depth -= 1
            inline.pop()
        if tok.start in shape.blocks:
            close_at = shape.blocks[tok.start]
            flat = _one_line(text, tokens, tok.start, close_at)
            if flat and depth == 0 and flat_until < tok.start and _ALIGN not in current:
                current += _ALIGN  # the line's first block: `if ... { } else { }` aligns once
            if flat and close_at > flat_until:
                flat_until = close_at
            inline.append(flat)
            depth += 1
        current += tok.text
        previous = tok
    newline("")
    return "\n".join(_aligned(lines)) + "\n"


def _aligned(lines: list[str]) -> list[str]:
    lines = _braces_aligned(lines)
    lines = _column_aligned(lines, _LABEL, " ")
    return _column_aligned(lines, _COMMENT, "  ")


def _column_aligned(lines: list[str], marker: str, gap: str) -> list[str]:
    """Align what follows ``marker`` (a label such as `high:`, or a trailing comment) on
    consecutive lines of the same indent; the marker becomes at least ``gap``."""
    out: list[str] = []
    group: list[str] = []

    def indent(line: str) -> int:
        return len(line) - len(line.lstrip(" "))

    def flush() -> None:
        width = max((len(line.split(marker, 1)[0].rstrip()) for line in group), default=0)
        for line in group:
            head, tail = line.split(marker, 1)
            out.append(f"{head.rstrip().ljust(width)}{gap}{tail.lstrip()}".rstrip())
        group.clear()

    for line in lines:
        if marker in line and (not group or indent(group[0]) == indent(line)):
            group.append(line)
            continue
        flush()
        if marker in line:
            group.append(line)
        else:
            out.append(line)
    flush()
    return out


def _braces_aligned(lines: list[str]) -> list[str]:
    """Align the opening braces of consecutive one-line items that begin with the same word."""
    out: list[str] = []
    group: list[str] = []

    def flush() -> None:
        if group:
            heads = [line.split(_ALIGN, 1) for line in group]
            width = max(len(head.rstrip()) for head, _ in heads)
            out.extend(f"{head.rstrip().ljust(width)} {tail}" for head, tail in heads)
            group.clear()

    for line in lines:
        if _ALIGN in line and not line.startswith(" "):
            if group and group[0].split()[0] != line.split()[0]:
                flush()
            group.append(line)
        else:
            flush()
            out.append(line.replace(_ALIGN, ""))
    flush()
    return out


def is_formatted(text: str, path: str = "<text>") -> bool:
    return format_text(text, path) == text


__all__ = ["format_text", "is_formatted"]
