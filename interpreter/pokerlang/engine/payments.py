"""Payments (``ir.expr.Pay``): chips from seats, the pot or the house to seats, the pot
or the house, under table stakes.

* A ``pay`` step during the hand: each payer's chips go to the payee at once (into the
  pot: dead money for the main pot, as a seat matching the pot pays it; out of the pot:
  taken evenly from what the seats put in, never from bets still in front of them).
* ``when hand ends``: payments out of the pot are taken once the last bet is in and
  before the pot is divided (``from_pot``: a rake); the others after, when the winners
  are known (``after_division``: bounties).

Each payee seat is paid in turn from the dealer's left; the amount and the condition are
asked for that seat (``Scene.seat``), and each payer pays it the amount rounded down to
whole chips, at most what it has left (table stakes). A pool is read as it stood before
the payments began (a step's, or those of the hand's end after the division), as the pot
is: `pay 50% of jackpot from jackpot to losers` then `pay 25% of jackpot ...` are halves
and quarters of one jackpot. Paying the pot or the house, the
amount and the condition are asked for each seat paying. What the house takes or gives
counts in ``HandResult.bank``, so ``sum(net) + bank == 0`` still."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import attrs

from pokerlang.engine import expr as ev
from pokerlang.engine.pots import Pot
from pokerlang.engine.result import Payment, PotResult
from pokerlang.engine.conditions import holds_for
from pokerlang.engine.expr import seats
from pokerlang.engine.tallies import tally_step
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.engine.effects import EndingScene, Paid

NO_SCENE = EndingScene(scene=None)  # the hand's end has paid

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def pay_now(hand: Hand, pay: e.Pay) -> None:
    """A ``pay`` step during the hand."""
    scene = ev.scene_of(hand)
    if pay.pool is not None:
        scene = attrs.evolve(scene, pools=_pools(hand, [pay]))
    _pay(hand, pay, scene, pot=None)


def _pools(hand: Hand, pays: Sequence[object]) -> tuple[tuple[str, int], ...]:
    """The pools these payments pay or are paid from, as they stand now."""
    names = dict.fromkeys(p.pool for p in pays if isinstance(p, e.Pay) and p.pool is not None)
    return tuple((name, hand.tallies[name][0]) for name in names)


def from_pot(hand: Hand, pots: list[Pot]) -> list[Pot]:
    """The hand's end, before the pot is divided: the payments out of it, taken from the
    main pot first, then each side pot in turn. The pots that are left."""
    pays = [p for p in hand.game.endings if isinstance(p, e.Pay) and p.payers in ("pot", "pots")]
    if not pays:
        return pots
    left = [p.amount for p in pots]
    scene = ev.Scene(pot=sum(left), showdown=sum(hand.live) > 1)
    hand.effect(EndingScene(scene=scene))
    try:
        for pay in pays:
            if pay.payers == "pots":  # each pot on its own: `pot` is that pot
                for i in range(len(left)):
                    one = [left[i]]
                    each = attrs.evolve(pay, payers="pot")  # type: ignore[misc]  # frozen_keywords
                    _pay(hand, each, attrs.evolve(scene, pot=left[i]), pot=one)
                    left[i] = one[0]
            else:
                _pay(hand, pay, scene, pot=left)
    finally:
        hand.effect(NO_SCENE)
    return [attrs.evolve(p, amount=a) for p, a in zip(pots, left)]


def after_division(hand: Hand, pots: list[PotResult], showdown: bool, settled: bool = False) -> None:
    """The hand's end, once the pots are divided: the payments between seats (and to or
    from the house), the winners known. ``settled``: the players settled between them
    (a pairwise showdown), so the winners are those who came out ahead."""
    pays = [p for p in hand.game.endings if not isinstance(p, e.Pay) or p.payers not in ("pot", "pots")]
    if not pays:
        return
    stacks, starting = hand.chips.stacks, hand.starting
    winners = frozenset(w.seat for p in pots for s in p.shares for w in s.winners if w.amount > 0)
    if settled:  # no pot: who won is who came out ahead of the others (Pai gow's commission)
        winners |= {s for s in range(hand.players) if stacks[s] > starting[s]}
    # knocked out by this hand: chips when it began, none now that the pot is divided
    # (taken before any payment of the end, so a bounty paid does not change who busted)
    busted = frozenset(s for s in ev.dealt_in(hand) if starting[s] > 0 and stacks[s] == 0)
    scene = ev.Scene(
        pot=sum(p.amount for p in pots),
        winners=winners,
        showdown=showdown,
        busted=busted,
        busters=tuple((s, _busters(pots, s)) for s in sorted(busted)),
        net=tuple([a - b for a, b in zip(stacks, starting)]),  # as divided, before these payments
        pools=_pools(hand, pays),
    )
    hand.effect(EndingScene(scene=scene))
    try:
        for pay in pays:
            if isinstance(pay, e.Pay):
                _pay(hand, pay, scene, pot=None)
            else:  # a tally's step, or a player put out
                tally_step(hand, pay, scene)
    finally:
        hand.effect(NO_SCENE)


def _busters(pots: list[PotResult], seat: int) -> frozenset[int]:
    """Who knocked ``seat`` out: the winners of the last pot it was in (pots nest, so the
    one of fewest players holding it; with several runs, each run's part of it)."""
    theirs = [p for p in pots if seat in p.eligible]
    if not theirs:
        return frozenset()
    last = min(len(p.eligible) for p in theirs)
    return frozenset(
        w.seat for p in theirs if len(p.eligible) == last for s in p.shares for w in s.winners if w.amount > 0
    )


def _pay(hand: Hand, pay: e.Pay, scene: ev.Scene, pot: list[int] | None) -> None:
    with ev.cards_unmoved(hand):  # chips move, cards do not: each player's condition reads the same table
        _pay_each(hand, pay, scene, pot)


def _pay_each(hand: Hand, pay: e.Pay, scene: ev.Scene, pot: list[int] | None) -> None:
    order = _round_the_table(hand)
    # In a block played for one player (a turn, an event), `seat` and that player's zones
    # mean them in the amount and the condition, whoever pays or is paid (`each in turn {
    # pay 1 ante from seat to dealer if strength(hand, high) < ... }`); elsewhere, each
    # player paid (or paying the pot or the house) in turn.
    own = hand.only_seat is not None
    if pay.payees in ("pot", "house"):
        if pay.payers in ("pot", "house"):
            # no player pays: `seat` stays the block's player, if any (a turn's `prem of seat`)
            if _holds(hand, pay, scene):
                _transfer(hand, pay, scene, [pay.payers], pay.payees, pot)
            return
        for seat in [s for s in order if s in seats(hand, pay.payers, None, scene)]:
            here = scene if own else attrs.evolve(scene, seat=seat)
            if _holds(hand, pay, here):
                _transfer(hand, pay, here, [seat], pay.payees, pot)
        return
    for payee in [s for s in order if s in seats(hand, pay.payees, None, scene)]:
        here = scene if own else attrs.evolve(scene, seat=payee)
        if not _holds(hand, pay, here):
            continue
        if pay.payers in ("pot", "house"):
            _transfer(hand, pay, here, [pay.payers], payee, pot)
        else:
            payers = [s for s in order if s != payee and s in seats(hand, pay.payers, payee, scene)]
            _transfer(hand, pay, here, payers, payee, pot)


def _holds(hand: Hand, pay: e.Pay, scene: ev.Scene) -> bool:
    return holds_for(hand, pay.condition, scene)


def _transfer(
    hand: Hand, pay: e.Pay, scene: ev.Scene, payers: Sequence[int | str], payee: int | str, pot: list[int] | None
) -> None:
    amount = math.floor(ev.value(pay.amount, hand, scene))
    if amount <= 0:
        return
    chips = hand.chips
    pool = hand.tallies[pay.pool] if pay.pool is not None else None  # one count: the table's
    for payer in payers:
        if pool is not None and payer == "house":
            amount = min(amount, pool[0])  # a pool pays what it holds
            if amount <= 0:
                return
        if payer == "pot" and pot is None:  # during the hand: from what the seats put in
            paid = sum(chips.take_out(amount).values())
        elif payer == "pot":
            assert pot is not None  # the hand's end: from the pots as they stand
            paid = min(amount, sum(pot))
            _out_of(pot, paid)
        elif payer == "house":
            paid = amount  # the house's bank has no limit
        else:
            assert isinstance(payer, int)
            paid = min(amount, chips.stacks[payer])  # table stakes
            chips.stacks[payer] -= paid
        if paid <= 0:
            continue
        if pool is not None:  # the house holds a pool's chips between hands
            pool[0] += paid if payee == "house" else -paid
        if payee == "pot":
            assert isinstance(payer, int) or payer == "house"
            if isinstance(payer, int):
                chips.stacks[payer] += paid
                chips.pay_in(payer, paid)  # dead money: it stakes no claim
            else:
                chips.dead[0] += paid
                chips.committed[0] += paid
        elif isinstance(payee, int):
            chips.stacks[payee] += paid
        hand.effect(Paid(payment=Payment(payer=payer, payee=payee, amount=paid, pool=pay.pool)))
        # Every payment logged with its other side (a seat, the pot, the house, or a pool:
        # the house holds a pool's chips, named as the pool).
        by, to = (pay.pool if side == "house" and pay.pool else side for side in (payer, payee))
        if isinstance(payer, int):
            hand.record("pay", payer, amount=paid, all_in=chips.stacks[payer] == 0, party=to)
        elif isinstance(payee, int):
            hand.record("paid", payee, amount=paid, party=by)
        else:  # the pot and the house (a rake, a pool's drop): no seat, the payer its zone
            hand.record("pay", None, amount=paid, zone=str(by), party=to)


def _out_of(pot: list[int], amount: int) -> None:
    """Take ``amount`` out of the pots: the main pot first."""
    for i, there in enumerate(pot):
        took = min(there, amount)
        pot[i] -= took
        amount -= took


def _round_the_table(hand: Hand) -> list[int]:
    return list(hand.seating.from_left_of_button())


def house_paid(game: ir.Game) -> bool:
    """Whether the house takes or gives chips in a payment (a rake): the players' returns
    then do not sum to zero."""
    pays = [a for a in (*game.every_action(), *game.endings) if isinstance(a, e.Pay)]
    return any("house" in (p.payers, p.payees) for p in pays)
