"""Swingo Poker, the rule text sentence by sentence: each test is named after a sentence
that constrains play, deals a stacked deck and scripts the actions. (The sentences that
test_engine_swingo.py already plays are named at the end of this file.)"""

from __future__ import annotations

import pytest
from helpers.stacking import cards, stacked

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Call, Check, Choose, Fold, IllegalAction, Muck, Show, TableStakes, new_hand
from pokerlang.engine.refusals import FOLD_RULE


@pytest.fixture(scope="module")
def swingo():
    return load_game("swingo")


def boards_of(hands):
    """The last three of each hand's five cards become its board."""
    return {s: " ".join(h.split()[2:]) for s, h in hands.items()}


def three_handed(swingo, hands, river):
    """Seat 0 small blind, seat 1 big blind, seat 2 the dealer (first to act)."""
    return new_hand(swingo, TableStakes(players=3), deck=stacked(hands, river, 2, 3), button=2)


def limp_and_choose(state, hands, seats=(0, 1, 2)):
    """Everyone calls the big blind; each seat keeps its first two cards as hole cards."""
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in seats:
        state.apply(Choose(boards_of(hands)[seat]), seat=seat)
    return state


def checked_down(swingo, hands, river):
    """The result when, three-handed, everyone limps and chooses, checks the second and
    third rounds and shows."""
    state = limp_and_choose(three_handed(swingo, hands, river), hands)
    for _ in range(6):
        state.apply(Check())
    for _ in range(3):
        state.apply(Show())
    return state.result()


def seen_by(state, viewer):
    return repr(state.view(viewer))


# A, B and C of the rule text's example (A seat 0, B seat 1, C seat 2 the dealer).
EXAMPLE = {0: "Ac Qs Ks Qc 4h", 1: "Jh Jc 9d 8s 2c", 2: "Kh Tc Qd Jd Td"}


def example_to_showdown(swingo, bettor=0):
    """The example's third round: ``bettor`` bets 6 and both others call."""
    state = limp_and_choose(three_handed(swingo, EXAMPLE, "8d"), EXAMPLE)
    for _ in range(3):  # second round checked round
        state.apply(Check())
    while state.to_act != bettor:
        state.apply(Check())
    state.apply(Bet(6))
    state.apply(Call(6))
    state.apply(Call(6))
    return state


# ---- deal and betting ------------------------------------------------------------------


def test_the_player_to_dealers_left_places_a_small_blind_and_the_next_a_big_blind_twice_it(swingo):
    state = new_hand(swingo, TableStakes(players=4, small_blind=5, big_blind=10), seed=1, button=3)
    posted = [(e.kind, e.seat, e.amount) for e in state.log if e.kind.endswith("blind")]
    assert posted == [("small-blind", 0, 5), ("big-blind", 1, 10)]


def test_the_dealer_deals_five_cards_to_each_player_face_down(swingo):
    state = new_hand(swingo, TableStakes(players=4), seed=2, button=0)
    for seat in range(4):
        assert len(state.zones.cards("hand", seat)) == 5
        for other in range(4):
            shown = state.view(other)["seats"][seat]["zones"]["hand"]
            assert shown == (list(state.zones.cards("hand", seat)) if other == seat else [None] * 5)


def test_the_first_betting_round_is_begun_by_the_player_to_the_left_of_the_big_blind(swingo):
    state = new_hand(swingo, TableStakes(players=4), seed=3, button=0)  # blinds: seats 1 and 2
    assert state.to_act == 3


def test_each_surviving_player_chooses_two_hole_cards_a_folded_player_does_not(swingo):
    hands = {0: "Ah Kh 2c 3c 4c", 1: "Qh Jh 5d 6d 7d", 2: "9s 8s 2s 3s 4s"}
    state = three_handed(swingo, hands, "Tc")
    state.apply(Fold())
    state.apply(Call(1))
    state.apply(Check())  # the dealer folds before the choice
    assert state.street == "boards" and state.to_act == 0
    state.apply(Choose("2c 3c 4c"))
    assert state.to_act == 1
    state.apply(Choose("5d 6d 7d"))
    assert state.street == "boards" and state.to_act != 2  # the betting, not a third choice
    assert not any(e.kind in ("choose", "reveal") and e.seat == 2 for e in state.log)
    assert state.zones.cards("board", 2) == ()
    assert state.zones.cards("hand", 0) == tuple(cards("Ah Kh"))


