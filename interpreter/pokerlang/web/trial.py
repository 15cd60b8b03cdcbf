"""An uploaded game's trial: before its table opens, the game plays a few hands in a
process of its own, within a budget of CPU time and memory.

A file can pass ``check`` in a second and still take the server's core for many seconds
and hundreds of megabytes at its first showdown (forty rankings of its own, each built
into a table when first used, with wild cards and several shares). The trial finds that
out where it costs the server nothing: ``pokerlang run`` on a copy of the upload, alone
in a fresh folder, at the game's most players, with call bots (every hand goes to a
showdown), in a child process that limits itself (``RLIMIT_AS`` before it imports
anything, ``RLIMIT_CPU`` once pokerlang is imported: the seconds are the game's). The
server waits for it off the event loop, one trial at a time.
A game over the budget is refused saying which budget; no path of the server is shown.
Shipped variants are not tried: they are the server's own.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from pokerlang.web.clients import Limits
from pokerlang.web.games import GameRefused, upload_name

# A child limits its memory first; then it imports the server's own code it runs (a cost
# the same for every game and, where Python keeps no compiled files, most of a second)
# and gives the game its CPU seconds from there. RLIMIT_CPU counts whole seconds of the
# process, so the seconds spent importing are added, rounded to the nearest.
_MEMORY = """\
import resource, sys
cpu, memory = int(sys.argv[1]), int(sys.argv[2]) << 20
resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
"""
_CPU = """\
spent = resource.getrusage(resource.RUSAGE_SELF)
cpu += round(spent.ru_utime + spent.ru_stime)
resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
"""

# `pokerlang run` as the command line runs it.
CHILD = f"""\
{_MEMORY}import pokerlang.cli, pokerlang.compiler, pokerlang.engine, pokerlang.runner.simulate
{_CPU}sys.argv = ["pokerlang", *sys.argv[3:]]
pokerlang.cli.main()
"""

# One function of pokerlang: its arguments in as JSON on stdin, its answer out as JSON on
# stdout (a ValueError's words, a GameRefused's lines, too).
WORKER = f"""\
{_MEMORY}import json
from importlib import import_module
work = getattr(import_module(sys.argv[3]), sys.argv[4])
{_CPU}try:
    out = {{"value": work(*json.load(sys.stdin))}}
except ValueError as err:
    out = {{"refused": list(getattr(err, "lines", None) or [str(err)])}}
json.dump(out, sys.stdout)
"""


class TrialsBusy(Exception):
    """More uploads wait for a trial than the server takes: come back later."""


def _env() -> dict[str, str]:
    """The server's environment, this pokerlang first on the path, one thread for any
    numeric library (each thread's reserve would count against the memory budget)."""
    import pokerlang

    root = str(Path(pokerlang.__file__).resolve().parent.parent)
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
    return {**os.environ, "PYTHONPATH": path, "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}


def budget_words(limits: Limits, players: int) -> str:
    return (
        f"an uploaded game must play {limits.trial_hands} hands at {players} players within "
        f"{limits.trial_cpu} s of CPU time and {limits.trial_memory} MB of memory"
    )


def trial(source: str, name: str, players: int, limits: Limits) -> None:
    """Play the upload for ``limits.trial_hands`` hands at ``players`` seats in a child
    process within the budget; raises GameRefused saying what went over it."""
    name = upload_name(name)
    budget = budget_words(limits, players)
    with tempfile.TemporaryDirectory(prefix="pokerlang-trial-") as folder:
        (Path(folder) / name).write_text(source, encoding="utf-8")
        argv = [sys.executable, "-c", CHILD, str(limits.trial_cpu), str(limits.trial_memory)]
        argv += ["run", name, "--hands", str(limits.trial_hands), "--players", str(players)]
        argv += ["--agents", "call", "--seed", "1"]
        try:
            done = subprocess.run(
                argv,
                cwd=folder,
                env=_env(),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
                errors="replace",
                timeout=limits.trial_seconds,
            )
        except subprocess.TimeoutExpired:
            late = f"its trial did not end within {limits.trial_seconds:g} s ({budget})"
            raise GameRefused([f"{name}: error: {late}; the server may be busy: try again later"]) from None
        said = done.stderr.replace(folder + os.sep, "").replace(folder, "")
    if done.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        raise GameRefused([f"{name}: error: the game is over its budget of CPU time: {budget}"])
    if "MemoryError" in said:
        raise GameRefused([f"{name}: error: the game is over its budget of memory: {budget}"])
    if done.returncode != 0:
        # Its own words, without a line that names a file of the server (a traceback's).
        lines = [line for line in said.splitlines() if line.strip() and os.sep not in line]
        why = lines[0] if lines else f"exit status {done.returncode}"
        raise GameRefused([f"{name}: error: the game stopped in its trial hands: {why.removeprefix('pokerlang ')}"])


class Trials:
    """The server's trials: ``limits.trials_at_once`` at a time, and at most
    ``limits.trials_waiting`` waiting their turn (TrialsBusy past it)."""

    def __init__(self, limits: Limits):
        self.limits = limits
        self.turn = asyncio.Semaphore(limits.trials_at_once)
        self.waiting = 0

    async def run(self, source: str, name: str, players: int) -> None:
        if self.waiting >= self.limits.trials_waiting:
            raise TrialsBusy
        self.waiting += 1
        try:
            async with self.turn:
                await asyncio.to_thread(trial, source, name, players, self.limits)
        finally:
            self.waiting -= 1


def in_budget(work, args: list, name: str, cpu: int, memory: int, seconds: float):
    """``work(*args)`` (a function of pokerlang taking and giving JSON) in a child process
    of at most ``cpu`` seconds of CPU time, ``memory`` MB and ``seconds`` of time: its
    value; GameRefused naming the budget it went over, or the lines the work refused with."""
    budget = f"{cpu} s of CPU time and {memory} MB of memory, within {seconds:g} s"
    argv = [sys.executable, "-c", WORKER, str(cpu), str(memory), work.__module__, work.__name__]
    try:
        done = subprocess.run(
            argv, input=json.dumps(args), env=_env(), capture_output=True, text=True, errors="replace", timeout=seconds
        )
    except subprocess.TimeoutExpired:
        raise GameRefused([f"{name}: error: the work did not end within its budget: {budget}"]) from None
    if done.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        raise GameRefused([f"{name}: error: the game is over its budget of CPU time: {budget}"])
    if "MemoryError" in done.stderr:
        raise GameRefused([f"{name}: error: the game is over its budget of memory: {budget}"])
    try:
        out = json.loads(done.stdout)
    except ValueError:
        raise GameRefused([f"{name}: error: the work stopped (exit status {done.returncode})"]) from None
    if "refused" in out:
        raise GameRefused(out["refused"])
    return out["value"]
