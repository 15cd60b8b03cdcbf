"""Who shows first at the showdown: `order last-aggressor` (the last player to bet or raise
on the final round), and `otherwise WHO` for a final round nobody bet (Robert's Rules: in
stud the best hand showing shows first, in razz the lowest; in draw the opener).

Three seats of seven-card stud played by checking and calling, with a seeded deck."""

from __future__ import annotations

import random

import pytest

from pokerlang.compiler import compile_source
from pokerlang.engine import TableStakes, new_hand
from pokerlang.engine.showdown import show_order
from pokerlang.explain import explain
from pokerlang.ir import game as ir

GAME = """extends "seven-card-stud"
game "Stud"
showdown {{
    best 5 of hole + shown + board by high
    {order}
}}
"""


def played(order: str, bettor: int | None = None):
    """A hand checked and called to its end (``bettor`` bets whenever it may); its showdown."""
    game = compile_source("stud.poker", GAME.format(order=order)).game
    hand = new_hand(game, TableStakes(players=3, ante=1), seed=11)
    while not hand.is_over:
        legal = hand.legal_actions()
        names = [type(o).__name__ for o in legal]
        if hand.to_act == bettor and "BetRange" in names:
            hand.apply(legal[names.index("BetRange")].sample(random.Random(1)))
        else:
            hand.apply(legal[1] if len(legal) > 1 and names[1] in ("Check", "Call") else legal[0])
    return hand, next(a for a in game.actions() if isinstance(a, ir.Showdown))


def shown_up(hand, seat: int) -> list[str]:
    return [str(p.card) for p in hand.zones.placed("shown", seat)]


def test_nobody_bet_the_last_round_so_the_best_hand_showing_shows_first():
    hand, showdown = played("order last-aggressor, otherwise best shown by showing")
    assert hand.last_aggressor is None
    assert shown_up(hand, 1) == ["Jd", "Kh", "Js", "Ks"]  # two pair showing: the best board
    assert show_order(hand, showdown)[0] == 1
    assert next(e.seat for e in hand.log if e.kind == "show") == 1


def test_without_otherwise_a_round_nobody_bet_shows_from_the_dealers_left():
    hand, showdown = played("order last-aggressor")
    assert show_order(hand, showdown)[0] == hand.seating.left_of(hand.seating.button)


def test_the_last_bettor_shows_first_whatever_shows():
    hand, showdown = played("order last-aggressor, otherwise best shown by showing", bettor=2)
    assert hand.last_aggressor == 2 and show_order(hand, showdown)[0] == 2


def test_explain_says_both():
    game = compile_source("stud.poker", GAME.format(order="order last-aggressor, otherwise best shown by showing"))
    text = explain(game.game)
    assert "beginning with the last player to bet or raise (if nobody bet or raised, the player with the best" in text


@pytest.mark.parametrize("line", ["order last-aggressor, or best shown by showing", "order nobody"])
def test_a_wrong_order_line_is_refused(line):
    from pokerlang.check import check_source

    _, found = check_source("stud.poker", GAME.format(order=line))
    assert found and all(d.severity == "error" for d in found)
