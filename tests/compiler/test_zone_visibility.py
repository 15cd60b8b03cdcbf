"""Who sees a zone: a face-down card only its zone's audience (owner, others, nobody),
a face-up card everyone; the views and the log lines hold nothing else."""

import textwrap

import pytest
from helpers.stacking import stack
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import TableStakes, new_hand

HEAD = "import rankings\nplayers 2..6\nforced ante\n"


def names(cs) -> list:
    return [str(c) if c is not None else None for c in cs]


def cards_in_view(view) -> set:
    """Every card a seat's view shows, in zones and in log lines, by name."""
    seen = {c for s in view["seats"] for cs in s["zones"].values() for c in cs if c is not None}
    seen |= {c for cs in view["table"].values() for c in cs if c is not None}
    seen |= {c for cs in view["own"].values() for c in cs}
    seen |= {c for line in view["log"] for c in line.get("cards", ())}
    return {str(c) for c in seen}


def play(tmp_path, body: str, players=3, deck=()):
    game = compile_games(tmp_path, g=HEAD + textwrap.dedent(body))["g"]
    return new_hand(game, TableStakes(players=players, ante=1), deck=stack(*deck), button=players - 1)


# The defect: `deal 2 down to Z` into a public seat's zone dealt the cards face up.
def test_dealt_down_into_a_public_zone_is_seen_by_its_owner_only(tmp_path):
    state = play(
        tmp_path,
        """
        zone shown per seat public
        step one { deal 2 down to shown  deal 1 to shown  bet }
        showdown best 3 of shown by three-card
    """,
        deck=("2c", "3c", "4c", "5d", "6d", "7d", "8h", "9h", "Th"),
    )
    # Seat 0 gets 2c and 5d face down, then 8h face up (its zone's default).
    assert names(state.view(0)["own"]["shown"]) == ["2c", "5d", "8h"]
    for other in (1, 2):
        assert names(state.view(other)["seats"][0]["zones"]["shown"]) == [None, None, "8h"]
        assert not {"2c", "5d"} & cards_in_view(state.view(other))
    assert [str(c) for c in state.zones.face_up("shown", 0)] == ["8h"]


def test_an_others_zone_is_seen_by_everyone_but_its_owner(tmp_path):
    state = play(
        tmp_path,
        """
        zone forehead per seat others
        step one { deal 1 to forehead  bet }
        showdown 1 of forehead by one-card
    """,
        deck=("Ac", "Kd", "Qh"),
    )
    assert state.view(0)["seats"][0]["zones"]["forehead"] == [None]
    assert state.view(0)["own"]["forehead"] == []
    assert "Ac" not in cards_in_view(state.view(0))
    for other in (1, 2):
        assert names(state.view(other)["seats"][0]["zones"]["forehead"]) == ["Ac"]
        assert "Ac" in {str(c) for line in state.view(other)["log"] for c in line.get("cards", ())}


def test_a_hidden_seat_zone_is_seen_by_nobody_until_turned_up(tmp_path):
    state = play(
        tmp_path,
        """
        zone row per seat hidden
        step one { deal 2 to row  expose 1 from row next  bet }
        showdown best 2 of row by two-card
    """,
        deck=("Ac", "Kd", "Qh", "Jc", "Td", "9h"),
    )
    for viewer in range(3):
        view = state.view(viewer)
        assert names(view["seats"][0]["zones"]["row"]) == ["Ac", None]
        assert "Jc" not in cards_in_view(view)


def test_a_private_zone_lends_nothing_to_an_opponent_source(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(
        HEAD + "zone hand per seat private\nstep one { deal 5 to hand  bet }\n"
        "showdown best 5 of hand + up to 1 of opponent hand by high\n"
    )
    out = "\n".join(d.render() for d in check_file(path))
    assert "zone 'hand' is private: no opponent can see its cards" in out
    assert "hint: an opponent source takes a zone others can see" in out


@pytest.mark.parametrize(
    "step",
    [
        "choose 1 from row to pile together",
        "discard 1 from row together",
        "expose 1 from row together",
        "draw 0..1 from row",
    ],
)
def test_no_choice_among_cards_the_player_cannot_see(tmp_path, step):
    path = tmp_path / "v.poker"
    path.write_text(
        HEAD + "zone row per seat others\nzone pile per seat public\n"
        f"step one {{ deal 3 to row  {step}  bet }}\nshowdown best 2 of row + pile by two-card\n"
    )
    out = "\n".join(d.render() for d in check_file(path))
    assert "players do not see their own cards in zone 'row'" in out


def test_a_shared_zone_cannot_be_seen_by_others(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(
        HEAD + "zone board shared others\nstep one { deal 3 to board  bet }\nshowdown best 3 of board by three-card\n"
    )
    assert "a shared zone is not 'others': it has no owner" in "\n".join(d.render() for d in check_file(path))
