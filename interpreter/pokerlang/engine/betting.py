"""One betting round: who acts, what each may bet, and when the round is over.

The rules, in the words of a card room:

* Action goes clockwise from the opener, skipping folded and all-in seats.
* The round ends when every seat that can still bet has acted and matched the highest
  bet (or is all in). The big blind has acted only once it acts voluntarily: posting is
  not acting, so it gets its option.
* No-limit and pot-limit: the smallest bet is the big blind; a raise is at least the
  size of the largest bet or raise of the round so far. Pot-limit: at most the pot
  after calling. Fixed-limit: bets and raises are exactly the small or big bet, and a
  round allows at most ``cap`` of them (the big blind counts as the first), unless only
  two players who are not all in are left before the raising is capped: heads-up,
  raises are unlimited (Robert's Rules; a table may turn this off; a game for two
  players alone, or a cap of one bet, keeps its cap, which is then its own rule; the
  file may say either way: ``cap 4 even heads-up``, ``cap 4 except heads-up``).
* Fixed-limit, an all-in bet or raise of at least half a bet is treated as a full one:
  it reopens the betting, and over such a bet the next player may call or make a full
  raise on top of it (Robert's Rules, TDA). Less than half a bet reopens nothing.
* Spread-limit: every bet and raise is from the small bet to the big bet (a "1-5
  spread"; to the biggest bet on a ``bet biggest`` round: "1-5, 10 on the end"), and a
  raise is at least the largest bet or raise of the round so far, as
  in no-limit; the smallest bet is the small bet (the big blind unless stated).
* A seat may always go all in for less. An all-in raise smaller than a full raise does
  not reopen the betting: a seat that has already acted may then only call or fold,
  unless the raises since it last acted add up to a full raise.
* All in or fold (push or fold): every bet or raise is the seat's whole stack; a seat
  may fold, check when nothing is owed, or call a push (a bet made all in, for less when
  it covers less), but never just call the blinds: no limp. A push is a live bet like
  any other: it calls and raises the blinds, the chips beyond what anyone can match are
  returned, and side pots are made as usual.
* A bring-in: the forced seat posts the bring-in or completes to the small bet; the
  bring-in is a bet the others call, complete or fold to.
* ``fold only when facing a bet``: no folding while there is nothing to call.
"""

from __future__ import annotations

import copy
import functools
import math
from typing import TYPE_CHECKING

from pokerlang.ir import game as ir
from pokerlang.codec.actions import Bet, Call, Check, Complete, Fold, PostBringIn, Raise
from pokerlang.codec.options import BetRange, Option, RaiseRange
from pokerlang.engine.fields import fields_of, set_fields
from pokerlang.engine.refusals import refusal
from pokerlang.engine.openers import names_opener, open_with, openers_of, requirement_now

if TYPE_CHECKING:
    from pokerlang.codec.actions import Action
    from pokerlang.engine.hand import Hand

_FOLD, _CHECK = Fold(), Check()  # values: one of each serves every decision
# The action class each range allows (any other option allows its own class alone).
_TAKES: dict[type, type] = {BetRange: Bet, RaiseRange: Raise}
# The option values a round offers, made once for each amount (a call or a raise range is
# offered at most decisions, and the amounts a table sees are few): values can be shared.
_call = functools.lru_cache(maxsize=4096)(Call)
_bet_range = functools.lru_cache(maxsize=4096)(BetRange)
_raise_range = functools.lru_cache(maxsize=4096)(RaiseRange)
_WORDS: dict[type, str] = {Bet: "bet", Raise: "raise", Complete: "complete"}  # a raise's log line


