"""``pokerlang run`` stops the same way on Ctrl-C, ``kill`` (SIGTERM) and a closed
terminal (SIGHUP): the hands played so far are written out and summed up.

SIGINT already raises KeyboardInterrupt; the other two are made to raise it too, for
the length of the run only, and the signal that came is remembered for the exit code.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator

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
