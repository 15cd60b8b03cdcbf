"""The ASGI application of ``pokerlang serve``: pages, a JSON call to open a table, and
one websocket per browser tab.

* ``GET /``: the lobby (open a table; the tables open, to watch).
* ``POST /api/tables``: open a table (JSON); answers the host's and each seat's link.
* ``POST /api/tables/{id}/close`` (JSON ``{"key": HOST_KEY}``): the host closes a table.
* ``POST /api/tables/{id}/pause`` and ``.../resume`` (JSON ``{"key": HOST_KEY}``): the host
  pauses the table (the hand in play ends, no new one is dealt) or deals on.
* ``POST /api/tables/{id}/rebuy`` (JSON ``{"key": HOST_KEY, "seat": N}``): the host approves
  the rebuy a seat out of chips asked for; ``GET /t/{id}/ledger.csv`` and ``ledger.json``
  (the host's key): every buy-in, rebuy and cash-out, and the net per player.
* ``GET /t/{id}?seat=TOKEN``: the table page (no token: watch as a spectator).
* ``GET /t/{id}/rules``: the variant's rules; ``/t/{id}/history.jsonl`` and ``.../phh.zip``
  (the host's key): the finished hands; ``/t/{id}/mine.jsonl`` (a seat's token): that
  seat's finished hands as it saw them.
* ``WS /ws/{id}?seat=TOKEN``: frames of the table as that seat sees it; the page sends
  ``{"type": "act", "action": {...}}``, ``{"type": "name", "name": "..."}`` or ``{"type":
  "sit", "out": true}`` (sit out from the next hand; false: sit back in) or ``{"type":
  "rebuy"}`` (out of chips: ask the host for a rebuy), ``{"type": "leave"}`` (cash out:
  the chips leave with the seat, which sits out) or ``{"type": "chat", "text": "..."}``;
  each socket gets ``{"type": "chat", "lines": [...]}``: the last 50 when it opens, then each new one.

Everything a request can make the server do is bounded: tables, spectators per table
and sockets per seat, message size, messages per second, upload size, idle sockets.
Who may ask at all (the Host, the Origin, JSON only) is ``guard.py``'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import time
from collections.abc import Iterable
import zipfile

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from pokerlang.diagnostics import PokerlangError
from pokerlang.web import games, writing
from pokerlang.web.decide import Refused
from pokerlang.web.guard import Guard, Hosts, same_secret
from pokerlang.web.opening import dealable, table_row
from pokerlang.research.policy import policy_for
from pokerlang.web.pages import Safe, page, rules_html
from pokerlang.web.store import Store
from pokerlang.web.table import Listener, Table, Timing

MAX_TABLES = 200
MAX_SPECTATORS = 32  # sockets without a seat, per table
MAX_SEAT_SOCKETS = 4  # sockets of one seat (tabs, devices): a fifth closes the oldest
MAX_MESSAGE = 4096  # characters of one websocket message
MAX_FRAME = 64 * 1024  # bytes of a frame the websocket protocol takes at all (longer: closed, 1009)
MAX_RATE = 20  # messages per second a socket may send
MAX_BODY = games.MAX_UPLOAD + 4096
CHAT_EVERY = 1.0  # seconds between two lines of chat from one socket (each goes to every socket)
RENAME_EVERY = 2.0  # seconds between two renames of one socket (each is a write and a frame to all)

# Close codes the page knows (static/table.js): it says why and does not retry blindly.
CLOSED_NO_TABLE, CLOSED_FULL, CLOSED_REPLACED, CLOSED_IDLE, CLOSED_BY_HOST = 4404, 4429, 4409, 4408, 4410

log = logging.getLogger("pokerlang.web")


class Tables:
    """The server's tables and the tasks that deal them."""

    def __init__(self, store: Store, timing: Timing):
        self.store, self.timing = store, timing
        self.open: dict[str, Table] = {}
        self.tasks: dict[str, asyncio.Task] = {}

    def start(self, row: dict) -> Table:
        game = games.load(row["variant"], row.get("source"))
        seats = row.get("seats") or []
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(f"it has {len(seats)} seats; {game.title} seats {game.min_players} to {game.max_players}")
        table = Table(row, game, self.store, self.timing)
        self.open[table.id] = table
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

    async def close(self, table_id: str) -> None:
        """The host closes a table: it stops dealing (the hand in play is void, every stack
        as it was before it), its sockets are told, and it opens no more."""
        table = self.open.pop(table_id)
        task = self.tasks.pop(table_id)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        for listener in list(table.listeners):
            listener.kick(CLOSED_BY_HOST)
        self.store.close_table(table_id)

    async def stop(self) -> None:
        for task in self.tasks.values():
            task.cancel()
        for task in self.tasks.values():
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


