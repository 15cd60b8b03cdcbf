"""``repeat until one in``: deal after deal of in-or-out, each with its own showdown.

The rules, as an in-or-out table plays them:

* The ante is paid once, before the first deal. Every deal starts from a full deck,
  shuffled again: all cards come back between deals.
* Every seat with chips is dealt in, even one that was out last deal. A seat with no
  chips left cannot match a pot, so it sits out the following deals.
* Each seat declares in or out (together, fists opened at once; or in turn, the dealer
  last). Cards of a seat that is out stay face down in front of it: a later
  ``declare ... if dealer alone`` may bring it back in to challenge the dealer.
* Only the seats that are in show down. The best hand takes the pot (equal best hands
  split it) and the others pay as the showdown says: ``losers match pot`` (each pays
  the pot's size) or ``worst loser doubles pot`` (the worst pays twice the pot; equal
  worst hands share that). ``win only alone``: the best hand takes nothing and pays
  nothing; the pot stays and grows. A seat that cannot pay in full pays what it has.
* If every seat that is in holds an equal hand, nobody wins and nobody pays. If nobody
  is in, the same pot is dealt for again.
* ``cap N antes``: the pot never holds more than N antes; the rest is set aside.
* The game ends when exactly one seat is in: it takes the pot, nobody pays. If the
  showdown's ranking has a qualifier (``dealer alone needs pair or better`` lowers to
  one, for the dealer alone) and that seat's hand falls short, it takes nothing and the
  pot stays for the next deal. The set-aside chips would be the ante of the next game;
  a State is one game, so they go back to the seats that paid them.
* A safety bound: after ``TableStakes.max_rounds`` deals without an end, the pot is
  split among the seats dealt into the last deal, so every game ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.ir import game as ir
from pokerlang.engine.actions import Declare
from pokerlang.engine.pots import split
from pokerlang.engine.result import PotResult, ShareResult, ShownHand, Winner
from pokerlang.engine.showdown import Showdown
from pokerlang.engine.steps import DeclareStep
from pokerlang.frozen import frozen_value

if TYPE_CHECKING:
    from pokerlang.engine.state import State

DEFAULT_MAX_ROUNDS = 100


@frozen_value
class EndOfRound:
    """Placed in the State's script after each copy of the repeated steps."""

    repeat: ir.Repeat


