"""Wild cards and bugs: the table-driven evaluation against a brute-force reference, and
the rules a wild card obeys, as properties.

The reference knows nothing of the wild tables: for every subset of a hand's size it
puts every rank in place of each wild card (read unsuited), and, when the naturals are
of one suit, every set of that suit's missing ranks (read suited); a bug takes the ace
or any rank that makes a straight or a flush. The best reading wins.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

import pytest
from helpers.hands_helpers import idx, scale, spec
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.cards import card
from pokerlang.hands import HandError, compile_ranking, evaluate
from pokerlang.hands.wild import straightish

JOKER1, JOKER2 = 52, 53
HIGH = spec("high")
ACE = 12


def reference(ranking: str, naturals, wilds: int, bugs: int) -> int:
    ev = compile_ranking(spec(ranking))
    tables = ev.tables
    reader, dense, ranks = tables.reader, tables.dense, tables.ranks
    if ev.spec.lowest_wins:
        wilds, bugs = wilds + bugs, 0
    hand = [("n", c) for c in naturals] + [("w", None)] * wilds + [("b", None)] * bugs
    size = min(len(hand), ev.spec.cards)
    best = 0
    for sub in set(combinations(hand, size)):
        nat = [c for kind, c in sub if kind == "n"]
        w = sum(1 for kind, _ in sub if kind == "w")
        b = sum(1 for kind, _ in sub if kind == "b")
        base = [c >> 2 for c in nat]
        for wr in combinations_with_replacement(ranks, w):
            for br in combinations_with_replacement(ranks, b):
                reading = reader.read(tuple(base) + wr + br)
                if b and not all(r == ACE for r in br) and not straightish(reading.category):
                    continue
                best = max(best, dense[reading.key])
        suits = {c & 3 for c in nat}
        if tables.flushes and size == ev.spec.cards and len(suits) <= 1:
            absent = [r for r in ranks if r not in base]
            for extra in combinations(absent, w + b):
                reading = reader.read(tuple(base) + extra, True)
                if b and not straightish(reading.category):
                    continue
                best = max(best, dense[reading.key])
    return best


def deals(seed: int, count: int, size: int, jokers: int):
    rng = random.Random(seed)
    return [tuple(rng.sample(range(52), size - jokers)) for _ in range(count)]


@pytest.mark.parametrize("ranking", ["high", "ace-to-five-low", "deuce-to-seven-low"])
@pytest.mark.parametrize(
    "size,wilds,count", [(5, 1, 300), (5, 2, 200), (5, 3, 100), (7, 1, 150), (7, 2, 60), (7, 3, 20)]
)
def test_wild_cards_against_brute_force(ranking, size, wilds, count):
    ev = compile_ranking(spec(ranking))
    for naturals in deals(size * 10 + wilds, scale(count, count * 10), size, wilds):
        assert ev.rank_wild(naturals, wilds) == reference(ranking, naturals, wilds, 0), naturals


@pytest.mark.parametrize("ranking", ["high", "ace-to-five-low"])
@pytest.mark.parametrize(
    "size,wilds,bugs,count", [(5, 0, 1, 400), (5, 1, 1, 150), (7, 0, 1, 150), (5, 0, 2, 150), (7, 1, 1, 30)]
)
def test_bugs_against_brute_force(ranking, size, wilds, bugs, count):
    ev = compile_ranking(spec(ranking))
    for naturals in deals(size * 100 + wilds * 10 + bugs, scale(count, count * 10), size, wilds + bugs):
        assert ev.rank_wild(naturals, wilds, bugs) == reference(ranking, naturals, wilds, bugs), naturals


def test_a_wild_card_stands_for_any_card_even_one_held():
    assert evaluate(HIGH, "As Ah Ad Ac X1", wild="X1").describe() == "five of a kind, aces"
    assert evaluate(HIGH, "Ks Kh Kd 2c X1", wild="2c X1").describe() == "five of a kind, kings"


def test_five_of_a_kind_beats_a_straight_flush_without_being_listed():
    assert "five-of-a-kind" not in spec("high").order
    five = evaluate(HIGH, "9s 9h 9d 2c 2s", wild="2c 2s")
    royal = evaluate(HIGH, "As Ks Qs Js Ts")
    assert five > royal and five.category == "five-of-a-kind"


def test_a_natural_hand_and_a_wild_hand_of_the_same_value_tie():
    assert evaluate(HIGH, "As Ks Qs Js Ts") == evaluate(HIGH, "As Ks Qs Js X1", wild="X1")
    assert evaluate(HIGH, "7c 7d 7h 7s 3c") == evaluate(HIGH, "7c 7d 2h 2s 3c", wild="2h 2s")


def test_in_a_flush_a_wild_card_is_the_best_card_of_the_suit_not_held():
    # The wild is the king of hearts: ace-king high, not a second ace.
    flush = evaluate(HIGH, "Ah Jh 8h 3h X1", wild="X1")
    assert flush == evaluate(HIGH, "Ah Kh Jh 8h 3h")


@pytest.mark.parametrize(
    "hand,words",
    [
        ("Kh Kd 5c 2s X1", "pair of kings"),  # the bug is an ace kicker
        ("As Ad 9c 4s X1", "three of a kind, aces"),
        ("Ah Jh 8h 3h X1", "flush, ace high"),  # the bug is the king of hearts
        ("7c 6d 5h 4s X1", "straight, eight high"),  # an eight rather than a three
        ("X1 Jc Tc 8c 7c", "straight flush, jack high"),  # the nine of clubs
        ("As Ah Ad Ac X1", "five of a kind, aces"),
    ],
)
def test_the_bug_is_an_ace_or_completes_a_straight_or_a_flush(hand, words):
    assert evaluate(HIGH, hand, bugs="X1").describe() == words


def test_the_bug_is_not_fully_wild_for_high():
    # A full wild would make kings full; the bug is only an ace here.
    assert evaluate(HIGH, "Kh Kd 5c 5s X1", bugs="X1").describe() == "two pair, kings and fives"
    assert evaluate(HIGH, "Kh Kd 5c 5s X1", wild="X1").describe() == "full house, kings over fives"


@pytest.mark.parametrize("hand,words", [("8h 6d 4c 3s X1", "8-6-4-3-A low"), ("Ah 2d 3c 5s X1", "5-4-3-2-A low")])
def test_in_a_low_the_bug_is_the_lowest_card_the_hand_lacks(hand, words):
    assert evaluate(spec("ace-to-five-low"), hand, bugs="X1").describe() == words


def test_best_five_of_seven_with_wild_cards():
    value = evaluate(HIGH, "2c 2d Ks Kh 7d 8c 3s", wild="2c 2d")
    assert value.describe() == "four of a kind, kings" and len(value.cards) == 5


def test_a_joker_must_be_wild():
    with pytest.raises(HandError, match="joker"):
        evaluate(HIGH, "As Ks Qs Js X1")
    with pytest.raises(HandError, match="not in the hand"):
        evaluate(HIGH, "As Ks Qs Js Ts", wild="X1")


def test_partial_hands_count_wild_cards():
    assert evaluate(spec("upcards"), "Kd X1", wild="X1").describe() == "pair of kings"


# ---- properties ---------------------------------------------------------------------------

hands5 = st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True)


@settings(max_examples=150, deadline=None)
@given(hand=hands5, which=st.integers(0, 6), ranking=st.sampled_from(["high", "ace-to-five-low", "deuce-to-seven-low"]))
def test_making_a_card_wild_never_makes_a_hand_worse(hand, which, ranking):
    ev = compile_ranking(spec(ranking))
    which %= len(hand)
    natural = ev.rank(tuple(hand))
    wild = ev.rank_with(tuple(hand), frozenset([hand[which]]))
    assert wild >= natural


@settings(max_examples=150, deadline=None)
@given(hand=hands5, ranking=st.sampled_from(["high", "ace-to-five-low"]))
def test_adding_a_wild_card_never_makes_a_hand_worse(hand, ranking):
    ev = compile_ranking(spec(ranking))
    four = tuple(hand[:4])
    # The wild may be the fifth card itself; a second wild adds a sixth card to choose from.
    assert ev.rank_wild(four, 2) >= ev.rank_wild(four, 1) >= ev.rank(four + (hand[4],))


@given(rank=st.integers(0, 12), kicker=st.integers(0, 12), suit=st.integers(0, 3))
def test_natural_quads_and_quads_made_with_a_joker_tie(rank, kicker, suit):
    if rank == kicker:
        return
    quads = [card(rank * 4 + s) for s in range(4)] + [card(kicker * 4 + suit)]
    wild = quads[:3] + [card(JOKER1), quads[4]]
    assert evaluate(HIGH, quads) == evaluate(HIGH, wild, wild=[card(JOKER1)])


@given(rank=st.integers(0, 12), jokers=st.integers(1, 2))
def test_five_of_a_kind_beats_every_straight_flush(rank, jokers):
    ev = compile_ranking(spec("high"))
    naturals = tuple(rank * 4 + s for s in range(5 - jokers))
    royal = ev.rank(idx("As Ks Qs Js Ts"))
    assert ev.rank_wild(naturals, jokers) > royal


def test_more_naturals_than_any_table_holds_still_rank_with_wild_cards():
    # Ten naturals and a wild card: the best five lie among some seven of the naturals.
    hand = idx("As Ks Qs Js 2d 3c 4h 6c 8d 9h")
    ev = compile_ranking(spec("high"))
    assert ev.describe(ev.rank_wild(hand, 1)) == "straight flush, ace high"
    assert ev.rank_wild(hand, 1) == max(ev.rank_wild(sub, 1) for sub in combinations(hand, 7))
