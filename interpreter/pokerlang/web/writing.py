"""The playground: write a variant in the browser, see `check`'s diagnostics as you type,
the rules in English and the core IR beside it, simulate it, and open a table with it.

Every answer is a pure function of the text, worked out as an upload is (``games``: the
text alone in a fresh folder, diagnostics naming the file as the writer named it), off
the event loop and within a time budget. Drafts are kept in the server's database under
the writer's own key (a cookie), so a writer finds their files again and nobody else's.
A simulation plays the text's hands in a process of its own, within a budget of CPU time
and memory (``trial.in_budget``).
"""

from __future__ import annotations

from pokerlang.ir.game import seating

import asyncio
import io
import json
import secrets
import time
from collections.abc import Callable

from rich.console import Console
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from pokerlang.web import games
from pokerlang.web.pages import page
from pokerlang.web.store import Store

MAX_SIMULATED = 1000  # hands: a designer's glance, seconds of work for the server
SIMULATION_BOTS = "random"  # as `pokerlang stats` plays by default
BUDGET = 20.0  # seconds of work for one answer, as an upload's check at the lobby
# A simulation's CPU seconds, megabytes of memory and seconds of time, in its own process
# (the process ends a second before the answer's time is up: its refusal says the budget).
SIMULATION_BUDGET = (int(BUDGET), 512, BUDGET - 1)
MAX_DRAFTS = 50  # a writer's files
MAX_BODY = games.MAX_UPLOAD + 4096
WRITER = "pokerlang-writer"  # the cookie that holds the writer's key


def check(text: str, name: str) -> dict:
    """The text's diagnostics (as `check --format json` writes them) and, when it checks
    clean, its rules in English and its core IR."""
    from pokerlang.explain import explain
    from pokerlang.ir.show import show

    try:
        game, diagnostics = games.check_upload(text, name)
    except games.GameRefused as err:
        return {"diagnostics": [{"line": 0, "column": 0, "severity": "error", "message": line} for line in err.lines]}
    return {
        "diagnostics": [d.to_json() for d in diagnostics],
        "rules": explain(game) if game is not None else None,
        "ir": show(game) if game is not None else None,
    }


def simulate(text: str, name: str, players: int | None, hands: int) -> dict:
    """The designer's report (`pokerlang stats`) of ``hands`` hands played by bots, as text."""
    from pokerlang.analytics.report import print_report
    from pokerlang.analytics.stats import collect
    from pokerlang.engine import EngineError
    from pokerlang.runner.agents import make_agents
    from pokerlang.runner.stakes import table_stakes

    game = games.load_upload(text, name)
    seats = players if players is not None else max(game.min_players, min(6, game.max_players))
    if not game.min_players <= seats <= game.max_players:
        raise ValueError(f"{game.title} seats {seating(game.min_players, game.max_players)}, not {seats}")
    if not 1 <= hands <= MAX_SIMULATED:
        raise ValueError(f"simulate 1 to {MAX_SIMULATED} hands, not {hands}")
    notes: list[str] = []
    stakes = table_stakes(game, seats, note=notes.append)
    try:
        stats = collect(game, stakes, make_agents(SIMULATION_BOTS, seats, game=game), hands, seed=1)
    except EngineError as err:
        raise ValueError(f"the simulation stopped: {err}") from None
    out = io.StringIO()
    print_report(stats, Console(file=out, width=100, color_system=None, force_terminal=False))
    return {"report": out.getvalue(), "notes": notes, "players": seats}


def simulate_in_budget(text: str, name: str, players: int | None, hands: int) -> dict:
    """``simulate`` in a process of its own, within a budget of CPU time and memory
    (trial.py): a text whose showdowns take gigabytes costs the server nothing."""
    from pokerlang.web.trial import in_budget

    return in_budget(simulate, [text, name, players, hands], games.upload_name(name), *SIMULATION_BUDGET)


