"""Completion: the words that may come next at the cursor, as the grammar says.

Lark's interactive parser reads the text before the cursor and tells which terminals it
would accept next (``accepts()``); each keyword terminal gives its words, and where a
name may come the file's names are offered by what the name is for: rankings after
``by``, shipped variants after ``extends``, libraries after ``import``, steps where a
step is placed or removed, seats after ``first after``, options after ``declared``,
zones elsewhere.
"""

from __future__ import annotations

import functools
import re

import attrs
from lark.exceptions import LarkError

from pokerlang.syntax.vocab import CHOICE_AFTER, CHOICES
from pokerlang.compiler.lower import SEATS
from pokerlang.lsp.analysis import WORD, Analysis, nodes, places
from pokerlang.lsp.vocabulary import terminal_words
from pokerlang.resources import shipped_variants, stdlib_dir
from pokerlang.syntax import ast
from pokerlang.syntax.parse import parser

_OPEN_QUOTE = re.compile(r"^(\s*(?:extends|import)\s+)\"[^\"]*$")
_WORDS = re.compile(r"[A-Za-z][A-Za-z0-9_'-]*|[{(]")


@attrs.frozen
class Item:
    label: str
    kind: str  # keyword | zone | ranking | step | seat | option | variant | library
    detail: str = ""


def accepted(prefix: str) -> set[str] | None:
    """The terminals the grammar accepts after ``prefix``, or None where it cannot be read."""
    try:
        reading = parser().parse_interactive(prefix)
        reading.exhaust_lexer()
        return set(reading.accepts())
    except LarkError:
        return None


@functools.cache
def top_words() -> frozenset[str]:
    """The words that begin an item of a file."""
    words = terminal_words()
    return frozenset(w for name in accepted("") or () for w in words.get(name, ()))


def completions(analysis: Analysis, line: int, column: int) -> list[Item]:
    """What may be written at the cursor (the word being typed is left for the editor to
    filter)."""
    lines = analysis.text.split("\n")
    if not 1 <= line <= len(lines):
        return []
    before = lines[line - 1][: column - 1]
    typed = next((m for m in WORD.finditer(before) if m.end() == len(before)), None)
    if typed is not None:
        before = before[: typed.start()]
    quoted = _OPEN_QUOTE.search(before)
    if quoted is not None:  # `extends "ho`: the string is not closed yet, the name goes inside it
        return names(analysis, quoted.group(1), quoted=False)
    prefix = "\n".join(lines[: line - 1] + [before])
    # Text above the cursor that does not read (a line half written) need not stop the
    # line being written: it is read alone, as the start of an item, then as a step's action.
    # A line that starts an item at the margin is read alone first: the line above may be
    # half written (`extends ` with its name yet to come would take this line's first word).
    first = before.split()[0] if before.split() else ""
    alone = accepted(before) if before[:1].isalpha() and first in top_words() else None
    terminals = alone or accepted(prefix) or accepted(before) or accepted("step s { " + before) or set()
    words = terminal_words()
    items = [Item(w, "keyword") for name in sorted(terminals) for w in words.get(name, ())]
    if "NAME" in terminals or "STRING" in terminals:
        items += names(analysis, before, quoted="NAME" not in terminals)
    return list(dict.fromkeys(items))


def names(analysis: Analysis, before: str, quoted: bool) -> list[Item]:
    """The names that fit after the last word before the cursor."""
    said = _WORDS.findall(before)
    word = said[-1] if said else ""
    head = said[0] if said else ""
    known = places(analysis)
    if word == "extends" and head != "ranking":
        return [Item(f'"{p.stem}"' if quoted else p.stem, "variant", "a shipped variant") for p in shipped_variants()]
    if word == "import":
        libraries = sorted(stdlib_dir().glob("*.poker"))
        return [Item(p.stem, "library", "a library of the standard library") for p in libraries]
    steps = [Item(p.name, "step", f"step in {_file(p.path)}") for p in known if p.kind == "step"]
    if word == "remove" or (word in ("before", "after") and head == "step" and "{" not in before):
        return steps
    if word in CHOICE_AFTER:  # `zone hand per seat `: the vocabulary's choices there
        what, choices = CHOICES[CHOICE_AFTER[word]]
        return [Item(w, "keyword", what) for w in choices]
    seats = [Item(seat, "seat", "a seat at the table") for seat in SEATS]
    if word in ("after", "but") or (word == "by" and "declare" in said):
        return seats
    if word == "declared":  # `only declared in`, `nobody declared hit`: an option declared
        options = {n.name.text for tree in analysis.trees.values() for n in nodes(tree) if isinstance(n, ast.Option)}
        return [Item(o, "option", "an option of a declaration") for o in sorted(options)]
    if word in ("by", "extends"):
        return [Item(p.name, "ranking", f"ranking in {_file(p.path)}") for p in known if p.kind == "ranking"]
    zones = [Item(p.name, "zone", f"zone in {_file(p.path)}") for p in known if p.kind == "zone"]
    if word in ("if", "until", "and", "or", "not", "("):  # a condition: `dealer alone`, `hand holds Qs`
        return zones + seats + [Item("someone", "seat", "any player still in: `someone declared in`")]
    return zones


def _file(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]
