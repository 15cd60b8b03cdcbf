"""Equity by arrays: many deals ranked at once over the compiled tables (``hands.batch``).

``Batch.of(calculator)`` says whether a game's showdown can be settled this way: every
share ranks, by a ranking whose values follow from summed card keys, either all the
cards of the zones it names (hole cards and a board: one lookup a hand) or exactly so
many of each (Omaha's two of the hand and three of the board: every choice summed, the
best kept), with no wild card, from a deck of one of each card and no joker. Anything
else is settled deal by deal as before (``equity.Calculator``), to the same values.

Deals.  Exact: every ``need``-subset of the cards left (``combination_rows``), handed to
the slots still to fill in every way (``splits``), so each deal is met once. Sampled:
each deal's cards drawn from the cards left (``_draw``). A seat given a range
takes one of its hands per deal, uniformly among the deals whose hands do not collide
(enumerated hand by hand when exact, rejected and redrawn when sampled).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations, product
from math import comb, prod
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerlang.hands.batch import BatchRanker, batch_ranker, combination_rows, splits
from pokerlang.hands.tables import TABLE_CARDS

Cards = npt.NDArray[np.intp]
Places = npt.NDArray[np.integer[Any]]  # places in a deck (int8 where listed)
Zone = tuple[int | None, int]  # (seat, or None for the table; the zone's number)
CHUNK = 1 << 16  # deals a batch: big enough to hide Python's cost, small enough for the cache


class RangesClash(ValueError):
    """Ranges whose hands (almost) always share a card: no deal to sample."""


class Deals:
    """A batch of deals: the cards each slot was dealt (``dealt[j]``: the ``j``-th card
    dealt, by its place in ``deck``, per deal) and what each zone holds."""

    def __init__(self, plan: Plan, fixed: dict[Zone, Cards], deck: Cards, dealt: Places) -> None:
        self.plan = plan
        self.fixed = fixed  # (seat, zone) -> a range's pick per deal, a row per deal
        self.deck = deck
        self.dealt = dealt
        self.rows = dealt.shape[1]
        self._sums: dict[tuple[int | None, int, int], npt.NDArray[np.int64] | int] = {}

    def cards(self, p: int | None, z: int) -> Cards:
        """What zone ``z`` of seat ``p`` (None: the table) holds, a row per deal."""
        parts = [self.fixed[(p, z)]] if (p, z) in self.fixed else []
        given = self.plan.given.get((p, z), ())
        if given:
            parts.append(np.broadcast_to(np.array(given, dtype=np.intp), (self.rows, len(given))))
        parts += [self.deck[self.dealt[group].T] for group in self.plan.dealt_to.get((p, z), [])]
        return parts[0] if len(parts) == 1 else np.hstack(parts)

    def summed(self, p: int | None, z: int, per_card: npt.NDArray[np.int64], rows: Cards | None = None):
        """The sum of ``per_card`` over the zone's cards, per deal (of ``rows`` only, if
        given): the cards given outright once, a gather per card dealt. Remembered per
        zone, since every seat's hand adds the board's."""
        key = (p, z, id(per_card))
        if rows is None and key in self._sums:
            return self._sums[key]
        total: npt.NDArray[np.int64] | int = int(per_card[list(self.plan.given.get((p, z), ()))].sum())
        if (p, z) in self.fixed:
            picked = self.fixed[(p, z)] if rows is None else self.fixed[(p, z)][rows]
            total = total + per_card[picked].sum(axis=1)
        by_place = per_card[self.deck]
        for group in self.plan.dealt_to.get((p, z), []):
            for j in range(group.start, group.stop):
                total = total + by_place[self.dealt[j] if rows is None else self.dealt[j][rows]]
        if rows is None:
            self._sums[key] = total
        return total


class Plan:
    """Which zone each slot of the deal fills, and the cards given outright."""

    def __init__(self, given: dict[Zone, tuple[int, ...]], slots, zones: dict[str, tuple[bool, int]]):
        self.given = given
        self.zones = zones  # zone name -> (the seat's own?, its number among own or shared zones)
        self.dealt_to: dict[Zone, list[slice]] = {}
        at = 0
        for p, z, k in slots:
            self.dealt_to.setdefault((p, z), []).append(slice(at, at + k))
            at += k


class Share:
    """One share of the pot, ranked on arrays: ``values(deals, seat)`` -> a value per deal."""

    def __init__(self, name: str, composer, ranker: BatchRanker, held: list[int]) -> None:
        self.name = name
        self.ranker = ranker
        self.evaluator = composer.evaluator
        self.sources = [(s.whose == "own", s.zone, s.min_count) for s in composer.sources]
        self.direct = composer.direct
        self.threshold = self.evaluator.threshold
        # Lookups a seat's hand takes: one, or every choice (Omaha: 6 x 10).
        self.lookups = 1 if self.direct else prod(comb(h, s.min_count) for s, h in zip(composer.sources, held))

    def values(self, deals: Deals, seat: int) -> npt.NDArray[np.int64]:
        r = self.ranker
        # A zone empty at the showdown is in no plan (and, by ``Batch.of``, counts for nothing).
        zones = deals.plan.zones
        held = [((seat if mine else None, zones[z][1]), count) for mine, z, count in self.sources if z in zones]
        where = [w for w, _ in held]
        if self.direct:
            n = sum(
                len(deals.plan.given.get(w, ())) + sum(g.stop - g.start for g in deals.plan.dealt_to.get(w, []))
                for w in where
            )
            n += sum(deals.fixed[w].shape[1] for w in where if w in deals.fixed)
            keys = sum((deals.summed(p, z, r.card_key) for p, z in where), r.offset)
            keys = np.broadcast_to(keys, (deals.rows,)).astype(np.int64)

            def masks(rows: Cards) -> npt.NDArray[np.int64]:
                return np.broadcast_to(sum(deals.summed(p, z, r.card_bits, rows) for p, z in where), (len(rows),))

            return r.from_sums(keys, masks, n)
        # Exactly so many of each source: every choice of each, summed, the best kept.
        sums: npt.NDArray[np.int64] | None = None
        bits: npt.NDArray[np.int64] | None = None
        for (p, z), count in held:
            cards = deals.cards(p, z)
            picks = np.array(list(combinations(range(cards.shape[1]), count)), dtype=np.intp)
            k = r.card_key[cards[:, picks]].sum(axis=2)  # (deals, choices)
            m = r.card_bits[cards[:, picks]].sum(axis=2)
            sums = k if sums is None else (sums[:, :, None] + k[:, None, :]).reshape(len(k), -1)
            bits = m if bits is None else (bits[:, :, None] + m[:, None, :]).reshape(len(m), -1)
        assert sums is not None and bits is not None
        flat = r.from_sums((sums + r.offset).ravel(), bits.ravel(), r.cards)
        return flat.reshape(sums.shape).max(axis=1)


class Batch:
    """The shares of one game's showdown, and how to deal and settle arrays of deals."""

    def __init__(self, shares: list[Share]) -> None:
        self.shares = shares
        self.lookups = sum(share.lookups for share in shares)  # a seat's lookups a deal

    @classmethod
    def of(cls, calculator) -> Batch | None:
        game, layout = calculator.game, calculator.layout
        if any(w is not None for w in calculator.wilds):
            return None
        deck = [c.index for c in game.at(game.min_players).deck()]
        if len(set(deck)) != len(deck) or max(deck) >= 52:
            return None
        sizes = dict(layout.own) | dict(layout.shared)
        shares = []
        for name, composer in calculator.shares:
            ranker = batch_ranker(composer.spec)
            if not ranker.by_sums or not composer.plain or any(composer.filters):
                return None
            held = [sizes.get(s.zone, 0) for s in composer.sources]
            if composer.direct:
                if not composer.spec.cards <= sum(held) <= TABLE_CARDS:
                    return None
                if sum(held) > composer.spec.cards and not ranker.flush_monotone:
                    return None  # a flush can hurt (deuce-to-seven): the best hand may dodge it
            elif not (
                all(s.min_count == s.max_count and s.min_count <= h for s, h in zip(composer.sources, held))
                and sum(s.min_count for s in composer.sources) == composer.spec.cards == composer.composition.size
            ):
                return None
            shares.append(Share(name, composer, ranker, held))
        return cls(shares)

    # -- settling ------------------------------------------------------------------------

    def settle(self, out, deals: Deals, players: int) -> None:
        """Add a batch of deals to ``out`` (an ``Equity``), as ``Calculator._settle`` does
        one deal: each share to its best qualifying hands, ties split, the shares won
        splitting the pot, nobody's share to the others."""
        rows = deals.rows
        parts: npt.NDArray[np.float64] | None = None
        won: npt.NDArray[np.int64] | int = 0
        for share in self.shares:
            values = np.stack([share.values(deals, p) for p in range(players)])
            if share.threshold > 1:
                values[values < share.threshold] = 0
            best = values.max(axis=0)
            claimed = best > 0
            top = values == best
            everywhere = bool(claimed.all())
            if not everywhere:
                top &= claimed
            split = top / np.maximum(top.sum(axis=0), 1)
            parts = split if parts is None else parts + split
            won = won + claimed
            taken = out.share_won[share.name]
            for p, total in enumerate(split.sum(axis=1).tolist()):
                taken[p] += total
            out.unclaimed[share.name] += 0 if everywhere else int(rows - claimed.sum())
        assert parts is not None
        if len(self.shares) > 1 or not np.all(won):
            parts = np.where(won > 0, parts / np.maximum(won, 1), 1 / players)
        out.deals += rows
        for p, (total, square, scoops) in enumerate(
            zip(parts.sum(axis=1).tolist(), (parts * parts).sum(axis=1).tolist(), (parts == 1.0).sum(axis=1).tolist())
        ):
            out.equity[p] += total
            out.squares[p] += square
            out.scoops[p] += scoops

    # -- dealing -------------------------------------------------------------------------

    def run(
        self,
        out,
        seats: list[list[Sequence[tuple[int, ...]]]],
        table: list[tuple[int, ...]],
        rest: list[int],
        layout,
        *,
        exact: bool,
        samples: int,
        seed: int,
    ) -> None:
        """Deal and settle. ``seats[p][z]``: the hands seat ``p`` may hold in its zone
        ``z`` (one tuple of card indices when given outright, every hand of a range
        otherwise; a tuple may be short of the zone's size, the rest dealt); ``table[z]``
        the shared zone's known cards; ``rest`` the cards left once every card given
        outright is out (a range's cards are among them)."""
        slots: list[tuple[int | None, int, int]] = [
            (p, z, size - len(seat[z][0]))
            for p, seat in enumerate(seats)
            for z, (_, size) in enumerate(layout.own)
            if size > len(seat[z][0])
        ]
        slots += [(None, z, size - len(table[z])) for z, (_, size) in enumerate(layout.shared) if size > len(table[z])]
        ranged = [(p, z) for p, seat in enumerate(seats) for z, hands in enumerate(seat) if len(hands) > 1]
        given: dict[Zone, tuple[int, ...]] = {
            (p, z): hands[0] for p, seat in enumerate(seats) for z, hands in enumerate(seat) if len(hands) == 1
        }
        given.update({(None, z): known for z, known in enumerate(table)})
        zones = {name: (True, z) for z, (name, _) in enumerate(layout.own)}
        zones.update({name: (False, z) for z, (name, _) in enumerate(layout.shared)})
        players = len(seats)
        need = sum(k for *_, k in slots)
        if exact:
            plan = Plan(given, slots, zones)
            for groups in splits(tuple(k for *_, k in slots)):
                order = [p for group in groups for p in group]
                for picks in _range_picks(seats, ranged, table):
                    left = np.array([c for c in rest if not any(c in h for h in picks.values())], dtype=np.intp)
                    combos = _columns(len(left), need)[order]  # a row per card dealt
                    for at in range(0, max(combos.shape[1], 1), CHUNK):
                        dealt = combos[:, at : at + CHUNK]
                        fixed: dict[Zone, Cards] = {
                            key: np.broadcast_to(np.array(h, dtype=np.intp), (dealt.shape[1], len(h)))
                            for key, h in picks.items()
                        }
                        self.settle(out, Deals(plan, fixed, left, dealt), players)
            return
        rng = np.random.default_rng(seed)
        deck = np.array(rest, dtype=np.intp)
        plan = Plan(given, slots, zones)
        done = 0
        while done < samples:
            rows = min(CHUNK, samples - done)
            fixed = _pick_ranges(rng, seats, ranged, rows)
            taken = np.hstack(list(fixed.values())) if fixed else None
            self.settle(out, Deals(plan, fixed, deck, _draw(rng, deck, rows, need, taken)), players)
            done += rows