class Refusal(ValueError):
    """A request the playground turns down: ``status`` and the words the page shows."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


async def _json_body(request: Request) -> dict:
    body = b""
    async for chunk in request.stream():  # read no more than the limit, however much is sent
        body += chunk
        if len(body) > MAX_BODY:
            raise Refusal("the request is too large", 413)
    try:
        data = json.loads(body)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise Refusal("the request is not a JSON object")
    return data


def _text_of(data: dict) -> tuple[str, str]:
    text, name = data.get("source"), data.get("name") or "my-variant"
    if not isinstance(text, str) or not isinstance(name, str):
        raise Refusal("send the variant's text as `source` and its file name as `name`")
    return text, games.upload_name(name)


def _writer(request: Request) -> str | None:
    key = request.cookies.get(WRITER, "")
    return key if key.isascii() and key.replace("-", "").replace("_", "").isalnum() and len(key) <= 64 else None


async def _answer(work, *args) -> Response:
    """``work(*args)`` off the event loop, within the budget, as a JSON answer."""
    try:
        return JSONResponse(await asyncio.wait_for(asyncio.to_thread(work, *args), BUDGET))
    except TimeoutError:
        return JSONResponse({"errors": [f"the work took more than {BUDGET:.0f} s"]}, 400)
    except games.GameRefused as err:
        return JSONResponse({"errors": err.lines}, 400)
    except ValueError as err:
        return JSONResponse({"errors": [str(err)]}, 400)


def routes(store: Callable[[], Store]) -> list[Route]:
    """The playground's page and its API, on the server's database (``store()``: opened
    with the server, after the routes are made)."""
    from pokerlang.lsp.vocabulary import keywords
    from pokerlang.syntax.vocab import table_words

    # the vocabulary's words (`private`, `no-limit`) are the language's words too
    words = sorted(set(keywords()) | set(table_words()))

    async def write_page(request: Request) -> Response:
        response = HTMLResponse(page("write.html", keywords=json.dumps(words)))
        if _writer(request) is None:
            key = secrets.token_urlsafe(16)
            response.set_cookie(WRITER, key, max_age=10 * 365 * 86400, httponly=True, samesite="strict")
        return response

    async def check_route(request: Request) -> Response:
        try:
            text, name = _text_of(await _json_body(request))
        except Refusal as err:
            return JSONResponse({"errors": [str(err)]}, err.status)
        return await _answer(check, text, name)

    async def simulate_route(request: Request) -> Response:
        try:
            data = await _json_body(request)
            text, name = _text_of(data)
            players, hands = data.get("players"), data.get("hands", MAX_SIMULATED)
            if (players is not None and type(players) is not int) or type(hands) is not int:
                raise Refusal("`players` and `hands` are whole numbers")
        except Refusal as err:
            return JSONResponse({"errors": [str(err)]}, err.status)
        return await _answer(simulate_in_budget, text, name, players, hands)

    async def drafts_route(request: Request) -> Response:
        writer = _writer(request)
        if writer is None:
            return JSONResponse({"errors": ["open the playground page first: drafts are kept by browser"]}, 403)
        if request.method == "GET":
            name = request.query_params.get("name")
            if name is None:
                return JSONResponse({"drafts": store().drafts(writer)})
            text = store().draft(writer, games.upload_name(name))
            if text is None:
                return JSONResponse({"errors": ["no such draft"]}, 404)
            return JSONResponse({"name": name, "source": text})
        try:
            text, name = _text_of(await _json_body(request))
            if len(text.encode("utf-8", "surrogatepass")) > games.MAX_UPLOAD:
                raise Refusal(f"a draft is at most {games.MAX_UPLOAD // 1024} KB", 413)
            if store().draft(writer, name) is None and store().draft_count(writer) >= MAX_DRAFTS:
                raise Refusal(f"at most {MAX_DRAFTS} drafts are kept for a writer", 507)
        except Refusal as err:
            return JSONResponse({"errors": [str(err)]}, err.status)
        store().save_draft(writer, name, text, time.time())  # as every write of the store: on the loop, one at a time
        return JSONResponse({"saved": name})

    return [
        Route("/write", write_page),
        Route("/api/write/check", check_route, methods=["POST"]),
        Route("/api/write/simulate", simulate_route, methods=["POST"]),
        Route("/api/write/drafts", drafts_route, methods=["GET", "POST"]),
    ]
