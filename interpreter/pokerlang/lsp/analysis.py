"""One editor buffer, checked: its diagnostics, and the answers the server gives about it
(definitions, symbols, hover). Pure functions of the text and the files it reads, with
lines and columns from 1 as in every Diagnostic; the server turns them into LSP's.

The compiler is the only source of meaning: a buffer is checked as ``pokerlang check``
checks a file, and what a line means is the sentence ``explain`` says for what it
compiled into (``Compiled.spans`` points from each IR node back to its line).
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import attrs
from lark.exceptions import LarkError

from pokerlang.check import check_source
from pokerlang.compiler import Compiled
from pokerlang.compiler.loader import Loader
from pokerlang.compiler.patterns import lower_pattern
from pokerlang.diagnostics import Diagnostic, PokerlangError, Span
from pokerlang.explain import PHRASES
from pokerlang.explain import phrases as say
from pokerlang.explain import rooms
from pokerlang.explain.wilds import cards as pattern_cards
from pokerlang.lsp.meanings import MEANINGS, SEATS
from pokerlang.lsp.vocabulary import keywords, terminal_words
from pokerlang.resources import stdlib_dir, variants_dir
from pokerlang.syntax import ast
from pokerlang.syntax.parse import parse_text, parser

# A word as the grammar reads names, cards and numbers (a hyphen and an apostrophe inside).
WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9_'-]*")
# The hint of a diagnostic that names its own fix: the word to write instead.
DID_YOU_MEAN = re.compile(r"^did you mean '([^']+)'\?$")


@attrs.frozen
class Analysis:
    """A buffer as last checked. ``compiled``: the buffer compiled, None when it does not
    compile; ``trees``: the syntax of every file it reads (this one's as now written when
    it parses, else as last parsed), for names and their definitions."""

    path: str
    text: str
    diagnostics: tuple[Diagnostic, ...]
    compiled: Compiled | None
    trees: Mapping[str, ast.File]

    @property
    def tree(self) -> ast.File | None:
        return self.trees.get(self.path)


@attrs.frozen
class Place:
    """A name's definition: what it is (zone, ranking, step), in which file, where."""

    kind: str
    name: str
    path: str
    span: Span  # the whole item
    name_span: Span  # its name alone


def remember_parses(size: int = 256) -> None:
    """Keep the syntax of each text parsed, so a re-check parses only what changed: the
    standard library and the files a variant extends are read at every check, and their
    text rarely changes (a text's tree is frozen, so one tree serves every check). For a
    long-lived process (the server); the compiler's loader is pointed at the memo."""
    from pokerlang.compiler import loader

    if not hasattr(loader.parse_text, "cache_info"):
        loader.parse_text = functools.lru_cache(maxsize=size)(loader.parse_text)  # type: ignore[assignment]


def analyse(path: str, text: str, before: Analysis | None = None) -> Analysis:
    """Check ``text`` as the file ``path``; ``before``, the last analysis of the buffer,
    lends its syntax when the text no longer parses (names stay known while typing)."""
    path = str(Path(path))
    try:
        compiled, diagnostics = check_source(path, text)
    except PokerlangError as err:  # unusable input (too large, say): its diagnostics alone
        compiled, diagnostics = None, list(err.diagnostics)
    except Exception as exc:  # noqa: BLE001 - a bug must not stop the checking of every later keystroke
        hint = "this is a bug in pokerlang; please report it with the file"
        said = f"internal error: {type(exc).__name__}: {exc}"
        compiled, diagnostics = None, [Diagnostic(path, Span(0, 0, 0, 0), said, hint, source=text, code="E999")]
    trees: dict[str, ast.File] = dict(before.trees) if before is not None else {}
    if compiled is not None:
        trees = dict(compiled.loader.trees)
    else:
        # names are a courtesy: should reading them fail, the diagnostics are published without them
        with contextlib.suppress(Exception):
            trees.update(readable_trees(path, text))
    return Analysis(path, text, tuple(diagnostics), compiled, trees)


