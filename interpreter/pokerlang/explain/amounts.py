"""Amounts and tests in English (the expression core): numbers in the table's units, the
functions of the table, comparisons. ``control`` says them inside conditions and
``payments`` inside payments and counts; this module needs neither."""

from __future__ import annotations

from fractions import Fraction

from pokerlang.explain.compositions import composition, source
from pokerlang.explain.table import Table
from pokerlang.ir import expr as e

UNIT_WORDS = {
    "chip": "chip",
    "big-blind": "big blind",
    "small-blind": "small blind",
    "ante": "ante",
    "small-bet": "small bet",
    "big-bet": "big bet",
    "bring-in": "bring-in",
}
SEAT_NAMES = {
    "dealer": "the dealer",
    "small-blind": "the small blind",
    "big-blind": "the big blind",
    "seat": "that player",
    "left": "the next player still in to that player's left",
    "right": "the next player still in to that player's right",
}
# Whose zone or count: a neighbour still in as a possessive of its own (not "the next
# player still in to that player's right's hand").
WHOSE = {
    **{seat: f"{name}'s" for seat, name in SEAT_NAMES.items()},
    "left": "their left neighbour's",
    "right": "their right neighbour's",
}
# A comparison of two hands' strengths, said as hands compare.
HAND_OPS = {
    "<": "loses to",
    "<=": "loses to or ties",
    ">": "beats",
    ">=": "beats or ties",
    "=": "ties",
    "!=": "does not tie",
}
OPS = {"<": "is less than", "<=": "is at most", ">": "is more than", ">=": "is at least", "=": "is", "!=": "is not"}


def _number(x: Fraction) -> str:
    return str(int(x)) if x.denominator == 1 else f"{float(x):g}"


_BINDS = {"+": 1, "-": 1, "*": 2, "/": 2}


def _operand(part, parent, right: bool, table: Table | None) -> str:
    """One side of a sum or product, in brackets where the file grouped it: a sum inside a
    product, or a right side of a difference or a quotient of the same strength."""
    said = say(part, table)
    if isinstance(part, e.Arith):
        weaker = _BINDS[part.op] < _BINDS[parent.op]
        if weaker or (right and _BINDS[part.op] == _BINDS[parent.op] and parent.op in "-/"):
            return f"({said})"
    elif "," in said:  # `floor(pot / 2) / n`: "the pot divided by 2, rounded down" is one term
        return f"({said})"
    elif isinstance(part, e.Call) and part.name in ("min", "max"):
        # `min(n, 6 - n) * 1 ante`: "the smaller of n and 6 less n" is one term, or the
        # product would read as the smaller of n and of the rest
        return f"({said})"
    return said


