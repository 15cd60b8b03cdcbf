"""Our order of hands against treys and pokerkit on the same random hands.

Each test checks that every pair of hands compares the same way under both
(see ``hands_helpers.agree``).  The default run is a few thousand hands; set
POKERLANG_FULL=1 for the long runs (>= 100,000 hands against treys).
"""

from __future__ import annotations

import random

import pytest
from helpers.hands_helpers import agree, name, scale, spec

from pokerlang.hands import Composition, Source, compile_composition, compile_ranking

treys = pytest.importorskip("treys")
pokerkit = pytest.importorskip("pokerkit")

OMAHA = Composition(5, (Source("hand", "own", 2, 2), Source("board", "shared", 3, 3)))


def deals(seed: int, count: int, size: int, deck=range(52)):
    rng = random.Random(seed)
    deck = list(deck)
    return [tuple(rng.sample(deck, size)) for _ in range(count)]


def text(hand) -> str:
    return "".join(name(c) for c in hand)


def kit_score(hand) -> int:
    """pokerkit's strength as a number, greater is better (its low hands count down)."""
    return -hand.entry.index if hand.low else hand.entry.index


@pytest.mark.parametrize("size", [5, 6, 7])
def test_standard_high_against_treys(size):
    evaluator = treys.Evaluator()
    as_treys = [treys.Card.new(name(i)) for i in range(52)]
    hands = deals(size, scale(4000, 100_000), size)
    rank = compile_ranking(spec("high")).rank
    ours = [rank(h) for h in hands]
    theirs = [-evaluator.evaluate([as_treys[c] for c in h[:2]], [as_treys[c] for c in h[2:]]) for h in hands]
    assert agree(ours, theirs) == []


@pytest.mark.parametrize(
    "ranking,kit,size,count",
    [
        ("high", "StandardHighHand", 5, 3000),
        ("ace-to-five-low", "RegularLowHand", 5, 3000),
        ("ace-to-five-low", "RegularLowHand", 7, 600),
        ("deuce-to-seven-low", "StandardLowHand", 5, 3000),
        ("deuce-to-seven-low", "StandardLowHand", 7, 600),
        ("short-deck", "ShortDeckHoldemHand", 5, 3000),
        ("short-deck", "ShortDeckHoldemHand", 7, 600),
        ("badugi", "BadugiHand", 4, 3000),
        ("badugi", "BadugiHand", 5, 1000),
    ],
)
def test_rankings_against_pokerkit(ranking, kit, size, count):
    cls = getattr(pokerkit, kit)
    s = spec(ranking)
    deck = [i for i in range(52) if "23456789TJQKA"[i >> 2] in s.ranks]
    hands = deals(sum(map(ord, ranking)) + size, scale(count, count * 20), size, deck)
    rank = compile_ranking(s).rank
    ours = [rank(h) for h in hands]
    theirs = [kit_score(cls.from_game(text(h))) for h in hands]
    assert agree(ours, theirs) == []


def test_eight_or_better_against_pokerkit():
    """pokerkit has no hand for a low that does not qualify: those must not qualify here."""
    s = spec("eight-or-better")
    evaluator = compile_ranking(s)
    ours, theirs = [], []
    for h in deals(8, scale(3000, 60_000), 7):
        value = evaluator.rank(h)
        try:
            kit = pokerkit.EightOrBetterLowHand.from_game(text(h))
        except ValueError:
            assert not evaluator.qualifies(value), text(h)
            continue
        assert evaluator.qualifies(value), text(h)
        ours.append(value)
        theirs.append(kit_score(kit))
    assert len(ours) > 100
    assert agree(ours, theirs) == []


@pytest.mark.parametrize("held", [4, 5])
def test_omaha_against_pokerkit(held):
    composer = compile_composition(spec("high"), OMAHA)
    ours, theirs = [], []
    for d in deals(held, scale(400, 20_000), held + 5):
        ours.append(composer.rank({"hand": d[:held]}, {"board": d[held:]}))
        theirs.append(kit_score(pokerkit.OmahaHoldemHand.from_game(text(d[:held]), text(d[held:]))))
    assert agree(ours, theirs) == []


def test_omaha_eight_or_better_against_pokerkit():
    s = spec("eight-or-better")
    composer = compile_composition(s, OMAHA)
    evaluator = compile_ranking(s)
    ours, theirs = [], []
    for d in deals(88, scale(400, 10_000), 9):
        value = composer.rank({"hand": d[:4]}, {"board": d[4:]})
        try:
            kit = pokerkit.OmahaEightOrBetterLowHand.from_game(text(d[:4]), text(d[4:]))
        except ValueError:
            assert not evaluator.qualifies(value)
            continue
        assert evaluator.qualifies(value)
        ours.append(value)
        theirs.append(kit_score(kit))
    assert agree(ours, theirs) == []
