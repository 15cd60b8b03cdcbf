"""Chips: stacks, bets in front of the players, and the pots they make.

Chips are whole numbers and are conserved exactly: every chip is either in a stack or
committed to the pot, and at the end every committed chip is paid to someone.

A seat that is all in can win from each other seat only as much as it put in itself,
so the pot is cut into a main pot and side pots at each all-in amount; each pot is
contested only by the live seats that paid into all of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerlang.frozen import frozen_value


class Chips:
    """Every seat's chips in one hand. A plain class, not attrs: its defaults are lists, which
    a compiled class body cannot hold (``pokerlang.native``), and it is on every bet's path."""

    def __init__(
        self,
        stacks: list[int],
        bets: list[int],  # in front of each seat this betting round
        committed: list[int],  # put in this hand: antes, blinds, every bet (the round's too)
        dead: list[int] | None = None,
        paid_out: list[int] | None = None,
    ) -> None:
        self.stacks = stacks
        self.bets = bets
        self.committed = committed
        # The part of ``committed`` that is dead money for the main pot (a big-blind or button
        # ante): everyone contests it, and it does not raise its poster's side-pot level.
        self.dead = [] if dead is None else dead
        # What the pot paid out during the hand, by the seat whose stake gave it (``take_out``):
        # ``committed`` less it, so that a seat's stake still says what it put in (``staked``).
        self.paid_out = [] if paid_out is None else paid_out

    def __repr__(self) -> str:
        return f"Chips(stacks={self.stacks}, bets={self.bets}, committed={self.committed})"

    def __reduce__(self) -> tuple[type[Chips], tuple[list[int], ...]]:
        """Pickled by its constructor (the research adapters pickle a hand): a compiled
        class is made by its constructor alone (``pokerlang.native``)."""
        return (Chips, (self.stacks, self.bets, self.committed, self.dead, self.paid_out))

    @classmethod
    def seated(cls, stacks: Sequence[int]) -> Chips:
        n = len(stacks)
        return cls(list(stacks), [0] * n, [0] * n, [0] * n, [0] * n)

    def __deepcopy__(self, memo: dict[int, object]) -> Chips:
        # Lists of ints: ``State.copy`` need not walk them number by number.
        return Chips(list(self.stacks), list(self.bets), list(self.committed), list(self.dead), list(self.paid_out))

    def staked(self, seat: int) -> int:
        """What ``seat`` put in the pot this hand, whatever the pot paid out since."""
        return self.committed[seat] + (self.paid_out[seat] if self.paid_out else 0)

    def bet(self, seat: int, amount: int) -> int:
        """Put up to ``amount`` in front of ``seat`` (less if it has less: all in)."""
        amount = min(amount, self.stacks[seat])
        self.stacks[seat] -= amount
        self.bets[seat] += amount
        self.committed[seat] += amount
        return amount

    def ante(self, seat: int, amount: int, dead: bool = False) -> int:
        """An ante goes straight to the pot: it is dead money, not a bet to be called.
        ``dead``: one seat's ante for the whole table, which belongs to the main pot."""
        amount = min(amount, self.stacks[seat])
        self.stacks[seat] -= amount
        self.committed[seat] += amount
        if dead:
            self.dead[seat] += amount
        return amount

    def return_uncalled(self, live: Sequence[bool] | None = None) -> tuple[int, int] | None:
        """The part of the highest bet nobody matched goes back to its owner, unless the
        owner folded (``live``): a player who folds forfeits what they put in, the part
        nobody called too (a killer or a straddler folding when they might have checked)."""
        bets = self.bets
        if not any(bets):
            return None
        top = bets.index(max(bets))  # the first seat with the highest bet
        second = max(bets[:top] + bets[top + 1 :], default=0)
        excess = bets[top] - second
        if excess <= 0 or (live is not None and not live[top]):
            return None
        self.bets[top] -= excess
        self.committed[top] -= excess
        self.stacks[top] += excess
        return top, excess

    def collect(self) -> None:
        """End of a betting round: the bets join the pot (they stay counted in ``committed``)."""
        self.bets = [0] * len(self.bets)

    def pay_in(self, seat: int, amount: int) -> int:
        """Chips paid into the pot that call no bet and stake no claim (a seat matching the
        pot to stay in): dead money for the main pot, whoever wins it."""
        return self.ante(seat, amount, dead=True)

    @property
    def in_pot(self) -> int:
        return sum(self.committed)

    def take_out(self, amount: int, payers: Sequence[int] = (), paid: bool = True) -> dict[int, int]:
        """Chips taken out of the pot during the hand (paid to a player, or set aside):
        shared as evenly as whole chips allow among ``payers`` (default: every seat that
        put chips in), from what each put in, so that the pots left still add up to what
        the seats staked. The chips taken: at most the pot, and never the bets still in
        front of the players (the pot pays only what has been collected), by the seat whose
        stake gave them."""
        amount = min(amount, self.in_pot - sum(self.bets))
        took = 0
        given = dict.fromkeys(range(len(self.committed)), 0)
        while took < amount:
            room = [s for s in range(len(self.committed)) if self.committed[s] > self.bets[s]]
            share_out = [s for s in payers if s in room] or room
            for seat, share in split(amount - took, share_out).items():
                take = min(share, self.committed[seat] - self.bets[seat])
                self.committed[seat] -= take
                if self.dead:
                    self.dead[seat] = min(self.dead[seat], self.committed[seat])
                given[seat] += take
                took += take
        if paid and self.paid_out:  # paid to someone (not set aside, which comes back)
            for seat, chips in given.items():
                self.paid_out[seat] += chips
        return {seat: chips for seat, chips in given.items() if chips}

    def pay(self, seat: int, amount: int) -> None:
        self.stacks[seat] += amount


