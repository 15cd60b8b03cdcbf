"""Passive play: check or call, never fold while anything else is allowed.

The ``call`` bot plays this way, and so does every seat of an ``mc`` playout (the
hand played out to the end after each option it tries). Kept apart from both so that
neither imports the other.
"""

from __future__ import annotations

import random

from pokerlang.codec.actions import Bet, Call, Check, Complete, Fold, PostBringIn, Raise, Show
from pokerlang.codec.options import BetRange, RaiseRange

_PASSIVE = (Check, Call, Show)  # a calling station sees every hand through to the end


def _cost(option) -> int:
    """How many chips an option commits, roughly, for ordering betting options."""
    if isinstance(option, (BetRange, RaiseRange)):
        return option.min
    return getattr(option, "amount", None) or 0


def _betting(option) -> bool:
    return isinstance(option, (Check, Call, Bet, Raise, PostBringIn, Complete, BetRange, RaiseRange))


def cheapest(legal: list, rng: random.Random):
    """Check, call or show if possible; else the cheapest betting option that is not a fold;
    a card decision (choose, draw, declare ...) is sampled; fold only if nothing else."""
    for kind in _PASSIVE:
        for option in legal:
            if isinstance(option, kind):
                return option.sample(rng)
    rest = [o for o in legal if not isinstance(o, Fold)]
    if not rest:
        return legal[0].sample(rng)
    betting = [o for o in rest if _betting(o)]
    if betting:
        option = min(betting, key=_cost)
        if isinstance(option, BetRange):
            return Bet(option.min)
        if isinstance(option, RaiseRange):
            return Raise(option.min)
        return option.sample(rng)
    return rng.choice(rest).sample(rng)
