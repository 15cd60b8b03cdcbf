"""The classic stud and draw games, rule by rule: who brings in and who begins each
later street, the bet sizes of each street, high-low splits with and without a
qualifying low, how many cards a draw may take, three draws, the badugi ranking, and
a triple draw that runs through the deck.

Decks are stacked from the top, one card at a time round the table from the dealer's
left. The button is on the last seat, so seat 0 is dealt first.
"""

from __future__ import annotations

import pytest

from pokerlang.cards import card, standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import (
    BetRange,
    Call,
    Check,
    Complete,
    Draw,
    DrawCards,
    Fold,
    IllegalAction,
    PostBringIn,
    RaiseRange,
    TableStakes,
    new_hand,
)
from helpers.stud_play import check_or_call_down, draw_hand, limp_in, stacked, stud_hand


def bet_size(state) -> int:
    (ranged,) = [o for o in state.legal_actions() if isinstance(o, (BetRange, RaiseRange, Complete))]
    return ranged.min if not isinstance(ranged, Complete) else ranged.amount


# ---- seven-card stud ----------------------------------------------------------------------

THREE_HANDED_THIRD = ("Ah Kd Qs", "7c 7d 7h", "5h 5c 9s")  # two down, one up each


def test_stud_the_lowest_upcard_brings_in_clubs_lowest_on_equal_ranks():
    state = stud_hand("seven-card-stud", 3, *THREE_HANDED_THIRD)
    assert [e.amount for e in state.log if e.kind == "ante"] == [1, 1, 1]
    assert state.street == "third-street"
    assert state.to_act == 1  # 5c, not 5h
    assert state.legal_actions() == [PostBringIn(2), Complete(4)]
    with pytest.raises(IllegalAction):
        state.apply(Check())


def test_stud_the_bring_in_may_be_completed_to_the_small_bet_by_the_next_seat():
    state = stud_hand("seven-card-stud", 3, *THREE_HANDED_THIRD)
    state.apply(PostBringIn())
    assert state.to_act == 2
    assert state.legal_actions() == [Fold(), Call(2), Complete(4)]
    state.apply(Complete())
    assert state.chips.bets == [0, 2, 4]
    assert state.legal_actions()[-1] == RaiseRange(8, 8)  # then raises are of the small bet


def test_stud_later_streets_begin_with_the_best_hand_showing_ties_by_position():
    # Fourth street: seat 0 shows 5h Kc, seat 1 5c Ks, seat 2 9s 2d. Seats 0 and 1 show
    # the same ranks: suits decide nothing after the bring-in (Robert's Rules, stud 4),
    # the first of them clockwise from the dealer (seat 2) begins: seat 0.
    state = stud_hand("seven-card-stud", 3, *THREE_HANDED_THIRD, "Kc Ks 2d")
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Call())
    assert state.street == "fourth-street" and state.to_act == 0
    assert bet_size(state) == 4  # fourth street: the small bet


def test_stud_a_pair_showing_begins_before_a_higher_card():
    state = stud_hand("seven-card-stud", 3, *THREE_HANDED_THIRD, "Kc 2c 9h")
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Call())
    assert state.to_act == 2  # 9s 9h beats K-5


def test_stud_fifth_to_seventh_street_are_played_in_big_bets():
    state = stud_hand("seven-card-stud", 2, "Ah Kd", "7c 7d", "5h 9s", "Kc 2c", "3d 4d", "6h Jc")
    state.apply(PostBringIn())
    state.apply(Call())  # seat 0 (5h) brings in
    assert state.street == "fourth-street"
    state.apply(Check())
    state.apply(Check())
    assert state.street == "fifth-street" and bet_size(state) == 8
    state.apply(Check())
    state.apply(Check())
    assert state.street == "sixth-street" and bet_size(state) == 8
    state.apply(Check())
    state.apply(Check())
    assert state.street == "seventh-street" and bet_size(state) == 8
    # The seventh card comes face down: nobody else sees it.
    assert state.view(1)["seats"][0]["zones"]["hole"].count(None) == 3


