"""Bounds per client: what one address may make the server hold.

A client is the peer's IP address as the server sees it (an IPv6 address by its /64
network: one machine is given a whole /64 to pick addresses from). Behind a reverse
proxy every request comes from the proxy's address, so every client behind it shares
one budget: limiting each person there is the proxy's business (docs/web.md).

* **Tables**: at most ``tables_an_hour`` tables opened (or uploads tried) by one client
  in any hour; past it, 429 saying when the next one may be opened.
* **Sockets**: at most ``sockets`` open by one client across every table. A seat's own
  socket is always let in (players first: its link is its holder's, and the table
  bounds a seat's sockets itself); only spectators are refused at the cap (4430).
* **Idle tables**: a table nobody uses closes by itself, as the host would close it (its
  hands stay stored; it opens no more): a table of bots alone after ``idle_bots``
  seconds with no socket open, a table with a person's seat that never dealt a hand
  after ``idle_unplayed`` seconds with no socket open and its host page not opened. A
  table that dealt a hand to a person is the host's to close.
"""

from __future__ import annotations

import ipaddress
import time
from collections import Counter, deque

import attrs

CLOSED_CLIENT_FULL = 4430  # this address has as many sockets open as one may


@attrs.frozen
class Limits:
    """A server's bounds per client, and when an idle table closes (seconds)."""

    tables_an_hour: int = 10
    sockets: int = 40
    window: float = 3600.0  # the hour the tables are counted in
    idle_bots: float = 600.0
    idle_unplayed: float = 6 * 3600.0
    sweep_every: float = 30.0  # how often idle tables are looked for
    # An uploaded game's trial (trial.py): hands played at its most players, the CPU
    # seconds and megabytes of memory its process may take, the seconds it may last.
    trial_hands: int = 12
    trial_cpu: int = 10
    trial_memory: int = 512
    trial_seconds: float = 40.0
    trials_at_once: int = 1  # a core stays the tables'
    trials_waiting: int = 8  # past it, an upload is told to come back
    # The tables' heavy work (work.py): an uploaded game's actions and showdowns and an mc
    # bot's decisions, each in a worker process of at most these CPU seconds, megabytes
    # more than its own size and seconds; at most ``workers`` at once.
    workers: int = 4
    work_cpu: int = 10
    work_memory: int = 1024
    work_seconds: float = 30.0


def client_of(scope) -> str:
    """The client a request or socket counts against: its peer's address (IPv6: the
    /64 it is in; IPv4 in IPv6: the IPv4 address); "" if the server was not told."""
    peer = scope.get("client")
    if not peer:
        return ""
    try:
        address = ipaddress.ip_address(peer[0])
    except ValueError:
        return str(peer[0])
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


class Clients:
    """What each client holds: the tables it opened in the last hour, its open sockets."""

    def __init__(self, limits: Limits, clock=time.monotonic):
        self.limits, self.clock = limits, clock
        self.opened: dict[str, deque[float]] = {}
        self.sockets: Counter[str] = Counter()

    def _recent(self, client: str) -> deque[float]:
        times = self.opened.get(client, deque())
        while times and self.clock() - times[0] >= self.limits.window:
            times.popleft()
        if not times:
            self.opened.pop(client, None)  # an address gone quiet costs nothing
        return times

    def refuse_table(self, client: str) -> str | None:
        """Why ``client`` may open no table now; None if it may."""
        times = self._recent(client)
        if len(times) < self.limits.tables_an_hour:
            return None
        wait = max(1, round((times[0] + self.limits.window - self.clock()) / 60))
        return (
            f"one address opens at most {self.limits.tables_an_hour} tables an hour: "
            f"the next in {wait} minute{'s' if wait != 1 else ''}"
        )

    def opened_table(self, client: str) -> None:
        """``client`` opened a table (or had an upload tried, which costs as much)."""
        self._recent(client)
        self.opened.setdefault(client, deque()).append(self.clock())
        if len(self.opened) > 10_000:  # many addresses (IPv6): forget those quiet for the hour
            for other in list(self.opened):
                self._recent(other)

    def admit(self, client: str, seated: bool) -> bool:
        """Count a socket of ``client`` in, if it may open one: a seat's always may."""
        if not seated and self.sockets[client] >= self.limits.sockets:
            return False
        self.sockets[client] += 1
        return True

    def left(self, client: str) -> None:
        self.sockets[client] -= 1
        if self.sockets[client] <= 0:
            del self.sockets[client]
