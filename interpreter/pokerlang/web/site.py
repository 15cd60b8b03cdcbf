"""What every route of the server shares: the open tables (``Tables``) and a ``Site``
that finds a table by its id, checks a host's key, reads a bounded JSON body and builds
links on the address friends reach.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import logging
import time

from starlette.requests import Request

from pokerlang.diagnostics import PokerlangError
from pokerlang.web import games
from pokerlang.web.clients import Clients, Limits
from pokerlang.web.guard import points_home, same_secret
from pokerlang.web.store import Store
from pokerlang.web.trial import Trials
from pokerlang.web.work import Workers
from pokerlang.web.table import (  # noqa: F401 - the close codes, for the routes
    CLOSED_BY_HOST,
    CLOSED_FULL,
    CLOSED_IDLE,
    CLOSED_NO_TABLE,
    CLOSED_REPLACED,
    Table,
    Timing,
)

SMALL_BODY = 4096  # bytes of a host's request (a key, a seat, a few numbers)

LOOPBACK_WARNING = (
    "Links from this page point at {base}: that address opens only on this computer, so a friend "
    "on another machine cannot use them. Start the server with --public-url (the address friends "
    "reach, through a tunnel or a TLS proxy) or open this lobby by the machine's LAN address "
    "(--host 0.0.0.0): see docs/web.md."
)

log = logging.getLogger("pokerlang.web")


class Tables:
    """The server's tables, the tasks that deal them, and the sweep that closes the
    tables nobody uses (clients.py)."""

    def __init__(self, store: Store, timing: Timing, limits: Limits | None = None):
        self.store, self.timing, self.limits = store, timing, limits or Limits()
        self.open: dict[str, Table] = {}
        self.tasks: dict[str, asyncio.Task] = {}
        self.seen: dict[str, float] = {}  # when each table was last used: a socket, its host page
        self.sweeper: asyncio.Task | None = None
        self.workers = Workers(self.limits)  # the heavy work of every table, within budgets

    def start(self, row: dict) -> Table:
        game = games.load(row["variant"], row.get("source"))
        seats = row.get("seats") or []
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(f"it has {len(seats)} seats; {game.title} seats {game.min_players} to {game.max_players}")
        table = Table(row, game, self.store, self.timing, self.workers)
        self.open[table.id] = table
        self.seen[table.id] = time.monotonic()  # a restart gives every table its whole idle time
        self.tasks[table.id] = asyncio.get_running_loop().create_task(table.run(), name=f"table-{table.id}")
        return table

    def start_all(self) -> None:
        """Every stored table; one that cannot open stays shut, with a line in the log
        saying which and why, and the others open."""
        for row in self.store.tables():
            try:
                if row.get("error"):
                    raise ValueError(row["error"])
                self.start(row)
            except (games.GameRefused, PokerlangError) as err:  # its variant is gone or broken since
                log.warning("table %s stays closed: its game no longer loads: %s", row["id"], str(err).splitlines()[0])
            except Exception as err:  # noqa: BLE001 - one bad row must not keep the server from starting
                log.warning("table %s stays closed: %s", row["id"], err)
        self.sweeper = asyncio.get_running_loop().create_task(self.sweep(), name="idle-tables")

    def touch(self, table_id: str) -> None:
        """The table is in use now (a socket came or went, its host looked)."""
        if table_id in self.open:
            self.seen[table_id] = time.monotonic()

    def idle(self) -> list[str]:
        """The tables to close for want of use (clients.py says which and when)."""
        now, out = time.monotonic(), []
        for table in list(self.open.values()):
            if table.listeners:
                self.seen[table.id] = now
                continue
            if not any(s["kind"] == "person" for s in table.seats):
                limit = self.limits.idle_bots
            elif table.hands == 0 and table.state is None:
                limit = self.limits.idle_unplayed
            else:
                continue  # a night with people: the host's to close
            if now - self.seen.get(table.id, now) >= limit:
                out.append(table.id)
        return out

    async def sweep(self) -> None:
        while True:
            await asyncio.sleep(self.limits.sweep_every)
            for table_id in self.idle():
                log.info("table %s closes: nobody used it", table_id)
                try:
                    await self.close(table_id)
                except KeyError:  # its host closed it meanwhile
                    pass
                except Exception as err:  # noqa: BLE001 - the sweep goes on for the other tables
                    log.warning("table %s could not be closed: %s", table_id, err)

    async def close(self, table_id: str) -> None:
        """The host closes a table: it stops dealing (the hand in play is void, every stack
        as it was before it), its sockets are told, and it opens no more."""
        table = self.open.pop(table_id)
        self.seen.pop(table_id, None)
        task = self.tasks.pop(table_id)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        for listener in list(table.listeners):
            listener.kick(CLOSED_BY_HOST)
        self.store.close_table(table_id)

    async def stop(self) -> None:
        if self.sweeper is not None:
            self.sweeper.cancel()
        for task in self.tasks.values():
            task.cancel()
        for task in self.tasks.values():
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


class TooLarge(Exception):
    """A request body past its limit."""


class Site:
    """One server's shared answers to its routes. ``tables`` is set when the server
    starts (the lifespan opens the database), after the routes are made."""

    def __init__(self, timing: Timing, public_url: str | None, limits: Limits | None = None):
        self.timing, self.public_url = timing, public_url
        self.limits = limits or Limits()
        self.clients = Clients(self.limits)
        self.trials = Trials(self.limits)  # uploads played in a process of their own first
        self.tables: Tables | None = None

    def open_tables(self) -> Tables:
        assert self.tables is not None, "the server has not started"
        return self.tables

    def base_of(self, request: Request) -> str:
        """Where links point: the public URL, else the address the request came to."""
        return self.public_url.rstrip("/") if self.public_url else str(request.base_url).rstrip("/")

    def reach_warning(self, request: Request) -> str | None:
        base = self.base_of(request)
        return LOOPBACK_WARNING.format(base=base) if points_home(base) else None

    def find(self, table_id: str) -> Table:
        table = self.open_tables().open.get(table_id)
        if table is None:
            raise KeyError(table_id)
        return table

    def hosted(self, request: Request) -> Table:
        """The table of a GET with its host's key (``?key=``); KeyError otherwise."""
        table = self.find(request.path_params["id"])
        if not same_secret(request.query_params.get("key") or "", table.host):
            raise KeyError("key")
        self.open_tables().touch(table.id)  # the host looking keeps a table not yet played open
        return table


async def json_body(request: Request, limit: int):
    """The request's JSON; TooLarge past ``limit`` bytes, None if it is not JSON."""
    body = b""
    async for chunk in request.stream():  # read no more than the limit, however much is sent
        body += chunk
        if len(body) > limit:
            raise TooLarge
    try:
        return json.loads(body)
    except (ValueError, RecursionError):
        return None


def esc(text) -> str:
    return html.escape(str(text), quote=True)
