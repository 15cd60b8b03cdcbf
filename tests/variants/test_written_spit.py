"""Spit in the Ocean (``tests/written/spit-in-the-ocean.poker``, written from the language
reference alone), sentence by sentence, on stacked decks: `wild rank of spit`, the rank of
a card in a shared zone made wild for every player.

Two seats, the button at seat 1: the cards go round from seat 0. An ante of 1.
"""

from __future__ import annotations

from helpers.invariants import play_randomly
from helpers.stacking import stacked
from helpers.written_games import WRITTEN

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Check, Draw, TableStakes, new_hand
from pokerlang.explain import explain

GAME = load_game(str(WRITTEN / "spit-in-the-ocean.poker"))
BUTTON, PLAYERS = 1, 2


def table(hands: dict[int, str], spit: str, players: int = PLAYERS, draws: str = ""):
    deck = stacked(hands, f"{spit} {draws}".strip(), BUTTON, players, 4)
    return new_hand(GAME, TableStakes(players=players, ante=1, stacks=100), deck=deck, button=BUTTON)


def show_down(state, draws: dict[int, str] | None = None):
    """Everyone checks, stands pat at the draw (or throws away ``draws``), checks again."""
    draws = draws or {}
    while not state.is_over:
        legal = state.legal_actions()
        if Check() in legal:
            state.apply(Check())
        else:
            state.apply(Draw(tuple(draws.get(state.to_act, "").split())))
    return state


def hands_shown(state) -> dict[int, str]:
    return {h.seat: next(iter(h.hands.values())) for h in state.result().shown}


# "everyone antes and is dealt four cards face down"; "one card is dealt face up in the
# middle (the spit)": every player sees it, and nobody sees another's four.
def test_four_cards_down_each_and_the_spit_face_up_for_everyone():
    state = table({0: "Ah Kd 9c 4s", 1: "Qh Jd 8c 3s"}, "7s")
    assert state.zones.placed("spit")[0].card == card("7s") and state.zones.placed("spit")[0].face_up
    for seat in range(PLAYERS):
        view = state.view(seat)
        assert card("7s") in view.table["spit"]
        assert sum(c is None for c in view.seats[1 - seat]["zones"]["hand"]) == 4  # the other's cards stay hidden


# "it is the fifth card of every player's hand, and it and every card of its rank are
# wild": seat 0's seven of clubs and the spit make K-K-K five kings, above seat 1's aces
# (with only the spit wild they would be four kings, and lose).
def test_the_spit_and_every_card_of_its_rank_are_wild():
    state = show_down(table({0: "7c Kh Kd Ks", 1: "Ah Ad Ac 3d"}, "7s"))
    assert state.result().winners() == {0}
    shown = hands_shown(state)
    assert "five of a kind" in shown[0].lower() and "four of a kind" in shown[1].lower()


# "... wild for everyone": the spit is wild in both hands alike; neither has a seven, so
# the spit makes A-A-A four aces for seat 1, and K-K-K only four kings for seat 0.
def test_the_spit_is_wild_for_every_player():
    state = show_down(table({0: "Kc Kh Kd 2s", 1: "Ah Ad Ac 3d"}, "7s"))
    assert state.result().winners() == {1}
    assert all("four of a kind" in h.lower() for h in hands_shown(state).values())


# The rank is the spit's: a seven is not wild when the spit is a nine.
def test_another_spit_makes_another_rank_wild():
    state = show_down(table({0: "7c Kh Kd Ks", 1: "Ah Ad Ac 3d"}, "9s"))
    assert state.result().winners() == {1}


# "each player may throw away and replace up to four of their own cards (the spit stays)":
# seat 0 draws a seven, which the spit makes wild.
def test_a_card_drawn_of_the_spits_rank_is_wild_and_the_spit_stays():
    state = show_down(table({0: "2c Kh Kd Ks", 1: "Ah Ad Ac 3d"}, "7s", draws="7d"), draws={0: "2c"})
    assert state.result().winners() == {0}
    assert "five of a kind" in hands_shown(state)[0].lower()


def test_explain_says_the_spit_is_wild_for_everyone():
    assert "Every card face up in the spit, and every card of its rank, is wild for every player" in explain(GAME)


def test_random_play_keeps_every_invariant():
    for players in (2, 5, 8):
        play_randomly(GAME, players, players, probe=False)
