"""Play K hands with bots: the button moves one seat each hand, and every hand starts
from the same stacks (a cash game where everyone rebuys each hand: the usual way to
compare bots, since no seat busts out and every hand counts the same).

A game that kills pots (``kill when a player scoops ...``) is the exception: a hand's
stakes follow from the hand before, so its hands are played in order, in one process.

Seeds: ``random.Random(seed)`` draws one seed per hand; the hand's shuffle uses it, and
the agents' choices use a generator seeded from it too, so one hand can be replayed
alone from its history line. Hand i's seed is the i-th draw: it depends only on
(seed, i), so any range of hands can be played apart (``runner.parallel``) and the
parts merged give what one process gives.
"""

from __future__ import annotations

import functools

import math
import random
import time
from collections.abc import Callable, Iterator

import attrs

from pokerlang.engine import TableStakes, new_hand
from pokerlang.engine.resample import Twins
from pokerlang.runner.history import action_record, hand_record
from pokerlang.ir.rotation import Rotation
from pokerlang.runner.kill import KillTable
from pokerlang.runner.match import MatchReport, play_match
from pokerlang.runner.tallies import TallyTable, keeps_tallies
from pokerlang.runner.rotation import Seeds, play_rotation
from pokerlang.runner.signals import counting_guard


@attrs.define
class Summary:
    game: str
    players: int
    agents: list[str]
    big_blind: int  # the chips of the unit results are counted in (``unit``): most often the big blind
    seed: int
    unit: str = "bb"  # `bb`; an ante in a game without blinds (`antes`)
    hands: int = 0
    showdowns: int = 0
    net: list[int] = attrs.Factory(list)
    squares: list[int] = attrs.Factory(list)  # per seat, the sum of each hand's net squared
    # An agent in several seats, its seats together: the sum of its seats' nets, and
    # the sum over hands of that sum squared (its seats' results are not independent).
    team_net: dict[str, int] = attrs.Factory(dict)
    team_squares: dict[str, int] = attrs.Factory(dict)
    team_seats: dict[str, list[int]] = attrs.Factory(dict)  # ``teams()``, kept for ``add``
    biggest_pot: int = 0
    biggest_pot_hand: int | None = None
    house: int = 0  # what the house won (games against the house): the players' nets sum to minus it
    actions: int = 0
    seconds: float = 0.0
    interrupted: bool = False  # stopped by a signal: the hands before it are counted
    games: dict[str, int] = attrs.Factory(dict)  # a rotation's hands, by game (``runner.rotation``)
    match: MatchReport | None = None  # a match's places, prizes and levels (``runner.match``)
    stopped: str | None = None  # why the run ended before its hands (``runner.tallies``)
    # A game that keeps tallies without a match: each tally at the end (per seat, or the
    # table's one), and the seats still in the game (None: nobody was put out)
    counts: dict[str, list[int]] = attrs.Factory(dict)
    counted_per_seat: dict[str, bool] = attrs.Factory(dict)
    still_in: list[int] | None = None
    # The chips the rules paid (`pay` steps, `when hand ends`), by who paid whom ("players
    # -> pot", "pot -> house"; a pool pays as the house, which holds its chips): [times,
    # chips], so a writer sees a rule fire
    paid: dict[str, list[int]] = attrs.Factory(dict)

    def add(self, i: int, result, count: int, net: list[int] | None = None) -> None:
        """Count hand ``i``: its HandResult and number of actions (``net``: each table seat's,
        where the hand seated fewer players than the table: ``runner.tallies``)."""
        self.hands += 1
        self.actions += count
        self.showdowns += result.showdown
        for seat, won in enumerate(net if net is not None else result.net):
            self.net[seat] += won
            self.squares[seat] += won * won
        for agent, seats in self.team_seats.items():
            won = sum((net if net is not None else result.net)[s] for s in seats)
            self.team_net[agent] += won
            self.team_squares[agent] += won * won
        if result.house or result.paid:  # against the house, or a rake (else it won nothing)
            self.house += result.bank
        for payment in result.paid:
            flow = f"{_party(payment.party(payment.payer))} -> {_party(payment.party(payment.payee))}"
            counted = self.paid.setdefault(flow, [0, 0])
            counted[0] += 1
            counted[1] += payment.amount
        pot = sum([p.amount for p in result.pots])  # a list first: quicker than a generator
        if pot > self.biggest_pot:
            self.biggest_pot, self.biggest_pot_hand = pot, i

    def merge(self, later: Summary) -> None:
        """Add the counts of ``later``, a summary of hands played after these."""
        self.hands += later.hands
        self.actions += later.actions
        self.showdowns += later.showdowns
        self.house += later.house
        for name, count in later.games.items():
            self.games[name] = self.games.get(name, 0) + count
        if later.counts:  # the counts kept from hand to hand, as the later hands left them
            self.counts, self.counted_per_seat = later.counts, later.counted_per_seat
        if later.still_in is not None:
            self.still_in = later.still_in
        for flow, (times, chips) in later.paid.items():
            counted = self.paid.setdefault(flow, [0, 0])
            counted[0] += times
            counted[1] += chips
        for seat in range(self.players):
            self.net[seat] += later.net[seat]
            self.squares[seat] += later.squares[seat]
        for agent in self.team_net:
            self.team_net[agent] += later.team_net[agent]
            self.team_squares[agent] += later.team_squares[agent]
        if later.biggest_pot > self.biggest_pot:  # a tie keeps the earlier hand, as in one run
            self.biggest_pot, self.biggest_pot_hand = later.biggest_pot, later.biggest_pot_hand

    def bb_per_100(self, seat: int) -> float:
        return self._rate(self.net[seat], 1)

    def interval(self, seat: int) -> tuple[float, float] | None:
        """The 95% confidence interval of ``bb_per_100`` (normal approximation over the
        per-hand nets), or None with fewer than two hands."""
        return self._interval(self.net[seat], self.squares[seat], 1)

    def teams(self) -> dict[str, list[int]]:
        """The agents seated more than once, and their seats (not one in every seat: its
        seats together always break even)."""
        seats: dict[str, list[int]] = {}
        for seat, agent in enumerate(self.agents):
            seats.setdefault(agent, []).append(seat)
        return {agent: s for agent, s in seats.items() if 1 < len(s) < len(self.agents)}

    def team_bb_per_100(self, agent: str) -> float:
        """An agent's result over all its seats, per seat."""
        return self._rate(self.team_net[agent], len(self.teams()[agent]))

    def team_interval(self, agent: str) -> tuple[float, float] | None:
        return self._interval(self.team_net[agent], self.team_squares[agent], len(self.teams()[agent]))

    def _rate(self, net: int, seats: int) -> float:
        return net / self.big_blind / self.hands * 100 / seats if self.hands else 0.0

    def _interval(self, net: int, squares: int, seats: int) -> tuple[float, float] | None:
        n = self.hands
        if n < 2:
            return None
        mean = net / n
        variance = max(0.0, (squares - n * mean * mean) / (n - 1))
        half = 1.96 * math.sqrt(variance / n) / self.big_blind * 100 / seats
        centre = self._rate(net, seats)
        return centre - half, centre + half


