"""The ASGI application of ``pokerlang serve``, put together from its routes by role:

* ``lobby.py``: the lobby page and ``POST /api/tables`` (open a table);
* ``host.py``: the host page and the host's requests (close, pause, resume, rebuy
  approval) and the ledger;
* ``seat.py``: the table page, the rules and one websocket per browser tab;
* ``history.py``: the finished hands (JSON lines, PHH, a seat's own);
* ``writing.py``: the playground.

Everything a request can make the server do is bounded: tables, spectators per table
and sockets per seat, message size, messages per second, upload size, idle sockets;
per client (``clients.py``) tables an hour and sockets, and tables nobody uses close;
an uploaded game is tried in a process of its own within a budget (``trial.py``).
Who may ask at all (the Host, the Origin, JSON only) is ``guard.py``'s.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from importlib import resources
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles

from pokerlang.web import history, host, lobby, seat, writing
from pokerlang.web.clients import Limits
from pokerlang.web.guard import Guard, Hosts
from pokerlang.web.site import Site, Tables
from pokerlang.web.store import Store
from pokerlang.web.table import Timing


def create_app(
    db: str = "pokerlang.db",
    timing: Timing | None = None,
    public_url: str | None = None,
    hosts: Iterable[str] = (),
    limits: Limits | None = None,
):
    """The app on the SQLite file ``db``. Invite links are built on ``public_url`` (the
    address friends open, in front of a proxy or tunnel) or, without one, on the address
    the request came to. ``hosts``: host names it answers to besides loopback names, IP
    addresses and the public URL's host (``guard.Hosts``). ``limits``: the bounds per
    client and the upload trial's budget (``clients.Limits``)."""
    timing = timing or Timing()
    site = Site(timing, public_url, limits)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        store = Store(db)
        tables = Tables(store, timing, site.limits)
        tables.start_all()
        site.tables = app.state.tables = tables
        try:
            yield
        finally:
            await tables.stop()
            store.close()

    static = StaticFiles(directory=str(resources.files("pokerlang.web").joinpath("static")))
    routes = [
        *lobby.routes(site),
        *host.routes(site),
        *seat.routes(site),
        *history.routes(site),
        *writing.routes(lambda: site.open_tables().store),
        Mount("/static", static, name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    return Guard(app, Hosts([*hosts, *([urlsplit(public_url).hostname] if public_url else [])]), public_url)
