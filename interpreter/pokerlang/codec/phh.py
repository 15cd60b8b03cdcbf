"""Actions as the Poker Hand History format writes them (``docs/phh.md``).

A PHH player action is a seat, a code and its words: ``p2 f`` (fold), ``p1 cc`` (check or
call), ``p3 cbr 60`` (bet, raise or complete to 60), ``p1 pb`` (post the bring-in),
``p2 sd 7h2c`` (discard and draw), ``p1 sm AsKd`` (show the hand). The seats, the cards
and the amounts are read and written by ``runner.phh``; this module knows the codes.
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerlang.cards.card import Card
from pokerlang.codec.actions import Action, Bet, Call, Check, Complete, Draw, Fold, PostBringIn, Raise
from pokerlang.codec.options import Option

# A line of the hand's log, by its kind (an action's name), -> its PHH code; the kinds PHH
# has no code for are in UNWRITABLE. The amount (``cbr``) and the cards (``sd``) follow.
CODES = {
    "fold": "f",
    "check": "cc",
    "call": "cc",
    "bet": "cbr",
    "raise": "cbr",
    "complete": "cbr",
    "bring-in": "pb",
    "draw": "sd",
    "show": "sm",
}
UNWRITABLE = ("offer", "accept", "refuse", "keep", "choose", "expose", "discard", "declare")


class Unreadable(ValueError):
    """A PHH action this module cannot read; the message says which."""


def phh_words(kind: str, amount: int | None = None, cards: str = "") -> str | None:
    """A player's action of this ``kind`` (a log line's) as its PHH code and words,
    without the seat: ``cbr 60``, ``sd 7h2c``, ``f``; None for a line that is no player
    action. Raises Unreadable for an action PHH cannot write (``UNWRITABLE``)."""
    if kind in UNWRITABLE:
        raise Unreadable(f"a '{kind}' cannot be written in PHH")
    code = CODES.get(kind)
    if code is None:
        return None
    if code == "cbr":
        return f"cbr {amount}"
    if code == "sd":
        return f"sd {cards}".rstrip()  # standing pat: no cards
    if code == "sm":
        return f"sm {cards}"
    return code


def action_of(code: str, legal: Sequence[Option], to: int | None = None, discards: Sequence[Card | str] = ()) -> Action:
    """The engine's action for a PHH player action, given the options now legal: ``cc`` is a
    check where one is allowed, else a call; ``cbr`` (to ``to``) a bet, a raise or a
    completion, whichever is allowed (a raise if none is: ``apply`` then says why);
    ``sd`` throws away ``discards``. Raises Unreadable for another code."""
    if code == "f":
        return Fold()
    if code == "cc":
        return Check() if any(o.allows(Check()) for o in legal) else Call()
    if code == "pb":
        return PostBringIn()
    if code == "sd":
        return Draw(tuple(discards))
    if code == "cbr":
        if to is None:
            raise Unreadable("'cbr' needs an amount")
        for action in (Bet(to), Raise(to), Complete(to)):
            if any(o.allows(action) for o in legal):
                return action
        return Raise(to)
    raise Unreadable(f"unknown PHH action '{code}'")


__all__ = ["CODES", "UNWRITABLE", "Unreadable", "action_of", "phh_words"]
