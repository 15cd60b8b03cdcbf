"""``run --workers N``: the hands of a run shared among processes, or a Ray cluster.

Hand i's seed is the i-th draw of ``random.Random(seed)`` (``simulate.hand_seeds``), so
the run is cut into chunks of consecutive hands, each chunk is played apart with its own
copy of the game and the agents, and the chunks' summaries are merged in order: the
totals, the intervals, the biggest pot and every history line are those of one process
with the same seed. Agents must not carry what they learn from one hand to the next
(none of ours does: each hand's choices come from a generator seeded by the hand).

Backends: ``local`` (a pool of processes on this machine's cores) and ``ray`` (Ray's
remote functions, on a cluster named by ``RAY_ADDRESS`` or a local one started for the
run; ``pip install pokerlang[cluster]``). Ray rather than Dask: a chunk of hands is one
stateless task returning a small summary, which is exactly a Ray remote function, and
``ray.init()`` starts a local cluster or joins a remote one with the same code.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator

import attrs

from pokerlang.engine import TableStakes
from pokerlang.ir.game import Game
from pokerlang.runner.tallies import keeps_tallies
from pokerlang.runner.simulate import Summary, empty_summary, hand_seeds, play_hands

BACKENDS = ("local", "ray")


@attrs.frozen
class Chunk:
    """Hands ``start`` .. ``start + count - 1`` of a run, and what is needed to play them."""

    game: object
    stakes: TableStakes
    agents: list
    seed: int
    start: int
    count: int
    record: bool = False


def play_chunk(chunk: Chunk) -> tuple[Summary, list]:
    """Play one chunk: its summary and its history records (empty unless recorded)."""
    summary = empty_summary(chunk.game, chunk.stakes, [a.name for a in chunk.agents], chunk.seed)
    entries: list = []
    seeds = hand_seeds(chunk.seed, chunk.count, chunk.start)
    play_hands(
        chunk.game,
        chunk.stakes,
        chunk.agents,
        summary,
        chunk.start,
        seeds,
        on_hand=(lambda _i, e: entries.append(e)) if chunk.record else None,
        record=chunk.record,
    )
    return summary, entries


def chunks(
    game, stakes: TableStakes, agents: list, hands: int, seed: int, workers: int, record: bool = False
) -> list[Chunk]:
    """About four chunks per worker (so a slow chunk does not hold the others up), and
    none over 5000 hands (so the progress and the histories keep coming). A game that
    kills pots, or keeps tallies, is one chunk: each hand's stakes follow from the hand
    before (``runner.kill``, ``runner.tallies``)."""
    size = max(1, min(5000, -(-hands // (workers * 4))))
    if getattr(game, "kill", None) is not None or (isinstance(game, Game) and keeps_tallies(game)):
        size = max(1, hands)
    return [
        Chunk(game, stakes, agents, seed, start, min(size, hands - start), record) for start in range(0, hands, size)
    ]


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


def map_chunks(play: Callable, jobs: list, workers: int, backend: str = "local") -> Iterator:
    """``play(job)`` for every job, in ``workers`` processes or Ray tasks, the results in
    the jobs' order (``play`` must be a module-level function, so it can be sent)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
    return _ray(jobs, workers, play) if backend == "ray" else _local(jobs, workers, play)


def _local(jobs: list, workers: int, play: Callable = play_chunk) -> Iterator:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    # fork where there is one: the workers start with the modules and hand tables loaded.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(method)) as pool:
        yield from pool.map(play, jobs)


def _ray(jobs: list, workers: int, play: Callable = play_chunk) -> Iterator:
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
) -> Summary:
    """``simulate`` with the hands shared among ``workers``; the same Summary, and the
    same ``on_hand`` calls in the same order (each chunk's, once it is done)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
    if workers < 1:
        raise ValueError("--workers must be at least 1")
    summary = empty_summary(game, stakes, [a.name for a in agents], seed)
    start = time.perf_counter()
    jobs = chunks(game, stakes, agents, hands, seed, workers, record)
    results = map_chunks(play_chunk, jobs, workers, backend)
    for job, (part, entries) in zip(jobs, results):
        summary.merge(part)
        if on_hand is not None:
            for n in range(job.count):
                on_hand(job.start + n, entries[n] if record else None)
    summary.seconds = time.perf_counter() - start
    return summary
