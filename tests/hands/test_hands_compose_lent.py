"""A hand that may borrow from any one opponent (Swingo's ``up to 1 of opponent board``):
its value alone (``Composer.rank`` and ``rank_lent``, ranked by summed card keys) is the
value of the best hand the full search finds (``best_hand``), on random deals of every
size, high and low, whether it must borrow or may."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.hands_helpers import spec

from pokerlang.cards import standard_deck
from pokerlang.hands import Composition, Source, best_hand, compile_composition

deals = st.permutations(standard_deck()).map(lambda cards: cards[:24])


@settings(max_examples=200, deadline=None)
@given(
    deals,
    st.sampled_from(["high", "ace-to-five-low", "deuce-to-seven-low", "short-deck"]),
    st.integers(0, 1),  # the fewest cards borrowed
    st.integers(1, 2),  # the most
    st.lists(st.integers(0, 4), min_size=4, max_size=4),  # hand, board, river, opponents' boards
    st.integers(0, 3),  # opponents
)
def test_the_value_of_a_borrowing_hand_is_the_best_hands(cards, ranking, least, most, sizes, opponents):
    if ranking == "short-deck":
        cards = [c for c in cards if str(c)[0] not in "2345"]
    composition = Composition(
        5,
        (
            Source("hand"),
            Source("board"),
            Source("river", "shared"),
            Source("board", "opponent", min_count=least, max_count=most),
        ),
    )
    deck = list(cards)
    hand, board = deck[: sizes[0]], deck[sizes[0] : sizes[0] + sizes[1]]
    river = deck[sizes[0] + sizes[1] : sum(sizes[:3])]
    rest = deck[sum(sizes[:3]) :]
    boards = [rest[i * sizes[3] : (i + 1) * sizes[3]] for i in range(opponents)]
    own, shared = {"hand": hand, "board": board}, {"river": river}
    try:
        best = best_hand(spec(ranking), composition, own, shared, [{"board": b} for b in boards])
    except ValueError:
        return  # too few cards for this ranking: nothing to compare
    composer = compile_composition(spec(ranking), composition)
    indices = {zone: tuple(c.index for c in cs) for zone, cs in own.items()}
    value = composer.rank(
        indices, {"river": tuple(c.index for c in river)}, [{"board": tuple(c.index for c in b)} for b in boards]
    )
    assert value == (best.value.value if best is not None else 0)
    # The same from card lists, one per source (the lending one's empty), as a showdown asks.
    lists = [indices["hand"], indices["board"], tuple(c.index for c in river), ()]
    assert composer.rank_lent(lists, [tuple(c.index for c in b) for b in boards]) == value
