"""Each stdlib ranking on hand-picked hands: order, categories, words, qualifiers, errors."""

from __future__ import annotations

import attrs
from itertools import pairwise
import pytest
from helpers.hands_helpers import STDLIB, idx, spec

from pokerlang.hands import HandError, HandValue, Qualifier, RankingSpec, compile_ranking, evaluate, qualifies


def ev(name: str, cards: str) -> HandValue:
    return evaluate(spec(name), cards)


def ascending(name: str, *hands: str) -> None:
    """Each hand strictly beats the one before it."""
    values = [ev(name, h) for h in hands]
    for worse, better in pairwise(values):
        assert worse < better, f"{worse!r} should lose to {better!r}"


@pytest.mark.parametrize("name", STDLIB)
def test_every_stdlib_ranking_compiles(name):
    evaluator = compile_ranking(spec(name))
    assert evaluator.tables.size > 1


DESCRIBED = [
    ("high", "Kh Kd Ks 3c 3d", "full house, kings over threes", "full-house"),
    ("high", "9s Ks Qs Js Ts", "straight flush, king high", "straight-flush"),
    ("high", "Qh Qd Qs 3c 7d", "three of a kind, queens", "three-of-a-kind"),
    ("high", "Kh Kd Ts Tc 2d", "two pair, kings and tens", "two-pair"),
    ("high", "7h 7d As 3c 2d", "pair of sevens", "pair"),
    ("high", "6h 6d 6s 6c 2d", "four of a kind, sixes", "four-of-a-kind"),
    ("high", "Ah Jd 9s 3c 2d", "ace high", "high-card"),
    ("high", "Ah 2d 3s 4c 5d", "straight, five high", "straight"),
    ("high", "Ah 9h 3h 4h 5h", "flush, ace high", "flush"),
    ("ace-to-five-low", "7h 5d 4s 3c 2d", "7-5-4-3-2 low", "high-card"),
    ("ace-to-five-low", "8h 6d 4s 3c Ad", "8-6-4-3-A low", "high-card"),
    ("ace-to-five-low", "8h 8d 4s 3c Ad", "pair of eights", "pair"),
    ("deuce-to-seven-low", "7h 5d 4s 3c 2d", "7-5-4-3-2 low", "high-card"),
    ("deuce-to-seven-low", "Ah 5d 4s 3c 2d", "A-5-4-3-2 low", "high-card"),
    ("badugi", "8h 5d 3s Ac", "badugi, 8-5-3-A", "high-card"),
    ("badugi", "7h 4d 2s 2c", "three-card 7-4-2", "high-card"),
    ("badugi", "7h 4h 2h 3h", "one-card 2", "high-card"),
    ("three-card-guts", "Ah 2d 3s", "straight, three high", "straight"),
    ("three-card-guts", "9d 9h 9s", "three of a kind, nines", "three-of-a-kind"),
    ("upcards", "Qh Qd", "pair of queens", "pair"),
    ("upcards", "Ah", "ace high", "high-card"),
]


@pytest.mark.parametrize("name,cards,words,category", DESCRIBED)
def test_describe(name, cards, words, category):
    value = ev(name, cards)
    assert value.describe() == words
    assert value.category == category
    assert str(value) == words


def test_cards_are_the_hand_best_first():
    assert [str(c) for c in ev("high", "3c Kh 3d Kd Ks").cards] == ["Ks", "Kh", "Kd", "3d", "3c"]
    assert [str(c) for c in ev("high", "2d 4c Ah 5d 3s").cards] == ["5d", "4c", "3s", "2d", "Ah"]
    # Seven cards: the five that play.
    best = ev("high", "2c 7d Ah Kh Qh Jh Th")
    assert [str(c) for c in best.cards] == ["Ah", "Kh", "Qh", "Jh", "Th"]
    assert [str(c) for c in ev("badugi", "Kc 2c 3d 4h 5s").cards] == ["5s", "4h", "3d", "2c"]


def test_card_forms_are_interchangeable():
    from pokerlang.cards import cards

    text = "As Kd Qh Jc 9s"
    forms = [text, "AsKdQhJc9s", text.split(), list(cards(text)), [c.index for c in cards(text)]]
    values = [evaluate(spec("high"), f) for f in forms]
    assert len(set(values)) == 1


