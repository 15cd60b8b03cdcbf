"""Why a betting action is refused, in the table's words: the rule it breaks and what the
seat may do instead (``IllegalAction``'s message and rule)."""

from __future__ import annotations

from typing import Protocol

from pokerlang.codec.actions import Bet, Call, Check, Complete, Fold, PostBringIn, Raise
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.openers import requirement, requirement_now
from pokerlang.codec.options import BetRange, Option, RaiseRange

from pokerlang.engine.hand import Hand
from pokerlang.ir import game as ir


class Round(Protocol):
    """What a refusal reads of the betting round (``engine.betting.BettingRound``, which
    asks for it: the round is named here by what it is, not imported)."""

    @property
    def hand(self) -> Hand: ...

    @property
    def step(self) -> ir.Bet: ...

    @property
    def current(self) -> int: ...

    @property
    def forced(self) -> int | None: ...

    @property
    def limit(self) -> str: ...

    @property
    def cap(self) -> int | None: ...

    def _may_open(self, seat: int) -> bool: ...

    def _capped(self) -> bool: ...


FOLD_RULE = "fold only when facing a bet"


def refusal(betting: Round, seat: int, action: object, options: list[Option]) -> IllegalAction:
    """Say which rule forbids the action, in the table's words."""
    kind = type(action)
    chips = betting.hand.chips
    owed = betting.current - chips.bets[seat]
    who = f"seat {seat}"
    if betting.forced == seat and kind not in (PostBringIn, Complete, Bet):
        return IllegalAction(f"{who} must post the bring-in or complete", "bring-in")
    if kind is Fold:
        return IllegalAction(f"{who} may not fold with nothing to call; check instead", FOLD_RULE)
    if kind is Check:
        return IllegalAction(f"{who} faces a bet of {owed} more and may not check", "a bet must be called")
    if isinstance(action, Call):
        if owed <= 0:
            return IllegalAction(f"{who} has nothing to call", "call only a bet")
        if not any(isinstance(o, Call) for o in options):  # all in or fold: only a push is called
            return IllegalAction(f"{who} may not call a bet that is not all in: go all in or fold", "all in or fold")
        return IllegalAction(f"{who} calls {min(owed, chips.stacks[seat])}, not {action.amount}", "call amount")
    if kind is PostBringIn:
        return IllegalAction(f"{who} is not the seat to bring in", "bring-in")
    if kind is Bet and betting.current == 0 and betting.step.openers is not None and not betting._may_open(seat):
        return IllegalAction(
            f"{who} has no openers: the first bet needs {requirement(requirement_now(betting.hand, betting.step))}"
            " (check or fold)",
            "openers",
        )
    if kind is Bet and betting.current > 0 and betting.forced != seat:
        return IllegalAction(f"{who} faces a bet of {betting.current}: raise, do not bet", "bet only when unopened")
    if kind is Raise and betting.current == 0:
        return IllegalAction(f"{who} has no bet to raise: bet instead", "raise only a bet")
    if kind in (Bet, Raise, Complete):
        ranged = next((o for o in options if isinstance(o, (BetRange, RaiseRange, Complete))), None)
        if ranged is None:
            if betting._capped():
                return IllegalAction(f"{who} may not raise: {betting.cap} bets and raises already", "raise cap")
            if chips.stacks[seat] + chips.bets[seat] <= betting.current:
                return IllegalAction(f"{who} has only enough to call", "all in")
            return IllegalAction(f"{who} may not raise: a short all-in does not reopen the betting", "incomplete raise")
        if isinstance(ranged, Complete):
            return IllegalAction(f"{who} may complete to {ranged.amount}: that is the only bet here", "completion")
        if kind is Complete:
            verb = "bet" if isinstance(ranged, BetRange) else "raise"
            return IllegalAction(f"{who} has nothing to complete: {verb} instead", "completion")
        assert isinstance(action, (Bet, Raise))  # a completion was answered above
        amount, most = action.amount, chips.stacks[seat] + chips.bets[seat]
        if betting.limit == "all-in" and amount != most:
            verb = "bet" if kind is Bet else "raise"
            return IllegalAction(f"{who} may {verb} only all in, to {most}, not {amount}", "all in or fold")
        if amount < ranged.min:
            rule = "minimum bet or raise"
            verb = "bet" if kind is Bet else "raise"
            return IllegalAction(f"{who} must {verb} to at least {ranged.min}, not {amount}", rule)
        if amount > most:
            return IllegalAction(f"{who} has {most} in all and cannot make it {amount}", "table stakes")
        rule = {"pot-limit": "pot limit", "fixed-limit": "fixed-limit bet size", "spread": "spread limit"}.get(
            betting.limit, "maximum bet"
        )
        return IllegalAction(f"{who} may make it at most {ranged.max}, not {amount}", rule)
    return IllegalAction(f"{who} is in a betting round: {kind.__name__} is not a betting action", "betting round")