class BettingRound:
    def __init__(self, hand: Hand | None = None, step: ir.Bet | None = None, *, blinds_live: bool = False):
        if hand is None or step is None:
            return  # blank, for a copy to fill (``engine.fields``)
        self.hand = hand
        self.step = step
        chips = hand.chips
        stakes = hand.stakes
        self.limit = step.limit or hand.game.betting.limit
        # A round of its own structure (`bet no-limit`) has no cap on its raises.
        self.cap = None if step.limit else stakes.cap if stakes.cap is not None else hand.game.betting.cap
        self.capped = False  # the cap was reached with three or more in
        # What a seat that owes nothing may do before any bet: the same at every such decision.
        self._unowed = (_CHECK,) if hand.game.fold_only_facing_bet else (_FOLD, _CHECK)
        self.half_bet_full = False  # a short all-in bet of half a bet or more stands
        size = step.size
        self.unit = (  # fixed-limit: the size of every bet and raise
            stakes.small if size in ("small", "small-or-big") else stakes.big if size == "big" else stakes.biggest
        )
        # `bet small or big`: the bettor may bet or raise the big bet instead, and once one
        # does, every raise is big (Robert's Rules, stud's open pair on fourth street)
        self.upper = stakes.big if size == "small-or-big" and stakes.big > stakes.small else None
        self.opening = self.unit if self.limit == "fixed-limit" else stakes.big_blind
        if self.limit == "spread":  # from the small bet to the round's largest (the big bet, or the biggest)
            self.opening = stakes.small
            self.top = stakes.biggest if size == "biggest" else stakes.big
        self.current = max(chips.bets)  # blinds carried in are bets to call
        # The largest full bet or raise so far: a straddle carried in raises it.
        self.min_raise = max(self.opening, self.current) if blinds_live else self.opening
        self.bets_made = 1 if blinds_live and self.current > 0 else 0
        self.acted_at: dict[int, int] = {}  # seat -> the bet it had matched when it last acted
        self.full_level = self.current  # the bet at the last full bet or raise
        self.last_aggressor: int | None = None
        self.forced: int | None = None  # the seat that must bring in
        self.brought_in = False  # the bring-in is the bet to call
        self.to_act: int | None = None
        self._options: list[Option] | None = None  # the options of the seat to act, once worked out
        # `betting pot-limit { half: ... }`: the bets and raises by name (no-limit and pot-limit rounds)
        self.sizes = hand.game.betting.sizes if self.limit in ("no-limit", "pot-limit") else ()
        self._openers: dict[int, bool] = {}  # seat -> whether it holds openers (a requirement)
        self._start(step)

    def __deepcopy__(self, memo: dict[int, object]) -> BettingRound:
        """For ``State.copy``: the copied hand (already in ``memo``), the seats that have
        acted and which hold openers; every other field is a number, a flag, a frozen IR
        step or the options worked out (a list of frozen values, never changed: the
        copy's chips are the same, so its options are too)."""
        twin = BettingRound.__new__(BettingRound)
        memo[id(self)] = twin
        set_fields(twin, fields_of(self))
        twin.hand = copy.deepcopy(self.hand, memo)
        twin.acted_at = dict(self.acted_at)
        twin._openers = dict(self._openers)
        return twin

    def cards_renamed(self) -> None:
        """The hand's cards were given other names (a look-ahead's guess, ``engine.lookahead
        .relabel``): what the round worked out from them, who holds openers and so the
        options, is worked out again (nothing else of a round depends on the cards)."""
        if self._openers:
            self._openers = {}
            self._options = None

    @staticmethod
    def idle(hand: Hand, step: ir.Bet) -> bool:
        """Whether a round of ``step`` would have nobody to act: at most one seat can still
        bet and it owes nothing (the streets after an all-in), and no bring-in is due.
        Such a round is skipped rather than opened and closed."""
        if step.bring_in:
            return False
        live, stacks, bets = hand.live, hand.chips.stacks, hand.chips.bets
        current = max(bets)
        able = 0
        for seat in range(hand.players):
            if live[seat] and stacks[seat] > 0:
                if bets[seat] < current:
                    return False
                able += 1
        return able <= 1

    @staticmethod
    def square(hand: Hand, step: ir.Bet) -> bool:
        """Whether a round of ``step`` opens with nothing owed and no bring-in due: played by
        seats that check when nothing is owed, it would end as it began, with nobody the
        aggressor, no chip moved and no card seen (only its log's checks would differ)."""
        return step.bring_in is None and not step.or_drop and not any(hand.chips.bets)

    # ---- who acts -------------------------------------------------------------------------
    def _start(self, step: ir.Bet) -> None:
        hand = self.hand
        bring_in_seat = hand.opener_seat(step.bring_in) if step.bring_in else None
        if bring_in_seat is not None and step.bring_in is not None and step.bring_in.kind == "after":
            # A seat named by place is where the search starts, as for the first to act: the
            # first from it still in with chips brings in (a folded seat posts nothing).
            bring_in_seat = hand.seating.first(bring_in_seat, self._can_bet)
        if bring_in_seat is not None and hand.stakes.bring_in > 0 and self.current == 0:
            self.forced = bring_in_seat
            self.to_act = bring_in_seat if self._can_bet(bring_in_seat) else None
            if self.to_act is not None:
                return
            self.forced = None
        first = step.first
        if first.kind == "after" and first.seat == "bring-in":
            # No bring-in is posted (the table plays without one, or that seat is all in):
            # the seat that would have brought in simply acts first.
            start = bring_in_seat if bring_in_seat is not None else hand.seating.left_of(hand.seating.button)
        else:
            start = hand.opener_seat(first)
        self.to_act = self._next_from(start)

    def _can_bet(self, seat: int) -> bool:
        return self.hand.live[seat] and self.hand.chips.stacks[seat] > 0

    def _next_from(self, start: int) -> int | None:
        """The first seat from ``start`` on (itself included) that must act: one that can
        still bet and owes chips, or has not acted yet and has someone to bet against.
        Written out as one loop: this runs after every action of every hand."""
        hand = self.hand
        live = hand.live
        if sum(live) <= 1:
            return None
        stacks, bets, acted, current = hand.chips.stacks, hand.chips.bets, self.acted_at, self.current
        players = hand.players
        able = None  # how many seats can still bet, counted when first needed
        for i in range(players):
            seat = (start + i) % players
            if not (live[seat] and stacks[seat] > 0):
                continue
            if bets[seat] < current:
                return seat
            if seat in acted:
                continue
            # Everyone else all in and nothing owed: nobody to bet against. This seat can
            # bet, so another can if two can.
            if able is None:
                able = len([s for s in range(players) if live[s] and stacks[s] > 0])
            if able > 1:
                return seat
        return None

    # ---- what may be done ---------------------------------------------------------------
    def legal(self) -> list[Option]:
        # Asked for twice a decision (by the seat, then by ``apply``): worked out once
        # (``_cached``, written out: asked at every decision).
        options = self._options
        if options is None:
            assert self.to_act is not None  # asked only while a seat is to act
            options = self._options = self._legal(self.to_act)
        return list(options)

    def _cached(self) -> list[Option]:
        """The options of the seat to act, worked out once (the list is not to be changed):
        nothing changes a round's chips or its seat to act but ``apply``, which forgets them."""
        options = self._options
        if options is None:
            assert self.to_act is not None  # asked only while a seat is to act
            options = self._options = self._legal(self.to_act)
        return options

    def _legal(self, seat: int) -> list[Option]:
        chips, stakes = self.hand.chips, self.hand.stakes
        stack, mine = chips.stacks[seat], chips.bets[seat]
        options: list[Option]
        if self.forced == seat:
            if self.limit == "fixed-limit" and stakes.bring_in >= self.opening:
                # a bring-in of a whole bet is the opening bet itself: one option, the first bet of the cap
                return [self._open_option(seat)]
            options = [PostBringIn(min(stakes.bring_in, stack))]
            if stack > stakes.bring_in:
                options.append(self._open_option(seat))
            return options
        current = self.current
        owed = current - mine
        if owed > 0:
            options = [_FOLD]
            if self.limit != "all-in" or self._push_to_call():
                options.append(_call(min(owed, stack)))
        elif current == 0 and self.step.or_drop:
            options = [_FOLD]  # `bet or drop`: before a bet, no check
        else:
            options = list(self._unowed)
        # ``_may_raise``, written out: this runs at every decision of every hand. Below the
        # cap (most decisions) ``_capped`` need not be asked.
        cap = self.cap
        if stack + mine > current and (cap is None or self.bets_made < cap or not self._capped()):
            faced = self.acted_at.get(seat)
            # Not if only a short all-in came since it acted: the betting is not reopened.
            if faced is None or faced < self.full_level or current - faced >= self.min_raise:
                if self.sizes and (current > 0 or self._may_open(seat)):
                    options += self._sized_options(seat)
                elif current > 0:
                    options.append(self._raise_option(seat))
                elif self._may_open(seat):
                    options.append(self._open_option(seat))
                if self.upper is not None and self.unit < self.upper and (current > 0 or self._may_open(seat)):
                    self._big_option(seat, options)
        return options

    def _big_option(self, seat: int, options: list[Option]) -> None:
        """`bet small or big`: the big bet or raise beside the small one, where the seat
        has chips beyond the small one (short of them, the small one is its all in)."""
        chips = self.hand.chips
        most = chips.stacks[seat] + chips.bets[seat]
        small = options[-1]
        if not isinstance(small, (BetRange, RaiseRange)) or small.max >= most:
            return  # a completion over a bring-in, or the small one already takes every chip
        to = min(self.current + self.upper, most) if self.upper is not None else most
        options.append(_raise_range(to, to) if self.current > 0 else _bet_range(to, to))

    def _sized_options(self, seat: int) -> list[Option]:
        """`betting pot-limit { half: ... }`: a bet or raise of each size, in the order named
        (a bet puts in the size; a raise adds it over the call): the least bet or raise at
        least, at most the pot (pot-limit) and all the seat has; sizes that come to the same
        amount are one option."""
        chips = self.hand.chips
        most = chips.stacks[seat] + chips.bets[seat]
        current = self.current
        least = min(current + self.min_raise if current > 0 else self.opening, most)
        high = most if self.limit == "no-limit" else min(most, self._ceiling(seat))
        amounts: dict[int, None] = {}
        for _, size in self.sizes:
            by = math.floor(self.hand.amount_for(size, seat))
            amounts[min(max(current + by, least), max(least, high))] = None
        make = _raise_range if current > 0 else _bet_range
        return [make(to, to) for to in amounts]

    def _push_to_call(self) -> bool:
        """All in or fold: whether the bet to call was made all in (a push, or a blind that
        took a seat's last chip), the one bet such a round lets a seat call."""
        chips, live, current = self.hand.chips, self.hand.live, self.current
        return any(live[s] and chips.bets[s] == current and chips.stacks[s] == 0 for s in range(self.hand.players))

    def _may_open(self, seat: int) -> bool:
        """An opening requirement (``engine.openers``): only a seat with openers may bet first."""
        if self.step.openers is None:
            return True
        if seat not in self._openers:  # a hand does not change within a betting round
            self._openers[seat] = openers_of(self.hand, requirement_now(self.hand, self.step), seat) is not None
        return self._openers[seat]

    def _may_raise(self, seat: int) -> bool:
        chips = self.hand.chips
        if chips.stacks[seat] + chips.bets[seat] <= self.current:
            return False  # calling takes every chip
        if self.cap is not None and self._capped():
            return False
        faced = self.acted_at.get(seat)
        # Not if only a short all-in came since it acted: the betting is not reopened.
        return not (faced is not None and faced >= self.full_level and self.current - faced < self.min_raise)

    def _capped(self) -> bool:
        if self.cap is None or self.bets_made < self.cap:
            return False
        if self.capped or self._kept_heads_up():
            return True
        hand = self.hand
        contenders = sum(1 for s in range(hand.players) if hand.live[s] and hand.chips.stacks[s] > 0)
        if contenders > 2:
            self.capped = True  # once capped, a fold down to two does not uncap the round
        return self.capped

    def _kept_heads_up(self) -> bool:
        """Whether the cap holds with two players left: the table's ``--cap-heads-up``, or
        the game's rule (``Game.cap_holds_heads_up``)."""
        return not self.hand.stakes.heads_up_uncapped or self.hand.game.cap_holds_heads_up(self.cap)

    def _open_option(self, seat: int) -> Complete | BetRange:
        chips = self.hand.chips
        most = chips.stacks[seat] + chips.bets[seat]
        if self.limit == "fixed-limit":
            low = high = min(self.opening, most)
            if self.forced == seat:
                return Complete(low)
        elif self.limit == "all-in":  # every bet is the whole stack
            low = high = most
        else:
            low = min(self.opening, most)
            high = most if self.limit == "no-limit" else min(most, self._ceiling(seat))
        return _bet_range(low, max(low, high))

    def _raise_option(self, seat: int) -> Complete | RaiseRange:
        chips = self.hand.chips
        most = chips.stacks[seat] + chips.bets[seat]
        if self.limit == "fixed-limit":
            below = self.current < self.unit and not self.half_bet_full
            to = self.unit if below else self.current + self.unit
            if below:  # over a bring-in or a short all-in: complete to the full bet
                return Complete(min(to, most))
            return _raise_range(min(to, most), min(to, most))
        low = most if self.limit == "all-in" else min(self.current + self.min_raise, most)
        high = most if self.limit in ("no-limit", "all-in") else min(most, self._ceiling(seat))
        return _raise_range(low, max(low, high))

    def _ceiling(self, seat: int) -> int:
        """The most a bet or raise may make it: a pot-sized raise, or (spread) the big bet
        on top of the bet to call."""
        if self.limit == "spread":
            return self.current + self.top
        return self._pot_limit(seat)

    def _pot_limit(self, seat: int) -> int:
        """A pot-sized raise: call first, then raise by everything then in the pot."""
        chips = self.hand.chips
        owed = self.current - chips.bets[seat]
        return self.current + chips.in_pot + owed

    # ---- doing it -----------------------------------------------------------------------
    def apply(self, action: object) -> None:
        seat = self.to_act
        assert seat is not None  # State.apply asks only while a seat is to act
        options = self._options or self._cached()
        kind = type(action)
        for option in options:
            if option is action:  # a fixed option is its own action
                break
            # An option allows actions of one class only: the others are not asked.
            if _TAKES.get(type(option), type(option)) is kind and option.allows(action):
                break
        else:
            raise refusal(self, seat, action, list(options))
        self._act(seat, action, option)

    def check_or_call_round(self, actions: list[tuple[int, Action]]) -> int:
        """Every seat to act checks, or calls what it owes, in turn, without its options
        worked out, until nobody is to act or a seat must bring in (or, all in or fold, has
        blinds to push over or fold to, with nothing it may call): how many acted, each
        (seat, action) appended to ``actions`` (the hand's)."""
        chips = self.hand.chips
        done = 0
        seat = self.to_act
        while seat is not None and self.forced != seat:
            owed = self.current - chips.bets[seat]
            if owed > 0 and self.limit == "all-in" and not self._push_to_call():
                break  # no limp: a blind is pushed over or folded to, so this seat has no call
            if self.current == 0 and self.step.or_drop:
                break  # bet or drop: nothing to check
            action = _CHECK if owed <= 0 else _call(min(owed, chips.stacks[seat]))  # the option _legal offers
            self._act(seat, action, action)
            actions.append((seat, action))
            done += 1
            seat = self.to_act
        return done

    def _act(self, seat: int, action: object, option: Option) -> None:
        """Carry out an action its option allows."""
        kind = type(action)
        chips = self.hand.chips
        if kind is Fold:
            self.hand.fold(seat)
        elif kind is Check:
            self.hand.record("check", seat)
        elif kind is Call:
            assert isinstance(option, Call) and option.amount is not None  # the call offered: Call(owed)
            added = chips.bet(seat, option.amount)
            self.hand.record("call", seat, amount=added, all_in=chips.stacks[seat] == 0)
        elif kind is PostBringIn:
            assert isinstance(option, PostBringIn) and option.amount is not None  # the bring-in offered
            added = chips.bet(seat, option.amount)
            self.current = chips.bets[seat]
            # Completing is the first full bet; a bring-in of a whole bet or more (no-limit,
            # pot-limit) is one, and a raise over it is by a bet at least.
            self.min_raise = self.opening - self.current if self.current < self.opening else self.opening
            self.forced = None
            self.brought_in = True
            self.hand.record("bring-in", seat, amount=added, all_in=chips.stacks[seat] == 0)
        else:  # Bet, Raise, Complete: the seat's bet becomes the amount
            assert isinstance(action, (Bet, Raise, Complete))  # what the options left allow
            to = option.amount if isinstance(option, Complete) else action.amount
            assert to is not None  # a completion offered names its amount; a bet or raise, its own
            self._raise_to(seat, to, type(action))
        self.acted_at[seat] = chips.bets[seat] if kind is not Fold else self.current
        self._options = None
        self.to_act = self._next_from((seat + 1) % self.hand.players)  # from the seat on its left

    def _raise_to(self, seat: int, to: int, kind: type[Bet | Raise | Complete]) -> None:
        chips = self.hand.chips
        increase = to - self.current
        was_forced = self.forced == seat
        self.forced = None
        if self.current == 0 and self.step.openers is not None:
            open_with(self.hand, requirement_now(self.hand, self.step), seat)  # kept, to be shown at the end
        elif self.current == 0 and self.hand.openers is None and names_opener(self.hand.game):
            open_with(self.hand, None, seat)  # the deal's first bet, no requirement: `first opener` names its maker
        chips.bet(seat, to - chips.bets[seat])
        if self.limit == "fixed-limit":
            below = self.current < self.unit and not self.half_bet_full
            full = to >= (self.unit if below else self.current + self.unit)
            if not full and chips.stacks[seat] == 0 and 2 * increase >= self.unit:
                full = True  # an all-in of at least half a bet counts as a full bet or raise
                self.half_bet_full = True
            if full:
                self.min_raise = self.unit
            if self.upper is not None and increase >= self.upper:  # a big bet or raise: raises are big now
                self.unit = self.min_raise = self.upper
        elif self.current == 0:
            full = to >= self.opening
            if full:
                self.min_raise = to
        elif self.current < self.opening and self.brought_in:
            # Over a bring-in, completing to the small bet is the first full bet, and a
            # raise beyond it is measured from the completion.
            full = to >= self.opening
            if full:
                self.min_raise = max(self.opening, to - self.opening)
        else:
            full = increase >= self.min_raise
            if full:
                self.min_raise = increase
        if full:
            self.bets_made += 1
            self.full_level = to
        self.current = max(self.current, to)
        self.last_aggressor = seat
        word = _WORDS[kind]
        if was_forced and kind is Bet and self.limit not in ("no-limit", "pot-limit"):
            word = "complete"  # up to the small bet; at pot-limit (stud) the bring-in's player simply bets
        elif was_forced and kind is Complete and self.hand.stakes.bring_in >= self.opening:
            word = "bet"  # a bring-in of a whole bet is the opening bet: nothing was there to complete
        self.hand.record(word, seat, amount=to, all_in=chips.stacks[seat] == 0)
