"""A table of one player, against the house (``video-poker-jacks-or-better``): five cards,
one draw, the final hand paid by the pay table; and only a game against the house seats
one player."""

from __future__ import annotations

from helpers.stacking import cards
from helpers.written_play import game

from pokerlang.check import check_file
from pokerlang.engine import Draw, TableStakes, new_hand

ANTE = 5


def machine(deck: str):
    table = TableStakes(players=1, ante=ANTE, stacks=1000)
    return new_hand(game("video-poker-jacks-or-better"), table, deck=cards(deck))


# "Hold any and draw once from the same deck; ... royal flush 799 to one."
def test_a_royal_flush_drawn_to_pays_799_to_one():
    state = machine("As Ks Qs Js 2d Ts")
    state.apply(Draw(cards("2d")))
    result = state.result()
    assert result.net == (799 * ANTE,) and result.bank == -799 * ANTE


# "... jacks or better 0 (the bet back)".
def test_a_pair_of_jacks_gets_the_bet_back():
    state = machine("Jc Jd 9s 5h 2c")
    state.apply(Draw())  # stands pat
    assert state.result().net == (0,)


# "... anything less loses the bet": a pair of tens.
def test_a_pair_of_tens_loses_the_bet():
    state = machine("Tc Td 9s 5h 2c")
    state.apply(Draw())
    result = state.result()
    assert result.net == (-ANTE,) and result.bank == ANTE


# "... two pair 1": the draw makes the hand.
def test_two_pair_made_on_the_draw_pays_even_money():
    state = machine("Tc Td 9s 5h 2c 9d")
    state.apply(Draw(cards("2c")))
    assert state.result().net == (ANTE,)


def test_only_a_game_against_the_house_seats_one_player(tmp_path):
    path = tmp_path / "alone.poker"
    path.write_text(
        'game "x"\nimport rankings\nplayers 1..6\nzone hand per seat private\n'
        "step a { deal 5 to hand  bet }\nshowdown best 5 of hand by high\n"
    )
    (found,) = check_file(path)
    assert found.code == "E050" and "against the house" in found.message and found.span.line == 3
