"""Ranks named by cards dealt in the hand (``rank of kill``, ``rank of last card dealt to
board``: ``ir.pattern.NamedRank``), read off the table when a pattern is matched.

A pattern that names such a rank is resolved into a plain ``CardPattern`` as the hand
stands: the ranks of the face-up cards of the shared zone (or of the latest card dealt
there, while it lies face up) join the ranks written. A face-down card names nothing
(nobody can tell its rank) and a joker has no rank. Until a card is there, the pattern
names only what is written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerlang.cards.card import RANKS
from pokerlang.ir.pattern import CardPattern

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def resolved(hand: Hand, pattern: CardPattern) -> CardPattern:
    """``pattern`` with the ranks the table names now; the pattern itself if it names none."""
    if not pattern.named:
        return pattern
    ranks = set(pattern.ranks)
    for named in pattern.named:
        placed = hand.zones.placed(named.zone)
        for p in placed[-1:] if named.last else placed:
            if p.face_up and not p.card.is_joker:
                ranks.add(RANKS[p.card.rank])
    return CardPattern(
        ranks="".join(r for r in RANKS if r in ranks), suits=pattern.suits, cards=pattern.cards, jokers=pattern.jokers
    )
