"""Pip counts (``nearest 27``) against a brute-force count: every way the cards with a
choice (an ace's 1 or 11) may count is tried, in exact fractions, and the hands compared
by the rule (nearer the target better; of two equally far, the one under; a count over
the target busts, with ``over busts``, below every count that does not)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.hands import HandError, compile_ranking, compile_composition, evaluate
from pokerlang.hands.pips import half_points
from pokerlang.ir.ranking import PIP_CARDS, PIP_COUNTS, Composition, Pips, RankingSpec, Source


def rankings(game: str) -> dict[str, RankingSpec]:
    return {r.name: r for r in load_game(game).rankings}


SEVEN, TWENTY_SEVEN = rankings("seven-twenty-seven")["seven"], rankings("seven-twenty-seven")["twenty-seven"]
BUST = rankings("seven-twenty-seven-bust")["twenty-seven"]
DECK = [card(r + s) for r in "23456789TJQKA" for s in "cdhs"]


def pip_spec(target: int, counts, busts: bool) -> RankingSpec:
    return RankingSpec(
        name="t", cards=PIP_CARDS, min_cards=1, pips=Pips(target=target, counts=counts, over_busts=busts)
    )


def brute(spec: RankingSpec, hand) -> tuple[tuple[int, Fraction, int], Fraction]:
    """The best (key, count) over every way of counting: key greater is better."""
    pips = spec.pips
    best = None
    for values in product(*(pips.counts[c.index >> 2] for c in hand)):
        total = Fraction(sum(values), 2)
        off = total - pips.target
        key = (0 if off > 0 and pips.over_busts else 1, -abs(off), 0 if off > 0 else 1)
        if best is None or key > best[0]:
            best = (key, total)
    return best


hands = st.lists(st.sampled_from(DECK), min_size=1, max_size=9, unique=True)
values = st.lists(st.integers(0, 24), min_size=1, max_size=2, unique=True).map(tuple)
specs = st.builds(
    pip_spec, st.integers(1, 60), st.lists(values, min_size=13, max_size=13).map(tuple), st.booleans()
) | st.sampled_from([SEVEN, TWENTY_SEVEN, BUST])


@given(specs, hands, hands)
def test_the_evaluator_orders_hands_as_the_brute_force_count(spec, a, b):
    ev = compile_ranking(spec)
    (ka, ta), (kb, _) = brute(spec, a), brute(spec, b)
    va, vb = ev.rank(tuple(c.index for c in a)), ev.rank(tuple(c.index for c in b))
    assert (va > vb) == (ka > kb) and (va == vb) == (ka == kb)
    assert evaluate(spec, a).describe().startswith(f"a count of {half_points(int(ta * 2))}")
    assert ev.qualifies(va) == (ka[0] == 1)  # only a bust fails to qualify
    assert va > 0  # 0 means no hand


@given(hands)
def test_the_order_of_the_cards_does_not_matter(hand):
    indices = tuple(c.index for c in hand)
    for spec in (SEVEN, TWENTY_SEVEN, BUST):
        assert compile_ranking(spec).rank(indices) == compile_ranking(spec).rank(indices[::-1])


@given(hands)
def test_a_count_takes_every_card_of_its_zone(hand):
    """``hand by seven``: the composition gives the evaluator every card, however many."""
    composer = compile_composition(SEVEN, Composition(size=PIP_CARDS, sources=(Source(zone="hand"),)))
    indices = tuple(c.index for c in hand)
    assert composer.rank({"hand": indices}, {}) == compile_ranking(SEVEN).rank(indices)
    assert set(composer.best({"hand": indices}, {}).cards) == set(hand)


def test_the_rule_books_counts():
    assert evaluate(SEVEN, "5c As Ad").describe() == "a count of 7"
    assert evaluate(TWENTY_SEVEN, "5c As Ad").describe() == "a count of 27"
    assert evaluate(SEVEN, "Kc Qd Jh 4s").describe() == "a count of 5½"
    assert evaluate(TWENTY_SEVEN, "Tc 9d 9s").describe() == "a count of 28"
    assert evaluate(BUST, "Tc 9d 9s").describe() == "a count of 28, bust"
    assert evaluate(SEVEN, "2c 4d") > evaluate(SEVEN, "3c 5d")  # 6 beats 8: equally far, the lower
    assert evaluate(TWENTY_SEVEN, "Tc 9d 8s") > evaluate(TWENTY_SEVEN, "Tc 9d 9s")
    assert evaluate(BUST, "2c") > evaluate(BUST, "Tc 9d 9s")  # 2 beats a bust 28


def test_a_count_has_no_wild_cards_nor_jokers():
    with pytest.raises(HandError, match="wild"):
        evaluate(SEVEN, "5c As", wild="As")
    with pytest.raises(HandError, match="joker"):
        compile_ranking(SEVEN).check((52,))


def test_the_default_counts_are_the_pips_faces_ten_ace_one():
    spec = pip_spec(21, PIP_COUNTS, True)
    assert evaluate(spec, "Kc As").describe() == "a count of 11"
    assert evaluate(spec, "Kc Qs 2d").describe() == "a count of 22, bust"
