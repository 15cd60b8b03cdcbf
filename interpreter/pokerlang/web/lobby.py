"""The lobby's routes: its page (open a table; the tables open, to watch) and
``POST /api/tables``, which opens a table and answers the host's and each seat's link."""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse
from starlette.routing import Route

from pokerlang.research.policy import policy_for
from pokerlang.web import games
from pokerlang.web.clients import client_of
from pokerlang.web.opening import MAX_UPLOADED_CHOICES, dealable, table_row, uploaded_choices
from pokerlang.web.pages import Safe, page
from pokerlang.web.site import Site, TooLarge, esc, json_body
from pokerlang.web.trial import TrialsBusy
from pokerlang.web.work import OverBudget

MAX_TABLES = 200
CHECK_SECONDS = 20.0  # an upload's check, in a worker process killed past it
MAX_BODY = (1 + MAX_UPLOADED_CHOICES) * games.MAX_UPLOAD + 4096  # the table's own file and uploaded choices


def routes(site: Site) -> list[Route]:
    async def lobby(request: Request):
        options = '<option value="">choose a variant</option>' + "".join(
            f'<option value="{esc(v)}">{esc(v)}</option>' for v in games.shipped()
        )
        rows = "".join(
            f'<li><a href="/t/{t.id}">{esc(t.title)}</a> <span class="muted">{esc(t.game.title)}, '
            f"{t.players} seats, {t.hands} hands</span></li>"
            for t in site.open_tables().open.values()
        )
        warning = site.reach_warning(request)
        return HTMLResponse(
            page(
                "lobby.html",
                variants=Safe(options),
                choices=Safe("".join(f'<option value="{esc(v)}">{esc(v)}</option>' for v in games.shipped())),
                tables=Safe(rows or "<li>none yet</li>"),
                reach=Safe(f'<p class="warning" id="reach">{esc(warning)}</p>' if warning else ""),
            )
        )

    async def create(request: Request):
        tables = site.open_tables()
        try:
            data = await json_body(request, MAX_BODY)
        except TooLarge:
            return JSONResponse({"errors": ["the request is too large"]}, 413)
        if len(tables.open) >= MAX_TABLES:
            return JSONResponse(
                {"errors": ["the server has as many tables as it takes: a host can close one from the host page"]}, 503
            )
        if not isinstance(data, dict):
            return JSONResponse({"errors": ["the request is not a JSON object"]}, 400)
        client = client_of(request.scope)
        if (why := site.clients.refuse_table(client)) is not None:
            return JSONResponse({"errors": [why]}, 429, headers={"retry-after": "60"})
        source = data.get("source")
        tried = False
        try:
            rotation, members = None, None
            if isinstance(source, str) and source.strip():
                variant = games.upload_name(str(data.get("filename") or "upload.poker"))
                rotation = await tables.workers.run(games.rotation_upload, source, variant, seconds=CHECK_SECONDS)
            if rotation is not None:  # a mixed game: a table of its games in turn, each a shipped one
                # each game at the rotation's stakes (its `stakes` line), where the host gives none
                members = {m.name: m.game for m in rotation.members}
                every = rotation.every if rotation.every is not None else "orbit"
                choices = [m.name for m in rotation.members]
                data = {**data, "choices": choices, "every": every, "title": data.get("title") or rotation.title}
                source, variant = None, choices[0]
                game = members[variant]
            elif isinstance(source, str) and source.strip():
                game = await tables.workers.run(games.load_upload, source, variant, seconds=CHECK_SECONDS)
            else:
                source, variant = None, str(data.get("variant") or "")
                if not variant:
                    raise ValueError("choose a variant, or upload a .poker file")
                game = games.load_shipped(variant)
            uploaded = {}  # dealer's choice of uploaded games: each checked as the table's own file is
            for name, text in uploaded_choices(data):
                await tables.workers.run(games.load_upload, text, name, seconds=CHECK_SECONDS)
                uploaded[name] = text
            row, seats = table_row(data, game, variant, source, uploaded, members)
            if any(s["kind"] == "policy" for s in seats) and policy_for(game, tables.timing.policies) is None:
                raise ValueError(
                    f"no policy file of {game.title} on this server: `pokerlang solve` writes one, "
                    "and `pokerlang serve --policy FILE` offers it"
                )
            dealable(game, row, seats)
            for name, stakes in row["settings"].get("stakes_by_game", {}).items():  # dealer's choice: each game
                dealable(
                    games.load_choice(name, uploaded) if name != variant else game,
                    {**row, "settings": {"stakes": stakes}},
                    seats,
                )
            # An upload plays a few hands in a process of its own first (trial.py): the table's
            # own file and each uploaded game among a dealer's choices.
            trials = [(source, variant, game.max_players)] if source is not None else []
            trials += [(text, name, games.load_choice(name, uploaded).max_players) for name, text in uploaded.items()]
            if trials:
                site.clients.opened_table(client)  # a trial costs the server as much as a table
                tried = True
            for text, name, players in trials:
                await site.trials.run(text, name, players)
        except games.GameRefused as err:
            return JSONResponse({"errors": err.lines}, 400)
        except TrialsBusy:
            return JSONResponse(
                {"errors": ["the server is trying other uploaded games: try again in a minute"]},
                503,
                headers={"retry-after": "60"},
            )
        except OverBudget as err:  # its check, in a worker killed past its time (work.py)
            return JSONResponse({"errors": [f"the file took too long to check: {err}"]}, 400)
        except ValueError as err:
            return JSONResponse({"errors": [str(err)]}, 400)
        if not tried:
            site.clients.opened_table(client)
        tables.store.add_table(row, seats)
        table = tables.start({**row, "seats": seats, "hands": 0})
        base = site.base_of(request)
        return JSONResponse(
            {
                "id": table.id,
                "warning": site.reach_warning(request),
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

    return [Route("/", lobby), Route("/api/tables", create, methods=["POST"])]