def say(expr, table: Table | None = None) -> str:
    """An expression in words."""
    if isinstance(expr, e.Const):
        return _number(expr.value)
    if isinstance(expr, e.Unit):
        word = UNIT_WORDS[expr.unit]
        return f"{_number(expr.count)} {word}{'s' if expr.count != 1 else ''}"
    if isinstance(expr, e.Percent):
        of = say(expr.of, table)
        if isinstance(expr.of, e.Arith):  # `5% of (pot - splash)`: the whole sum, not its first term
            of = f"({of})"
        return f"{_number(expr.percent * 100)}% of {of}"
    if isinstance(expr, e.Arith):
        op = {"+": "plus", "-": "less", "*": "times", "/": "divided by"}[expr.op]
        return f"{_operand(expr.left, expr, False, table)} {op} {_operand(expr.right, expr, True, table)}"
    if isinstance(expr, e.SeatRef):
        return SEAT_NAMES[expr.name]
    if isinstance(expr, e.ZoneRef):
        # A seat's zone with no seat named is the player's own (the one paying, paid or counted).
        own = expr.seat is None and table is not None and table.zone(expr.zone).per_seat
        whose = f"{WHOSE[expr.seat]} " if expr.seat else "that player's " if own else "the "
        return f"{whose}{expr.zone.replace('-', ' ')}"
    if isinstance(expr, e.Cards):
        return expr.pattern.words()
    if isinstance(expr, e.RankingRef):
        return f"*{expr.spec.title or expr.spec.name}*"
    if isinstance(expr, e.HandCards):
        if expr.composition is not None and table is not None:  # `2 of hand + 3 of board`
            return composition(expr.composition, table)
        return " and ".join(say(z, table) for z in expr.zones)
    if isinstance(expr, e.SeatSet):  # `number(losers)`: "the number of players in at the showdown ..."
        words = e.SEAT_SETS[expr.name]
        return words.removeprefix("each ").replace("player", "players", 1) if words.startswith("each ") else words
    assert isinstance(expr, e.Call)
    if expr.name in ("min", "max"):
        terms = _terms(expr)
        if len(terms) > 2:  # `max(a, b, c)`: one list, not a larger of a larger
            listed = [say(x, table) for x in terms]
            most = "smallest" if expr.name == "min" else "largest"
            return f"the {most} of {', '.join(listed[:-1])} and {listed[-1]}"
        a, b = (say(x, table) for x in expr.args)
        if isinstance(expr.args[1], (e.Const, e.Unit)) and _computed(expr.args[0]):
            # a cap or a floor on a sum worked out: `5% of the pot, at most 3 big blinds`; a
            # count or a function read as it stands is compared: `the larger of their mark and 814`
            return f"{a}, {'at most' if expr.name == 'min' else 'at least'} {b}"
        return f"the {'smaller' if expr.name == 'min' else 'larger'} of {a} and {b}"
    function = e.FUNCTIONS.get(expr.name)
    if function is None:  # a tally, read for a seat
        name = expr.name.replace("-", " ")
        if expr.args and isinstance(expr.args[0], e.SeatSet):  # added up over a set of players
            return f"the {name}, added up, of {e.SEAT_SETS[expr.args[0].name]}"
        if expr.args:
            return f"{WHOSE[_seat(expr.args[0])]} {name}"
        return f"the count of {name}" if table is not None and expr.name in table.counts else f"the {name}"
    said = function.says_with if len(expr.args) > len(function.args) else function.says
    said_args = [say(a, table) for a in expr.args]
    first = expr.args[0] if expr.args else None
    if expr.name == "pips" and isinstance(first, e.HandCards) and first.composition is not None and table is not None:
        (only, *more) = first.composition.sources
        if not more and not only.min_count and only.max_count is None:  # every card of them counts
            said_args[0] = source(only, table)  # "their hand (hearts only)", not "the best 52-card hand"
    return said.format(*said_args)


def _computed(expr: e.Expr) -> bool:
    """Whether an amount is worked out (a part of the pot, a sum), not read as it stands."""
    return isinstance(expr, (e.Percent, e.Arith))


def _terms(expr: e.Call) -> list:
    """The amounts of a `min` or `max` and of the same function nested in it."""
    out: list = []
    for arg in expr.args:
        out += _terms(arg) if isinstance(arg, e.Call) and arg.name == expr.name else [arg]
    return out


def _seat(arg) -> str:
    return arg.name if isinstance(arg, e.SeatRef) else "seat"


def condition(cond, table: Table | None = None) -> str:
    """A comparison or a test, as a clause after "if"."""
    if isinstance(cond, e.Test):
        return say(cond.expr, table)
    if isinstance(cond.left, e.Call) and cond.left.name in ("strength", *e.EVERY_PLAYER):  # two hands, one ranking
        ranking = cond.left.args[1]
        said = HAND_OPS[cond.op]
        return f"{_hand(cond.left, table, True)} {said} {_hand(cond.right, table, False)} (by {say(ranking)})"
    return f"{say(cond.left, table)} {OPS[cond.op]} {say(cond.right, table)}"


def _hand(call, table: Table | None, first: bool) -> str:
    """One side of two hands compared: a player's, or the strongest or weakest still in."""
    cards = say(call.args[0], table)
    made = call.args[0].composition is not None and table is not None  # "the best five-card hand made of ..."
    if call.name == "strength":
        return cards if made else f"the best hand of {cards}" if first else f"that of {cards}"
    own = cards.removeprefix("the ").replace("that player's ", "").replace("their ", "")
    if len(call.args) > 2:  # among a set of players: `strongest(hand + board, high, losers)`
        players = say(call.args[2], table)
        return f"the {call.name} hand of the {players.removeprefix('the ')} (each one's {own})"
    return f"the {call.name} hand of the players still in (each one's {own})"