ORDER_HANDS = {0: "4s 6s Ac Kd Qh", 1: "Js Ts 7c 7d 8h", 2: "Kh Ks 3c 3d 3h", 3: "Jd Td 2c 5d 9s"}


def test_pairs_and_triplets_count_in_poker_order_3_3_3_beats_7_7_8_beats_a_k_q(swingo):
    # Seat 0 shows A-K-Q, seat 1 7-7-8, seat 2 3-3-3, seat 3 nine high.
    state = new_hand(swingo, TableStakes(players=4), deck=stacked(ORDER_HANDS, "Ah", 3, 4), button=3)
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in range(4):
        state.apply(Choose(boards_of(ORDER_HANDS)[seat]), seat=seat)
    assert state.to_act == 2  # 3-3-3 begins the second round
    state.apply(Check())
    state.apply(Bet(4))
    state.apply(Call(4))
    state.apply(Call(4))
    state.apply(Fold())  # 3-3-3 gives up facing the bet
    # The river (the ace of hearts) would pair seat 0's ace; it is not counted.
    assert state.zones.cards("river") == (card("Ah"),)
    assert state.to_act == 1  # 7-7-8 beats A-K-Q


def test_incomplete_straights_and_flushes_do_not_count(swingo):
    # Three hearts in sequence are only jack high: seat 1's ace-king outranks them.
    hands = {0: "2d 3d 9h Th Jh", 1: "5c 6c Ac Kd 2s", 2: "7s 7h 4c 6d 8s"}
    state = limp_and_choose(three_handed(swingo, hands, "Qc"), hands)
    assert state.to_act == 1


def test_the_river_is_dealt_only_if_more_than_one_player_has_not_folded(swingo):
    hands = {0: "2d 3d 9h Th Jh", 1: "5c 6c Ac Kd 2s", 2: "7s 7h 4c 6d 8s"}
    state = limp_and_choose(three_handed(swingo, hands, "Qc"), hands)
    state.apply(Bet(6))
    state.apply(Fold())
    state.apply(Fold())  # seat 1 bets, 2 and 0 fold
    assert state.is_over and state.zones.cards("river") == ()
    assert card("Qc") in state.zones.stock
    assert not any(e.kind == "deal" and e.zone == "river" for e in state.log)


def test_the_third_round_is_begun_by_the_surviving_player_with_the_best_board_cards(swingo):
    state = new_hand(swingo, TableStakes(players=4), deck=stacked(ORDER_HANDS, "2h", 3, 4), button=3)
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in range(4):
        state.apply(Choose(boards_of(ORDER_HANDS)[seat]), seat=seat)
    # 3-3-3 and 7-7-8 give up; of A-K-Q and nine high, A-K-Q begins.
    state.apply(Check())
    state.apply(Bet(4))
    state.apply(Call(4))
    state.apply(Fold())
    state.apply(Fold())
    assert state.street == "river-round" and state.to_act == 0


def test_a_player_is_only_allowed_to_fold_if_another_has_placed_a_bet(swingo):
    state = limp_and_choose(three_handed(swingo, EXAMPLE, "8d"), EXAMPLE)
    for _ in range(3):  # nobody bets: nobody may fold
        assert Fold() not in state.legal_actions()
        with pytest.raises(IllegalAction) as refused:
            state.apply(Fold())
        assert refused.value.rule == FOLD_RULE
        state.apply(Check())
    state.apply(Bet(6))
    assert Fold() in state.legal_actions()


def test_a_player_with_as_much_in_the_pot_as_the_latest_bettor_may_not_fold(swingo):
    state = new_hand(swingo, TableStakes(players=4), seed=5, button=0)
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Call(1))
    assert state.to_act == 2  # the big blind: nothing more to put in
    assert Fold() not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Fold())
    assert refused.value.rule == FOLD_RULE


