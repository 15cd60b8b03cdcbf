"""Text -> parse tree -> AST, with every syntax error turned into a Diagnostic."""

from __future__ import annotations

import array
import copy
import functools
import hashlib
import importlib
import pickle
import re
import sys
import types
from pathlib import Path
from typing import IO, Any

import lark
from lark import Lark, Token
from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError
from lark.parsers.lalr_analysis import Reduce, Shift

from pokerlang.diagnostics import Diagnostic, PokerlangError, Span, did_you_mean
from pokerlang.inputs import MAX_SOURCE_BYTES, read_text
from pokerlang.resources import grammar_path
from pokerlang.syntax import ast
from pokerlang.syntax.book_words import (
    glued_keyword,
    keyword_zone_hint,
    one_zone_hint,
    qualify_line_hint,
    previous_word,
    dash_hint,
    range_hint,
    suit_card_hint,
    unfinished_hint,
    wild_phrase_hint,
    who_hint,
    level_hint,
    word_hint,
)
from pokerlang.syntax.build import AstBuilder, SyntaxProblem
from pokerlang.syntax.vocab import PHRASES
from pokerlang.user_cache import kept


# How the grammar's terminals read in an error message.
_TERMINAL_WORDS = {
    "NAME": "a name",
    "INT": "a number",
    "STRING": 'a "string"',
    "LBRACE": "'{'",
    "RBRACE": "'}'",
    "CARD": "a card (Qs, 10h)",
    "OPPONENT": "'opponent'",
    "$END": "the end of the file",
}


_OPTIONS = {"parser": "lalr", "propagate_positions": True, "maybe_placeholders": False}


@functools.cache
def parser() -> Lark:
    """The LALR parser, built once per process and kept whole in the user's cache folder,
    named by a hash of the grammar, Lark's and Python's versions: reading it back costs a
    quarter of what rebuilding it from Lark's own cache and compiling its lexers does."""
    grammar = grammar_path().read_text(encoding="utf-8")
    key = f"{grammar}\0{_OPTIONS}\0{lark.__version__}\0{sys.version}\0lexers compiled"
    name = hashlib.sha256(key.encode()).hexdigest()[:32]
    return kept(f"parser-{name}.pickle", lambda: Lark(grammar, cache=True, **_OPTIONS), load=_load, dump=_dump)


# Lark's parser pickles as it is but for a few kinds of object: the module it takes regular
# expressions from, and the Shift and Reduce actions, which its tables compare by identity,
# are written as names and read back as the very objects of this process; its lexers'
# regular expressions are written compiled.
class _ParserPickler(pickle.Pickler):
    def reducer_override(self, obj: object) -> Any:
        if isinstance(obj, types.ModuleType):
            return importlib.import_module, (obj.__name__,)
        if obj is Shift or obj is Reduce:
            return _action, (str(obj),)
        if isinstance(obj, re.Pattern):
            return _compiled_pattern(obj)
        return NotImplemented


def _action(name: str) -> object:
    return {"Shift": Shift, "Reduce": Reduce}[name]


def _compiled_pattern(pattern: re.Pattern) -> Any:
    """A regular expression pickled as its compiled program, read back without compiling
    it again (pickle's own way compiles it again: most of what a lexer costs). The program
    is this very Python's (the file's name holds its version) and is tried here; where
    this Python's ``re`` is not laid out as expected, pickle's own way."""
    try:
        from re import _compiler, _parser  # type: ignore[attr-defined]

        tree = _parser.parse(pattern.pattern, pattern.flags)
        code = array.array("I", [int(op) for op in _compiler._code(tree, pattern.flags)])
        groups = dict(tree.state.groupdict)
        names: list[str | None] = [None] * tree.state.groups
        for group, index in groups.items():
            names[index] = group
        parts = (
            pattern.pattern,
            pattern.flags | tree.state.flags,
            code.tobytes(),
            tree.state.groups - 1,
            groups,
            tuple(names),
        )
        again = _program(*parts)
        if (again.pattern, again.flags, again.groupindex) != (pattern.pattern, pattern.flags, pattern.groupindex):
            return NotImplemented
    except Exception:  # noqa: BLE001 - another Python's re: compiled again when read
        return NotImplemented
    return _program, parts


def _program(pattern: str, flags: int, code: bytes, groups: int, groupindex: dict, indexgroup: tuple) -> re.Pattern:
    import _sre  # type: ignore[import-not-found]  # what re.compile ends in, given the program

    return _sre.compile(pattern, flags, array.array("I", code).tolist(), groups, groupindex, indexgroup)


