"""``run --workers N``: the hands of a run shared among processes, or a Ray cluster.

Hand i's seed is the i-th draw of ``random.Random(seed)`` (``simulate.hand_seeds``), so
the run is cut into chunks of consecutive hands, each chunk is played apart with its own
copy of the game and the agents, and the chunks' summaries are merged in order: the
totals, the intervals, the biggest pot and every history line are those of one process
with the same seed. Agents must not carry what they learn from one hand to the next
(none of ours does: each hand's choices come from a generator seeded by the hand).

Backends: ``local`` (processes on this machine's cores) and ``ray`` (Ray's remote
functions, on a cluster named by ``RAY_ADDRESS`` or a local one started for the run;
``pip install pokerlang[cluster]``). Ray rather than Dask: a chunk of hands is one
stateless task returning a small summary, which is exactly a Ray remote function, and
``ray.init()`` starts a local cluster or joins a remote one with the same code.

The local workers are this module's own rather than a ``ProcessPoolExecutor``: a run
stopped by a signal keeps every hand a worker finished (each worker sends back the part
of its chunk it played), a worker stopped by a signal of its own stops the run the same
way, and workers never outlive the run (they die with their parent, and take no stdin or
stdout of its, so a caller reading the output is never left waiting on an orphan).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pickle
import random
import signal
import sys
import time
from collections.abc import Callable, Generator, Iterable, Iterator

import attrs

from pokerlang.engine import TableStakes
from pokerlang.ir.game import Game
from pokerlang.runner.signals import STOP_SIGNALS, WorkerStop, recording_signals
from pokerlang.runner.simulate import Summary, empty_summary, hand_seeds, play_hands
from pokerlang.runner.tallies import keeps_tallies

BACKENDS = ("local", "ray")
MOST_WORKERS = 256  # `--workers` above this is a usage error: no machine gains from more
CHUNK_HANDS = 5000  # the most hands of a chunk: progress and histories keep coming
AHEAD = 4  # chunks handed out ahead of the oldest unfinished one, a worker: bounds the memory


@attrs.frozen
class Chunk:
    """Hands ``start`` .. ``start + count - 1`` of a run, and what is needed to play them;
    ``seeds``: theirs, where the one handing out the chunks drew them."""

    game: object
    stakes: TableStakes
    agents: list
    seed: int
    start: int
    count: int
    record: bool = False
    seeds: tuple[int, ...] | None = None

    def hand_seeds(self) -> list[int]:
        return list(self.seeds) if self.seeds is not None else hand_seeds(self.seed, self.count, self.start)


def play_chunk(chunk: Chunk) -> tuple[int, Summary, list]:
    """Play one chunk: its first hand, its summary and its history records (empty unless
    recorded). Stopped by a signal, the hands finished before it (the summary's
    ``interrupted`` set)."""
    summary = empty_summary(chunk.game, chunk.stakes, [a.name for a in chunk.agents], chunk.seed)
    entries: list = []

    def on_hand(_i: int, entry: dict | None) -> None:
        if chunk.record:
            entries.append(entry)
        _orphaned()

    try:
        play_hands(
            chunk.game,
            chunk.stakes,
            chunk.agents,
            summary,
            chunk.start,
            chunk.hand_seeds(),
            on_hand=on_hand,
            record=chunk.record,
        )
    except KeyboardInterrupt:
        summary.interrupted = True
    return chunk.start, summary, entries


def chunk_size(game, hands: int, workers: int) -> int:
    """About four chunks per worker (so a slow chunk does not hold the others up), and
    none over ``CHUNK_HANDS`` hands. A game that kills pots, or keeps tallies, is one
    chunk: each hand's stakes follow from the hand before (``runner.kill``, ``runner.tallies``)."""
    if getattr(game, "kill", None) is not None or (isinstance(game, Game) and keeps_tallies(game)):
        return max(1, hands)
    return max(1, min(CHUNK_HANDS, -(-hands // (max(1, workers) * 4))))


def chunk_count(game, hands: int, workers: int) -> int:
    return -(-hands // chunk_size(game, hands, workers))


def iter_chunks(
    game, stakes: TableStakes, agents: list, hands: int, seed: int, workers: int, record: bool = False
) -> Iterator[Chunk]:
    """The chunks of a run, one at a time (a long run has many)."""
    size = chunk_size(game, hands, workers)
    for start in range(0, hands, size):
        yield Chunk(game, stakes, agents, seed, start, min(size, hands - start), record)


def chunks(
    game, stakes: TableStakes, agents: list, hands: int, seed: int, workers: int, record: bool = False
) -> list[Chunk]:
    return list(iter_chunks(game, stakes, agents, hands, seed, workers, record))


def backend_problem(backend: str) -> str | None:
    """Why ``backend`` cannot be used here, or None."""
    if backend not in BACKENDS:
        return f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})"
    if backend == "ray":
        try:
            import ray  # noqa: F401
        except ImportError:
            return "--backend ray needs Ray: pip install 'pokerlang[cluster]'"
    return None


def workers_problem(workers: int) -> str | None:
    """Why ``--workers`` cannot be that, or None."""
    if workers < 1:
        return "--workers must be at least 1"
    if workers > MOST_WORKERS:
        return f"--workers is at most {MOST_WORKERS}"
    return None


def map_chunks(play: Callable, jobs: Iterable[Chunk], workers: int, backend: str = "local") -> Generator:
    """``play(job)`` for every job, in ``workers`` processes or Ray tasks, the results in
    the jobs' order (``play`` must be a module-level function, so it can be sent). The
    jobs are consecutive chunks of one run, from its first hand. A stopping signal ends
    the results with the parts the workers played (each as ``play`` returns a stopped
    chunk), then raises KeyboardInterrupt as the signal would have."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
    return _ray(list(jobs), workers, play) if backend == "ray" else _local(jobs, workers, play)


# The worker's side: module-level, so a spawned worker finds them.
_PARENT: int | None = None


def _orphaned() -> None:
    """A worker whose parent is gone stops at once: nobody will read what it plays."""
    if _PARENT is not None and os.getppid() != _PARENT:
        os._exit(1)


def _die_with(parent: int) -> None:
    """Ask the kernel to stop this worker when its parent dies (Linux); elsewhere each
    hand looks (``_orphaned``)."""
    global _PARENT
    _PARENT = parent
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            import ctypes

            ctypes.CDLL(None).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    _orphaned()  # the parent may have died before the request


def _sendable(err: BaseException) -> BaseException:
    try:
        pickle.dumps(err)
    except Exception:  # noqa: BLE001 - any exception that cannot travel travels as its text
        return RuntimeError(f"{type(err).__name__}: {err}")
    return err


def _worker(conn, template: Chunk, play: Callable, parent: int) -> None:
    _die_with(parent)
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)  # the parent's output is its own: a reader of it never waits on a worker
    os.dup2(devnull, 1)
    stop = WorkerStop()
    stop.install()
    while stop.signum is None:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            break
        if task is None:
            break
        index, start, seeds = task
        job = attrs.evolve(template, start=start, count=len(seeds), seeds=tuple(seeds))
        result: tuple = ("stopped", None)
        try:
            try:
                stop.playing = True
                if stop.signum is None:
                    result = ("done", play(job))
            finally:
                stop.playing = False
        except KeyboardInterrupt:
            pass
        except BaseException as err:  # noqa: BLE001 - the parent raises it
            result = ("error", _sendable(err))
        _orphaned()
        conn.send((index, result, stop.signum))
    conn.close()


class _Pool:
    """The parent's side: hands out chunks to idle workers, collects the results in the
    chunks' order, and stops every worker on a stopping signal (or a worker's own)."""

    def __init__(self, jobs: Iterable[Chunk], workers: int, play: Callable, recorded) -> None:
        import multiprocessing

        self.jobs = iter(jobs)
        first = next(self.jobs, None)
        self.recorded = recorded
        self.running: dict = {}  # a worker's connection -> the index of its chunk
        self.idle: list = []
        self.results: dict[int, object] = {}
        self.handed = self.wanted = 0
        self.signum: int | None = None
        self.error: BaseException | None = None
        self.procs: dict = {}
        if first is None:
            return
        self.jobs = itertools.chain([first], self.jobs)
        self.master = random.Random(first.seed)
        self.drawn = 0
        # fork where there is one: the workers start with the modules and hand tables loaded.
        methods = multiprocessing.get_all_start_methods()
        context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
        for _ in range(workers):
            mine, theirs = context.Pipe()
            process = context.Process  # type: ignore[attr-defined]
            proc = process(target=_worker, args=(theirs, first, play, os.getpid()), daemon=True)
            proc.start()
            theirs.close()
            self.procs[mine] = proc
            self.hand_out(mine)

    def seeds(self, job: Chunk) -> list[int]:
        """The job's seeds, drawn here in order from the run's one generator: no worker
        draws the seeds of the hands before its chunk."""
        while self.drawn < job.start:  # not consecutive: skip (the chunks of a run are)
            self.master.getrandbits(63)
            self.drawn += 1
        self.drawn += job.count
        return [self.master.getrandbits(63) for _ in range(job.count)]

    def hand_out(self, conn) -> None:
        if self.signum is not None or self.error is not None:
            self.send(conn, None)
            return
        if self.handed >= self.wanted + AHEAD * len(self.procs):
            self.idle.append(conn)  # far enough ahead: wait for the oldest chunk
            return
        job = next(self.jobs, None)
        if job is None:
            self.send(conn, None)
            return
        self.send(conn, (self.handed, job.start, self.seeds(job)))
        self.running[conn] = self.handed
        self.handed += 1

    def send(self, conn, task) -> None:
        with contextlib.suppress(OSError):
            conn.send(task)

    def stop(self, signum: int) -> None:
        """Stop every worker as ``signum`` stops one: each sends back what it played."""
        if self.signum is None:
            self.signum = signum
        for proc in self.procs.values():
            if proc.is_alive():
                with contextlib.suppress(OSError):
                    os.kill(proc.pid, signum)  # type: ignore[arg-type]
        for conn in self.idle:
            self.send(conn, None)
        self.idle.clear()

    def collect(self, conn) -> None:
        try:
            index, result, signum = conn.recv()
        except (EOFError, OSError):  # died before sending: its chunk is lost
            index, result, signum = self.running[conn], ("stopped", None), None
            proc = self.procs[conn]
            proc.join(timeout=5)  # its pipe closes a moment before it can be reaped: wait for the cause
            exit = proc.exitcode
            signum = -exit if exit is not None and exit < 0 else signal.SIGTERM
        del self.running[conn]
        kind, value = result
        if kind == "error":
            self.error = self.error or value
            self.stop(signal.SIGTERM)
        elif kind == "done":
            self.results[index] = value
        else:
            self.results[index] = None
        if signum is not None and self.signum is None:
            self.stop(signum)
        self.hand_out(conn)

    def step(self) -> None:
        from multiprocessing.connection import wait

        watched = {self.procs[c].sentinel: c for c in self.running}
        ready = wait([*self.running, *watched], timeout=0.2)
        for what in ready:  # a result, or a worker gone (what it sent before is read first)
            conn = watched.get(what, what)  # type: ignore[call-overload]
            if conn in self.running:
                self.collect(conn)
        if self.recorded.signals and self.signum is None:
            self.stop(self.recorded.signals[0])
        if len(self.recorded.signals) > 1:  # a second signal: stop waiting for the workers
            for proc in self.procs.values():
                proc.kill()

    def ordered(self) -> Iterator:
        while self.wanted in self.results:
            value = self.results.pop(self.wanted)
            self.wanted += 1
            if value is not None:
                yield value
        for conn in list(self.idle):  # room ahead again
            self.idle.remove(conn)
            self.hand_out(conn)

    def close(self) -> None:
        for conn in self.procs:
            self.send(conn, None)
        for proc in self.procs.values():
            proc.join(timeout=5)
            if proc.is_alive():
                proc.kill()
                proc.join()
        for conn in self.procs:
            conn.close()


def _local(jobs: Iterable[Chunk], workers: int, play: Callable = play_chunk) -> Generator:
    with recording_signals() as recorded:
        pool = _Pool(jobs, workers, play, recorded)
        try:
            while pool.running:
                pool.step()
                if pool.signum is None and pool.error is None:
                    yield from pool.ordered()
            if pool.error is not None:
                raise pool.error
            if pool.signum is not None:  # every part a worker played, in order; then the stop
                for index in sorted(pool.results):
                    if pool.results[index] is not None:
                        yield pool.results[index]
                pool.results.clear()
            else:
                yield from pool.ordered()
        finally:
            pool.close()
    if pool.signum is not None:
        recorded.deliver(pool.signum)


def _ray(jobs: list, workers: int, play: Callable = play_chunk) -> Generator:
    try:
        import ray
    except ImportError:
        raise ValueError("--backend ray needs Ray: pip install 'pokerlang[cluster]'") from None
    started = not ray.is_initialized()
    if started:
        # RAY_ADDRESS names a running cluster; without it Ray starts a local one.
        address = os.environ.get("RAY_ADDRESS")
        ray.init(
            address=address,
            num_cpus=None if address else workers,
            include_dashboard=False,
            log_to_driver=False,
            configure_logging=False,
        )
    try:
        remote = ray.remote(play)
        pending = [remote.remote(job) for job in jobs]
        for ref in pending:  # in order, so histories and merges follow the hands
            yield ray.get(ref)
    finally:
        if started:
            ray.shutdown()


def simulate_parallel(
    game,
    stakes: TableStakes,
    agents: list,
    hands: int,
    seed: int,
    workers: int,
    backend: str = "local",
    on_hand: Callable[[int, dict | None], None] | None = None,
    record: bool = False,
    stop_on_interrupt: bool = False,
) -> Summary:
    """``simulate`` with the hands shared among ``workers`` (never more than there are
    chunks); the same Summary, and the same ``on_hand`` calls in the same order (each
    chunk's, once it is done). ``stop_on_interrupt``: a stopping signal ends the run with
    every hand a worker finished, marked ``interrupted``, instead of raising."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
    if workers_problem(workers):
        raise ValueError(workers_problem(workers))
    workers = max(1, min(workers, chunk_count(game, hands, workers)))
    summary = empty_summary(game, stakes, [a.name for a in agents], seed)
    start = time.perf_counter()
    jobs = iter_chunks(game, stakes, agents, hands, seed, workers, record)
    try:
        with contextlib.closing(map_chunks(play_chunk, jobs, workers, backend)) as results:
            for first, part, entries in results:
                summary.merge(part)
                summary.stopped = summary.stopped or part.stopped
                if on_hand is not None:
                    for n in range(part.hands):
                        on_hand(first + n, entries[n] if record else None)
    except KeyboardInterrupt:
        if not stop_on_interrupt:
            raise
        summary.interrupted = True
    summary.seconds = time.perf_counter() - start
    return summary


__all__ = ["STOP_SIGNALS", "Chunk", "chunks", "iter_chunks", "map_chunks", "play_chunk", "simulate_parallel"]
