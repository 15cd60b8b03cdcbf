"""Wild cards, as data: which cards of a hand stand for any card, and how.

A rule names its cards one of three ways:

* ``cards``: fixed ranks or cards, by a pattern (deuces; threes and nines; Js Jh; jokers);
* ``follows``: the rank of the card dealt face up right after the latest face-up card
  the pattern matches (follow the queen); none while no card has followed it;
* ``lowest``: each seat's lowest rank in one of its zones (aces high), for that seat only;
* ``down``: the ranks of each seat's face-down cards in one of its zones, for that seat
  only (Mexican stud: the card in the hole, and every card of its rank);
* ``up``: the ranks of the face-up cards of a shared zone, for every seat alike (Spit in
  the Ocean: the card in the middle, and every card of its rank). A card of the zone
  still face down makes nothing wild: nobody can tell its rank.
* ``lowest_up``: the lowest rank among a shared zone's face-up cards (aces high), for
  every seat alike (Ohio: the lowest community card and its rank);
* ``last``: the rank of the latest card to come into one of each seat's zones, face up
  or down, for that seat only (last card down wild); in a shared zone, the latest card
  there if it lies face up, for everyone.

``highest`` turns ``lowest`` and ``lowest_up`` round: the highest card instead.

``face``: a ``cards`` rule holds only for its cards lying that way (stud with a joker: a
joker dealt face down is wild, one dealt face up only the bug), wherever they lie.

``bug``: the cards are bugs rather than fully wild: an ace, or any card that completes a
straight or a flush (in a ranking where the lowest hand wins, the best low card).
A game's rules and a share's own add up.
"""

from __future__ import annotations

from typing import Any, Literal

from pokerlang.frozen import frozen_value
from pokerlang.ir.pattern import CardPattern


@frozen_value(kw_only=True)
class Wild:
    kind: Literal["cards", "follows", "lowest", "down", "up", "lowest_up", "last"]
    pattern: CardPattern | None = None  # cards: the wild cards; follows: the up card followed
    zone: str | None = None  # lowest, down: the seat's zone it looks in; up: the shared zone
    bug: bool = False
    highest: bool = False  # lowest, lowest_up: the highest card instead
    face: Literal["up", "down"] | None = None  # cards: only those lying so (None: either)
    # `wild deuces if dealer declared deuces`: the rule holds only while this does (a
    # condition of the table's, asked whenever the wild cards are; None: always)
    condition: Any = None

    @property
    def public(self) -> bool:
        """Whether everyone can tell which cards this rule makes wild (not a seat's
        lowest card in a zone the others may not see: that is settled at the showdown;
        a seat's latest card counts for all only while it lies face up)."""
        return self.kind not in ("lowest", "down", "last")
