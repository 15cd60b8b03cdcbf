"""Bots for ``pokerlang run``.

An agent is anything with ``act(view, legal, rng) -> action``: ``view`` is
``State.view(seat)`` (only what that seat may see), ``legal`` the options of
``State.legal_actions()`` (each answers ``sample(rng)``), ``rng`` a ``random.Random``.
An agent never gets the State itself, so it cannot peek at another seat's cards.
An agent that never reads its view says ``needs_view = False`` and is given ``None``:
building a view at every decision costs as much as playing the hand, and the bots
below choose from ``legal`` alone.
"""

from __future__ import annotations

import random
from typing import Protocol

from pokerlang.engine.actions import (
    Bet, BetRange, Call, Check, Complete, Fold, PostBringIn, Raise, RaiseRange, Show,
)


class Agent(Protocol):
    name: str

    def act(self, view: dict, legal: list, rng: random.Random): ...


_PASSIVE = (Check, Call, Show)  # a calling station sees every hand through to the end


def _cost(option) -> int:
    """How many chips an option commits, roughly, for ordering betting options."""
    if isinstance(option, (BetRange, RaiseRange)):
        return option.min
    return getattr(option, "amount", None) or 0


def _betting(option) -> bool:
    return isinstance(option, (Check, Call, Bet, Raise, PostBringIn, Complete, BetRange, RaiseRange))


def _cheapest(legal: list, rng: random.Random):
    """Check, call or show if possible; else the cheapest betting option that is not a fold;
    a card decision (choose, draw, declare ...) is sampled; fold only if nothing else."""
    for kind in _PASSIVE:
        for option in legal:
            if isinstance(option, kind):
                return option.sample(rng)
    rest = [o for o in legal if not isinstance(o, Fold)]
    if not rest:
        return legal[0].sample(rng)
    betting = [o for o in rest if _betting(o)]
    if betting:
        option = min(betting, key=_cost)
        if isinstance(option, BetRange):
            return Bet(option.min)
        if isinstance(option, RaiseRange):
            return Raise(option.min)
        return option.sample(rng)
    return rng.choice(rest).sample(rng)


class RandomAgent:
    """Uniform over the kinds of legal options, then a random amount or set of cards."""

    name = "random"
    needs_view = False

    def act(self, view: dict, legal: list, rng: random.Random):
        return rng.choice(legal).sample(rng)


class CallAgent:
    """A calling station: checks or calls; otherwise the cheapest action that is not a fold."""

    name = "call"
    needs_view = False

    def act(self, view: dict, legal: list, rng: random.Random):
        return _cheapest(legal, rng)


class RaiseAgent:
    """Bets or raises the minimum whenever it can (completes over a bring-in); else calls."""

    name = "raise"
    needs_view = False

    def act(self, view: dict, legal: list, rng: random.Random):
        for option in legal:
            if isinstance(option, BetRange):
                return Bet(option.min)
            if isinstance(option, RaiseRange):
                return Raise(option.min)
        for option in legal:
            if isinstance(option, (Bet, Raise, Complete)):
                return option
        return _cheapest(legal, rng)


def _monte_carlo(game=None, think=None):
    """``mc`` (runner.mc), imported when asked for: it plays hands out with the bots above."""
    from pokerlang.runner.mc import MonteCarloAgent
    return MonteCarloAgent(game, think)


AGENTS: dict[str, type] = {"random": RandomAgent, "call": CallAgent, "raise": RaiseAgent, "mc": _monte_carlo}
THINKERS = {"mc"}  # agents that take the game and a ``--think`` budget


def make_agents(spec: str, players: int, game=None, think=None) -> list:
    """``random,call,raise`` -> one agent per seat, the list repeated round the table.
    ``game`` and ``think`` go to the agents that search (``mc``).
    Raises ValueError naming an unknown agent."""
    names = [n.strip() for n in spec.split(",") if n.strip()]
    if not names:
        raise ValueError("no agents given")
    unknown = [n for n in names if n not in AGENTS]
    if unknown:
        raise ValueError(f"unknown agent '{unknown[0]}' (known: {', '.join(AGENTS)})")
    agents = []
    for i in range(players):
        name = names[i % len(names)]
        agents.append(AGENTS[name](game, think) if name in THINKERS else AGENTS[name]())
    return agents
