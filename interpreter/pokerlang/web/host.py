"""The host's routes: the host page (invites, ledger, controls) and the host's requests,
each a JSON POST carrying the host key (``{"key": HOST_KEY, ...}``) and answered in JSON:

* ``/api/tables/{id}/close``: the table stops dealing and opens no more;
* ``/api/tables/{id}/pause`` and ``.../resume``: no new hand is dealt until resumed;
* ``/api/tables/{id}/rebuy`` (``"seat": N``): approve the rebuy a seat out of chips asked for;
* ``/api/tables/{id}/stakes`` (``"small_blind"``, ``"big_blind"``, ``"ante"``,
  ``"bring_in"``, any of them): the stakes of the hands dealt from now on;
* ``/api/tables/{id}/admit`` (``"ticket": T, "admit": true``): let in a spectator who asked
  for a seat (late join), or not;
* ``/api/tables/{id}/seats`` (``"kind": "call"``, or ``"person"`` and ``"name"``): a new seat;
* ``/api/tables/{id}/game`` (``"game": NAME``): at dealer's choice, the next hand's game;
* ``/api/tables/{id}/replace`` (``"seat": N, "kind": "call"`` or ``"empty"``): give a seat,
  between its hands, to a bot or to nobody.

``GET /t/{id}/ledger.json`` and ``ledger.csv`` (``?key=``): every buy-in, rebuy and
cash-out, and the net per player; ``GET /t/{id}/night.json``: what the host page shows
(the ledger, the seats, the stakes, the seat requests waiting).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from pokerlang.web.guard import same_secret
from pokerlang.web.ledger import ledger_text
from pokerlang.web.pages import Safe, page
from pokerlang.web.site import SMALL_BODY, Site, TooLarge, esc, json_body
from pokerlang.web.table import Table

HostAct = Callable[[Request, Table, dict], Awaitable[dict]]


def host_request(site: Site, usage: str, act: HostAct):
    """A host's POST: its JSON body read within bounds, the key checked against the
    table's, then ``act(request, table, body)``; its ValueError is a 400 in its words."""

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
            return JSONResponse(await act(request, table, body))
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

    async def close(request: Request, table: Table, body: dict) -> dict:
        await site.open_tables().close(table.id)
        return {"closed": table.id}

    def pausing(paused: bool) -> HostAct:
        async def act(request: Request, table: Table, body: dict) -> dict:
            table.night.pause(paused)
            return {"paused": table.night.paused}

        return act

    async def rebuy(request: Request, table: Table, body: dict) -> dict:
        table.night.approve_rebuy(seat_in(table, body))
        return table.night.ledger()

    async def stakes(request: Request, table: Table, body: dict) -> dict:
        return {"stakes": table.night.set_stakes({k: v for k, v in body.items() if k != "key"})}

    async def admit(request: Request, table: Table, body: dict) -> dict:
        seat = table.night.answer_join(body.get("ticket"), body.get("admit"))
        return {"seat": None if seat is None else public_seat(seat)}

    async def add_seat(request: Request, table: Table, body: dict) -> dict:
        seat = table.night.add_seat(str(body.get("kind")), body.get("name"))
        link = f"{site.base_of(request)}/t/{table.id}?seat={seat['token']}"
        return {"seat": public_seat(seat), "link": link if seat["kind"] == "person" else None}

    async def replace(request: Request, table: Table, body: dict) -> dict:
        return {"seat": public_seat(table.night.replace(seat_in(table, body), body.get("kind")))}

    async def choose(request: Request, table: Table, body: dict) -> dict:
        return {"next_game": table.night.choose_game(body.get("game"))}

    async def night_json(request: Request):
        try:
            table = site.hosted(request)
        except KeyError:
            return JSONResponse({"errors": ["no such table, or not its host's key"]}, 403)
        return JSONResponse(
            {
                "ledger": table.night.ledger(),
                "seats": [{**public_seat(s), "out": s["seat"] in table.night.out} for s in table.seats],
                "stakes": table.settings["stakes"],
                "joining": table.night.requests(),
                "paused": table.night.paused,
                "full": len(table.seats) >= table.game.max_players,
                "choices": list(dict.fromkeys(table.settings.get("choices") or [])),
                "every": table.settings.get("every") or 0,
                "next_game": table.next_game(),
            }
        )

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
        Route(
            "/api/tables/{id}/stakes",
            host_request(site, '{"key": the host key, "big_blind": N, ...}', stakes),
            methods=["POST"],
        ),
        Route(
            "/api/tables/{id}/admit",
            host_request(site, '{"key": the host key, "ticket": T, "admit": true}', admit),
            methods=["POST"],
        ),
        Route(
            "/api/tables/{id}/seats",
            host_request(site, '{"key": the host key, "kind": "call"}', add_seat),
            methods=["POST"],
        ),
        Route(
            "/api/tables/{id}/replace",
            host_request(site, '{"key": the host key, "seat": N, "kind": "call"}', replace),
            methods=["POST"],
        ),
        Route(
            "/api/tables/{id}/game", host_request(site, '{"key": the host key, "game": NAME}', choose), methods=["POST"]
        ),
        Route("/t/{id}/night.json", night_json),
        Route("/t/{id}/ledger.json", ledger_json),
        Route("/t/{id}/ledger.csv", ledger_csv),
    ]


def public_seat(seat: dict) -> dict:
    """A seat as the host page shows it: never its token (a bot's would show its cards)."""
    return {"seat": seat["seat"], "kind": seat["kind"], "name": seat["name"]}
