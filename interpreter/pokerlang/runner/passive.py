"""Passive play: check or call, never fold while anything else is allowed.

The ``call`` bot plays this way, and so does every seat of an ``mc`` playout (the
hand played out to the end after each option it tries). Kept apart from both so that
neither imports the other.
"""

from __future__ import annotations

import random

from pokerlang.codec import plays
from pokerlang.codec.actions import Call, Check, Fold, Show

_PASSIVE = (Check.name, Call.name, Show.name)  # a calling station sees every hand through to the end


def cheapest(legal: list, rng: random.Random):
    """Check, call or show if possible; else the cheapest betting option that is not a fold;
    a card decision (choose, draw ...) is sampled, and a declaration too, but never one that
    leaves the deal while another is offered; fold only if nothing else."""
    for name in _PASSIVE:
        for option in legal:
            if plays.name_of(option) == name:
                return option.sample(rng)
    rest = [o for o in legal if not o.allows(Fold()) and not plays.leaves_only(o)]
    if not rest:
        return legal[0].sample(rng)
    betting = [o for o in rest if plays.is_betting(o)]
    if betting:
        option = min(betting, key=plays.cost)
        return plays.least(option) or option.sample(rng)
    option = rng.choice(rest)
    staying = plays.staying(option)
    if staying:  # any declaration but one that leaves the deal (`out = fold`, or one that sits it out)
        return rng.choice(staying)
    return option.sample(rng)
