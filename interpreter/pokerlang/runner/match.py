"""A match played hand after hand at one table (``match tournament { ... }``, ``match
cash { ... }``): what the table keeps between hands, where the engine keeps nothing.

Each hand is an ordinary hand, played by the engine at the stakes the table gives it:
the players still in the match, in seat order, each with the chips they carry, at the
level's blinds. Its hand history records those stakes, so each hand replays alone.

The button: a dead button, as tournaments play it (TDA Rules, "Dead Button: tournament
play uses a dead button"; Robert's Rules of Poker, "Button and blind use in tournaments":
the big blind moves one seat each hand to the next player in the game; the small blind is
posted from the seat that had the big blind, and the button goes to the seat that had the
small blind, even when that player is gone). So nobody misses a big blind or pays one
twice when a player is knocked out: where the small blind's seat is empty, there is no
small blind that hand (the big blind alone is posted); where the button's seat is empty,
the last player before the small blind acts last. Heads-up the button posts the small
blind and the other player the big blind (TDA, "Button in heads-up": the big blind moves
on, so nobody takes it twice in a row). Where one player alone posts the blind (a button
blind, a single blind), the button moves to the next player still in each hand.

Knock-outs and places (TDA, "Players busting in the same hand": the one who started the
hand with more chips finishes higher; with as many, they tie and share the places'
prizes): a player with no chips after a hand, or one a hand's rules put out of the game,
leaves the match and takes the next place from the bottom.

A prize pool drawn at random (``prize pool 2x 75%, ...``, a Spin & Go) is drawn from the
match's seeded generator before the first hand's seed, so the same seed draws the same
pool; the pool is the buy-ins times the multiple drawn (with a price, ``buy-in 100``, one
buy-in times it, as a card room counts a Spin & Go's "2x"), and what it holds beyond the
buy-ins is the house's money, added from outside the table (the places' nets then add up
to it, not to nothing). With a price the places are paid in money, and the chips are only
the game's.
"""

from __future__ import annotations

from fractions import Fraction

import random
from collections.abc import Callable, Iterator
from typing import Any

import attrs

from pokerlang.engine import TableStakes
from pokerlang.ir.game import Game
from pokerlang.ir.match import draw_prize, prize_draws, said
from pokerlang.runner.kill import Streak, killed, killer, scooper
from pokerlang.runner.stakes import HOUSE_ANTE

DEFAULT_CAP = 10_000  # hands a tournament is played to at most, unless --hands says
CASH_HANDS = 100  # hands of a cash game, unless --hands says


