"""A rank named by a card dealt (`rank of ZONE`, `rank of last card dealt to ZONE`), used
as a card pattern: Mexican sweat (``tests/written/mexican-sweat.poker``) rule by rule on
stacked decks, and the same pattern in a condition, a showdown's source and a wild line.

The rule books (Denexa's Mexican sweat: "The first is designated as the kill card: any
hand with this card is killed and not eligible to win the pot"; the Dealer's Choice
library: "if a 7 is turned, all 7s are kill cards ... if a player flips a card matching
the kill rank, they are immediately eliminated from the hand").

Three seats, the button at seat 0: the kill card is dealt first, then seven cards to
each seat from seat 1. An ante of 1, bets of 2 and 4, stacks of 100.
"""

from __future__ import annotations

import pytest
from helpers.invariants import play_randomly
from helpers.moves_play import stakes
from helpers.stacking import cards, round_the_table, stack
from helpers.written_games import WRITTEN
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import compile_source, load_game
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Check, Fold, new_hand
from pokerlang.explain import explain

GAME = load_game(str(WRITTEN / "mexican-sweat.poker"))
BUTTON, PLAYERS = 0, 3
HANDS = {1: "7c Ad Kd Qd Jd 9d 2d", 2: "3h 4h 5h 6h 8h Th Jh", 0: "2s 3s 4s 5s 6s 8s 9s"}


def deal(kill: str, hands=HANDS):
    deck = stack(kill, *map(str, round_the_table(hands, BUTTON, PLAYERS)))
    return new_hand(GAME, stakes(PLAYERS), deck=deck, button=BUTTON)


def folded(state) -> list[int]:
    return [e.seat for e in state.log if e.kind == "fold"]


# "if a 7 is turned, all 7s are kill cards": a seven in the middle, and seat 1 turns up
# the seven of clubs: out at once.
def test_a_card_of_the_kill_rank_turned_up_kills_the_hand():
    state = deal("7h")
    assert [str(c) for c in state.zones.cards("kill")] == ["7h"]
    assert folded(state) == [1] and not state.live[1]
    assert next(e for e in state.log if e.kind == "roll").cards == tuple(cards("7c"))


# The rank is the card's in the middle, whatever it is: an eight there, and the same seven
# turned up is only a card.
def test_the_kill_rank_is_read_off_the_card_in_the_middle():
    state = deal("8c")
    assert folded(state) == [] and state.live[1]
    assert Check() in state.legal_actions() or Fold() in state.legal_actions()


def inline(text: str):
    return compile_source(WRITTEN / "inline.poker", HEAD + text).game


HEAD = """
import rankings
players 2..7
forced ante
zone hand per seat private
zone kill shared public
zone board shared public
"""
KILL_CHECK = inline("""
step deal { deal 1 to kill  deal 5 to hand }
step kill-check { each in turn { if hand holds rank of kill { fold } } }
showdown best 5 of hand by high
""")
FIVE = {1: "9d Ad Kd Qd Jd", 2: "3h 4h 5h 6h 8h", 0: "2s 3c 4s 7c Ks"}


def five(game, *top: str, hands=FIVE):
    deck = stack(*top, *map(str, round_the_table(hands, BUTTON, PLAYERS)))
    return new_hand(game, stakes(PLAYERS), deck=deck, button=BUTTON)


# "any hand with this card is killed and not eligible to win the pot": `holds rank of
# kill` asks of a player's cards, face down too (the kill check before the showdown).
def test_a_hand_holding_the_kill_rank_is_killed():
    state = five(KILL_CHECK, "9c")
    assert folded(state) == [1] and state.is_over
    assert {w.seat for p in state.result().pots for s in p.shares for w in s.winners} == {2}


def test_a_hand_without_the_kill_rank_plays_on():
    state = five(KILL_CHECK, "Tc")
    assert folded(state) == [] and state.is_over


# `rank of last card dealt to ZONE`: the latest card there names the rank, and a card
# dealt after it takes its place.
@pytest.mark.parametrize(("board", "killed"), [("9c Tc", []), ("Tc 9c", [1])])
def test_the_last_card_dealt_names_the_rank(board, killed):
    game = inline("""
    step deal { deal 2 to board  deal 5 to hand }
    step kill-check { each in turn { if hand holds rank of last card dealt to board { fold } } }
    showdown best 5 of hand by high
    """)
    state = five(game, *board.split())
    assert folded(state) == killed


# A showdown's source may take the cards of that rank (`matching rank of kill`): the
# seat holding the highest card of the kill rank takes that half.
def test_a_showdown_share_takes_the_cards_of_the_named_rank():
    game = inline("""
    step deal { deal 1 to kill  deal 5 to hand }
    showdown {
        high: best 5 of hand by high
        kill: 1 of hand matching rank of kill by one-card
    }
    """)
    state = five(game, "9c")
    won = {s.name: {w.seat for w in s.winners} for p in state.result().pots for s in p.shares}
    assert won == {"high": {1}, "kill": {1}}
    state = five(game, "5c")  # seat 2 holds the only five
    won = {s.name: {w.seat for w in s.winners} for p in state.result().pots for s in p.shares}
    assert won["kill"] == {2}


# The cards of the rank are known only once the card is dealt: a ranking is fixed before,
# and who bets first is worked out from the cards named outright.
@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("ranking r { nearest 7  count rank of kill as 10 }", "E451"),
        ("ranking r extends high { category kills = all rank of kill }", "E451"),
        ("wild deuces, rank of kill", "E451"),
        ("step s { deal 5 to hand  bet first best hand matching rank of kill by high }", "E451"),
        ("when dealt up rank of hand { fold }", "E452"),
        ("wild deuces per seat", "E453"),
    ],
)
def test_a_named_rank_where_it_cannot_stand_is_refused(text, code):
    with pytest.raises(PokerlangError) as caught:
        inline(text + "\nstep deal { deal 1 to kill  deal 5 to hand  bet }\nshowdown best 5 of hand by high\n")
    assert [d.code for d in caught.value.diagnostics] == [code]


def test_explain_says_the_kill_rank():
    text = explain(GAME)
    assert "a card of the rank showing in the kill face up" in text
    assert "holds a card of the rank showing in the kill" in text


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 7), seed=st.integers(0, 10**6))
def test_chips_and_cards_are_conserved_and_nothing_leaks(players, seed):
    play_randomly(GAME, players, seed)
