"""A showdown against the house (casino poker: Three-card poker, Caribbean stud).

The house is no seat: it holds a hand (``hand``, made of shared zones, most often a
zone of its own that nobody sees until the showdown) and makes no decisions. Each
player's stake (``engine.bank``) is settled against the house's bank, which has no
limit: the ante is what the seat posted as the table's ante, the play everything else
it put in (a ``pay 2 antes`` declaration, bets).

* ``qualifier``: the house's hand must be at least this good (``high-card, A, K or
  better``: the category, then the top ranks in the order a hand is read). When it is
  not, the ante is paid (even money) and the play is returned, whatever the player holds
  (both rule books cited in the shipped variants say so); with ``ante_pushes`` the ante
  is returned instead and the play is settled against the house's hand all the same
  (Ultimate Texas hold'em, Crazy 4 poker).
* ``ties_win``: a hand equal to the house's wins as a better one would (four card
  poker); otherwise equal hands push.
* Odds are to one, or to ``per`` (``flush 3/2``); a payment is rounded down to a whole chip.
* Against a house that qualifies, the better hand wins: the ante even money, the play
  by ``pays`` (the player's category; even money for one not listed); equal hands push;
  a worse hand loses both. ``ante_pays``: the ante is paid by this table instead,
  wherever it is paid (Casino hold'em).
* ``bonus``: paid on the ante by the player's category whatever the house holds (a
  player who folded is paid nothing).
* ``hand`` None: the house holds no hand, and each stake, the ante and the play
  alike, is paid by ``pays`` on the player's hand (Mississippi stud); a hand the table
  does not list loses it.
* ``side_bets``: what a seat paid for declaring an option of that name (``declare
  pair-plus = pay 1 ante, none`` before the deal) is no part of its stake: it is
  settled apart, by its own table on the player's hand alone. A forced bet (``antes``)
  is posted by every seat with the ante and settled apart too, against the house's hand.
"""

from __future__ import annotations

from fractions import Fraction

from pokerlang.frozen import frozen_keywords as frozen
from pokerlang.ir.ranking import Composition, Share


@frozen
class PayLine:
    """``straight-flush 50``: a hand of this category is paid this many to one; with
    ``rank`` (an index of ``cards.card.RANKS``: ``straight-flush of A 100``, a royal
    flush), only the hand of the category whose highest rank, as it reads, is that."""

    category: str
    odds: int  # 0: the stake is returned (a push)
    rank: int | None = None
    better: bool = False  # from ``rank`` up: ``pair of J or better``
    per: int = 1  # ``flush 3/2``: paid ``odds`` to ``per`` (rounded down to a whole chip)
    natural: bool = False  # ``natural straight-flush of A``: only a hand made with no wild card

    @property
    def ratio(self) -> Fraction:
        return Fraction(self.odds, self.per)


@frozen
class HouseQualifier:
    """The worst hand the house plays with: a category and its top ranks, read in order."""

    category: str
    ranks: tuple[str, ...]


@frozen
class SideBet:
    """``side bet pair-plus: pair 1, flush 4 ...``: the chips a seat paid for declaring the
    option ``name`` are a bet of their own, paid by ``pays`` on the player's hand whatever
    the house holds (a category not listed loses it), and lost by a seat that folded."""

    name: str
    pays: tuple[PayLine, ...]
    # ``side bet six-card on best 5 of hand + house: ...``: the hand it is paid on, its
    # own cards and ranking, not the player's showdown hand (Three-card poker's six card
    # bonus, the player's three cards and the house's); None: the showdown hand.
    hand: Share | None = None
    # ``, kept on a fold``: settled on its cards whatever the player did (the folded
    # seat's cards are set aside for it, seen by nobody else); else a fold loses it.
    kept: bool = False
    # A forced bet (``forced bet blind of 1 ante, paid on a win: ..., else push on a win or
    # tie``): every seat posts ``antes`` times the ante with the ante, and the bet is
    # settled against the house's hand: the table pays the player's hand whatever the
    # house holds, or with ``on_win`` only when the hand beats the house's; a hand the
    # table does not pay is returned on the outcomes ``push_on`` names (``win``, ``tie``,
    # ``loss``: the player's hand against the house's) and lost on the others, or a fold.
    antes: int = 0  # 0: a side bet, made by declaring the option ``name`` at a price
    on_win: bool = False
    push_on: tuple[str, ...] = ()


@frozen
class House:
    hand: Composition | None  # the house's cards, shared zones only; None: a table pays each stake
    qualifier: HouseQualifier | None = None  # None: the house always plays
    pays: tuple[PayLine, ...] = ()  # the play bet's pay table on a win
    ante_pays: tuple[PayLine, ...] = ()  # the ante's pay table, where it is paid (on a win, or an unqualified house)
    bonus: tuple[PayLine, ...] = ()  # the ante bonus, whatever the house holds
    side_bets: tuple[SideBet, ...] = ()  # bets of their own, on the player's hand alone
    ante_pushes: bool = False  # a house that does not qualify returns the ante and plays the play
    ties_win: bool = False  # a hand equal to the house's wins (four card poker); else it pushes

    def odds(
        self, category: str, rank: int, table: tuple[PayLine, ...], default: int, natural: bool = False
    ) -> Fraction:
        """What ``table`` pays a hand of ``category`` whose highest rank is ``rank``: the
        line naming the highest rank the hand reaches (that rank, or one below it ``or
        better``) before the category's own line; a ``natural`` line first, for a hand
        made with no wild card (``natural``), and for no other."""
        lines = sorted(
            (p for p in table if p.category == category and (natural or not p.natural)),
            key=lambda p: (p.rank is None, -(p.rank or 0), not p.natural),
        )
        reached = (p.ratio for p in lines if p.rank is None or p.rank == rank or (p.better and rank > p.rank))
        return next(reached, Fraction(default))
