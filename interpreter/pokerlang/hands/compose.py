"""``best <size> of <sources> by <ranking>``: the best hand a seat can make.

``best_hand(ranking, composition, own, shared, opponents)`` takes the seat's own
zones and the table's shared zones as ``{zone name: cards}`` and ``opponents`` as a
list of such dicts, one per other live seat (a folded seat is simply left out; a
zone missing from a dict is empty).  It returns a ``BestHand`` (the HandValue,
the Source each card came from, and the index in ``opponents`` of the seat that
lent a card, or None) or None when the sources cannot make a hand.

A source with ``whose="opponent"`` takes its cards from one opponent only: every
opponent is tried and the best kept; on a tie the hand without a borrowed card,
then the lower index, wins.  If the sources hold fewer than ``size`` cards in all,
the hand is those cards (a partial hand, if the ranking allows one).

A source may take only some of its zone's cards: those its ``matching`` pattern names
(Chicago's spades in the hole), or those of one of its ``lines`` (a layout's row or
column: every line is tried, as every opponent is, and the best kept).

How it searches, fastest first:
* no source demands cards (``min_count`` 0) and ``size`` >= the ranking's ``cards``:
  rank the union of the free sources and the fullest draw from each capped one
  (two hole cards and five shared is one 7-card lookup; an opponent source one per card);
* otherwise every split of ``size`` among the sources, with precomputed index
  combinations; when each chosen set is a complete hand the card keys are summed
  per source first, so two-of-four with three-of-five is 60 additions and dict lookups.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, partial
from itertools import combinations, product
from typing import Any

from pokerlang.cards.card import Card, card
from pokerlang.hands import memo
from pokerlang.hands.evaluator import compile_ranking
from pokerlang.hands.lent import lent_rank
from pokerlang.hands.rankable import HandError, Ranker
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.ranking import Composition, RankingSpec, Source
from pokerlang.hands.value import CardsLike, HandValue, to_indices
from pokerlang.frozen import frozen_value

Wild = tuple[frozenset[int], frozenset[int]]  # a seat's wild cards and its bugs, as card indices
Zones = Mapping[str, Sequence[int]]  # zone name -> the card indices in it
# How to search card lists of one shape: ("none",), ("union", free sources, capped
# sources with their combinations), or ("sums" | "combos", splits); see ``_plan``.
Plan = tuple[Any, ...]
Split = list[tuple[int, int, tuple[tuple[int, ...], ...]]]  # (source, cards taken, their combinations)
# A search's best: its value, its cards, the card lists it chose from (one per source) and
# the opponent each source borrowed from.
Found = tuple[int, tuple[int, ...] | None, list[tuple[int, ...]], list[int | None]]


@frozen_value
class BestHand:
    value: HandValue
    sources: tuple[Source, ...]  # where each card of ``value.cards`` came from
    borrowed_from: int | None  # index in ``opponents`` of the seat that lent a card

    @property
    def cards(self) -> tuple[Card, ...]:
        return self.value.cards

    @property
    def zones(self) -> tuple[str, ...]:
        return tuple(s.zone for s in self.sources)

    @property
    def borrowed(self) -> tuple[Card, ...]:
        return tuple(c for c, s in zip(self.cards, self.sources) if s.whose == "opponent")


def _items(zones: Zones) -> tuple[tuple[str, Sequence[int]], ...]:
    return tuple(zones.items())


@cache
def _combos(n: int, k: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combinations(range(n), k))


@cache
def compile_composition(spec: RankingSpec, composition: Composition) -> Composer:
    return Composer(spec, composition)


class Composer:
    """One composition under one ranking.  ``rank`` gives the int value (0: no hand);
    ``best`` the full BestHand.  Zones map to tuples of card indices."""

    def __init__(self, spec: RankingSpec, composition: Composition) -> None:
        self.spec = spec
        self.composition = composition
        self.evaluator = compile_ranking(spec)
        self.sources = composition.sources
        self.opponent_sources = [i for i, s in enumerate(self.sources) if s.whose == "opponent"]
        self.line_sources = [i for i, s in enumerate(self.sources) if s.lines]
        self.varying = self.opponent_sources + self.line_sources  # the sources a search tries in turn
        # One source lends (an opponent's) and nothing else changes: ranked by summed keys.
        self.lends_one = len(self.opponent_sources) == 1 and not self.line_sources and self.evaluator.sums_exact
        self.opponent_zones = tuple(dict.fromkeys(self.sources[i].zone for i in self.opponent_sources))
        # Per source, the card indices its pattern lets through (None: every card).
        self.filters = [None if s.matching is None else _allowed(s.matching) for s in self.sources]
        self._plans: dict[tuple[tuple[int, ...], bool], Plan] = {}
        # Plain: every source is a zone of the seat's own or of the table, taken as it lies
        # (no borrowing, no lines), so a hand is ranked from one card list per source.
        self.plain = not self.opponent_sources and not self.line_sources
        self.zones = tuple((s.whose == "own", s.zone) for s in self.sources)  # (the seat's own?, zone name)
        self.own_zones = tuple(z for mine, z in self.zones if mine)
        self.table_zones = tuple(z for mine, z in self.zones if not mine)
        # Direct: every card of every source may play, in a hand of at least the ranking's
        # size (hole cards and a board): a full hand's cards are ranked in one lookup, the
        # "union" plan without working the plan out.
        self.direct = (
            self.plain
            and not any(self.filters)
            and all(s.min_count == 0 and s.max_count is None for s in self.sources)
            and composition.size >= spec.cards
        )

    def rank(self, own: Zones, shared: Zones, opponents: Sequence[Zones] = (), wild: Wild | None = None) -> int:
        """``wild``: the seat's wild cards and bugs (``(frozenset, frozenset)`` of card
        indices), or None."""
        if memo.active():
            key = (self, False, _items(own), _items(shared), tuple(map(_items, opponents)), wild)
            return memo.remembered(key, lambda: self._rank(own, shared, opponents, wild))
        return self._rank(own, shared, opponents, wild)

    def _rank(self, own: Zones, shared: Zones, opponents: Sequence[Zones], wild: Wild | None) -> int:
        if self.plain:
            return self._rank_lists([tuple((own if mine else shared).get(z, ())) for mine, z in self.zones], wild)
        return self._search(own, shared, opponents, False, wild)[0]

    def rank_lists(self, lists: list[tuple[int, ...]], wild: Wild | None = None) -> int:
        """``rank`` of a plain composition from its sources' cards, one tuple per source in
        order (``zones`` says which zone each is): what a showdown that already holds
        the cards by zone asks, without building the zones' dicts."""
        if memo.active() and not (self.direct and wild is None):  # one lookup costs less than a key
            key = (self, tuple(lists), wild)
            return memo.remembered(key, lambda: self._rank_lists(lists, wild))
        return self._rank_lists(lists, wild)

    def _rank_lists(self, lists: list[tuple[int, ...]], wild: Wild | None) -> int:
        if self.direct and wild is None:
            cards = tuple([c for part in lists for c in part])
            if len(cards) >= self.spec.cards:
                return self.evaluator.rank(cards)
        if any(self.filters):
            lists = [_keep(cards, f) for cards, f in zip(lists, self.filters)]
        return self._best_fixed(lists, False, wild)[0]

    def rank_lent(self, lists: list[tuple[int, ...]], lent: list[tuple[int, ...]]) -> int:
        """``rank`` of a composition that borrows from one opponent (``lends_one``), with
        nothing wild, from its sources' cards (one tuple per source, the lending one's
        empty) and each opponent's cards in the zone lent from: what a showdown asks
        without building the zones' dicts."""
        if memo.active():
            key = (self, tuple(lists), tuple(lent))
            return memo.remembered(key, lambda: self._rank_lent(lists, lent))
        return self._rank_lent(lists, lent)

    def _rank_lent(self, lists: list[tuple[int, ...]], lent: list[tuple[int, ...]]) -> int:
        i, filters = self.opponent_sources[0], self.filters
        base = [() if k == i else _keep(cards, f) for k, (cards, f) in enumerate(zip(lists, filters))]
        tries = ([()] if self.sources[i].min_count == 0 else []) + [_keep(cards, filters[i]) for cards in lent]
        value = lent_rank(self.evaluator, self.plan, base, i, tries)
        if value is None:  # a plan of another kind: the full search
            own = {z: cards for k, ((mine, z), cards) in enumerate(zip(self.zones, lists)) if mine and k != i}
            shared = {z: cards for k, ((mine, z), cards) in enumerate(zip(self.zones, lists)) if not mine and k != i}
            value = self._search(own, shared, [{self.sources[i].zone: cards} for cards in lent], False)[0]
        return value

    def best(
        self, own: Zones, shared: Zones, opponents: Sequence[Zones] = (), wild: Wild | None = None
    ) -> BestHand | None:
        if memo.active():
            key = (self, True, _items(own), _items(shared), tuple(map(_items, opponents)), wild)
            return memo.remembered(key, lambda: self._best(own, shared, opponents, wild))
        return self._best(own, shared, opponents, wild)

    def _best(self, own: Zones, shared: Zones, opponents: Sequence[Zones], wild: Wild | None) -> BestHand | None:
        value, hand, lists, assignment = self._search(own, shared, opponents, True, wild)
        if not value or hand is None:
            return None
        ev = self.evaluator
        value, used = ev.best_of(hand) if wild is None else ev.best_with(hand, *wild)
        origin: dict[int, tuple[Source, int | None]] = {}
        for source, cards, j in zip(self.sources, lists, assignment):
            for c in cards:
                origin.setdefault(c, (source, j))
        lender = next((origin[c][1] for c in used if origin[c][1] is not None), None)
        return BestHand(HandValue(ev, value, tuple(card(c) for c in used)), tuple(origin[c][0] for c in used), lender)

    def _search(
        self, own: Zones, shared: Zones, opponents: Sequence[Zones], want: bool, wild: Wild | None = None
    ) -> Found:
        sources, filters = self.sources, self.filters
        # The sources that read the same cards whatever is tried are read once; only the
        # opponent lent from and the lines tried change from one try to the next.
        base: list[tuple[int, ...]] = [
            () if source.whose == "opponent" or source.lines else _keep(tuple(zones.get(source.zone, ())), f)
            for source, f, zones in zip(sources, filters, [own if s.whose == "own" else shared for s in sources])
        ]
        if self.lends_one and not want and wild is None:
            i = self.opponent_sources[0]
            lent = [_keep(tuple(z.get(sources[i].zone, ())), filters[i]) for z in opponents]
            value = lent_rank(self.evaluator, self.plan, base, i, ([()] if sources[i].min_count == 0 else []) + lent)
            if value is not None:
                return (value, None, [], [])
        choices: list[Sequence[Any]] = []  # per opponent source a seat (or None), per line source a line
        for i in self.opponent_sources:
            options: list[int | None] = list(range(len(opponents)))
            if sources[i].min_count == 0:
                options.insert(0, None)  # borrowing nothing is tried first: it wins ties
            choices.append(options)
        choices += [sources[i].lines for i in self.line_sources]
        varying = self.varying
        nobody: list[int | None] = [None] * len(sources)
        best: Found = (0, None, [], [])
        for picks in product(*choices):
            lists = list(base)
            assignment = nobody
            for i, pick in zip(varying, picks):
                source = sources[i]
                if source.whose == "opponent":
                    if assignment is nobody:
                        assignment = list(nobody)
                    assignment[i] = pick
                    cards = tuple(opponents[pick].get(source.zone, ())) if pick is not None else ()
                else:  # the positions of the line tried, those dealt so far
                    cards = tuple((own if source.whose == "own" else shared).get(source.zone, ()))
                    cards = tuple(cards[p] for p in pick if p < len(cards))
                lists[i] = _keep(cards, filters[i])
            value, hand = self._best_fixed(lists, want, wild)
            if value > best[0]:
                best = (value, hand, lists, assignment)
        return best

    def plan(self, lengths: tuple[int, ...]) -> Plan:
        """How to search lists of these lengths for a value alone (worked out once)."""
        shape = (lengths, False)
        plan = self._plans.get(shape)
        if plan is None:
            plan = self._plans[shape] = self._plan(*shape)
        return plan

    def _plan(self, lengths: tuple[int, ...], want: bool) -> Plan:
        """How to search lists of these lengths (worked out once per shape)."""
        spec = self.spec
        lo = [s.min_count for s in self.sources]
        hi = [min(n, s.max_count if s.max_count is not None else n) for s, n in zip(self.sources, lengths)]
        size = min(self.composition.size, sum(hi))
        if size < spec.min_cards or any(a > b for a, b in zip(lo, hi)) or sum(lo) > size:
            return ("none",)
        if not any(lo) and size >= spec.cards:
            free = [i for i, (n, h) in enumerate(zip(lengths, hi)) if h == n]
            capped = [(i, _combos(lengths[i], hi[i])) for i, (n, h) in enumerate(zip(lengths, hi)) if h < n]
            return ("union", free, capped)
        splits: list[Split] = []
        for counts in product(*(range(a, b + 1) for a, b in zip(lo, hi))):
            if sum(counts) == size:
                splits.append([(i, k, _combos(lengths[i], k)) for i, k in enumerate(counts) if k])
        if self.evaluator.sums_exact and size == spec.cards and not want:
            return ("sums", splits)
        return ("combos", splits)

    def _best_fixed(
        self, lists: list[tuple[int, ...]], want: bool, wild: Wild | None = None
    ) -> tuple[int, tuple[int, ...] | None]:
        """The best hand from these card lists, one per source: (value, its cards)."""
        shape = (tuple(map(len, lists)), want)
        plan = self._plans.get(shape)
        if plan is None:
            plan = self._plans[shape] = self._plan(*shape)
        kind = plan[0]
        rank: Ranker = self.evaluator.rank
        if wild is not None and any(c in wild[0] or c in wild[1] for cards in lists for c in cards):
            # Wild cards: each candidate hand splits into naturals and wilds (no summed keys).
            rank = partial(self.evaluator.rank_with, wild=wild[0], bugs=wild[1])
            if kind == "sums":
                kind = "combos"
        elif kind == "sums":
            return max(self._sums(lists, split) for split in plan[1]), None
        best = 0
        hand: tuple[int, ...] | None = None
        if kind == "union":
            free = tuple([c for i in plan[1] for c in lists[i]])
            if not plan[2]:  # nothing capped (hole cards and a board): one lookup
                return rank(free), free
            if len(plan[2]) == 1:  # one capped source (a card borrowed): its draws one by one
                i, combos = plan[2][0]
                cards = lists[i]
                for ix in combos:
                    union = free + tuple([cards[x] for x in ix])
                    v = rank(union)
                    if v > best:
                        best, hand = v, union
                return best, hand
            capped = [[tuple([lists[i][x] for x in ix]) for ix in combos] for i, combos in plan[2]]
            for draw in product(*capped):
                union = free + tuple([c for part in draw for c in part])
                v = rank(union)
                if v > best:
                    best, hand = v, union
        elif kind == "combos":
            for split in plan[1]:
                parts = [[tuple([lists[i][x] for x in ix]) for ix in combos] for i, _, combos in split]
                for pick in product(*parts):
                    chosen = tuple([c for part in pick for c in part])
                    v = rank(chosen)
                    if v > best:
                        best, hand = v, chosen
        return best, hand

    def _sums(self, lists: list[tuple[int, ...]], split: Split) -> int:
        """Best complete hand over one split (cards per source), by summed card keys:
        each source's combinations are summed once, then every pairing is one
        addition and one lookup."""
        ev = self.evaluator
        V, T, M = ev.card_key, ev.table, ev.mask
        groups: list[list[int]] = []
        for i, k, combos in split:
            keys = [V[c] for c in lists[i]]
            if k == 1:
                groups.append(keys)
            elif k == 2:
                groups.append([keys[a] + keys[b] for a, b in combos])
            elif k == 3:
                groups.append([keys[a] + keys[b] + keys[c] for a, b, c in combos])
            else:
                groups.append([sum(keys[x] for x in ix) for ix in combos])
        first = [ev.offset + s for s in groups[0]]
        try:
            if len(groups) == 1:
                return max([T[a & M] for a in first])
            for more in groups[1:-1]:
                first = [a + b for a in first for b in more]
            best = 0
            for a in first:
                for b in groups[-1]:
                    v = T[(a + b) & M]
                    if v > best:
                        best = v
            return best
        except KeyError:
            ev.check(tuple(c for cards in lists for c in cards), sized=False)
            raise HandError("cannot rank these cards") from None