MAX_BLANKED = 20  # lines left out to read a file being written, at most


def readable_trees(path: str, text: str) -> dict[str, ast.File]:
    """The syntax of a file that does not compile, and of what it imports and extends:
    each line the parser stops at is left out until the rest reads (a line half typed
    should not hide the names of the whole file)."""
    lines = text.split("\n")
    for _ in range(MAX_BLANKED):
        try:
            parse_text("\n".join(lines), path)
            break
        except PokerlangError as err:
            line = err.diagnostics[0].span.line if err.diagnostics else 0
            if not 1 <= line <= len(lines) or not lines[line - 1]:
                return {}
            lines[line - 1] = ""
    else:
        return {}
    loader = Loader()
    loader.sources[path] = "\n".join(lines)
    with contextlib.suppress(PokerlangError):  # names it could not resolve: the trees read so far still serve
        loader.load(Path(path))
    return dict(loader.trees)


# ---- where the cursor is ------------------------------------------------------------------


def word_at(text: str, line: int, column: int) -> tuple[str, Span] | None:
    """The word (name, keyword, card or number) under or just before the cursor."""
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return None
    for match in WORD.finditer(lines[line - 1]):
        if match.start() + 1 <= column <= match.end() + 1:
            return match.group(), Span(line, match.start() + 1, line, match.end() + 1)
    return None


def contains(span: Span, line: int, column: int) -> bool:
    return (span.line, span.column) <= (line, column) < (span.end_line, span.end_column)


def size(span: Span) -> tuple[int, int]:
    return (span.end_line - span.line, span.end_column - span.column if span.end_line == span.line else 0)


