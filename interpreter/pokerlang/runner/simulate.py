"""Play K hands with bots: the button moves one seat each hand, and every hand starts
from the same stacks (a cash game where everyone rebuys each hand: the usual way to
compare bots, since no seat busts out and every hand counts the same).

Seeds: ``random.Random(seed)`` draws one seed per hand; the hand's shuffle uses it, and
the agents' choices use a generator seeded from it too, so one hand can be replayed
alone from its history line.
"""

from __future__ import annotations

import contextlib
import math
import random
import signal
import time
from collections.abc import Callable

import attrs

from pokerlang.engine import TableStakes, new_hand
from pokerlang.runner.history import action_record, hand_record


@attrs.define
class Summary:
    game: str
    players: int
    agents: list[str]
    big_blind: int
    seed: int
    hands: int = 0
    showdowns: int = 0
    net: list[int] = attrs.Factory(list)
    squares: list[int] = attrs.Factory(list)  # per seat, the sum of each hand's net squared
    # An agent in several seats, its seats together: the sum of its seats' nets, and
    # the sum over hands of that sum squared (its seats' results are not independent).
    team_net: dict[str, int] = attrs.Factory(dict)
    team_squares: dict[str, int] = attrs.Factory(dict)
    biggest_pot: int = 0
    biggest_pot_hand: int | None = None
    actions: int = 0
    seconds: float = 0.0
    interrupted: bool = False  # stopped by a signal: the hands before it are counted

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


def play_hand(game, stakes: TableStakes, agents: list, *, hand: int, seed: int, button: int,
              record: bool = False):
    """One hand; returns (result, number of actions, the history record or None)."""
    state = new_hand(game, stakes, seed=seed, button=button)
    starting = list(state.starting)
    rng = random.Random(f"agents-{seed}")
    actions: list[dict] = []
    count = 0
    while not state.is_over:
        seat = state.to_act
        legal = state.legal_actions()
        action = agents[seat].act(state.view(seat), legal, rng)
        state.apply(action, seat=seat)
        count += 1
        if record:
            actions.append(action_record(seat, action))
    result = state.result()
    entry = None
    if record:
        entry = hand_record(hand=hand, seed=seed, button=button, deck=[str(c) for c in state.deck],
                            starting=starting, actions=actions, result=result, game=game, stakes=stakes)
    return result, count, entry


def simulate(game, stakes: TableStakes, agents: list, hands: int, seed: int,
             on_hand: Callable[[int, dict | None], None] | None = None, record: bool = False,
             stop_on_interrupt: bool = False) -> Summary:
    """Play ``hands`` hands; ``on_hand(i, record)`` is called after each (the record only
    when ``record`` is set). ``stop_on_interrupt``: Ctrl-C (KeyboardInterrupt) ends the
    run with the hands played so far, marked ``interrupted``, instead of raising."""
    players = len(agents)
    summary = Summary(game=game.name, players=players, agents=[a.name for a in agents],
                      big_blind=stakes.big_blind, seed=seed, net=[0] * players,
                      squares=[0] * players)
    teams = summary.teams()
    summary.team_net = dict.fromkeys(teams, 0)
    summary.team_squares = dict.fromkeys(teams, 0)
    master = random.Random(seed)
    start = time.perf_counter()
    try:
        for i in range(hands):
            hand_seed = master.getrandbits(63)
            result, count, entry = play_hand(game, stakes, agents, hand=i, seed=hand_seed,
                                             button=i % players, record=record)
            with _signals_held():  # a hand is counted and written whole, or not at all
                _count(summary, teams, i, result, count)
                if on_hand is not None:
                    on_hand(i, entry)
    except KeyboardInterrupt:  # Ctrl-C (or SIGTERM, SIGHUP): the hand in play is dropped
        if not stop_on_interrupt:
            raise
        summary.interrupted = True
    summary.seconds = time.perf_counter() - start
    return summary


def _count(summary: Summary, teams: dict, i: int, result, count: int) -> None:
    summary.hands += 1
    summary.actions += count
    summary.showdowns += result.showdown
    for seat, won in enumerate(result.net):
        summary.net[seat] += won
        summary.squares[seat] += won * won
    for agent, seats in teams.items():
        won = sum(result.net[s] for s in seats)
        summary.team_net[agent] += won
        summary.team_squares[agent] += won * won
    pot = sum(p.amount for p in result.pots)
    if pot > summary.biggest_pot:
        summary.biggest_pot, summary.biggest_pot_hand = pot, i


_STOP_SIGNALS = {getattr(signal, n) for n in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, n)}


@contextlib.contextmanager
def _signals_held():
    """Signals that stop a run wait while a finished hand is counted and written; they
    arrive (as KeyboardInterrupt) once it is."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, _STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOP_SIGNALS)
