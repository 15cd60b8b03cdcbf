"""The designer's report: counts over many simulated hands of one variant.

``collect(game, stakes, agents, hands, seed)`` plays the hands as ``run`` does (the same
seeds, so ``run`` and ``stats`` with one seed play the same hands) and counts, from each
finished hand's log, view and HandResult only:

* the streets each hand reached, and the showdown;
* the category of every hand shown and of every winning hand, per share (high, low ...);
* each position's result (the seat's place after the button), for a win rate with an
  interval;
* the size of each pot, in big blinds;
* how pots were divided: won uncontested, scooped (one seat took all), split, or a share
  nobody qualified for (no low: the others took it); settled with the house, or by the
  rules with no hand compared (`showdown none`);
* the most cards a hand took from the deck (dealt, burnt, drawn), against its size;
* the decisions per hand.
"""

from __future__ import annotations

import math
from collections import Counter

import attrs

from pokerlang.analytics.categories import bucket_of
from pokerlang.engine import TableStakes
from pokerlang.ir import game as ir
from pokerlang.runner.simulate import empty_summary, SeedStream, play_hands, result_unit


def showdown_shares(game: ir.Game) -> dict[str, ir.Share]:
    """Every share a showdown of the game may pay, by name."""
    out: dict[str, ir.Share] = {}
    for action in game.actions():
        if isinstance(action, ir.Showdown):
            for share in action.shares:
                out.setdefault(share.name, share)
    return out


@attrs.define
class Stats:
    title: str
    players: int
    agents: list[str]
    big_blind: int  # the unit results and pots are counted in, in chips (a big blind, an ante)
    seed: int
    streets: list[str]  # the game's streets, in order
    shares: list[str]  # the showdown's shares, in order
    deck_size: int = 0
    hands: int = 0
    showdowns: int = 0
    reached: Counter = attrs.Factory(Counter)  # street -> hands that reached it
    shown: dict[str, Counter] = attrs.Factory(dict)  # share -> category -> hands shown
    won: dict[str, Counter] = attrs.Factory(dict)  # share -> category -> winning hands
    position_net: list[int] = attrs.Factory(list)  # by place after the button
    position_squares: list[int] = attrs.Factory(list)
    position_wins: list[int] = attrs.Factory(list)  # hands in which the place won chips
    pots: Counter = attrs.Factory(Counter)  # chips in the pots -> hands
    house: int = 0  # what the house won (a game against the house): the places' nets sum to minus it
    division: Counter = attrs.Factory(Counter)  # uncontested, scooped, split, house, rules
    unclaimed: Counter = attrs.Factory(Counter)  # share nobody qualified for -> pots
    most_cards: int = 0
    most_cards_hand: int | None = None
    cards_used: int = 0  # in all hands, for the mean
    decisions: Counter = attrs.Factory(Counter)  # decisions in a hand -> hands
    rankings: dict = attrs.field(factory=dict, repr=False, eq=False)  # share -> RankingSpec
    unit: str = "bb"  # the unit's name: bb, antes, chips (as `run` counts them)

    def position_rate(self, place: int) -> float:
        return self.position_net[place] / self.big_blind / self.hands * 100 if self.hands else 0.0

    def position_interval(self, place: int) -> tuple[float, float] | None:
        """The 95% interval of ``position_rate`` (normal approximation per hand)."""
        n = self.hands
        if n < 2:
            return None
        mean = self.position_net[place] / n
        variance = max(0.0, (self.position_squares[place] - n * mean * mean) / (n - 1))
        half = 1.96 * math.sqrt(variance / n) / self.big_blind * 100
        centre = self.position_rate(place)
        return centre - half, centre + half

    def pot_quantile(self, q: float) -> int:
        """The pot size (chips) that a share ``q`` of hands do not exceed."""
        target, seen = q * self.hands, 0
        for size in sorted(self.pots):
            seen += self.pots[size]
            if seen >= target:
                return size
        return 0

    def add(self, hand: int, state, result, count: int) -> None:
        """Count one finished hand (``simulate.play_hands``' ``on_result``)."""
        view = state.view(0)
        self.hands += 1
        self.decisions[count] += 1
        # The steps are played in order, so a street is reached when it or a later one was:
        # a step that only sets tallies writes no line of the log to find it by.
        seen = {e.street for e in state.log} | {state.street}
        furthest = max((i for i, name in enumerate(self.streets) if name in seen), default=-1)
        for name in self.streets[: furthest + 1]:
            self.reached[name] += 1
        self.showdowns += result.showdown
        self._categories(result)
        button = view["button"]
        for seat, net in enumerate(result.net):
            place = (seat - button) % self.players
            self.position_net[place] += net
            self.position_squares[place] += net * net
            self.position_wins[place] += net > 0
        self.pots[sum(p.amount for p in result.pots)] += 1
        self.house += result.bank
        self._division(result)
        used = state.zones.most_taken()  # one deal's, counted past a reshuffle of the muck
        self.cards_used += used
        if used > self.most_cards:
            self.most_cards, self.most_cards_hand = used, hand

    def _categories(self, result) -> None:
        rankings = self.rankings
        seen = set()
        for shown in result.shown:
            for share, words in shown.hands.items():
                if share in rankings:
                    self.shown[share][bucket_of(rankings[share], words)] += 1
                    seen.add((share, shown.seat, words))
        # A winning hand counted where it was shown: a game of deal after deal shows the last
        # deal's hands alone, and the pots an earlier deal's hands won are not counted again.
        winners = {
            (s.name, w.seat): w.hand
            for p in result.pots
            for s in p.shares
            for w in s.winners
            if w.hand and s.name in rankings and (s.name, w.seat, w.hand) in seen
        }
        for (share, _seat), words in winners.items():  # once per seat, over the side pots
            self.won[share][bucket_of(rankings[share], words)] += 1

    def _division(self, result) -> None:
        if result.house:  # no pot: each stake settled with the house
            self.division["house"] += 1
            return
        if not result.showdown:
            # `showdown none`: no hand is compared, the rules settle the pot (a `win`, a split,
            # their payments), unless everyone else folded
            alone = any(s.name == "uncontested" for p in result.pots for s in p.shares)
            self.division["uncontested" if alone or self.shares else "rules"] += 1
            return
        takers = {w.seat for p in result.pots for s in p.shares for w in s.winners if w.amount}
        self.division["scooped" if len(takers) == 1 else "split"] += 1
        for pot in result.pots:
            paid = {s.name for s in pot.shares}
            if len(pot.eligible) > 1 and paid:  # contested and paid: a missing share had no taker
                for name in self.shares:
                    if name not in paid:
                        self.unclaimed[name] += 1

    def merge(self, later: Stats) -> None:
        """Add the counts of ``later``, the stats of hands played after these."""
        self.hands += later.hands
        self.showdowns += later.showdowns
        self.cards_used += later.cards_used
        for mine, theirs in (
            (self.reached, later.reached),
            (self.pots, later.pots),
            (self.division, later.division),
            (self.unclaimed, later.unclaimed),
            (self.decisions, later.decisions),
        ):
            mine.update(theirs)
        for share in self.shares:
            self.shown[share].update(later.shown[share])
            self.won[share].update(later.won[share])
        self.house += later.house
        for place in range(self.players):
            self.position_net[place] += later.position_net[place]
            self.position_squares[place] += later.position_squares[place]
            self.position_wins[place] += later.position_wins[place]
        if later.most_cards > self.most_cards:
            self.most_cards, self.most_cards_hand = later.most_cards, later.most_cards_hand


