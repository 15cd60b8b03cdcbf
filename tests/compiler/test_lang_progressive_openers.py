"""Progressive openers (`opener needs pair, J or better, then Q or better ...`): the IR
they lower to, and what `check` refuses. Their play is in
tests/variants/test_written_progressive_jackpots.py."""

from __future__ import annotations

import pytest
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.ir import game as ir
from pokerlang.ir.ranking import Qualifier

GAME = """game "g"
import rankings
forced ante
zone hand per seat private
repeat until opened {
    deal 5 to hand
    bet opener needs NEEDS from 5 of hand by high
    if not opened { throw in }
    showdown 5 of hand by high
}
"""


def bet(tmp_path, needs: str) -> ir.Bet:
    game = compile_games(tmp_path, g=GAME.replace("NEEDS", needs))["g"]
    return next(a for a in game.actions() if isinstance(a, ir.Bet))


@pytest.mark.parametrize(
    ("needs", "first", "later"),
    [
        ("pair, J or better", ("pair", "J"), []),
        ("two-pair or better", ("two-pair", "3"), []),
        ("pair, J or better, then Q or better, then A or better", ("pair", "J"), [("pair", "Q"), ("pair", "A")]),
        ("pair, Q or better, then two-pair or better", ("pair", "Q"), [("two-pair", "3")]),
        ("pair, K or better, then two-pair, 10 or better", ("pair", "K"), [("two-pair", "T")]),
    ],
)
def test_each_later_requirement_is_the_same_hand_with_a_stricter_qualifier(tmp_path, needs, first, later):
    b = bet(tmp_path, needs)
    assert b.openers is not None and b.openers.ranking.qualifier == Qualifier(*first)
    assert [s.ranking.qualifier for s in b.rising] == [Qualifier(*q) for q in later]
    assert all(s.composition == b.openers.composition for s in b.rising)


def check(tmp_path, text: str):
    path = tmp_path / "v.poker"
    path.write_text(text)
    return check_file(path)


@pytest.mark.parametrize("later", ["J or better", "T or better", "high-card, A or better"])
def test_a_requirement_must_rise(tmp_path, later):
    [d] = check(tmp_path, GAME.replace("NEEDS", f"pair, J or better, then {later}"))
    assert d.code == "E225" and "must rise" in d.message


def test_a_later_requirement_is_a_category_or_a_rank(tmp_path):
    [d] = check(tmp_path, GAME.replace("NEEDS", "pair, J or better, then queens or better"))
    assert d.code == "E108" and "'queens' is not a rank" in d.message


def test_a_rising_requirement_needs_deals_thrown_in(tmp_path):
    text = GAME.replace("NEEDS", "pair, J or better, then Q or better").replace("if not opened { throw in }", "")
    text = text.replace("repeat until opened {", "").replace("by high\n}", "by high\n")
    [d] = check(tmp_path, text)
    assert d.code == "E226" and "no deal of this round is thrown in" in d.message
