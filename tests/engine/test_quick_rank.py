"""The engine's quick ranking (``engine.showing.QuickRank``) gives the evaluator's own value
for every hand: it sums the cards' keys and looks the value up itself (and breaks a tie by
suit as a suit order says), and leaves every other hand to ``Evaluator.rank``. Checked on
every ranking a shipped variant uses, for hands of every size it ranks."""

from __future__ import annotations

import random

import attrs
import pytest

from pokerlang.cards.card import RANKS
from pokerlang.compiler import load_game
from pokerlang.engine.showing import QuickRank
from pokerlang.hands.evaluator import compile_ranking
from pokerlang.hands.rankable import HandError
from pokerlang.ir.ranking import RankingSpec
from pokerlang.resources import shipped_variants


def _rankings(value: object, found: dict[int, RankingSpec]) -> None:
    if isinstance(value, RankingSpec):
        found[id(value)] = value
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            _rankings(getattr(value, field.name), found)
    elif isinstance(value, (tuple, list)):
        for item in value:
            _rankings(item, found)


def every_ranking() -> list[RankingSpec]:
    found: dict[int, RankingSpec] = {}
    for path in shipped_variants():
        _rankings(load_game(str(path)), found)
    return list(dict.fromkeys(found.values()))


RANKINGS = every_ranking()


def test_the_shipped_variants_rank_both_ways():
    """Rankings of both kinds the quick path takes are among them (else the test below
    would check only the fallback)."""
    evaluators = [compile_ranking(spec) for spec in RANKINGS]
    assert any(e.sums_exact for e in evaluators)
    assert any(e.suits_exact for e in evaluators)


@pytest.mark.parametrize("spec", RANKINGS, ids=lambda s: s.name or "unnamed")
def test_quick_rank_is_the_evaluators(spec: RankingSpec):
    evaluator = compile_ranking(spec)
    quick = QuickRank(evaluator)
    rng = random.Random(spec.name)
    deck = [i for i in range(52) if RANKS[i >> 2] in spec.ranks]
    for size in range(max(1, spec.min_cards), min(len(deck), 7) + 1):
        for _ in range(300):
            cards = tuple(rng.sample(deck, size))
            try:
                expected = evaluator.rank(cards)
            except HandError:
                with pytest.raises(HandError):
                    quick.rank(cards)
                continue
            assert quick.rank(cards) == expected, cards
