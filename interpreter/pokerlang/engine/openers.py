"""Who opens a betting round by the cards showing (stud), and how ties are broken.

The card rooms break ties differently for the two openers of a stud game (Robert's
Rules, seven-card stud and razz; WSOP 2023 tournament rules):

* the bring-in is decided by one card, and between equal ranks by suit (the ranking's
  ``ties by suit``): stud's lowest card, razz's highest, is unique;
* on later streets the best showing hand bets first, and between equal showing hands
  the first of them clockwise from the dealer does: suits decide nothing there.
"""

from __future__ import annotations

import functools

import attrs

from pokerlang.engine.showdown import rank_showing
from pokerlang.ir.ranking import RankingSpec


@functools.cache
def _without_suits(ranking: RankingSpec) -> RankingSpec:
    return attrs.evolve(ranking, suit_order=None) if ranking.suit_order else ranking


def showing_value(ranking: RankingSpec, cards, by_suit: bool):
    """The value of the cards a seat shows, with or without suits breaking ties."""
    return rank_showing(ranking if by_suit else _without_suits(ranking), cards)
