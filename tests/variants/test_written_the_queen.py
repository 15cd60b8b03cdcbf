"""The Queen (``tests/written/the-queen.poker``), rule by rule on stacked decks: the
queen of spades dealt face up ends the deal with no winner, every player antes again and
is dealt again; dealt face down, it is wild.

The rule text (pokerteam.com, "The Queen"): "If the queen of spades is dealt face-up, then
the game is over. The cards are collected and shuffled, and the game begins again with
each player adding a new ante to the pot." "If any player has the queen of spades as a
hole card, it is wild."

Three seats, the button at seat 2: the cards go round from seat 0, who bets first. An ante
of 1, bets of 2 and 4, stacks of 100.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.moves_play import settle_round, shares, stakes
from helpers.stacking import cards, stud_deck
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Call, Fold, new_hand

GAME = load_game(str(WRITTEN / "the-queen.poker"))
BUTTON, PLAYERS = 2, 3
SEVEN = "s s s s s s s"
HANDS = {
    0: "Ah Ad 2c 5s 9d 3h Kd",  # a pair of aces
    1: "Kc Ks 3c 4d 8c Td Jh",  # a pair of kings
    2: "7h 6h 4c 8d 9h Jc 2d",  # nine high
}


def table(first, redeals=()):
    return new_hand(GAME, stakes(PLAYERS), deck=first, button=BUTTON, redeal_decks=list(redeals))


def kinds(state) -> list[str]:
    return [e.kind for e in state.log]


# "If the queen of spades is dealt face-up ... the game begins again with each player adding
# a new ante": the bets so far stay in the pot, and a player who folded is dealt in again.
def test_the_queen_of_spades_face_up_ends_the_deal_and_everyone_antes_and_is_dealt_again():
    first = stud_deck({0: "2c 3c 4d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    state = table(first, redeals=[stud_deck(HANDS, SEVEN, BUTTON)])
    state.apply(Bet(2))
    state.apply(Call())
    state.apply(Fold())  # seat 2 folds; the queen of spades then comes up to seat 1
    assert kinds(state).count("throw-in") == 1 and kinds(state).count("redeal") == 1
    assert [e.seat for e in state.log if e.kind == "ante"] == [0, 1, 2, 0, 1, 2]
    assert state.chips.in_pot == 3 + 4 + 3 and state.chips.stacks == [96, 96, 98]
    assert state.live == [True, True, True]  # the player who folded is back in
    assert list(state.zones.cards("hole", 2)) == cards("7h 6h")


# "If any player has the queen of spades as a hole card, it is wild": seat 2's queen of
# spades in the hole makes three nines, above the pair of aces.
def test_the_queen_of_spades_in_the_hole_is_wild_and_no_redeal():
    hands = {**HANDS, 2: "Qs 6h 4c 8d 9h 9c 2d"}
    state = table(stud_deck(hands, SEVEN, BUTTON))
    settle_round(state)
    assert state.is_over and "throw-in" not in kinds(state)
    assert shares(state) == {"high": [2]}
    (winner,) = state.result().pots[0].shares[0].winners
    assert winner.hand == "three of a kind, nines" and cards("Qs")[0] in winner.cards


def test_without_the_queen_of_spades_the_best_hand_takes_the_pot():
    state = table(stud_deck(HANDS, SEVEN, BUTTON))
    settle_round(state)
    assert state.is_over and "redeal" not in kinds(state)
    assert state.result().net == (2, -1, -1)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(GAME.min_players, GAME.max_players))
def test_random_play_keeps_every_invariant_across_deals_thrown_in(seed, players):
    play_randomly(GAME, players, seed)
