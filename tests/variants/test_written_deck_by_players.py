"""A deck that depends on the number of players (``deck ranks 6..A up to 6 players, else
standard``), rule by rule: the written game ``holdem-short-handed-deck``.

The rules: up to six players play with the 36 cards from the sixes to the aces, seven or
more with the full deck; the ranking's straights follow the deck played (A-6-7-8-9 with 36
cards, A-2-3-4-5 with 52); `check` counts the cards of each deck at the most players it
serves; `explain` says both decks; the game plays at every number of players."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers.invariants import play_randomly
from helpers.stacking import cards
from helpers.written_play import game, play

from pokerlang.cards import standard_deck
from pokerlang.check import check_file
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

NAME = "holdem-short-handed-deck"


def deal(players: int, seed: int = 1):
    return new_hand(game(NAME), TableStakes(players=players, small_blind=1, big_blind=2, stacks=100), seed=seed)


# "Up to six players play with a 36-card deck (the sixes to the aces) ..."
@pytest.mark.parametrize("players", [2, 6])
def test_up_to_six_players_the_deck_is_the_sixes_to_the_aces(players):
    state = deal(players)
    assert len(state.game.deck()) == 36
    assert {c.rank_char for c in state.zones.every_card()} == set("6789TJQKA")


# "... seven or more play with the full deck."
@pytest.mark.parametrize("players", [7, 10])
def test_seven_or_more_play_with_the_full_deck(players):
    state = deal(players)
    assert len(state.game.deck()) == 52
    assert set(state.zones.every_card()) == set(standard_deck())


def showdown(players: int, holes: dict[int, str], board: str):
    """Seat 0 the dealer; the rest of the deck after the named cards, in the deck's order."""
    named = [*holes[0].split(), *holes[1].split(), *board.split()]
    short = game(NAME).at(players)
    spare = iter(str(c) for c in short.deck() if str(c) not in named)
    order = [(1 + i) % players for i in range(players)]  # dealt from the dealer's left
    hole = {s: holes[s].split() if s in holes else [next(spare), next(spare)] for s in order}
    top = [hole[s][r] for r in range(2) for s in order]
    b = board.split()
    top += [next(spare), *b[:3], next(spare), b[3], next(spare), b[4]]
    state = new_hand(
        game(NAME), TableStakes(players=players, small_blind=1, big_blind=2, stacks=100), deck=cards(" ".join(top))
    )
    play(state)
    return [w.seat for p in state.result().pots for s in p.shares for w in s.winners][:1]


# "The ace plays low in A-6-7-8-9 with 36 cards": it beats three nines.
def test_with_the_short_deck_the_ace_plays_low_below_the_six():
    assert showdown(2, {0: "Ah 6d", 1: "9c 9d"}, "7c 8s 9h Kd Qc") == [0]


# "... in A-2-3-4-5 with 52": there A-6-7-8-9 is no straight, and three nines win.
def test_with_the_full_deck_the_ace_plays_low_below_the_deuce():
    assert showdown(7, {0: "Ah 6d", 1: "9c 9d"}, "7c 8s 9h Kd Qc") == [1]
    assert showdown(7, {0: "Ah 4d", 1: "9c 9d"}, "2c 3s 5h 9h Qc") == [0]


def test_the_game_plays_at_every_number_of_players():
    g = game(NAME)
    for players in range(g.min_players, g.max_players + 1):
        for seed in range(3):
            play_randomly(g.at(players), players, seed)
            play_randomly(g, players, seed)


def test_check_counts_the_cards_of_the_short_deck_at_the_most_players_it_serves(tmp_path):
    text = Path(game(NAME).path).read_text(encoding="utf-8")
    path = tmp_path / "v.poker"
    path.write_text(text.replace("deck ranks 6..A up to 6 players", "deck ranks 9..A up to 9 players"))
    [d] = check_file(path)
    assert d.code == "E201" and "with 9 players" in d.message and "24-card deck" in d.message
    path.write_text(text.replace("up to 6 players", "up to 10 players"))
    [d] = check_file(path)
    assert d.code == "E123"
    assert check_file(game(NAME).path) == []


def test_explain_says_both_decks_and_both_ways_the_ace_plays_low():
    text = explain(game(NAME))
    assert "with up to six players, a 36-card deck, sixes to aces; with seven or more, a standard 52-card deck" in text
    assert "low in the straight 5-4-3-2-A" in text
    # one ranking, what differs said by the number of players
    assert text.count("**High, straights by the deck**") == 1
    assert "By the number of players: with up to six, ace plays high, and low in the straight 9-8-7-6-A" in text