def play_hand(
    game,
    stakes: TableStakes,
    agents: list,
    *,
    hand: int,
    seed: int,
    button: int,
    record: bool = False,
    on_result: Callable | None = None,
):
    """One hand; returns (result, number of actions, the history record or None). The
    result's hands are put into words only for a record or ``on_result``."""
    state = new_hand(game, stakes, seed=seed, button=button)
    rng = random.Random(f"agents-{seed}")
    actions: list[dict] = []
    count = 0
    viewers = [getattr(a, "needs_view", True) for a in agents]  # the others get None
    resamplers = [getattr(a, "resamples", False) for a in agents]  # given the hand's twins too
    # The State's methods looked up once a hand, not at each decision.
    legal_actions, apply = state.legal_actions, state.apply
    while (seat := state.to_act) is not None:  # None: the hand is over
        legal = legal_actions()
        view = state.view(seat) if viewers[seat] else None
        if resamplers[seat]:
            action = agents[seat].act(view, legal, rng, twins=Twins(state, seat, view))
        else:
            action = agents[seat].act(view, legal, rng)
        apply(action, seat)
        count += 1
        if record:
            actions.append(action_record(seat, action))
    # The hands in words only for those who read them: counting chips needs none.
    result = state.result() if record or on_result is not None else state.outcome()
    if on_result is not None:
        on_result(hand, state, result, count)
    entry = None
    if record:
        entry = hand_record(
            hand=hand,
            seed=seed,
            button=button,
            deck=[str(c) for c in state.deck],
            starting=list(state.starting),  # a tuple set once, when the hand was dealt
            actions=actions,
            result=result,
            game=game,
            stakes=stakes,
        )
    return result, count, entry