def count_exact(seats, ranged, table, rest_size: int, slot_sizes: list[int]) -> int:
    """How many deals an exact run tries: the hands the ranges can hold together, times
    the ways to fill the slots from the cards left once they hold them."""
    if ranged and prod(len(seats[p][z]) for p, z in ranged) > 10**6:  # too many to count: sample
        return 10**18
    picks = sum(1 for _ in _range_picks(seats, ranged, table))
    left = rest_size - sum(len(seats[p][z][0]) for p, z in ranged)
    per = 1
    for k in slot_sizes:
        per *= comb(left, k)
        left -= k
    return picks * per


def _range_picks(seats, ranged, table) -> Iterator[dict[tuple[int, int], tuple[int, ...]]]:
    """Every way the ranged seats can hold one hand each with no card twice."""
    if not ranged:
        yield {}
        return
    for hands in product(*(seats[p][z] for p, z in ranged)):
        cards = [c for h in hands for c in h]
        if len(set(cards)) == len(cards):
            yield dict(zip(ranged, hands))


def _pick_ranges(rng: np.random.Generator, seats, ranged, rows: int) -> dict[Zone, Cards]:
    """One hand of each range per row, redrawn where two ranges' hands collide."""
    options = {key: np.array(seats[key[0]][key[1]], dtype=np.intp) for key in ranged}
    picked: dict[Zone, Cards] = {key: hands[rng.integers(0, len(hands), rows)] for key, hands in options.items()}
    if len(ranged) < 2:
        return picked
    for _ in range(1000):
        cards = np.hstack(list(picked.values()))
        ordered = np.sort(cards, axis=1)
        bad = np.flatnonzero((ordered[:, 1:] == ordered[:, :-1]).any(axis=1))
        if not bad.size:
            return picked
        for key, hands in options.items():
            picked[key][bad] = hands[rng.integers(0, len(hands), bad.size)]
    raise RangesClash("the ranges hardly ever hold hands without a card in common")


