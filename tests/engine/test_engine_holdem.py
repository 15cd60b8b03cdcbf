"""Texas hold'em, hand by hand: blinds, who acts, the minimum raise, side pots, odd chips.

Decks are stacked (``holdem_deck``, in stacking.py): the hole cards dealt one at a time
from the dealer's left, then the board, each burn a card that does not matter.
"""

from __future__ import annotations

import pytest
from helpers.stacking import holdem_deck

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Bet,
    BetRange,
    Call,
    Check,
    EngineError,
    Fold,
    IllegalAction,
    Raise,
    RaiseRange,
    TableStakes,
    new_hand,
)


@pytest.fixture(scope="module")
def holdem():
    return load_game("holdem")


def option(state, kind):
    return next(o for o in state.legal_actions() if isinstance(o, kind))


# ---- blinds and who acts ------------------------------------------------------------------


def test_blinds_left_of_the_button_and_the_first_to_act_after_the_big_blind(holdem):
    state = new_hand(holdem, TableStakes(players=4), seed=1, button=0)
    assert state.chips.bets == [0, 1, 2, 0]  # small blind seat 1, big blind seat 2
    assert state.to_act == 3  # under the gun: left of the big blind
    state.apply(Call(2))
    state.apply(Call(2))
    state.apply(Call(1))
    assert state.to_act == 2  # the big blind has its option
    assert Check() in state.legal_actions()
    assert option(state, RaiseRange) == RaiseRange(4, 200)
    state.apply(Check())
    assert state.street == "flop" and len(state.zones.cards("board")) == 3
    assert state.to_act == 1  # after the flop: the dealer's left


def test_heads_up_the_button_posts_the_small_blind_and_acts_first_before_the_flop(holdem):
    state = new_hand(holdem, TableStakes(players=2), seed=2, button=0)
    assert state.chips.bets == [1, 2]
    assert state.to_act == 0
    state.apply(Call(1))
    state.apply(Check())
    assert state.street == "flop"
    assert state.to_act == 1  # and last after it


def test_a_raise_is_at_least_the_last_raise(holdem):
    state = new_hand(holdem, TableStakes(players=3), seed=3, button=0)  # seat 0 acts first
    state.apply(Raise(6))  # a raise of 4 over the big blind
    assert option(state, RaiseRange) == RaiseRange(10, 200)
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise(9))
    assert refused.value.rule == "minimum bet or raise"
    state.apply(Raise(16))  # a raise of 10
    assert option(state, RaiseRange).min == 26


def test_an_all_in_for_less_than_a_raise_does_not_reopen_the_betting(holdem):
    stakes = TableStakes(players=3, stacks=(200, 200, 13))
    state = new_hand(holdem, stakes, seed=4, button=2)  # seat 0 small blind, seat 1 big, seat 2 acts
    state.apply(Call(2))
    state.apply(Raise(10))  # small blind raises to 10
    state.apply(Call(8))  # big blind calls
    state.apply(Raise(13))  # all in: 3 more, not a full raise of 8
    assert state.to_act == 0
    assert not any(isinstance(o, RaiseRange) for o in state.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise(30))
    assert refused.value.rule == "incomplete raise"
    state.apply(Call(3))
    state.apply(Call(3))
    assert state.street == "flop"


def test_illegal_actions_say_which_rule_forbids_them(holdem):
    state = new_hand(holdem, TableStakes(players=3), seed=5, button=0)
    cases = [
        (lambda: state.apply(Check(), seat=1), "not your turn"),
        (lambda: state.apply(Check()), "a bet must be called"),
        (lambda: state.apply(Bet(10)), "bet only when unopened"),
        (lambda: state.apply(Raise(500)), "table stakes"),
        (lambda: state.apply(Call(5)), "call amount"),
    ]
    for attempt, rule in cases:
        with pytest.raises(IllegalAction) as refused:
            attempt()
        assert refused.value.rule == rule
    assert state.to_act == 0 and state.chips.bets == [0, 1, 2]  # nothing changed


def test_everyone_folds_and_the_big_blind_wins_without_a_showdown(holdem):
    state = new_hand(holdem, TableStakes(players=3), seed=6, button=0)
    state.apply(Fold())
    state.apply(Fold())
    assert state.is_over and state.to_act is None and state.legal_actions() == []
    result = state.result()
    assert not result.showdown and result.shown == ()
    assert result.stacks == (200, 199, 201) and result.net == (0, -1, 1)
    assert result.returned == ((2, 1),)  # the big blind's unmatched chip comes back
    with pytest.raises(IllegalAction):
        state.apply(Check())


# ---- pots ---------------------------------------------------------------------------------


def test_three_all_ins_of_different_sizes_make_a_main_pot_and_a_side_pot(holdem):
    # Seat 0 (50 chips) has aces, seat 1 (100) kings, seat 2 (200) queens.
    deck = holdem_deck({0: "Ah Ad", 1: "Kh Kd", 2: "Qh Qd"}, "2c 7s 9d 3h 4s", button=0, players=3)
    state = new_hand(holdem, TableStakes(players=3, stacks=(50, 100, 200)), deck=deck, button=0)
    state.apply(Raise(50))
    state.apply(Raise(100))
    state.apply(Raise(200))
    assert state.is_over
    result = state.result()
    main, side = result.pots
    assert (main.amount, main.eligible) == (150, (0, 1, 2))
    assert (side.amount, side.eligible) == (100, (1, 2))
    assert [w.seat for w in main.shares[0].winners] == [0]
    assert [w.seat for w in side.shares[0].winners] == [1]
    assert main.shares[0].winners[0].hand == "pair of aces"
    assert result.returned == ((2, 100),)  # nobody could call the last 100
    assert result.stacks == (150, 100, 100)
    assert sum(result.net) == 0


