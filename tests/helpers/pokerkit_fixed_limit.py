"""Where fixed-limit play and PokerKit disagree on purpose (the cap before the flop, a short all-in bet)."""

from __future__ import annotations

from helpers.pokerkit_driver import incomplete_raise


def fixed_limit_known(ours, kind, refused) -> bool:
    """Two more disagreements in fixed-limit.

    The cap before the flop: the rule is a bet and three raises a round, and the big
    blind is the bet, so the fourth raise over it is refused. PokerKit counts only the
    raises, and allows four over the big blind (five bets).

    A bet (or big blind) all in for less than the full bet: the next player may call
    it or complete it to the full bet, as card rooms rule; PokerKit takes the short
    bet as the bet and makes the smallest raise a full bet more than it."""
    if incomplete_raise(ours, kind, refused):
        return True
    if kind != "raise":
        return False
    if refused.rule == "raise cap":
        return ours.street == "preflop"
    bets, stacks = ours.chips.bets, ours.chips.stacks
    short = [s for s in range(ours.players) if bets[s] == max(bets) and stacks[s] == 0]
    return refused.rule == "completion" and bool(short)