@attrs.define
class MatchReport:
    """What ``pokerlang run`` says of a match: its places, prizes and levels."""

    kind: str
    players: int
    hands: int = 0
    ended: bool = False  # False: stopped at the cap of hands (places then by chips)
    interrupted: bool = False  # stopped by a signal (Ctrl-C)
    places: list[list[int]] = attrs.Factory(list)  # best first: the seats of each place (a tie: several)
    prizes: list[int] = attrs.Factory(list)  # per seat: the prize won (tournament)
    stacks: list[int] = attrs.Factory(list)  # per seat: chips at the end
    bought: list[int] = attrs.Factory(list)  # per seat: chips bought in (the first stack and each rebuy)
    rebuys: list[int] = attrs.Factory(list)  # per seat: how many times topped up (or a stack rebought)
    add_ons: list[int] = attrs.Factory(list)  # per seat: add-ons bought (a rebuy tournament)
    levels: list[tuple[int, int, int, int, int]] = attrs.Factory(list)  # (level, small, big, ante, first hand)
    blinds: bool = True  # the match's game posts blinds (a stud game's levels are its antes alone)
    pool: int = 0  # the prize pool: the buy-ins (one stack a player), or so many times them as drawn
    buy_ins: int = 0  # one stack a player
    drawn: Fraction | None = None  # the multiple of the buy-ins drawn for the pool (`prize pool ...`)
    part: Fraction | None = None  # `prize pool 50%`: the part of the buy-ins in the pool
    # `buy-in 100+10`: the money the first stack costs (None: the match is counted in chips),
    # the house's fee on each buy-in, rebuy and add-on, the chips of the first stack, and
    # per seat the prize in money
    price: int | None = None
    fee: int = 0
    first_stack: int = 0
    money: list[int] = attrs.Factory(list)
    games: dict[str, int] = attrs.Factory(dict)  # hands by game, where a schedule plays another
    tallies: dict[str, list[int]] = attrs.Factory(dict)  # each tally at the end: per seat, or the table's one
    per_seat: dict[str, bool] = attrs.Factory(dict)  # by tally: counted for each player

    @property
    def net(self) -> list[int]:
        """Per seat, what the match won or lost: the prize (or the chips at the end) less the
        buy-ins; with a price in money, the prize in money less what the buy-ins and their
        fees cost."""
        if self.price is not None:
            return [
                m - self.cost(b) - self.fee * (1 + r + a)
                for m, b, r, a in zip(self.money, self.bought, self.rebuys, self.add_ons)
            ]
        got = self.prizes if self.kind == "tournament" else self.stacks
        return [g - b for g, b in zip(got, self.bought)]

    @property
    def added(self) -> int:
        """What the house added to the prize pool beyond the buy-ins (a pool drawn at
        random; below 0: the buy-ins kept out of it, `prize pool 50%`), in money where the
        buy-in has a price: the players' nets, fees aside, add up to it."""
        if self.kind != "tournament":
            return 0
        if self.price is not None:
            return self.money_pool - self.cost(self.buy_ins)
        return self.pool - self.buy_ins

    def cost(self, chips: int) -> int:
        """What so many chips bought cost in money (the first stack costs the price)."""
        assert self.price is not None
        return int(Fraction(chips * self.price, self.first_stack))

    @property
    def money_pool(self) -> int:
        return self.cost(self.pool) if self.price is not None else self.pool

    @property
    def fees(self) -> int:
        """The house's fees: one a buy-in, rebuy and add-on."""
        return self.fee * (self.players + sum(self.rebuys) + sum(self.add_ons)) if self.price is not None else 0


@attrs.frozen
class Deal:
    """One hand of the match: who plays (match seats, in order), at what stakes, with what
    button (an index into ``seats``), and by which game."""

    seats: tuple[int, ...]
    stakes: TableStakes
    button: int
    game: Game
    level: int


