"""The engine asks a dealer for every card, and a caller may choose them (chance points:\ntest_chance.py)."""

import pytest

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Chosen, TableStakes, new_hand

HOLDEM = load_game("holdem")
STACKED = "As Kd Qh Jc 2c 7d 8h 9s Ts 3c 4d 5h".split()  # all twelve cards heads-up


def test_a_chosen_dealer_deals_the_same_hand_as_a_stacked_deck():
    stacked = new_hand(HOLDEM, TableStakes(players=2), seed=1, deck=STACKED)
    chosen = new_hand(HOLDEM, TableStakes(players=2), seed=99, dealer=Chosen(STACKED))
    for state in (stacked, chosen):
        for action in (Call(), Check(), Check(), Check(), Check(), Check(), Check(), Check()):
            state.apply(action)
    assert stacked.log == chosen.log
    assert stacked.result() == chosen.result()


def test_a_dealer_out_of_chosen_cards_stops_at_a_chance_point_with_every_card_left():
    state = new_hand(HOLDEM, TableStakes(players=2), seed=1, dealer=Chosen(["As", "Kd"]))
    left = {str(c) for c, _ in state.chance_outcomes()}
    assert state.is_chance and len(left) == 50 and "As" not in left


def test_copies_of_a_hand_keep_their_own_dealer():
    state = new_hand(HOLDEM, TableStakes(players=2), seed=1, dealer=Chosen(STACKED, then_top=True))
    twin = state.copy()
    twin.dealer.give("6h")
    assert twin.dealer.queue != state.dealer.queue


@pytest.mark.parametrize("seed", [0, 1, 7, 2**40 + 3])
def test_a_seeded_hand_is_shuffled_as_pythons_random_shuffles(seed):
    # The engine writes the shuffle out for speed: the same seed must give the same deck
    # (and leave the generator where random.shuffle leaves it).
    import random

    from pokerlang.engine.zones import shuffle

    ours, theirs = random.Random(seed), random.Random(seed)
    for size in (52, 36, 53, 2):
        deck, expected = list(range(size)), list(range(size))
        shuffle(ours, deck)
        theirs.shuffle(expected)
        assert deck == expected
    assert ours.random() == theirs.random()
    state = new_hand(HOLDEM, TableStakes(players=2), seed=seed)
    deck = list(HOLDEM.deck())
    random.Random(seed).shuffle(deck)
    assert list(state.deck) == deck[::-1]  # the stock is dealt from its end: the top card first
