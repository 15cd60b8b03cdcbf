"""Celestial Poker (Sviten Special) and its variations, following the rule text sentence
by sentence: blinds and five cards, a burn before the flop and the turn (none before the
river), the draw, the muck reshuffled for later players, the pot split between the best
five cards held and the best Omaha hand; the three one-card exchanges; Communist Pot;
roll your own."""

from __future__ import annotations


import pytest
from helpers.stacking import cards, stacked

from pokerlang.cards import card, standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Accept,
    Call,
    Check,
    Draw,
    DrawCards,
    Expose,
    ExposeCards,
    Fold,
    IllegalAction,
    Keep,
    KeepOne,
    Refuse,
    TableStakes,
    new_hand,
)

NAMES = ("celestial", "celestial-face-up", "celestial-two-keep-one", "communist-pot", "celestial-roll-your-own")


@pytest.fixture(scope="module")
def games():
    return {name: load_game(name) for name in NAMES}


# Seats 0, 1, 2 with the button at seat 0: seat 1 posts the small blind, seat 2 the big.
HANDS = {0: "2h 5h 8h Jh Kh", 1: "As Ad 3c 4d 9s", 2: "7c 7d 2c 3s Qd"}
# burn, flop, burn, turn, river
REST = "Ts Ac Ah 6s 9c 7h Tc 2d"


def to_draw(game, deck=None, players=3):
    state = new_hand(game, TableStakes(players=players), deck=deck or stacked(HANDS, REST, 0, 3), button=0)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())  # first round
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())  # flop
    assert state.street == "draw"
    return state


def test_up_to_nine_play_pot_limit(games):
    game = games["celestial"]
    assert (game.min_players, game.max_players) == (2, 9)
    assert game.betting.limit == "pot-limit"


def test_blinds_five_cards_each_and_the_first_round_begins_left_of_the_big_blind(games):
    state = new_hand(games["celestial"], TableStakes(players=4), seed=3, button=0)
    assert [e.kind for e in state.log[:2]] == ["small-blind", "big-blind"]
    assert (state.log[0].seat, state.log[1].seat) == (1, 2)
    assert all(len(state.zones.cards("hand", s)) == 5 for s in range(4))
    assert state.street == "first-bet" and state.to_act == 3


def test_a_card_is_burnt_then_the_flop_and_the_dealers_left_bets_first(games):
    state = new_hand(games["celestial"], TableStakes(players=3), deck=stacked(HANDS, REST, 0, 3), button=0)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    assert state.street == "flop"
    assert state.zones.cards("board") == tuple(cards("Ac Ah 6s"))
    assert card("Ts") in state.zones.muck  # the burn card
    assert state.to_act == 1


def test_each_player_may_exchange_zero_to_five_one_card_comes_face_down(games):
    state = to_draw(games["celestial"])
    assert state.to_act == 1
    (option,) = state.legal_actions()
    assert isinstance(option, DrawCards) and (option.low, option.high) == (0, 5)
    state.apply(Draw(cards("As Ad 3c 4d 9s")))  # all five
    assert len(state.zones.cards("hand", 1)) == 5
    state.apply(Draw(cards("2c")))  # one card: simply dealt face down
    assert state.to_act == 0 and not any(e.kind == "offer" for e in state.log)
    assert state.view(0)["seats"][2]["zones"]["hand"] == [None] * 5
    with pytest.raises(IllegalAction):
        state.apply(Accept())
    state.apply(Draw())
    assert state.street == "turn"


def test_the_turn_has_a_burn_and_the_river_none(games):
    state = to_draw(games["celestial"])
    stock = list(reversed(state.zones.stock))  # the top card first
    for _ in range(3):
        state.apply(Draw())
    assert state.zones.cards("board")[3] == stock[1]  # stock[0] was burnt
    assert stock[0] in state.zones.muck
    assert state.to_act == 1  # third round: the dealer's left
    for _ in range(3):
        state.apply(Check())
    assert state.zones.cards("board")[4] == stock[2]  # the next card: no burn
    assert state.street == "river" and state.to_act == 1


def test_when_the_deck_runs_out_the_muck_of_earlier_discards_burn_and_folds_is_reshuffled(games):
    # Nine hands of five, a burn and the flop take 49 cards: three are left to draw.
    deck = list(standard_deck())
    state = new_hand(games["celestial"], TableStakes(players=9), deck=deck, button=0)
    burn = deck[45]
    state.apply(Fold())  # seat 3 folds in the first round
    folded = {deck[r * 9 + 2] for r in range(5)}
    for _ in range(7):
        state.apply(Call())
    state.apply(Check())
    assert set(state.zones.muck) == folded | {burn}
    for _ in range(8):
        state.apply(Check())
    first = state.zones.cards("hand", 1)[:2]
    state.apply(Draw(first))  # two of the three left
    second = state.zones.cards("hand", 2)[:3]
    last = set(state.zones.stock)
    before = set(state.zones.cards("hand", 2))
    state.apply(Draw(second))  # one from the deck, two after a reshuffle
    assert any(e.kind == "reshuffle" for e in state.log)
    new = set(state.zones.cards("hand", 2)) - before
    assert last <= new
    assert new - last <= folded | {burn} | set(first)  # earlier discards, the burn, folded cards
    assert not set(second) & new  # never the player's own discards
    everything = state.zones.every_card()
    assert len(everything) == 52 and set(everything) == set(standard_deck())