def test_standard_high_order():
    ascending(
        "high",
        "7c 5d 4h 3s 2c",
        "7c 6d 4h 3s 2c",
        "Ac Kd Qh Js 9c",
        "2c 2d 3h 4s 5c",
        "2c 2d Ah Ks Qc",
        "3c 3d 2h 2s 4c",
        "Ac Ad Kh Ks 2c",
        "2c 2d 2h 3s 4c",
        "Ac Ad Ah Ks Qc",
        "Ac 2d 3h 4s 5c",
        "2c 3d 4h 5s 6c",
        "Tc Jd Qh Ks Ac",
        "2c 3c 4c 5c 7c",
        "Ac Kc Qc Jc 9c",
        "2c 2d 2h 3s 3c",
        "Ac Ad Ah Ks Kc",
        "2c 2d 2h 2s 3c",
        "Ac Ad Ah As Kc",
        "Ac 2c 3c 4c 5c",
        "2c 3c 4c 5c 6c",
        "Tc Jc Qc Kc Ac",
    )
    # Ties: suits never matter.
    assert ev("high", "Ac Kd Qh Js 9c") == ev("high", "Ad Kh Qs Jc 9d")
    assert hash(ev("high", "Ac Kd Qh Js 9c")) == hash(ev("high", "Ad Kh Qs Jc 9d"))


def test_short_deck():
    # Flush beats full house, A-6-7-8-9 is the lowest straight, and A-2-3-4-5 is no hand.
    ascending(
        "short-deck",
        "Ac Kd Qh Js 9c",
        "Ac 6d 7h 8s 9c",
        "6c 7d 8h 9s Tc",
        "Ac Ad Ah Ks Kc",
        "6h 7h 8h 9h Jh",
        "6c 6d 6h 6s 7c",
        "Ah 6h 7h 8h 9h",
        "Th Jh Qh Kh Ah",
    )
    assert ev("short-deck", "Ac 6d 7h 8s 9c").describe() == "straight, nine high"
    with pytest.raises(HandError, match="rank not in play"):
        ev("short-deck", "Ac 2d 3h 4s 5c")


def test_ace_to_five_low():
    # Straights and flushes do not count; the ace is low; the wheel is the best hand.
    ascending(
        "ace-to-five-low",
        "Kc Kd Kh Ks Qc",
        "2c 2d 3h 3s 4c",
        "Ac Ad 2h 3s 4c",
        "Kc Qc Jc Tc 9c",
        "8c 7d 6h 5s 4c",
        "8c 6d 4h 3s 2c",
        "6c 4d 3h 2s Ac",
        "5c 4d 3h 2s Ac",
    )
    assert ev("ace-to-five-low", "5c 4c 3c 2c Ac") == ev("ace-to-five-low", "5c 4d 3h 2s Ac")


def test_deuce_to_seven_low():
    # The ace is high only; straights and flushes count against you.
    ascending(
        "deuce-to-seven-low",
        "Ac Kc Qc Jc Tc",
        "7c 5c 4c 3c 2c",
        "6c 5d 4h 3s 2c",
        "2c 2d 4h 5s 6c",
        "Ac 5d 4h 3s 2c",
        "8c 6d 4h 3s 2c",
        "7c 6d 4h 3s 2c",
        "7c 5d 4h 3s 2c",
    )
    # With seven cards it breaks the flush with the 8d (the rare slow path).
    assert ev("deuce-to-seven-low", "7c 5c 4c 3c 2c 8d Kh").describe() == "8-5-4-3-2 low"


def test_badugi():
    ascending(
        "badugi",
        "Kc Qc Jc Tc",
        "Ac 2c 3c 4c",
        "Kc Qd Jh 2h",
        "4c 3d 2h 2s",
        "Kc Qd Jh Ts",
        "5c 4d 3h 2s",
        "4c 3d 2h As",
    )
    # Five cards: the best distinct subset.
    assert ev("badugi", "Kc 2c 3d 4h 5s").describe() == "badugi, 5-4-3-2"


def test_eight_or_better_qualifies():
    eight = spec("eight-or-better")
    yes = ["8c 7d 6h 5s 4c", "8c 6d 4h 3s 2c", "5c 4d 3h 2s Ac", "8c 7d 6h 5s 4c Kd Qh"]
    no = ["9c 4d 3h 2s Ac", "8c 8d 4h 3s 2c", "Kc Qd Jh Ts 9c", "9c 7d 6h 5s 4c Kd Qh"]
    for hand in yes:
        assert evaluate(eight, hand).qualifies(), hand
    for hand in no:
        assert not evaluate(eight, hand).qualifies(), hand
    assert qualifies(eight, evaluate(eight, yes[0]))
    assert qualifies(eight, compile_ranking(eight).rank(idx(no[0]))) is False
    # The ace-to-five ranking it extends has no qualifier: everything qualifies.
    assert ev("ace-to-five-low", no[1]).qualifies()


