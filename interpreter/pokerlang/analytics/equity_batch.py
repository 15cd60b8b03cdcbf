"""Equity by arrays: many deals ranked at once over the compiled tables (``hands.batch``).

``Batch.of(calculator)`` says whether a game's showdown can be settled this way: every
share ranks, by a ranking whose values follow from summed card keys, either all the
cards of the zones it names (hole cards and a board: one lookup a hand) or exactly so
many of each (Omaha's two of the hand and three of the board: every choice summed, the
best kept), with no wild card, from a deck of one of each card and no joker. Anything
else is settled deal by deal as before (``equity.Calculator``), to the same values.

Deals.  Exact: every ``need``-subset of the cards left (``combination_rows``), handed to
the slots still to fill in every way (``splits``), so each deal is met once. Sampled: a
partial Fisher-Yates shuffle of the cards left, a row per deal. A seat given a range
takes one of its hands per deal, uniformly among the deals whose hands do not collide
(enumerated hand by hand when exact, rejected and redrawn when sampled).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, product
from math import comb, prod

import numpy as np
import numpy.typing as npt

from pokerlang.hands.batch import BatchRanker, batch_ranker, combination_rows, splits
from pokerlang.hands.tables import TABLE_CARDS

Cards = npt.NDArray[np.intp]
CHUNK = 1 << 16  # deals a batch: big enough to hide Python's cost, small enough for the cache


class Share:
    """One share of the pot, ranked on arrays: ``values(own, shared)`` -> a value per deal."""

    def __init__(self, name: str, composer, ranker: BatchRanker) -> None:
        self.name = name
        self.ranker = ranker
        self.evaluator = composer.evaluator
        self.sources = [(s.whose == "own", s.zone, s.min_count) for s in composer.sources]
        self.direct = composer.direct
        self.threshold = self.evaluator.threshold

    def values(self, own: dict[str, Cards], shared: dict[str, Cards]) -> npt.NDArray[np.int64]:
        lists = [(own if mine else shared).get(zone) for mine, zone, _ in self.sources]
        if self.direct:
            hand = np.hstack([cards for cards in lists if cards is not None])
            return self.ranker.rank(hand)
        # Exactly so many of each source: every choice of each, summed, the best kept.
        r = self.ranker
        keys: npt.NDArray[np.int64] | None = None
        masks: npt.NDArray[np.int64] | None = None
        for cards, (_, _, count) in zip(lists, self.sources):
            assert cards is not None  # (``Batch.of`` took only sources that hold their count)
            picks = np.array(list(combinations(range(cards.shape[1]), count)), dtype=np.intp)
            k = r.card_key[cards[:, picks]].sum(axis=2)  # (deals, choices)
            m = r.card_bits[cards[:, picks]].sum(axis=2)
            keys = k if keys is None else (keys[:, :, None] + k[:, None, :]).reshape(len(k), -1)
            masks = m if masks is None else (masks[:, :, None] + m[:, None, :]).reshape(len(m), -1)
        assert keys is not None and masks is not None
        flat = r.from_sums((keys + r.offset).ravel(), masks.ravel(), r.cards)
        return flat.reshape(keys.shape).max(axis=1)


class Batch:
    """The shares of one game's showdown, and how to deal and settle arrays of deals."""

    def __init__(self, shares: list[Share]) -> None:
        self.shares = shares

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
            elif not (
                all(s.min_count == s.max_count and s.min_count <= h for s, h in zip(composer.sources, held))
                and sum(s.min_count for s in composer.sources) == composer.spec.cards == composer.composition.size
            ):
                return None
            shares.append(Share(name, composer, ranker))
        return cls(shares)

    # -- settling ------------------------------------------------------------------------

    def settle(self, out, own: list[dict[str, Cards]], shared: dict[str, Cards]) -> None:
        """Add a batch of deals (each array a row per deal) to ``out`` (an ``Equity``),
        as ``Calculator._settle`` does one deal: each share to its best qualifying hands,
        ties split, the shares won splitting the pot, nobody's share to the others."""
        players = len(own)
        deals = len(next(iter(shared.values()))) if shared else len(next(iter(own[0].values())))
        parts = np.zeros((players, deals))
        won = np.zeros(deals)
        for share in self.shares:
            values = np.stack([share.values(own[p], shared) for p in range(players)])
            values[values < share.threshold] = 0
            best = values.max(axis=0)
            claimed = best > 0
            top = (values == best) & claimed
            split = top / np.maximum(top.sum(axis=0), 1)
            parts += split
            won += claimed
            taken = out.share_won[share.name]
            for p in range(players):
                taken[p] += float(split[p].sum())
            out.unclaimed[share.name] += int(deals - claimed.sum())
        parts = np.where(won > 0, parts / np.maximum(won, 1), 1 / players)
        out.deals += deals
        for p in range(players):
            out.equity[p] += float(parts[p].sum())
            out.squares[p] += float((parts[p] * parts[p]).sum())
            out.scoops[p] += int((parts[p] == 1.0).sum())

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
        own_names = [name for name, _ in layout.own]
        shared_names = [name for name, _ in layout.shared]
        slots: list[tuple[int | None, int, int]] = [
            (p, z, size - len(seat[z][0]))
            for p, seat in enumerate(seats)
            for z, (_, size) in enumerate(layout.own)
            if size > len(seat[z][0])
        ]
        slots += [(None, z, size - len(table[z])) for z, (_, size) in enumerate(layout.shared) if size > len(table[z])]
        ranged = [(p, z) for p, seat in enumerate(seats) for z, hands in enumerate(seat) if len(hands) > 1]

        def assemble(fixed: dict[tuple[int, int], Cards], dealt: Cards, groups: Sequence[tuple[int, ...]]):
            """Zone arrays of a batch: each zone's cards (given, a range's pick, dealt)."""
            rows = len(dealt)
            parts: dict[tuple[int | None, int], list[Cards]] = {}
            for (p, z), cards in fixed.items():
                parts[(p, z)] = [cards]
            for p, seat in enumerate(seats):
                for z, hands in enumerate(seat):
                    if (p, z) not in fixed:
                        parts[(p, z)] = [np.broadcast_to(np.array(hands[0], dtype=np.intp), (rows, len(hands[0])))]
            for z, known in enumerate(table):
                parts[(None, z)] = [np.broadcast_to(np.array(known, dtype=np.intp), (rows, len(known)))]
            for (p, z, _), group in zip(slots, groups):
                parts[(p, z)].append(dealt[:, list(group)])
            own = [
                {name: np.hstack(parts[(p, z)]) for z, name in enumerate(own_names)} for p in range(len(seats))
            ]
            shared = {name: np.hstack(parts[(None, z)]) for z, name in enumerate(shared_names)}
            return own, shared

        need = sum(k for *_, k in slots)
        if exact:
            groups_all = splits(tuple(k for *_, k in slots))
            for picks in _range_picks(seats, ranged, table):
                left = np.array([c for c in rest if not any(c in h for h in picks.values())], dtype=np.intp)
                combos = combination_rows(len(left), need)
                for groups in groups_all:
                    for at in range(0, max(len(combos), 1), CHUNK):
                        dealt = left[combos[at : at + CHUNK]]
                        fixed = {key: np.broadcast_to(np.array(h), (len(dealt), len(h))) for key, h in picks.items()}
                        self.settle(out, *assemble(fixed, dealt, groups))
            return
        rng = np.random.default_rng(seed)
        deck = np.array(rest, dtype=np.intp)
        extra = sum(len(seats[p][z][0]) for p, z in ranged)  # a range's cards may be drawn: draw past them
        groups, at = [], 0
        for *_, k in slots:
            groups.append(tuple(range(at, at + k)))
            at += k
        done = 0
        while done < samples:
            rows = min(CHUNK, samples - done)
            fixed = _pick_ranges(rng, seats, ranged, rows)
            drawn = _shuffle_head(rng, deck, rows, need + extra)
            if ranged:
                taken = np.hstack(list(fixed.values()))
                clash = (drawn[:, :, None] == taken[:, None, :]).any(axis=2)
                # Keep each row's first ``need`` cards that no range took (stable order).
                order = np.argsort(clash, axis=1, kind="stable")[:, :need]
                drawn = np.take_along_axis(drawn, order, axis=1)
            else:
                drawn = drawn[:, :need]
            self.settle(out, *assemble(fixed, drawn, groups))
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


def _pick_ranges(rng: np.random.Generator, seats, ranged, rows: int) -> dict[tuple[int, int], Cards]:
    """One hand of each range per row, redrawn where two ranges' hands collide."""
    options = {key: np.array(seats[key[0]][key[1]], dtype=np.intp) for key in ranged}
    picked = {key: hands[rng.integers(0, len(hands), rows)] for key, hands in options.items()}
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
    raise ValueError("the ranges hardly ever hold hands without a card in common")


def _shuffle_head(rng: np.random.Generator, deck: Cards, rows: int, head: int) -> Cards:
    """The first ``head`` cards of an independent shuffle of ``deck`` per row (partial
    Fisher-Yates: each row's draws are distinct and uniform)."""
    n = len(deck)
    out = np.broadcast_to(deck, (rows, n)).copy()
    at = np.arange(rows)
    for j in range(head):
        r = rng.integers(j, n, rows)
        held = out[at, j].copy()
        out[at, j] = out[at, r]
        out[at, r] = held
    return out[:, :head]
