"""Orders and categories of a ranking's own: a category's rank order (brag's three threes,
its A-2-3 run) and categories defined by a pattern. Each ranking stays a total order
that agrees with an independent reading of its rule text, and one that writes nothing
new (or only what the usual order says anyway) ranks every hand as before."""

from __future__ import annotations

from itertools import combinations

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.hands_helpers import agree, spec
from helpers.written_play import game

from pokerlang.hands import compile_ranking
from pokerlang.ir.ranking import Category, RankOrder

RANKS = "23456789TJQKA"


def brag_key(cards: tuple[int, ...]) -> tuple:
    """Brag by its rule text: prial (threes the best), running flush, run (A-2-3 the best,
    then A-K-Q down to 4-3-2), flush, pair, high card; aces high otherwise."""
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    suited = len({c & 3 for c in cards}) == 1
    low_ace = sorted(r if r != 12 else -1 for r in ranks)
    run = (ranks[0] - ranks[2] == 2 and len(set(ranks)) == 3) or low_ace == [-1, 0, 1]
    if len(set(ranks)) == 1:
        return (5, 13 if ranks[0] == 1 else ranks[0])
    if run:
        top = 13 if low_ace == [-1, 0, 1] else ranks[0]
        return (4 if suited else 3, top)
    if suited:
        return (2, *ranks)
    if len(set(ranks)) == 2:
        pair = max(set(ranks), key=ranks.count)
        return (1, pair, *[r for r in ranks if r != pair])
    return (0, *ranks)


def test_brag_orders_every_three_card_hand_as_its_rule_text_says():
    evaluator = compile_ranking(game("three-card-brag").ranking("brag"))
    hands = list(combinations(range(52), 3))
    assert agree([evaluator.rank(h) for h in hands], [brag_key(h) for h in hands]) == []


# Rank orders that say what the usual order says anyway change no hand's place.
NO_OPS = (
    RankOrder(category="three-of-a-kind", items=("A", "K")),
    RankOrder(category="pair", items=("2",), high=False),
    RankOrder(category="straight", items=("TJQKA",)),
)
HIGH = spec("high")
SAME = attrs.evolve(HIGH, name="same", rank_orders=NO_OPS)
HOME = game("home-hands-draw").ranking("home")
STANDARD = set(HIGH.order)

hands = st.integers(5, 7).flatmap(lambda n: st.lists(st.integers(0, 51), min_size=n, max_size=n, unique=True))


@settings(max_examples=200, deadline=None)
@given(st.lists(hands, min_size=2, max_size=40))
def test_a_rank_order_the_usual_order_implies_ranks_as_the_plain_ranking(sample):
    plain, same = compile_ranking(HIGH), compile_ranking(SAME)
    assert agree([same.rank(tuple(h)) for h in sample], [plain.rank(tuple(h)) for h in sample]) == []


@settings(max_examples=200, deadline=None)
@given(st.lists(hands.map(lambda h: tuple(h[:5])), min_size=2, max_size=40))
def test_new_categories_only_slot_in_between_the_usual_ones(sample):
    """Hands the home ranking reads as usual categories keep high's order among them."""
    plain, home = compile_ranking(HIGH), compile_ranking(HOME)
    usual = [h for h in sample if home.category(home.rank(h)) in STANDARD]
    assert agree([home.rank(h) for h in usual], [plain.rank(h) for h in usual]) == []


def test_a_category_defined_only_for_its_name_is_the_built_in_one():
    """``four-flush`` is the pattern ``flush of 4``: written out, it ranks every hand alike."""
    soko = attrs.evolve(HIGH, order=("high-card", "pair", "four-flush", "two-pair") + HIGH.order[3:])
    mine = attrs.evolve(
        soko,
        categories=(Category(name="my-four-flush", shape="flush", size=4),),
        order=tuple("my-four-flush" if c == "four-flush" else c for c in soko.order),
    )
    a, b = compile_ranking(soko), compile_ranking(mine)
    sample = list(combinations(range(0, 52, 3), 5))
    assert agree([a.rank(h) for h in sample], [b.rank(h) for h in sample]) == []


def test_a_qualifier_on_a_category_of_part_of_the_hand_in_one_suit():
    """`category c = flush of 4` with `qualify c, K or better` (an outside author's high card
    flush): a four-card flush topped by a king qualifies, one topped by a queen does not."""
    from pokerlang.cards.card import card
    from pokerlang.ir.ranking import Qualifier

    four = Category(name="c", shape="flush", size=4)
    ranked = attrs.evolve(
        spec("high"), categories=(four,), order=("high-card", "pair", "c", "flush"), qualifier=Qualifier("c", "K")
    )
    evaluator = compile_ranking(ranked)
    king = evaluator.rank(tuple(card(c).index for c in "Kh 9h 6h 3h 2c".split()))
    queen = evaluator.rank(tuple(card(c).index for c in "Qh 9h 6h 3h 2c".split()))
    assert evaluator.qualifies(king) and not evaluator.qualifies(queen)