class MatchTable:
    """The table of a match: ``deal()`` gives the next hand, ``after(deal, result)`` takes it
    back; ``over`` says when the match has ended."""

    def __init__(self, game: Game, base: TableStakes, players: int, scheduled: dict[str, Game] | None = None):
        assert game.match is not None
        self.game, self.match, self.base = game, game.match, base
        self.players = players
        self.scheduled = scheduled or {}  # the games of the match's schedule, by name
        first = self.match.levels[0].big_blind if self.match.levels else base.big_blind
        stack = self.match.stack.chips(first) if self.match.stack is not None else _one_stack(base)
        self.stacks = [stack] * players
        self.live = list(range(players))
        self.report = MatchReport(
            kind=self.match.kind,
            players=players,
            prizes=[0] * players,
            bought=[stack] * players,
            rebuys=[0] * players,
            add_ons=[0] * players,
            pool=stack * players,
            buy_ins=stack * players,
            part=self.match.prize_part,
            price=self.match.buy_in,
            fee=self.match.fee,
            first_stack=stack,
            blinds=game.forced.blinds or game.forced.button_blind or bool(self.match.rotation or scheduled),
        )
        self._pool()
        self.out: list[list[int]] = []  # places from the bottom: the seats leaving after each hand
        self.hand = 0
        self.sb: int | None = None  # the seats of the last hand's blinds (None: before the first)
        self.bb = 0
        self.button: int | None = None  # the last hand's button, where one player posts the blind
        self.orbit_left = 0  # hands left in the orbit (a schedule by orbit)
        self.turn, self.turn_left = -1, 0  # the rotation's game playing, and its hands left
        self.killer: int | None = None  # the match seat that kills the next hand (``runner.kill``)
        self.streak = Streak()  # a kill by a streak: the pots a match seat scooped running
        # Tallies a game counts across hands (``tally strikes per seat``, where the language
        # has them): each per-seat count kept by match seat, given to the next hand.
        declared = [t for t in getattr(game, "tallies", ()) if not t.each_hand]  # `each hand`: the hand's own
        self.counts = {t.name: [t.start] * (players if t.per_seat else 1) for t in declared}
        self.per_seat = {t.name: t.per_seat for t in declared}

    @property
    def over(self) -> bool:
        return len(self.live) < max(2, self.game.min_players) or self.down_to

    @property
    def down_to(self) -> bool:
        """`ends with N players`: no more than N are left (a satellite's seats won)."""
        return self.match.ends_with is not None and len(self.live) <= self.match.ends_with

    def draw_prize(self, rng: random.Random) -> None:
        """Before the first hand: a prize pool drawn from the match's table (the buy-ins
        times the multiple drawn, rounded down to a chip); none, the pool is the buy-ins."""
        table = self.match.prize_pool
        if not table:
            return
        row = draw_prize(table, rng.randrange(prize_draws(table)))
        self.report.drawn = row.times
        # a card room's "2x" with a price: two buy-ins, the rest of what was paid the house's
        of_what = self.report.first_stack if self.report.price is not None else self.report.buy_ins
        self.report.pool = int(of_what * row.times)

    def level_stakes(self, level: int) -> TableStakes:
        if not self.match.levels:
            return self.base
        at = self.match.level(level)
        # the bets of a fixed-limit game follow the blinds: the small bet is the big blind
        return attrs.evolve(
            self.base,
            small_blind=at.small_blind,
            big_blind=at.big_blind,
            ante=at.ante,
            bring_in=at.bring_in or self.base.bring_in,  # a level without one: the table's
            small_bet=None,
            big_bet=None,
            biggest_bet=None,
        )

    def _own_parts(self, game: Game, stakes: TableStakes) -> TableStakes:
        """A game of the rotation (or of a schedule): the bring-in its rules play and the
        match's own game gives none of, from its file; at a cash match without levels, its
        ante and bets too (an ante game's house ante where it states none), so that no game
        plays silently for nothing. Levels say every game's blinds and ante."""
        if game is self.game:
            return stakes
        own = game.stakes
        changes: dict[str, Any] = {}
        if not stakes.bring_in and own.bring_in:  # no level gives a bring-in: the game's own, levels or not
            changes["bring_in"] = own.bring_in
        if self.match.levels:
            return attrs.evolve(stakes, **changes) if changes else stakes
        if game.forced.ante and not game.forced.ante_big_blinds and not stakes.ante:
            changes["ante"] = own.ante or HOUSE_ANTE
        if stakes.small_bet is None and own.small_bet is not None and game.betting.limit in ("fixed-limit", "spread"):
            changes.update(small_bet=own.small_bet, big_bet=own.big_bet, biggest_bet=own.biggest_bet)
        return attrs.evolve(stakes, **changes) if changes else stakes

    def deal(self) -> Deal:
        self._rebuy()
        level = self.match.level_at(self.hand)
        stakes = self.level_stakes(level)
        if not self.report.levels or self.report.levels[-1][0] != level:
            self.report.levels.append((level, stakes.small_blind, stakes.big_blind, stakes.ante, self.hand))
        button, single = self._blinds()
        seats = tuple(self.live)
        game = self._game()
        stakes = self._own_parts(game, stakes)
        if self.killer in seats and game.kill is not None and not single:  # a kill pot, as at a table of single hands
            stakes = killed(game, stakes, seats.index(self.killer))
        stakes = attrs.evolve(
            stakes,
            stacks=tuple(self.stacks[s] for s in seats),
            players=len(seats),
            single_blind=single,
            small_blind=0 if single else stakes.small_blind,
        )
        if self.counts and bool(getattr(game, "tallies", None)):  # the counts the last hand ended with
            given = {
                name: tuple(counts[s] for s in seats) if self.per_seat[name] else tuple(counts)
                for name, counts in self.counts.items()
            }
            carried: dict[str, Any] = {"tallies": given}  # a field of the stakes where tallies exist
            stakes = attrs.evolve(stakes, **carried)
        return Deal(seats, stakes, seats.index(button), game, level)

    def after(self, deal: Deal, result) -> None:
        """The hand is over: the chips each player carries on, and who leaves the match."""
        for i, seat in enumerate(deal.seats):
            self.stacks[seat] += result.net[i]
        kill = deal.game.kill
        if kill is not None and kill.unit == "in-a-row" and hasattr(result, "pots"):  # by the match's seats
            won = scooper(result)
            self.killer = self.streak.after(None if won is None else deal.seats[won], kill.streak)
        else:
            scooped = killer(deal.game, self.level_stakes(deal.level), result) if hasattr(result, "pots") else None
            self.killer = None if scooped is None else deal.seats[scooped]
        for name, counts in (getattr(result, "tallies", None) or {}).items():
            if self.per_seat.get(name):
                for at, seat in enumerate(deal.seats):
                    self.counts[name][seat] = counts[at]
            elif name in self.counts:
                self.counts[name] = list(counts)
        # A hand's rules may put a player out of the game (``HandResult.out``, seats of the
        # hand): they leave the match as a player with no chips does.
        put_out = {deal.seats[i] for i in getattr(result, "out", ()) or ()}
        # no chips: out of a tournament (unless its rebuys are open for the next hand); out
        # of a cash game too, where it has no rebuy
        broke = (self.match.tournament and not self.match.may_rebuy(self.hand + 1)) or (
            not self.match.tournament and self.match.rebuy_to is None
        )
        gone = [s for s in deal.seats if s in put_out or (broke and self.stacks[s] <= 0)]
        if gone:
            self._leave(gone, deal)
        self.hand += 1
        self.report.hands = self.hand
        self.report.games[deal.game.name] = self.report.games.get(deal.game.name, 0) + 1

    def finish(self, ended: bool) -> MatchReport:
        """The match is over (``ended``) or stopped at the cap: the players left placed by
        their chips, the prizes paid."""
        report = self.report
        report.ended = ended
        left = sorted(self.live, key=lambda s: -self.stacks[s])
        groups: list[list[int]] = []
        for seat in left:  # the same chips, the same place
            if groups and self.stacks[groups[-1][0]] == self.stacks[seat]:
                groups[-1].append(seat)
            else:
                groups.append([seat])
        if ended and self.down_to and left:  # `ends with N players`: those left share the top places
            groups = [sorted(left)]
        report.places = groups + list(reversed(self.out))
        report.stacks = list(self.stacks)
        report.tallies = {name: list(counts) for name, counts in self.counts.items()}
        report.per_seat = dict(self.per_seat)
        if self.match.tournament:
            payouts = self.match.payouts_for(self.players, report.drawn)
            report.prizes = prizes(report.pool, payouts, report.places, self.players)
            if report.price is not None:  # the same places paid in money, in whole units
                report.money = prizes(report.money_pool, payouts, report.places, self.players)
        return report

    # ---- between hands ---------------------------------------------------------------

    def _rebuy(self) -> None:
        match = self.match
        big = self.level_stakes(match.level_at(self.hand)).big_blind
        if match.may_rebuy(self.hand):
            self._buy_stacks(match.rebuy_stack, match.rebuy_when, match.rebuy_at_or_below, big)
        if match.add_on_due(self.hand):
            self._buy_stacks(match.add_on, None, False, big)
        if match.rebuy_to is None or match.rebuy_below is None:
            return
        to, below = match.rebuy_to.chips(big), match.rebuy_below.chips(big)
        for seat in self.live:
            if self.stacks[seat] < below and self.stacks[seat] < to:
                self.report.bought[seat] += to - self.stacks[seat]
                self.report.rebuys[seat] += 1
                self.stacks[seat] = to

    def _buy_stacks(self, stack, when, at_or_below: bool, big: int) -> None:
        """A tournament's stacks bought before a hand: a rebuy by each player below (or at)
        ``when``, an add-on (``when`` None) by every player still in. Every player entitled
        buys (the card rooms let them choose; `run`'s players always take it); what is
        bought joins the prize pool, and counts against what the player wins."""
        chips = stack.chips(big)
        limit = when.chips(big) if when is not None else None
        for seat in self.live:
            have = self.stacks[seat]
            if limit is not None and not (have < limit or (at_or_below and have == limit)):
                continue
            self.stacks[seat] += chips
            self.report.bought[seat] += chips
            self.report.pool += chips
            self.report.buy_ins += chips
            self._pool()
            if when is None:
                self.report.add_ons[seat] += 1
            else:
                self.report.rebuys[seat] += 1

    def _pool(self) -> None:
        """`prize pool 50%`: the pool is that part of every stack bought, rounded down."""
        if self.report.part is not None:
            self.report.pool = int(self.report.buy_ins * self.report.part)

    def _blinds(self) -> tuple[int, bool]:
        """The button's seat for the next hand, and whether the small blind is dead (its
        seat empty: the big blind alone is posted)."""
        live = self.live
        forced = self.game.forced
        if forced.button_blind or forced.single_blind:
            # One player posts the table's blind (the button, or the seat on its left): the
            # button moves on to the next player still in, so each posts it once an orbit and
            # none twice running (the dead button below is for a small and a big blind).
            self.button = live[0] if self.button is None else self._next(self.button)
            return self.button, False
        if self.sb is None:  # the first hand: the button at the first seat
            button = live[0]
            self.sb, self.bb = (button, live[1]) if len(live) == 2 else (live[1], live[2])
            return button, False
        bb = self._next(self.bb)
        if len(live) == 2:  # heads-up: the button posts the small blind
            sb = next(s for s in live if s != bb)
            self.sb, self.bb = sb, bb
            return sb, False
        sb = self.bb  # the seat that had the big blind, gone or not
        self.sb, self.bb = sb, bb
        if sb in live:
            return self._before(sb), False
        return self._before(bb), bool(self.game.forced.blinds)

    def _next(self, seat: int) -> int:
        return next(s for s in _round(seat, self.players) if s in self.live)

    def _before(self, seat: int) -> int:
        return next(s for s in _round(seat, self.players, -1) if s in self.live)

    def _leave(self, gone: list[int], deal: Deal) -> None:
        """``gone`` leave the match: one who leaves with chips (put out) by them, more places
        higher; of those with none, the one who started the hand with more chips places
        higher; as many chips, the same place."""
        start = dict(zip(deal.seats, deal.stakes.starting_stacks(len(deal.seats))))
        for seat in gone:
            self.live.remove(seat)
        rank = {s: (self.stacks[s], start[s]) for s in gone}
        for key in sorted(set(rank.values())):  # fewest first: the lowest place first
            self.out.append(sorted(s for s in gone if rank[s] == key))

    def _game(self) -> Game:
        """The game of the next hand: a scheduled game on its hand, else the rotation's game
        in turn (each for so many hands, or an orbit of the players still in), else the
        match's own."""
        starts = self.orbit_left <= 0
        if starts:
            self.orbit_left = len(self.live)
        self.orbit_left -= 1
        game = self.game
        rotation = self.match.rotation
        if rotation:
            if self.turn_left <= 0:
                self.turn = (self.turn + 1) % len(rotation)
                every = self.match.rotation_every
                self.turn_left = every if every is not None else len(self.live)
            self.turn_left -= 1
            game = self.scheduled.get(rotation[self.turn].name, game)
        for item in self.match.schedule:
            due = starts if item.every is None else self.hand % item.every == 0
            if due and item.name in self.scheduled:
                return self.scheduled[item.name]
        return game


