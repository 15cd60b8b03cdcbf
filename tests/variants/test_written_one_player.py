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


# A casino game without a dealer's hand (Criss Cross Poker) is settled by payments with the
# house, `showdown none`: one player may sit at it, plays on alone, and a fold leaves the
# stakes to the house. Without payments with the house such a game needs two.
ALONE = (
    'game "x"\nimport rankings\nplayers 1..6\nforced none\nzone hand per seat private\n'
    "step wager { pay 2 from players-in to house  deal 2 to hand  declare play, fold together }\n"
    "when hand ends { pay 6 from house to players-in if hand holds at least 2 aces }\n"
    "showdown none\n"
)


def test_a_payment_with_the_house_under_a_condition_settles_a_game_of_one(tmp_path):
    """A payment counts where it is written, a condition after it too (`pay ... if ...` at
    the hand's end: a pay table written as payments)."""
    path = tmp_path / "paid.poker"
    path.write_text(
        'game "x"\nimport rankings\nplayers 1\nzone hand per seat private\nstep deal { deal 5 to hand }\n'
        "showdown none\nwhen hand ends { pay 2 from house to everyone if hand makes pair or better by high }\n"
    )
    assert check_file(path) == []


def test_a_game_settled_with_the_house_seats_one_player_who_plays_on(tmp_path):
    path = tmp_path / "alone.poker"
    path.write_text(ALONE)
    assert check_file(path) == []
    from pokerlang.compiler import load_game
    from pokerlang.engine import Declare

    table = TableStakes(players=1, stacks=100)
    played = new_hand(load_game(str(path)), table, deck=cards("As Ad"))
    played.apply(Declare("play"))
    assert played.is_over and played.result().net == (4,)  # paid 2, paid 6 on the aces
    folded = new_hand(load_game(str(path)), table, deck=cards("As Ad"))
    folded.apply(Declare("fold"))
    assert folded.is_over and folded.result().net == (-2,)  # the wager is the house's
    path.write_text(ALONE.replace("to house", "to pot").replace("from house", "from others"))
    (found,) = check_file(path)
    assert found.code == "E050"


# Andar Bahar at a table of one: cards go to the two sides until one matches the joker's
# rank; a repeat goes on for a lone player who plays the house, as for two.
def test_a_repeat_goes_on_for_a_player_alone_against_the_house(tmp_path):
    path = tmp_path / "sides.poker"
    path.write_text(
        'game "x"\nimport rankings\nplayers 1..6\nforced none\n'
        "zone joker shared public\nzone pile shared public\ntally turned shared each hand\n"
        "step wager { pay 1 from players-in to house  deal 1 to joker }\n"
        "step deal { repeat until pile holds rank of joker or deck has fewer than 1 {"
        " deal 1 to pile  add 1 to turned } }\n"
        "when hand ends { pay 2 from house to players-in if turned > 3 }\nshowdown none\n"
    )
    assert check_file(path) == []
    from pokerlang.compiler import load_game

    table = TableStakes(players=1, stacks=100)
    played = new_hand(load_game(str(path)), table, deck=cards("7c 2d 3d 4d 5d 7h"))
    assert played.is_over and played.result().tallies["turned"] == (5,) and played.result().net == (1,)


# A pay table's lines may overlap (four of a kind of fives or better, then of twos or
# better): the first line a hand makes pays it, and explain says so.
def test_explain_says_the_first_line_a_hand_makes_pays_it():
    from pokerlang.explain import explain

    assert "(a hand is paid by the first of these lines it makes)" in explain(game("video-poker-jacks-or-better"))
