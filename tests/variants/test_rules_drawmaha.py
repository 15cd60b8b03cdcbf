"""Drawmaha (Sviten Special), the rule text sentence by sentence: each test is named after
a sentence that constrains play, deals a stacked deck and scripts the actions. (The
sentences that test_engine_drawmaha.py already plays are named at the end of this file.)"""

from __future__ import annotations

import pytest
from helpers.stacking import cards, stacked

from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Call, Check, Draw, DrawCards, Fold, IllegalAction, TableStakes, new_hand
from helpers.draw_play import check_round, limp


@pytest.fixture(scope="module")
def drawmaha():
    return load_game("drawmaha")


def four_handed(drawmaha, hands=None, rest="", seed=0):
    """Button at seat 0: seat 1 posts the small blind, seat 2 the big blind. With ``rest``,
    a stacked deck: five cards each (``hands``), then ``rest`` in order (the flop, the
    cards the draw serves, the turn, the river)."""
    deck = stacked(hands or {}, rest, 0, 4, size=5) if rest else None
    return new_hand(drawmaha, TableStakes(players=4), deck=deck, seed=seed, button=0)


def to_draw(state, players=4):
    limp(state, players)
    check_round(state, players)
    assert state.street == "draw"
    return state


def stand_pat_all(state, players=4):
    for _ in range(players):
        state.apply(Draw())
    return state


def three_handed_to_end(drawmaha, hands, board):
    """Button at seat 0; everyone limps, checks every round and stands pat."""
    state = new_hand(drawmaha, TableStakes(players=3), deck=stacked(hands, board, 0, 3), button=0)
    limp(state, 3)
    check_round(state, 3)
    stand_pat_all(state, 3)
    check_round(state, 3)
    check_round(state, 3)
    return state.result()


# ---- deal and betting ------------------------------------------------------------------


def test_the_player_to_dealers_left_places_the_small_blind_and_the_next_the_big_blind(drawmaha):
    state = four_handed(drawmaha)
    posted = [(e.kind, e.seat, e.amount) for e in state.log if e.kind.endswith("blind")]
    assert posted == [("small-blind", 1, 1), ("big-blind", 2, 2)]


def test_the_dealer_deals_five_cards_to_each_player(drawmaha):
    state = four_handed(drawmaha, seed=4)
    for seat in range(4):
        assert len(state.zones.cards("hand", seat)) == 5
        for other in range(4):
            shown = state.view(other)["seats"][seat]["zones"]["hand"]
            assert shown == (list(state.zones.cards("hand", seat)) if other == seat else [None] * 5)
    assert state.zones.cards("board") == ()


def test_the_first_betting_round_begins_with_the_player_to_the_left_of_the_big_blind(drawmaha):
    assert four_handed(drawmaha).to_act == 3


def test_then_a_three_card_flop_is_dealt_face_up_to_the_table(drawmaha):
    state = four_handed(drawmaha, {}, "Ac Kd Qh 2s 3s")
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Call(1))
    assert state.zones.cards("board") == ()  # not before the first round ends
    state.apply(Check())
    assert state.street == "flop" and state.zones.cards("board") == tuple(cards("Ac Kd Qh"))
    for seat in range(4):
        assert state.view(seat)["table"]["board"] == cards("Ac Kd Qh")


def test_in_the_second_round_the_player_to_the_left_of_the_dealer_acts_first(drawmaha):
    state = limp(four_handed(drawmaha, seed=5))
    assert state.street == "flop" and state.to_act == 1
    # With the small blind gone, the next seat to the dealer's left begins.
    state = four_handed(drawmaha, seed=5)
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Fold())
    state.apply(Check())
    assert state.street == "flop" and state.to_act == 2


def test_after_the_second_round_each_player_may_discard_zero_to_five_and_receive_as_many(drawmaha):
    # Flop, then the draw's cards: three for seat 1, five for seat 2.
    rest = "Ac Kd Qh " + "2c 3c 4c " + "5d 6d 7d 8d 9d"
    state = to_draw(four_handed(drawmaha, {1: "Ah Ad As Kh Ks", 2: "2h 3h 4h 5h 6h"}, rest))
    assert state.to_act == 1  # served from the dealer's left
    (option,) = state.legal_actions()
    assert isinstance(option, DrawCards) and (option.low, option.high) == (0, 5)
    state.apply(Draw("Ah Ad As"))
    assert set(state.zones.cards("hand", 1)) == set(cards("Kh Ks 2c 3c 4c"))
    assert set(cards("Ah Ad As")) <= set(state.zones.muck)
    state.apply(Draw("2h 3h 4h 5h 6h"))  # all five
    assert set(state.zones.cards("hand", 2)) == set(cards("5d 6d 7d 8d 9d"))
    assert state.to_act == 3
    before = state.zones.cards("hand", 3)
    state.apply(Draw())  # zero: stands pat
    assert state.zones.cards("hand", 3) == before
    state.apply(Draw())
    assert state.street == "turn"


def test_a_draw_of_more_than_one_card_is_served_face_down(drawmaha):
    rest = "Ac Kd Qh " + "2c 3c"
    state = to_draw(four_handed(drawmaha, {1: "Ah Ad As Kh Ks"}, rest))
    state.apply(Draw("Ah Ad"))
    assert state.legal_actions()[0].__class__ is DrawCards and state.to_act == 2  # no offer
    for seat in (0, 2, 3):
        assert state.view(seat)["seats"][1]["zones"]["hand"] == [None] * 5


