"""Expressions and payments in English: ``min(5% of pot, 3 big-blinds)`` is "5% of the
pot, at most 3 big blinds"; a ``pay`` step or the hand's end is a sentence each."""

from __future__ import annotations

from fractions import Fraction

from pokerlang.explain.table import Table
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir

UNIT_WORDS = {"chip": "chip", "big-blind": "big blind", "small-blind": "small blind", "ante": "ante"}
SEAT_NAMES = {
    "dealer": "the dealer",
    "small-blind": "the small blind",
    "big-blind": "the big blind",
    "seat": "that player",
}
OPS = {"<": "is less than", "<=": "is at most", ">": "is more than", ">=": "is at least", "=": "is", "!=": "is not"}


def _number(x: Fraction) -> str:
    return str(int(x)) if x.denominator == 1 else f"{float(x):g}"


def say(expr, table: Table | None = None) -> str:
    """An expression in words."""
    if isinstance(expr, e.Const):
        return _number(expr.value)
    if isinstance(expr, e.Unit):
        word = UNIT_WORDS[expr.unit]
        return f"{_number(expr.count)} {word}{'s' if expr.count != 1 else ''}"
    if isinstance(expr, e.Percent):
        return f"{_number(expr.percent * 100)}% of {say(expr.of)}"
    if isinstance(expr, e.Arith):
        op = {"+": "plus", "-": "less", "*": "times"}[expr.op]
        return f"{say(expr.left)} {op} {say(expr.right)}"
    if isinstance(expr, e.SeatRef):
        return SEAT_NAMES[expr.name]
    if isinstance(expr, e.ZoneRef):
        whose = f"{SEAT_NAMES[expr.seat]}'s " if expr.seat else "the "
        return f"{whose}{expr.zone.replace('-', ' ')}"
    if isinstance(expr, e.Cards):
        return expr.pattern.words()
    assert isinstance(expr, e.Call)
    if expr.name == "min":
        return f"{say(expr.args[0])}, at most {say(expr.args[1])}"
    if expr.name == "max":
        return f"{say(expr.args[0])}, at least {say(expr.args[1])}"
    function = e.FUNCTIONS.get(expr.name)
    if function is None:  # a tally, read for a seat
        return f"{SEAT_NAMES.get(_seat(expr.args[0]), 'the')} {expr.name.replace('-', ' ')}" if expr.args else expr.name
    return function.says.format(*(say(a) for a in expr.args))


def _seat(arg) -> str:
    return arg.name if isinstance(arg, e.SeatRef) else ""


def condition(cond, table: Table | None = None) -> str:
    """A comparison or a test, as a clause after "if"."""
    if isinstance(cond, e.Test):
        return say(cond.expr)
    return f"{say(cond.left)} {OPS[cond.op]} {say(cond.right)}"


def _party(name: str, relative: bool = False) -> str:
    if name in ("pot", "house"):
        return f"the {name}"
    said = e.SEAT_SETS[name]
    return "that player" if name == "seat" else said


def pay(p: e.Pay, table: Table | None = None) -> str:
    """``Each other player dealt in pays 2 big blinds to each player who won chips from a pot
    whose hand holds 7 ...``."""
    from pokerlang.explain.control import condition as clause

    amount = say(p.amount)
    if p.payees in ("pot", "house"):
        who = _party(p.payers)
        sentence = f"{who[0].upper()}{who[1:]} pays {_theirs(amount)} to {_party(p.payees)}"
        if p.condition is not None:
            sentence += f", if {_theirs(clause(p.condition))}"
        return sentence + "."
    payee = _party(p.payees)
    payers = _party(p.payers)
    said = f"To {payee}"
    if p.condition is not None:
        said += f", if {_theirs(clause(p.condition))}"
    return f"{said}: {payers} pays {_theirs(amount)} (at most what they have)."


def _theirs(text: str) -> str:
    """The player paid (or paying), as the sentence's own: "their hand", "their stack"."""
    return text.replace("that player's", "their").replace("that player", "them")


def section(game: ir.Game) -> list[str]:
    """``## When the hand ends``: the payments, in order."""
    if not game.endings:
        return []
    lines = []
    for p in game.endings:
        when = "Before the pot is divided" if p.payers == "pot" else "Once the pot is divided"
        text = pay(p)
        lines.append(f"- {when}: {text[0].lower()}{text[1:]}")
    note = "Amounts are rounded down to whole chips; no player pays more than they have."
    return ["## When the hand ends", "\n".join(lines), note]


PHRASES = {e.Pay: pay, e.Compare: condition, e.Test: condition}
