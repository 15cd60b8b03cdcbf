"""The engine's heavy work at the web table, in worker processes with a budget.

An uploaded game passes its trial (``trial.py``) and may still take seconds of CPU time
for one showdown (shares with wild cards, rankings of its own), and an mc bot plays out
hands for each decision. In a thread, that work holds the interpreter's lock and slows
every table and the lobby; in a process it costs the server nothing but a core. So an
uploaded game's deal and actions (its steps and showdowns) and every mc bot's decision run
in a worker process made for the work, with at most ``Limits.workers`` at once
server-wide: the work's function and arguments (the State, the bot, its view) go to it
pickled, and its answer comes back so.

The workers are forked by a fork server of their own (``multiprocessing``'s
``forkserver``), not by the web server: a fork of the web server would copy its threads'
locks as they stand, and a worker needing one held at that moment would wait for ever
(the tests saw tables shut so under load). The fork server has pokerlang imported once.

A worker limits itself before it works: ``RLIMIT_CPU`` (``Limits.work_cpu`` seconds of
CPU time) and ``RLIMIT_AS`` (``Limits.work_memory`` MB more than its own size), and the
parent kills it past ``Limits.work_seconds`` of wall time. Work over its budget raises
``OverBudget``: the table whose work it was shuts, saying so to its players, and the
other tables go on.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from typing import Any

import attrs

from pokerlang.web.clients import Limits


# Workers are forked by a server process of their own, started clean (no thread of the
# web server's, no lock one of them might hold at the fork), pokerlang imported once.
_CONTEXT = multiprocessing.get_context("forkserver")
_CONTEXT.set_forkserver_preload(["pokerlang.web.work", "pokerlang.engine", "pokerlang.runner.mc"])


class OverBudget(Exception):
    """The work went over its budget of CPU time, memory or time; the words say which."""


class Workers:
    """The server's worker processes: ``limits.workers`` at a time (the others wait their
    turn in a thread, never on the event loop)."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.slots = threading.BoundedSemaphore(limits.workers)

    async def run(self, work: Callable[..., Any], *args: Any, seconds: float | None = None) -> Any:
        """``work(*args)`` in a worker process: its value, or the exception it raised;
        OverBudget past the budget (``seconds``: of CPU and wall time, in place of the
        tables' budget: an upload's check)."""
        return await asyncio.to_thread(self.run_here, work, *args, seconds=seconds)

    def run_here(self, work: Callable[..., Any], *args: Any, seconds: float | None = None) -> Any:
        """``run``, blocking the calling thread."""
        limits = self.limits
        if seconds is not None:
            limits = attrs.evolve(limits, work_cpu=max(1, round(seconds)), work_seconds=seconds)
        with self.slots:
            kind, value = _forked(work, args, limits)
        if kind == "value":
            return value
        if kind == "raised":
            raise value
        said = f"{limits.work_cpu} s of CPU time and {limits.work_memory} MB of memory within {limits.work_seconds:g} s"
        raise OverBudget(f"{value}: over the budget of {said}")


def _forked(work: Callable[..., Any], args: tuple, limits: Limits) -> tuple[str, Any]:
    """("value", its value) or ("raised", its exception) from a child; ("over", why)."""
    read, write = _CONTEXT.Pipe(duplex=False)
    child = _CONTEXT.Process(target=_child, args=(write, work, args, limits.work_cpu, limits.work_memory), daemon=True)
    child.start()
    write.close()  # the child's end: its end of file is the child's end
    try:
        if not read.poll(limits.work_seconds):
            child.kill()
            return "over", f"the work did not end within {limits.work_seconds:g} s"
        try:
            kind, value = read.recv()
        except (EOFError, OSError):  # it died without an answer: killed by its limits
            child.join()
            if child.exitcode in (-signal.SIGXCPU, -signal.SIGKILL):
                return "over", f"the work took more than {limits.work_cpu} s of CPU time"
            return "over", "the work stopped without an answer (out of memory?)"
        return kind, value
    finally:
        read.close()
        child.join()


def _child(answer, work: Callable[..., Any], args: tuple, cpu: int, memory: int) -> None:
    """In the worker: limit, work, answer (its value, its exception, or that it ran out of
    memory)."""
    import resource

    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    own = _address_space()
    if own:  # the worker's own size was read: the budget is on top of it
        resource.setrlimit(resource.RLIMIT_AS, (own + (memory << 20), own + (memory << 20)))
    try:
        reply: tuple[str, Any] = ("value", work(*args))
    except MemoryError:
        reply = ("over", "the work ran out of memory")
    except Exception as err:  # noqa: BLE001 - the parent raises it as the work's own
        reply = ("raised", err)
    try:
        answer.send(reply)
    except Exception as err:  # noqa: BLE001 - an answer that cannot cross: said so
        answer.send(("raised", RuntimeError(f"the work's answer cannot be sent: {err}")))
    answer.close()


def _address_space() -> int:
    """The server's virtual memory now, in bytes (0 where the system does not say)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


# ---- the work -------------------------------------------------------------------------------


def applied(state, action, seat: int):
    """The State after ``action`` of ``seat`` (in the child: its own copy, sent back)."""
    state.apply(action, seat=seat)
    if state.is_over:
        state.result()  # the hands described here too (a ranking's names), not on the server's loop
    return state


def dealt(game, stakes, seed: int, button: int):
    """A new hand of ``game``, dealt to its first decision (or played out: all in from the
    forced bets, its hands described)."""
    from pokerlang.engine import new_hand

    state = new_hand(game, stakes, seed=seed, button=button)
    if state.is_over:
        state.result()
    return state


def decided(agent, view, legal, rng, twins):
    """An mc bot's decision, and its random generator's state after it (so the parent's
    goes on as if it had decided itself)."""
    action = agent.act(view, legal, rng, twins=twins)
    return action, rng.getstate()