def test_high_qualifier_jacks_or_better():
    jacks = attrs.evolve(
        spec("high"), name="jacks", qualifier=attrs.evolve(spec("eight-or-better").qualifier, category="pair", rank="J")
    )
    assert evaluate(jacks, "Jc Jd 2h 3s 4c").qualifies()
    assert evaluate(jacks, "2c 2d 3h 3s 4c").qualifies()
    assert not evaluate(jacks, "Tc Td Ah Ks Qc").qualifies()
    assert not evaluate(jacks, "Ac Kd Qh Js 9c").qualifies()


def test_guts_order():
    ascending(
        "three-card-guts",
        "Ac Kd Jh",
        "2c 2d 3h",
        "Ac Ad Kh",
        "2c 5c 7c",
        "Ac 2d 3h",
        "2c 3d 4h",
        "Qc Kd Ah",
        "Ac 2c 3c",
        "Qc Kc Ac",
        "2c 2d 2h",
        "Ac Ad Ah",
    )
    # Trips beat a straight flush because of the order; K-A-2 does not wrap.
    assert ev("three-card-guts", "2c 2d 2h") > ev("three-card-guts", "Qh Kh Ah")
    assert ev("three-card-guts", "Kc Ad 2h").category == "high-card"


def test_two_card_rankings():
    ascending("two-card", "3c 2d", "Ac Kc", "2c 2d", "Ac Ad")
    ascending("two-card-straights", "Ac Qd", "2c 7c", "2c 3d", "Ac Kd", "Ac 2c", "Kc Ac", "2c 2d")
    assert ev("two-card", "Ac Kc").category == "high-card"  # no flushes in the plain one
    assert ev("two-card-straights", "Ac 2d").describe() == "straight, deuce high"


def test_partial_upcards():
    ascending("upcards", "Kc Qd Jh", "Ac Kd Qh", "7c 7d 8h", "3c 3d 3h")
    # A straight or flush needs five cards: four to one is just high cards.
    assert ev("upcards", "5h 6h 7h 8h").category == "high-card"
    assert ev("upcards", "5h 6h 7h 8h") < ev("upcards", "2c 2d 3h 4s")
    assert ev("upcards", "5h 6h 7h 8h 9h").category == "straight-flush"
    # Pairs, two pair and trips count from as few cards as they need.
    assert ev("upcards", "Kc Kd").category == "pair"
    assert ev("upcards", "Kc Kd 4h 4s").category == "two-pair"
    # Fewer cards of the same kind read as a shorter hand: lower.
    assert ev("upcards", "Ac") < ev("upcards", "Ac 2d") < ev("upcards", "Kc Kd")


def test_suit_tie_break_on_the_highest_card():
    # Clubs < diamonds < hearts < spades, on the card heading the hand.
    ascending("upcards", "Kc", "Kd", "Kh", "Ks", "Ac")
    ascending("upcards", "Kh Qs 7s", "Ks Qc 7c")  # only the king's suit counts
    ascending("upcards", "7c 7s 2c", "7d 7h Kc")  # pair of sevens with the better kicker
    ascending("upcards", "7c 7h Kc", "7d 7s Kd")  # same pair and kicker: the best seven decides
    # Who brings in: the lowest upcard, lowest suit first.
    showing = ["2d", "2c", "3s", "2h"]
    assert min(showing, key=lambda c: ev("upcards", c)) == "2c"
    # Suits decide only exact ties of ranks.
    assert ev("upcards", "Ac 2c") > ev("upcards", "Ks Qs")


def test_errors():
    high = spec("high")
    with pytest.raises(HandError, match="5 or more cards"):
        evaluate(high, "As Ks Qs")
    with pytest.raises(HandError, match="twice"):
        evaluate(high, "As As Qs Js Ts")
    with pytest.raises(HandError, match="not a card"):
        evaluate(high, "As Ks Qs Js Zz")
    with pytest.raises(HandError):
        compile_ranking(high).rank(idx("As Ks"))
    assert issubclass(HandError, ValueError)
    with pytest.raises(TypeError):
        ev("high", "As Ks Qs Js Ts") < ev("ace-to-five-low", "As Ks Qs Js Ts")  # noqa: B015
    assert ev("high", "As Ks Qs Js Ts") != ev("ace-to-five-low", "As Ks Qs Js Ts")