def test_a_split_pot_gives_the_odd_chip_to_the_first_winner_left_of_the_button(holdem):
    deck = holdem_deck({0: "2c 3d", 1: "4h 5h", 2: "2d 3c"}, "As Ks Qs Js Ts", button=0, players=3)
    state = new_hand(holdem, TableStakes(players=3), deck=deck, button=0)
    state.apply(Call(2))
    state.apply(Fold())
    state.apply(Check())  # the small blind's chip is dead money
    while not state.is_over:
        state.apply(Check())
    result = state.result()
    (pot,) = result.pots
    assert pot.amount == 5
    assert [(w.seat, w.amount) for w in pot.shares[0].winners] == [(2, 3), (0, 2)]
    assert pot.shares[0].winners[0].hand == "straight flush, ace high"  # the board plays
    assert result.stacks == (200, 199, 201)


# ---- views ---------------------------------------------------------------------------------


def test_a_view_shows_own_cards_and_only_the_count_of_others(holdem):
    deck = holdem_deck({0: "Ah Ad", 1: "Kh Kd", 2: "Qh Qd"}, "2c 7s 9d 3h 4s", button=0, players=3)
    state = new_hand(holdem, TableStakes(players=3), deck=deck, button=0)
    view = state.view(1)
    assert view["own"]["hand"] == [card("Kh"), card("Kd")]
    assert view["seats"][0]["zones"]["hand"] == [None, None]
    assert view["seats"][1]["zones"]["hand"] == [card("Kh"), card("Kd")]
    assert view["to_act"] == 0 and view["legal_actions"] == []
    assert state.view(0)["legal_actions"] == state.legal_actions()
    words = repr(view)
    for hidden in ("Ah", "Ad", "Qh", "Qd"):
        assert hidden not in words
    deals = {line["seat"]: line for line in view["log"] if line["kind"] == "deal"}
    assert deals[1]["cards"] == [card("Kh"), card("Kd")]
    assert deals[0] == {"kind": "deal", "seat": 0, "count": 2, "zone": "hand", "street": "preflop", "hidden": True}


# ---- other limits, built on hold'em -------------------------------------------------------


def variation(tmp_path, name: str, text: str):
    from pokerlang.compiler import compile_file

    path = tmp_path / f"{name}.poker"
    path.write_text(text)
    return compile_file(path)


def test_pot_limit_raises_at_most_the_pot(tmp_path):
    game = variation(tmp_path, "plo", 'game "Pot-limit hold\'em"\nextends holdem\nbetting pot-limit\n')
    state = new_hand(game, TableStakes(players=3), seed=7, button=0)
    assert option(state, RaiseRange) == RaiseRange(4, 7)  # call 2, then the pot of 5
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise(8))
    assert refused.value.rule == "pot limit"
    state.apply(Raise(7))
    assert option(state, RaiseRange) == RaiseRange(12, 23)  # small blind: call 6 (pot 16), raise 16


def test_fixed_limit_bets_are_sized_and_capped(tmp_path):
    game = variation(tmp_path, "flhe", 'game "Limit hold\'em"\nextends holdem\nbetting fixed-limit cap 4\n')
    state = new_hand(game, TableStakes(players=3), seed=8, button=0)
    state.apply(Raise(4))  # the blind is the first bet: this is the second
    state.apply(Raise(6))
    state.apply(Raise(8))  # third, fourth: capped
    assert not any(isinstance(o, RaiseRange) for o in state.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        state.apply(Raise(10))
    assert refused.value.rule == "raise cap"
    state.apply(Call(4))
    state.apply(Call(2))
    assert state.street == "flop"
    assert option(state, BetRange) == BetRange(2, 2)
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    assert state.street == "turn" and option(state, BetRange) == BetRange(4, 4)


def test_a_game_using_what_the_engine_cannot_play_yet_is_refused_before_the_deal(tmp_path):
    game = variation(tmp_path, "endless", 'game "No showdown"\nzone hand per seat private\ndeal 3 to hand\nbet\n')
    with pytest.raises(EngineError, match="not supported yet"):
        new_hand(game, TableStakes(players=3))


def test_the_same_seed_deals_the_same_hand(holdem):
    a = new_hand(holdem, TableStakes(players=6), seed=42)
    b = new_hand(holdem, TableStakes(players=6), seed=42)
    c = new_hand(holdem, TableStakes(players=6), seed=43)
    assert a.zones.every_card() == b.zones.every_card() != c.zones.every_card()


# An amount that is not a whole number of chips is refused as any illegal action is,
# and changes nothing.
@pytest.mark.parametrize("amount", ["5", 5.0, True])
def test_an_amount_that_is_not_a_number_of_chips_is_illegal(amount):
    from pokerlang.compiler import load_game
    from pokerlang.engine import IllegalAction, Raise, TableStakes, new_hand

    state = new_hand(load_game("holdem"), TableStakes(players=2), seed=1)
    before = state.legal_actions()
    with pytest.raises(IllegalAction, match="whole number"):
        state.apply(Raise(amount))
    assert state.legal_actions() == before