def _dump(made: Lark, out: IO[bytes]) -> None:
    # The lexer of each parser state compiles its regular expression when first used (a
    # tenth of a small file's parse): compiled now, they are kept with the rest.
    lexer = getattr(made.parser, "lexer", None)
    for state_lexer in [*getattr(lexer, "lexers", {}).values(), getattr(lexer, "root_lexer", None)]:
        getattr(state_lexer, "scanner", None)  # built on first reading
    whole = copy.copy(made)
    vars(whole).pop("grammar", None)  # the grammar's rule trees: parsing never reads them again
    _ParserPickler(out, protocol=pickle.HIGHEST_PROTOCOL).dump(whole)


def _load(held: IO[bytes]) -> Lark:
    found = pickle.load(held)  # the user's own cache folder, written by _dump
    if not isinstance(found, lark.Lark):
        raise TypeError("not a parser")
    return found


def read_source(path: str | Path) -> str:
    """The text of a .poker file, or a PokerlangError saying why it can't be read
    (missing, not a regular file, too large, not UTF-8)."""
    return read_text(path, MAX_SOURCE_BYTES, "a variant")


def parse_text(text: str, path: str = "<text>") -> ast.File:
    """Parse .poker source into its AST; raise PokerlangError on any syntax error."""
    try:
        tree = parser().parse(text)
    except UnexpectedInput as exc:
        raise PokerlangError([_syntax_diagnostic(exc, text, path)]) from None
    try:
        return AstBuilder(path).transform(tree)
    except VisitError as exc:  # a bug in the builder: still no traceback for the user
        if isinstance(exc.orig_exc, RecursionError):
            raise PokerlangError([too_deep(path, text)]) from None
        if isinstance(exc.orig_exc, SyntaxProblem):
            problem = exc.orig_exc
            raise PokerlangError(
                [Diagnostic(path, problem.span, problem.message, problem.hint, source=text, code=problem.code)]
            ) from None
        raise PokerlangError(
            [
                Diagnostic(
                    path,
                    Span(0, 0, 0, 0),
                    f"internal error while reading the file: {exc.orig_exc}",
                    hint="this is a bug in pokerlang: please report it with the file",
                    code="E999",
                )
            ]
        ) from None


def parse_file(path: str | Path) -> ast.File:
    return parse_text(read_source(path), str(path))


def too_deep(path: str, text: str) -> Diagnostic:
    """Blocks nested past what the reader follows (Python's recursion), at the deepest brace."""
    return Diagnostic(
        path,
        nesting(text)[1],
        "the file nests too deeply",
        hint="write the blocks one after another, not one inside the next",
        source=text,
        code="E009",
    )


def nesting(text: str) -> tuple[int, Span]:
    """How deep the braces of ``text`` nest, and where the first brace of that depth opens."""
    depth = most = 0
    line, column, at = 1, 1, Span.at(1, 1)
    for ch in text:
        if ch == "{":
            depth += 1
            if depth > most:
                most, at = depth, Span.at(line, column)
        elif ch == "}":
            depth = max(0, depth - 1)
        line, column = (line + 1, 1) if ch == "\n" else (line, column + 1)
    return most, at


