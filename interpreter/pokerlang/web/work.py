"""The engine's heavy work at the web table, in worker processes with a budget.

An uploaded game passes its trial (``trial.py``) and may still take seconds of CPU time
for one showdown (shares with wild cards, rankings of its own), and an mc bot plays out
hands for each decision. In a thread, that work holds the interpreter's lock and slows
every table and the lobby; in a process it costs the server nothing but a core. So an
uploaded game's actions (its steps and showdowns) and every mc bot's decision run in a
child process forked for the work (it inherits the State, the game and the bot, so only
the answer crosses back, pickled), with at most ``Limits.workers`` at once server-wide.

The child limits itself before it works: ``RLIMIT_CPU`` (``Limits.work_cpu`` seconds of
CPU time) and ``RLIMIT_AS`` (``Limits.work_memory`` MB more than the server had when it
forked), and the parent kills it past ``Limits.work_seconds`` of wall time. Work over its
budget raises ``OverBudget``: the table whose work it was shuts, saying so to its
players, and the other tables go on. A fork, not a fresh interpreter: a fresh one would
import pokerlang and build the game again for every action. The child touches no lock,
file or socket of the server: it computes, writes its answer to its pipe and ends with
``os._exit`` (no buffer flushed, no handler run).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import pickle
import select
import signal
import threading
import time
from collections.abc import Callable
from typing import Any

import attrs

from pokerlang.web.clients import Limits


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
    memory = _address_space() + (limits.work_memory << 20)
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: limit, work, answer, end
        # Every descriptor but its answer's closed: the server's sockets and database, and
        # the pipes of other workers forked meanwhile by other threads (a copy of another
        # worker's pipe held here would keep that worker's parent from its end of file).
        os.closerange(3, write)  # (the standard three kept: a warning printed goes where the server's go)
        os.closerange(write + 1, os.sysconf("SC_OPEN_MAX"))
        code = 0
        try:
            import resource

            resource.setrlimit(resource.RLIMIT_CPU, (limits.work_cpu, limits.work_cpu + 1))
            if memory > limits.work_memory << 20:  # the server's own size was read
                resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
            try:
                answer = ("value", work(*args))
            except MemoryError:
                answer = ("over", "the work ran out of memory")
            except Exception as err:  # noqa: BLE001 - the parent raises it as the work's own
                answer = ("raised", err)
            try:
                data = pickle.dumps(answer)
            except Exception as err:  # noqa: BLE001 - an answer that cannot cross: said so
                data = pickle.dumps(("raised", RuntimeError(f"the work's answer cannot be sent: {err}")))
            view = memoryview(data)
            while view:
                view = view[os.write(write, view) :]
        except BaseException:  # noqa: BLE001 - the child never returns into the server's code
            code = 1
        finally:
            os._exit(code)
    os.close(write)
    chunks: list[bytes] = []
    deadline = time.monotonic() + limits.work_seconds
    late = False
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                late = True
                break
            ready, _, _ = select.select([read], [], [], left)
            if not ready:
                continue
            chunk = os.read(read, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(read)
        if late:
            _kill(pid)
        _, status = os.waitpid(pid, 0)
    if late:
        return "over", f"the work did not end within {limits.work_seconds:g} s"
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in (signal.SIGXCPU, signal.SIGKILL):
        return "over", f"the work took more than {limits.work_cpu} s of CPU time"
    try:
        kind, value = pickle.loads(b"".join(chunks))
    except Exception:  # noqa: BLE001 - a child that died without a whole answer
        return "over", "the work stopped without an answer (out of memory?)"
    return kind, value


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):  # it ended as the clock ran out
        os.kill(pid, signal.SIGKILL)


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
