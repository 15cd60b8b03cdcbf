"""A token's place, and the problem the builder reports at a place: a leaf module, so that
the vocabulary's tables (``vocab``) and the AST's modules may all use it."""

from __future__ import annotations

from lark import Token

from pokerlang.diagnostics import Span


def token_span(tok: Token) -> Span:
    line, column, end_line, end_column = tok.line, tok.column, tok.end_line, tok.end_column
    # lark's place is None for a token made by hand; every token here comes from its lexer
    assert line is not None and column is not None and end_line is not None and end_column is not None
    return Span(line, column, end_line, end_column)


class SyntaxProblem(Exception):
    """A token the grammar takes but no rule can use; ``parse_text`` reports it at its place."""

    def __init__(self, span: Span, message: str, hint: str | None = None, *, code: str | None = None):
        super().__init__(message)
        self.span, self.message, self.hint, self.code = span, message, hint, code