def _party(who: int | str) -> str:
    """Who paid or was paid, as the run counts it: the players (any seat), the pot, the
    house or a pool by its name."""
    return "players" if isinstance(who, int) else who


class SeedStream:
    """The seeds of hands ``start`` .. ``start + hands - 1`` of a run seeded ``seed``, drawn
    one at a time as they are played: a run of a billion hands holds one seed, not a
    billion (its length is known, for a rotation's blocks)."""

    def __init__(self, seed: int, hands: int, start: int = 0) -> None:
        self.seed, self.hands, self.start = seed, hands, start

    def __len__(self) -> int:
        return self.hands

    def __iter__(self) -> Iterator[int]:
        master = random.Random(self.seed)
        for _ in range(self.start):
            master.getrandbits(63)
        for _ in range(self.hands):
            yield master.getrandbits(63)


def hand_seeds(seed: int, hands: int, start: int = 0) -> list[int]:
    """The seeds of hands ``start`` .. ``start + hands - 1`` of a run seeded ``seed``."""
    master = random.Random(seed)
    for _ in range(start):
        master.getrandbits(63)
    return [master.getrandbits(63) for _ in range(hands)]


def result_unit(game, stakes: TableStakes) -> tuple[int, str]:
    """What results are counted in (its size in chips, its name): big blinds; in a game of
    antes without blinds, antes (neither: chips, a game of no forced bet, Put and take)."""
    members = getattr(game, "members", None)  # a rotation: in antes only if none of its games has blinds
    every = [m.game.forced for m in members] if members else [getattr(game, "forced", None)]
    known = [f for f in every if f is not None]
    blinded = any(f.blinds or f.button_blind for f in known)
    antes = bool(known) and not blinded and stakes.ante > 0
    chips = bool(known) and not blinded and not any(f.ante for f in known)
    return (1, "chips") if chips else (stakes.ante, "antes") if antes else (stakes.big_blind, "bb")


def empty_summary(game, stakes: TableStakes, agents: list[str], seed: int) -> Summary:
    players = len(agents)
    size, unit = result_unit(game, stakes)  # results per 100 hands in it
    summary = Summary(
        game=game.name,
        players=players,
        agents=list(agents),
        big_blind=size,
        unit=unit,
        seed=seed,
        net=[0] * players,
        squares=[0] * players,
    )
    teams = summary.team_seats = summary.teams()
    summary.team_net = dict.fromkeys(teams, 0)
    summary.team_squares = dict.fromkeys(teams, 0)
    return summary


