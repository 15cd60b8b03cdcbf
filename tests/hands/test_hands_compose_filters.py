"""Sources that take only some cards of a zone: ``matching PATTERN`` and ``one line of``.
Each is held to the plain composition over the cards it lets through, on random deals."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.hands_helpers import spec

from pokerlang.cards import Card, standard_deck
from pokerlang.hands import Composition, Source, best_hand, compile_composition
from pokerlang.ir.pattern import CardPattern

SPADES = CardPattern(suits="s")
FACES = CardPattern(ranks="JQK")
CROSS = ((0, 4, 2), (1, 4, 3))  # row: positions 1 5 3, column: 2 5 4 (0-based)

deals = st.permutations(standard_deck()).map(lambda cards: cards[:10])


def value(best) -> int:
    return best.value.value if best is not None else 0


@settings(max_examples=150, deadline=None)
@given(deals, st.sampled_from([SPADES, FACES]))
def test_a_filtered_source_is_the_plain_source_over_the_cards_it_names(cards, pattern):
    hole, board = cards[:5], cards[5:10]
    filtered = Composition(5, (Source("hole", matching=pattern), Source("board", "shared")))
    plain = Composition(5, (Source("hole"), Source("board", "shared")))
    named = [c for c in hole if pattern.matches(c)]
    got = best_hand(spec("high"), filtered, {"hole": hole}, {"board": board})
    want = best_hand(spec("high"), plain, {"hole": named}, {"board": board})
    assert value(got) == value(want)
    composer = compile_composition(spec("high"), filtered)
    own, shared = {"hole": tuple(c.index for c in hole)}, {"board": tuple(c.index for c in board)}
    assert composer.rank(own, shared) == value(want)


@settings(max_examples=150, deadline=None)
@given(deals)
def test_one_line_is_the_best_of_the_plain_hands_with_each_line(cards):
    hand, cross = cards[:5], cards[5:10]
    lined = Composition(5, (Source("hand"), Source("cross", "shared", lines=CROSS)))
    plain = Composition(5, (Source("hand"), Source("line", "shared")))
    want = max(
        value(best_hand(spec("high"), plain, {"hand": hand}, {"line": [cross[p] for p in line]})) for line in CROSS
    )
    got = best_hand(spec("high"), lined, {"hand": hand}, {"cross": cross})
    assert value(got) == want
    # Its cards come from the hand and one line: never from both arms of the cross.
    assert any(all(c in hand or c in [cross[p] for p in line] for c in got.cards) for line in CROSS)


def test_nobody_has_a_hand_without_a_card_the_pattern_names():
    one = Composition(1, (Source("hole", min_count=1, max_count=1, matching=SPADES),))
    hole = [Card.parse(n) for n in ("Ah", "Kd", "Qc")]
    assert best_hand(spec("one-card"), one, {"hole": hole}) is None
