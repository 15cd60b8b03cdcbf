"""The database's one owner and its one writer.

* **One owner.** Two servers on one file would deal the same table twice, with different
  cards, and the chip record would break. A server holds an exclusive lock on a file
  beside the database (``tables.db.lock``, with its process id) for as long as it runs;
  a second server is refused with a message that says so. The kernel lets the lock go
  when the process ends however it ends (``kill -9`` too), so a restart is never refused.
  Stores opened in the same process share the lock (tests open a server twice on a file).
* **One writer.** Every write is a transaction on a thread of its own, in the order they
  were asked for, so a slow or locked disk never freezes the event loop. A write that
  fails because the database is busy, locked or full is tried again, and again, until it
  is stored (never dropped); while it is failing, ``trouble`` says why, for the host to
  see. A caller that must not move on before its write is stored (the end of a hand)
  waits for ``settled()``.
"""

from __future__ import annotations

import collections
import concurrent.futures
import contextlib
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable

log = logging.getLogger("pokerlang.web")

RETRY_FIRST, RETRY_MOST = 0.05, 1.0  # seconds between tries of a failing write: doubling, up to the most
BUSY_WAIT = 0.25  # seconds SQLite itself waits for a lock before a try counts as failed


class DatabaseTaken(Exception):
    """Another server owns the database: the text says which process."""


# ---- one owner --------------------------------------------------------------------------------

_owned: dict[str, list] = {}  # lock file -> [its open file, how many stores of this process hold it]
_owned_guard = threading.Lock()


def own(path: str) -> str | None:
    """Take the database at ``path`` for this process; the lock file's name (None: a database
    in memory, or a system without ``flock``). Raises DatabaseTaken."""
    if path == ":memory:" or path.startswith("file:"):
        return None
    try:
        import fcntl
    except ImportError:  # no flock (Windows): one server per file is the host's to keep
        return None
    lock = os.path.abspath(path) + ".lock"
    with _owned_guard:
        if lock in _owned:
            _owned[lock][1] += 1
            return lock
        try:
            handle = open(lock, "a+")  # noqa: SIM115 - held open for as long as the server runs
        except OSError:
            return None  # no folder, no right to write there: SQLite says so in its own words next
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.seek(0)
            who = handle.read().strip()
            handle.close()
            name = os.path.basename(path)
            raise DatabaseTaken(
                f"another pokerlang server{f' (process {who})' if who.isdigit() else ''} is using {name}: "
                "stop it, or give this server a database of its own (--db)"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        _owned[lock] = [handle, 1]
        return lock


def release(lock: str | None) -> None:
    if lock is None:
        return
    with _owned_guard:
        held = _owned.get(lock)
        if held is None:
            return
        held[1] -= 1
        if held[1] == 0:
            del _owned[lock]
            held[0].close()  # closing the file lets the lock go


# ---- one writer -------------------------------------------------------------------------------

Work = Callable[[sqlite3.Connection], None]


class Writer:
    """A thread with its own connection that carries out writes one by one, in order."""

    def __init__(self, path: str):
        self.db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=BUSY_WAIT)
        self.queue: collections.deque[tuple[Work, concurrent.futures.Future]] = collections.deque()
        self.cond = threading.Condition()
        self.pending = 0  # writes asked for and not stored yet
        self.failing_since: float | None = None
        self.why: str | None = None
        self.stopping = False
        self.thread = threading.Thread(target=self._run, name="pokerlang-store-writer", daemon=True)
        self.thread.start()

    @property
    def trouble(self) -> str | None:
        """Why writes are waiting (None: every write is stored or on its way)."""
        since = self.failing_since
        if since is None:
            return None
        return (
            f"the database cannot be written ({self.why}): {self.pending} change(s) wait and are tried again "
            f"(for {time.monotonic() - since:.0f} s); nothing is lost while the server runs"
        )

    def submit(self, work: Work) -> concurrent.futures.Future:
        """``work(connection)`` in a transaction of its own, after every write asked for before."""
        future: concurrent.futures.Future = concurrent.futures.Future()
        with self.cond:
            if self.stopping:
                raise RuntimeError("the database is closed")
            self.queue.append((work, future))
            self.pending += 1
            self.cond.notify_all()
        return future

    def settled(self) -> concurrent.futures.Future:
        """Done when every write asked for so far is stored."""
        return self.submit(lambda db: None)

    def drain(self, timeout: float | None = None) -> bool:
        """Wait (at most ``timeout`` seconds) until no write is waiting; whether none is."""
        with self.cond:
            return self.cond.wait_for(lambda: self.pending == 0, timeout)

    def close(self, timeout: float = 10.0) -> None:
        with self.cond:
            self.stopping = True
            self.cond.notify_all()
        self.thread.join(timeout)
        if self.pending:
            log.error("%d change(s) could not be stored before the server stopped: %s", self.pending, self.why)
        else:
            self.db.close()

    def _run(self) -> None:
        while True:
            with self.cond:
                self.cond.wait_for(lambda: self.queue or self.stopping)
                if not self.queue:
                    return  # stopping, and everything is stored
                work, future = self.queue[0]
            self._carry_out(work, future)
            with self.cond:
                self.queue.popleft()
                self.pending -= 1
                self.cond.notify_all()

    def _carry_out(self, work: Work, future: concurrent.futures.Future) -> None:
        wait = RETRY_FIRST
        while True:
            try:
                self.db.execute("begin immediate")
                try:
                    work(self.db)
                except BaseException:
                    self.db.execute("rollback")
                    raise
                self.db.execute("commit")
            except sqlite3.OperationalError as err:  # busy, locked, full, an I/O error: try again
                with contextlib.suppress(sqlite3.Error):
                    if self.db.in_transaction:
                        self.db.execute("rollback")
                if self.failing_since is None:
                    self.failing_since = time.monotonic()
                    log.warning("the database cannot be written (%s): trying again until it can", err)
                self.why = str(err)
                time.sleep(wait)
                wait = min(wait * 2, RETRY_MOST)
                continue
            except Exception as err:  # noqa: BLE001 - a write that can never be stored (a bug): said, not retried
                log.error("a change could not be stored: %s: %s", type(err).__name__, err)
                with contextlib.suppress(concurrent.futures.InvalidStateError):  # given up on (a table closed)
                    future.set_exception(err)
                return
            if self.failing_since is not None:
                log.warning("the database is written again: every waiting change is stored")
                self.failing_since = self.why = None
            with contextlib.suppress(concurrent.futures.InvalidStateError):
                future.set_result(None)
            return
