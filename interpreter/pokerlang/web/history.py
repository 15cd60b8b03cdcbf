"""The finished hands of a table, downloaded:

* ``GET /t/{id}/history.jsonl`` and ``.../phh.zip`` (the host's key): every hand, as
  ``pokerlang replay`` reads it, and in PHH where PHH has a code for the game;
* ``GET /t/{id}/mine.jsonl`` (a seat's token): that seat's hands as it saw them;
* ``GET /t/{id}/viewer`` (``?seat=TOKEN`` or the host's ``?key=``): the hand history
  viewer, a page that steps through a past hand as that seat saw it (the host: every
  card), from ``/t/{id}/hands.json`` (the hands) and ``/t/{id}/hands/{n}.json`` (one
  hand's steps).

Dealing hands again takes seconds for thousands of them: that work runs off the event
loop; the database is read on it (the store is the loop's).
"""

from __future__ import annotations

import asyncio
import io
import json
import zipfile

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from pokerlang.web.pages import page
from pokerlang.web.site import Site
from pokerlang.web.table import Table


def seat_lines(game_of, records: list[dict], seat: int) -> str:
    """A seat's finished hands as JSON lines: its view's log and its net (``game_of``:
    a record's game, as the table dealt it)."""
    from pokerlang.runner.replay import replay_hand
    from pokerlang.web.frames import plain

    lines = []
    for record in records:
        dealt = record.get("match", {}).get("seats", range(len(record["starting_stacks"])))
        if seat not in dealt:
            continue  # the seat sat this hand out
        here = list(dealt).index(seat)  # the seat as the hand's record numbers it
        game = game_of(record)
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


def attachment(body: str | bytes, media_type: str, filename: str) -> Response:
    return Response(body, media_type=media_type, headers={"content-disposition": f'attachment; filename="{filename}"'})


def routes(site: Site) -> list[Route]:
    async def history(request: Request):
        try:
            table = site.hosted(request)
        except KeyError:
            return Response("no such table, or not its host's key", 403)
        lines = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in table.store.hands(table.id))
        return attachment(lines, "application/x-ndjson", f"{table.id}.jsonl")

    async def mine(request: Request):
        try:
            table = site.find(request.path_params["id"])
            seat = table.seat_of(request.query_params.get("seat"))
        except KeyError:
            return Response("no such table, or not a seat's link", 403)
        records = table.store.hands(table.id)
        text = await asyncio.to_thread(seat_lines, table.game_of_record, records, seat)
        return attachment(text, "application/x-ndjson", f"{table.id}-seat{seat + 1}.jsonl")

    async def phh(request: Request):
        from pokerlang.runner.phh import phh_code, phh_text
        from pokerlang.runner.replay import replay_hand

        try:
            table = site.hosted(request)
        except KeyError:
            return Response("no such table, or not its host's key", 403)
        games = [table.game_named(name) for name in dict.fromkeys(table.settings.get("choices") or [table.own])]
        if all(phh_code(game) is None for game in games):
            return Response(f"PHH has no code for {table.game.title}", 404)
        records = table.store.hands(table.id)

        def archived() -> bytes:  # a hand of a game PHH has no code for is left out
            out = io.BytesIO()
            with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
                for record in records:
                    game = table.game_of_record(record)
                    code = phh_code(game)
                    if code is not None:
                        text = phh_text(replay_hand(game, record, check=False), code, hand=record["hand"])
                        archive.writestr(f"{table.id}-{record['hand']:05d}.phh", text)
            return out.getvalue()

        return attachment(await asyncio.to_thread(archived), "application/zip", f"{table.id}-phh.zip")

    def viewer_of(request: Request) -> tuple[Table, int | None]:
        """The table and who looks: a seat (its token) or the host (None); KeyError otherwise."""
        if request.query_params.get("key") is not None:
            return site.hosted(request), None
        table = site.find(request.path_params["id"])
        return table, table.seat_of(request.query_params.get("seat"))

    async def viewer_page(request: Request):
        try:
            table, chair = viewer_of(request)
        except KeyError:
            return HTMLResponse(page("missing.html"), 404)
        who = "the host: every card" if chair is None else f"as {table.seats[chair]['name']} saw them"
        return HTMLResponse(page("viewer.html", title=table.title, id=table.id, who=who))

    async def hands_json(request: Request):
        try:
            table, chair = viewer_of(request)
        except KeyError:
            return JSONResponse({"errors": ["no such table, or not a seat's link or the host's key"]}, 403)
        hands = []
        for record in table.store.hands(table.id):
            dealt = list(record.get("match", {}).get("seats", range(len(record["starting_stacks"]))))
            if chair is None or chair in dealt:
                net = record["net"][dealt.index(chair)] if chair is not None else None
                hands.append({"hand": record["hand"], "variant": record.get("variant"), "net": net})
        return JSONResponse({"hands": hands})

    async def hand_json(request: Request):
        from pokerlang.web.viewer import viewed_hand

        try:
            table, chair = viewer_of(request)
            number = int(request.path_params["n"])
        except (KeyError, ValueError):
            return JSONResponse({"errors": ["no such table, or not a seat's link or the host's key"]}, 403)
        record = next((r for r in table.store.hands(table.id) if r["hand"] == number), None)
        if record is None:
            return JSONResponse({"errors": ["no such finished hand"]}, 404)
        names = [s["name"] for s in table.seats]
        shown = await asyncio.to_thread(viewed_hand, table.game_of_record(record), record, chair, names)
        if shown is None:
            return JSONResponse({"errors": ["you were not dealt that hand"]}, 404)
        return JSONResponse(shown)

    return [
        Route("/t/{id}/viewer", viewer_page),
        Route("/t/{id}/hands.json", hands_json),
        Route("/t/{id}/hands/{n}.json", hand_json),
        Route("/t/{id}/history.jsonl", history),
        Route("/t/{id}/phh.zip", phh),
        Route("/t/{id}/mine.jsonl", mine),
    ]