def nodes(value: object) -> Iterator[object]:
    """Every attrs node in a tree (AST or IR), parents before children."""
    if attrs.has(type(value)):
        yield value
        for field in attrs.fields(type(value)):  # type: ignore[arg-type]  # attrs.has said so
            yield from nodes(getattr(value, field.name))
    elif isinstance(value, (tuple, list, frozenset)):
        for item in value:
            yield from nodes(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from nodes(item)


# ---- definitions and symbols ---------------------------------------------------------------


def places(analysis: Analysis) -> list[Place]:
    """Every zone, ranking and named step the file and the files it reads define; this
    file's own first (a variation's zone replaces its base's)."""
    out = []
    ordered = sorted(analysis.trees.items(), key=lambda pair: pair[0] != analysis.path)
    for path, tree in ordered:
        for item in tree.items:
            if isinstance(item, ast.Zone):
                out.append(Place("zone", item.name.text, path, item.span, item.name.span))
            elif isinstance(item, ast.Ranking):
                out.append(Place("ranking", item.name.text, path, item.span, item.name.span))
            elif isinstance(item, ast.Step) and item.name is not None:
                out.append(Place("step", item.name.text, path, item.span, item.name.span))
    return out


def symbols(analysis: Analysis) -> list[Place]:
    """The outline of the file itself: the game, its zones, rankings and steps in order."""
    tree = analysis.tree
    if tree is None:
        return []
    out = [p for p in places(analysis) if p.path == analysis.path]
    game = next((i for i in tree.items if isinstance(i, ast.Game)), None)
    if game is not None:
        out.insert(0, Place("game", game.title, analysis.path, game.span, game.span))
    return out


def target(path: str, item: ast.Extends | ast.Import) -> Path | None:
    """The file an ``extends`` or ``import`` line names, found as the compiler finds it."""
    verb, library = ("extends", variants_dir()) if isinstance(item, ast.Extends) else ("import", stdlib_dir())
    try:
        return Loader()._resolve(item.target, Path(path), library, verb, ())
    except PokerlangError:
        return None


def definition(analysis: Analysis, line: int, column: int) -> tuple[str, Span] | None:
    """Where the name under the cursor is defined: a zone, a ranking, a named step, or the
    file an ``extends`` or ``import`` line names (its first line)."""
    for item in analysis.tree.items if analysis.tree else ():
        if isinstance(item, (ast.Extends, ast.Import)) and contains(item.span, line, column):
            found = target(analysis.path, item)
            return (str(found), Span(1, 1, 1, 1)) if found is not None else None
    word = word_at(analysis.text, line, column)
    if word is None:
        return None
    place = next((p for p in places(analysis) if p.name == word[0]), None)
    return (place.path, place.name_span) if place is not None else None


# ---- hover ---------------------------------------------------------------------------------


def hover(analysis: Analysis, line: int, column: int) -> str | None:
    """What the cursor's line means, in Markdown: the card pattern under it, the name or
    keyword under it, then the sentence ``explain`` says for the statement it is in."""
    word = word_at(analysis.text, line, column)
    parts = [pattern_meaning(analysis, line, column), name_meaning(analysis, word, line, column)]
    parts.append(statement_meaning(analysis, line, column))
    said = [p for p in dict.fromkeys(parts) if p]
    return "\n\n".join(said) or None


def pattern_meaning(analysis: Analysis, line: int, column: int) -> str | None:
    """``Qs`` -> the queen of spades; ``deuces`` -> deuces; the whole pattern after it."""
    if analysis.tree is None:
        return None
    for node in nodes(analysis.tree):
        if isinstance(node, ast.Pattern) and contains(node.span, line, column):
            atom = next((a for a in node.atoms if contains(a.span, line, column)), None)
            alone = ast.Pattern(atoms=(atom,), span=atom.span) if atom else node
            try:
                whole = pattern_cards(lower_pattern(node, _refuse))
                one = pattern_cards(lower_pattern(alone, _refuse))
            except _NoCards:
                return None
            said = atom.text if isinstance(atom, ast.Word) else "cards"
            return f"**{said}**: {one}" + (f" (the pattern: {whole})" if one != whole else "")
    return None


class _NoCards(Exception):
    """A pattern word that names no cards (the diagnostics already say so)."""


def _refuse(span, message, hint=None, code=None) -> _NoCards:
    return _NoCards(message)


def name_meaning(analysis: Analysis, word: tuple[str, Span] | None, line: int, column: int) -> str | None:
    """A zone's or ranking's explanation at its name; a keyword's meaning at a keyword (the
    parser tells which: `house` begins `house plays ...` and may name a zone too)."""
    if word is None:
        return None
    text = word[0]
    if any(p.path == analysis.path and p.name_span == word[1] for p in places(analysis)):
        return None  # the name where it is defined: the definition's own sentence says it
    read = token_kind(analysis.text, word[1])
    if read != "keyword":
        game = analysis.compiled.game if analysis.compiled is not None else None
        if game is not None:
            table = say.Table.of(game)
            zone = next((z for z in game.zones if z.name == text), None)
            if zone is not None:
                return f"zone — {say.zone(zone, table)}"
            ranking = next((r for r in game.rankings if r.name == text), None)
            if ranking is not None:
                return f"ranking — {say.ranking(ranking, table)}"
        if text in SEATS:
            return f"seat — {SEATS[text]}"
        if read == "name" or any(p.name == text for p in places(analysis)):
            return None  # a name of the file: its line says the rest
    if text in MEANINGS:
        return f"`{text}` — {MEANINGS[text]}"
    if text in keywords():
        return f"`{text}` — a keyword of the language (docs/language.md)"
    return None


def token_kind(text: str, span: Span) -> str | None:
    """How the parser reads the word at ``span``: "keyword", "name", or None when the text
    before it does not parse (the word is then judged by its spelling)."""
    words = terminal_words()
    try:
        for token in parser().parse_interactive(text).iter_parse():
            if (token.line, token.column) == (span.line, span.column):
                return "keyword" if token.type in words else "name" if token.type == "NAME" else None
            if (token.line or 0) > span.line:
                return None
    except LarkError:
        pass
    return None


# Settings have no IR node of their own to point back to: each says itself from the Game.
def _setting(item: object, analysis: Analysis) -> str | None:
    compiled = analysis.compiled
    if compiled is None:
        return None
    game = compiled.game
    if isinstance(item, ast.Players):
        low, high = game.min_players, game.max_players
        return f"{low} players" if low == high else f"{low}–{high} players"
    if isinstance(item, ast.Deck):
        deck = say.deck(game.ranks, game.cards, game.jokers)
        if game.small_deck is not None:  # a deck by the number of players
            deck = f"{'; '.join(say.small_deck(d) for d in game.smaller_decks())}; with more, a {deck}"
        return f"The deck: {deck}."
    if isinstance(item, ast.Betting):
        return f"Betting: {say.betting(game.betting)}."
    if isinstance(item, ast.Forced):
        return f"Forced bets: {say.forced(game.forced)}."
    if isinstance(item, ast.Stakes):
        return f"Stakes: {rooms.stakes(game)}."
    if isinstance(item, ast.Game):
        return f"The game is called *{game.title}*."
    if isinstance(item, ast.Extends):
        return f"A variation of {game.extends}: everything it says holds unless this file says otherwise."
    if isinstance(item, ast.Import):
        return f"Imports the rankings of the library `{item.target.text}`."
    if isinstance(item, ast.Zone):
        zone = next((z for z in game.zones if z.name == item.name.text), None)
        return say.zone(zone, say.Table.of(game)) if zone is not None else None
    if isinstance(item, ast.Ranking):
        spec = next((r for r in game.rankings if r.name == item.name.text), None)
        return f"ranking — {say.ranking(spec, say.Table.of(game))}" if spec is not None else None
    return None


def statement_meaning(analysis: Analysis, line: int, column: int) -> str | None:
    """The ``explain`` sentence of the innermost statement at the cursor."""
    compiled = analysis.compiled
    if compiled is None:
        return None
    found = [  # the innermost: the smallest span, of equal spans the one nested deepest
        (size(span), -order, node)
        for order, node in enumerate(nodes(compiled.game))
        if id(node) in compiled.spans
        for path, span in [compiled.spans[id(node)]]
        if path == analysis.path and contains(span, line, column)
    ]
    if found:
        node = min(found, key=lambda found: found[:2])[2]
        return phrase(node, say.Table.of(compiled.game))
    for item in analysis.tree.items if analysis.tree else ():
        if contains(item.span, line, column):
            return _setting(item, analysis)
    return None


def phrase(node: object, table: say.Table) -> str | None:
    """``explain``'s words for one IR node (a phrase takes the table, or the node alone)."""
    say_it: Any = PHRASES.get(type(node))
    if say_it is None:
        return None
    said = say_it(node, table) if len(inspect.signature(say_it).parameters) > 1 else say_it(node)
    text = " ".join(said) if isinstance(said, (list, tuple)) else str(said)
    return text[:1].upper() + text[1:]


# ---- quick fixes ---------------------------------------------------------------------------


def fix(diagnostic: Diagnostic, text: str) -> tuple[Span, str] | None:
    """Where to write what, when the diagnostic's hint names exactly one word: "did you
    mean 'hand'?" replaces the word with ``hand`` (inside its quotes, when quoted)."""
    match = DID_YOU_MEAN.match(diagnostic.hint or "")
    span = diagnostic.span
    if match is None or span.line < 1 or span.end_line != span.line:
        return None
    lines = text.split("\n")
    written = lines[span.line - 1][span.column - 1 : span.end_column - 1] if span.line <= len(lines) else ""
    if len(written) >= 2 and written[0] == written[-1] == '"':
        span = Span(span.line, span.column + 1, span.line, span.end_column - 1)
    return span, match.group(1)
