"""`wild rank of Z` for a shared zone (Spit in the Ocean): what `check` refuses, and the
IR it lowers to. The play itself is in tests/variants/test_written_spit.py."""

from __future__ import annotations

import pytest
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.explain import explain
from pokerlang.ir.wild import Wild

GAME = """game "Spit"
import rankings
forced ante
zone hand per seat private
zone spit shared public
WILD
step deal { deal 4 to hand  deal 1 to spit  bet }
showdown 4 of hand + 1 of spit by high
"""


def diagnostics(tmp_path, wild: str, game: str = GAME) -> list:
    path = tmp_path / "v.poker"
    path.write_text(game.replace("WILD", wild))
    return check_file(path)


def test_it_lowers_to_the_face_up_ranks_of_the_shared_zone(tmp_path):
    game = compile_games(tmp_path, g=GAME.replace("WILD", "wild rank of spit as bug"))["g"]
    assert game.wilds == (Wild(kind="up", zone="spit", bug=True),)
    assert game.wilds[0].public  # everyone can tell which cards it makes wild


@pytest.mark.parametrize(
    ("wild", "expected"),
    [
        ("wild lowest rank of spit", Wild(kind="lowest_up", zone="spit")),
        ("wild highest rank of spit as bug", Wild(kind="lowest_up", zone="spit", highest=True, bug=True)),
        ("wild highest rank of hand per seat", Wild(kind="lowest", zone="hand", highest=True)),
        ("wild rank of last card dealt to hand per seat", Wild(kind="last", zone="hand")),
        ("wild rank of last card dealt to spit", Wild(kind="last", zone="spit")),
    ],
)
def test_the_lowest_highest_and_last_cards_lower_to_their_rules(tmp_path, wild, expected):
    game = compile_games(tmp_path, g=GAME.replace("WILD", wild))["g"]
    assert game.wilds == (expected,)
    # The board's lowest card is face up for all to see; a seat's own cards are not.
    assert game.wilds[0].public == (expected.kind == "lowest_up")


@pytest.mark.parametrize(
    ("wild", "message", "hint"),
    [
        ("wild rank of hand", "zone 'hand' is a seat's", "write `wild rank of hand per seat`"),
        ("wild lowest rank of hand", "zone 'hand' is a seat's", "write `wild lowest rank of hand per seat`"),
        ("wild rank of spit per seat", "zone 'spit' is shared", "write `wild rank of spit`"),
        ("wild lowest rank of spit per seat", "zone 'spit' is shared", "write `wild lowest rank of spit` without"),
        ("wild highest rank of hand", "zone 'hand' is a seat's", "write `wild highest rank of hand per seat`"),
        (
            "wild rank of last card dealt to hand",
            "zone 'hand' is a seat's",
            "write `wild rank of last card dealt to hand per seat`",
        ),
        ("wild rank of last card dealt to spit per seat", "zone 'spit' is shared", "without `per seat`"),
    ],
)
def test_a_seats_zone_and_a_shared_one_are_not_mixed_up(tmp_path, wild, message, hint):
    [d] = diagnostics(tmp_path, wild)
    assert d.code == "E501" and message in d.message and hint in d.hint
    before = " to " if " to " in wild else " of "  # the zone's name follows
    assert (d.span.line, d.span.column) == (6, wild.index(before) + 5)


def test_a_grid_has_no_place_to_look_in(tmp_path):
    game = 'game "g"\nimport rankings\nplayers 2\nzone grid shared public grid 2 x 5\nwild rank of grid\n'
    game += "moves 2 each on grid { seat 1 from left  seat 2 from right  swap }\nshowdown best 5 of grid by high\n"
    [d] = diagnostics(tmp_path, "", game)
    assert d.code == "E504" and "zone 'grid' is a grid" in d.message


def test_a_share_may_make_the_shared_zones_rank_wild_for_itself(tmp_path):
    source = GAME.replace("WILD", "").replace("by high", "by high with rank of spit wild")
    game = compile_games(tmp_path, g=source)["g"]
    [showdown] = [a for a in game.actions() if a.__class__.__name__ == "Showdown"]
    assert game.wilds == () and showdown.shares[0].wilds == (Wild(kind="up", zone="spit"),)
    assert "with the cards face up in the spit and every card of their ranks wild" in explain(game)