def test_stud_eight_players_all_to_seventh_street_share_one_common_card():
    # No burns: 48 cards go out by sixth street, and the four left cannot go round.
    game = load_game("seven-card-stud")
    assert (game.min_players, game.max_players) == (2, 8)
    state = new_hand(game, TableStakes(ante=1, bring_in=2, players=8), seed=3)
    check_or_call_down(state)
    assert len(state.zones.stock) == 3
    (common,) = state.zones.cards("board")
    result = state.result()
    assert all(len(h.cards) == 6 for h in result.shown)  # three down and three up each
    assert all(state.view(seat)["table"]["board"] == [common] for seat in range(8))


def test_stud_with_cards_enough_for_everyone_no_common_card_is_dealt():
    state = new_hand(load_game("seven-card-stud"), TableStakes(ante=1, bring_in=2, players=7), seed=3)
    check_or_call_down(state)
    assert state.zones.cards("board") == ()
    assert all(len(h.cards) == 7 for h in state.result().shown)


def test_the_common_card_plays_in_every_hand():
    # Eight players, everyone checks to the end; the common card makes seat 0 four aces.
    rounds = [
        "Ah 2c 3c 4c 5c 6c 7c 8c",
        "Ad 2d 3d 4d 5d 6d 7d 8d",
        "Ac 2h 3h 4h 5h 6h 7h 8h",
        "9c 2s 3s 4s 5s 6s 7s 8s",
        "9d Tc Jc Qc Kc Td Jd Qd",
        "9h Kd Th Jh Qh Kh Ts Js",
    ]
    state = stud_hand("seven-card-stud", 8, *rounds, "As")
    check_or_call_down(state)
    assert state.zones.cards("board") == (card("As"),)
    (pot,) = state.result().pots
    (winner,) = pot.shares[0].winners
    assert winner.seat == 0 and winner.hand.startswith("four of a kind")
    assert card("As") in winner.cards


# ---- high-low ---------------------------------------------------------------------------


def test_hi_lo_the_pot_is_split_between_the_best_high_and_an_eight_or_better_low():
    # Seat 0: kings full; seat 1: 8-6-4-3-A for low. Seat 1 (4h) brings in; seat 0 calls.
    state = stud_hand("seven-card-stud-hi-lo", 2, "Kh Ac", "Kd 3d", "Ks 4h", "9c 6s", "9d 8c", "Jh Td", "2c Qc")
    check_or_call_down(state)
    (pot,) = state.result().pots
    assert pot.amount == 6
    shares = {s.name: [(w.seat, w.amount) for w in s.winners] for s in pot.shares}
    assert shares == {"high": [(0, 3)], "low": [(1, 3)]}


def test_hi_lo_without_a_qualifying_low_the_high_hand_takes_the_whole_pot():
    # Seat 1's best low is 9-6-4-3-A: not eight or better.
    state = stud_hand("seven-card-stud-hi-lo", 2, "Kh Ac", "Kd 3d", "Ks 4h", "9c 6s", "9d 9h", "Jh Td", "2c Qc")
    check_or_call_down(state)
    (pot,) = state.result().pots
    assert [(s.name, [(w.seat, w.amount) for w in s.winners]) for s in pot.shares] == [("high", [(0, 6)])]


def test_hi_lo_an_odd_chip_goes_to_the_high_half():
    state = new_hand(
        load_game("seven-card-stud-hi-lo"),
        TableStakes(ante=1, bring_in=2, small_bet=4, big_bet=8, players=3),
        deck=stacked("Kh Ac 2h", "Kd 3d 2d", "Ks 4h Qh", "9c 6s 2s", "9d 8c Qs", "Jh Td Jd", "2c Qc 3c"),
        button=2,
    )
    # Seat 1 (4h) brings in, seat 2 calls, seat 0 folds: three antes and two bets of 2.
    # Seat 2 makes deuces full, seat 1 an 8-6-4-3-A low.
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Fold())
    check_or_call_down(state)
    (pot,) = state.result().pots
    shares = {s.name: [(w.seat, w.amount) for w in s.winners] for s in pot.shares}
    assert pot.amount == 7 and shares == {"high": [(2, 4)], "low": [(1, 3)]}


