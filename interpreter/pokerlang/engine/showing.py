"""The cards a seat shows, ranked: who bets first by the best or worst board, and
whether a seat's board beats every other (``engine.first_to_act``, ``engine.control``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pokerlang.cards.card import RANKS, card
from pokerlang.engine.wilds import Wilds
from pokerlang.hands import HandValue, RankingSpec, compile_ranking, evaluate
from pokerlang.hands.rankable import Ranker

if TYPE_CHECKING:
    from pokerlang.cards.card import Card


def rank_showing(ranking: RankingSpec, cards: Sequence[Card], wilds: Wilds | None = None) -> HandValue | None:
    """The HandValue of the cards a seat shows, or None if too few to rank; ``wilds``:
    the seat's ``(wild, bugs)`` card indices, or None."""
    if len(cards) < ranking.min_cards or not cards:
        return None
    if wilds is None:
        return evaluate(ranking, cards)  # more cards than a hand: the best of them
    wild, bugs = wilds
    return evaluate(
        ranking,
        cards,
        wild=[c for c in cards if c.index in wild],
        bugs=[c for c in cards if c.index in bugs and c.index not in wild],
    )


# By the ranking's identity, as ``shares.composer_of``: its ranker and the cards it ranks.
_PLAIN: dict[int, tuple[RankingSpec, Ranker, frozenset[int]]] = {}


def strength_showing(ranking: RankingSpec, cards: Sequence[int], wilds: Wilds | None = None) -> int | None:
    """``rank_showing``'s value as the evaluator's int (card indices in): all that deciding
    who bets first compares. Cards of ranks in play with nothing wild are ranked in one
    lookup, without the checks and the cards that make the hand."""
    if len(cards) < ranking.min_cards or not cards:
        return None
    _, rank, in_play = plain_ranker(ranking)
    if wilds is None and in_play.issuperset(cards):
        return rank(tuple(cards))
    value = rank_showing(ranking, [card(c) for c in cards], wilds)
    return None if value is None else value.value


def plain_ranker(ranking: RankingSpec) -> tuple[RankingSpec, Ranker, frozenset[int]]:
    """(the ranking, its compiled ranker, the card indices of the ranks in play): what
    ranks shown cards in one lookup, made once per ranking (by its identity)."""
    hit = _PLAIN.get(id(ranking))
    if hit is None or hit[0] is not ranking:
        evaluator = compile_ranking(ranking)
        in_play = frozenset(i for i in range(52) if RANKS[i >> 2] in ranking.ranks)
        hit = _PLAIN[id(ranking)] = (ranking, evaluator.rank, in_play)
    return hit
