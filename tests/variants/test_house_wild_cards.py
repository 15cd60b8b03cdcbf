"""The house's hand counts the game's wild cards as a player's does: a joker dealt to the
house is wild there too (an outside author's game crashed when the house was dealt it)."""

from __future__ import annotations

from helpers.stacking import stacked

from pokerlang.compiler import compile_source
from pokerlang.engine import Declare, TableStakes, new_hand

GAME = """game "Joker against the house"
import rankings
players 2
deck standard + 1 joker
wild jokers
forced ante
zone hand per seat private
zone house shared hidden
step deal   { deal 5 to hand  deal 5 to house }
step decide { declare play = pay 1 ante, fold = fold together }
showdown against the house {
    5 of hand by high
    house plays 5 of house
}
"""


def played(tmp_path, text: str, mine: str, house: str, ante: int):
    """Seat 0 plays with ``mine`` against ``house`` (its cards after the seats'); seat 1 folds."""
    path = tmp_path / "house-game.poker"
    path.write_text(text, encoding="utf-8")
    game = compile_source(path).game
    deck = stacked({0: mine, 1: "9c 8d 6h 5c 3s"}, house, 1, 2, size=5)
    state = new_hand(game, TableStakes(players=2, ante=ante, stacks=100), deck=deck, button=1)
    state.apply(Declare("play"))
    state.apply(Declare("fold"))
    return state.result()


def test_a_joker_dealt_to_the_house_is_wild_for_the_house(tmp_path):
    result = played(tmp_path, GAME, "Ah Ad 7c 4s 2h", "X1 Kd Kc 9s 3d", ante=1)
    assert result.house[0].why.startswith("loses to the house")  # the joker makes three kings
    assert result.net[0] == -2 and sum(result.net) + result.bank == 0


TABLE_PAYS = """game "Jokers by the table"
import rankings
players 2
deck standard + 1 joker
wild jokers
forced ante
zone hand per seat private
step deal { deal 5 to hand  declare play = pay 1 ante, fold = fold together }
showdown against the house {
    5 of hand by high
    pays play: five-of-a-kind 11/2, pair 1
}
"""


def test_five_of_a_kind_may_stand_in_a_pay_table_of_a_ranking_that_does_not_list_it(tmp_path):
    """`high` lists no five of a kind, yet has it above the rest where a card is wild."""
    mine = played(tmp_path, TABLE_PAYS, "X1 Ah Ad Ac As", "", ante=2).house[0]
    assert mine.why == "pays 11 to 2" and mine.paid == 4 + 22  # a stake of 4 (ante and play)
