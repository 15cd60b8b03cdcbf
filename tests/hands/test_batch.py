"""The batch path (``pokerlang.hands.batch``) gives the scalar path's values, hand for hand."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.hands_helpers import STDLIB, spec

from pokerlang.hands import HandError, compile_ranking
from pokerlang.hands.batch import batch_ranker, combination_rows, splits

# Summed keys decide these (the others go row by row); each is asked at every size.
SUMMED = ("high", "short-deck", "ace-to-five-low", "eight-or-better", "deuce-to-seven-low", "showing")


def deck_of(name: str) -> list[int]:
    return [i for i in range(52) if "23456789TJQKA"[i >> 2] in spec(name).ranks]


@st.composite
def many_hands(draw, names=STDLIB):
    """A ranking and up to 40 hands of one size (one of its sizes up to seven cards)."""
    name = draw(st.sampled_from(names))
    size = draw(st.integers(spec(name).min_cards, 7))
    deck = deck_of(name)
    hands = draw(st.lists(st.permutations(deck).map(lambda d: d[:size]), min_size=1, max_size=40))
    return name, hands


@settings(max_examples=300, deadline=None)
@given(many_hands())
def test_a_batch_of_hands_is_valued_as_the_scalar_path_values_each(case):
    name, hands = case
    scalar = compile_ranking(spec(name)).rank
    got = batch_ranker(spec(name)).rank(np.array(hands))
    assert got.tolist() == [scalar(tuple(h)) for h in hands]


@settings(max_examples=60, deadline=None)
@given(many_hands(SUMMED))
def test_the_summed_rankings_take_the_array_path(case):
    name, _ = case
    assert batch_ranker(spec(name)).by_sums


@pytest.mark.parametrize("name", ["high", "deuce-to-seven-low", "ace-to-five-low"])
def test_every_flush_of_seven_cards_is_valued_as_the_scalar_path_values_it(name):
    """Five, six or seven cards of one suit among seven: the flush tables, and deuce-to-seven,
    whose flush is worse than the same ranks unsuited, so that the best hand may avoid it."""
    rng = np.random.default_rng(7)
    spades = [r * 4 + 3 for r in range(13)]
    rows = []
    for suited in (5, 6, 7):
        for _ in range(300):
            flush = list(rng.choice(spades, suited, replace=False))
            others = [c for c in range(52) if c & 3 != 3]
            rows.append(flush + list(rng.choice(others, 7 - suited, replace=False)))
    scalar = compile_ranking(spec(name)).rank
    assert batch_ranker(spec(name)).rank(np.array(rows)).tolist() == [scalar(tuple(int(c) for c in r)) for r in rows]


def test_a_hand_that_is_no_hand_is_refused_as_the_scalar_path_refuses_it():
    with pytest.raises(HandError):
        batch_ranker(spec("high")).rank(np.array([[0, 4, 8, 12]]))  # four cards: no high hand


def test_every_subset_and_every_deal_of_the_slots_once():
    assert combination_rows(6, 3).tolist() == [list(c) for c in combinations(range(6), 3)]
    deals = splits((2, 1))
    assert len(deals) == 3 and sorted(deals) == [((0, 1), (2,)), ((0, 2), (1,)), ((1, 2), (0,))]


@settings(max_examples=200, deadline=None)
@given(many_hands(SUMMED))
def test_numbas_loop_and_numpys_arrays_give_the_same_values(case):
    """With the extra `pokerlang[fast]` (numba) installed, ``rank`` runs a compiled loop:
    the values are numpy's (and so the scalar path's)."""
    pytest.importorskip("numba")
    name, hands = case
    ranker = batch_ranker(spec(name))
    rows = np.array(hands, dtype=np.int8)
    assert ranker.rank(rows).tolist() == ranker.rank_numpy(rows).tolist()


@pytest.mark.parametrize(
    "size,need", [(10, 2), (45, 7), (40, 30)], ids=["from a list", "redrawn on a repeat", "a shuffle per deal"]
)
def test_sampled_deals_hold_distinct_cards_each_as_likely(size, need):
    """However a batch of deals is drawn, a deal holds ``need`` distinct cards of the
    deck, none taken by a range, each card as often as any other."""
    from pokerlang.analytics.equity_batch import _draw

    rng = np.random.default_rng(3)
    deck = np.arange(52 - size, 52)  # the cards left: the deck's last ``size``
    rows = 20_000
    taken = np.full((rows, 1), deck[0])  # a range holds the first of them in every deal
    dealt = deck[_draw(rng, deck, rows, need, taken)]  # a row per card, a column per deal
    ordered = np.sort(dealt, axis=0)
    assert (ordered[1:] != ordered[:-1]).all() and not (dealt == deck[0]).any()
    counts = np.bincount(dealt.ravel(), minlength=52)[deck[1:]]
    expected = rows * need / (size - 1)
    assert np.abs(counts - expected).max() < 5 * np.sqrt(expected)
