"""Anaconda (3-2-1 left), sentence by sentence, on stacked decks: three seats, the button
at seat 2, so seat 0 is dealt first and decides first; seat 0 passes to seat 1, seat 1
to seat 2, seat 2 to seat 0."""

import pytest
from helpers.moves_play import settle_round, stakes, won
from helpers.stacking import cards, round_the_table

from pokerlang.compiler import load_game
from pokerlang.engine import Choose, Discard, Fold, IllegalAction, new_hand

HANDS = {0: "As Ks Qs Js 2c 3c 4c", 1: "2d 3d 4d 5d 9h 9c 7s", 2: "Ah Kh Qh Jh 2h 6c 8c"}


@pytest.fixture(scope="module")
def game():
    return load_game("anaconda")


def deal(game, hands=HANDS):
    return new_hand(game, stakes(3), deck=round_the_table(hands, 2, 3), button=2)


def names(cs):
    return sorted(str(c) for c in cs)


def hand(state, seat):
    return names(state.zones.cards("hand", seat))


def pass_cards(state, *choices):
    """Each seat still in, from seat 0 on, passes the cards named."""
    for text in choices:
        state.apply(Choose(cards(text)))


def through_the_passes(game):
    state = deal(game)
    settle_round(state)
    pass_cards(state, "2c 3c 4c", "9h 9c 7s", "2h 6c 8c")
    settle_round(state)
    pass_cards(state, "6c 8c", "2c 3c", "9h 9c")
    settle_round(state)
    pass_cards(state, "2h", "8c", "2c")
    settle_round(state)
    return state


# "seven cards down to each player"
def test_seven_cards_down_to_each_player(game):
    state = deal(game)
    for seat in range(3):
        assert len(state.zones.cards("hand", seat)) == 7
        assert state.view((seat + 1) % 3)["seats"][seat]["zones"]["hand"] == [None] * 7
    assert state.street == "deal-hands" and state.to_act == 0  # a betting round first


# "After a betting round each player passes three cards to the player on their left, all at once"
def test_three_cards_pass_to_the_left_all_at_once(game):
    state = deal(game)
    settle_round(state)
    pass_cards(state, "2c 3c 4c", "9h 9c 7s")
    assert hand(state, 1) == names(cards("2d 3d 4d 5d 9h 9c 7s"))  # nothing moves before the last choice
    pass_cards(state, "2h 6c 8c")
    assert hand(state, 0) == names(cards("As Ks Qs Js 2h 6c 8c"))
    assert hand(state, 1) == names(cards("2d 3d 4d 5d 2c 3c 4c"))
    assert hand(state, 2) == names(cards("Ah Kh Qh Jh 9h 9c 7s"))


def test_no_one_passes_on_a_card_received_in_the_same_pass(game):
    state = deal(game)
    settle_round(state)
    pass_cards(state, "2c 3c 4c")
    with pytest.raises(IllegalAction):
        state.apply(Choose(cards("2c 9h 9c")))  # seat 1 has not received seat 0's cards


# "Only the passer and the receiver see the cards passed."
def test_only_the_passer_and_the_receiver_see_the_cards_passed(game):
    state = deal(game)
    settle_round(state)
    pass_cards(state, "2c 3c 4c", "9h 9c 7s", "2h 6c 8c")
    passed = set(cards("2c 3c 4c"))
    for seat, sees in ((0, True), (1, True), (2, False)):
        logged = {c for line in state.view(seat)["log"] for c in line.get("cards", ())}
        assert (passed <= logged) is sees
        assert not (passed & logged) or sees


# "after another betting round, two cards; after another, one card, each time choosing
# from the hand they now hold"
def test_then_two_then_one_from_the_hand_now_held(game):
    state = deal(game)
    settle_round(state)
    pass_cards(state, "2c 3c 4c", "9h 9c 7s", "2h 6c 8c")
    settle_round(state)
    assert state.legal_actions()[0].count == 2
    pass_cards(state, "8c 6c", "2c 3c", "9h 9c")  # each passes cards received in the last pass
    settle_round(state)
    assert state.legal_actions()[0].count == 1
    pass_cards(state, "9h", "8c", "2c")
    assert hand(state, 0) == names(cards("As Ks Qs Js 2h 9c 2c"))


def test_a_folded_player_is_passed_over(game):
    state = deal(game)
    state.apply(Fold())  # seat 0 folds: seat 2 now passes to seat 1
    settle_round(state)
    pass_cards(state, "9h 9c 7s", "2h 6c 8c")
    assert hand(state, 1) == names(cards("2d 3d 4d 5d 2h 6c 8c"))
    assert hand(state, 2) == names(cards("Ah Kh Qh Jh 9h 9c 7s"))


# "each player discards two cards, keeps five, and lays them face down in the order they
# want them shown. The cards are then rolled, one card at a time, with a betting round
# after each"
def test_five_kept_are_rolled_in_the_order_laid_one_per_betting_round(game):
    state = through_the_passes(game)
    assert state.street == "keep-five"
    for _ in range(3):
        seat = state.to_act
        held = state.zones.cards("hand", seat)
        state.apply(Discard(held[:2]))
    rows = {}
    for _ in range(3):
        seat = state.to_act
        rows[seat] = list(reversed(state.zones.cards("hand", seat)))  # any order the player likes
        state.apply(Choose(rows[seat]))
    for rolled in range(1, 6):
        for viewer in range(3):
            for seat in range(3):
                shown = state.view(viewer)["seats"][seat]["zones"]["row"]
                assert [c for c in shown if c is not None] == (rows[seat] if viewer == seat else rows[seat][:rolled])
        assert sum(e.kind == "roll" for e in state.log) == 3 * rolled
        assert not any(e.kind == "expose" for e in state.log)  # nobody decided anything
        settle_round(state)
    assert state.is_over


# "the best five-card hand wins"
def test_the_best_five_card_hand_wins(game):
    state = through_the_passes(game)
    assert [hand(state, s) for s in range(3)] == [
        names(cards(t)) for t in ("As Ks Qs Js 9h 9c 2c", "2d 3d 4d 5d 4c 6c 2h", "Ah Kh Qh Jh 7s 3c 8c")
    ]
    for text in ("9h 2c", "4c 2h", "7s 3c"):
        state.apply(Discard(cards(text)))
    for _ in range(3):
        state.apply(Choose(state.zones.cards("hand", state.to_act)))
    while not state.is_over:
        settle_round(state)
    assert won(state) == [0, state.result().pots[0].amount, 0]  # the six-high straight
