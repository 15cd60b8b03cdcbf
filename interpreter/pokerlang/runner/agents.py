"""Bots for ``pokerlang run``.

An agent is anything with ``act(view, legal, rng) -> action``: ``view`` is
``State.view(seat)`` (only what that seat may see), ``legal`` the options of
``State.legal_actions()`` (each answers ``sample(rng)``), ``rng`` a ``random.Random``.
An agent never gets the State itself, so it cannot peek at another seat's cards.
An agent that never reads its view says ``needs_view = False`` and is given ``None``:
building a view at every decision costs as much as playing the hand, and the bots
below choose from ``legal`` alone. An agent that says ``resamples = True`` (``mc``) is
also given ``twins=engine.resample.Twins(state, seat)``: hands its seat cannot tell from
the real one, dealt by the engine on demand, which hold nothing the seat may not know.
``ask`` calls an agent so.
"""

from __future__ import annotations

import random
from typing import Protocol

from pokerlang.codec import plays
from pokerlang.engine.resample import Twins
from pokerlang.runner.mc import MonteCarloAgent
from pokerlang.runner.passive import cheapest


class Agent(Protocol):
    name: str

    def act(self, view: dict, legal: list, rng: random.Random): ...


def ask(agent, state, seat: int, legal: list, rng: random.Random, view=None):
    """What ``agent`` does at ``seat``'s decision in ``state``: given the seat's view (made
    here unless given, and only for an agent that reads it) and, for one that
    ``resamples``, the twins of the hand."""
    if view is None and getattr(agent, "needs_view", True):
        view = state.view(seat)
    if getattr(agent, "resamples", False):
        return agent.act(view, legal, rng, twins=Twins(state, seat, view))
    return agent.act(view, legal, rng)


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
        return cheapest(legal, rng)


class RaiseAgent:
    """Bets or raises the minimum whenever it can (completes over a bring-in); else calls."""

    name = "raise"
    needs_view = False

    def act(self, view: dict, legal: list, rng: random.Random):
        # A range of amounts first (a fixed completion may be listed beside it), at its least.
        for option in sorted(legal, key=lambda o: not plays.is_range(o)):
            if (action := plays.least(option)) is not None:
                return action
        return cheapest(legal, rng)


AGENTS: dict[str, type] = {"random": RandomAgent, "call": CallAgent, "raise": RaiseAgent, "mc": MonteCarloAgent}
THINKERS = {"mc"}  # agents that take the game and a ``--think`` budget


POLICY = "policy:"  # ``policy:FILE``: plays a policy file written by ``pokerlang solve``


def make_agents(spec: str, players: int, game=None, think=None, seats: int | None = None) -> list:
    """``random,call,raise`` -> one agent per seat, the list repeated round the table.
    ``game`` and ``think`` go to the agents that search (``mc``); ``policy:FILE`` plays a
    policy file of ``game`` at a table of ``seats`` (default: ``players``; more where some
    seats are people) (``research.policy``). Raises ValueError naming an unknown
    agent, or saying why a policy file cannot play this game."""
    names = [n.strip() for n in spec.split(",") if n.strip()]
    if not names:
        raise ValueError("no agents given")
    unknown = [n for n in names if n not in AGENTS and not n.startswith(POLICY)]
    if unknown:
        raise ValueError(f"unknown agent '{unknown[0]}' (known: {', '.join(AGENTS)}, {POLICY}FILE)")
    policies: dict[str, object] = {}
    for name in dict.fromkeys(names):
        if name.startswith(POLICY):
            from pokerlang.research.policy import PolicyAgent

            policies[name] = PolicyAgent(name[len(POLICY) :], game, seats or players)
    agents = []
    for i in range(players):
        name = names[i % len(names)]
        if name in policies:
            agents.append(policies[name])  # one table of probabilities, shared by the seats playing it
        else:
            agents.append(AGENTS[name](game, think) if name in THINKERS else AGENTS[name]())
    return agents
