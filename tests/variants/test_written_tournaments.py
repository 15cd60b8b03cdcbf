"""Tournaments an outside author wrote from the reference: knock-out bounties (``busted``,
``bounty of busted``), a tournament ending when so many players are left (``ends when 5
players left``), and a stack in big blinds on the stakes line (``stakes ... stack 20
big-blinds``), each rule on the table a match deals, or a stacked deck."""

from __future__ import annotations

from helpers.written_games import compile_games

from pokerlang.runner.stakes import table_stakes

DEEP = """game "Deep hold'em"
extends holdem
stakes blinds 5/10 stack 20 big-blinds
"""

DEEP_MATCH = """game "Deep sit-and-go"
extends holdem
stakes blinds 5/10 stack 20 big-blinds
match tournament { levels every 10 hands: 25/50, 50/100 }
"""


# ---- a stack in big blinds on the stakes line -------------------------------------------


def test_a_stack_in_big_blinds_is_that_many_of_the_big_blind_played(tmp_path):
    g = compile_games(tmp_path, deep=DEEP)["deep"]
    assert table_stakes(g, 6).stacks == 200  # 20 big blinds of 10
    assert table_stakes(g, 6, stakes="10/20").stacks == 400  # of the table's big blind
    assert table_stakes(g, 6, stack=150).stacks == 150  # --stack says chips


def test_in_a_match_with_levels_it_is_big_blinds_of_the_first_level(tmp_path):
    g = compile_games(tmp_path, deep=DEEP_MATCH)["deep"]
    assert table_stakes(g, 6).stacks == 1000  # 20 big blinds of 50
