"""A hand that may borrow from one opponent (Swingo's ``up to 1 of opponent board``),
ranked by summed card keys: the cards that stay the same are summed once, and each
opponent's cards, or each draw from them, added on. ``Composer.rank`` comes here for such
a composition when nothing is wild (``Composer.lends_one``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pokerlang.hands.evaluator import Evaluator

# ``Composer.plan``: how the cards of each source are played, given how many each holds.
Planner = Callable[[tuple[int, ...]], tuple[Any, ...]]


def lent_rank(
    ev: Evaluator, plan_for: Planner, base: list[tuple[int, ...]], i: int, tries: list[tuple[int, ...]]
) -> int | None:
    """``rank`` when only source ``i`` changes (the cards lent by each opponent, in
    ``tries``) and each try's plan draws from it alone: the other cards' keys summed
    once, a try's draws summed onto them (a sum the table lacks is ranked in full).
    None where a plan is another: the search then tries every opponent in full."""
    V, T, M, rank = ev.card_key, ev.table, ev.mask, ev.rank
    rest = ev.offset
    for k, cards in enumerate(base):
        if k != i:
            for c in cards:
                rest += V[c]
    lists, best = list(base), 0
    for cards in dict.fromkeys(tries):  # the same cards lent twice rank the same
        lists[i] = cards
        plan = plan_for(tuple(map(len, lists)))
        if plan[0] == "none":
            continue
        capped = plan[2] if plan[0] == "union" else None
        if capped is None or (capped and (len(capped) > 1 or capped[0][0] != i)):
            return None
        if capped:  # some of the lent cards drawn
            draws, start = capped[0][1], rest
        else:  # all of them played
            draws, start = ((),), rest + sum([V[c] for c in cards])
        for ix in draws:
            key = start
            for x in ix:
                key += V[cards[x]]
            v = T.get(key & M)
            if v is None:  # the cards in the order the full search ranks them
                free = tuple([c for k in plan[1] for c in lists[k]])
                v = rank(free + tuple([cards[x] for x in ix]))
            if v > best:
                best = v
    return best
