"""Conditions and seats in English: the clauses after ``if`` and ``until``, who takes part
in a declaration, and which showdowns an ``if`` holds. The control steps that hold a
block of steps (``if``, a repeat, ``each in turn``, events) are in ``phrases``, beside
``actions``, which says such a block."""

from __future__ import annotations

import attrs

from pokerlang.explain import amounts
from pokerlang.explain import english as w
from pokerlang.explain.compositions import qualifier, source_count
from pokerlang.explain.table import Table
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.ir.expr import Compare, Test

SEAT_WORDS = {name: said for name, said in amounts.SEAT_NAMES.items() if name != "seat"}


# The blinds' seats in a game that posts none: said by their place.
UNBLINDED = {
    "small-blind": "the player to the dealer's left (but heads-up, the dealer)",
    "big-blind": "the second player to the dealer's left (but heads-up, the dealer's opponent)",
}


def seat(name: str, table: Table | None = None) -> str:
    if table is not None and not table.blinds and name in UNBLINDED:
        return UNBLINDED[name]
    return SEAT_WORDS.get(name, f"the {w.noun(name)}")


def condition(cond, table: Table | None = None) -> str:
    """A clause after "if" or "until": ``the dealer is the only player in``."""
    if isinstance(cond, c.OneIn):
        return "only one player is in"
    if isinstance(cond, c.Alone):
        return f"{seat(cond.seat, table)} is the only player in"
    if isinstance(cond, c.DeckFewer):
        return f"the deck holds fewer than {w.cards(cond.count)}"
    if isinstance(cond, c.Beats):
        return (
            f"that player's face-up cards in their {w.noun(cond.zone)} rank above those of every other"
            f" player still in (ranked by *{cond.ranking.title or cond.ranking.name}*)"
        )
    if isinstance(cond, c.AllUp):
        return f"every card of that player's {w.noun(cond.zone)} is face up"
    if isinstance(cond, c.Holds) and cond.count > 1:
        return f"{_held(cond)} holds at least {w.number(cond.count)} {cond.pattern.words()}"
    if isinstance(cond, c.Holds):
        return f"{_held(cond)} holds {cond.pattern.any_one()}"
    if isinstance(cond, c.Makes):
        ranking = cond.ranking.title or cond.ranking.name
        if cond.composition is not None:  # "the best five cards of that player's hand and board make ..."
            # "hand (exactly two) and board (exactly three)": a count is part of the rule
            zones = w.join(
                [
                    w.noun(s.zone) + (f" ({source_count(s)})" if source_count(s) else "")
                    for s in cond.composition.sources
                ]
            )
            best = f"the best {w.number(cond.composition.size)} cards of {_whose(cond.seat)} {zones}"
            return f"{best} make {_need(cond)} (by *{ranking}*)"
        return f"{_whose(cond.seat)} {w.noun(cond.zone)} makes {_need(cond)} (by *{ranking}*)"
    if isinstance(cond, c.Opened):
        return "the pot has been opened (a bet made this deal)"
    if isinstance(cond, c.NobodyDeclared):
        return f"no player still in declared {w.noun(cond.option)} the last time it was offered"
    if isinstance(cond, c.Declared):
        who = "a player still in" if cond.seat is None else "that player" if cond.seat == "seat" else seat(cond.seat)
        return f"{who} declared {w.noun(cond.option)} the last time it was offered"
    if isinstance(cond, c.Legs):
        return f"a player has won {w.number(cond.count)} leg{'s' if cond.count != 1 else ''}"
    if isinstance(cond, c.ThrownIn):
        return "the deal has been thrown in"
    if isinstance(cond, c.Not):
        return _negated(cond.part, table)
    if isinstance(cond, (Compare, Test)):
        return amounts.condition(cond, table)
    word = "and" if isinstance(cond, c.All) else "or"
    return f" {word} ".join(_grouped(p, table) for p in cond.parts)


def _grouped(cond, table: Table | None = None) -> str:
    """A part of an `and` or an `or` that is itself one: in parentheses, so that
    `A or (B and C)` keeps its grouping in words."""
    said = condition(cond, table)
    compound = isinstance(cond, c.All | c.Any) or (isinstance(cond, c.Not) and isinstance(cond.part, c.All | c.Any))
    # "it is not so that X" reaches to the end of the sentence: bounded, it negates X alone
    return f"({said})" if compound or said.startswith("it is not so that") else said


