"""Who acts first in a round: after a seat (the dealer, a blind, the straddle), the last
aggressor, the opener (of a deal with an opening requirement), or the best or worst cards
showing (stud), ties going to the first seat from the dealer's left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.engine.expr import neighbour
from pokerlang.engine.showing import plain_ranker, strength_showing
from pokerlang.engine.wilds import seat_wilds
from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand

# `after left`, `after right` in a block played for one player: the way round the table to
# that player's neighbour still in (`after seat`: the player itself).
_WAY = {"left": 1, "right": -1}


def first_to_act(hand: Hand, opener: ir.Opener) -> int:
    """Where the search for the first seat to act starts (that seat included)."""
    seating = hand.seating
    if opener.kind == "after":
        at = seating.button  # after the dealer
        if opener.seat == "seat" or opener.seat in _WAY:  # in a block played for one player
            seat = hand.only_seat if opener.seat == "seat" else neighbour(hand, hand.only_seat, _WAY[opener.seat])
            at = seating.button if seat is None else seat
        elif opener.seat == "small-blind":
            at = seating.small_blind
        elif opener.seat == "big-blind":
            # The straddle is the last blind, when there is one.
            at = hand.straddler if hand.straddler is not None and hand.blinds_live else seating.big_blind
        return seating.left_of(at)
    if opener.kind == "last-aggressor":
        if hand.last_aggressor is not None and hand.live[hand.last_aggressor]:
            return hand.last_aggressor
        return seating.left_of(seating.button) if opener.otherwise is None else first_to_act(hand, opener.otherwise)
    if opener.kind == "opener":  # who opened this deal under a requirement (jackpots)
        if hand.openers is not None and hand.live[hand.openers[0]]:
            return hand.openers[0]
        return seating.left_of(seating.button) if opener.otherwise is None else first_to_act(hand, opener.otherwise)
    if opener.kind in ("highest", "lowest"):  # the winner of the last trick leads: a count decides
        assert opener.tally is not None  # lowered with its tally
        counts, live = hand.tallies[opener.tally], hand.live
        seats = [s for s in seating.from_left_of_button() if live[s]]
        if not seats:
            return seating.left_of(seating.button)
        pick = max if opener.kind == "highest" else min
        return pick(seats, key=lambda s: counts[s])  # equal counts: the first from the dealer's left
    ranked: list[tuple[int, int]] = []
    ranking = opener.ranking
    assert ranking is not None  # best and worst rank the cards shown
    held, table, rules, live = hand.zones.held, hand.zones.table, hand.game.wilds, hand.live
    # Most boards (stud's upcards, nothing wild) are ranked by one lookup, here rather
    # than through ``strength_showing``: every street of a stud hand asks for each seat.
    _, quick, in_play = plain_ranker(ranking)
    fewest = max(1, ranking.min_cards)
    sources = [(s.whose, s.zone) for s in opener.sources]
    for seat in seating.from_left_of_button():
        if not live[seat]:
            continue
        shown: list[int] = []
        for whose, zone in sources:
            if whose == "own":
                shown += [p.index for p in held[(zone, seat)] if p.face_up]
            elif whose == "shared":
                shown += [p.index for p in table[zone] if p.face_up]
        if rules:
            value = strength_showing(ranking, shown, seat_wilds(hand, rules, seat, public_only=True))
        elif len(shown) < fewest:
            continue
        elif in_play.issuperset(shown):
            value = quick.rank(tuple(shown))
        else:
            value = strength_showing(ranking, shown)
        if value is not None:
            ranked.append((value, seat))
    if not ranked:
        return seating.left_of(seating.button)
    # One pass, a strictly better value only taking the place: a tie goes to the first
    # from the dealer's left.
    top, first = ranked[0]
    if opener.kind == "best":
        for value, seat in ranked:
            if value > top:
                top, first = value, seat
    else:
        for value, seat in ranked:
            if value < top:
                top, first = value, seat
    return first