def play_hands(
    game,
    stakes,
    agents: list,
    summary: Summary,
    start: int,
    seeds: Seeds,
    on_hand: Callable[[int, dict | None], None] | None = None,
    record: bool = False,
    on_result: Callable | None = None,
) -> None:
    """Play hands ``start``, ``start + 1`` ... with ``seeds``, counting them in ``summary``;
    ``on_result(i, state, result, count)`` sees each finished hand (for ``stats``), told
    ``seats=`` (each seat's number at the table) where the hand deals in fewer. A game
    that kills pots plays each hand at the stakes the last one left (``runner.kill``), from
    the table's stakes at hand ``start``. A rotation plays each hand as its game
    (``runner.rotation``)."""
    if isinstance(game, Rotation):
        play_rotation(play_hands, game, stakes, agents, summary, start, seeds, on_hand, record, on_result)
        return
    players = len(agents)
    table = KillTable(game, stakes) if game.kill is not None else None
    tallies = TallyTable(game, players) if keeps_tallies(game) else None
    with counting_guard() as guard:
        for n, hand_seed in enumerate(seeds):
            i = start + n
            at = table.stakes if table is not None else stakes
            seated, button = agents, i % players
            if tallies is not None:  # only the players still in the game, with their counts
                if tallies.stopped is not None:
                    break
                at = tallies.stakes(at)
                tallies.seats_played = list(tallies.seats)
                seated, button = [agents[s] for s in tallies.seats], tallies.next_button(i)
            told = on_result
            if tallies is not None and on_result is not None:  # the seats left, by their table numbers
                told = functools.partial(on_result, seats=tuple(tallies.seats))
            result, count, entry = play_hand(
                game, at, seated, hand=i, seed=hand_seed, button=button, record=record, on_result=told
            )
            if table is not None:
                table.after(result)
            net = None
            if tallies is not None:
                net = tallies.full(result.net, players)
                tallies.after(result, i)
                summary.stopped = tallies.stopped
                summary.counts = {name: list(counts) for name, counts in tallies.counts.items()}
                summary.counted_per_seat = dict(tallies.per_seat)
                summary.still_in = list(tallies.seats) if len(tallies.seats) < players else None
            guard.start()  # a hand is counted and written whole, or not at all
            try:
                summary.add(i, result, count, net)
                if on_hand is not None:
                    on_hand(i, entry)
            finally:
                guard.done()


def simulate(
    game,
    stakes: TableStakes,
    agents: list,
    hands: int | None,
    seed: int,
    on_hand: Callable[[int, dict | None], None] | None = None,
    record: bool = False,
    stop_on_interrupt: bool = False,
    scheduled: dict | None = None,
    on_result: Callable | None = None,
) -> Summary:
    """Play ``hands`` hands; ``on_hand(i, record)`` is called after each (the record only
    when ``record`` is set). ``stop_on_interrupt``: Ctrl-C (KeyboardInterrupt) ends the
    run with the hands played so far, marked ``interrupted``, instead of raising. A game
    with a match plays it (``runner.match``): ``hands`` then caps it (None: a tournament to
    its end, a cash game 100 hands); ``scheduled``: the games its schedule names;
    ``on_result(i, state, result, count)`` sees each finished hand, its hands in words."""
    summary = empty_summary(game, stakes, [a.name for a in agents], seed)
    start = time.perf_counter()
    try:
        if getattr(game, "match", None) is not None:  # hand after hand, the table carrying the chips
            with counting_guard() as guard:
                summary.match = play_match(
                    play_hand,
                    game,
                    stakes,
                    agents,
                    summary,
                    seed,
                    hands,
                    on_hand,
                    record,
                    on_result=on_result,
                    scheduled=scheduled,
                    guard=guard,
                )
        else:
            play_hands(game, stakes, agents, summary, 0, SeedStream(seed, hands or 0), on_hand, record, on_result)
    except KeyboardInterrupt:  # Ctrl-C (or SIGTERM, SIGHUP): the hand in play is dropped
        if not stop_on_interrupt:
            raise
        summary.interrupted = True
    summary.seconds = time.perf_counter() - start
    return summary
