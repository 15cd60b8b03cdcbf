"""A pairwise showdown (``ir.pot.Pairwise``): no pot, but every pair of seats in settles
each share between themselves, in units (Chinese poker: each row against the same row
of every other player).

* For each pair and each share, the better hand wins one unit from the worse; equal
  hands (or two seats with no hand) settle nothing. The two seats' rows are netted: one
  seat of the pair pays the other the difference.
* A seat that wins every share against one opponent scoops it: ``scoop`` units more,
  or (``scoop_doubles``) twice what the shares made.
* ``foul``: a seat whose hands are not each at least as good as the next one's
  (``hands.across``) is fouled. It loses every share to every seat not fouled, and is
  scooped by it; two fouled seats settle nothing.
* ``royalties``: a seat whose set is not fouled earns, from every other seat in, the
  units its hands earn row by row (a back straight 2 ...); the pair's royalties are
  netted with the shares: a seat that wins the rows may still pay the difference.
* A unit is ``unit`` big blinds of the table. Chips are conserved: a seat pays at most
  the chips it had when the hands were shown (winnings of the same showdown do not pay
  its debts). A seat that owes more than it has pays it all, shared among the seats it
  owes pro rata, the odd chips one each to the largest remainders, then from the
  dealer's left.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from pokerlang.engine.result import Settlement
from pokerlang.hands.across import at_least, reading

if TYPE_CHECKING:
    from pokerlang.engine.showdown import Showdown
    from pokerlang.ir.pot import Pairwise

# payer, payee, units, shares won, scoop, fouled, royalty units (the payee's less the
# payer's), shares the payer won back
Debt = tuple[int, int, int, tuple[str, ...], bool, bool, int, tuple[str, ...]]


def settle_pairwise(showdown: Showdown) -> tuple[Settlement, ...]:
    """Pays what each pair of seats owes each other (stacks changed, lines logged)."""
    hand, step = showdown.hand, showdown.step
    rule = step.pairwise
    assert rule is not None  # (only a pairwise showdown comes here)
    seats = list(showdown.live)  # from the dealer's left
    fouled = {s for s in seats if _fouled(showdown, rule, s)}
    earned = {s: 0 if s in fouled else _royalties(showdown, rule, s) for s in seats}
    debts = [
        d for i, a in enumerate(seats) for b in seats[i + 1 :] if (d := _between(showdown, rule, a, b, fouled, earned))
    ]
    unit = rule.unit * hand.stakes.big_blind
    paid = _pay(debts, unit, hand.chips.stacks, seats)
    settled = []
    for (payer, payee, units, won, scoop, was_fouled, royalty, lost), amount in zip(debts, paid):
        hand.chips.stacks[payer] -= amount
        hand.chips.stacks[payee] += amount
        done = Settlement(
            payer=payer,
            payee=payee,
            amount=amount,
            units=units,
            shares=won,
            scoop=scoop,
            fouled=was_fouled,
            royalty=royalty,
            lost=lost,
        )
        # Two lines, as a table says it: who pays, then who wins and why.
        hand.record("pay", payer, amount=amount, all_in=hand.chips.stacks[payer] == 0)
        hand.record("win", payee, amount=amount, option=done.why())
        settled.append(done)
    return tuple(settled)


def _fouled(showdown: Showdown, rule: Pairwise, seat: int) -> bool:
    shares = [showdown.by_name[n] for n in rule.foul]
    for better, worse in pairwise(shares):
        if not at_least(better.ranking, showdown.strength(better, seat), worse.ranking, showdown.strength(worse, seat)):
            return True
    return False


def _royalties(showdown: Showdown, rule: Pairwise, seat: int) -> int:
    """The royalty units the seat's hands earn, row by row (its set not fouled)."""
    units = 0
    for royalty in rule.royalties:
        share = showdown.by_name[royalty.share]
        value = showdown.strength(share, seat)
        if value:
            category, ranks = reading(share.ranking, value)
            units += royalty.units(category, ranks[0] if ranks else -1)
    return units


def _between(
    showdown: Showdown, rule: Pairwise, a: int, b: int, fouled: set[int], earned: dict[int, int]
) -> Debt | None:
    """What one seat of the pair owes the other: None when they are even."""
    if a in fouled and b in fouled:
        return None
    names = showdown.names
    won: dict[int, list[str]] = {a: [], b: []}
    if a in fouled or b in fouled:
        won[b if a in fouled else a] = list(names)
    else:
        for share in showdown.step.shares:
            x, y = showdown.strength(share, a), showdown.strength(share, b)
            if x != y:
                won[a if x > y else b].append(share.name)
    rows = len(won[a]) - len(won[b])
    scooped = next((s for s in (a, b) if len(won[s]) == len(names)), None)
    if scooped is not None:
        bonus = abs(rows) if rule.scoop_doubles else rule.scoop
        rows += bonus if scooped == a else -bonus
    net = rows + earned[a] - earned[b]
    if not net:
        return None
    payee, payer = (a, b) if net > 0 else (b, a)
    won_back = tuple(won[payer])
    return (
        payer,
        payee,
        abs(net),
        tuple(won[payee]),
        scooped == payee,
        payer in fouled,
        earned[payee] - earned[payer],
        won_back,
    )


def _pay(debts: list[Debt], unit: int, stacks: list[int], seats: list[int]) -> list[int]:
    """The chips paid for each debt: in full, or the payer's stack shared pro rata."""
    owed = [d[2] * unit for d in debts]
    paid = list(owed)
    for payer in seats:
        mine = [i for i, d in enumerate(debts) if d[0] == payer]
        total = sum(owed[i] for i in mine)
        have = stacks[payer]
        if total <= have:
            continue
        shares = {i: owed[i] * have // total for i in mine}
        rest = have - sum(shares.values())
        by_remainder = sorted(mine, key=lambda i: (-(owed[i] * have % total), seats.index(debts[i][1])))
        for i in by_remainder[:rest]:
            shares[i] += 1
        for i in mine:
            paid[i] = shares[i]
    return paid