def _held(cond: c.Holds) -> str:
    """Whose cards a holds condition reads: "that player's hand", "the dealer's hand", "the board"."""
    return f"the {w.noun(cond.zone)}" if cond.shared else f"{_whose(cond.seat)} {w.noun(cond.zone)}"


def _whose(name: str | None) -> str:
    """Whose cards a condition asks about: the player a block is played for, or a seat."""
    if name in ("left", "right"):  # the next player still in that way, said as a neighbour
        return f"their {name} neighbour's"
    return "that player's" if name is None else f"{seat(name)}'s"


def _need(cond: c.Makes) -> str:
    """``a pair or better``, ``a pair of jacks or better``: the ranking's qualifier."""
    q = cond.ranking.qualifier
    assert q is not None  # a `makes` condition always names the hand to make
    category = q.category.replace("-", " ")
    # "a straight or better", as a rule book says it ("three of a kind", "two pair" have none)
    a = "a " if q.category in _COUNTED else ""
    if cond.any_rank:
        return f"{a}{category} or better"
    if q.rank in w.RANK_WORDS and q.category in ("pair", "three-of-a-kind", "four-of-a-kind", "high-card"):
        return qualifier(q, lowest_wins=cond.ranking.lowest_wins)  # as a rule book says it: a pair of aces
    if q.category == "straight-flush" and q.rank == "A" and not cond.ranking.lowest_wins:
        return "a royal flush"  # the best straight flush: nothing is better
    if q.rank in w.RANK_WORDS and q.category in _COUNTED:
        return f"{a}{category}, {w.RANK_WORDS[q.rank]} high or better"
    top = "10" if q.rank == "T" else q.rank  # as the file writes it
    return f"{category}, {top} or better"


_COUNTED = ("pair", "straight", "flush", "full-house", "straight-flush")  # said with "a"


def _negated(cond, table: Table | None = None) -> str:
    part = condition(cond, table)
    if isinstance(cond, c.OneIn):
        return "more than one player is in"
    if isinstance(cond, c.Alone):
        return part.replace(" is the only player in", " is not the only player in")
    if isinstance(cond, c.DeckFewer):
        return f"the deck holds at least {w.cards(cond.count)}"
    if isinstance(cond, c.Beats):
        return part.replace(" rank above ", " do not rank above ")
    if isinstance(cond, c.AllUp):
        return f"some card of that player's {w.noun(cond.zone)} is face down"
    if isinstance(cond, c.Holds) and cond.count > 1:
        return f"{_held(cond)} holds fewer than {w.number(cond.count)} {cond.pattern.words()}"
    if isinstance(cond, c.Holds):
        return f"{_held(cond)} holds none of the {cond.pattern.words()}"
    if isinstance(cond, c.Makes):
        return (
            part.replace(" makes ", " does not make ") if " makes " in part else part.replace(" make ", " do not make ")
        )
    if isinstance(cond, c.NobodyDeclared):
        return f"a player still in declared {w.noun(cond.option)} the last time it was offered"
    if isinstance(cond, c.Declared):
        if cond.seat is None:
            return f"no player still in declared {w.noun(cond.option)} the last time it was offered"
        who = "that player" if cond.seat == "seat" else seat(cond.seat)
        return f"{who} did not declare {w.noun(cond.option)} the last time it was offered"
    if isinstance(cond, c.Opened):
        return "nobody has opened (every player checked)"
    if isinstance(cond, c.Legs):
        return part.replace("a player has won", "no player has won")
    if isinstance(cond, c.ThrownIn):
        return "a deal is played to its end, not thrown in"
    if isinstance(cond, Compare):  # "the stake is not 1": the comparison turned round, no scope to misread
        return condition(Compare(left=cond.left, op=_OPPOSITE[cond.op], right=cond.right), table)
    # De Morgan's laws: "not (A or B)" is said "not A and not B", and the other way round.
    if isinstance(cond, c.Any):
        return " and ".join(_grouped(c.Not(part=p), table) for p in cond.parts)
    if isinstance(cond, c.All):
        return " or ".join(_grouped(c.Not(part=p), table) for p in cond.parts)
    return f"it is not so that {part}"


