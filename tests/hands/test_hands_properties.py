"""Properties every ranking must have, on hypothesis-drawn hands."""

from __future__ import annotations

import attrs
from hypothesis import given
from hypothesis import strategies as st
from helpers.hands_helpers import STDLIB, spec

from pokerlang.hands import compile_ranking, evaluate

SUITS_MATTER = {"upcards"}  # suit tie-break: relabelling suits may change the order


def deck_of(name: str) -> list[int]:
    return [i for i in range(52) if "23456789TJQKA"[i >> 2] in spec(name).ranks]


@st.composite
def hands(draw, name: str, most: int = 7):
    s = spec(name)
    size = draw(st.integers(s.min_cards, most))
    return tuple(draw(st.permutations(deck_of(name)))[:size])


@st.composite
def badugis(draw, size: int):
    """Cards of distinct ranks and distinct suits."""
    ranks = draw(st.permutations(range(13)))[:size]
    suits = draw(st.permutations(range(4)))[:size]
    return tuple(r * 4 + s for r, s in zip(ranks, suits))


@st.composite
def ranking_and_hand(draw, names=STDLIB, most: int = 7):
    name = draw(st.sampled_from(names))
    return name, draw(hands(name, most))


@given(ranking_and_hand(), st.randoms(use_true_random=False))
def test_order_of_cards_does_not_matter(drawn, rng):
    name, hand = drawn
    shuffled = list(hand)
    rng.shuffle(shuffled)
    rank = compile_ranking(spec(name)).rank
    assert rank(hand) == rank(tuple(shuffled))


@given(ranking_and_hand([n for n in STDLIB if n not in SUITS_MATTER]), st.permutations(range(4)))
def test_renaming_suits_does_not_matter(drawn, suits):
    name, hand = drawn
    rank = compile_ranking(spec(name)).rank
    assert rank(hand) == rank(tuple((c & ~3) | suits[c & 3] for c in hand))


@given(st.sampled_from(STDLIB), st.data())
def test_value_order_is_the_hand_value_order(name, data):
    a = evaluate(spec(name), data.draw(hands(name)))
    b = evaluate(spec(name), data.draw(hands(name)))
    assert (a < b) == (a.value < b.value)
    assert (a == b) == (a.value == b.value)
    assert (a == b) <= (hash(a) == hash(b))
    # The cards it names make the same hand on their own (a badugi may name fewer
    # cards than it takes to rank).
    if len(a.cards) >= spec(name).min_cards:
        assert evaluate(spec(name), a.cards) == a
    assert a.describe()


# Lows are the exact reverse of the same ranking played high.
REVERSED = [
    ("ace-to-five-low", attrs.evolve(spec("ace-to-five-low"), name="a5-high", lowest_wins=False)),
    ("deuce-to-seven-low", attrs.evolve(spec("high"), name="ace-high-only", ace="high")),
    ("badugi", attrs.evolve(spec("badugi"), name="high-badugi", lowest_wins=False)),
]


@given(st.sampled_from(range(len(REVERSED))), st.data())
def test_lows_reverse_highs(which, data):
    low, high = REVERSED[which]
    cards = spec(low).cards
    if spec(low).distinct:
        # Which cards play differs high and low: whole badugis reverse exactly.
        a, b = (data.draw(badugis(cards)) for _ in range(2))
    else:
        a, b = (data.draw(hands(low, cards)) for _ in range(2))
    lo, hi = compile_ranking(spec(low)).rank, compile_ranking(high).rank
    assert (lo(a) < lo(b)) == (hi(a) > hi(b))


@given(hands("eight-or-better"), hands("eight-or-better"))
def test_qualifying_is_a_threshold(a, b):
    evaluator = compile_ranking(spec("eight-or-better"))
    va, vb = evaluator.rank(a), evaluator.rank(b)
    if evaluator.qualifies(va) and vb >= va:
        assert evaluator.qualifies(vb)


@given(hands("upcards", 4), hands("upcards", 4))
def test_suit_ties_only_split_rank_ties(a, b):
    """Under a suit tie-break no two different hands tie, and ranks still come first."""
    upcards = compile_ranking(spec("upcards"))
    plain = compile_ranking(attrs.evolve(spec("upcards"), suit_order=None))
    if plain.rank(a) != plain.rank(b):
        assert (upcards.rank(a) < upcards.rank(b)) == (plain.rank(a) < plain.rank(b))
    elif sorted(a) != sorted(b):
        # Same ranks: the heading cards' suits decide, unless they are the same card.
        assert upcards.rank(a) != upcards.rank(b) or set(a) & set(b)
