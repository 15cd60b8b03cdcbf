"""The playground (`/write`): a variant checked as you type with `check`'s diagnostics at
their lines, its rules and IR once it checks clean, a simulation, drafts kept per writer,
and the editor bundled from the npm packages the lockfile pins."""

from __future__ import annotations

import json
import re

from helpers.paths import ROOT

HOLDEM = (ROOT / "variants" / "holdem.poker").read_text(encoding="utf-8")
TYPO = HOLDEM.replace("deal 3 to board", "deal 3 to bord")


def typo_line() -> int:
    return next(i for i, line in enumerate(TYPO.splitlines(), 1) if "bord" in line)


def test_the_page_carries_the_editor_and_the_words_it_colours(client):
    page = client.get("/write")
    assert page.status_code == 200
    assert '<script src="/static/editor.js">' in page.text
    words = json.loads(re.search(r'data-keywords="([^"]*)"', page.text).group(1).replace("&quot;", '"'))
    assert {"deal", "showdown", "bet"} <= set(words)
    assert client.get("/static/editor.js").status_code == 200


def test_a_typo_is_reported_at_its_line_with_the_fix(client):
    answer = client.post("/api/write/check", json={"source": TYPO, "name": "mine"}).json()
    (d,) = answer["diagnostics"]
    assert (d["code"], d["line"], d["path"]) == ("E101", typo_line(), "mine.poker")
    assert d["hint"] == "did you mean 'board'?"
    assert answer["rules"] is None and answer["ir"] is None


def test_a_clean_file_shows_its_rules_and_ir(client):
    answer = client.post("/api/write/check", json={"source": HOLDEM, "name": "mine"}).json()
    assert answer["diagnostics"] == []
    assert answer["rules"].startswith("# Texas hold'em")
    assert "showdown" in answer["ir"].lower()


def test_an_import_outside_the_standard_library_is_not_reached(client):
    source = HOLDEM.replace("import rankings", 'import "../../etc/passwd"')
    answer = client.post("/api/write/check", json={"source": source}).json()
    assert answer["diagnostics"] and answer["diagnostics"][0]["severity"] == "error"
    assert "/etc" not in json.dumps(answer["diagnostics"][0]["path"])


def test_a_simulation_reports_streets_and_positions(client):
    answer = client.post("/api/write/simulate", json={"source": HOLDEM, "players": 3, "hands": 50}).json()
    assert answer["players"] == 3
    assert "50 hands, 3 players" in answer["report"]
    assert "Streets reached" in answer["report"] and "Win rate by position" in answer["report"]


def test_a_simulation_is_bounded_and_refuses_a_broken_file(client):
    too_many = client.post("/api/write/simulate", json={"source": HOLDEM, "hands": 10**6})
    assert too_many.status_code == 400 and "1 to 1000 hands" in too_many.json()["errors"][0]
    broken = client.post("/api/write/simulate", json={"source": TYPO, "hands": 10})
    assert broken.status_code == 400 and "unknown zone 'bord'" in broken.json()["errors"][0]
    seats = client.post("/api/write/simulate", json={"source": HOLDEM, "players": 11, "hands": 10})
    assert seats.status_code == 400 and "2 to 10 players" in seats.json()["errors"][0]


def test_a_request_that_is_not_a_variant_is_refused(client):
    json_type = {"content-type": "application/json"}  # without it the server's guard answers 415
    assert client.post("/api/write/check", content=b"[1, 2]", headers=json_type).status_code == 400
    assert client.post("/api/write/check", json={"source": 5}).status_code == 400
    huge = client.post("/api/write/check", json={"source": "#" * 200_000})
    assert huge.status_code == 413


def test_drafts_are_kept_for_their_writer_alone(client, db):
    from helpers.web import client_for

    assert client.get("/api/write/drafts").status_code == 403  # no writer key before the page
    client.get("/write")
    saved = client.post("/api/write/drafts", json={"source": HOLDEM, "name": "friday"})
    assert saved.json() == {"saved": "friday.poker"}
    assert [d["name"] for d in client.get("/api/write/drafts").json()["drafts"]] == ["friday.poker"]
    assert client.get("/api/write/drafts", params={"name": "friday"}).json()["source"] == HOLDEM
    with client_for(db) as other:
        other.get("/write")
        assert other.get("/api/write/drafts").json()["drafts"] == []
        assert other.get("/api/write/drafts", params={"name": "friday"}).status_code == 404


def test_the_bundle_is_built_from_the_locked_packages():
    folder = ROOT / "editors" / "playground"
    lock = json.loads((folder / "package-lock.json").read_text(encoding="utf-8"))
    locked = {
        f"{path.removeprefix('node_modules/')}@{info['version']}"
        for path, info in lock["packages"].items()
        if path.startswith("node_modules/") and not info.get("dev")
    }
    bundle = (ROOT / "interpreter" / "pokerlang" / "web" / "static" / "editor.js").read_text(encoding="utf-8")
    banner = re.match(r"/\* pokerlang playground editor\. Bundled: (.*?) \*/", bundle).group(1)
    assert {entry.split(" (")[0] for entry in banner.split(", ")} == locked
    assert "codemirror@6" in banner
    assert "http://" not in bundle.split("\n", 1)[0] and "cdn" not in bundle.lower().split("*/")[0]
