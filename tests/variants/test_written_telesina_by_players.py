"""A deck of several tiers by the number of players: the written game ``telesina-by-players``.

The rules: the lowest rank is 11 less the number of players (two players play the nines to
the aces, 24 cards; seven the fours to the aces, 44); the straights follow the deck played,
the ace also below its lowest rank; `check` counts each deck's cards at the most players it
serves, and refuses a tier that is not above the one before; `explain` says every deck."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers.invariants import play_randomly
from helpers.written_play import game

from pokerlang.check import check_file
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.hands import evaluate

NAME = "telesina-by-players"
RANKS = "23456789TJQKA"


# "The lowest rank is 11 less the players."
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
def test_each_number_of_players_plays_its_own_deck(players):
    state = new_hand(game(NAME), TableStakes(players=players, ante=1), seed=players)
    lowest = RANKS[11 - players - 2]
    assert len(state.game.deck()) == 4 * (15 - (11 - players))
    assert {c.rank_char for c in state.zones.every_card()} == set(RANKS[RANKS.index(lowest) :])


# "... the ace also below the lowest": A-9-10-J-Q with two players, A-7-8-9-10 with four,
# A-4-5-6-7 with seven; with four players A-9-10-J-Q is no straight.
@pytest.mark.parametrize(
    ("players", "hand", "straight"),
    [
        (2, "Ah 9c Td Js Qh", True),
        (4, "Ah 7c 8d 9s Th", True),
        (4, "Ah 9c Td Js Qh", False),
        (7, "Ah 4c 5d 6s 7h", True),
    ],
)
def test_the_straights_follow_the_deck_played(players, hand, straight):
    ranking = game(NAME).at(players).ranking("telesina")
    assert (evaluate(ranking, hand.split()).category == "straight") is straight


def test_the_game_plays_at_every_number_of_players():
    g = game(NAME)
    for players in range(g.min_players, g.max_players + 1):
        for seed in range(3):
            play_randomly(g, players, seed)


def test_check_refuses_a_tier_not_above_the_one_before(tmp_path):
    text = Path(game(NAME).path).read_text(encoding="utf-8")
    path = tmp_path / "v.poker"
    path.write_text(text.replace("ranks 7..A up to 4 players", "ranks 7..A up to 3 players"), encoding="utf-8")
    [d] = check_file(path)
    assert d.code == "E123" and "the deck before serves them all" in d.message
    assert check_file(game(NAME).path) == []


def test_explain_says_every_deck():
    text = explain(game(NAME))
    assert (
        "with up to two players, a 24-card deck, nines to aces; with up to three players, a 28-card deck,"
        " eights to aces; with up to four players, a 32-card deck, sevens to aces" in text
    )
    assert "with up to six players, a 40-card deck, fives to aces; with seven, a 44-card deck" in text