def test_when_all_but_one_fold_the_last_takes_the_pot_unshown(games):
    state = new_hand(games["celestial"], TableStakes(players=3), deck=stacked(HANDS, REST, 0, 3), button=0)
    state.apply(Fold())
    state.apply(Fold())
    result = state.result()
    assert not result.showdown and not result.shown
    assert result.net == (0, -1, 1)


def test_the_pot_is_split_between_the_best_five_held_and_the_best_omaha_hand(games):
    state = to_draw(games["celestial"])
    for _ in range(3):
        state.apply(Draw())
    for _ in range(6):
        state.apply(Check())
    result = state.result()
    (pot,) = result.pots
    shares = {s.name: s for s in pot.shares}
    assert [w.seat for w in shares["five"].winners] == [0]  # a flush in hand
    assert [w.seat for w in shares["omaha"].winners] == [1]  # four aces: two held, two on the board
    assert shares["omaha"].winners[0].hand.startswith("four of a kind")
    assert result.net == (1, 1, -2)


# ---- the one-card exchange, the three ways ------------------------------------------


def test_offered_face_up_the_card_may_be_accepted_or_refused_for_the_next_face_down(games):
    state = to_draw(games["celestial-face-up"])
    offered, following = state.zones.stock[-1], state.zones.stock[-2]
    state.apply(Draw(cards("9s")))
    assert state.legal_actions() == [Accept(), Refuse()]
    assert state.view(2)["seats"][1]["zones"]["offer"] == [offered]  # everyone has seen it
    state.apply(Refuse())
    assert following in state.zones.cards("hand", 1) and offered in state.zones.muck
    assert state.view(2)["seats"][1]["zones"]["hand"] == [None] * 5  # the next came face down
    offered = state.zones.stock[-1]
    state.apply(Draw(cards("2c")))
    state.apply(Accept())
    assert offered in state.view(0)["seats"][2]["zones"]["hand"]  # accepted: it stays known
    state.apply(Draw(cards("Kh Jh")))  # two cards: no offer
    assert state.street == "turn"


def test_two_dealt_face_down_one_kept_unseen_the_other_discarded_face_up(games):
    state = to_draw(games["celestial-two-keep-one"])
    two = {state.zones.stock[-1], state.zones.stock[-2]}
    state.apply(Draw(cards("9s")))
    (option,) = state.legal_actions()
    assert isinstance(option, KeepOne) and set(option.cards) == two
    assert state.view(2)["seats"][1]["zones"]["offer"] == [None, None]  # dealt face down
    with pytest.raises(IllegalAction):
        state.apply(Keep("9s"))
    kept, other = sorted(two, key=lambda c: c.index)
    state.apply(Keep(kept))
    assert kept in state.zones.cards("hand", 1) and other in state.zones.muck
    shown = [e for e in state.log if e.kind == "show-discard"]
    assert shown[-1].cards == (other,) and shown[-1].to is None  # the rejected card, face up
    assert state.view(2)["seats"][1]["zones"]["hand"] == [None] * 5  # the kept card unseen
    assert str(kept) not in repr(state.view(2))


# ---- Communist Pot -----------------------------------------------------------------


def test_communist_pot_everyone_antes_five_big_blinds_and_no_blinds_are_posted(games):
    state = new_hand(games["communist-pot"], TableStakes(players=4, big_blind=2), seed=5, button=0)
    antes = [e for e in state.log if e.kind == "ante"]
    assert sorted(e.seat for e in antes) == [0, 1, 2, 3] and {e.amount for e in antes} == {10}
    assert not any(e.kind in ("small-blind", "big-blind") for e in state.log)


def test_communist_pot_has_no_betting_before_the_flop_which_comes_at_once(games):
    state = new_hand(games["communist-pot"], TableStakes(players=4), seed=5, button=0)
    assert state.street == "flop" and len(state.zones.cards("board")) == 3
    assert state.to_act == 1  # then on as normal: the dealer's left
    for _ in range(4):
        state.apply(Check())
    assert state.street == "draw"


# ---- roll your own -----------------------------------------------------------------


def test_roll_your_own_one_card_shown_after_the_turn_a_second_after_the_river(games):
    state = to_draw(games["celestial-roll-your-own"])
    for _ in range(3):
        state.apply(Draw())
    assert state.street == "turn" and len(state.zones.cards("board")) == 4
    (option,) = state.legal_actions()  # before the third betting round
    assert isinstance(option, ExposeCards) and option.count == 1
    with pytest.raises(IllegalAction):
        state.apply(Check())
    shows = {1: "9s", 2: "Qd", 0: "Kh"}
    for seat in (1, 2):
        state.apply(Expose(cards(shows[seat])), seat=seat)
    assert state.view(0)["seats"][1]["zones"]["hand"] == [None] * 5  # secret until all have chosen
    state.apply(Expose(cards(shows[0])), seat=0)
    for seat, c in shows.items():
        assert card(c) in state.view((seat + 1) % 3)["seats"][seat]["zones"]["hand"]
    for _ in range(3):
        state.apply(Check())
    assert state.street == "river" and len(state.zones.cards("board")) == 5
    (option,) = state.legal_actions()  # before the final round
    assert isinstance(option, ExposeCards) and card(shows[1]) not in option.cards
    for seat, c in ((1, "As"), (2, "7c"), (0, "2h")):
        state.apply(Expose(cards(c)), seat=seat)
    assert state.view(0)["seats"][1]["zones"]["hand"].count(None) == 3
    state.apply(Check())
    assert state.street == "river" and state.to_act == 2


# Random-play invariants and `pokerlang run` at the fewest, most and a middle number
# of players are checked for every shipped variant in test_engine_invariants.py and
# test_all_variants_run.py.
