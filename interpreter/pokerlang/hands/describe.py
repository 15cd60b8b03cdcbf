"""Words for a made hand: "full house, kings over threes", "7-5-4-3-2 low".

Lows read as their cards, highest first, because that is how they compare; a
ranking with ``distinct`` cards names a complete hand by its title and a
smaller one by its size ("three-card 7-4-2").
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerlang.cards.card import RANK_NAMES, RANKS
from pokerlang.ir.ranking import RankingSpec

SIZES = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def singular(rank: int) -> str:
    return RANK_NAMES[RANKS[rank]]


def plural(rank: int) -> str:
    word = singular(rank)
    return word + ("es" if word.endswith("x") else "s")


def run(ranks: Iterable[int]) -> str:
    return "-".join(RANKS[r] for r in ranks)


def describe(spec: RankingSpec, category: str, ranks: tuple[int, ...]) -> str:
    """``ranks``: every card's rank, most significant first (as ``Reading.ranks``)."""
    if spec.distinct:
        if len(ranks) == spec.cards:
            return f"{spec.title or spec.name}, {run(ranks)}"
        return f"{SIZES.get(len(ranks), str(len(ranks)))}-card {run(ranks)}"
    top = ranks[0]
    if category == "high-card":
        return f"{run(ranks)} low" if spec.lowest_wins else f"{singular(top)} high"
    if category == "pair":
        return f"pair of {plural(top)}"
    if category == "two-pair":
        return f"two pair, {plural(top)} and {plural(ranks[2])}"
    if category == "three-of-a-kind":
        return f"three of a kind, {plural(top)}"
    if category == "full-house":
        return f"full house, {plural(top)} over {plural(ranks[3])}"
    if category == "four-of-a-kind":
        return f"four of a kind, {plural(top)}"
    if category == "five-of-a-kind":
        return f"five of a kind, {plural(top)}"
    if category in ("four-flush", "four-straight"):
        return f"four-card {category[5:]}, {singular(top)} high"
    if category in ("straight", "flush", "straight-flush"):
        return f"{category.replace('-', ' ')}, {singular(top)} high"
    return f"{category.replace('-', ' ')}, {run(ranks)}"  # a ranking's own category, by name
