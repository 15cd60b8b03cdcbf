"""A seat's routes: the table page (``GET /t/{id}?seat=TOKEN``; no token: watch as a
spectator), the variant's rules, and one websocket per browser tab.

``WS /ws/{id}?seat=TOKEN`` sends frames of the table as that seat sees it; the page sends
``{"type": "act", "action": {...}}``, ``{"type": "name", "name": "..."}``, ``{"type":
"sit", "out": true}`` (sit out from the next hand; false: sit back in), ``{"type":
"rebuy"}`` (out of chips: ask the host for a rebuy), ``{"type": "leave"}`` (cash out: the
chips leave with the seat, which sits out), ``{"type": "chat", "text": "..."}`` or, at
dealer's choice, ``{"type": "choose", "game": NAME}`` (the next hand's dealer only); a
spectator may send ``{"type": "join", "name": "..."}`` (ask the host for a seat: if the
host lets them in, their socket gets ``{"type": "seated", "token": ...}``); each
socket gets ``{"type": "chat", "lines": [...]}``: the last 50 when it opens, then each new one.

Every socket is bounded: sockets per seat and spectators per table, sockets per client
(clients.py: a seat's own always gets in), message size, messages per second, silence.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from pokerlang.web.clients import CLOSED_CLIENT_FULL, client_of
from pokerlang.web.decide import Refused
from pokerlang.web.pages import Safe, page, rules_html
from pokerlang.web.site import CLOSED_FULL, CLOSED_IDLE, CLOSED_NO_TABLE, CLOSED_REPLACED, Site, esc
from pokerlang.web.table import Listener, Table

MAX_SPECTATORS = 32  # sockets without a seat, per table
MAX_SEAT_SOCKETS = 4  # sockets of one seat (tabs, devices): a fifth closes the oldest
MAX_MESSAGE = 4096  # characters of one websocket message
MAX_FRAME = 64 * 1024  # bytes of a frame the websocket protocol takes at all (longer: closed, 1009)
MAX_RATE = 20  # messages per second a socket may send
CHAT_EVERY = 1.0  # seconds between two lines of chat from one socket (each goes to every socket)
RENAME_EVERY = 2.0  # seconds between two renames of one socket (each is a write and a frame to all)

# A seat's requests between its actions, each refused with a ValueError in its own words;
# ``every``: the fewest seconds between two of them from one socket.
Request_ = Callable[[Table, int, dict], object]
REQUESTS: dict[str, tuple[Request_, float]] = {
    "sit": (lambda t, s, d: t.night.sit(s, d.get("out")), 0.0),
    "leave": (lambda t, s, d: t.night.cash_out(s), 0.0),
    "rebuy": (lambda t, s, d: t.night.ask_rebuy(s), 0.0),
    "chat": (lambda t, s, d: t.night.say(s, d.get("text")), CHAT_EVERY),
    "name": (lambda t, s, d: t.rename(s, d.get("name")), RENAME_EVERY),
    "choose": (lambda t, s, d: t.night.choose_game(d.get("game"), s), 0.0),
}
TOO_SOON = {"chat": "one line of chat a second", "name": "one new name every few seconds"}


def routes(site: Site) -> list:
    async def table_page(request: Request):
        try:
            table = site.find(request.path_params["id"])
            token = request.query_params.get("seat")
            seat = table.seat_of(token) if token else None
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        mine = "" if seat is None else f'<a href="/t/{table.id}/viewer?seat={esc(token)}" target="_blank">my hands</a>'
        return HTMLResponse(
            page(
                "table.html",
                title=table.title,
                variant=table.game.title,
                id=table.id,
                token=token or "",
                seat="spectator" if seat is None else f"seat {seat + 1}",
                mine=Safe(mine),
            )
        )

    async def rules(request: Request):
        from pokerlang.explain import explain

        try:
            table = site.find(request.path_params["id"])
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        return HTMLResponse(page("rules.html", title=table.game.title, rules=rules_html(explain(table.game))))

    async def socket(ws: WebSocket):
        table: Table | None
        seat: int | None = None
        try:
            table = site.find(ws.path_params["id"])
            token = ws.query_params.get("seat")
            seat = table.seat_of(token) if token else None
        except KeyError:
            table = None
        # Accepted, then closed: a socket refused before it opens reaches the page as 1006
        # (the handshake failed), and the page would retry forever; a close code says why.
        await ws.accept()
        if table is None:
            await ws.close(code=CLOSED_NO_TABLE)
            return
        mine = [x for x in table.listeners if x.seat == seat]
        if seat is None and len(mine) >= MAX_SPECTATORS:
            await ws.close(code=CLOSED_FULL)
            return
        client = client_of(ws.scope)
        if not site.clients.admit(client, seated=seat is not None):  # players first: a seat always gets in
            await ws.close(code=CLOSED_CLIENT_FULL, reason="this address has as many connections open as one may")
            return
        if seat is not None and len(mine) >= MAX_SEAT_SOCKETS:
            # The seat's link is its holder's: they always get in; their oldest tab goes.
            min(mine, key=lambda x: x.opened).kick(CLOSED_REPLACED)
        listener = Listener(seat)
        if table.night.chat:
            listener.note({"type": "chat", "lines": list(table.night.chat), "all": True})  # the page starts afresh
        table.listeners.add(listener)
        table.changed.set()
        table.broadcast()
        sender = asyncio.create_task(_send(ws, listener))
        try:
            await _receive(ws, table, listener)
        except WebSocketDisconnect:
            pass
        finally:
            sender.cancel()
            site.clients.left(client)
            table.listeners.discard(listener)
            site.open_tables().touch(table.id)
            table.broadcast()

    return [Route("/t/{id}", table_page), Route("/t/{id}/rules", rules), WebSocketRoute("/ws/{id}", socket)]


async def _send(ws: WebSocket, listener: Listener):
    with contextlib.suppress(Exception):
        while True:
            for message in await listener.next():
                await ws.send_text(json.dumps(message, separators=(",", ":")))
            if listener.closing is not None:
                await ws.close(code=listener.closing)
                return


async def _receive(ws: WebSocket, table: Table, listener: Listener):
    """Every frame gets an answer (a refusal, if it is not a move) and the socket
    stays: a frame of bytes, of no JSON, too deep, too long, too many a second, of an
    unknown type. Only silence longer than ``timing.idle`` closes it (the page says
    ``ping`` every half minute)."""
    window, count = time.monotonic(), 0
    last: dict[str, float] = {}  # when this socket's last request of each kind was taken
    while True:
        try:
            message = await asyncio.wait_for(ws.receive(), table.timing.idle)
        except TimeoutError:
            await ws.close(code=CLOSED_IDLE)
            return
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        now = time.monotonic()
        if now - window >= 1:
            window, count = now, 0
        count += 1
        text = message.get("text")
        if count > MAX_RATE:
            if count == MAX_RATE + 1:  # one note a second, however many are sent
                listener.note({"type": "refused", "message": f"at most {MAX_RATE} messages a second"})
            continue
        if not isinstance(text, str):
            listener.note({"type": "refused", "message": "send text: a JSON object"})
            continue
        if len(text) > MAX_MESSAGE:
            listener.note({"type": "refused", "message": f"a message is at most {MAX_MESSAGE} characters"})
            continue
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            listener.note({"type": "refused", "message": "not JSON"})
            continue
        kind = data.get("type") if isinstance(data, dict) else None
        if kind == "ping":
            continue
        if listener.seat is None and kind == "join":
            try:
                table.night.ask_join(listener, data.get("name"))
            except ValueError as err:
                listener.note({"type": "refused", "message": str(err)})
        elif listener.seat is None:
            listener.note({"type": "refused", "message": "spectators watch (and may ask the host for a seat)"})
        elif kind == "act":
            try:
                await table.act(listener.seat, data.get("action"))
            except Refused as err:
                listener.note({"type": "refused", "message": str(err)})
        elif isinstance(kind, str) and kind in REQUESTS:
            request, every = REQUESTS[kind]
            if every and now - last.get(kind, -every) < every:
                listener.note({"type": "refused", "message": TOO_SOON[kind]})
                continue
            try:
                request(table, listener.seat, data)
                last[kind] = now  # a request taken is a write and a frame to all: refusals do not count
            except ValueError as err:
                listener.note({"type": "refused", "message": str(err)})
        else:
            listener.note({"type": "refused", "message": "send an act, a name or a sit"})
