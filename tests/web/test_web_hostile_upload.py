"""An uploaded game's work budget (web/trial.py): before its table opens it plays a few
hands in a process of its own, within a budget of CPU time and memory, off the event
loop. The issue's reproducer is built here: a file that checks in a second and whose
first showdown takes tens of seconds and gigabytes."""

from __future__ import annotations

import http.client
import itertools
import json
import resource
import threading
import time

import pytest

from helpers.web import LiveServer, client_for, open_table

from pokerlang.web.clients import Limits
from pokerlang.web.trial import trial

CATEGORIES = ["high-card", "pair", "two-pair", "three-of-a-kind"]
MADE = ["straight", "flush", "full-house", "four-of-a-kind", "straight-flush"]


def heavy_game() -> str:
    """Forty rankings of its own, each ordering the made hands its own way (so each is
    built into a table of its own at the first showdown), wild cards, and forty shares
    of the pot, each borrowing a card an opponent shows."""
    lines = [
        'game "Forty Ways"',
        "import rankings",
        "players 2..6",
        "forced blinds",
        "wild deuces threes fours fives",
        "zone hand per seat private",
        "zone shown per seat public",
        "zone board shared public",
    ]
    for i, made in enumerate(itertools.islice(itertools.permutations(MADE), 40)):
        order = " < ".join(CATEGORIES + list(made))
        lines.append(
            f'ranking r{i} "house rule {i}" {{\n    cards 5\n    ace high, low in straights\n    order {order}\n}}'
        )
    lines += ["step deal { deal 3 to hand  deal 2 to shown  bet }", "step flop { deal 3 to board  bet }", "showdown {"]
    lines += [f"    s{i}: best 5 of hand + shown + board + up to 1 of opponent shown by r{i}" for i in range(40)]
    return "\n".join(lines) + "\n}\n"


MINE = 'extends "holdem"\ngame "Mine"\n'


def upload(client, source: str, filename: str = "mine.poker"):
    return client.post("/api/tables", json={"source": source, "filename": filename, "seats": [{"kind": "call"}] * 2})


def test_a_heavy_upload_is_refused_within_its_budget_and_the_lobby_answers_meanwhile(db):
    source = heavy_game()
    assert 8_000 < len(source) < 16_000
    limits = Limits()
    server = LiveServer(db, limits=limits).start()
    memory_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    answer: dict = {}

    def post() -> None:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=120)
        began = time.monotonic()
        body = {"source": source, "filename": "forty.poker", "seats": [{"kind": "call"}] * 2}
        connection.request("POST", "/api/tables", json.dumps(body), {"content-type": "application/json"})
        response = connection.getresponse()
        answer.update(status=response.status, body=json.loads(response.read()), seconds=time.monotonic() - began)
        connection.close()

    try:
        poster = threading.Thread(target=post)
        poster.start()
        waits = []
        while poster.is_alive():  # the lobby, asked again and again during the trial
            began = time.monotonic()
            lobby = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
            lobby.request("GET", "/")
            assert lobby.getresponse().status == 200
            lobby.close()
            waits.append(time.monotonic() - began)
            time.sleep(0.05)
        poster.join()
        assert answer["status"] == 400, answer
        said = answer["body"]["errors"][0]
        # Memory goes first on some machines (each ranking's table takes tens of MB), the CPU
        # seconds on others (seen on this one at the session's start as at its end); a
        # machine too busy to give the trial its CPU seconds in time refuses it by the clock.
        assert said.startswith(
            (
                "forty.poker: error: the game is over its budget of memory",
                "forty.poker: error: the game is over its budget of CPU time",
            )
        ) or ("forty.poker: error: its trial did not end within 40 s" in said), said
        assert "12 hands at 6 players within 10 s of CPU time and 512 MB of memory" in said
        assert "/" not in said
        assert answer["seconds"] < limits.trial_seconds + 5
        print(f"trial answered in {answer['seconds']:.1f} s; lobby at most {max(waits):.3f} s of {len(waits)}")
        # Answered all along (the trial is another process): a busy machine's delays, never
        # the trial's seconds (the issue measured the lobby frozen 19.7 s).
        assert len(waits) >= 3 and sorted(waits)[len(waits) // 2] < 0.25 and max(waits) < 2.0, waits
        # The server's own memory did not take the showdown's gigabytes.
        assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - memory_before < 200 * 1024
        lobby = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        lobby.request("GET", "/")
        assert "none yet" in lobby.getresponse().read().decode()
        lobby.close()
    finally:
        server.stop()


def test_an_upload_over_its_cpu_time_is_refused_saying_so(db):
    with client_for(db, limits=Limits(trial_hands=100_000, trial_cpu=1)) as c:
        response = upload(c, MINE)
        assert response.status_code == 400
        over = (
            "mine.poker: error: the game is over its budget of CPU time: an uploaded game must play "
            "100000 hands at 10 players within 1 s of CPU time and 512 MB of memory"
        )
        assert response.json()["errors"] == [over]
        open_table(c)  # a shipped variant is the server's own: it is not tried


def test_an_upload_within_its_budget_opens_its_table(db):
    with client_for(db) as c:
        response = upload(c, MINE)
        assert response.status_code == 200, response.text
        assert c.get(f"/t/{response.json()['id']}").status_code == 200


def test_uploads_past_the_trials_waiting_are_told_to_come_back(db):
    with client_for(db, limits=Limits(trials_waiting=0)) as c:
        response = upload(c, MINE)
        assert response.status_code == 503 and "try again in a minute" in response.json()["errors"][0]


def test_a_tried_upload_counts_against_its_clients_tables(db):
    with client_for(db, limits=Limits(tables_an_hour=2, trial_hands=100_000, trial_cpu=1)) as c:
        assert upload(c, MINE).status_code == 400  # over budget: tried all the same
        open_table(c)
        refused = c.post("/api/tables", json={"variant": "holdem", "seats": [{"kind": "call"}] * 2})
        assert refused.status_code == 429 and "at most 2 tables an hour" in refused.json()["errors"][0]


def test_the_playground_simulates_a_heavy_game_within_its_budget(client):
    """The playground's simulation plays the text in a process of its own too: the heavy
    file is refused by its memory budget, and the server's own memory stays as it was."""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    response = client.post("/api/write/simulate", json={"source": heavy_game(), "name": "forty.poker", "hands": 5})
    assert response.status_code == 400
    said = response.json()["errors"][0]
    assert said.startswith("forty.poker: error: ") and "budget" in said and "/" not in said, said
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200 * 1024


@pytest.mark.parametrize("variant", ["three-five-seven", "night-baseball", "follow-the-queen"])
def test_the_heaviest_shipped_games_pass_the_trial_with_room_to_spare(variant):
    """The budget is far above what real games take: the shipped games that cost the most
    in their trial (wild cards changing hand to hand; 3-5-7's call bots never win a leg, so
    each hand runs to its hundredth deal) pass within its CPU time and a quarter of its
    memory, uploaded as text. The CPU time is the server's own budget, not half of it:
    3-5-7 takes under 3 s of it alone, and about twice that while the whole suite runs on
    two shared cores (CPU time is no steadier than that there: the bench measures speed)."""
    from pokerlang.compiler import load_game
    from pokerlang.resources import variants_dir

    game = load_game(variant)
    source = (variants_dir() / f"{variant}.poker").read_text(encoding="utf-8")
    trial(source, f"{variant}.poker", game.max_players, Limits(trial_memory=128))