def test_no_name_branching_a_made_up_ranking():
    """A spec nobody wrote yet: 4-card hands, ace low, straights and flushes only above pairs."""
    odd = RankingSpec(
        name="odd", cards=4, min_cards=4, ace="low", order=("high-card", "pair", "straight", "flush", "two-pair")
    )
    ascending_values = [
        evaluate(odd, h) for h in ["Kc Qd 9h 8s", "2c 2d 9h 8s", "Ac 2d 3h 4s", "Kc Qc 9c 2c", "2c 2d 3h 3s"]
    ]
    assert ascending_values == sorted(ascending_values)
    assert len(set(ascending_values)) == 5
    assert evaluate(odd, "Jc Qd Kh As").category == "high-card"  # the ace is low only
    # Trips and quads are not in its order: they fall to the best pattern they fit.
    assert evaluate(odd, "7c 7d 7h 2s").category == "pair"
    assert evaluate(odd, "7c 7d 7h 7s").category == "pair"  # two pair needs two ranks


def test_stdlib_names_resolve_above_the_hands_layer():
    import pokerlang

    assert pokerlang.evaluate("high", "As Ks Qs Js Ts").describe() == "straight flush, ace high"
    eight = pokerlang.ranking("eight-or-better")
    assert qualifies(eight, pokerlang.evaluate("eight-or-better", "8c 7d 6h 5s 4c"))
    with pytest.raises(KeyError, match="no stdlib ranking"):
        pokerlang.evaluate("hihg", "As Ks Qs Js Ts")


def test_stdlib_specs_are_what_these_tests_assume():
    """The fields of stdlib/rankings.poker the tests above depend on, spelled out."""
    full = (
        "high-card",
        "pair",
        "two-pair",
        "three-of-a-kind",
        "straight",
        "flush",
        "full-house",
        "four-of-a-kind",
        "straight-flush",
    )
    expected = {
        "high": RankingSpec(name="high", title="standard high", ace="both"),
        "short-deck": RankingSpec(
            name="short-deck",
            title="short-deck high",
            ranks="6789TJQKA",
            ace="both",
            order=full[:5] + ("full-house", "flush") + full[7:],
        ),
        "deuce-to-seven-low": RankingSpec(name="deuce-to-seven-low", title="deuce-to-seven low", lowest_wins=True),
        "badugi": RankingSpec(
            name="badugi",
            title="badugi",
            cards=4,
            min_cards=4,
            ace="low",
            order=("high-card",),
            distinct=True,
            lowest_wins=True,
        ),
        "upcards": RankingSpec(name="upcards", title="best showing cards", ace="both", min_cards=1, suit_order="cdhs"),
    }
    for name, want in expected.items():
        assert spec(name) == want, name
    a5 = spec("ace-to-five-low")
    assert (a5.ace, a5.lowest_wins, a5.order) == ("low", True, full[:4] + full[6:8])
    assert attrs.evolve(spec("eight-or-better"), name=a5.name, title=a5.title, qualifier=None) == a5
    assert spec("eight-or-better").qualifier == Qualifier("high-card", "8")
    guts = spec("three-card-guts")
    assert (guts.cards, guts.min_cards, guts.ace, guts.order[-1]) == (3, 3, "both", "three-of-a-kind")
    assert spec("two-card-straights").order[-1] == "pair" and spec("two-card").order == full[:2]


@pytest.mark.parametrize(
    "spelled", ["AsKsQsJsTs9c2d", "as ks qs js ts 9c 2d", "AS,KS,QS,JS,TS,9C,2D", "As Ks Qs Js 10s 9c 2d"]
)
def test_a_hand_is_read_however_its_cards_are_spelled(spelled):
    hand = ev("high", spelled)
    assert hand.describe() == ev("high", "AsKsQsJsTs").describe() and hand.category == "straight-flush"
    # The best five are found when asked for, most significant first.
    assert [str(c) for c in hand.cards] == ["As", "Ks", "Qs", "Js", "Ts"]


@pytest.mark.parametrize("bad", ["AsKsQsJsZz", "As Ks Qs Js As", "AsKs"])
def test_cards_that_are_no_hand_are_refused_on_the_quick_path_too(bad):
    with pytest.raises(HandError):
        ev("high", bad)