def _round(seat: int, players: int, step: int = 1) -> Iterator[int]:
    """The seats after ``seat`` round the table (``step`` -1: before it), ending at it."""
    for k in range(1, players + 1):
        yield (seat + step * k) % players


def _one_stack(base: TableStakes) -> int:
    return base.stacks if isinstance(base.stacks, int) else max(base.stacks)


def prizes(pool: int, payouts: tuple[int | Fraction, ...], places: list[list[int]], players: int) -> list[int]:
    """Per seat, its prize: each place its share of the pool (in percent, a Fraction for
    `33.34%` or an equal place's third) in whole chips, the chips left by rounding down one
    each to the highest places; players tied for places share those places' prizes (the
    odd chips to the first seated). A table that began with fewer players than the places
    paid shares the whole pool among the places it has, each in proportion to its share
    (a prize of a place nobody can take would be paid to nobody)."""
    paid = payouts[:players]
    whole = sum(paid)
    amounts = [int(pool * p // whole) for p in paid]
    for k in range(pool - sum(amounts)):
        amounts[k % len(amounts)] += 1
    amounts += [0] * players
    out = [0] * players
    at = 0
    for group in places:
        total = sum(amounts[at : at + len(group)])
        each, odd = divmod(total, len(group))
        for k, seat in enumerate(sorted(group)):
            out[seat] = each + (k < odd)
        at += len(group)
    return out


def play_match(
    play_hand: Callable,
    game: Game,
    stakes: TableStakes,
    agents: list,
    summary,
    seed: int,
    cap: int | None,
    on_hand: Callable | None = None,
    record: bool = False,
    on_result: Callable | None = None,
    scheduled: dict[str, Game] | None = None,
    guard=None,
) -> MatchReport:
    """Play the match to its end (a tournament), or ``cap`` hands (a cash game, or a
    tournament stopped there); each hand counted in ``summary`` by match seat."""
    assert game.match is not None
    if scheduled is None and game.match.games():
        from pokerlang.check.match import scheduled_games

        scheduled = scheduled_games(game)
    table = MatchTable(game, stakes, len(agents), scheduled)
    master = random.Random(seed)  # hand i's seed is the i-th draw, as for single hands
    table.draw_prize(master)  # a prize pool drawn, before the hands (nothing drawn without one)
    limit = cap if cap is not None else DEFAULT_CAP if game.match.tournament else CASH_HANDS
    try:
        _play(play_hand, table, agents, summary, master, limit, on_hand, record, on_result, guard)
    except KeyboardInterrupt:  # stopped by a signal: the match as it stands, then the stop goes on
        summary.match = table.finish(False)
        summary.match.interrupted = True
        raise
    return table.finish(table.over)


def _numbered(on_result: Callable | None, seats) -> Callable | None:
    """``on_result`` told the table's number of each seat of the hand (``seats``)."""
    if on_result is None:
        return None
    return lambda *told: on_result(*told, seats=tuple(seats))


def _play(play_hand, table: MatchTable, agents, summary, master, limit, on_hand, record, on_result, guard) -> None:
    while not table.over and table.hand < limit:
        deal = table.deal()
        hand_seed = master.getrandbits(63)
        i = table.hand
        result, count, entry = play_hand(
            deal.game,
            deal.stakes,
            [agents[s] for s in deal.seats],
            hand=i,
            seed=hand_seed,
            button=deal.button,
            record=record,
            on_result=_numbered(on_result, deal.seats),
        )
        table.after(deal, result)
        net = [0] * len(agents)
        for k, seat in enumerate(deal.seats):
            net[seat] = result.net[k]
        if entry is not None:  # which player of the match each seat of the hand is
            entry["match"] = {"seats": list(deal.seats), "level": deal.level}
            drawn = table.report.drawn
            if i == 0 and drawn is not None:  # the prize pool drawn before it, on the first hand's record
                entry["match"]["prize_pool"] = {
                    "drawn": f"{said(drawn)}x",
                    "pool": table.report.pool,
                    "added": table.report.added,
                }
        if guard is not None:
            guard.start()
        try:
            summary.add(i, result, count, net)
            if on_hand is not None:
                on_hand(i, entry)
        finally:
            if guard is not None:
                guard.done()
