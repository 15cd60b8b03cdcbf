"""Jackpots (``tests/written/jackpots.poker``, written from the language reference alone),
sentence by sentence, on stacked decks.

Three seats, the button at seat 2: the cards go round from seat 0, and seat 0 acts first.
An ante of 1, bets of 2 and 4, stacks of 100.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.moves_play import stakes
from helpers.stacking import stacked
from helpers.invariants import play_randomly
from helpers.written_games import WRITTEN

from pokerlang.cards.card import card
from pokerlang.compiler import load_game
from pokerlang.engine import BetRange, Bet, Call, Check, Draw, Fold, IllegalAction, Raise, RaiseRange, new_hand
from pokerlang.engine.lookahead import relabel
from pokerlang.engine.resample import Twins
from pokerlang.runner.agents import ask
from pokerlang.runner.mc import MonteCarloAgent, Think

GAME = load_game(str(WRITTEN / "jackpots.poker"))
BUTTON, PLAYERS = 2, 3
JUNK = {0: "9h 7d 5c 3s 2h", 1: "Kc Qd 8s 6h 4c", 2: "Tc 9d 8c 6s 3d"}  # nobody has a pair


def table(hands, rest="", redeals=(), players=PLAYERS, **more):
    """A hand on stacked decks: the first deal's hands (then ``rest``), and each re-deal's."""
    decks = [stacked(h, "", BUTTON, players, 5) for h in redeals]
    return new_hand(
        GAME, stakes(players, **more), deck=stacked(hands, rest, BUTTON, players, 5), button=BUTTON, redeal_decks=decks
    )


def kinds(state) -> list[str]:
    return [e.kind for e in state.log]


def can_bet(state) -> bool:
    return any(isinstance(o, BetRange) for o in state.legal_actions())


def check_round(state, players: int = PLAYERS) -> None:
    """Every seat checks once: a round nobody opens."""
    for _ in range(players):
        state.apply(Check())


# "a pair of jacks or better is needed to open the betting"
@pytest.mark.parametrize("hand", ["Jh Jd 7c 4s 2h", "Ah Ad 7c 4s 2h", "3h 3c 2c 2s 9h", "8h 7h 6c 5s 4d"])
def test_a_pair_of_jacks_or_better_opens(hand):
    state = table({**JUNK, 0: hand})
    assert state.to_act == 0 and can_bet(state)
    state.apply(Bet(2))
    assert kinds(state)[-1] == "bet"


# "a player without openers may check (or fold) but not bet"
@pytest.mark.parametrize("hand", ["Th Td 7c 4s 2h", "Ah Kd Qc Js 9h"])
def test_without_openers_a_player_may_check_or_fold_but_not_bet(hand):
    state = table({**JUNK, 0: hand})
    assert state.legal_actions() == [Fold(), Check()]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Bet(2))
    assert refused.value.rule == "openers"
    assert "pair, J or better" in str(refused.value)
    state.apply(Check())
    assert state.to_act == 1


# "once the pot is opened, anyone may call or raise whatever they hold"
def test_once_opened_anyone_may_call_or_raise_whatever_they_hold():
    state = table({0: "Th Td 7c 4s 2h", 1: "Qh Qd 7d 4d 2c", 2: "9c 7h 5d 3c 2s"})
    state.apply(Check())  # tens: no openers
    state.apply(Bet(2))  # queens open
    legal = state.legal_actions()  # nine high
    assert Call(2) in legal and any(isinstance(o, RaiseRange) for o in legal)
    state.apply(Raise(4))
    legal = state.legal_actions()  # the tens, who could not open, may now raise
    assert any(isinstance(o, RaiseRange) for o in legal)
    state.apply(Call())
    state.apply(Call())
    assert kinds(state)[-1] == "call" and state.street == "deals"


# "if nobody opens, the deal is thrown in, the antes stay in the pot and everyone antes
# again for the next deal"
def test_nobody_opens_the_deal_is_thrown_in_and_everyone_antes_again():
    state = table(JUNK, redeals=[{**JUNK, 1: "Jc Js 8d 6d 4s"}])
    check_round(state)
    assert kinds(state)[-9:-6] == ["check", "throw-in", "redeal"]
    assert [e.seat for e in state.log if e.kind == "ante"] == [0, 1, 2, 0, 1, 2]
    assert state.chips.in_pot == 6 and state.chips.stacks == [98, 98, 98]
    assert state.zones.cards("hand", 1) == tuple(stacked({1: "Jc Js 8d 6d 4s"}, "", BUTTON, PLAYERS, 5)[1::3])
    assert not state.is_over and state.to_act == 0


def test_the_pot_of_thrown_in_deals_goes_to_the_winner_of_the_deal_that_is_opened():
    state = table(JUNK, redeals=[JUNK, {0: "Kh Kd 7c 4s 2h", 1: "Jc Js 8d 6d 4h", 2: "9c 7h 5d 3c 2s"}])
    check_round(state)
    check_round(state)  # thrown in twice: nine antes in the pot
    assert state.chips.in_pot == 9
    state.apply(Bet(2))  # kings open
    state.apply(Call())  # jacks call
    state.apply(Fold())
    for _ in range(2):
        state.apply(Draw(()))  # both stand pat
    check_round(state, 2)
    assert state.is_over and state.result().showdown
    assert state.result().net == (8, -5, -3)  # a pot of 13 (nine antes, two bets of 2); the kings put in 5


# "a second betting round begun by the opener"
def test_after_the_draw_the_opener_acts_first():
    state = table({0: "9c 7h 5d 3c 2s", 1: "Qc Qs 7d 4d 2c", 2: "Kh 8d 6h 4s 3h"})
    state.apply(Check())
    state.apply(Bet(2))  # seat 1 opens with queens
    state.apply(Call())
    state.apply(Call())
    for _ in range(3):
        state.apply(Draw(()))
    assert state.to_act == 1  # the opener, not the first seat left of the dealer


# "(or, if the opener folded, the first player left of the dealer)"
def test_after_the_draw_without_the_opener_the_dealers_left_acts_first():
    state = table({0: "9c 7h 5d 3c 2s", 1: "Qc Qs 7d 4d 2c", 2: "Kh 8d 6h 4s 3h"})
    state.apply(Check())
    state.apply(Bet(2))  # seat 1 opens with queens
    state.apply(Raise(4))
    state.apply(Call())
    state.apply(Fold())  # the opener gives up to the raise
    for _ in range(2):
        state.apply(Draw(()))
    assert state.to_act == 0


# "the opener must show openers at the end (or keep them if they split them to draw)"
def test_the_opener_who_split_openers_shows_them_at_the_end():
    state = table({0: "Jh Jd Th 8h 2h", 1: "Qc Qs 7d 4d 2c", 2: "9c 7h 5d 3c 2s"}, rest="Ah")
    state.apply(Bet(2))  # jacks open
    state.apply(Call())
    state.apply(Fold())
    state.apply(Draw(("Jd",)))  # the opener breaks the jacks to draw to a flush
    state.apply(Draw(()))
    check_round(state, 2)
    shown = [line for line in state.view(1)["log"] if line["kind"] == "openers"]
    assert len(shown) == 1 and shown[0]["seat"] == 0
    assert {"Jh", "Jd"} <= {str(c) for c in shown[0]["cards"]}
    assert state.result().net[0] > 0  # the flush wins


def test_the_opener_who_wins_uncontested_still_shows_openers():
    state = table({**JUNK, 2: "Kh Kd 7c 4s 2d"})
    state.apply(Check())
    state.apply(Check())
    state.apply(Bet(2))  # the dealer opens with kings
    state.apply(Fold())
    state.apply(Fold())
    assert state.is_over and not state.result().showdown
    assert "draw" not in kinds(state)  # the deal was won: nobody draws
    shown = [line for line in state.view(0)["log"] if line["kind"] == "openers"]
    assert shown and shown[0]["seat"] == 2 and {"Kh", "Kd"} <= {str(c) for c in shown[0]["cards"]}


def test_an_opener_who_folds_still_shows_openers():
    state = table({0: "Ah Ad 7c 4s 2h", 1: "3c 3s 3d 4d 2c", 2: "9c 7h 5d 3h 2s"})
    state.apply(Bet(2))
    state.apply(Raise(4))
    state.apply(Fold())
    state.apply(Fold())  # the opener gives up to the raise
    assert state.result().net == (-3, 4, -1)
    assert any(e.kind == "openers" and e.seat == 0 and e.to is None for e in state.log)


# Chips are conserved across thrown-in deals, whoever is short; every hand ends.
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(GAME.min_players, GAME.max_players))
def test_random_play_keeps_every_invariant_across_thrown_in_deals(seed, players):
    play_randomly(GAME, players, seed)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 7), stack=st.integers(1, 12))
def test_short_stacks_anteing_all_in_keep_their_stake_across_throw_ins(seed, players, stack):
    """Every seat checks whenever it may (so deals are thrown in again and again) and
    otherwise calls: chips are conserved and the game ends."""
    state = new_hand(GAME, stakes(players, stacks=stack, max_rounds=12), seed=seed, button=seed % players)
    total = stack * players
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(
            Check()
            if Check() in legal
            else Call()
            if any(isinstance(o, Call) for o in legal)
            else legal[0].sample(random.Random(seed))
        )
        assert sum(state.chips.stacks) + state.chips.in_pot == total
    assert sum(state.result().net) == 0 and sum(state.result().stacks) == total


# The mc bot's twins give an opener cards that could have opened (an opener had openers).
def test_mcs_twins_of_a_hand_an_opponent_opened_give_it_openers():
    state = table({0: "Ah Ad 7c 4s 2h", 1: "Th Td 7d 4d 2c", 2: "9c 7h 5d 3h 2s"})
    state.apply(Bet(2))
    view = state.view(1)
    twins = Twins(state, 1)
    for n in range(6):
        twin = twins.draw(random.Random(n))
        assert twin.to_act == 1 and twin.view(1) == view
        assert twin.openers is not None and twin.openers[0] == 0  # a deal that opens
        assert twin.zones.cards("hand", 1) == state.zones.cards("hand", 1)
    action = ask(MonteCarloAgent(GAME, Think(playouts=8)), state, 1, state.legal_actions(), random.Random(1))
    state.apply(action)


def test_a_look_ahead_whose_cards_are_renamed_asks_again_who_holds_openers():
    """A copy of a hand is a hand of its own: renaming its cards (a look-ahead's guess)
    makes it ask again whether the seat to act holds openers, and neither the original
    nor another copy is changed by what it finds."""
    state = table({0: "Jh Jd 5c 3s 2h", 1: "Kc Qd 8s 6h 4c", 2: "Tc 9d 8c 6s 3d"}, rest="7c 7h 4d 4s 2c")
    assert any(isinstance(o, BetRange) for o in state.legal_actions())  # seat 0 may open
    other = state.copy()
    low = state.copy()
    # Seat 0's jacks become a seven and a four it did not hold: no pair, no openers.
    relabel(low, {card("Jh"): card("7c"), card("7c"): card("Jh"), card("Jd"): card("4d"), card("4d"): card("Jd")})
    assert not any(isinstance(o, BetRange) for o in low.legal_actions())
    assert any(isinstance(o, BetRange) for o in state.legal_actions())
    assert any(isinstance(o, BetRange) for o in other.legal_actions())
