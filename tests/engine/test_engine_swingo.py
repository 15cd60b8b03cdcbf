"""Swingo, following the rule text: folding only when facing a bet, the board cards
chosen in secret and shown together, the betting begun by the best board cards (ties
by suit), the river, and the worked example with A, B and C."""

from __future__ import annotations

import pytest
from helpers.stacking import cards, stacked

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Call, Check, Choose, ChooseCards, Fold, IllegalAction, Show, TableStakes, new_hand
from pokerlang.engine.refusals import FOLD_RULE


@pytest.fixture(scope="module")
def swingo():
    return load_game("swingo")


# A, B and C of the rule text's example: A is seat 0 (small blind), B seat 1 (big
# blind), C seat 2 (the dealer, first to act before the boards are chosen).
EXAMPLE = {0: "Ac Qs Ks Qc 4h", 1: "Jh Jc 9d 8s 2c", 2: "Kh Tc Qd Jd Td"}
BOARDS = {0: "Ks Qc 4h", 1: "9d 8s 2c", 2: "Qd Jd Td"}


def to_third_round(swingo):
    state = new_hand(swingo, TableStakes(players=3), deck=stacked(EXAMPLE, "8d", 2, 3), button=2)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    for seat in (0, 1, 2):
        state.apply(Choose(BOARDS[seat]), seat=seat)
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    assert state.street == "river-round" and state.zones.cards("river") == (card("8d"),)
    return state


def test_a_player_may_fold_only_when_facing_a_bet(swingo):
    state = new_hand(swingo, TableStakes(players=3), deck=stacked(EXAMPLE, "8d", 2, 3), button=2)
    assert Fold() in state.legal_actions()  # C faces the big blind
    state.apply(Call(2))
    state.apply(Call(1))
    assert state.to_act == 1  # B, the big blind, has called already
    assert Fold() not in state.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        state.apply(Fold())
    assert refused.value.rule == FOLD_RULE
    state.apply(Check())
    assert state.street == "boards"


def test_the_board_cards_are_chosen_in_secret_and_shown_together(swingo):
    state = new_hand(swingo, TableStakes(players=3), deck=stacked(EXAMPLE, "8d", 2, 3), button=2)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    assert state.to_act == 0  # from the dealer's left
    assert state.legal_actions() == [
        ChooseCards(cards=tuple(cards(EXAMPLE[0])), source="hand", target="board", count=3)
    ]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Choose("Ks Qc"))
    assert refused.value.rule == "card count"
    with pytest.raises(IllegalAction) as refused:
        state.apply(Choose("Ks Qc 9d"))  # B's card, not A's
    assert refused.value.rule == "card not in hand"
    state.apply(Choose(BOARDS[0]))
    # A's choice is A's secret: nobody else's view shows it, and nothing has moved yet.
    for seat in (1, 2):
        view = state.view(seat)
        assert view["seats"][0]["zones"]["board"] == []
        assert "Ks" not in repr(view) and "Qc" not in repr(view)
    mine = state.view(0)
    assert [line["cards"] for line in mine["log"] if line["kind"] == "choose"] == [cards(BOARDS[0])]
    state.apply(Choose(BOARDS[1]))
    assert state.view(2)["seats"][1]["zones"]["board"] == []
    state.apply(Choose(BOARDS[2]))
    for seat in (0, 1, 2):  # all shown at once
        view = state.view((seat + 1) % 3)
        assert view["seats"][seat]["zones"]["board"] == cards(BOARDS[seat])
        assert view["seats"][seat]["zones"]["hand"] == [None, None]


def test_the_best_board_cards_begin_the_second_and_third_rounds_ties_by_suit(swingo):
    # Seats 0 and 1 both show king-seven-three; seat 1's king of spades outranks the
    # king of hearts (clubs < diamonds < hearts < spades).
    hands = {0: "Kh 7c 3d 2s 4s", 1: "Ks 7d 3c 5c 6c", 2: "9c 5d 2h Ac Ad"}
    state = new_hand(swingo, TableStakes(players=3), deck=stacked(hands, "Ah", 2, 3), button=2)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    state.apply(Choose("Kh 7c 3d"))
    state.apply(Choose("Ks 7d 3c"))
    state.apply(Choose("9c 5d 2h"))
    assert state.to_act == 1
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    # The river (an ace) would give seat 2 the best cards, but it does not count here.
    assert state.zones.cards("river") == (card("Ah"),)
    assert state.to_act == 1


def test_the_example_if_all_show_down_the_straight_flush_wins(swingo):
    state = to_third_round(swingo)
    assert state.to_act == 0  # A's king-queen is the best board
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    state.apply(Show())
    state.apply(Show())
    state.apply(Show())  # everyone shows
    result = state.result()
    (pot,) = result.pots
    (winner,) = pot.shares[0].winners
    assert winner.seat == 2 and winner.amount == 6
    assert winner.hand == "straight flush, queen high"
    assert winner.borrowed_from == 1  # B's nine of diamonds
    assert set(winner.cards) == set(cards("Qd Jd Td 9d 8d"))
    shown = {h.seat: h.hands["high"] for h in result.shown}
    assert shown[1] == "full house, jacks over eights"
    assert shown[0] == "three of a kind, queens"


def test_the_example_if_a_bets_and_b_folds_the_nine_is_gone_and_a_wins(swingo):
    state = to_third_round(swingo)
    state.apply(Bet(6))
    assert Fold() in state.legal_actions()  # B now faces a bet
    state.apply(Fold())
    assert card("9d") in state.zones.muck  # B's board cards go with B
    state.apply(Call(6))
    state.apply(Show())
    state.apply(Show())  # A, the bettor, shows first
    result = state.result()
    (pot,) = result.pots
    (winner,) = pot.shares[0].winners
    assert winner.seat == 0 and winner.amount == 18
    assert winner.hand == "three of a kind, queens"
    assert winner.borrowed_from == 2  # C's queen of diamonds
    shown = {h.seat: h.hands["high"] for h in result.shown}
    assert shown[2] == "two pair, kings and tens"
    assert [h.seat for h in result.shown] == [0, 2]  # shown from the last aggressor on
    assert result.stacks == (210, 198, 192)


def test_no_view_holds_another_seats_hole_cards(swingo):
    state = to_third_round(swingo)
    state.apply(Bet(6))
    state.apply(Fold())
    holes = {0: cards("Ac Qs"), 1: cards("Jh Jc"), 2: cards("Kh Tc")}
    for seat in range(3):
        text = repr(state.view(seat))
        for other, hole in holes.items():
            if other != seat:
                assert not any(str(c) in text for c in hole), (seat, other)