def _syntax_diagnostic(exc: UnexpectedInput, text: str, path: str) -> Diagnostic:
    line, column = max(exc.line, 1), max(exc.column, 1)
    if isinstance(exc, UnexpectedCharacters):
        # lark declares the offset None on its base class; the lexer's error always sets it
        at: int = exc.pos_in_stream  # type: ignore[assignment]
        char = text[at] if at < len(text) else ""
        if char == '"':
            rest = text[at + 1 :].split("\n", 1)[0]
            bad = next((i for i, ch in enumerate(rest.split('"', 1)[0]) if _is_control(ch)), None)
            if '"' in rest and bad is not None:
                return Diagnostic(
                    path,
                    Span.at(line, column + 1 + bad),
                    f"control character U+{ord(rest[bad]):04X} in a string",
                    hint="a string holds printable text only: remove the character",
                    source=text,
                    code="E004",
                )
            return Diagnostic(
                path,
                Span.at(line, column),
                "unterminated string",
                hint='close the string with " on the same line',
                source=text,
                code="E003",
            )
        shown = repr(char) if char.isprintable() else f"U+{ord(char):04X}" if char else "end of file"
        return Diagnostic(
            path,
            Span.at(line, column),
            f"unexpected character {shown}",
            hint=range_hint(text, at) or _expected_hint(exc.allowed or set()),
            source=text,
            code="E002",
        )
    if isinstance(exc, UnexpectedEOF):
        end = text.rstrip()
        last_line = end.count("\n") + 1
        last_col = len(end) - (end.rfind("\n") + 1) + 1
        return Diagnostic(
            path,
            Span.at(last_line, last_col),
            "the file ends in the middle of a rule",
            hint=_expected_hint(exc.expected),
            source=text,
            code="E005",
        )
    assert isinstance(exc, UnexpectedToken)
    tok: Token = exc.token
    if tok.type == "$END":
        return _syntax_diagnostic(UnexpectedEOF(exc.expected), text, path)
    width = max(1, len(str(tok)))
    message, code = f"unexpected {_describe_token(tok)}", "E001"
    expected = _accepted(exc)
    hint = (
        (dash_hint(text, tok.start_pos) if str(tok) == "-" and tok.start_pos else None)
        or keyword_zone_hint(exc, text)
        or qualify_line_hint(tok, text)
        or one_zone_hint(tok, text)
        or wild_phrase_hint(tok, text)
        or who_hint(tok, text)
        or level_hint(tok, text)
        or suit_card_hint(tok, text)
        or _label_hint(exc)
        or _nested_step_hint(tok, expected)
        or _event_hint(expected)
        or _makes_hint(tok, text)
        or _example_hint(exc, text)
        or unfinished_hint(tok, text, expected)
        or word_hint(tok, expected, previous_word(tok, text), _terminal_words(expected), previous_word(tok, text, 2))
        or _named_keyword_hint(exc, text)
        or _keyword_hint(tok, expected)
        or _expected_hint(expected)
    )
    whole = _whole_word(tok, text)
    if whole is not None:  # `matching` where only `match` may stand: the lexer read the keyword alone
        width, message = len(whole), f"unexpected word '{whole}'"
        hint = _WORD_HINTS.get(whole) or _expected_hint(expected)
    glued = glued_keyword(exc, text)
    if glued is not None:  # `forced antes`: the keyword matched the word's start
        column, width = column - len(glued), width + len(glued)
        message, hint = f"unexpected word '{glued}{tok}'", f"did you mean '{glued}'?"
    read = _read_into_pattern(tok, text)
    if read is not None:  # `lowest wins` after `category blaze = all J Q K`: as the builder says it
        message, code, hint = f"'{tok}' reads as {read} here", "E131", _READ_HINT
    if tok.type != "NAME" and str(tok) == "pokerlang":
        message, code = "the language version comes first", "E008"
        hint = "move `pokerlang N` to the top of the file, before every other line"
    begun = _unknown_line(exc, text) if code == "E001" and whole is None and glued is None else None
    if begun is not None and not (hint and hint.startswith("'last' after `rank of`")):
        # `tables 10` in a match: the word was read as the end of the line above (a unit of
        # the stack), and the parse gave up at what follows it; the fault is the word.
        line, column, width = begun.line or line, begun.column or column, len(str(begun))
        message = f"unknown rule '{begun}' at the start of a line"
        listed = [w for w in _terminal_words(expected) if w.startswith("'") and w[1:2].isalpha()]
        hint = f"a line here begins with one of: {', '.join(listed)}" if listed else hint
    if hint and hint.startswith("'last' after `rank of`"):  # the fault is the name, not where the parse gave up
        written = re.search(r"\brank\s+of\s+(last)\b", text)
        assert written is not None  # the hint is given only where it is written
        line = text.count("\n", 0, written.start(1)) + 1
        column, width = written.start(1) - (text.rfind("\n", 0, written.start(1)) + 1) + 1, 4
        message, code = "a zone named 'last' cannot be read after `rank of`", "E114"
    return Diagnostic(path, Span.at(line, column, width), message, hint=hint, source=text, code=code)


_READ_HINT = "write this line just before the ranking's `order` line, where a keyword follows it"


def _read_into_pattern(tok: Token, text: str) -> str | None:
    """A ranking line whose first word the parser took as a keyword right after a list of
    ranks or cards (a category's `all J Q K`, `ranks 2..A except 9`): the line was meant
    on its own (the builder says the same where the word reads as a name)."""
    if tok.start_pos is None or str(tok) not in {row.split()[0] for row in PHRASES["ranking"]}:
        return None
    before = text[: tok.start_pos].rstrip().rsplit("\n", 1)[-1]
    if re.search(r"^\s*category\s+\S+\s*=\s*all\b", before):
        return "a card of the category's pattern"
    if re.search(r"^\s*ranks\b.*\bexcept\b", before):
        return "a rank taken out"
    return None


