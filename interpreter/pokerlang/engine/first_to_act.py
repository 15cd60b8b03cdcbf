"""Who acts first in a round: after a seat (the dealer, a blind, the straddle), the last
aggressor, the opener (of a deal with an opening requirement), or the best or worst cards
showing (stud), ties going to the first seat from the dealer's left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.engine.showing import strength_showing
from pokerlang.engine.wilds import seat_wilds
from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def first_to_act(hand: Hand, opener: ir.Opener) -> int:
    """Where the search for the first seat to act starts (that seat included)."""
    seating = hand.seating
    if opener.kind == "after":
        at = seating.button  # after the dealer
        if opener.seat == "small-blind":
            at = seating.small_blind
        elif opener.seat == "big-blind":
            # The straddle is the last blind, when there is one.
            at = hand.straddler if hand.straddler is not None and hand.blinds_live else seating.big_blind
        return seating.left_of(at)
    if opener.kind == "last-aggressor":
        if hand.last_aggressor is not None and hand.live[hand.last_aggressor]:
            return hand.last_aggressor
        return seating.left_of(seating.button)
    if opener.kind == "opener":  # who opened this deal under a requirement (jackpots)
        if hand.openers is not None and hand.live[hand.openers[0]]:
            return hand.openers[0]
        return seating.left_of(seating.button)
    ranked: list[tuple[int, int]] = []
    assert opener.ranking is not None  # best and worst rank the cards shown
    held, table, rules = hand.zones.held, hand.zones.table, hand.game.wilds
    for seat in seating.from_left_of_button():
        if not hand.live[seat]:
            continue
        shown: list[int] = []
        for source in opener.sources:
            if source.whose == "own":
                shown += [p.card.index for p in held[(source.zone, seat)] if p.face_up]
            elif source.whose == "shared":
                shown += [p.card.index for p in table[source.zone] if p.face_up]
        wilds = seat_wilds(hand, rules, seat, public_only=True) if rules else None
        value = strength_showing(opener.ranking, shown, wilds)
        if value is not None:
            ranked.append((value, seat))
    if not ranked:
        return seating.left_of(seating.button)
    pick = max if opener.kind == "best" else min
    target = pick(v for v, _ in ranked)
    return next(s for v, s in ranked if v == target)  # a tie: the first from the dealer's left
