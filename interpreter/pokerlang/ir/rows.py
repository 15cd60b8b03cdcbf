"""Rows a player sets cards into, face up and in turn, and the royalties a row earns
(open-face Chinese poker), as the core knows them:

* ``SetRows``: each player still in, one after another, sets ``count`` of its cards in
  ``source`` face up into its own zones (``rows``), each of which holds at most a given
  number of cards in all; the cards left in ``source`` are thrown away face down with
  ``discard_rest`` (Pineapple: three dealt, two set), or stay there.
* ``Royalty``: bonus units a pairwise showdown pays for a hand made in one share (a row),
  paid by every other player still in whose set is not fouled.
"""

from __future__ import annotations

from pokerlang.frozen import frozen_keywords as frozen


@frozen
class Row:
    """A seat's zone that a set fills, and the most cards it holds (``back 5``)."""

    zone: str
    size: int


@frozen
class SetRows:
    count: int
    source: str
    rows: tuple[Row, ...]
    discard_rest: bool = False


@frozen
class RoyaltyEntry:
    """A made hand's bonus: ``units`` for a hand of ``category``; with ``rank`` (an index
    of ``cards.card.RANKS``), only for the hand whose highest defining rank (a pair's, a
    straight's top card) is that, or, ``better``, at least that, earning ``step`` units
    more for each rank above it (a front pair of sixes 1, sevens 2 ... aces 9)."""

    category: str
    units: int
    rank: int | None = None
    better: bool = False
    step: int = 0

    def pays(self, category: str, rank: int) -> int | None:
        """What the entry pays a hand of ``category`` whose highest rank is ``rank``."""
        if category != self.category:
            return None
        if self.rank is None:
            return self.units
        if rank == self.rank or (self.better and rank > self.rank):
            return self.units + self.step * (rank - self.rank)
        return None


@frozen
class Royalty:
    """``royalty back: straight 2, flush 4 ...``: the entries of one share (row). An entry
    naming a rank goes before one that does not (a royal flush before a straight flush)."""

    share: str
    entries: tuple[RoyaltyEntry, ...]

    def units(self, category: str, rank: int) -> int:
        ranked = [e for e in self.entries if e.rank is not None] + [e for e in self.entries if e.rank is None]
        return next((u for e in ranked if (u := e.pays(category, rank)) is not None), 0)
