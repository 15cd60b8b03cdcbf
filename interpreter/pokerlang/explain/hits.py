"""``hit or stand`` in words: the repeat it lowers into, told as a rule book tells it."""

from __future__ import annotations

from collections.abc import Callable

from pokerlang.explain import english as w
from pokerlang.explain.table import Table
from pokerlang.ir import control as c
from pokerlang.ir import game as ir


def hit_or_stand(r: ir.Repeat, table: Table, sentences: Callable[[tuple], list[str]]) -> str | None:
    """The rounds of hit or stand, then what follows each (``sentences`` says steps), as a
    header and a nested list; None for a repeat of another shape (said step by step)."""
    until = r.until
    if not (
        isinstance(until, c.Any)
        and len(until.parts) == 2
        and isinstance(until.parts[0], c.NobodyDeclared)
        and isinstance(until.parts[1], c.DeckFewer)
        and r.body
        and isinstance(r.body[0], c.Turns)
        and r.body[0].first is None
        and len(r.body[0].body) == 2
    ):
        return None
    hit = until.parts[0].option
    declare, deal = r.body[0].body
    if not (
        isinstance(declare, ir.Declare)
        and isinstance(deal, ir.Deal)
        and [o.name for o in declare.options][:1] == [hit]
        and len(declare.options) == 2
        and not declare.together
        and declare.declarers is None
        and deal.only_declared == hit
    ):
        return None
    stand = declare.options[1].name
    face = "face up" if deal.face_up else "face down"
    head = (
        f"Each {table.player()}, in turn, beginning with the player to the dealer's left, either takes"
        f" {w.number(deal.count)} more card{'s' if deal.count > 1 else ''}, {face}, to their"
        f" {w.noun(deal.zone)} at once (declaring"
        f" {w.noun(hit)}), or stands (declaring {w.noun(stand)})."
    )
    rounds = (
        f"The rounds go on until one in which every player still in stood, or until the deck holds fewer"
        f" than {w.cards(until.parts[1].count)}; a player who stood may take a card in a later round."
    )
    after = sentences(r.body[1:])
    if not after:
        return f"{head} {rounds}"
    return "\n".join([f"{head} {rounds} After each round, the last too:", *(f"- {s}" for s in after)])
