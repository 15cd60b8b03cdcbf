"""The games of ``tests/written/`` sentence by sentence, on stacked decks: the rules an
outside author wrote from the language reference alone hold in play. Every betting
round is checked or called through, so each test ends at the showdown."""

from __future__ import annotations

from helpers.moves_play import settle_round, shares, stakes, won
from helpers.stacking import stack, stud_deck
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import new_hand


def game(name):
    return load_game(str(WRITTEN / f"{name}.poker"))


def to_showdown(name, deck, players, button):
    state = new_hand(game(name), stakes(players), deck=deck, button=button)
    while not state.is_over:
        settle_round(state)
    return state


def stud(name, seats, streets):
    """Three seats, the button at seat 2; each seat's cards in the order dealt."""
    return to_showdown(name, stud_deck(seats, " ".join("s" * streets), 2), 3, 2)


# Low Chicago: "the half goes to the lowest spade in the hole"
def test_low_chicago_the_lowest_spade_in_the_hole_takes_the_half():
    state = stud(
        "low-chicago",
        {
            0: "Kh Kd Kc 9d 8c 2d 3c",  # three kings, no spade
            1: "5s 4d 2s 7d Jc Tc 6h",  # the five of spades in the hole (the deuce is face up)
            2: "Ts 2c 3d 4h 6c 8d 9c",  # the ten of spades in the hole
        },
        7,
    )
    assert shares(state) == {"high": [0], "spade": [1]}
    assert won(state)[0] > 0 and won(state)[1] > 0 and won(state)[2] == 0


# Kings and Little Ones: "kings are wild, and so is each player's lowest card in the
# hole (with every card of that rank they hold), for that player alone"
def test_kings_and_little_ones_the_lowest_hole_card_is_wild_for_its_holder_alone():
    state = stud(
        "kings-and-little-ones",
        {
            0: "3c Kd 3h 5d 6c 8h Ad",  # king wild, threes wild (the lowest hole card): four aces
            1: "Tc Qd Qh Qs 3s 7d Jd",  # tens wild for this seat: four queens (seat 0's 3s is no help)
            2: "4c 9s 2h 7h Jc 8d 6d",  # fours wild: a straight
        },
        7,
    )
    assert list(shares(state).values()) == [[0]]


def test_kings_and_little_ones_explain_says_the_kings_are_passed_over_for_the_lowest():
    from pokerlang.explain import explain

    text = explain(load_game(str(WRITTEN / "kings-and-little-ones.poker")))
    assert "is wild for that player alone (a card already wild by another rule is passed over in finding it)" in text


# Sökö: "a four-card flush ... beats a pair"
def test_soko_a_four_flush_beats_a_pair():
    state = stud(
        "soko",
        {
            0: "2c 5h 8h Jh Kh",  # four hearts, king high
            1: "3d 3s 9c Td 4c",  # a pair of threes
            2: "6d 7s Qc 2d 9h",  # queen high
        },
        5,
    )
    assert list(shares(state).values()) == [[0]]


def test_soko_two_pair_beats_a_four_flush():
    state = stud(
        "soko",
        {
            0: "2c 5h 8h Jh Kh",
            1: "3d 3s 9c 9d 4c",  # two pair
            2: "6d 7s Qc 2d Th",
        },
        5,
    )
    assert list(shares(state).values()) == [[1]]


# Chowaha: "a flop, a turn next to it, and the river": the first and the third flop
# never play together.
def test_chowaha_a_hand_takes_one_path_down_the_tree():
    deck = stack(
        "Ah",
        "9c",
        "Kh",
        "9d",  # heads-up, the button at seat 1
        None,
        "Qh",
        "Jh",
        "4c",  # the first flop
        None,
        "5d",
        "6s",
        "2c",  # the second
        None,
        "Th",
        "3d",
        "8s",  # the third
        None,
        "7d",
        None,
        "Jc",  # the turns
        None,
        "3c",
    )  # the river
    state = to_showdown("chowaha", deck, 2, 1)
    # Seat 0's royal flush would need Qh Jh (first flop) and Th (third): a pair of threes
    # at best; seat 1's nines and threes down the right-hand path win.
    assert list(shares(state).values()) == [[1]]


# Tahoe: "a hand uses none, one or two of the hole cards, never all three"
def test_tahoe_three_hole_cards_never_play_together():
    deck = stack("Ah", "5c", "Kh", "5d", "Qh", "8s", None, "Jh", "Th", "2c", None, "3d", None, "4s")
    state = to_showdown("tahoe", deck, 2, 1)
    assert list(shares(state).values()) == [[1]]  # fives beat ace high, not a royal flush


# Manila: "the ace is low in the straight A-7-8-9-10"
def test_manila_the_ace_plays_low_below_the_seven():
    deck = stack("Ac", "Kd", "7d", "Ks", "8h", "9s", "Td", "Kc", "Qc")
    state = to_showdown("manila", deck, 2, 1)
    assert list(shares(state).values()) == [[0]]  # A-7-8-9-10 beats three kings


# Double-board bomb pot: "half the pot goes to the best hand on each board"
def test_bomb_pot_each_board_wins_half():
    deck = stack(
        "Ac",
        "Kd",
        "Ad",
        "Kh",
        None,
        "As",
        "7c",
        "2d",
        "Ks",
        "8h",
        "3c",  # the flops: top, then bottom
        None,
        "4d",
        "9s",
        None,
        "Jc",
        "5s",
    )
    state = to_showdown("double-board-bomb-pot", deck, 2, 1)
    assert shares(state) == {"top": [0], "bottom": [1]}
    assert won(state)[0] == won(state)[1]
