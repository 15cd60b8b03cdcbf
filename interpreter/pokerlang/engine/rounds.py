"""``repeat until one in``: deal after deal of in-or-out, each with its own showdown.

The rules, as an in-or-out table plays them:

* The ante is paid once, before the first deal (a deal thrown in: again, below). Every deal starts from a full deck,
  shuffled again: all cards come back between deals.
* A deal thrown in (``throw in``) keeps its pot, every bet made so far with it; it is dealt
  again to every seat dealt in, who ante again, or as its clauses say: ``folded stay
  out`` (only the players still in), ``no new ante`` (nobody antes).
* Every seat with chips is dealt in, even one that was out last deal. A seat with no
  chips left cannot match a pot, so it sits out the following deals.
* Each seat declares in or out (together, fists opened at once; or in turn, the dealer
  last): an ordinary declaration (``engine.steps``), whose ``out`` the compiler lowers to
  sitting the deal out. Cards of a seat that is out stay face down in front of it: a
  later ``declare ... if dealer alone`` may bring it back in to challenge the dealer.
* The showdown is settled as any other (``engine.showdown``), under the pot rule the
  compiler writes for a deal of this loop; between deals the pot is one pot.
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
* ``until a player has N legs`` (3-5-7, Guts to legs): a player alone in at a showdown
  whose rule is ``alone wins a leg`` wins a leg, and the pot stays (a ``leg`` line in
  the log, public, with the legs so far). The first player to N legs takes the pot at
  once; the rest of that deal is not played. A deal may hold several showdowns, each
  closing a declaration: after one, every seat dealt in that sat it out (or was in) and
  has chips is in again for the next; a player alone in for a leg shows nobody its
  hand. ``losers pay winner pot``: each loser (``worst
  loser pays winner pot``: the worst hand alone) pays the best hand the pot's size,
  from stack to stack; the pot stays as it is.
* A safety bound: after ``TableStakes.max_rounds`` deals without an end, the pot is
  split among the seats dealt into the last deal, so every game ends.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from collections.abc import Iterable
from typing import TYPE_CHECKING

from pokerlang.ir import game as ir
from pokerlang.engine.effects import CardsGathered, NewDeal, SeatsIn, StepsAhead
from pokerlang.engine.frames import ahead, place_of
from pokerlang.ir.control import Legs, ThrowIn
from pokerlang.engine.openers import show_openers
from pokerlang.ir.pot import Payment
from pokerlang.engine.conditions import holds
from pokerlang.engine.ending import close
from pokerlang.engine.forced import ante_size
from pokerlang.engine.pots import Pot, make_pots, split
from pokerlang.engine.resample import dealt_so_far
from pokerlang.engine.result import PotResult, ShareResult, ShownHand, Winner
from pokerlang.frozen import frozen_value

if TYPE_CHECKING:
    from pokerlang.engine.showdown import Showdown
    from pokerlang.engine.hand import Hand

DEFAULT_MAX_ROUNDS = 100


@frozen_value
class EndOfRound:
    """The last step of each deal's frame: what follows the repeated steps."""

    repeat: ir.Repeat


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class Rounds:
    """The deals of one game, and the chips that move between them."""

    def __init__(self, hand: Hand, repeat: ir.Repeat):
        self.hand = hand
        self.repeat = repeat
        self.count = 0
        self.limit = getattr(hand.stakes, "max_rounds", DEFAULT_MAX_ROUNDS)
        forced, stakes = hand.game.forced, hand.stakes
        self.ante = (
            (forced.ante_big_blinds * stakes.big_blind if forced.ante_big_blinds else stakes.ante) if forced.ante else 0
        )
        self.set_aside = [0] * hand.players  # by the seat that paid it
        self.dealt: list[int] = []
        self.settled = False  # this deal's showdown has been held
        self.ended = False  # a deal with a winner and no loser: the game is over
        self.results: list[PotResult] = []
        self.shown: tuple[ShownHand, ...] = ()
        self.thrown: ThrowIn | None = None  # how this deal was thrown in: who is dealt again, who antes
        self.thrown_in = 0  # deals thrown in so far (progressive openers rise with them)
        self.legs = [0] * hand.players  # legs won so far, by seat (``until a player has N legs``)
        self.counts_legs = isinstance(repeat.until, Legs)

    # ---- the loop --------------------------------------------------------------------
    def skip_deal(self, thrown: ThrowIn | None = None) -> None:
        """The rest of this deal's steps are skipped: the others folded (the deal is won),
        or it is ``thrown`` in (``throw in``: nobody opened, or a card dealt up ends it)."""
        hand = self.hand
        end = place_of(hand.frames, EndOfRound)
        assert end is not None  # every deal's frame ends in one
        hand.effect(StepsAhead(steps=(), skip=end))
        self.thrown = self.thrown or thrown

    def folded(self) -> set[int | None]:
        """The seats that have folded this deal (not merely sat it out)."""
        folded: set[int | None] = set()
        # The lines as written, (kind, seat, ...): asked after every showdown of deal after
        # deal, reading them as Events would build one for each line of a hundred deals.
        lines = self.hand._lines
        for at in range(len(lines) - 1, -1, -1):  # by index: mypyc does not unpack a tuple of Any (pokerlang.native)
            kind, seat = lines[at][0], lines[at][1]
            if kind == "redeal":
                break
            if kind in ("fold", "out"):
                folded.add(seat)
        return folded

    def folded_to_one(self) -> bool:
        """Whether every other seat dealt in has folded this deal (not merely sat it out)."""
        folded = self.folded()
        return sum(1 for s in self.dealt if s not in folded) == 1

    def plays_on(self) -> bool:
        """Whether steps of this deal follow the step being played (a showdown of 3-5-7's
        three cards: five and seven follow, with the same cards)."""
        following = next(ahead(self.hand.frames), None)
        return following is not None and not isinstance(following[1], EndOfRound)

    def win_leg(self, seat: int) -> None:
        """The seat, alone in, wins a leg; the pot stays."""
        self.legs[seat] += 1
        self.hand.record("leg", seat, count=self.legs[seat])

    def begin(self, street: str | None) -> None:
        """The first deal: everyone who anted is dealt in."""
        self.street = street
        self._deal_in([s for s in range(self.hand.players) if self.hand.live[s]])

    def _deal_in(self, seats: list[int]) -> None:
        hand = self.hand
        self.count += 1
        self.dealt = seats
        self.settled = False
        hand.effect(NewDeal(live=tuple([s in seats for s in range(hand.players)])))  # no showdown yet
        body = [(self.street, a) for a in self.repeat.body] + [(self.street, EndOfRound(self.repeat))]
        hand.effect(StepsAhead(steps=tuple(body)))

    def end_of_round(self) -> None:
        """After the repeated steps: the game is over, or everything is dealt again."""
        hand = self.hand
        if not self.settled:
            self._settle_without_showdown()
        if not self.ended and self.count >= self.limit:
            # Where the folded stay out, only the players still in share the last pot.
            stay_out = self.thrown is not None and self.thrown.folded_stay_out
            self._split([s for s in self.dealt if hand.live[s] or not stay_out], "last deal")
        if self.ended:
            self._finish()
            return
        # A deal thrown in is dealt again to every seat dealt into it (one all in on its
        # antes has its stake in the pot), or, ``folded stay out``, to those still in;
        # otherwise to every seat with chips.
        thrown, order = self.thrown, hand.seating.from_left_of_button()
        if thrown and thrown.folded_stay_out:
            seats = [s for s in order if hand.live[s]]
        else:
            seats = [s for s in order if hand.chips.stacks[s] > 0 or (thrown and s in self.dealt)]
        if len(seats) < 2:
            self._split(seats or list(hand.seating.from_left_of_button()), "last seat with chips")
            self._finish()
            return
        if thrown:  # a deal opened and thrown in after (trips to win): its openers are shown first
            show_openers(hand)
        self._gather()
        hand.record("redeal", None, count=self.count + 1)
        if thrown:
            self.thrown = None
            self.thrown_in += 1
            ante = ante_size(hand) if thrown.ante_again else 0
            for seat in seats if ante > 0 else ():
                if hand.chips.stacks[seat] > 0:
                    paid = hand.chips.ante(seat, ante)
                    hand.record("ante", seat, amount=paid, all_in=hand.chips.stacks[seat] == 0)
        self._deal_in(sorted(seats))

    def _gather(self) -> None:
        """All cards come back; the deck is shuffled again (or stacked: ``new_hand``'s
        ``redeal_decks``)."""
        hand = self.hand
        zones = hand.zones
        dealt = tuple(dealt_so_far(hand))  # before they come back
        for key in zones.held:
            zones.held[key] = []
        for name in zones.table:
            zones.table[name] = []
        for grid in zones.grids.values():
            grid.clear()
        zones.muck = []
        zones.aside = {}
        stacked = hand.redeal_decks
        zones.earlier_taken, zones.restocked = zones.most_taken(), 0  # the next deal counts its own
        zones.stock = zones.fresh_stock(stacked[0] if stacked else None)
        # The stacked deck used, no card face up, no event gone off; the deal kept for a resample.
        hand.effect(CardsGathered(dealt=dealt, actions=len(hand.actions), deck=tuple(reversed(zones.stock))))

    # ---- a deal's showdown (settled by ``engine.showdown``, as any showdown) ---------------
    def pots(self) -> list[Pot]:
        """The pots as in any hand: the losers' payments of earlier deals are dead money
        every seat in contests; what each seat staked (antes, bets) makes side pots."""
        chips = self.hand.chips
        return make_pots(chips.committed, self.hand.live, chips.dead)

    def after_showdown(self, results: list[PotResult], shown: Iterable[ShownHand]) -> None:
        """A pot taken by a player alone in (``until one in``) ends the game; so does a
        player's last leg (``until a player has N legs``): that player takes the pot, and
        the rest of the deal is not played. Otherwise, where the deal plays on, every seat
        dealt in with chips that has not folded is in again, for the next declaration."""
        hand, until = self.hand, self.repeat.until
        self.settled = True
        self.results.extend(results)
        self.shown = tuple(shown)
        if isinstance(until, Legs):
            champions = [s for s in range(hand.players) if self.legs[s] >= until.count]
            if champions:
                self.shown = ()  # the pot goes to the legs, not to a hand shown
                self._split(champions, "legs")
                self.skip_deal()
                return
        else:
            self.ended = bool(results) and holds(hand, until)
        if not self.ended and self.plays_on():
            self.settled = False  # what follows is settled again: a later showdown, or folds to one
            folded = self.folded()
            live = [s in self.dealt and s not in folded and hand.chips.stacks[s] > 0 for s in range(hand.players)]
            hand.effect(SeatsIn(live=tuple(live)))

    def carry(self, stayed: list[Pot]) -> None:
        """After a deal's showdown, what was paid out is gone and every pot that stays is
        carried to the next deal as dead money, which every seat dealt in contests whatever
        it staked before (each pot's chips credited to its contenders, or to those who paid in)."""
        chips, players = self.hand.chips, self.hand.players
        payers = [s for s in range(players) if chips.committed[s] > 0]
        chips.committed = [0] * players
        chips.dead = [0] * players
        for pot in stayed:
            for seat, amount in split(pot.amount, list(pot.eligible) or payers).items():
                chips.committed[seat] += amount
                chips.dead[seat] += amount

    def pay(self, payment: Payment, losers: list[int], winners: list[int], pot: int, showdown: Showdown) -> None:
        """The losers of a deal's showdown pay: each ``pots`` times the pot; or the worst
        hands (under the first share; no hand is the worst) share paying it. A seat short
        of chips pays all it has: dead money every seat in the next deal contests; or,
        ``to_winners``, the best hands' (``winners``) own, split among them."""
        step = showdown.step
        if payment.worst:
            share = step.shares[0]
            bottom = min(showdown.strength(share, s) for s in losers)
            bills = split(payment.pots * pot, [s for s in losers if showdown.strength(share, s) == bottom])
        else:
            bills = dict.fromkeys(losers, payment.pots * pot)
        if payment.to_winners:
            self._pay_winners(bills, winners)
            return
        chips = self.hand.chips
        paid: dict[int, int] = {}
        for seat, amount in bills.items():
            paid[seat] = chips.pay_in(seat, amount)
            self.hand.record("match", seat, amount=paid[seat], all_in=chips.stacks[seat] == 0)
        if step.pot.cap is not None:
            self.cap(step.pot.cap, paid)

    def _pay_winners(self, bills: dict[int, int], winners: list[int]) -> None:
        """Each bill paid from the loser's stack to the winners' (as much as it has)."""
        chips = self.hand.chips
        for seat, amount in bills.items():
            paid = min(amount, chips.stacks[seat])
            chips.stacks[seat] -= paid
            self.hand.record("pay-winner", seat, amount=paid, all_in=chips.stacks[seat] == 0)
            for winner, share in split(paid, winners).items():
                chips.pay(winner, share)
                self.hand.record("collect", winner, amount=share)

    def cap(self, antes: int, paid: dict[int, int]) -> None:
        """Chips above a pot of ``antes`` antes are set aside, taken evenly from what this
        deal's payers paid."""
        chips = self.hand.chips
        if self.ante <= 0:
            return
        over = chips.in_pot - antes * self.ante
        if over <= 0:
            return
        self.hand.record("set-aside", None, amount=over)
        for seat, took in chips.take_out(over, list(paid), paid=False).items():
            self.set_aside[seat] += took

    def _win(self, seats: list[int], pot: int, name: str) -> None:
        """The pot split among ``seats`` with no showdown: the game ends without one."""
        chips = self.hand.chips
        chips.committed = [0] * self.hand.players
        chips.dead = [0] * self.hand.players
        winners = []
        for seat, amount in (split(pot, seats) if seats else {}).items():
            chips.pay(seat, amount)
            self.hand.record("win", seat, amount=amount, option=name)
            winners.append(Winner(seat=seat, amount=amount))
        self.results.append(
            PotResult(
                amount=pot, eligible=tuple(seats), shares=(ShareResult(name=name, amount=pot, winners=tuple(winners)),)
            )
        )

    def _split(self, seats: list[int], why: str) -> None:
        self._win(seats, self.hand.chips.in_pot, why)
        self.ended = True

    def _settle_without_showdown(self) -> None:
        ins = [s for s in self.hand.seating.from_left_of_button() if self.hand.live[s]]
        if len(ins) == 1 and isinstance(self.repeat.until, Legs):
            self.win_leg(ins[0])  # the others folded: alone in, a leg, as at a showdown
            if self.legs[ins[0]] >= self.repeat.until.count:
                self._split(ins, "legs")
        elif len(ins) == 1:
            self._win(ins, self.hand.chips.in_pot, "uncontested")
            self.ended = True

    def _finish(self) -> None:
        hand = self.hand
        for seat, amount in enumerate(self.set_aside):
            if amount:
                hand.chips.pay(seat, amount)
                hand.record("set-aside-back", seat, amount=amount)
        self.set_aside = [0] * hand.players
        close(hand, self.results, showdown=bool(self.shown), shown=self.shown)
