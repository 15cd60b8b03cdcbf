"""The AST nodes of events, conditions and control steps (``when``, ``if``, ``each in
turn``, ``fold``, ``throw in``, a guard, a roll), and the one event between hands (``kill
when a player scoops``); ``ast`` names them with the rest."""

from __future__ import annotations

from typing import Literal

import attrs

from pokerlang.diagnostics import Span
from pokerlang.syntax.atoms import Condition, Number, Pattern, Who, Word, node


@node
class Event:
    """``when dealt up fours { ... }``: set off by each matching card dealt to a seat."""

    face: str | None  # up | down | None (either)
    pattern: Pattern
    body: tuple
    span: Span


@node
class FoldEvent:
    """``when a player folds { ... }``: set off by every fold, for the folding seat."""

    body: tuple
    span: Span


@node
class ExposeAll:
    """``expose all from Z``: every card of the zone turns face up, with no decision."""

    zone: Word
    span: Span


@node
class Put:
    """``put 1 from hand to hand of left``: the latest cards given to a zone (``count``
    None: every card, ``put all``) go to another zone, with no decision."""

    count: Number | None
    source: Word
    target: Word
    span: Span
    source_seat: Word | None = None  # `from hand of right`
    target_seat: Word | None = None  # `to hand of left`
    matching: Pattern | None = None  # `from hole matching rank of bad`: only the cards it names


@node
class Kill:
    """``kill [full|half] when a player scoops N big-blinds``: the next hand is a kill pot."""

    size: Literal["full", "half"]
    big_blinds: Number  # the pot's size, in ``unit``
    span: Span
    unit: Literal["big-blind", "big-bet", "chip"] = "big-blind"


@node
class If:
    condition: Condition
    then: tuple
    otherwise: tuple
    span: Span


@node
class Turns:
    """``each in turn [first WHO] { ... }``: the block, for each player in turn."""

    first: Who | None
    body: tuple
    span: Span


@node
class WinNow:
    """``win`` as a step: the player whose turn or event it is takes the pot at once."""

    span: Span


@node
class FoldOut:
    """``fold`` as a step: the player whose turn or event it is leaves the deal; ``fold
    right``: the seat named."""

    span: Span
    seat: Word | None = None


@node
class ThrowIn:
    """``throw in [, folded stay out] [, no new ante]``: the deal ends; inside deal after
    deal, the next one begins (the clauses, as written: ``folded stay out``, ``no new ante``)."""

    span: Span
    clauses: tuple[str, ...] = ()


@node
class Guard:
    """``declare ... if dealer alone``: the condition written after an action, no braces."""

    condition: Condition
    span: Span
    action: object = None  # the action it guards, attached by the builder


@node
class Roll:
    """``expose N from Z next``: the first face-down cards turn up, with no decision."""

    count: Number
    zone: Word
    span: Span


@attrs.frozen
class Unrolled:
    """Actions that stand in a block in place of the one sentence that wrote them
    (``repeat 3 times { ... }``): spread into the block by ``guarded``."""

    actions: tuple
    span: Span


def guarded(actions) -> tuple:
    """A ``Guard`` (``if COND`` with no braces) takes the action written before it; the
    actions of an ``Unrolled`` are spread in place (a guard after it takes them all)."""
    spread: list = []
    for i, item in enumerate(actions):
        after = actions[i + 1] if i + 1 < len(actions) else None
        if not isinstance(item, Unrolled):
            spread.append(item)
        elif isinstance(after, Guard):
            spread.append(If(condition=after.condition, then=item.actions, otherwise=(), span=item.span))
        else:
            spread.extend(item.actions)
    out: list = []
    for a in spread:
        if isinstance(a, Guard) and out and isinstance(out[-1], If) and out[-1].condition is a.condition:
            continue  # the guard of an unrolled repeat, already its block's condition
        if isinstance(a, Guard) and out and not isinstance(out[-1], Guard):
            a = attrs.evolve(a, action=out.pop())  # type: ignore[misc]  # the attrs plugin cannot read `node`
        out.append(a)
    return tuple(out)
