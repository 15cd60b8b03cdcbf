"""Other poker variants (the rule text "other-poker-variants"): the sentences that
constrain play and that no earlier test checked, or checked only in part, one test
each, on stacked decks with scripted actions.

The sentences already played elsewhere are in test_variant_oxford_billabong.py
(Oxford stud, Billabong, Shanghai), test_variant_guts.py (Guts and its pot
variations) and test_variant_three_card_guts.py (three-card Guts). Stud Horse poker
has no variant (the text gives no rules; see docs/stud-horse.md).
"""

from __future__ import annotations

import pytest
from helpers.stacking import cards, round_the_table, stud_deck
from helpers.oxford_play import settle_round, stakes

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Call,
    Complete,
    Declare,
    Discard,
    DiscardCards,
    Fold,
    IllegalAction,
    PostBringIn,
    TableStakes,
    new_hand,
)


# ---- helpers ----------------------------------------------------------------------------


def stud_hand(name: str, seats: dict[int, str], layout: str, button: int, bring_in: int = 1):
    return new_hand(load_game(name), stakes(len(seats), bring_in), deck=stud_deck(seats, layout, button), button=button)


def paid(state, kind="match"):
    return [(e.seat, e.amount) for e in state.log if e.kind == kind]


def declare(state, *words):
    """Declarations in the order asked: from the dealer's left, the dealer last."""
    for word in words:
        state.apply(Declare(word))
    return state


# ---- Oxford stud ------------------------------------------------------------------------


def test_oxford_lowest_upcard_pays_the_bring_in_and_betting_follows_after_that():
    """ "Like stud, the game is usually played with a Bring-in, the lowest upcard being
    forced to pay it, and betting follows after that."

    Three seats, the button at seat 2: seat 1 shows the four, the lowest upcard, and
    brings in for 1; the betting goes on from its left, where the bring-in may be called
    or completed to the small bet, and comes back round to the bring-in."""
    seats = {0: "Ac Ad 9h", 1: "8c 8d 4s", 2: "3c 3d Qd"}
    state = stud_hand("oxford-stud", seats, "s s s Td 7h", button=2)
    assert state.street == "first-round" and state.to_act == 1
    assert state.legal_actions() == [PostBringIn(amount=1), Complete(amount=2)]
    state.apply(PostBringIn())
    assert state.to_act == 2  # the bring-in's left
    assert state.legal_actions() == [Fold(), Call(amount=1), Complete(amount=2)]
    state.apply(Complete())
    assert state.to_act == 0 and Call(amount=2) in state.legal_actions()
    state.apply(Call())
    assert state.to_act == 1 and state.street == "first-round"  # back to the bring-in
    assert Call(amount=1) in state.legal_actions()
    state.apply(Call())
    assert state.street == "community"
    assert state.chips.committed == [2, 2, 2]
    assert state.zones.cards("board") == tuple(cards("Td 7h"))


def test_oxford_a_straight_can_be_the_high_hand_for_the_first_bet():
    """ "each player has five cards of his hand exposed at this point ... so it is
    possible for a flush or straight to be the high hand for the purpose of first bet."
    (The flush is played in test_variant_oxford_billabong.py; here the straight.)

    Seat 1 shows a pair of queens and opens the third round; on the fourth, seat 0's
    9-8 with T-7-J on the board is a straight and opens instead."""
    seats = {0: "2c 3d 9c 8d", 1: "4s 5h Qc Qd"}
    state = stud_hand("oxford-stud", seats, "s s s Th 7h s Js", button=1)
    assert state.to_act == 0  # the nine is the lower upcard
    settle_round(state)
    assert state.street == "community" and state.to_act == 1  # Q-T-7 over T-9-7
    settle_round(state)
    assert state.street == "second-up" and state.to_act == 1  # the queens
    settle_round(state)
    assert state.street == "last-card" and state.to_act == 0  # J-T-9-8-7
    assert state.zones.cards("board") == tuple(cards("Th 7h Js"))


# ---- Billabong and Shanghai -------------------------------------------------------------


def test_billabong_best_five_of_three_in_hand_and_four_on_board_in_any_combination():
    """ "Each player plays the best five-card hand he can make from the three in his
    hand plus the four on the board in any combination."
    (Two hole cards and two board cards are played in test_variant_oxford_billabong.py;
    here all three of a player's own cards play, unlike Manila's two-and-three.)"""
    seats = {0: "5c 5d 5h", 1: "Qc Jd Ah"}
    state = stud_hand("billabong", seats, "s s s Ks Qs 9d 2c", button=1)
    for _ in range(4):
        settle_round(state)
    (share,) = state.result().pots[0].shares
    assert [w.seat for w in share.winners] == [0]
    assert share.winners[0].hand.startswith("three")
    assert set(cards("5c 5d 5h")) <= set(share.winners[0].cards)


SHANGHAI = {0: "2c 3d 9s Kh", 1: "8d 4s 6c 7c", 2: "Jc Jd Js 5h"}
SHANGHAI_LAYOUT = "s s s s Td 7h Ts 2h"


