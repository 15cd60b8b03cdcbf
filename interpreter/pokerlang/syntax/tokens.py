"""A token or a rule's position -> the AST's words, numbers and spans."""

from __future__ import annotations

from lark import Token

from pokerlang.diagnostics import Span
from pokerlang.syntax import ast


def span_of(meta) -> Span:
    if getattr(meta, "empty", True):
        return Span(0, 0, 0, 0)
    return Span(meta.line, meta.column, meta.end_line, meta.end_column)


def token_span(tok: Token) -> Span:
    return Span(tok.line, tok.column, tok.end_line, tok.end_column)


def word(tok: Token) -> ast.Word:
    text = str(tok)
    if tok.type == "STRING":
        text = text[1:-1]
    return ast.Word(text=text, span=token_span(tok))


def number(tok: Token) -> ast.Number:
    return ast.Number(value=int(tok), span=token_span(tok))
