"""Take it or leave it (``tests/written/take-it-or-leave-it.poker``), rule by rule on
stacked decks: each up card is offered round the table, each player keeping it or passing
it on to the next.

The rule text (Scarne; the same at pokerteam.com): "the dealer deals the first face-up card
and pauses; the player may either accept or reject this card. If he rejects it, he shoves
it along to the second player and the dealer replaces it. (The player must keep the
replacement.) The player to whom the card is shoved may either accept or reject it ... If
no one accepts a card before it comes back to the dealer, it is discarded. When a player
accepts a card, the dealer gives a face-up card to the next player in turn."

Three seats, the button at seat 2: the cards go round from seat 0. An ante of 1, bets of
2 and 4, stacks of 100. Each deck below lists its cards from the top: first the three hole
cards (seats 0, 1, 2), then the cards in the order the deck gives them.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.moves_play import settle_round, stakes
from helpers.stacking import cards, stack
from helpers.written_games import WRITTEN, compile_games

from pokerlang.compiler import load_game
from pokerlang.engine import Accept, Check, Fold, IllegalAction, Refuse, new_hand
from pokerlang.engine.wilds import followed_rank
from pokerlang.runner.replay import check_result, replay_hand

GAME = load_game(str(WRITTEN / "take-it-or-leave-it.poker"))
BUTTON, PLAYERS = 2, 3
HOLES = ("2c", "3c", "4c")


def table(*offered: str):
    return new_hand(GAME, stakes(PLAYERS), deck=stack(*HOLES, *offered), button=BUTTON)


def shown(state) -> list[list]:
    return [list(state.zones.cards("shown", s)) for s in range(PLAYERS)]


def test_each_player_in_turn_is_offered_a_card_face_up_and_may_take_it():
    state = table("Ah", "Kd", "Qc")
    assert state.to_act == 0 and state.legal_actions() == [Accept(), Refuse()]
    offer = state.log[-1]
    assert offer.kind == "offer" and offer.seat == 0 and offer.cards == tuple(cards("Ah")) and offer.to is None
    assert cards("Ah")[0] in {c for line in state.view(2)["log"] for c in line.get("cards", ())}  # all see it
    for seat in range(PLAYERS):
        assert state.to_act == seat
        state.apply(Accept())
    assert shown(state) == [cards("Ah"), cards("Kd"), cards("Qc")]
    assert all(state.zones.face_up("shown", s) == tuple(shown(state)[s]) for s in range(PLAYERS))


# "If he rejects it, he shoves it along to the second player and the dealer replaces it.
# (The player must keep the replacement.)"
def test_a_card_passed_on_is_offered_to_the_next_player_and_the_passer_takes_the_next_card():
    state = table("9h", "2d", "Ts")
    state.apply(Refuse())
    assert shown(state)[0] == cards("2d")  # taken as it comes: no choice
    assert state.to_act == 1 and [e.kind for e in state.log[-3:]] == ["refuse", "deal", "offer"]
    assert state.log[-1].seat == 1 and state.log[-1].cards == tuple(cards("9h"))
    state.apply(Accept())  # seat 1 takes the nine passed on
    # "When a player accepts a card, the dealer gives a face-up card to the next player"
    assert state.to_act == 2 and state.log[-1].cards == tuple(cards("Ts"))
    state.apply(Accept())
    assert shown(state) == [cards("2d"), cards("9h"), cards("Ts")]


# "If no one accepts a card before it comes back to the dealer, it is discarded."
def test_a_card_nobody_takes_is_dead():
    state = table("7c", "8c", "8d", "8h")
    for _ in range(PLAYERS):
        state.apply(Refuse())
    assert shown(state) == [cards("8c"), cards("8d"), cards("8h")]
    assert cards("7c")[0] in state.zones.muck
    assert state.to_act is not None and Check() in state.legal_actions()  # the betting round


def test_a_player_who_folded_is_offered_nothing():
    state = table("Ah", "Kd", "Qc", "5s", "6s", "Jh")
    for _ in range(PLAYERS):
        state.apply(Accept())
    # The best hand showing (the ace) bets first: seat 0 checks, seat 1 folds, seat 2 checks.
    state.apply(Check())
    state.apply(Fold())
    state.apply(Check())
    state.apply(Refuse())  # seat 0 passes the five on: to seat 2, the next still in
    assert state.to_act == 2 and state.log[-1].cards == tuple(cards("5s"))
    state.apply(Refuse())  # the last player passes it on too: dead
    assert shown(state) == [cards("Ah 6s"), [], cards("Qc Jh")]  # a fold: the king is mucked


def test_only_taking_or_passing_on_is_allowed():
    state = table("Ah")
    with pytest.raises(IllegalAction) as refused:
        state.apply(Check())
    assert refused.value.rule == "card offered round the table"


def test_a_hand_with_cards_passed_round_replays_from_its_history():
    state = table("9h", "2d", "Ts")
    state.apply(Refuse())
    state.apply(Accept())
    state.apply(Refuse())
    settle_round(state)
    while not state.is_over:
        state.apply(Accept() if Accept() in state.legal_actions() else Check())
    record = json.loads(json.dumps(state.history()))
    check_result(record, replay_hand(GAME, record))


# Cards taken face up from an offer are dealt face up like any other: the card after a
# queen so taken is wild (follow the queen), whether it was kept or taken after a pass.
def test_the_card_after_a_queen_taken_face_up_is_wild(tmp_path):
    text = (WRITTEN / "take-it-or-leave-it.poker").read_text()
    text = text.replace("forced ante\n", "forced ante\nwild queens\nwild rank dealt up after last up queen\n")
    game = compile_games(tmp_path, follow=text)["follow"]
    (follow,) = [rule for rule in game.wilds if rule.kind == "follows"]
    state = new_hand(game, stakes(PLAYERS), deck=stack(*HOLES, "Qh", "7c", "9d"), button=BUTTON)
    state.apply(Refuse())  # seat 0 passes the queen on and takes the seven
    assert followed_rank(state, follow) is None  # the queen is not dealt up yet: it is offered
    state.apply(Accept())  # seat 1 takes the queen
    state.apply(Accept())  # seat 2 takes the nine: nines are wild
    assert followed_rank(state, follow) == cards("9d")[0].rank


# As a drawn card does not, a card taken from an offer sets no event off.
def test_a_card_offered_round_the_table_sets_no_event_off(tmp_path):
    text = (WRITTEN / "take-it-or-leave-it.poker").read_text()
    text = text.replace("forced ante\n", "forced ante\nwhen dealt up aces { fold }\n")
    game = compile_games(tmp_path, kill=text)["kill"]
    state = new_hand(game, stakes(PLAYERS), deck=stack(*HOLES, "Ah", "Kd", "As", "Qc"), button=BUTTON)
    state.apply(Accept())  # seat 0 takes the ace of hearts
    state.apply(Refuse())  # seat 1 passes the king on and takes the ace of spades
    assert state.live == [True, True, True] and "fold" not in [e.kind for e in state.log]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(GAME.min_players, GAME.max_players))
def test_random_play_keeps_every_invariant(seed, players):
    play_randomly(GAME, players, seed)
