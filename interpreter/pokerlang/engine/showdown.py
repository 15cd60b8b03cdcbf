"""The showdown: every pot to the best hands among the seats that may win it.

This module is the engine's one door to ``pokerlang.hands``: the betting order by
showing cards and the showdown both rank hands through the two functions below.

* Several shares split each pot evenly (e.g. the best five held and the best two-plus-three
  hand). A share nobody qualifies for (no low of eight or better) goes to the others.
* Equal hands split a share; odd chips go to the first winner from the dealer's left,
  or to the share the game names.
* ``declared``: a share is contested only by the seats that declared it; a seat that
  declared several (pig) must win or tie every one of them, or it wins nothing.
* ``opponent`` sources: a hand may borrow from the face-up cards of any one
  other seat still in the hand; folded seats' cards are in the muck and lend nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.compiler import game as ir
from pokerlang.engine.pots import Pot, split
from pokerlang.engine.result import PotResult, ShareResult, ShownHand, Winner
from pokerlang.hands import RankingSpec, best_hand, evaluate

if TYPE_CHECKING:
    from pokerlang.engine.state import State


def rank_showing(ranking: RankingSpec, cards) -> object | None:
    """The HandValue of the cards a seat shows, or None if too few to rank."""
    if len(cards) < ranking.min_cards or not cards:
        return None
    return evaluate(ranking, cards)  # more cards than a hand: the best of them


class Showdown:
    """Settles every pot of a hand that reached the showdown."""

    def __init__(self, hand: State, step: ir.Showdown):
        self.hand = hand
        self.step = step
        zones = hand.zones
        self.live = [s for s in hand.seating.from_left_of_button() if hand.live[s]]
        self.seat_zones = [z.name for z in hand.game.zones if z.per_seat]
        self.shared = {name: zones.cards(name) for name in zones.shared_zones}
        self._made: dict[tuple[str, int], object] = {}

    def order(self) -> list[int]:
        """The order hands are shown: from the last aggressor on, if the game says so."""
        aggressor = self.hand.last_aggressor
        if self.step.order_last_aggressor and aggressor is not None and self.hand.live[aggressor]:
            return [s for s in self.hand.seating.clockwise(aggressor) if self.hand.live[s]]
        return list(self.live)

    def made(self, share: ir.Share, seat: int):
        """The seat's best hand for a share: a BestHand (value, cards, lender) or None."""
        key = (share.name, seat)
        if key not in self._made:
            zones = self.hand.zones
            own = {z: zones.cards(z, seat) for z in self.seat_zones}
            lenders = [s for s in self.live if s != seat]
            opponents = [{z: zones.face_up(z, s) for z in self.seat_zones} for s in lenders]
            best = best_hand(share.ranking, share.composition, own, self.shared, opponents)
            if best is not None and best.borrowed_from is not None:
                best = (best, lenders[best.borrowed_from])
            else:
                best = (best, None) if best is not None else None
            self._made[key] = best
        return self._made[key]

    def value(self, share: ir.Share, seat: int):
        made = self.made(share, seat)
        return made[0].value if made else None

    def shown(self) -> list[ShownHand]:
        out = []
        for seat in self.order():
            cards = tuple(c for z in self.seat_zones for c in self.hand.zones.cards(z, seat))
            hands = {sh.name: self.value(sh, seat).describe()
                     for sh in self.step.shares if self.value(sh, seat) is not None}
            out.append(ShownHand(seat=seat, cards=cards, hands=hands))
        return out

    # ---- who wins --------------------------------------------------------------------
    def declared(self, seat: int) -> tuple[str, ...]:
        names = tuple(sh.name for sh in self.step.shares)
        if not self.step.declared:
            return names
        option = self.hand.declarations.get(seat)
        if option is None:
            return names
        return tuple(n for n in option.shares if n in names)

    def best_of(self, share: ir.Share, seats, *, qualify: bool = True) -> list[int]:
        valued = [(self.value(share, s), s) for s in seats]
        valued = [(v, s) for v, s in valued if v is not None and (not qualify or v.qualifies())]
        if not valued:
            return []
        top = max(v for v, _ in valued)
        return [s for v, s in valued if v == top]

    def winners(self, pot: Pot) -> dict[str, list[int]]:
        eligible = [s for s in self.live if s in pot.eligible]
        contenders = {sh.name: [s for s in eligible if sh.name in self.declared(s)] for sh in self.step.shares}
        while True:
            won = {sh.name: self.best_of(sh, contenders[sh.name]) for sh in self.step.shares}
            # A pig that fails to win or tie every share it declared wins nothing at all.
            failed = {s for s in eligible if self.step.declared and len(self.declared(s)) > 1
                      and any(s in contenders[n] and s not in won[n] for n in self.declared(s))}
            if not failed:
                break
            contenders = {n: [s for s in seats if s not in failed] for n, seats in contenders.items()}
        won = {n: seats for n, seats in won.items() if seats}
        if not won:
            # Nobody qualified for anything (or every declarer was disqualified): the cards
            # speak under the first share, with no qualifier, among all who paid in.
            first = self.step.shares[0]
            won = {first.name: self.best_of(first, eligible, qualify=False) or eligible}
        return won

    def settle(self, pots: list[Pot]) -> list[PotResult]:
        results = []
        for pot in pots:
            won = self.winners(pot)
            names = list(won)
            each, odd = divmod(pot.amount, len(names))
            parts = dict.fromkeys(names, each)
            if odd:
                parts[self._odd_share(won)] += odd
            shares = []
            for sh in self.step.shares:
                if sh.name not in won:
                    continue
                paid = split(parts[sh.name], won[sh.name])
                winners = []
                for seat, amount in paid.items():
                    made = self.made(sh, seat)
                    best, lender = made if made else (None, None)
                    winners.append(Winner(seat=seat, amount=amount,
                                          hand=best.value.describe() if best else None,
                                          cards=best.cards if best else (), borrowed_from=lender))
                shares.append(ShareResult(name=sh.name, amount=parts[sh.name], winners=tuple(winners)))
            results.append(PotResult(amount=pot.amount, eligible=pot.eligible, shares=tuple(shares)))
        return results

    def _odd_share(self, won: dict[str, list[int]]) -> str:
        if self.step.odd_chip in won:
            return self.step.odd_chip
        # The first winner from the dealer's left takes the odd chip, whatever the share.
        first = min((self.live.index(seats[0]), name) for name, seats in won.items())
        return first[1]