def test_when_a_player_folds_their_hole_and_board_cards_are_discarded_face_down(swingo):
    state = limp_and_choose(three_handed(swingo, EXAMPLE, "8d"), EXAMPLE)
    state.apply(Bet(6))
    state.apply(Fold())  # B folds: board 9d 8s 2c
    assert state.zones.cards("hand", 1) == () and state.zones.cards("board", 1) == ()
    assert set(cards("Jh Jc 9d 8s 2c")) <= set(state.zones.muck)
    for seat in (0, 2):
        assert state.view(seat)["seats"][1]["zones"]["board"] == []
        assert "Jh" not in seen_by(state, seat) and "Jc" not in seen_by(state, seat)
    (fold,) = [e for e in state.log if e.kind == "fold"]
    assert fold.cards is None


# ---- showdown ------------------------------------------------------------------------


def test_if_all_but_one_fold_the_last_collects_the_whole_pot_and_need_not_show(swingo):
    state = limp_and_choose(three_handed(swingo, EXAMPLE, "8d"), EXAMPLE)
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    state.apply(Bet(6))
    state.apply(Fold())
    state.apply(Fold())  # A bets in the third round
    result = state.result()
    assert not result.showdown and result.shown == ()
    assert not any(e.kind == "show" for e in state.log)
    assert [(w.seat, w.amount, w.hand) for p in result.pots for s in p.shares for w in s.winners] == [(0, 6, None)]
    for seat in (1, 2):
        assert "Ac" not in seen_by(state, seat) and "Qs" not in seen_by(state, seat)


def test_the_best_five_of_seven_may_take_only_one_card_from_another_players_board(swingo):
    # Seat 0 would have a flush with two of seat 1's hearts, or a wheel with seat 1's
    # five and seat 2's four; with one borrowed card it has only ace high.
    hands = {0: "Ah 2h 3h 9c Kd", 1: "Qs Qd 5h 7h Qc", 2: "Js Jd 4c 4d Tc"}
    result = checked_down(swingo, hands, "8s")
    assert {h.seat: h.hands["high"] for h in result.shown}[0] == "ace high"
    (winner,) = result.pots[0].shares[0].winners
    assert winner.seat == 1 and winner.hand == "three of a kind, queens"


def test_there_is_no_obligation_to_use_the_river_or_another_players_board_card(swingo):
    hands = {0: "Qh Kh 9h Th Jh", 1: "2c 2d 3s 4s 5c", 2: "7c 7d As Ad Ac"}
    (winner,) = checked_down(swingo, hands, "2s").pots[0].shares[0].winners
    assert winner.seat == 0 and winner.hand == "straight flush, king high"
    assert set(winner.cards) == set(cards(hands[0])) and winner.borrowed_from is None


def test_a_tie_for_best_splits_the_pot_with_no_order_of_suits(swingo):
    # Seats 0 and 1 both make 5-4-3-2-A, borrowing seat 2's four; the spade ace does not
    # beat the heart ace here.
    hands = {0: "As Ks 2c 3d 7h", 1: "Ah Kh 2d 3c 7s", 2: "Qc Jd 4c 4h 9d"}
    result = checked_down(swingo, hands, "5s")
    winners = result.pots[0].shares[0].winners
    assert [(w.seat, w.amount, w.hand) for w in winners] == [
        (0, 3, "straight, five high"),
        (1, 3, "straight, five high"),
    ]
    assert result.net == (1, 1, -2)


def test_hands_are_exposed_clockwise_beginning_with_the_player_who_most_recently_bet(swingo):
    state = example_to_showdown(swingo, bettor=1)  # B bets the third round
    assert state.legal_actions() == [Show(), Muck()]
    order = []
    while not state.is_over:
        order.append(state.to_act)
        state.apply(Show())
    assert order == [1, 2, 0]
    assert [h.seat for h in state.result().shown] == [1, 2, 0]


def test_with_no_bet_in_the_last_round_hands_are_exposed_from_the_dealers_left(swingo):
    hands = {0: "2d 3d 9h Th Jh", 1: "5c 6c Ac Kd 2s", 2: "7s 7h 4c 6d 8s"}
    state = limp_and_choose(
        new_hand(swingo, TableStakes(players=3), deck=stacked(hands, "Qc", 0, 3), button=0), hands, seats=(1, 2, 0)
    )
    for _ in range(6):
        state.apply(Check())
    order = []
    while not state.is_over:
        order.append(state.to_act)
        state.apply(Show())
    assert order == [1, 2, 0]