@frozen_value
class Pot:
    amount: int
    eligible: tuple[int, ...]  # the live seats that may win it


def make_pots(committed: Sequence[int], live: Sequence[bool], dead: Sequence[int] = ()) -> list[Pot]:
    """Main pot first, then each side pot. Folded seats' chips count, but they win nothing.
    ``dead``: chips of each seat's ``committed`` that go to the main pot whatever the
    seat's stake (a big-blind ante)."""
    if any(dead):
        alive = make_pots([c - d for c, d in zip(committed, dead)], live)
        extra = sum(dead)
        if alive:
            return [Pot(alive[0].amount + extra, alive[0].eligible), *alive[1:]]
        return [Pot(extra, tuple(s for s in range(len(committed)) if live[s]))]
    seats = range(len(committed))
    levels = sorted({committed[s] for s in seats if live[s] and committed[s] > 0})
    if len(levels) == 1:  # everyone in staked the same: one pot, with every chip in it
        return [Pot(sum(committed), tuple([s for s in seats if live[s] and committed[s] >= levels[0]]))]
    pots: list[Pot] = []
    below = 0
    for level in levels:  # (lists, not generators, and no min(): every showdown comes here)
        amount = sum([(level if c > level else c) - (below if c > below else c) for c in committed])
        eligible = tuple([s for s in seats if live[s] and committed[s] >= level])
        if pots and pots[-1].eligible == eligible:  # same contenders: one pot, not two
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        else:
            pots.append(Pot(amount, eligible))
        below = level
    # Chips above the highest live seat's stake (a folded seat's raise nobody could call
    # after the uncalled part was returned cannot exist; antes of a seat that folded can)
    # belong to the last pot.
    leftover = sum([c - below for c in committed if c > below])
    if leftover:
        if pots:
            pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
        else:
            pots.append(Pot(leftover, tuple(s for s in range(len(committed)) if live[s])))
    return pots


def split(amount: int, winners: Sequence[int], odd_order: Sequence[int] | None = None) -> dict[int, int]:
    """Share ``amount`` evenly among ``winners``; the odd chips go in ``odd_order``
    (default: the winners' order, from the dealer's left in a button game). No player
    receives more than one odd chip from one pot (Robert's Rules, "Ties"; TDA): with
    three winners and two odd chips, the first two get one each."""
    each, odd = divmod(amount, len(winners))
    shares = dict.fromkeys(winners, each)
    for seat in list(odd_order if odd_order is not None else winners)[:odd]:
        shares[seat] += 1
    return shares
