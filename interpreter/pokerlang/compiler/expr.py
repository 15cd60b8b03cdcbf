"""Lowering of expressions, comparisons and payments into ``pokerlang.ir.expr``, each
value's kind checked: a number, a yes or no, a seat, a zone, cards.

Names are looked up in tables (``ir.expr.FUNCTIONS``, ``SEAT_WORDS``, ``SEAT_SETS``,
``UNITS``, the game's zones and tallies), never in the grammar. A mixin of ``Lowering``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from pokerlang.compiler.patterns import lower_pattern
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir import expr as e
from pokerlang.syntax import ast

KIND_WORDS = {e.NUMBER: "a number", e.FLAG: "a yes or no", e.SEAT: "a seat", e.ZONE: "a zone", e.CARDS: "cards"}


def _function_list() -> str:
    return ", ".join(e.FUNCTIONS)


class ExprLowering:
    if TYPE_CHECKING:  # Lowering's, which this mixin is part of
        zones: dict[str, Any]
        program: Any
        errors: Any

        def fail_at(self, path: str) -> Any: ...
        def mark(self, ir_node: Any, path: str, span: Any) -> Any: ...
        def zone_ref(self, word: ast.Word, fail: Any) -> str: ...

    # ---- expressions -------------------------------------------------------------------
    def expr(self, node, fail, want: str | None = None):
        """The IR of an expression and its kind; with ``want``, that kind or an error."""
        lowered, kind = self._expr(node, fail)
        if want is not None and kind != want:
            raise fail(
                node.span,
                f"this is {KIND_WORDS[kind]}, and {KIND_WORDS[want]} is needed here",
                _kind_hint(want),
                code="E702",
            )
        return lowered

    def _expr(self, node, fail):
        if isinstance(node, ast.Value):
            value = Fraction(node.number.value)
            if node.unit is None:
                return e.Const(value=value), e.NUMBER
            unit = e.UNITS.get(node.unit.text)
            if unit is None:
                raise fail(
                    node.unit.span,
                    f"unknown unit '{node.unit.text}'",
                    did_you_mean(node.unit.text, e.UNITS) or f"write one of {', '.join(e.UNITS)}",
                    code="E703",
                )
            return e.Unit(count=value, unit=unit), e.NUMBER
        if isinstance(node, ast.Percent):
            return e.Percent(percent=Fraction(node.percent.value, 100), of=self.expr(node.of, fail, e.NUMBER)), e.NUMBER
        if isinstance(node, ast.Arith):
            left, right = self.expr(node.left, fail, e.NUMBER), self.expr(node.right, fail, e.NUMBER)
            return e.Arith(op=node.op, left=left, right=right), e.NUMBER
        if isinstance(node, ast.CardValue):
            return self._cards(node.card, fail), e.CARDS
        assert isinstance(node, ast.Call)
        return self._call(node, fail)

    def _call(self, node: ast.Call, fail):
        name = node.name.text
        tallies = getattr(self, "tallies", {})
        if name in tallies:
            return self._tally_read(node, fail), e.NUMBER
        function = e.FUNCTIONS.get(name)
        if function is None:
            if node.args is None:  # a bare word: a seat, a zone or cards, where one stands
                if name in e.SEAT_WORDS:
                    return self._seat(node.name, fail), e.SEAT
                if name in self.zones:
                    return e.ZoneRef(zone=name), e.ZONE
            known = list(e.FUNCTIONS) + list(tallies)
            raise fail(
                node.name.span,
                f"unknown function '{name}'",
                did_you_mean(name, known) or f"the functions are {_function_list()}",
                code="E700",
            )
        args = node.args or ()
        if len(args) != len(function.args):
            want = ", ".join(KIND_WORDS[k] for k in function.args) or "nothing"
            written = f"{name}({', '.join(k for k in function.args)})" if function.args else name
            raise fail(
                node.span,
                f"'{name}' takes {len(function.args)} argument{'s' if len(function.args) != 1 else ''}"
                f" ({want}), not {len(args)}",
                f"write `{written}`",
                code="E701",
            )
        return e.Call(name=name, args=tuple(self._arg(a, k, fail) for a, k in zip(args, function.args))), function.kind

    def _arg(self, node, kind: str, fail):
        """An argument of the kind the function takes: seats, zones and cards are words."""
        if kind == e.SEAT and isinstance(node, ast.Call) and node.args is None and node.name.text in e.SEAT_WORDS:
            return self._seat(node.name, fail)
        if kind == e.ZONE and isinstance(node, ast.Call) and node.name.text in self.zones:
            seat = None
            if node.args:
                owner = node.args[0]
                if not (isinstance(owner, ast.Call) and owner.args is None and owner.name.text in e.SEAT_WORDS):
                    raise fail(
                        owner.span, "a zone is of a seat here", f"write one of {', '.join(e.SEAT_WORDS)}", code="E702"
                    )
                seat = self._seat(owner.name, fail).name
            zone = self.zone_ref(node.name, fail)
            if seat is not None and not self.zones[zone].per_seat:
                raise fail(node.span, f"zone '{zone}' is shared: it is no seat's", f"write `{zone}` alone", code="E702")
            return e.ZoneRef(zone=zone, seat=seat)
        if kind == e.CARDS and isinstance(node, ast.Call) and node.args is None:
            return self._cards(node.name, fail)
        return self.expr(node, fail, kind)

    def _cards(self, word: ast.Word, fail) -> e.Cards:
        return e.Cards(pattern=lower_pattern(ast.Pattern(atoms=(word,), span=word.span), fail))

    def _seat(self, word: ast.Word, fail) -> e.SeatRef:
        if word.text == "seat" and not getattr(self, "_one_seat", 0) and not getattr(self, "_paying", False):
            raise fail(
                word.span,
                "`seat` is the player a block is played for, and here there is none",
                "use it in a payment, an event's block or `each in turn`; or name a seat, as `dealer`",
                code="E704",
            )
        return e.SeatRef(name=word.text)

    def _tally_read(self, node: ast.Call, fail):  # replaced by the tallies' mixin
        raise fail(node.span, "no tallies", None, code="E700")

    def expr_condition(self, node: ast.Condition, fail):
        """``left op right`` (two numbers), or a function that says yes or no."""
        if node.kind == "test":
            return e.Test(expr=self.expr(node.left, fail, e.FLAG))
        return e.Compare(
            op=node.op or "=", left=self.expr(node.left, fail, e.NUMBER), right=self.expr(node.right, fail, e.NUMBER)
        )

    # ---- payments ----------------------------------------------------------------------
    def lower_pay(self, node: ast.Pay, fail, condition=None) -> e.Pay:
        payers, payees = self._set(node.payers, fail), self._set(node.payees, fail)
        if payers == payees and payers in ("pot", "house"):
            raise fail(node.span, f"the {payers} cannot pay itself", "pay from seats, or to seats", code="E705")
        if payers == "pot" and not getattr(self, "_at_hand_end", False):
            raise fail(
                node.payers.span,
                "the pot pays only when the hand ends, before it is divided",
                "write it in `when hand ends { ... }`",
                code="E705",
            )
        # The amount and the condition are asked of one seat: the one paid (or paying the
        # pot or the house), so `hand holds 7` and `seat` mean that player.
        self._paying = True
        self._one_seat = getattr(self, "_one_seat", 0) + 1
        try:
            amount = self.expr(node.amount, fail, e.NUMBER)
            cond = self.condition(condition, fail) if condition is not None else None  # type: ignore[attr-defined]
        finally:
            self._paying = False
            self._one_seat -= 1
        return e.Pay(amount=amount, payers=payers, payees=payees, condition=cond)

    def _set(self, word: ast.Word, fail) -> str:
        name = e.SYNONYMS.get(word.text, word.text)
        if name not in e.SEAT_SETS:
            raise fail(
                word.span,
                f"'{word.text}' is no one who can pay or be paid",
                did_you_mean(word.text, e.SEAT_SETS) or f"write one of {', '.join(e.SEAT_SETS)}",
                code="E706",
            )
        return name

    def endings(self) -> tuple[e.Pay, ...]:
        """Every ``when hand ends { ... }`` block's payments, a variation's after its base's."""
        out: list[e.Pay] = []
        for placed in self.program.endings:
            fail = self.fail_at(placed.path)
            fail.path = placed.path
            self._at_hand_end = True
            try:
                for a in placed.item.body:
                    paid = self.errors.attempt(self._ending, a, fail)
                    if paid is not None:
                        out.append(self.mark(paid, placed.path, a.span))
            finally:
                self._at_hand_end = False
        return tuple(out)

    def _ending(self, node, fail) -> e.Pay:
        if isinstance(node, ast.Guard) and isinstance(node.action, ast.Pay):
            return self.lower_pay(node.action, fail, node.condition)
        if isinstance(node, ast.Pay):
            return self.lower_pay(node, fail)
        raise fail(
            node.span,
            "the end of the hand holds payments only",
            "write `pay AMOUNT from PAYERS to PAYEES [if CONDITION]` lines",
            code="E707",
        )


def _kind_hint(want: str) -> str:
    if want == e.NUMBER:
        return "write a number of chips or a count: `3`, `2 big-blinds`, `5% of pot`, `stack(dealer)`"
    if want == e.FLAG:
        return "compare two numbers (`cards(board) > 0`), or use a test such as `all-in`"
    if want == e.SEAT:
        return f"name a seat: {', '.join(e.SEAT_WORDS)}"
    if want == e.ZONE:
        return "name a zone, as `board`, or a seat's zone of a seat, as `hand of dealer`"
    return "name cards: a rank (7, sevens), a suit (spades) or a card (Qs)"
