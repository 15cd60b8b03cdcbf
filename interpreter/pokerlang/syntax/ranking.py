"""The transformer methods of a ranking and its lines (categories, rank orders, pip
counts), a mixin of ``AstBuilder``. Each method receives (meta, children), as there."""

from __future__ import annotations

from lark import Transformer, v_args

from pokerlang.syntax import ast
from pokerlang.syntax.header import nodes_of
from pokerlang.syntax.tokens import SyntaxProblem, keyword_line, token_span, number, span_of, tokens_of, word
from pokerlang.syntax.vocab import PHRASES, expect, phrase


@v_args(meta=True)
class RankingBuilder(Transformer):
    def ranking(self, meta, c):
        name = word(c[0])
        title = next((str(t)[1:-1] for t in tokens_of(c, "STRING")), None)
        rest = list(tokens_of(c[1:], "NAME"))
        rules = nodes_of(c, ast.Line)
        return ast.Ranking(
            name=name, title=title, base=word(rest[0]) if rest else None, rules=rules, span=span_of(meta)
        )

    r_cards = keyword_line("cards")
    r_partial = keyword_line("partial")
    _r_ranks = keyword_line("ranks")

    def r_ranks(self, meta, c):
        # `ranks 6..A except 9`: the ranks taken out go on to the line's end
        _read_as_cards(c[2:], "a rank taken out of the ranking")
        return self._r_ranks(meta, c)

    r_ranks_deck = keyword_line("ranks-of-deck")
    r_ace_both = keyword_line("ace-both")
    r_ace_high = keyword_line("ace-high")
    r_ace_low = keyword_line("ace-low")
    r_order = keyword_line("order")
    r_lowest = keyword_line("lowest-wins")
    _r_qualify = keyword_line("qualify")

    r_qualify = _r_qualify

    def ranking_sentence(self, meta, c):
        method, holes = phrase(c, "ranking")
        return getattr(self, method)(meta, holes)

    r_suits = keyword_line("suits")
    r_distinct = keyword_line("distinct")
    r_nearest = keyword_line("nearest")
    r_over_busts = keyword_line("over-busts")

    def r_count(self, meta, c):
        pattern, values = c[0], c[1:]
        return ast.Line(kind="count", words=(), numbers=(), span=span_of(meta), pattern=pattern, values=tuple(values))

    def r_category(self, meta, c):
        name, shape = word(c[0]), word(c[1])
        return ast.Line(kind="category", words=(name, shape), numbers=(), span=span_of(meta), options=tuple(c[2:]))

    def r_category_all(self, meta, c):
        # A pattern takes every name after it, so a ranking's line written next (`lowest
        # wins`, its first word a name) would read as cards of the category: say so.
        _read_as_cards(c[1].words()[1:], "a card of the category's pattern")
        return ast.Line(kind="category-all", words=(word(c[0]),), numbers=(), span=span_of(meta), pattern=c[1])

    def r_rank_high(self, meta, c, kind="rank-high"):
        names = tuple(word(t) for t in c[:-1])
        return ast.Line(kind=kind, words=names, numbers=(), span=span_of(meta), pattern=c[-1])

    def r_rank_low(self, meta, c):
        return self.r_rank_high(meta, c, kind="rank-low")

    def rank_items(self, meta, c):
        return ast.Pattern(atoms=tuple(word(t) for t in c), span=span_of(meta))

    def shape_of(self, meta, c):
        return (ast.Word(text="of", span=span_of(meta)), number(c[0]))

    def shape_by(self, meta, c):
        return (ast.Word(text="by", span=span_of(meta)), number(c[0]))

    def shape_corner(self, meta, c):
        expect(c[0], "corner")
        return (ast.Word(text="corner", span=span_of(meta)), None)

    def pips(self, meta, c):
        return (number(c[0]), number(c[1]) if len(c) > 1 else None)


def _read_as_cards(words, what: str) -> None:
    """A list of ranks or cards takes every name after it, so a ranking's line written next
    (`lowest wins`, its first word a name of the vocabulary) would be read into it: say so."""
    leaders = {row.split()[0] for row in PHRASES["ranking"]}
    for atom in words:
        if str(getattr(atom, "text", atom)) in leaders:
            span = atom.span if hasattr(atom, "span") else token_span(atom)
            text = getattr(atom, "text", atom)
            raise SyntaxProblem(
                span,
                f"'{text}' reads as {what} here",
                "write this line just before the ranking's `order` line, where a keyword follows it",
                code="E131",
            )
