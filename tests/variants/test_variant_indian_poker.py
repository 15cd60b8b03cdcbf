"""Indian poker (one-card poker), sentence by sentence, on stacked decks: three seats,
the button at seat 2, so seat 0 is dealt first and bets first."""

import pytest
from helpers.moves_play import settle_round, stakes, won
from helpers.stacking import round_the_table

from pokerlang.compiler import load_game
from pokerlang.engine import Fold, new_hand


@pytest.fixture(scope="module")
def game():
    return load_game("indian-poker")


def deal(game, hands, players=3):
    return new_hand(game, stakes(players), deck=round_the_table(hands, players - 1, players), button=players - 1)


def names(cards):
    return [str(c) if c is not None else None for c in cards]


# "The players ante and are dealt one card each"
def test_each_player_antes_and_is_dealt_one_card(game):
    state = deal(game, {0: "Ac", 1: "7d", 2: "2h"})
    assert [e.amount for e in state.log if e.kind == "ante"] == [1, 1, 1]
    assert [len(state.zones.cards("forehead", s)) for s in range(3)] == [1, 1, 1]


# "which they hold to their foreheads facing out: every other player sees it, its owner does not"
def test_every_other_player_sees_a_card_its_owner_does_not(game):
    state = deal(game, {0: "Ac", 1: "7d", 2: "2h"})
    for viewer in range(3):
        view = state.view(viewer)
        seen = {s: names(view["seats"][s]["zones"]["forehead"]) for s in range(3)}
        assert seen[viewer] == [None]
        assert view["own"]["forehead"] == []
        for other, text in ((0, "Ac"), (1, "7d"), (2, "2h")):
            if other != viewer:
                assert seen[other] == [text]
        mine = str(state.zones.cards("forehead", viewer)[0])
        assert mine not in {str(c) for line in view["log"] for c in line.get("cards", ())}


# "One betting round, then the highest card among those still in wins"
def test_one_betting_round_then_the_highest_card_wins(game):
    state = deal(game, {0: "7d", 1: "Kc", 2: "2h"})
    settle_round(state)
    assert state.is_over and state.result().showdown
    assert won(state) == [0, 3, 0]


def test_a_folded_card_does_not_win(game):
    state = deal(game, {0: "Ac", 1: "Kc", 2: "2h"})
    state.apply(Fold())  # the ace cannot see itself and folds
    settle_round(state)
    assert won(state) == [0, 3, 0]


# "equal cards share the pot (suits do not count)"
def test_equal_cards_share_the_pot(game):
    state = deal(game, {0: "Qd", 1: "Qs", 2: "5h", 3: "Jc"}, players=4)
    settle_round(state)
    assert won(state) == [2, 2, 0, 0]