_OPPOSITE = {"=": "!=", "!=": "=", "<": ">=", "<=": ">", ">": "<=", ">=": "<"}


def declarers(d: c.Declarers, table: Table | None = None) -> str:
    """The subject of a declaration: ``every player dealt in but the dealer``."""
    if d.but:
        return f"every player dealt in but {seat(d.seat, table)}"
    return seat(d.seat, table)


def challenge(i: c.If) -> ir.Declare | None:
    """``declare ... if dealer alone``: a declaration by everyone but a seat, held only when
    that seat alone is in; the others declare again, and whoever comes in challenges it."""
    if (
        isinstance(i.condition, c.Alone)
        and not i.otherwise
        and len(i.then) == 1
        and isinstance(i.then[0], ir.Declare)
        and i.then[0].declarers == c.Declarers(seat=i.condition.seat, but=True)
    ):
        return i.then[0]
    return None


def lone_needs(i) -> tuple[ir.Showdown, str] | None:
    """``SEAT alone needs CATEGORY or better``: ``if SEAT alone { showdown Q } else { showdown
    P }`` where Q is P with its hands qualifying at a category. The showdown P, and the rule
    in words; None for any other ``if``."""
    if not (isinstance(i, c.If) and isinstance(i.condition, c.Alone) and len(i.then) == len(i.otherwise) == 1):
        return None
    q, p = i.then[0], i.otherwise[0]
    if not (isinstance(q, ir.Showdown) and isinstance(p, ir.Showdown) and len(q.shares) == len(p.shares)):
        return None
    needs = q.shares[0].ranking.qualifier
    # the attrs plugin does not read frozen_keywords classes
    shares = tuple(attrs.evolve(a, ranking=b.ranking) for a, b in zip(q.shares, p.shares))  # type: ignore[misc]
    plain = attrs.evolve(q, shares=shares)  # type: ignore[misc]
    if needs is None or plain != p or p.shares[0].ranking.qualifier is not None:
        return None
    category = w.noun(needs.category)
    category = category if category.split()[0] in ("two", "three", "four") else f"a {category}"
    return p, (
        f"If no other player stays in, {seat(i.condition.seat)} needs {category} or better to win"
        " the pot; otherwise the pot stays for the next deal."
    )


def showdowns(actions):
    """Every showdown in play order, each with the rule a ``lone_needs`` adds to it (or None)."""
    for node in showdown_steps(actions):
        yield lone_needs(node) or (node, None)


def showdown_steps(actions):
    """The step that stands for each showdown, in play order: the showdown, or the ``if``
    that ``lone_needs`` reads as one."""
    for a in actions:
        if isinstance(a, ir.Showdown) or lone_needs(a) is not None:
            yield a
        elif isinstance(a, c.If):
            yield from showdown_steps(a.then + a.otherwise)
        elif isinstance(a, ir.Repeat):
            yield from showdown_steps(a.body)


def fold(f: c.Fold, table: Table | None = None) -> str:
    # the last player in takes the pot; against the house, a lone player folds too
    unless = "" if table is not None and table.house else " (unless they are the last player in)"
    if f.seat is not None:
        return f"{seat(f.seat).capitalize()} folds{unless}."
    return f"That player folds{unless}."


def win_now(w: c.WinNow, table: Table | None = None) -> str:
    return "That player wins the pot at once, without a showdown: every other player is out of the deal."


PHRASES = {
    c.Beats: condition,
    c.AllUp: condition,
    c.Holds: condition,
    c.Makes: condition,
    c.Fold: fold,
    c.WinNow: win_now,
    c.Declarers: declarers,
    c.OneIn: condition,
    c.Alone: condition,
    c.DeckFewer: condition,
    c.Not: condition,
    c.All: condition,
    c.Any: condition,
    c.Opened: condition,
    c.NobodyDeclared: condition,
    c.Declared: condition,
    c.Legs: condition,
    c.ThrownIn: condition,
}
