"""No frame the server sends to seat s holds a card hidden from s at that moment.

For every shipped variant a table of bots plays hands through the server; a socket sits
at every seat and one watches as a spectator. Each frame names its hand and how many
actions had been taken; the oracle deals that hand again with the engine from the
stored seed and deck, applies as many actions, and asks ``state.view(s)`` which cards s
sees, and every other seat's view which cards they hold that s does not. Every card
name in the frame must be one s sees, and none may be one s does not.
"""

from __future__ import annotations

import contextlib

import pytest

from pokerlang.compiler import load_game
from pokerlang.resources import shipped_variants

from helpers.web import cards_seen, client_for, hand_records, seat_tokens, state_at, strings_in

VARIANTS = sorted(p.stem for p in shipped_variants())
HANDS = 2  # hands watched per variant


def watch(client, table_id: str, tokens: list[str | None], hands: int) -> dict:
    """Frames per socket (None: the spectator), every socket open at once, until each has
    seen ``hands`` hands end."""
    frames: dict = {None if t is None else i: [] for i, t in enumerate(tokens)}
    with contextlib.ExitStack() as stack:
        sockets = {
            seat: stack.enter_context(
                client.websocket_connect(f"/ws/{table_id}" + (f"?seat={tokens[seat]}" if seat is not None else ""))
            )
            for seat in frames
        }
        for _ in range(5000):
            for seat, ws in list(sockets.items()):
                frame = ws.receive_json()
                assert frame["type"] == "state"
                frames[seat].append(frame)
                if frame["view"] and frame["view"]["is_over"] and frame["hand_index"] >= hands - 1:
                    del sockets[seat]
            if not sockets:
                return frames
    pytest.fail("the table did not finish its hands")


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_frame_holds_a_hidden_card(variant, db):
    game = load_game(variant)
    players = max(game.min_players, min(3, game.max_players))
    # One calling station at most among three: two of them never drop out of a game of legs
    # (3-5-7), which then plays every deal its round limit allows.
    kinds = ["random", "call"] * 5
    with client_for(db, bot_delay=0.002) as client:  # a breath between actions: frames go out
        opened = client.post("/api/tables", json={"variant": variant, "seats": [{"kind": k} for k in kinds[:players]]})
        assert opened.status_code == 200, opened.text
        table_id = opened.json()["id"]
        tokens = seat_tokens(db, table_id)
        frames = watch(client, table_id, tokens + [None], HANDS)
    hands = hand_records(db, table_id)
    names = {str(c) for c in game.deck()}
    checked = 0
    for seat, seen in frames.items():
        for frame in seen:
            if frame["view"] is None:
                continue
            state = state_at(game, frame["stakes"], hands[frame["hand_index"]], frame["step"])
            views = [state.view(s) for s in range(players)]
            if seat is None:  # a spectator sees a card only where every seat sees it
                visible = set.intersection(*(cards_seen(v) for v in views))
            else:
                visible = cards_seen(views[seat])
            hidden = set().union(*(cards_seen(v["own"]) for v in views)) - visible
            sent = strings_in(frame) & names
            assert sent <= visible, f"seat {seat} was sent {sorted(sent - visible)} it does not see"
            assert not sent & hidden
            checked += 1
    assert checked >= players + 1  # frames coalesce on a busy machine: at least one a socket
