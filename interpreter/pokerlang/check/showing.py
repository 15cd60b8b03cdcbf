"""Betting opened by the cards showing needs cards that show.

``bet bring-in worst hole by upcards`` ranks only the face-up cards of ``hole``; when no
seat's card there is face up yet, every seat ranks alike and the bring-in falls on
whoever sits left of the dealer, which is not the rule the file states. So each opener
that goes by cards (``first best ...``, ``bring-in worst ...``) needs a zone among its
sources where a card may be face up by then.
"""

from __future__ import annotations

from pokerlang.check.budget import Problem
from pokerlang.ir import game as ir

# Actions known to put no card face up; any other (a construct this check does not know)
# ends the check rather than risk refusing a good file.
_SILENT = (ir.Burn, ir.Bet, ir.Declare, ir.Discard, ir.Showdown)


def unseen_openers(game: ir.Game, actions) -> list[Problem]:
    problems: list[Problem] = []
    showing: set[str] = set()  # zones where a card may be face up by now
    for action in actions:
        if isinstance(action, ir.Bet):
            for opener, role in ((action.bring_in, "the bring-in"), (action.first, "the first bet")):
                if opener is not None and opener.kind in ("best", "worst"):
                    problems += _unseen(opener, role, showing, action)
        if isinstance(action, ir.Deal):
            if action.face_up:
                showing.add(action.zone)
            if action.if_short is not None:
                showing.add(action.if_short)
        elif isinstance(action, (ir.Expose, ir.ExposeAll)):
            showing.add(action.zone)
        elif isinstance(action, (ir.Choose, ir.Draw)):
            target = action.target if isinstance(action, ir.Choose) else action.zone
            if game.zone(target).visibility == "public":
                showing.add(target)
        elif isinstance(action, ir.Moves):
            showing.add(action.zone)
        elif isinstance(action, ir.Put):
            showing.add(action.target)  # a card face up stays face up where it goes
        elif not isinstance(action, (*_SILENT, ir.Repeat)):
            break
    return problems


def _unseen(opener: ir.Opener, role: str, showing: set[str], bet) -> list[Problem]:
    zones = [s.zone for s in opener.sources if s.whose in ("own", "shared")]
    if any(z in showing for z in zones):
        return []
    names = " or ".join(dict.fromkeys(zones)) or "its zones"
    return [
        Problem(
            bet,
            f"{role} goes by the {opener.kind} cards showing in {names}, but no card is face up there at this point",
            f"deal a card face up first (`deal 1 up to {zones[0] if zones else 'ZONE'}`), "
            "or go by a zone whose cards are face up",
            code="E219",
        )
    ]
