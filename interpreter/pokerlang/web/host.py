"""The host's routes: the host page (invites, ledger, controls) and the host's requests,
each a JSON POST carrying the host key (``{"key": HOST_KEY, ...}``) and answered in JSON:

* ``/api/tables/{id}/close``: the table stops dealing and opens no more;
* ``/api/tables/{id}/pause`` and ``.../resume``: no new hand is dealt until resumed;
* ``/api/tables/{id}/rebuy`` (``"seat": N``): approve the rebuy a seat out of chips asked for.

``GET /t/{id}/ledger.json`` and ``ledger.csv`` (``?key=``): every buy-in, rebuy and
cash-out, and the net per player.
"""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from pokerlang.web.guard import same_secret
from pokerlang.web.pages import Safe, page
from pokerlang.web.site import SMALL_BODY, Site, TooLarge, esc, json_body
from pokerlang.web.table import Table

HostAct = Callable[[Table, dict], Awaitable[dict]]


def host_request(site: Site, usage: str, act: HostAct):
    """A host's POST: its JSON body read within bounds, the key checked against the
    table's, then ``act(table, body)``; its ValueError is a 400 in its words."""

    async def route(request: Request):
        try:
            body = await json_body(request, SMALL_BODY)
        except TooLarge:
            return JSONResponse({"errors": ["the request is too large"]}, 413)
        if not isinstance(body, dict):
            return JSONResponse({"errors": [f"send {usage}"]}, 400)
        table = site.open_tables().open.get(request.path_params["id"])
        if table is None or not same_secret(body.get("key"), table.host):
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        try:
            return JSONResponse(await act(table, body))
        except ValueError as err:
            return JSONResponse({"errors": [str(err)]}, 400)

    return route


def seat_in(table: Table, body: dict) -> int:
    """The body's ``seat``: a seat of the table, counted from 0; ValueError otherwise."""
    seat = body.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < table.players:
        raise ValueError("no such seat")
    return seat


def routes(site: Site) -> list[Route]:
    async def host_page(request: Request):
        try:
            table = site.hosted(request)
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        base = site.base_of(request)
        links = "".join(
            f'<li>{esc(s["name"])} ({esc(s["kind"])}): <input readonly class="link" '
            f'value="{esc(base)}/t/{table.id}?seat={esc(s["token"])}"></li>'
            for s in table.seats
            if s["kind"] == "person"
        )
        return HTMLResponse(
            page(
                "host.html",
                title=table.title,
                id=table.id,
                key=request.query_params["key"],
                paused="1" if table.night.paused else "",
                links=Safe(links or "<li>every seat is a bot</li>"),
            )
        )

    async def close(table: Table, body: dict) -> dict:
        await site.open_tables().close(table.id)
        return {"closed": table.id}

    def pausing(paused: bool) -> HostAct:
        async def act(table: Table, body: dict) -> dict:
            table.night.pause(paused)
            return {"paused": table.night.paused}

        return act

    async def rebuy(table: Table, body: dict) -> dict:
        table.night.approve_rebuy(seat_in(table, body))
        return table.night.ledger()

    async def ledger_json(request: Request):
        try:
            table = site.hosted(request)
        except KeyError:
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        return JSONResponse(table.night.ledger())

    async def ledger_csv(request: Request):
        try:
            table = site.hosted(request)
        except KeyError:
            return Response("no such table, or not its host's key", 403)
        return Response(
            ledger_text(table.night.ledger()),
            media_type="text/csv",
            headers={"content-disposition": f'attachment; filename="{table.id}-ledger.csv"'},
        )

    key = '{"key": the host key}'
    return [
        Route("/t/{id}/host", host_page),
        Route("/api/tables/{id}/close", host_request(site, key, close), methods=["POST"]),
        Route("/api/tables/{id}/pause", host_request(site, key, pausing(True)), methods=["POST"]),
        Route("/api/tables/{id}/resume", host_request(site, key, pausing(False)), methods=["POST"]),
        Route(
            "/api/tables/{id}/rebuy", host_request(site, '{"key": the host key, "seat": N}', rebuy), methods=["POST"]
        ),
        Route("/t/{id}/ledger.json", ledger_json),
        Route("/t/{id}/ledger.csv", ledger_csv),
    ]


def ledger_text(ledger: dict) -> str:
    """The ledger as CSV: a row per entry with its time, then each player's chips at the
    table and net."""
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
    return out.getvalue()
