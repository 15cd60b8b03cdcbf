"""The pot rule of a showdown: what is done with the pot once the hands are ranked.

Every showdown phrase lowers to a ``PotRule``; the engine has one settle path that reads
it (``engine.showdown``), whether the hand is one deal of hold'em or a deal of Guts:

* ``award``: when the best hands take the pot. ``always`` (poker); ``beaten``: only when
  they beat some other hand still in, or stand alone (a pot every hand ties stays for
  the next deal); ``alone``: only a player alone in takes it.
* ``payment``: the losers of the showdown pay into the pot for the next deal.
* ``cap``: the pot holds at most this many antes; what the payments bring above it is
  set aside (carried), and goes back to its payers when the game ends.
* ``lone``: what a player alone in takes: the pot (``pot``), or (``leg``) a leg of the
  game, the pot staying (3-5-7: four legs take it; ``ir.control.Legs``); ``best-leg``:
  the best hand, alone in or not, wins a leg and nobody takes the pot (Guts to legs as
  some tables play it: ``winner wins a leg``).
* ``if_none``: when no share has a qualifying hand: ``best`` (the cards speak under
  ``if_none_share``, the first share if None, with no qualifier), ``split`` (evenly
  among the players still in) or ``stays`` (nobody takes it: it stays for the next deal).
* ``odd_chip``: the share that takes the odd chip of a split pot; None: the share of
  the first winner from the dealer's left.

A ``Pairwise`` showdown has no pot to settle: every pair of seats settles each share
between themselves, in units (Chinese poker).

Payments, the cap and a pot that stays only make sense where another deal follows
(``repeat until one in``): the compiler writes them there alone.
"""

from __future__ import annotations

from typing import Literal

from pokerlang.frozen import frozen_keywords as frozen
from pokerlang.ir.rows import Royalty


@frozen
class Payment:
    """The showdown's losers pay into the pot: every loser ``pots`` times the pot's size
    each, or (``worst``) the worst hands alone, sharing ``pots`` times the pot;
    ``to_winners``: paid to the best hands instead (split among them), not into the pot."""

    pots: int = 1
    worst: bool = False
    to_winners: bool = False


@frozen
class Price:
    """What a choice costs, paid into the pot as dead money (it calls no bet): ``chips``,
    ``pots`` times what the pot holds when it is paid, or ``antes`` times the table's
    ante (a play bet against the house). A declaration's option costs it
    once (a seat short of chips pays all it has and is all in); a draw, per card drawn
    (a seat draws only the cards it can pay for in full)."""

    chips: int = 0
    pots: int = 0
    antes: int = 0
    units: int = 0  # `pay 1 small-bet`: so many of a stake of the table (``ir.expr.UNITS``' values)
    unit: str | None = None

    def amount(self, in_pot: int, ante: int = 0, stake: int = 0) -> int:
        """The price, with the pot, the table's ante and its ``unit`` stake as they are."""
        return self.chips + self.pots * in_pot + self.antes * ante + self.units * stake


@frozen
class PotRule:
    award: Literal["always", "beaten", "alone"] = "always"
    lone: Literal["pot", "leg", "best-leg"] = "pot"

    @property
    def legs(self) -> bool:
        """Whether the showdown gives a leg (to a player alone in, or to the best hand)."""
        return self.lone != "pot"

    payment: Payment | None = None
    cap: int | None = None  # in antes
    if_none: Literal["best", "split", "stays"] = "best"
    if_none_share: str | None = None
    odd_chip: str | None = None
    # Equal best hands: "split" the share, or it goes to the first of them from the dealer's
    # left ("seat": `ties by seat`, the elder hand of the old books' Bragg).
    ties: Literal["split", "seat"] = "split"
    # `natural beats wild`: of equal hands, one made with no wild card standing for another
    # card beats one that needs a wild card (the home games' house rule)
    naturals: bool = False


@frozen
class Pairwise:
    """Every pair of seats in settles each share (row) between themselves: the better
    hand wins ``unit`` big blinds from the worse, equal hands nothing.

    * ``scoop``: units more for a seat that wins every share against one opponent;
      ``scoop_doubles``: such a seat wins twice what the shares made instead.
    * ``foul``: share names, best first: a seat whose hands are not each at least as
      good as the next one's (``back >= middle >= front``) is fouled, and loses every
      share to every seat not fouled, scoop included; two fouled seats settle nothing.
    * ``royalties``: bonus units for a made hand in a share, paid to a seat whose set is
      not fouled by every other seat in (``ir.rows.Royalty``).
    A seat short of chips pays what it has, shared among those it owes pro rata (see
    ``engine.pairwise``)."""

    unit: int = 1  # in big blinds
    scoop: int = 0
    scoop_doubles: bool = False
    foul: tuple[str, ...] = ()
    royalties: tuple[Royalty, ...] = ()
