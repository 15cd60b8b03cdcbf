"""A token or a rule's position -> the AST's words, numbers, keyword lines and spans."""

from __future__ import annotations

from lark import Token

from pokerlang.diagnostics import Span
from pokerlang.syntax import atoms as ast  # the small nodes a token becomes
from pokerlang.syntax.problem import SyntaxProblem, token_span


def span_of(meta) -> Span:
    if getattr(meta, "empty", True):
        return Span(0, 0, 0, 0)
    return Span(meta.line, meta.column, meta.end_line, meta.end_column)


def word(tok: Token) -> ast.Word:
    text = str(tok)
    if tok.type == "STRING":
        text = text[1:-1]
    return ast.Word(text=text, span=token_span(tok))


MAX_DIGITS = 18  # every count, size and amount of a variant is far below 10**18


def number(tok: Token) -> ast.Number:
    if len(tok.lstrip("0")) > MAX_DIGITS:  # int() of thousands of digits is slow, and refused past 4,300
        raise SyntaxProblem(
            token_span(tok),
            f"number too large ({len(tok.lstrip('0')):,} digits)",
            f"a number in a variant has at most {MAX_DIGITS} digits",
            code="E006",
        )
    return ast.Number(value=int(tok), span=token_span(tok))


def flat(c) -> list[Token]:
    """The tokens of a sentence, its ``words`` spread out in place."""
    return [t for x in c for t in (x if isinstance(x, list) else [x])]


def tokens_of(children, kind: str) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and c.type == kind]


def keyword_line(kind: str):
    """A transformer method for a keyword line: rank letters (``8``, ``A``) stay words."""

    def method(self, meta, c):
        toks = [t for t in c if isinstance(t, Token)]
        rank_words = kind in ("ranks", "qualify")
        return ast.Line(
            kind=kind,
            words=tuple(word(t) for t in toks if t.type != "INT" or rank_words),
            numbers=tuple(number(t) for t in toks if t.type == "INT"),
            span=span_of(meta),
        )

    return method