# ---- razz ---------------------------------------------------------------------------------


def test_razz_the_highest_upcard_brings_in_aces_low():
    state = stud_hand("razz", 3, "2h 3d 4s", "5c 6d 7h", "Ac Qd Jc")
    assert state.to_act == 1  # the queen; the ace is low


def test_razz_equal_high_upcards_spades_brings_in():
    state = stud_hand("razz", 3, "2h 3d 4s", "5c 6d 7h", "Kh Ks Jc")
    assert state.to_act == 1


def test_razz_later_streets_begin_with_the_best_low_showing_pairs_count_against():
    # Fourth street: seat 0 shows a pair of fours, seat 1 Q-3, seat 2 J-2: J-2 is best.
    state = stud_hand("razz", 3, "2h 3d 5s", "5c 6d 7h", "4c Qd Jc", "4d 3c 2d")
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Call())
    assert state.street == "fourth-street" and state.to_act == 2


def test_razz_the_lowest_hand_wins_and_straights_do_not_count():
    # Seat 0: A-2-3-4-5 (a wheel, the best low); seat 1: 6-4-3-2-A.
    state = stud_hand("razz", 2, "Ah 6c", "2d 4s", "3c Ks", "4h 3d", "5s 2h", "Qh Ac", "Kd Jd")
    check_or_call_down(state)
    (pot,) = state.result().pots
    (share,) = pot.shares
    assert [w.seat for w in share.winners] == [0]
    assert share.winners[0].hand.startswith("5-4-3-2-A")


# ---- five-card stud -----------------------------------------------------------------------


def test_five_card_stud_lowest_upcard_brings_in_then_best_showing_small_then_big_bets():
    state = stud_hand("five-card-stud", 3, "Ah Kd Qs", "3d 2c 9s", "Ac 5c 8c")
    assert state.to_act == 1  # 2c
    state.apply(PostBringIn())
    state.apply(Call())
    state.apply(Call())
    assert state.street == "third-street" and state.to_act == 0  # A-3 beats 9-8 and 5-2
    assert bet_size(state) == 4
    for _ in range(3):
        state.apply(Check())
    assert state.street == "fourth-street" and bet_size(state) == 8


# ---- draw games ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, most",
    [("five-card-draw", 5), ("deuce-to-seven-single-draw", 5), ("deuce-to-seven-triple-draw", 5), ("badugi", 4)],
)
def test_a_draw_takes_from_none_to_every_card_held(name, most):
    state = new_hand(load_game(name), TableStakes(players=3), seed=5, button=2)
    limp_in(state)
    (option,) = state.legal_actions()
    assert isinstance(option, DrawCards) and (option.low, option.high) == (0, most)
    seat = state.to_act
    held = state.zones.cards("hand", seat)
    state.apply(Draw(held))  # all of them
    new = state.zones.cards("hand", seat)
    assert len(new) == most and not set(new) & set(held)


def test_five_card_draw_small_bet_before_the_draw_big_bet_after():
    state = new_hand(load_game("five-card-draw"), TableStakes(players=3), seed=2, button=2)
    assert state.to_act == 2 and state.legal_actions()[-1] == RaiseRange(4, 4)
    limp_in(state)
    for _ in range(3):
        state.apply(Draw())
    assert state.street == "the-draw" and bet_size(state) == 4