# A word of the language written where it cannot stand, with what it is for.
_WORD_HINTS = {
    "matching": "`matching PATTERN` picks cards from a zone that holds them (`put all from hole matching"
    " kings to muck`, a showdown's `1 of hand matching spades`); a deal takes the top cards of the deck,"
    " whatever they are, and another seat's zone (`hand of left`) takes no pattern: move its cards to a"
    " zone of their own first"
}


def _whole_word(tok: Token, text: str) -> str | None:
    """The word a keyword token begins (`matching` read as `match` where only the keyword
    may come), or None where the token is the whole word."""
    at = tok.start_pos
    if tok.type == "NAME" or at is None or not str(tok).isalpha():
        return None
    end = at + len(str(tok))
    while end < len(text) and (text[end].isalnum() or text[end] == "-"):
        end += 1
    return text[at:end] if end > at + len(str(tok)) else None


def _accepted(exc: UnexpectedToken) -> set[str]:
    """The tokens that can truly come next. An LALR state merges the lookaheads of every
    place its rule is used, so ``exc.expected`` inside a step's block also lists the
    top-level words (`game`, `zone`...); the interactive parser tries each one instead."""
    try:
        accepted = exc.interactive_parser.accepts() - {"$END"}
    except (AttributeError, LarkError):  # a hint only: fall back to the parser's own list
        return set(exc.expected)
    return accepted or set(exc.expected)


def _is_control(ch: str) -> bool:
    """What the STRING terminal refuses: C0 controls but the tab, DEL, C1 controls and
    the bidi embeddings, overrides and isolates."""
    code = ord(ch)
    return ch != "\t" and (code < 0x20 or 0x7F <= code <= 0x9F or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069)


def _describe_token(tok: Token) -> str:
    if tok.type == "NAME":
        return f"word '{tok}'"
    if tok.type == "INT":
        return f"number {tok}"
    return f"'{tok}'"


def _unknown_line(exc: UnexpectedToken, text: str) -> Token | None:
    """The word that begins the line of the unexpected token, where the parser read it as
    part of the line above (a name, not a word of the language): a rule that does not
    exist, `tables 10` after `stack 3000`."""
    before = (getattr(exc, "token_history", None) or [None])[-1]
    tok = exc.token
    if before is None or before.type != "NAME" or before.line != tok.line or before.start_pos is None:
        return None
    start = text.rfind("\n", 0, before.start_pos) + 1
    return before if not text[start : before.start_pos].strip() else None


def _terminal_words(names) -> list[str]:
    words = []
    terminals = {t.name: t for t in parser().terminals}
    for name in sorted(names):
        if name in _TERMINAL_WORDS:
            words.append(_TERMINAL_WORDS[name])
        elif name in terminals and terminals[name].pattern.type == "str":
            words.append(f"'{terminals[name].pattern.value}'")
        else:
            words.append(name.lower())
    return sorted(set(words))


def _expected_hint(expected) -> str | None:
    words = _terminal_words(expected)
    if not words:
        return None
    return "expected " + (words[0] if len(words) == 1 else "one of: " + ", ".join(words))


# Mistakes whose "expected" list would mislead, told apart by the parser state they end
# in (Lark's match_examples): a word before a count reads as a zone or share name, so the
# list would ask for '+', ':' or 'by' when the count was the point.
_COUNT_HINT = "a count of cards comes first and takes 'of': `2 of hand`, `up to 1 of board`"
_COUNT_EXAMPLES = [
    "showdown exactly 2 of hand by high",
    "showdown { {}high: exactly 2 of hand by high }",
    "showdown best 5 of exactly 2 of hand + board by high",
    "showdown best 5 of hand + exactly 2 of board by high",
    "step a { {}bet first best exactly 2 of hand by high }",
    "step a { {}bet first best hand + exactly 1 of board by high }",
]


def _variants(examples: list[str]) -> list[str]:
    """Each example as the first line of a file and after another, and as the first rule
    in its braces and after another: LALR states match only at the same stack depth."""
    out = []
    for example in examples:
        inner = ("", "burn 1 ") if example.startswith("step") else ("", "best 5 of hand by high ")
        for before in ("", 'game "x"\n'):
            for first in inner:
                out.append(before + example.replace("{}", first) + "\n")
    return list(dict.fromkeys(out))


_EXAMPLES = {_COUNT_HINT: _variants(_COUNT_EXAMPLES)}


_SHARE_FOLLOWERS = {"PLUS", "COLON", "BY", "MATCHING", "LBRACE", "THE"}  # what may follow a zone's name