def _allowed(pattern: CardPattern) -> frozenset[int]:
    """The card indices a pattern names: the 52 cards, and jokers (52 on) if it names jokers."""
    named = {i for i in range(52) if pattern.matches(Card(i))}
    if pattern.jokers:
        named |= set(range(52, 64))
    return frozenset(named)


def _keep(cards: tuple[int, ...], allowed: frozenset[int] | None) -> tuple[int, ...]:
    return cards if allowed is None else tuple(c for c in cards if c in allowed)


def best_hand(
    ranking: RankingSpec,
    composition: Composition,
    own: dict[str, CardsLike],
    shared: dict[str, CardsLike] | None = None,
    opponents: Sequence[dict[str, CardsLike]] = (),
    wild: CardsLike = (),
    bugs: CardsLike = (),
) -> BestHand | None:
    """The best hand ``composition`` allows (see the module doc), or None. ``wild`` and
    ``bugs``: the cards that are wild or bugs wherever they are (as for ``evaluate``)."""
    composer = compile_composition(ranking, composition)

    def indices(zones: dict[str, CardsLike] | None) -> dict[str, tuple[int, ...]]:
        return {name: to_indices(cards) for name, cards in (zones or {}).items()}

    own_i, shared_i = indices(own), indices(shared)
    opp_i = [indices(z) for z in opponents]
    every = [c for z in [own_i, shared_i, *opp_i] for cards in z.values() for c in cards]
    if len(set(every)) != len(every):
        raise HandError("a card appears in two places")
    w = (frozenset(to_indices(wild)), frozenset(to_indices(bugs)))
    return composer.best(own_i, shared_i, opp_i, w if w[0] or w[1] else None)
