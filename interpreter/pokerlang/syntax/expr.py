"""Parse tree -> AST for expressions (``min(5% of pot, 3 big-blinds)``), comparisons used
as conditions, payments (``pay ... from ... to ...``) and the ``when hand ends`` block.

An expression's names are words here: the compiler looks each one up in the function
table (``compiler.expr``), so a new function never touches the grammar or this module."""

from __future__ import annotations

import attrs
from lark import Token, Transformer, v_args

from pokerlang.diagnostics import Span
from pokerlang.syntax.atoms import Condition, Number, Pattern, Word, node
from pokerlang.syntax.flow import guarded
from pokerlang.syntax.tokens import number, span_of, word
from pokerlang.syntax.vocab import expect


@node
class Value:
    """A number, with its unit if written: ``3``, ``2 big-blinds``, ``1 ante``."""

    number: Number
    unit: Word | None
    span: Span


@node
class Percent:
    """``5% of pot``."""

    percent: Number
    of: object  # an expression
    span: Span


@node
class Call:
    """A name of the function table: ``pot``, ``stack(dealer)``, ``strikes of seat``
    (``of`` is a call with one argument); ``args`` None: written with no parentheses."""

    name: Word
    args: tuple | None
    span: Span


@node
class CardValue:
    """A single card written in an expression: ``count(Qs, hand)``."""

    card: Word
    span: Span


@node
class Arith:
    op: str  # + - * /
    left: object
    right: object
    span: Span


@node
class Pay:
    """``pay AMOUNT from PAYERS to PAYEES`` (its guard, ``if ...``, joins it in the compiler)."""

    amount: object
    payers: Word
    payees: Word
    span: Span


@node
class HandEnds:
    """``when hand ends { ... }``: played once the hand is settled."""

    body: tuple
    span: Span


@node
class Tally:
    """``tally NAME per seat|shared [from N] [each hand]``."""

    name: Word
    per_seat: bool
    start: Number | None
    span: Span
    each_hand: bool = False  # a count for the hand alone, back to its start each hand


@node
class AddTally:
    """``add AMOUNT to NAME [of WHO]`` (``replace``: ``set NAME [of WHO] to AMOUNT``)."""

    amount: object
    tally: Word
    seats: Word | None
    span: Span
    replace: bool = False


@node
class PutOut:
    """``put WHO out``: out of the game once this hand is over."""

    seats: Word
    span: Span


@v_args(meta=True)
class ExprBuilder(Transformer):
    """The transformer methods of the grammar's expressions and payments section."""

    def e_number(self, meta, c):
        return Value(number=number(c[0]), unit=word(c[1]) if len(c) > 1 else None, span=span_of(meta))

    def e_percent(self, meta, c):
        return Percent(percent=number(c[0]), of=c[1], span=span_of(meta))

    def e_call(self, meta, c):
        return Call(name=word(c[0]), args=tuple(c[1:]), span=span_of(meta))

    def e_name(self, meta, c):
        return Call(name=word(c[0]), args=None, span=span_of(meta))

    def e_of(self, meta, c):
        owner = word(c[1])
        return Call(name=word(c[0]), args=(Call(name=owner, args=None, span=owner.span),), span=span_of(meta))

    def e_card(self, meta, c):
        return CardValue(card=word(c[0]), span=span_of(meta))

    def cards_list(self, meta, c):
        """Cards named one after another in an argument: ``count(Th Jh Qh, hand)``."""
        return Pattern(atoms=tuple(word(t) for t in c), span=span_of(meta))

    def e_add(self, meta, c):
        return Arith(op="+", left=c[0], right=c[1], span=span_of(meta))

    def e_neg(self, meta, c):  # `-1`, `-stack(seat)`: nothing less the amount
        span = span_of(meta)
        return Arith(op="-", left=Value(number=Number(value=0, span=span), unit=None, span=span), right=c[0], span=span)

    def e_sub(self, meta, c):
        return Arith(op="-", left=c[0], right=c[1], span=span_of(meta))

    def e_mul(self, meta, c):
        return Arith(op="*", left=c[0], right=c[1], span=span_of(meta))

    def e_div(self, meta, c):
        return Arith(op="/", left=c[0], right=c[1], span=span_of(meta))

    def cond_test(self, meta, c):
        if isinstance(c[0], Call) and c[0].args is None and c[0].name.text == "opened":
            # `opened`: a word of the vocabulary's conditions (someone has opened the betting)
            return Condition(kind="opened", span=span_of(meta))
        return Condition(kind="test", left=c[0], span=span_of(meta))

    def _compare(self, meta, c, op: str):
        return Condition(kind="compare", op=op, left=c[0], right=c[1], span=span_of(meta))

    def cond_lt(self, meta, c):
        return self._compare(meta, c, "<")

    def cond_le(self, meta, c):
        return self._compare(meta, c, "<=")

    def cond_gt(self, meta, c):
        return self._compare(meta, c, ">")

    def cond_ge(self, meta, c):
        return self._compare(meta, c, ">=")

    def cond_eq(self, meta, c):
        return self._compare(meta, c, "=")

    def cond_ne(self, meta, c):
        return self._compare(meta, c, "!=")

    def pay(self, meta, c):
        return Pay(amount=c[0], payers=word(c[1]), payees=word(c[2]), span=span_of(meta))

    def tally(self, meta, c):
        names = [t for t in c[2:] if isinstance(t, Token) and t.type == "NAME"]
        for t in names:  # `each hand`: the one word `each` takes here
            expect(t, "hand")
        ints = [t for t in c[2:] if isinstance(t, Token) and t.type == "INT"]
        start = number(ints[0]) if ints else None
        if start is not None and "negative" in c:  # `from -100`: a count that starts below nothing
            start = attrs.evolve(start, value=-start.value)
        return Tally(name=word(c[0]), per_seat=c[1] is True, start=start, span=span_of(meta), each_hand=bool(names))

    def negative(self, meta, c):
        return "negative"

    def add(self, meta, c):
        seats = word(c[2]) if len(c) > 2 else None
        return AddTally(amount=c[0], tally=word(c[1]), seats=seats, span=span_of(meta))

    def set_tally(self, meta, c):
        seats = word(c[1]) if len(c) > 2 else None
        return AddTally(amount=c[-1], tally=word(c[0]), seats=seats, span=span_of(meta), replace=True)

    def put_out(self, meta, c):
        return PutOut(seats=word(c[0]), span=span_of(meta))

    def hand_ends(self, meta, c):
        from pokerlang.syntax.vocab import expect

        expect(c[0], "hand")
        return HandEnds(body=guarded(c[1:]), span=span_of(meta))