def _example_hint(exc: UnexpectedToken, text: str) -> str | None:
    if exc.token.type != "INT":
        return None
    before = text[: exc.token.start_pos].split()
    # `showdown exactly 2 ...`: after `showdown WORD` the statement may end (`showdown none`),
    # so the parser expects any statement; the word before the count is still the mistake.
    after_word = len(before) >= 2 and before[-2] == "showdown"
    hint: str | None
    if after_word:
        hint = _COUNT_HINT
    elif not exc.expected <= _SHARE_FOLLOWERS:
        return None  # only a number where a name's follower was due: the examples cost a parse each
    else:
        try:
            hint = exc.match_examples(parser().parse, _EXAMPLES, use_accepts=True)
        except Exception:  # noqa: BLE001 - a hint is a courtesy: never let it turn an error into a crash
            return None
    if hint != _COUNT_HINT:
        return hint
    if before and before[-1].lower() in ("exactly", "exact", "just", "only", "at", "least", "most"):
        return f"{hint}; '{before[-1]}' is not a word of the language: `2 of hand` is exactly 2"
    # 'hand 2 of board': a '+' left out? (After `showdown WORD`, what a share may go on with.)
    expected = _expected_hint(_SHARE_FOLLOWERS if after_word else exc.expected)
    return f"{expected}; {hint}"


def _makes_hint(tok: Token, text: str) -> str | None:
    """`hand makes flush by high`: a category alone, where the language asks for it and
    every better one (a bonus paid for a flush is paid for a straight flush too)."""
    if str(tok) != "by" or tok.start_pos is None:
        return None
    made = re.search(r"\bmakes\s+([A-Za-z][\w'-]*(?:\s*,\s*\w+)?)\s*$", text[: tok.start_pos])
    if made is None:
        return None
    need = made.group(1)
    return (
        f"write `makes {need} or better by RANKING`: that hand or any better one; for that "
        f"category alone, add `and not makes NEXT or better by RANKING`, NEXT the category above it"
    )


def _label_hint(exc: UnexpectedToken) -> str | None:
    """`best: 5 of hand by high`: a word that begins a rule there (`best`, `if`, `up`, `one`)
    was read as that rule, so the list of what may follow it would only mislead."""
    before = (getattr(exc, "token_history", None) or [None])[-1]
    if str(exc.token) != ":" or before is None or before.type == "NAME" or not str(before)[:1].isalpha():
        return None
    return f"'{before}' is a word of the language there, not a name: call the share something else"


def _named_keyword_hint(exc: UnexpectedToken, text: str) -> str | None:
    """`tally best shared` and then `max(best, 3)`: the file named a tally or a zone by a
    word of the language, which is read as that word where the name is used (the name
    itself is refused later, E709/E114: the parse fails first, at whatever follows)."""
    before = (getattr(exc, "token_history", None) or [None])[-1]
    if before is None or before.type == "NAME" or not str(before).isalpha():
        return None
    word = str(before)
    kind = re.search(rf"(?m)^\s*(tally|zone)\s+{re.escape(word)}\b", text)
    if kind is None:
        return None
    return f"'{word}' is a word of the language, read as such here: call the {kind.group(1)} something else"


def _nested_step_hint(tok: Token, expected) -> str | None:
    """`repeat until opened { step third { ... } }`: a named step belongs to the file's list
    of steps, so that a variation can name it; a block holds bare actions."""
    if tok.type != "STEP" or not {"RBRACE", "DEAL"} <= set(expected):
        return None
    return (
        "a named step stands only among the file's steps, not in a block: "
        "write its actions here without `step NAME { }`"
    )


def _event_hint(expected) -> str | None:
    """`when folds { ... }`: after `when` and a word only `ends` (of `when hand ends`) could
    follow, so the list would name it alone; the hint names every event there is."""
    if _terminal_words(expected) != ["'ends'"]:
        return None
    from pokerlang.syntax.control import EVENTS

    return f"the events are {EVENTS}"


def _keyword_hint(tok: Token, expected) -> str | None:
    """A misspelt keyword ('dael', 'showdwon') gets a did-you-mean."""
    if tok.type != "NAME":
        return None
    keywords = [w.strip("'") for w in _terminal_words(expected) if w.startswith("'")]
    import difflib

    close = difflib.get_close_matches(str(tok), keywords, n=1, cutoff=0.6)
    if close:
        return f"did you mean '{close[0]}'?"
    return None


__all__ = ["did_you_mean", "parse_file", "parse_text", "parser", "read_source"]
