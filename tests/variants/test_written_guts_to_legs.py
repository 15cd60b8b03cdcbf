"""Guts to three legs (``tests/written/guts-to-legs.poker``), sentence by sentence, on
stacked decks: Guts in which a player alone in wins a leg rather than the pot, and three
legs win it.

Three seats, the button at seat 2: the cards go round from seat 0, the dealer last. The
ante is one big blind of one chip, so the first pot is 3.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.paths import TESTS
from helpers.stacking import round_the_table
from helpers.guts_play import declare, lines

from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Fold, TableStakes, new_hand

GAME = str(TESTS / "written" / "guts-to-legs.poker")
BUTTON = 2
HANDS = {0: "As Ad Kc", 1: "Kh Kd 2c", 2: "7d 6s 2h"}


def table(deals=8, stacks=100):
    return new_hand(
        load_game(GAME),
        TableStakes(small_blind=1, big_blind=1, stacks=stacks, players=3),
        deck=round_the_table(HANDS, BUTTON, 3),
        button=BUTTON,
        redeal_decks=[round_the_table(HANDS, BUTTON, 3)] * deals,
    )


# "Several in: the best hand takes the pot and every other player in matches it"
def test_several_in_the_best_hand_takes_the_pot_and_the_losers_match_it():
    state = declare(table(), "in", "in", "out")
    assert lines(state, "win") == [(0, 3)]
    assert lines(state, "match") == [(1, 3)]
    assert state.view(2)["pot"] == 3 and not state.is_over  # the kings' match is the next pot
    assert lines(state, "leg") == []


# "Alone in: a leg, and the pot stays"
def test_alone_in_wins_a_leg_not_the_pot():
    state = declare(table(), "out", "in", "out")
    assert lines(state, "leg") == [(1, 1)] and lines(state, "win") == []
    assert not state.is_over and state.view(0)["pot"] == 3
    assert [s["legs"] for s in state.view(0)["seats"]] == [0, 1, 0]


# "Nobody in: the same pot is dealt for again"
def test_nobody_in_the_same_pot_is_dealt_for_again():
    state = declare(table(), "out", "out", "out")
    assert lines(state, "nobody-in") == [(None, 3)] and lines(state, "redeal") == [(None, 2)]
    assert state.chips.stacks == [99, 99, 99]


# "The first player to three legs takes the pot"
def test_three_legs_take_the_pot():
    state = table()
    declare(state, "in", "in", "in")  # aces win 3; kings and seven-high match: a pot of 6
    for _ in range(2):
        declare(state, "out", "out", "in")
        assert not state.is_over
    declare(state, "out", "out", "in")
    assert state.is_over and lines(state, "leg") == [(2, 1), (2, 2), (2, 3)]
    assert lines(state, "win") == [(0, 3), (2, 6)]
    assert state.result().net == (2, -4, 2)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 10))
def test_random_play_keeps_chips_and_cards(seed, players):
    play_randomly(load_game(GAME), players, seed)


BETTING = """game "Legs with a betting round"
import rankings
players 2..6
forced ante 1 big-blinds
zone hand per seat private
step deals {
    repeat until a player has 2 legs {
        deal 3 to hand
        bet
        declare in, out = fold together
        showdown { best 3 of hand by three-card-guts  losers match pot  alone wins a leg }
    }
}
"""


# A player left alone because the others fold to a bet is alone in: a leg, as at a showdown.
def test_a_player_the_others_fold_to_wins_a_leg_and_the_pot_stays(tmp_path):
    path = tmp_path / "legs-bet.poker"
    path.write_text(BETTING)
    state = new_hand(load_game(str(path)), TableStakes(small_blind=1, big_blind=1, players=3), seed=1)
    state.apply(Bet(amount=10))
    state.apply(Fold())
    state.apply(Fold())
    assert lines(state, "leg") == [(1, 1)] and lines(state, "return") == [(1, 10)]
    assert not state.is_over and state.view(0)["pot"] == 3
    state.apply(Bet(amount=10))
    state.apply(Fold())
    state.apply(Fold())
    assert state.is_over and lines(state, "win") == [(1, 3)]
    assert state.result().net == (-1, 2, -1)


EVERY_LOSER = BETTING.replace("        bet\n", "").replace("losers match pot", "losers pay winner pot  win only alone")


# `losers pay winner pot`: every loser pays the best hand the pot's size; the pot stays.
def test_every_loser_pays_the_best_hand_the_pot(tmp_path):
    path = tmp_path / "every-loser.poker"
    path.write_text(EVERY_LOSER)
    state = new_hand(
        load_game(str(path)),
        TableStakes(small_blind=1, big_blind=1, stacks=100, players=3),
        deck=round_the_table(HANDS, BUTTON, 3),
        button=BUTTON,
    )
    declare(state, "in", "in", "in")
    assert lines(state, "pay-winner") == [(1, 3), (2, 3)] and lines(state, "collect") == [(0, 3), (0, 3)]
    assert lines(state, "win") == [] and state.view(0)["pot"] == 3
    assert state.chips.stacks == [105, 96, 96]


def winner_legs(deals=8):
    """The same game as some tables play it: the best hand in wins a leg, alone or not."""
    source = (TESTS / "written" / "guts-to-legs.poker").read_text()
    return new_hand(
        load_game_text(source.replace("alone wins a leg", "winner wins a leg")),
        TableStakes(small_blind=1, big_blind=1, stacks=100, players=3),
        deck=round_the_table(HANDS, BUTTON, 3),
        button=BUTTON,
        redeal_decks=[round_the_table(HANDS, BUTTON, 3)] * deals,
    )


def load_game_text(source: str):
    from pokerlang.compiler import compile_source

    return compile_source("winner-legs.poker", source).game


# `winner wins a leg`: the best hand among several in wins a leg, the losers match the
# pot, and nobody takes it; three legs take it.
def test_the_best_hand_in_wins_a_leg_and_the_losers_match():
    state = declare(winner_legs(), "in", "in", "out")
    assert lines(state, "leg") == [(0, 1)] and lines(state, "win") == []
    assert lines(state, "match") == [(1, 3)] and state.view(2)["pot"] == 6
    declare(state, "in", "out", "in")  # the aces beat seven-high: a second leg
    declare(state, "in", "out", "out")  # alone in: a leg too, the third
    assert state.is_over and lines(state, "leg") == [(0, 1), (0, 2), (0, 3)]
    assert state.result().net == (11, -4, -7)  # the antes (3), a match of 3 and one of 6
