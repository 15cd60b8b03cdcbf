"""Every shipped file round-trips through parse -> AST without losing a span:
each name and number points at exactly its own text, and each top-level item's
span, cut out and parsed on its own, gives the same item back."""

from pathlib import Path

import attrs
import pytest

from pokerlang.diagnostics import Span
from pokerlang.resources import shipped_variants, stdlib_dir
from pokerlang.syntax import ast
from pokerlang.syntax.parse import parse_text

FILES = shipped_variants() + sorted(stdlib_dir().glob("*.poker"))


def nodes(value):
    """Every AST node below (and including) value."""
    if attrs.has(type(value)) and not isinstance(value, Span):
        yield value
        for field in attrs.fields(type(value)):
            yield from nodes(getattr(value, field.name))
    elif isinstance(value, tuple):
        for v in value:
            yield from nodes(v)


def cut(lines: list[str], span) -> str:
    if span.line == span.end_line:
        return lines[span.line - 1][span.column - 1 : span.end_column - 1]
    first = lines[span.line - 1][span.column - 1 :]
    middle = lines[span.line : span.end_line - 1]
    last = lines[span.end_line - 1][: span.end_column - 1]
    return "\n".join([first, *middle, last])


def without_spans(value):
    if attrs.has(type(value)):
        return (type(value).__name__,) + tuple(
            without_spans(getattr(value, f.name)) for f in attrs.fields(type(value)) if f.name not in ("span", "path")
        )
    if isinstance(value, tuple):
        return tuple(without_spans(v) for v in value)
    return value


def test_there_are_shipped_files():
    assert len(FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=lambda p: Path(p).name)
def test_names_and_numbers_point_at_their_text(path):
    text = Path(path).read_text()
    lines = text.splitlines()
    tree = parse_text(text, str(path))
    count = 0
    for node in nodes(tree):
        if isinstance(node, ast.Word):
            assert cut(lines, node.span) in (node.text, f'"{node.text}"')
            count += 1
        elif isinstance(node, ast.Number):
            assert cut(lines, node.span) == str(node.value)
            count += 1
        elif not isinstance(node, ast.File):
            assert node.span.line >= 1, node
    assert count >= 2  # even a short variation names its base and what it changes


@pytest.mark.parametrize("path", FILES, ids=lambda p: Path(p).name)
def test_each_item_reparses_from_its_span(path):
    text = Path(path).read_text()
    lines = text.splitlines()
    tree = parse_text(text, str(path))
    for item in tree.items:
        again = parse_text(cut(lines, item.span), "<cut>")
        assert len(again.items) == 1
        assert without_spans(again.items[0]) == without_spans(item)
