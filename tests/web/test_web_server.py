"""The server is the dealer: it takes an action only from the seat to act and only if
the engine allows it, binds every seat to its token, escapes what people type, checks
uploads as `pokerlang check` does, and keeps the hands it dealt."""

from __future__ import annotations

import io
import json
import zipfile

import pytest

from helpers.web import act, my_turn, open_table, passive, token


def test_the_seat_to_act_may_act_and_the_step_moves_on(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        step = frame["step"]
        act(ws, passive(frame["view"]["legal"]))
        after = ws.receive_json()
        assert after["step"] == step + 1


@pytest.mark.parametrize(
    "action, why",
    [
        ({"action": "raise", "amount": 1}, "not one of the actions"),  # below the minimum raise
        ({"action": "bet", "amount": 10}, "not one of the actions"),  # a bet faces a bet: a raise
        ({"action": "steal"}, "is not an action"),
        ({"action": "call", "cards": ["As"], "amount": 1}, "call does not take amount, cards"),
        ({"action": "raise", "amount": "all"}, "is not a field"),
        ({"action": "discard", "cards": ["Zz"]}, "is not a card"),
        ("fold", "an action is an object"),
    ],
)
def test_an_illegal_action_is_refused_with_a_reason(client, action, why):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        frame = my_turn(ws)
        act(ws, action)
        refused = ws.receive_json()
        assert refused["type"] == "refused" and why in refused["message"]
        act(ws, passive(frame["view"]["legal"]))  # and the seat may still act
        assert ws.receive_json()["step"] == frame["step"] + 1


def test_a_seat_out_of_turn_is_refused(client):
    table = open_table(client, kinds=("person", "person"))
    links = [token(s["link"]) for s in table["seats"]]
    with (
        client.websocket_connect(f"/ws/{table['id']}?seat={links[0]}") as first,
        client.websocket_connect(f"/ws/{table['id']}?seat={links[1]}") as second,
    ):
        frame = my_turn(first)
        act(second, {"action": "call"})
        message = second.receive_json()
        while message["type"] == "state":
            message = second.receive_json()
        assert message == {"type": "refused", "message": "it is not your turn"}
        assert frame["view"]["to_act"] == 0


def test_a_spectator_sees_the_table_but_cannot_act(client):
    table = open_table(client)
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        frame = ws.receive_json()
        assert (frame["you"] is None and frame["view"] is None) or frame["view"]["own"] == {}
        act(ws, {"action": "fold"})
        assert "spectators" in ws.receive_json()["message"]


def test_a_wrong_token_is_no_seat(client):
    table = open_table(client)
    from starlette.websockets import WebSocketDisconnect

    with pytest.raises(WebSocketDisconnect) as closed, client.websocket_connect(f"/ws/{table['id']}?seat=guess") as ws:
        ws.receive_json()
    assert closed.value.code == 4404
    assert client.get(f"/t/{table['id']}?seat=guess").status_code == 404


def test_bot_seats_get_no_link(client):
    table = open_table(client, kinds=("person", "call", "mc"))
    assert [s["link"] is None for s in table["seats"]] == [False, True, True]


def test_what_people_type_is_escaped(client, db):
    evil = "<script>alert(1)</script>"
    table = open_table(client, title=evil, kinds=("person", "call"))
    table["seats"][0]["name"] = evil
    lobby = client.get("/").text
    assert evil not in lobby and "&lt;script&gt;" in lobby
    page = client.get(f"/t/{table['id']}?seat={token(table['seats'][0]['link'])}").text
    assert evil not in page and "&lt;script&gt;" in page
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        ws.send_json({"type": "name", "name": evil})
        frame = ws.receive_json()
        while frame["players"][0]["name"] != evil[:24]:
            frame = ws.receive_json()
    host = client.get(table["host"].replace("http://testserver", "")).text
    assert "<script>" not in host and "&lt;script&gt;alert(1)&lt;/scri" in host


BROKEN = (
    "game \"Bad\"\nimport rankings\nplayers 2..6\nbetting no-limit\nforced blinds\nzone hand per seat private\n"
    "step deal { deal 5 to hand bet }\nshowdown best 5 of hand by hihg\n"
)


def test_an_upload_with_errors_shows_its_diagnostics(client):
    response = client.post(
        "/api/tables",
        json={"source": BROKEN, "filename": "../../my game.poker", "seats": [{"kind": "person"}, {"kind": "call"}]},
    )
    assert response.status_code == 400
    text = "\n".join(response.json()["errors"])
    assert "my-game.poker:8:" in text and "^" in text and "hint:" in text
    assert "/tmp" not in text and "pokerlang-upload" not in text


def test_an_upload_that_checks_opens_a_table(client):
    source = BROKEN.replace("hihg", "high")
    table = open_table(client, variant=None, source=source, filename="mine.poker")
    with client.websocket_connect(f"/ws/{table['id']}?seat={token(table['seats'][0]['link'])}") as ws:
        assert my_turn(ws)["variant"] == "Bad"


def test_an_upload_is_size_limited_and_reaches_no_other_file(client):
    big = client.post("/api/tables", json={"source": "#" * 70_000, "seats": [{"kind": "call"}] * 2})
    assert big.status_code in (400, 413)
    outside = BROKEN.replace("import rankings", "import \"../../../etc/passwd\"")
    response = client.post("/api/tables", json={"source": outside, "seats": [{"kind": "call"}] * 2})
    assert response.status_code == 400
    assert "root:" not in response.text


@pytest.mark.parametrize(
    "body, why",
    [
        ({"variant": "holdem", "seats": [{"kind": "person"}]}, "seats 2 to"),
        ({"variant": "holdem", "seats": [{"kind": "robot"}, {"kind": "call"}]}, "person or a bot"),
        ({"variant": "nope", "seats": [{"kind": "call"}] * 2}, "no such shipped variant"),
        ({"variant": "holdem", "big_blind": 0, "seats": [{"kind": "call"}] * 2}, "big_blind"),
    ],
)
def test_a_bad_table_is_refused(client, body, why):
    response = client.post("/api/tables", json=body)
    assert response.status_code == 400 and why in response.json()["errors"][0]


def test_the_host_downloads_histories_that_replay(client, db, tmp_path):
    from pokerlang.runner.replay import replay_history

    table = open_table(client, kinds=("call", "random", "call"))
    with client.websocket_connect(f"/ws/{table['id']}") as ws:
        while not ((f := ws.receive_json())["view"] and f["view"]["is_over"] and f["hand_index"] >= 2):
            pass
    host = table["host"].replace("http://testserver", "")
    key = host.split("key=")[1]
    assert client.get(f"/t/{table['id']}/history.jsonl").status_code == 403
    lines = client.get(f"/t/{table['id']}/history.jsonl?key={key}").text
    path = tmp_path / "h.jsonl"
    path.write_text(lines)
    assert replay_history(str(path)).hands >= 3
    archive = zipfile.ZipFile(io.BytesIO(client.get(f"/t/{table['id']}/phh.zip?key={key}").content))
    assert len(archive.namelist()) >= 3 and "variant = 'NT'" in archive.read(archive.namelist()[0]).decode()


def test_the_rules_page_is_explain_in_html(client):
    table = open_table(client, variant="swingo")
    page = client.get(f"/t/{table['id']}/rules").text
    assert "<h1>Swingo</h1>" in page and "<ol>" in page and "<strong>" in page


def test_a_player_downloads_their_own_hands_as_they_saw_them(client, db):
    from helpers.web import hand_records, state_at, cards_seen
    from pokerlang.compiler import load_game

    table = open_table(client, kinds=("person", "call", "call"))
    seat = token(table["seats"][0]["link"])
    with client.websocket_connect(f"/ws/{table['id']}?seat={seat}") as ws:
        while True:
            frame = my_turn(ws)
            if frame["hand_index"] >= 2:
                break
            act(
                ws,
                {"action": "fold"}
                if any(o["kind"] == "fold" for o in frame["view"]["legal"])
                else passive(frame["view"]["legal"]),
            )
    assert client.get(f"/t/{table['id']}/mine.jsonl?seat=guess").status_code == 403
    lines = [json.loads(x) for x in client.get(f"/t/{table['id']}/mine.jsonl?seat={seat}").text.splitlines()]
    assert [x["hand"] for x in lines] == [0, 1]
    game, hands = load_game("holdem"), hand_records(db, table["id"])
    for line in lines:  # every card in the download is one seat 0 saw by the hand's end
        final = state_at(game, frame["stakes"], hands[line["hand"]], 10**6)
        named = {c for entry in line["log"] for c in entry.get("cards", [])}
        assert named and named <= cards_seen(final.view(0))


def test_an_uploaded_game_title_is_escaped_in_every_page(client):
    source = BROKEN.replace("hihg", "high").replace('game "Bad"', 'game "<img src=x onerror=alert(1)>"')
    table = open_table(client, variant=None, source=source, filename="x.poker")
    link = table["seats"][0]["link"].replace("http://testserver", "")
    for path in (link, f"/t/{table['id']}/rules", "/"):
        page = client.get(path).text
        assert "<img" not in page and "&lt;img src=x onerror=alert(1)&gt;" in page