def _draw(rng: np.random.Generator, deck: Cards, rows: int, need: int, taken: Cards | None) -> Places:
    """``need`` distinct places in ``deck`` per deal (a row per card, a column per deal),
    none of the deal's ``taken`` cards, each set of cards equally likely. When the sets
    are few enough to list (a board of five from 48 cards: 1,712,304), a set is one
    draw among them; otherwise the cards are drawn with replacement and the deals with
    a card twice drawn again, or, when that would be most of them (many cards from a
    small deck), each deal's cards are the head of its own shuffle of the deck. A deal
    holding a taken card is drawn again either way."""
    size = len(deck)
    listed = comb(size, need) <= LISTED
    distinct = prod((size - i) / size for i in range(need))  # drawn with replacement, no repeat
    bit = np.int64(1) << np.arange(size, dtype=np.int64)  # a place in the deck as a bit
    barred = None
    if taken is not None:
        place = np.zeros(max(52, int(deck.max()) + 1), dtype=np.int64)
        place[deck] = np.arange(size)
        barred = np.bitwise_or.reduce(bit[place[taken]], axis=1)

    def some(which: Cards) -> tuple[npt.NDArray[np.integer], Cards]:
        """Places in the deck for the deals ``which``, and those to be drawn again."""
        if listed:
            at = _columns(size, need)[:, rng.integers(0, comb(size, need), which.size)]
            if barred is None:
                return at, which[:0]
            bits = np.bitwise_or.reduce(bit[at], axis=0)
            return at, which[(bits & barred[which]) != 0]
        if distinct < 0.25:
            shuffled = np.tile(np.arange(size, dtype=np.uint8), (which.size, 1))
            deal = np.arange(which.size)
            for j in range(need):  # partial Fisher-Yates, a row per deal
                swap = rng.integers(j, size, which.size)
                held = shuffled[deal, j].copy()
                shuffled[deal, j] = shuffled[deal, swap]
                shuffled[deal, swap] = held
            at = np.ascontiguousarray(shuffled[:, :need].T)
        else:
            at = rng.integers(0, size, (need, which.size), dtype=np.uint8)
        bits = np.bitwise_or.reduce(bit[at], axis=0)
        bad = np.bitwise_count(bits) < need
        if barred is not None:
            bad |= (bits & barred[which]) != 0
        return at, which[bad]

    at, todo = some(np.arange(rows))
    while todo.size:
        at[:, todo], todo = some(todo)
    return at


LISTED = 2_000_000  # the most sets of cards ``_draw`` draws from a list of


@cache
def _columns(n: int, k: int) -> npt.NDArray[np.int8]:
    """``combination_rows(n, k)`` a row per card: column ``i`` is the ``i``-th subset."""
    return np.ascontiguousarray(combination_rows(n, k).T)