def test_only_show_or_muck_is_allowed_at_the_showdown(swingo):
    state = example_to_showdown(swingo)
    for action in (Check(), Fold(), Bet(2)):
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        assert refused.value.rule == "show or muck"


def test_a_hand_shown_is_seen_by_every_player_from_then_on(swingo):
    state = example_to_showdown(swingo)  # A bet: A shows first
    assert "Qs" not in seen_by(state, 1)
    state.apply(Show())
    for seat in (1, 2):
        assert state.view(seat)["seats"][0]["zones"]["hand"] == cards("Ac Qs")
    state.apply(Show())
    state.apply(Show())
    for seat in (0, 1, 2):
        assert state.view(seat)["seats"][0]["zones"]["hand"] == cards("Ac Qs")


def test_a_surrendered_hand_is_mucked_unshown_but_its_board_cards_stay_for_the_others(swingo):
    state = example_to_showdown(swingo)
    state.apply(Show())
    state.apply(Muck())  # B surrenders its jacks full
    assert state.zones.cards("hand", 1) == ()
    assert state.zones.cards("board", 1) == tuple(cards("9d 8s 2c"))
    state.apply(Show())
    result = state.result()
    (winner,) = result.pots[0].shares[0].winners
    # C's straight flush still takes B's nine of diamonds.
    assert winner.seat == 2 and winner.hand == "straight flush, queen high"
    assert winner.borrowed_from == 1 and winner.amount == 24
    assert [h.seat for h in result.shown] == [0, 2]
    for seat in range(3):
        text = seen_by(state, seat)
        assert seat == 1 or ("Jh" not in text and "Jc" not in text)
        assert state.view(seat)["seats"][1]["zones"]["board"] == cards("9d 8s 2c")


def test_a_surrendered_hand_wins_no_share_of_the_pot_even_the_best(swingo):
    state = example_to_showdown(swingo)
    state.apply(Show())
    state.apply(Show())
    state.apply(Muck())  # C gives up the straight flush
    result = state.result()
    (winner,) = result.pots[0].shares[0].winners
    assert winner.seat == 1 and winner.hand == "full house, jacks over eights"
    assert result.net == (-8, 16, -8)


def test_the_last_hand_not_surrendered_takes_the_pot_without_being_shown(swingo):
    state = example_to_showdown(swingo)
    state.apply(Muck())
    state.apply(Muck())  # A and B surrender; C need not show
    assert state.is_over
    result = state.result()
    assert result.shown == ()
    assert [(w.seat, w.amount, w.hand) for p in result.pots for s in p.shares for w in s.winners] == [(2, 24, None)]
    for seat in (0, 1):
        text = seen_by(state, seat)
        assert "Kh" not in text and "Tc" not in text
    assert not any(e.kind == "show" for e in state.log)


def test_a_side_pot_every_claimant_surrendered_goes_to_the_last_to_muck(swingo):
    # Seat 2 (C) is all in for the blinds' worth; A and B contest a side pot besides.
    stakes = TableStakes(stacks=(200, 200, 8))
    state = new_hand(swingo, stakes, deck=stacked(EXAMPLE, "8d", 2, 3), button=2)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in (0, 1, 2):
        state.apply(Choose(boards_of(EXAMPLE)[seat]), seat=seat)
    state.apply(Check())
    state.apply(Check())
    state.apply(Bet(6))  # C all in; A and B call
    state.apply(Call(6))
    state.apply(Call(6))
    state.apply(Bet(20))
    state.apply(Call(20))  # A and B alone in the third round
    assert state.to_act == 0  # A bet last: A shows first
    state.apply(Muck())
    state.apply(Muck())  # A and B both surrender; C need not show
    result = state.result()
    main, side = result.pots
    assert [w.seat for s in main.shares for w in s.winners] == [2]
    assert [(w.seat, w.amount) for s in side.shares for w in s.winners] == [(1, 40)]
    assert result.net == (-28, 12, 16)


# Played in test_engine_swingo.py: "In this game a player is only allowed to fold if another
# player has placed a bet" (the big blind), "all surviving players expose their three board
# cards" together, "begun by the player with the highest ranking set of board cards" with
# the suit tie-break and "the river card is not taken into account", the worked example
# (the straight flush; B's fold makes the nine of diamonds disappear).