def test_triple_draw_has_three_draws_and_four_betting_rounds():
    state = new_hand(load_game("deuce-to-seven-triple-draw"), TableStakes(players=2), seed=4, button=1)
    draws, rounds = [], {}  # rounds: street -> its bet size
    while not state.is_over:
        options = state.legal_actions()
        if any(isinstance(o, DrawCards) for o in options):
            draws.append(state.street)
            state.apply(Draw())
            continue
        rounds.setdefault(state.street, bet_size(state))
        state.apply(Check() if Check() in options else Call())
    assert draws == ["first-draw"] * 2 + ["second-draw"] * 2 + ["third-draw"] * 2
    # Small bets before the first draw and after it (first a raise to 4 over the big
    # blind of 2), big bets after the second and the third.
    assert rounds == {"deal-hands": 4, "first-draw": 2, "second-draw": 4, "third-draw": 4}


def test_deuce_to_seven_the_lowest_hand_wins_straights_and_aces_count_high():
    # Seat 0: 8-6-5-4-2; seat 1: 7-6-5-4-3, a straight; seat 2: A-5-4-3-2, ace high.
    state = draw_hand("deuce-to-seven-single-draw", 3, "8h 7h Ah", "6d 6c 5s", "5c 5d 4d", "4s 4h 3c", "2h 3s 2c")
    limp_in(state)
    check_or_call_down(state)
    (pot,) = state.result().pots
    assert [w.seat for w in pot.shares[0].winners] == [0]


def test_deuce_to_seven_single_draw_is_no_limit():
    state = draw_hand("deuce-to-seven-single-draw", 2, "8h 7h", "6d 6c", "5c 5d", "4s 4h", "2h 3s")
    assert state.legal_actions()[-1] == RaiseRange(4, 200)


def test_badugi_four_cards_of_different_suits_and_ranks_beat_three_and_the_lowest_wins():
    # Seat 0: K-Q-J-T, a four-card badugi; seat 1: A-2-3-4 with two clubs, three cards only;
    # seat 2: 5-4-3-2, a badugi lower than seat 0's.
    state = draw_hand("badugi", 3, "Kc Ac 5s", "Qd 2c 4h", "Jh 3d 3c", "Ts 4d 2d")
    limp_in(state)
    check_or_call_down(state)
    (pot,) = state.result().pots
    (share,) = pot.shares
    assert [w.seat for w in share.winners] == [2]
    assert sorted(map(str, share.winners[0].cards)) == ["2d", "3c", "4h", "5s"]


def test_badugi_more_cards_beat_fewer():
    state = draw_hand("badugi", 2, "Kc Ac", "Qd 2c", "Jh 3d", "Ts 4h")
    limp_in(state)
    check_or_call_down(state)
    (pot,) = state.result().pots
    assert [w.seat for w in pot.shares[0].winners] == [0]  # K-Q-J-T over A-3-4


def test_triple_draw_with_six_players_runs_through_the_deck_and_reshuffles_the_discards():
    deck = list(standard_deck())
    state = new_hand(load_game("deuce-to-seven-triple-draw"), TableStakes(players=6), deck=deck, button=5)
    limp_in(state)
    assert len(state.zones.stock) == 22
    for seat in range(6):  # everyone draws five
        thrown = state.zones.cards("hand", seat)
        state.apply(Draw(thrown))
        assert not set(thrown) & set(state.zones.cards("hand", seat))  # never its own discards
    assert any(e.kind == "reshuffle" for e in state.log)
    assert all(len(state.zones.cards("hand", s)) == 5 for s in range(6))
    assert sorted(state.zones.every_card(), key=lambda c: c.index) == sorted(deck, key=lambda c: c.index)
    check_or_call_down(state)
    assert state.result().showdown


def test_a_short_deck_deal_must_turn_a_seat_deal_into_a_shared_one(tmp_path):
    from pokerlang.check import check_file

    bad = tmp_path / "bad.poker"
    bad.write_text(
        "import rankings\nzone hand per seat private\nzone shown per seat public\n"
        "step one { deal 2 to hand, or to shown if the deck is short  bet }\n"
        "showdown best 5 of hand + shown by high\n"
    )
    (problem,) = check_file(bad)
    assert "deal to a seat's zone, or else to a shared zone" in problem.render()
    assert ":4:34:" in problem.render()  # the caret under `shown`
