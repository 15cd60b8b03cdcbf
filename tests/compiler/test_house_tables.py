"""The tables of a showdown against the house: a hand of one highest rank beside its
category, each hand once; side bets, each once and made by a declaration at a price."""

from __future__ import annotations

from helpers.error_catalog import run_check

from pokerlang.compiler import compile_source
from pokerlang.ir import game as ir

HEAD = """import rankings
players 2..6
forced ante
zone hand per seat private
zone house shared hidden
step wager { declare pair-plus = pay 1 ante, none together }
step deal { deal 3 to hand  deal 3 to house }
step decide { declare play = pay 1 ante, fold = fold together }
"""


def house(*lines: str, head: str = HEAD) -> str:
    body = "\n    ".join(("best 3 of hand by three-card", "house plays best 3 of house") + lines)
    return head + "showdown against the house {\n    " + body + "\n}\n"


def codes(text: str) -> list[str | None]:
    return [d.code for d in run_check(text)]


def test_a_hand_of_one_rank_is_a_line_of_its_own():
    text = house("pays play: straight-flush of A 100, straight-flush 40, pair 1")
    (showdown,) = [s for s in compile_source("t.poker", text).game.every_action() if isinstance(s, ir.Showdown)]
    table = showdown.house.pays
    assert [(p.category, p.rank, p.odds) for p in table] == [
        ("straight-flush", 12, 100),
        ("straight-flush", None, 40),
        ("pair", None, 1),
    ]
    assert codes(text) == []


def test_a_hand_named_twice_is_refused():
    assert codes(house("ante bonus: straight 1, straight 2")) == ["E432"]
    assert codes(house("pays play: straight-flush of A 100, straight-flush of A 50")) == ["E432"]


def test_two_side_bets_of_one_name_are_refused():
    assert codes(house("side bet pair-plus: pair 1", "side bet pair-plus: flush 4")) == ["E433"]


def test_a_side_bet_needs_a_declaration_at_a_price():
    unpriced = HEAD.replace("pair-plus = pay 1 ante, none", "pair-plus, none")
    assert codes(house("side bet pair-plus: pair 1", head=unpriced)) == ["E433"]


def test_a_side_bet_is_a_rule_of_the_house():
    text = HEAD + "showdown {\n    best 3 of hand by three-card\n    side bet pair-plus: pair 1\n}\n"
    assert codes(text) == ["E426"]


def test_a_declaration_only_for_an_option_nobody_offers_is_refused():
    text = HEAD.replace("fold = fold together", "fold = fold together only declared chek")
    assert codes(house("side bet pair-plus: pair 1", head=text)) == ["E216"]


def test_with_no_house_hand_the_play_table_pays_every_stake_and_nothing_else_is_said():
    lone = "best 3 of hand by three-card", "pays play: pair of J or better 1, pair of 6 or better 0"
    text = HEAD + "showdown against the house {\n    " + "\n    ".join(lone) + "\n}\n"
    assert codes(text) == []
    assert codes(text.replace("pays play", "ante bonus")) == ["E423"]
    assert codes(text.replace("    pays play", "    house qualifies with pair, 2 or better\n    pays play")) == ["E423"]
