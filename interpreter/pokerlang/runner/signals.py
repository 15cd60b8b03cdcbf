"""``pokerlang run`` stops the same way on Ctrl-C, ``kill`` (SIGTERM) and a closed
terminal (SIGHUP): the hands played so far are written out and summed up.

SIGINT already raises KeyboardInterrupt; the other two are made to raise it too, for
the length of the run only, and the signal that came is remembered for the exit code.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

STOPPING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class Stopped:
    """Which signal stopped the run (None: none did)."""

    signum: int | None = None

    @property
    def exit_code(self) -> int:
        return 128 + (self.signum or signal.SIGINT)


@contextlib.contextmanager
def stop_like_sigint() -> Iterator[Stopped]:
    stopped = Stopped()

    def interrupt(signum, _frame):
        stopped.signum = signum
        raise KeyboardInterrupt

    previous = {}
    try:
        for signum in STOPPING:
            previous[signum] = signal.signal(signum, interrupt)
    except ValueError:  # not the main thread (an embedding program): leave signals alone
        pass
    try:
        yield stopped
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


_STOP_SIGNALS = (signal.SIGINT, *STOPPING)


class Counting:
    """A run's guard for the moment a finished hand is counted and written: a stopping
    signal that comes then waits until the hand is counted whole (``done()`` delivers it);
    at any other time it stops the run at once, the hand in play dropped.

    In the main thread the guard is a flag the signal handlers read, so guarding costs
    nothing per hand; elsewhere (Python runs handlers in the main thread only) the signals
    are blocked for the moment instead, two system calls a hand."""

    def __init__(self) -> None:
        self.counting = False
        self.waiting: list[tuple[int, object]] = []
        self.previous: dict[int, Callable[..., object]] = {}
        self.flagged = threading.current_thread() is threading.main_thread()

    def start(self) -> None:
        if self.flagged:
            self.counting = True
        else:
            _mask(signal.SIG_BLOCK)

    def done(self) -> None:
        if not self.flagged:
            _mask(signal.SIG_UNBLOCK)
            return
        self.counting = False
        if self.waiting:
            signum, frame = self.waiting.pop(0)
            self.previous[signum](signum, frame)  # raises KeyboardInterrupt, as it would have

    def _handle(self, signum: int, frame: object) -> None:
        if self.counting:
            self.waiting.append((signum, frame))
        else:
            self.previous[signum](signum, frame)


def _mask(how: int) -> None:
    if hasattr(signal, "pthread_sigmask"):  # not on every platform
        signal.pthread_sigmask(how, _STOP_SIGNALS)


@contextlib.contextmanager
def counting_guard() -> Iterator[Counting]:
    """A ``Counting`` guard for the length of a run. Only signals whose handler is a Python
    function (SIGINT's KeyboardInterrupt, ``stop_like_sigint``'s) are wrapped: the rest
    keep what the program set."""
    guard = Counting()
    with _wrapping(guard._handle, guard.previous, guard.flagged):
        yield guard


@contextlib.contextmanager
def _wrapping(handler: Callable[[int, Any], object], previous: dict, wanted: bool) -> Iterator[None]:
    """``handler`` in place of every stopping signal's Python handler (kept in ``previous``)
    while the block runs, when ``wanted``; the handlers put back after."""
    if wanted:
        for signum in _STOP_SIGNALS:
            old = signal.getsignal(signum)
            if callable(old):
                previous[signum] = old
                signal.signal(signum, handler)
    try:
        yield
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old)


STOP_SIGNALS = _STOP_SIGNALS


class Recorded:
    """The stopping signals that came while a pool of workers ran: the parent only notes
    them (a KeyboardInterrupt raised in the middle of reading a worker's pipe would lose
    what it held) and stops the workers itself; ``deliver()`` then stops the run as the
    signal would have."""

    def __init__(self) -> None:
        self.signals: list[int] = []
        self.previous: dict[int, Callable[..., object]] = {}

    def _note(self, signum: int, _frame: object) -> None:
        self.signals.append(signum)

    def deliver(self, signum: int) -> None:
        """Stop as ``signum`` stops a run: the handler the run had (``stop_like_sigint``'s
        notes the signal for the exit status), else a plain KeyboardInterrupt. A signal
        the run does not handle (a worker killed by SIGKILL) stops it as SIGTERM does,
        under its own number."""
        handler = self.previous.get(signum) or self.previous.get(getattr(signal, "SIGTERM", -1))
        if callable(handler):
            handler(signum, None)
        raise KeyboardInterrupt


@contextlib.contextmanager
def recording_signals() -> Iterator[Recorded]:
    """Note the stopping signals instead of raising, where a Python handler would have
    raised (in the main thread; elsewhere Python runs no handler, and nothing changes)."""
    recorded = Recorded()
    with _wrapping(recorded._note, recorded.previous, threading.current_thread() is threading.main_thread()):
        yield recorded


class WorkerStop:
    """A worker's stopping signals (its own, or the ones its parent passes on): the first
    stops the chunk in play (its finished hands are sent back), and the worker takes no
    more; later ones are only noted, so the sending of what it played is never cut."""

    def __init__(self) -> None:
        self.signum: int | None = None
        self.playing = False

    def handle(self, signum: int, _frame: object) -> None:
        first = self.signum is None
        if first:
            self.signum = signum
        if first and self.playing:
            raise KeyboardInterrupt

    def install(self) -> None:
        for signum in _STOP_SIGNALS:
            signal.signal(signum, self.handle)
