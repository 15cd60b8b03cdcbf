"""The cards a seat shows, ranked: who bets first by the best or worst board, and
whether a seat's board beats every other (``engine.first_to_act``, ``engine.control``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pokerlang.cards.card import RANKS, card
from pokerlang.engine.wilds import Wilds
from pokerlang.hands import HandValue, RankingSpec, compile_ranking, evaluate
from pokerlang.hands.evaluator import Evaluator
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


class QuickRank:
    """An evaluator's ``rank``, its commonest cases worked here: where a hand's value is one
    table entry found by the sum of its cards' keys (``Evaluator.sums_exact``: no pip
    count, no suit order), or that entry and the suit of the card heading the hand
    (``suits_exact``, stud's upcards: as ``Evaluator._suited_rank``), the sum and the
    lookup are made in this module, which the compiled engine runs as C, instead of
    through the evaluator's Python function; any other ranking, or a hand the table has
    no entry for (a flush among more cards than a hand), is left to ``rank`` itself.
    Showdowns and stud's first bettor rank this way."""

    def __init__(self, evaluator: Evaluator) -> None:
        self.evaluator = evaluator
        self.exact: bool = evaluator.sums_exact
        self.suited: bool = evaluator.suits_exact
        self.cards: int = evaluator.spec.cards
        self.low: bool = evaluator.spec.lowest_wins
        self.offset: int = evaluator.offset
        self.keys: list[int] = evaluator.card_key
        self.table: dict[int, int] = evaluator.table
        self.mask: int = evaluator.mask
        self.top: list[int] = evaluator.tables.top
        self.place: list[int] = evaluator.tiebreak_place
        self.slow: Ranker = evaluator.rank
        self.shift: int = evaluator.suit_shift
        self.threshold: int = evaluator.threshold

    def rank(self, cards: tuple[int, ...]) -> int:
        """``evaluator.rank(cards)``: distinct card indices, enough of them."""
        suited = self.suited
        if self.exact or (suited and len(cards) <= self.cards):
            key, keys = self.offset, self.keys
            for c in cards:
                key += keys[c]
            found = self.table.get(key & self.mask)
            if found is not None:
                if not suited:
                    return found
                top, place = self.top[found], self.place
                best = -1
                for c in cards:
                    if c >> 2 == top and (best < 0 or (place[c & 3] < best if self.low else place[c & 3] > best)):
                        best = place[c & 3]
                return found * 4 + best
        return self.slow(cards)

    def qualifies(self, value: int) -> bool:
        """``evaluator.qualifies(value)``, asked of each hand at a showdown."""
        return (value >> self.shift) >= self.threshold


_QUICK: dict[int, QuickRank] = {}


def quick_rank(evaluator: Evaluator) -> QuickRank:
    """The QuickRank of an evaluator, made once (by its identity: evaluators are kept)."""
    hit = _QUICK.get(id(evaluator))
    if hit is None or hit.evaluator is not evaluator:
        hit = _QUICK[id(evaluator)] = QuickRank(evaluator)
    return hit


# By the ranking's identity, as ``shares.composer_of``: its ranker and the cards it ranks.
_PLAIN: dict[int, tuple[RankingSpec, QuickRank, frozenset[int]]] = {}


def strength_showing(ranking: RankingSpec, cards: Sequence[int], wilds: Wilds | None = None) -> int | None:
    """``rank_showing``'s value as the evaluator's int (card indices in): all that deciding
    who bets first compares. Cards of ranks in play with nothing wild are ranked in one
    lookup, without the checks and the cards that make the hand."""
    if len(cards) < ranking.min_cards or not cards:
        return None
    _, quick, in_play = plain_ranker(ranking)
    if wilds is None and in_play.issuperset(cards):
        return quick.rank(tuple(cards))
    value = rank_showing(ranking, [card(c) for c in cards], wilds)
    return None if value is None else value.value


def plain_ranker(ranking: RankingSpec) -> tuple[RankingSpec, QuickRank, frozenset[int]]:
    """(the ranking, its ranker, the card indices of the ranks in play): what ranks shown
    cards in one lookup, made once per ranking (by its identity)."""
    hit = _PLAIN.get(id(ranking))
    if hit is None or hit[0] is not ranking:
        evaluator = compile_ranking(ranking)
        in_play = frozenset(i for i in range(52) if RANKS[i >> 2] in ranking.ranks)
        hit = _PLAIN[id(ranking)] = (ranking, quick_rank(evaluator), in_play)
    return hit