class Rounds:
    """The deals of one game, and the chips that move between them."""

    def __init__(self, hand: State, repeat: ir.Repeat):
        self.hand = hand
        self.repeat = repeat
        self.count = 0
        self.limit = getattr(hand.stakes, "max_rounds", DEFAULT_MAX_ROUNDS)
        forced, stakes = hand.game.forced, hand.stakes
        self.ante = (forced.ante_big_blinds * stakes.big_blind if forced.ante_big_blinds else stakes.ante) \
            if forced.ante else 0
        self.set_aside = [0] * hand.players  # by the seat that paid it
        self.dealt: list[int] = []
        self.settled = False   # this deal's showdown has been held
        self.ended = False     # a deal with a winner and no loser: the game is over
        self.results: list[PotResult] = []
        self.shown: tuple[ShownHand, ...] = ()

    # ---- the loop --------------------------------------------------------------------
    def begin(self, street: str | None, at: int) -> None:
        """The first deal: everyone who anted is dealt in."""
        self.street = street
        self._deal_in([s for s in range(self.hand.players) if self.hand.live[s]], at)

    def _deal_in(self, seats: list[int], at: int) -> None:
        hand = self.hand
        self.count += 1
        self.dealt = seats
        self.settled = False
        hand.live = [s in seats for s in range(hand.players)]
        hand.declarations = {}
        hand.last_declared = {}
        body = [(self.street, a) for a in self.repeat.body] + [(self.street, EndOfRound(self.repeat))]
        hand.script[at:at] = body

    def end_of_round(self, at: int) -> None:
        """After the repeated steps: the game is over, or everything is dealt again."""
        hand = self.hand
        if not self.settled:
            self._settle_without_showdown()
        if not self.ended and self.count >= self.limit:
            self._split(self.dealt, "last deal")
        if self.ended:
            self._finish()
            return
        seats = [s for s in hand.seating.from_left_of_button() if hand.chips.stacks[s] > 0]
        if len(seats) < 2:
            self._split(seats or list(hand.seating.from_left_of_button()), "last seat with chips")
            self._finish()
            return
        self._gather()
        hand.record("redeal", None, count=self.count + 1)
        self._deal_in(sorted(seats), at)

    def _gather(self) -> None:
        """All cards come back; the deck is shuffled again (or stacked: ``new_hand``'s
        ``redeal_decks``)."""
        zones = self.hand.zones
        for key in zones.held:
            zones.held[key] = []
        for name in zones.table:
            zones.table[name] = []
        for grid in zones.grids.values():
            grid.clear()
        zones.muck = []
        stacked = self.hand.redeal_decks
        zones.stock = zones.fresh_stock(stacked.pop(0) if stacked else None)

    # ---- a deal's showdown ------------------------------------------------------------
    def showdown(self, step: ir.Showdown) -> None:
        hand = self.hand
        self.settled = True
        ins = [s for s in hand.seating.from_left_of_button() if hand.live[s]]
        judge = Showdown(hand, step)
        shown = [h for h in judge.shown() if h.seat in ins]
        for h in shown:
            hand.record("show", h.seat, cards=h.cards)
        self.shown = tuple(shown)
        share = step.shares[0]
        pot = hand.chips.in_pot
        if not ins:
            hand.record("nobody-in", None, amount=pot)  # the same pot is dealt for again
            return
        if len(ins) == 1:
            seat = ins[0]
            if share.ranking.qualifier is not None and not judge.best_of(share, [seat]):
                hand.record("not-qualified", seat, amount=pot)  # the pot stays for the next deal
                return
            self._win([seat], pot, share.name, judge, share)
            self.ended = True
            return
        values = {s: judge.value(share, s) for s in ins}
        made = [s for s in ins if values[s] is not None]
        top = max((values[s] for s in made), default=None)
        best = [s for s in made if values[s] == top]
        losers = [s for s in ins if s not in best]
        if not losers or not made:
            # Every hand in is equal, or nobody holds one: nobody wins or pays, and the pot
            # stays for the next deal (never paid to nobody).
            hand.record("push", None, amount=pot)
            return
        if not step.win_only_alone:
            self._win(best, pot, share.name, judge, share)
        paid = {}
        for seat, amount in self._bills(step, losers, values, pot).items():
            paid[seat] = hand.chips.ante(seat, amount)
            hand.record("match", seat, amount=paid[seat], all_in=hand.chips.stacks[seat] == 0)
        self._cap(step, paid)

    def _bills(self, step: ir.Showdown, losers, values, pot: int) -> dict[int, int]:
        if step.payment == "losers-match":
            return dict.fromkeys(losers, pot)
        if step.payment == "worst-doubles":
            made = [values[s] for s in losers if values[s] is not None]
            bottom = min(made) if len(made) == len(losers) else None
            worst = [s for s in losers if values[s] == bottom] if bottom is not None else \
                [s for s in losers if values[s] is None]
            return split(2 * pot, worst)
        return {}

    def _cap(self, step: ir.Showdown, paid: dict[int, int]) -> None:
        """Chips above the cap are set aside, taken evenly from what this deal's payers paid."""
        chips = self.hand.chips
        if step.cap_antes is None or self.ante <= 0:
            return
        over = chips.in_pot - step.cap_antes * self.ante
        if over <= 0:
            return
        self.hand.record("set-aside", None, amount=over)
        while over > 0:
            payers = ([s for s in paid if chips.committed[s] > 0]
                      or [s for s in range(self.hand.players) if chips.committed[s] > 0])
            for seat, share in split(over, payers).items():
                take = min(share, chips.committed[seat])
                chips.committed[seat] -= take
                self.set_aside[seat] += take
                over -= take

    def _win(self, seats: list[int], pot: int, name: str, judge: Showdown | None, share) -> None:
        chips = self.hand.chips
        chips.committed = [0] * self.hand.players
        chips.dead = [0] * self.hand.players
        winners = []
        for seat, amount in (split(pot, seats) if seats else {}).items():
            chips.pay(seat, amount)
            self.hand.record("win", seat, amount=amount, option=name)
            value = judge.value(share, seat) if judge else None
            winners.append(Winner(seat=seat, amount=amount, hand=value.describe() if value else None,
                                  cards=value.cards if value else ()))
        self.results.append(PotResult(amount=pot, eligible=tuple(seats),
                                      shares=(ShareResult(name=name, amount=pot, winners=tuple(winners)),)))

    def _split(self, seats: list[int], why: str) -> None:
        self._win(seats, self.hand.chips.in_pot, why, None, None)
        self.ended = True

    def _settle_without_showdown(self) -> None:
        ins = [s for s in self.hand.seating.from_left_of_button() if self.hand.live[s]]
        if len(ins) == 1:
            self._win(ins, self.hand.chips.in_pot, "uncontested", None, None)
            self.ended = True

    def _finish(self) -> None:
        hand = self.hand
        for seat, amount in enumerate(self.set_aside):
            if amount:
                hand.chips.pay(seat, amount)
                hand.record("set-aside-back", seat, amount=amount)
        self.set_aside = [0] * hand.players
        hand._close(self.results, showdown=bool(self.shown), shown=self.shown)


class InOutStep(DeclareStep):
    """``declare in, out = fold`` between deals: a seat that is out keeps its cards face
    down, since a later declaration by the seats dealt in (``by everyone but dealer``: a
    challenge) may bring it back. The options and refusals are a declaration's; only
    what a declaration does differs."""

    def __init__(self, hand: State, step: ir.Declare):
        super().__init__(hand, step)
        hand.last_declared = {}

    def perform(self, seat: int, action: Declare) -> None:
        option = self.options[action.option]
        hand = self.hand
        hand.declarations[seat] = option
        hand.last_declared[seat] = option.name
        hand.live[seat] = not option.folds
        if not self.together:
            self.announce(seat, action)
        self.pay(seat, option)

    def fold_the_outs(self) -> None:
        pass  # a seat that is out was taken out of the deal as it declared (``perform``)
