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
    if guard.flagged:
        for signum in _STOP_SIGNALS:
            handler = signal.getsignal(signum)
            if callable(handler):
                guard.previous[signum] = handler
                signal.signal(signum, guard._handle)
    try:
        yield guard
    finally:
        for signum, handler in guard.previous.items():
            signal.signal(signum, handler)