def test_the_turn_card_is_dealt_face_up_and_the_third_round_begins_left_of_the_dealer(drawmaha):
    state = stand_pat_all(to_draw(four_handed(drawmaha, {}, "Ac Kd Qh 9s 2s")))
    assert state.street == "turn" and state.zones.cards("board") == tuple(cards("Ac Kd Qh 9s"))
    assert state.to_act == 1
    for seat in range(4):
        assert state.view(seat)["table"]["board"] == cards("Ac Kd Qh 9s")


def test_the_river_is_a_fifth_face_up_card_and_the_fourth_round_begins_left_of_the_dealer(drawmaha):
    state = stand_pat_all(to_draw(four_handed(drawmaha, {}, "Ac Kd Qh 9s 2s")))
    check_round(state)
    assert state.street == "river" and state.zones.cards("board") == tuple(cards("Ac Kd Qh 9s 2s"))
    assert state.to_act == 1
    check_round(state)
    assert state.is_over and state.result().showdown


# ---- the showdown ------------------------------------------------------------------------


@pytest.mark.parametrize("street", ["first-round", "flop", "turn", "river"])
def test_if_all_but_one_fold_the_last_takes_the_pot_at_once_without_showing(drawmaha, street):
    state = four_handed(drawmaha, seed=6)
    if street != "first-round":
        limp(state)
    if street in ("turn", "river"):
        stand_pat_all(check_round(state))
    if street == "river":
        check_round(state)
    assert state.street == street
    board = state.zones.cards("board")
    opener = state.to_act
    state.apply(Bet(4) if street != "first-round" else Call(2))
    while not state.is_over:
        state.apply(Fold())
    result = state.result()
    assert not result.showdown and result.shown == ()
    assert not any(e.kind == "show" for e in state.log)
    assert state.zones.cards("board") == board  # nothing more is dealt
    (winner,) = [w for p in result.pots for s in p.shares for w in s.winners]
    assert winner.seat == opener and winner.hand is None


def test_the_best_five_card_hand_considers_only_the_five_cards_held(drawmaha):
    # Seat 1's queens make four of a kind with the board, but held alone they are one
    # pair, below seat 0's kings.
    hands = {0: "Kh Kd 2c 3s 7d", 1: "Qs Qc Jd 9h 4c", 2: "Tc 8d 6h 5c 3d"}
    result = three_handed_to_end(drawmaha, hands, "Qh Qd 5s 6s 8c")
    shares = {s.name: s for s in result.pots[0].shares}
    assert [(w.seat, w.hand) for w in shares["five"].winners] == [(0, "pair of kings")]
    assert [(w.seat, w.hand) for w in shares["omaha"].winners] == [(1, "four of a kind, queens")]


def test_the_omaha_hand_is_exactly_two_of_the_players_cards_and_three_of_the_table(drawmaha):
    # Seat 0 holds four hearts, the board two: no flush with exactly two held and three
    # shared. Seat 1's six-five makes a straight with the four, three and two.
    hands = {0: "Ah Kh Qh Jh 9c", 1: "7c 7d 5d 6c Kc", 2: "Tc Td Jc Js 2d"}
    result = three_handed_to_end(drawmaha, hands, "Th 3h 4d 8s 2s")
    shares = {s.name: s for s in result.pots[0].shares}
    (omaha,) = shares["omaha"].winners
    assert (omaha.seat, omaha.hand) == (1, "straight, six high")
    assert len(set(omaha.cards) & set(cards(hands[1]))) == 2


def test_the_same_player_may_win_on_both_criteria_and_take_the_whole_pot(drawmaha):
    hands = {0: "2h 5h 8h Jh Kh", 1: "Ts 9s 8s 7s 6s", 2: "As Ad 3c 4d 9c"}
    result = three_handed_to_end(drawmaha, hands, "Ks Qs Js 2c 3d")
    shares = {s.name: s for s in result.pots[0].shares}
    assert [w.seat for w in shares["five"].winners] == [1]
    assert [w.seat for w in shares["omaha"].winners] == [1]
    assert result.net == (-2, 4, -2)


def test_the_survivors_show_their_cards(drawmaha):
    hands = {0: "2h 5h 8h Jh Kh", 1: "Ts 9s 8s 7s 6s", 2: "As Ad 3c 4d 9c"}
    result = three_handed_to_end(drawmaha, hands, "Ks Qs Js 2c 3d")
    assert {h.seat: set(h.cards) for h in result.shown} == {s: set(cards(h)) for s, h in hands.items()}


def test_a_draw_out_of_turn_or_of_cards_not_held_is_refused(drawmaha):
    state = to_draw(four_handed(drawmaha, {1: "Ah Ad As Kh Ks"}, "Ac Kd Qh"))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Draw("2c"))
    assert refused.value.rule == "card not in hand"
    with pytest.raises(IllegalAction):
        state.apply(Draw(), seat=2)


# Played in test_engine_drawmaha.py: "the pot is split between the best five-card poker
# hand ... [and] the best Omaha hand"; "the dealer gives the card open faced" with "a)
# accept that card" and "b) decline that card upon which the dealer mucks the card and
# delivers the next card in order face down"; "If the deck runs out at this point the muck
# (consisting of earlier players' discards, and the cards of any players who folded in the
# first betting round) is shuffled", leaving out the discards of the player being served.