def empty_stats(game: ir.Game, stakes: TableStakes, agents: list[str], seed: int) -> Stats:
    shares = showdown_shares(game)
    players = len(agents)
    stats = Stats(
        title=game.title,
        players=players,
        agents=list(agents),
        big_blind=result_unit(game, stakes)[0],
        unit=result_unit(game, stakes)[1],
        seed=seed,
        streets=[s.name for s in game.streets if s.name is not None],  # bare actions: no street to reach
        shares=list(shares),
        shown={n: Counter() for n in shares},
        won={n: Counter() for n in shares},
        position_net=[0] * players,
        position_squares=[0] * players,
        position_wins=[0] * players,
        rankings={name: share.ranking for name, share in shares.items()},
    )
    return stats


def collect(
    game: ir.Game,
    stakes: TableStakes,
    agents: list,
    hands: int,
    seed: int,
    start: int = 0,
    on_hand=None,
    seeds: list[int] | None = None,
) -> Stats:
    """Play hands ``start`` .. ``start + hands - 1`` of a run seeded ``seed`` and count them
    (``seeds``: theirs, where drawn already)."""
    stats = empty_stats(game, stakes, [a.name for a in agents], seed)
    summary = empty_summary(game, stakes, stats.agents, seed)

    def count(hand, state, result, actions, seats=None):  # (the table's seat numbers: not needed)
        if not stats.deck_size:
            stats.deck_size = len(state.deck)
        stats.add(hand, state, result, actions)

    drawn = SeedStream(seed, hands, start) if seeds is None else seeds
    play_hands(game, stakes, agents, summary, start, drawn, on_hand=on_hand, on_result=count)
    return stats


def _collect_chunk(job) -> Stats:
    """One chunk of a shared ``stats`` run (``runner.parallel.Chunk``)."""
    return collect(job.game, job.stakes, job.agents, job.count, job.seed, start=job.start, seeds=job.hand_seeds())


def collect_parallel(
    game: ir.Game, stakes: TableStakes, agents: list, hands: int, seed: int, workers: int, backend: str = "local"
) -> Stats:
    """``collect`` with the hands shared among ``workers``: the same counts (hand i
    depends only on the seed and i, and the chunks are added up in order)."""
    from pokerlang.runner.parallel import iter_chunks, map_chunks

    from pokerlang.runner.parallel import chunk_count

    workers = max(1, min(workers, chunk_count(game, hands, workers)))
    stats = empty_stats(game, stakes, [a.name for a in agents], seed)
    for part in map_chunks(_collect_chunk, iter_chunks(game, stakes, agents, hands, seed, workers), workers, backend):
        if not stats.deck_size:
            stats.deck_size = part.deck_size
        stats.merge(part)
    return stats
