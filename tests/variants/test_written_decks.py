"""Stripped decks (``deck standard except 8 9 10``) and straights that follow the deck
(``ranks of the deck``), rule by rule on stacked decks: the written game ``spanish-holdem``.

The rules: the deck is the standard deck without the eights, nines and tens (40 cards); a
ranking that says ``ranks of the deck`` ranks those ranks in their order, so a straight runs
across the gap (5-6-7-J-Q, 7-J-Q-K-A) and the ace still plays low (A-2-3-4-5); a ranking
that names no ranks keeps its own (all thirteen): there 5-6-7-J-Q is no straight."""

from __future__ import annotations

import pytest

from helpers.written_play import game, play

from pokerlang.cards import card
from pokerlang.compiler.stdlib import stdlib_ranking
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.hands.value import evaluate


def spanish_deck(holes: dict[int, str], board: str) -> list:
    """Heads-up hold'em, seat 1 the dealer: holes dealt from seat 0, then burn-flop,
    burn-turn, burn-river; each burn a card of this deck that no part of the test names."""
    named = [*holes[0].split(), *holes[1].split(), *board.split()]
    spare = iter(c for c in game("spanish-holdem").deck() if str(c) not in named)
    h0, h1, b = holes[0].split(), holes[1].split(), board.split()
    top = [h0[0], h1[0], h0[1], h1[1], next(spare), *b[:3], next(spare), b[3], next(spare), b[4]]
    return [card(n) if isinstance(n, str) else n for n in top]


def showdown(holes: dict[int, str], board: str):
    table = TableStakes(players=2, small_blind=1, big_blind=2, stacks=100)
    state = new_hand(game("spanish-holdem"), table, deck=spanish_deck(holes, board), button=1)
    play(state)
    return state.result()


def winners(result) -> list[int]:
    return [w.seat for p in result.pots for s in p.shares for w in s.winners]


# "The eights, nines and tens are taken out of the standard deck (40 cards)."
def test_the_deck_is_the_standard_deck_without_eights_nines_and_tens():
    deck = game("spanish-holdem").deck()
    assert len(deck) == 40
    assert {c.rank_char for c in deck} == set("234567JQKA")


# "5-6-7-J-Q is a straight": it beats three kings.
def test_a_straight_runs_across_the_missing_ranks():
    result = showdown({0: "5h 6d", 1: "Kc Kd"}, "7c Js Qd Ks 2h")
    assert winners(result) == [0]
    assert result.pots[0].shares[0].winners[0].hand.startswith("straight")


# "7-J-Q-K-A is a straight": it beats three jacks.
def test_seven_to_ace_is_a_straight():
    result = showdown({0: "Ah Kh", 1: "Jc Jh"}, "7c Js Qd 2s 3c")
    assert winners(result) == [0]
    assert result.pots[0].shares[0].winners[0].hand.startswith("straight")


# "The ace also plays low in A-2-3-4-5": the wheel is still the lowest straight.
def test_the_ace_plays_low_in_the_wheel():
    result = showdown({0: "Ah 4d", 1: "Qc Qh"}, "2c 3s 5d Ks Jd")
    assert winners(result) == [0]
    assert result.pots[0].shares[0].winners[0].hand.startswith("straight")


# The default: a ranking that names no ranks keeps all thirteen, so across the gap there
# is no straight; the game's own ranking (`ranks of the deck`) finds one.
@pytest.mark.parametrize(("ranking", "category"), [("high", "high-card"), ("spanish", "straight")])
def test_only_a_ranking_of_the_decks_ranks_makes_straights_across_the_gap(ranking, category):
    spec = stdlib_ranking("high") if ranking == "high" else game("spanish-holdem").ranking("spanish")
    assert evaluate(spec, "5h 6d 7c Js Qd".split()).category == category


def test_explain_names_the_ranks_and_a_straight_across_the_gap():
    text = explain(game("spanish-holdem"))
    assert "40-card deck, twos to sevens and jacks to aces" in text
    assert "Straights run across the missing ranks: 5-6-7-J-Q is a straight." in text
