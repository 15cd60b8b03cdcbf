"""Events, conditions and control steps in English: ``if``, a repeat within a deal, the
blocks that a dealt card sets off, and who takes part in a declaration."""

from __future__ import annotations

import attrs

from pokerlang.explain import words as w
from pokerlang.explain.table import Table
from pokerlang.ir import control as c
from pokerlang.ir import game as ir

SEAT_WORDS = {"dealer": "the dealer", "small-blind": "the small blind", "big-blind": "the big blind"}


def seat(name: str) -> str:
    return SEAT_WORDS.get(name, f"the {w.noun(name)}")


def condition(cond, table: Table | None = None) -> str:
    """A clause after "if" or "until": ``the dealer is the only player in``."""
    if isinstance(cond, c.OneIn):
        return "only one player is in"
    if isinstance(cond, c.Alone):
        return f"{seat(cond.seat)} is the only player in"
    if isinstance(cond, c.DeckFewer):
        return f"the deck holds fewer than {w.cards(cond.count)}"
    if isinstance(cond, c.Beats):
        return (f"that player's face-up cards in their {w.noun(cond.zone)} rank above those of every other"
                f" player still in (ranked by *{cond.ranking.title or cond.ranking.name}*)")
    if isinstance(cond, c.AllUp):
        return f"every card of that player's {w.noun(cond.zone)} is face up"
    if isinstance(cond, c.Holds):
        return f"that player's {w.noun(cond.zone)} holds one of the {cond.pattern.words()}"
    if isinstance(cond, c.Opened):
        return "the pot has been opened (a bet made this deal)"
    if isinstance(cond, c.Not):
        return _negated(cond.part)
    word = "and" if isinstance(cond, c.All) else "or"
    return f" {word} ".join(condition(p) for p in cond.parts)


def _negated(cond) -> str:
    part = condition(cond)
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
    if isinstance(cond, c.Holds):
        return f"that player's {w.noun(cond.zone)} holds none of the {cond.pattern.words()}"
    if isinstance(cond, c.Opened):
        return "nobody has opened (every player checked)"
    return f"it is not so that {part}"


def declarers(d: c.Declarers, table: Table | None = None) -> str:
    """The subject of a declaration: ``every player dealt in but the dealer``."""
    if d.but:
        return f"every player dealt in but {seat(d.seat)}"
    return seat(d.seat)


def challenge(i: c.If) -> ir.Declare | None:
    """``declare ... if dealer alone``: a declaration by everyone but a seat, held only when
    that seat alone is in; the others declare again, and whoever comes in challenges it."""
    if (isinstance(i.condition, c.Alone) and not i.otherwise and len(i.then) == 1
            and isinstance(i.then[0], ir.Declare) and i.then[0].declarers == c.Declarers(seat=i.condition.seat, but=True)):
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
    plain = attrs.evolve(q, shares=tuple(attrs.evolve(a, ranking=b.ranking) for a, b in zip(q.shares, p.shares)))
    if needs is None or plain != p or p.shares[0].ranking.qualifier is not None:
        return None
    category = w.noun(needs.category)
    category = category if category.split()[0] in ("two", "three", "four") else f"a {category}"
    return p, (f"If no other player stays in, {seat(i.condition.seat)} needs {category} or better to win"
               " the pot; otherwise the pot stays for the next deal.")


def showdowns(actions):
    """Every showdown in play order, each with the rule a ``lone_needs`` adds to it (or None)."""
    for a in actions:
        lone = lone_needs(a)
        if lone is not None:
            yield lone
        elif isinstance(a, ir.Showdown):
            yield a, None
        elif isinstance(a, c.If):
            yield from showdowns(a.then + a.otherwise)
        elif isinstance(a, ir.Repeat):
            yield from showdowns(a.body)


def if_(i: c.If, table: Table) -> str:
    from pokerlang.explain.phrases import actions, declare_option
    if lone_needs(i) is not None:
        return "Showdown (see below)."
    found = challenge(i)
    if found is not None:
        options = w.join((declare_option(o) for o in found.options), "or")
        how = "in secret, revealed at once" if found.together else "in turn from the dealer's left"
        who = seat(i.condition.seat)
        return (f"If {who} is the only player in, every other player declares again, {how}:"
                f" {options}. Whoever comes in challenges {who}.")
    then = " ".join(actions(i.then, table)) or "nothing happens."
    text = f"If {condition(i.condition)}: {_lower(then)}"
    if i.otherwise:
        text += f" Otherwise: {_lower(' '.join(actions(i.otherwise, table)))}"
    return text


def loop(r: ir.Repeat, table: Table) -> str:
    """A repeat within one deal: a header and a nested list."""
    from pokerlang.explain.phrases import actions
    head = f"The following is played again and again until {condition(r.until)}:"
    return "\n".join([head, *_items(actions(r.body, table))])


def turns(t: c.Turns, table: Table) -> str:
    """``each in turn``: a header and a nested list, played for each player in turn."""
    from pokerlang.explain.phrases import actions, opener
    start = opener(t.first, table) if t.first is not None else "the player to the dealer's left"
    head = f"Each {table.player()} in turn, beginning with {start}, plays the following alone:"
    return "\n".join([head, *_items(actions(t.body, attrs.evolve(table, one=True)))])


def _items(sentences) -> list[str]:
    """A nested list's items; an item that is itself a list is indented under its head."""
    out = []
    for s in sentences:
        first, *rest = s.split("\n")
        out += [f"- {first}", *(f"  {line}" for line in rest)]
    return out


def when(e: c.When, table: Table) -> str:
    """An event, as a table rule: ``Whenever a four is dealt face up to a player, ...``."""
    from pokerlang.explain.phrases import actions
    face = {True: " face up", False: " face down", None: ""}[e.face_up]
    block = " ".join(actions(e.body, attrs.evolve(table, one=True)))
    if table.rolls and e.face_up is not False:  # a card a roll turns up counts as dealt face up
        return (f"Whenever a player is dealt one of the {e.pattern.words()}{face} or turns one up, at once"
                f" (before the dealing or the turning goes on) and for that player alone: {_lower(block)}")
    return (f"Whenever a player is dealt one of the {e.pattern.words()}{face}, at once (before the dealing"
            f" goes on) and for that player alone: {_lower(block)}")


def fold(f: c.Fold, table: Table | None = None) -> str:
    return "That player folds (unless they are the last player in)."


def _lower(text: str) -> str:
    return text[0].lower() + text[1:] if text else text


PHRASES = {c.If: if_, c.When: when, c.Turns: turns, c.Beats: condition, c.AllUp: condition, c.Holds: condition, c.Fold: fold, c.Declarers: declarers, c.OneIn: condition, c.Alone: condition,
           c.DeckFewer: condition, c.Not: condition, c.All: condition, c.Any: condition, c.Opened: condition}
