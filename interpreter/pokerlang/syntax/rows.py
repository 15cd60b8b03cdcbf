"""The AST of rows set face up in turn and of a row's royalties (open-face Chinese poker),
and their transformer methods, a mixin of ``AstBuilder``. Each method receives (meta,
children), as there."""

from __future__ import annotations

from lark import Token, Transformer, v_args

from pokerlang.diagnostics import Span
from pokerlang.syntax.tokens import number, span_of, word
from pokerlang.syntax.vocab import expect
from pokerlang.syntax.atoms import Number, Word, node


@node
class Row:
    """``back 5``: a seat's zone a set fills, and the most cards it holds."""

    zone: Word
    size: Number
    span: Span


@node
class SetRows:
    """``set 5 of hand into front 3, middle 5, back 5 [, discard the rest]``."""

    count: Number
    source: Word
    rows: tuple[Row, ...]
    discard_rest: bool
    span: Span


@node
class RoyaltyEntry:
    """``pair 6 or better 1 + 1 a rank``: a category, a rank (``or better``), the units, the
    units more a rank above."""

    category: Word
    units: Number
    span: Span
    rank: Word | None = None
    better: bool = False
    step: Number | None = None


@node
class Royalty:
    """``royalty back: straight 2, flush 4 ...`` in a pairwise showdown."""

    share: Word
    entries: tuple[RoyaltyEntry, ...]
    span: Span


@v_args(meta=True)
class RowsBuilder(Transformer):
    def set_rows(self, meta, c):  # `set 5 of hand into front 3, ...`
        expect(c[2], "into")
        return SetRows(
            count=number(c[0]),
            source=word(c[1]),
            rows=tuple(x for x in c if isinstance(x, Row)),
            discard_rest="rest" in c,
            span=span_of(meta),
        )

    def row(self, meta, c):
        return Row(zone=word(c[0]), size=number(c[1]), span=span_of(meta))

    def set_rest(self, meta, c):
        expect(c[0], "rest")
        return "rest"

    def royalty(self, meta, c):  # `royalty front: ...`
        expect(c[0], "royalty")
        return Royalty(share=word(c[1]), entries=tuple(c[2:]), span=span_of(meta))

    def royalty_entry(self, meta, c):
        toks = [t for t in c if isinstance(t, Token)]
        step = next((x[1] for x in c if isinstance(x, tuple)), None)
        units = toks[-1]
        return RoyaltyEntry(
            category=word(toks[0]),
            units=number(units),
            span=span_of(meta),
            rank=word(toks[1]) if len(toks) == 3 else None,
            better="better" in c,
            step=step,
        )

    def royalty_better(self, meta, c):
        expect(c[0], "better")
        return "better"

    def royalty_step(self, meta, c):
        return ("step", number(c[0]))