@pytest.mark.parametrize("name", ["shanghai-pineapple", "shanghai-tahoe"])
def test_shanghai_is_the_same_game_as_billabong_with_an_extra_hole_card(name):
    """ "Shanghai is the same game with an extra hole card": Billabong's low upcard
    brings in, the community cards come two, one and one, and each later round is
    opened by the best exposed partial hand with the board."""
    state = stud_hand(name, SHANGHAI, SHANGHAI_LAYOUT, button=2)
    if name == "shanghai-pineapple":
        for seat, c in ((0, "9s"), (1, "8d"), (2, "Js")):
            state.apply(Discard(cards(c)), seat=seat)
    assert state.street == "first-bet" and state.to_act == 2  # the five
    assert isinstance(state.legal_actions()[0], PostBringIn)
    boards, openers = [], []
    for street in ("flop", "turn", "river"):
        settle_round(state)
        assert state.street == street
        boards.append(len(state.zones.cards("board")))
        openers.append(state.to_act)
    assert boards == [2, 3, 4]
    assert openers == [1, 1, 1]  # sevens, then sevens and tens, on T-7-T-2


def test_shanghai_tahoe_each_player_must_discard_one_hole_card():
    """ "each player must discard one of his hole cards at some point during the game as
    determined ahead of time" (Tahoe: just before the showdown). One hole card, never
    the upcard, and no way round it."""
    state = stud_hand("shanghai-tahoe", SHANGHAI, SHANGHAI_LAYOUT, button=2)
    for _ in range(4):
        settle_round(state)
    assert state.street == "discard-hole"
    seat = state.to_act
    (option,) = state.legal_actions()
    assert isinstance(option, DiscardCards) and option.count == 1
    assert set(option.cards) == set(state.zones.cards("hole", seat))
    assert len(option.cards) == 3
    upcard = state.zones.cards("shown", seat)[0]
    with pytest.raises(IllegalAction):
        state.apply(Discard((upcard,)), seat=seat)
    with pytest.raises(IllegalAction):
        state.apply(Discard(state.zones.cards("hole", seat)[:2]), seat=seat)
    with pytest.raises(IllegalAction):
        state.apply(Fold(), seat=seat)


# ---- Guts -------------------------------------------------------------------------------

GUTS_BUTTON = 4
# Aces, kings, queens, then two hands without a pair: the same at every deal.
GUTS_HANDS = {0: "As Ad Kc", 1: "Kh Kd 2c", 2: "Qh Qd 3c", 3: "7d 5d 2d", 4: "9h 6s 4c"}


def test_guts_pot_can_more_than_double_and_grow_past_a_hundred_antes():
    """ "Because the pot can double (or more) each round, the stakes can grow
    exponentially, and pots of 50 or 100 times the original ante are possible."

    Five seats ante 1: a pot of 5. Four stay in every deal, so three losers each match
    the pot: it triples, 15, 45, 135, 405, and the plain game sets nothing aside."""
    players = 5
    deck = round_the_table(GUTS_HANDS, GUTS_BUTTON, players)
    state = new_hand(
        load_game("guts"),
        TableStakes(small_blind=1, big_blind=1, stacks=1000, players=players),
        deck=deck,
        button=GUTS_BUTTON,
        redeal_decks=[deck] * 6,
    )
    assert state.chips.in_pot == 5
    pots = []
    for _ in range(4):
        declare(state, "in", "in", "in", "in", "out")
        pots.append(state.chips.in_pot)
    assert pots == [15, 45, 135, 405]
    assert state.chips.in_pot >= 100 * 1
    assert paid(state, "set-aside") == []
    assert paid(state, "win") == [(0, 5), (0, 15), (0, 45), (0, 135)]
    assert state.chips.stacks == [1199, 799, 799, 799, 999]


@pytest.mark.parametrize("dealer, third, made", [("9s 4s", "2s", "flush"), ("9s 8h", "Tc", "straight")])
def test_three_card_guts_the_dealer_alone_with_better_than_a_pair_wins(dealer, third, made):
    """ "if no other player has stayed in, then the dealer must have a pair or better to
    win the pot" -- "or better": in three-card Guts a flush and a straight rank above a
    pair, so the dealer alone with either and no pair wins.
    (A pair, and no pair, are played in test_variant_three_card_guts.py.)"""
    button, players = 3, 4
    down = {0: "Ah Ad", 1: "Kh Kd", 2: "7c 2d", 3: dealer}
    deck = round_the_table(down, button, players) + [card(third)]
    state = new_hand(
        load_game("three-card-guts"),
        TableStakes(small_blind=1, big_blind=1, stacks=100, players=players),
        deck=deck,
        button=button,
        redeal_decks=[deck] * 3,
    )
    declare(state, "out", "out", "out", "in")
    assert state.is_over
    assert paid(state, "win") == [(3, 4)]
    assert not any(e.kind == "not-qualified" for e in state.log)
    result = state.result()
    assert result.net == (-1, -1, -1, 3)
    (shown,) = result.shown
    assert shown.seat == 3 and shown.hands["three-card-guts"].startswith(made)  # and no pair
