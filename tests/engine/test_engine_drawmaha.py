"""Drawmaha (Sviten Special), following the rule text: the pot split between the best
five cards held and the best Omaha hand; the one-card draw offered face up, accepted or
refused; the muck reshuffled when the deck runs out, without the discards of the
player still to be served."""

from __future__ import annotations

import pytest
from helpers.stacking import cards, stacked

from pokerlang.cards import standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import Accept, Call, Check, Draw, DrawCards, Fold, IllegalAction, Refuse, TableStakes, new_hand


@pytest.fixture(scope="module")
def drawmaha():
    return load_game("drawmaha")


def test_the_pot_is_split_between_the_best_five_held_and_the_best_omaha_hand(drawmaha):
    # Seat 0 holds a flush; seat 2 holds two aces, which make four with the board.
    hands = {0: "2h 5h 8h Jh Kh", 2: "As Ad 3c 4d 9s"}
    deck = stacked(hands, "Ac Ah 6s 7c Tc", button=0, players=3)  # then flop, turn, river: no burns
    state = new_hand(drawmaha, TableStakes(players=3), deck=deck, button=0)
    state.apply(Call(2))
    state.apply(Fold())
    state.apply(Check())  # the small blind folds: a pot of 5
    state.apply(Check())
    state.apply(Check())  # flop
    state.apply(Draw())
    state.apply(Draw())  # both stand pat
    for _ in range(4):  # turn, river
        state.apply(Check())
    result = state.result()
    (pot,) = result.pots
    shares = {s.name: s for s in pot.shares}
    assert [(w.seat, w.amount) for w in shares["five"].winners] == [(0, 2)]
    assert [(w.seat, w.amount) for w in shares["omaha"].winners] == [(2, 3)]
    # The odd chip goes with the winner first from the dealer's left (seat 2).
    assert shares["five"].winners[0].hand.startswith("flush")
    assert shares["omaha"].winners[0].hand.startswith("four of a kind")
    assert set(shares["omaha"].winners[0].cards) >= set(cards("As Ad Ac Ah"))
    assert result.stacks == (200, 199, 201)


def test_one_card_drawn_is_offered_face_up_and_may_be_refused_or_accepted(drawmaha):
    state = new_hand(drawmaha, TableStakes(players=3), seed=11, button=0)
    state.apply(Call(2))
    state.apply(Call(1))
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    state.apply(Check())
    assert state.street == "draw" and state.to_act == 1
    (option,) = state.legal_actions()
    assert isinstance(option, DrawCards) and (option.low, option.high) == (0, 5)
    thrown = state.zones.cards("hand", 1)[0]
    offered = state.zones.stock[-1]
    following = state.zones.stock[-2]
    state.apply(Draw([thrown]))
    assert state.to_act == 1 and state.legal_actions() == [Accept(), Refuse()]
    for seat in (0, 2):  # everyone sees the offered card
        assert state.view(seat)["seats"][1]["zones"]["offer"] == [offered]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Draw())
    assert refused.value.rule == "one-card draw offered face up"
    state.apply(Refuse())
    hand = state.zones.cards("hand", 1)
    assert following in hand and offered not in hand and offered in state.zones.muck
    assert state.view(2)["seats"][1]["zones"]["hand"] == [None] * 5  # the replacement came face down
    assert following in state.view(1)["own"]["hand"]
    # Seat 2 accepts its offered card: it stays face up in the hand, known to all.
    offered = state.zones.stock[-1]
    state.apply(Draw([state.zones.cards("hand", 2)[0]]))
    state.apply(Accept())
    assert offered in state.view(0)["seats"][2]["zones"]["hand"]
    assert state.view(0)["seats"][2]["zones"]["hand"].count(None) == 4
    state.apply(Draw())
    assert state.street == "turn"


def test_when_the_deck_runs_out_the_muck_is_reshuffled_without_the_drawers_own_discards(drawmaha):
    # A fully stacked deck: nine hands of five and the flop take 48 cards, leaving
    # the four aces (the deck's last cards in index order) for the draw.
    deck = list(standard_deck())
    state = new_hand(drawmaha, TableStakes(players=9), deck=deck, button=0)
    state.apply(Fold())  # seat 3 folds: its cards go to the muck
    folded = {deck[r * 9 + 2] for r in range(5)}  # dealt third of nine, each round
    assert folded == set(state.zones.muck)
    for _ in range(7):  # seats 4..8, 0 and 1 call, 2 checks
        state.apply(Call())
    state.apply(Check())
    for _ in range(8):  # the flop, checked round
        state.apply(Check())
    assert state.street == "draw" and state.to_act == 1
    assert sorted(state.zones.stock, key=lambda c: c.index) == cards("Ac Ad Ah As")
    first = state.zones.cards("hand", 1)[:2]
    state.apply(Draw(first))  # takes two of the four aces
    assert len(state.zones.stock) == 2
    second = state.zones.cards("hand", 2)[:3]
    last_two = set(state.zones.stock)
    state.apply(Draw(second))  # two from the deck, then a reshuffle
    assert any(line.kind == "reshuffle" for line in state.log)
    new = set(state.zones.cards("hand", 2)) - {deck[r * 9 + 1] for r in range(5)}
    assert last_two <= new
    (from_muck,) = new - last_two
    assert from_muck in folded | set(first)  # an earlier discard or a folded card
    assert not set(second) & new  # never its own discards
    assert set(second) <= set(state.zones.muck)  # which stay in the muck
    assert len(state.zones.stock) == 6
    while state.street == "draw":
        state.apply(Draw())
    assert state.street == "turn"
    everything = state.zones.every_card()
    assert len(everything) == 52 and set(everything) == set(deck)