LOOPBACK_WARNING = (
    "Links from this page point at {base}: that address opens only on this computer, so a friend "
    "on another machine cannot use them. Start the server with --public-url (the address friends "
    "reach, through a tunnel or a TLS proxy) or open this lobby by the machine's LAN address "
    "(--host 0.0.0.0): see docs/web.md."
)


def create_app(
    db: str = "pokerlang.db", timing: Timing | None = None, public_url: str | None = None, hosts: Iterable[str] = ()
):
    """The app on the SQLite file ``db``. Invite links are built on ``public_url`` (the
    address friends open, in front of a proxy or tunnel) or, without one, on the address
    the request came to. ``hosts``: host names it answers to besides loopback names, IP
    addresses and the public URL's host (``guard.Hosts``)."""
    from urllib.parse import urlsplit

    from pokerlang.web.main import points_home

    timing = timing or Timing()
    state: dict = {}

    def base_of(request: Request) -> str:
        return public_url.rstrip("/") if public_url else str(request.base_url).rstrip("/")

    def reach_warning(request: Request) -> str | None:
        base = base_of(request)
        return LOOPBACK_WARNING.format(base=base) if points_home(base) else None

    @contextlib.asynccontextmanager
    async def lifespan(app):
        store = Store(db)
        tables = Tables(store, timing)
        tables.start_all()
        state["tables"] = tables
        app.state.tables = tables
        try:
            yield
        finally:
            await tables.stop()
            store.close()

    def tables() -> Tables:
        return state["tables"]

    def find(table_id: str) -> Table:
        table = tables().open.get(table_id)
        if table is None:
            raise KeyError(table_id)
        return table

    async def lobby(request: Request):
        options = '<option value="">choose a variant</option>' + "".join(
            f'<option value="{_esc(v)}">{_esc(v)}</option>' for v in games.shipped()
        )
        rows = "".join(
            f'<li><a href="/t/{t.id}">{_esc(t.title)}</a> <span class="muted">{_esc(t.game.title)}, '
            f'{t.players} seats, {t.hands} hands</span></li>'
            for t in tables().open.values()
        )
        warning = reach_warning(request)
        return HTMLResponse(
            page(
                "lobby.html",
                variants=Safe(options),
                tables=Safe(rows or "<li>none yet</li>"),
                reach=Safe(f'<p class="warning" id="reach">{_esc(warning)}</p>' if warning else ""),
            )
        )

    async def _json_body(request: Request, limit: int):
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

    async def create(request: Request):
        try:
            data = await _json_body(request, MAX_BODY)
        except TooLarge:
            return JSONResponse({"errors": ["the request is too large"]}, 413)
        if len(tables().open) >= MAX_TABLES:
            return JSONResponse(
                {"errors": ["the server has as many tables as it takes: a host can close one from the host page"]}, 503
            )
        if not isinstance(data, dict):
            return JSONResponse({"errors": ["the request is not a JSON object"]}, 400)
        source = data.get("source")
        try:
            if isinstance(source, str) and source.strip():
                variant = games.upload_name(str(data.get("filename") or "upload.poker"))
                game = await asyncio.wait_for(asyncio.to_thread(games.load_upload, source, variant), 20)
            else:
                source, variant = None, str(data.get("variant") or "")
                if not variant:
                    raise ValueError("choose a variant, or upload a .poker file")
                game = games.load_shipped(variant)
            row, seats = table_row(data, game, variant, source)
            if any(s["kind"] == "policy" for s in seats) and policy_for(game, tables().timing.policies) is None:
                raise ValueError(
                    f"no policy file of {game.title} on this server: `pokerlang solve` writes one, "
                    "and `pokerlang serve --policy FILE` offers it"
                )
            dealable(game, row, seats)
        except games.GameRefused as err:
            return JSONResponse({"errors": err.lines}, 400)
        except TimeoutError:
            return JSONResponse({"errors": ["the file took too long to check"]}, 400)
        except ValueError as err:
            return JSONResponse({"errors": [str(err)]}, 400)
        tables().store.add_table(row, seats)
        table = tables().start({**row, "seats": seats, "hands": 0})
        base = base_of(request)
        return JSONResponse(
            {
                "id": table.id,
                "warning": reach_warning(request),
                "host": f"{base}/t/{table.id}/host?key={row['host']}",
                "watch": f"{base}/t/{table.id}",
                # Only the people's links: a bot's seat link would show the host the bot's cards.
                "seats": [
                    {
                        "seat": s["seat"],
                        "name": s["name"],
                        "kind": s["kind"],
                        "link": f"{base}/t/{table.id}?seat={s['token']}" if s["kind"] == "person" else None,
                    }
                    for s in seats
                ],
            }
        )

    async def table_page(request: Request):
        try:
            table = find(request.path_params["id"])
            token = request.query_params.get("seat")
            seat = table.seat_of(token) if token else None
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        mine = "" if seat is None else f'<a href="/t/{table.id}/mine.jsonl?seat={_esc(token)}">my hands</a>'
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

    async def host_page(request: Request):
        try:
            table = _hosted(request)
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        base = base_of(request)
        links = "".join(
            f'<li>{_esc(s["name"])} ({_esc(s["kind"])}): <input readonly class="link" '
            f'value="{_esc(base)}/t/{table.id}?seat={_esc(s["token"])}"></li>'
            for s in table.seats
            if s["kind"] == "person"
        )
        key = request.query_params["key"]
        return HTMLResponse(
            page(
                "host.html",
                title=table.title,
                id=table.id,
                key=key,
                paused="1" if table.paused else "",
                links=Safe(links or "<li>every seat is a bot</li>"),
            )
        )

    def _hosted(request: Request) -> Table:
        table = find(request.path_params["id"])
        key = request.query_params.get("key") or ""
        if not same_secret(key, table.host):
            raise KeyError("key")
        return table

    async def close(request: Request):
        try:
            body = await _json_body(request, 4096)
        except TooLarge:
            return JSONResponse({"errors": ["the request is too large"]}, 413)
        if not isinstance(body, dict):
            return JSONResponse({"errors": ["send {\"key\": the host key}"]}, 400)
        table = tables().open.get(request.path_params["id"])
        if table is None or not same_secret(body.get("key"), table.host):
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        await tables().close(table.id)
        return JSONResponse({"closed": table.id})

    async def pause(request: Request):
        try:
            body = await _json_body(request, 4096)
        except TooLarge:
            return JSONResponse({"errors": ["the request is too large"]}, 413)
        if not isinstance(body, dict):
            return JSONResponse({"errors": ["send {\"key\": the host key}"]}, 400)
        table = tables().open.get(request.path_params["id"])
        if table is None or not same_secret(body.get("key"), table.host):
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        table.pause(request.url.path.endswith("/pause"))
        return JSONResponse({"paused": table.paused})

    async def rebuy(request: Request):
        try:
            body = await _json_body(request, 4096)
        except TooLarge:
            return JSONResponse({"errors": ["the request is too large"]}, 413)
        if not isinstance(body, dict):
            return JSONResponse({"errors": ["send {\"key\": the host key, \"seat\": N}"]}, 400)
        table = tables().open.get(request.path_params["id"])
        if table is None or not same_secret(body.get("key"), table.host):
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        seat = body.get("seat")
        try:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < table.players:
                raise ValueError("no such seat")
            table.approve_rebuy(seat)
        except ValueError as err:
            return JSONResponse({"errors": [str(err)]}, 400)
        return JSONResponse(table.ledger())

    async def ledger_json(request: Request):
        try:
            table = _hosted(request)
        except KeyError:
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        return JSONResponse(table.ledger())

    async def ledger_csv(request: Request):
        import csv
        import datetime

        try:
            table = _hosted(request)
        except KeyError:
            return Response("no such table, or not its host's key", 403)
        ledger = table.ledger()
        names = [p["name"] for p in ledger["players"]]
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(["player", "seat", "entry", "chips", "time"])
        for e in ledger["entries"]:
            when = datetime.datetime.fromtimestamp(e["at"], datetime.UTC).strftime("%Y-%m-%d %H:%M:%S")
            writer.writerow([names[e["seat"]], e["seat"] + 1, e["kind"], e["chips"], when])
        for p in ledger["players"]:
            writer.writerow([p["name"], p["seat"] + 1, "at the table", p["at_table"], ""])
        for p in ledger["players"]:
            writer.writerow([p["name"], p["seat"] + 1, "net", p["net"], ""])
        return Response(
            out.getvalue(),
            media_type="text/csv",
            headers={"content-disposition": f'attachment; filename="{table.id}-ledger.csv"'},
        )

    async def rules(request: Request):
        from pokerlang.explain import explain

        try:
            table = find(request.path_params["id"])
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        return HTMLResponse(page("rules.html", title=table.game.title, rules=rules_html(explain(table.game))))

    async def history(request: Request):
        try:
            table = _hosted(request)
        except KeyError:
            return Response("no such table, or not its host's key", 403)
        lines = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in table.store.hands(table.id))
        return Response(
            lines,
            media_type="application/x-ndjson",
            headers={"content-disposition": f'attachment; filename="{table.id}.jsonl"'},
        )

    async def mine(request: Request):
        """A player's finished hands as that seat saw them: its view's log, its net."""
        try:
            table = find(request.path_params["id"])
            seat = table.seat_of(request.query_params.get("seat"))
        except KeyError:
            return Response("no such table, or not a seat's link", 403)
        records = table.store.hands(table.id)  # read here: the database is the event loop's
        # Dealing every hand again takes seconds for thousands of hands: not on the loop.
        text = await asyncio.to_thread(_seat_lines, table.game, records, seat)
        return Response(
            text,
            media_type="application/x-ndjson",
            headers={"content-disposition": f'attachment; filename="{table.id}-seat{seat + 1}.jsonl"'},
        )

    def _seat_lines(game, records: list[dict], seat: int) -> str:
        from pokerlang.runner.replay import replay_hand
        from pokerlang.web.frames import plain

        lines = []
        for record in records:
            dealt = record.get("match", {}).get("seats", range(len(record["starting_stacks"])))
            if seat not in dealt:
                continue  # the seat sat this hand out
            here = list(dealt).index(seat)  # the seat as the hand's record numbers it
            view = replay_hand(game, record, check=False).view(here)
            lines.append(
                json.dumps(
                    {
                        "hand": record["hand"],
                        "seat": here,
                        "variant": game.name,
                        "button": record["button"],
                        "starting_stacks": record["starting_stacks"],
                        "log": plain(view["log"]),
                        "net": record["net"][here],
                    },
                    separators=(",", ":"),
                )
                + "\n"
            )
        return "".join(lines)

    async def phh(request: Request):
        from pokerlang.runner.phh import phh_code, phh_text
        from pokerlang.runner.replay import replay_hand

        try:
            table = _hosted(request)
        except KeyError:
            return Response("no such table, or not its host's key", 403)
        code = phh_code(table.game)
        if code is None:
            return Response(f"PHH has no code for {table.game.title}", 404)
        records = table.store.hands(table.id)

        def archived() -> bytes:  # every hand dealt again: off the loop, as mine.jsonl
            out = io.BytesIO()
            with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
                for record in records:
                    text = phh_text(replay_hand(table.game, record, check=False), code, hand=record["hand"])
                    archive.writestr(f"{table.id}-{record['hand']:05d}.phh", text)
            return out.getvalue()

        return Response(
            await asyncio.to_thread(archived),
            media_type="application/zip",
            headers={"content-disposition": f'attachment; filename="{table.id}-phh.zip"'},
        )

    async def socket(ws: WebSocket):
        table: Table | None
        seat: int | None = None
        try:
            table = find(ws.path_params["id"])
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
        if seat is not None and len(mine) >= MAX_SEAT_SOCKETS:
            # The seat's link is its holder's: they always get in; their oldest tab goes.
            min(mine, key=lambda x: x.opened).kick(CLOSED_REPLACED)
        listener = Listener(seat)
        if table.chat:
            listener.note({"type": "chat", "lines": list(table.chat), "all": True})  # the page starts afresh
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
            table.listeners.discard(listener)
            table.broadcast()

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
        window, count, renamed, chatted = time.monotonic(), 0, 0.0, 0.0
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
            if listener.seat is None:
                listener.note({"type": "refused", "message": "spectators watch; they do not act"})
            elif kind == "act":
                try:
                    await table.act(listener.seat, data.get("action"))
                except Refused as err:
                    listener.note({"type": "refused", "message": str(err)})
            elif kind == "sit":
                try:
                    table.sit(listener.seat, data.get("out"))
                except ValueError as err:
                    listener.note({"type": "refused", "message": str(err)})
            elif kind == "chat":
                if now - chatted < CHAT_EVERY:
                    listener.note({"type": "refused", "message": "one line of chat a second"})
                    continue
                try:
                    table.say(listener.seat, data.get("text"))
                    chatted = now
                except ValueError as err:
                    listener.note({"type": "refused", "message": str(err)})
            elif kind == "leave":
                try:
                    table.cash_out(listener.seat)
                except ValueError as err:
                    listener.note({"type": "refused", "message": str(err)})
            elif kind == "rebuy":
                try:
                    table.ask_rebuy(listener.seat)
                except ValueError as err:
                    listener.note({"type": "refused", "message": str(err)})
            elif kind == "name":
                if now - renamed < RENAME_EVERY:
                    listener.note({"type": "refused", "message": "one new name every few seconds"})
                    continue
                try:
                    table.rename(listener.seat, data.get("name"))
                    renamed = now  # a rename is a write and a frame to everyone: not refusals
                except ValueError as err:
                    listener.note({"type": "refused", "message": str(err)})
            else:
                listener.note({"type": "refused", "message": "send an act, a name or a sit"})

    from importlib import resources

    static = StaticFiles(directory=str(resources.files("pokerlang.web").joinpath("static")))
    routes = [
        Route("/", lobby),
        Route("/api/tables", create, methods=["POST"]),
        Route("/api/tables/{id}/close", close, methods=["POST"]),
        Route("/api/tables/{id}/pause", pause, methods=["POST"]),
        Route("/api/tables/{id}/resume", pause, methods=["POST"]),
        Route("/api/tables/{id}/rebuy", rebuy, methods=["POST"]),
        Route("/t/{id}", table_page),
        Route("/t/{id}/host", host_page),
        Route("/t/{id}/rules", rules),
        Route("/t/{id}/history.jsonl", history),
        Route("/t/{id}/phh.zip", phh),
        Route("/t/{id}/mine.jsonl", mine),
        Route("/t/{id}/ledger.csv", ledger_csv),
        Route("/t/{id}/ledger.json", ledger_json),
        WebSocketRoute("/ws/{id}", socket),
        *writing.routes(lambda: tables().store),
        Mount("/static", static, name="static"),
    ]
    app = Starlette(routes=routes, lifespan=lifespan)
    return Guard(app, Hosts([*hosts, *([urlsplit(public_url).hostname] if public_url else [])]), public_url)


class TooLarge(Exception):
    """A request body past its limit."""


def _esc(text) -> str:
    import html

    return html.escape(str(text), quote=True)
