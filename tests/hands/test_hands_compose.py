"""``best N of ...``: hold'em, Omaha, five held cards, and Swingo's borrowed card."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from helpers.hands_helpers import idx, spec

from pokerlang.hands import Composition, HandError, Source, best_hand, compile_composition, compile_ranking, evaluate

HOLDEM = Composition(5, (Source("hand"), Source("board", "shared")))
OMAHA = Composition(5, (Source("hand", "own", 2, 2), Source("board", "shared", 3, 3)))
HELD = Composition(5, (Source("hand", "own", 5, 5),))
SWINGO = Composition(5, (Source("hand"), Source("board"), Source("river", "shared"), Source("board", "opponent", 0, 1)))


def words(best) -> str:
    return best.value.describe()


def test_holdem_is_the_best_five_of_seven():
    best = best_hand(spec("high"), HOLDEM, {"hand": "Ah Kh"}, {"board": "Qh Jh 2c 3d Th"})
    assert words(best) == "straight flush, ace high"
    assert best.zones == ("hand", "hand", "board", "board", "board")
    assert best.borrowed_from is None and best.borrowed == ()
    rng = random.Random(3)
    composer = compile_composition(spec("high"), HOLDEM)
    for _ in range(300):
        d = rng.sample(range(52), 7)
        assert composer.rank({"hand": d[:2]}, {"board": d[2:]}) == compile_ranking(spec("high")).rank(d)


def test_holdem_plays_the_board():
    best = best_hand(spec("high"), HOLDEM, {"hand": "2c 3d"}, {"board": "Ah Kh Qh Jh Th"})
    assert best.zones == ("board",) * 5


def test_omaha_uses_exactly_two_hole_cards():
    # Three spades in the hand and two on the board: no flush, no royal.
    best = best_hand(spec("high"), OMAHA, {"hand": "As Ks Qs 2c"}, {"board": "Js Ts 3d 4h 8c"})
    assert best.value.category != "straight-flush" and best.value.category != "flush"
    assert best.zones.count("hand") == 2 and best.zones.count("board") == 3
    # Four to a flush on the board and one in the hand: nothing.
    best = best_hand(spec("high"), OMAHA, {"hand": "As 7c 8d 9h"}, {"board": "2s 5s Js Qs 3h"})
    assert best.value.category != "flush"
    # Two in the hand do make it.
    best = best_hand(spec("high"), OMAHA, {"hand": "As 7s 8d 9h"}, {"board": "2s 5s Js Qs 3h"})
    assert words(best) == "flush, ace high"


@pytest.mark.parametrize("held", [4, 5])
def test_omaha_fast_path_matches_every_split(held):
    rng = random.Random(held)
    rank = compile_ranking(spec("high")).rank
    composer = compile_composition(spec("high"), OMAHA)
    for _ in range(200):
        d = rng.sample(range(52), held + 5)
        hand, board = d[:held], d[held:]
        slow = max(rank(h + b) for h in combinations(hand, 2) for b in combinations(board, 3))
        assert composer.rank({"hand": hand}, {"board": board}) == slow
        best = composer.best({"hand": tuple(hand)}, {"board": tuple(board)})
        assert best.value.value == slow
        assert {c.index for c in best.cards} <= set(d)


def test_exactly_the_five_held():
    best = best_hand(spec("high"), HELD, {"hand": "Kh Kd Ks 3c 3d"}, {"board": "Ah Ad Ac As 2c"})
    assert words(best) == "full house, kings over threes"
    assert best.value == evaluate(spec("high"), "Kh Kd Ks 3c 3d")
    # Four held cannot make five.
    assert best_hand(spec("high"), HELD, {"hand": "Kh Kd Ks 3c"}, {}) is None


def test_partial_hand_from_fewer_cards():
    board = Composition(5, (Source("board"),))
    best = best_hand(spec("upcards"), board, {"board": "Qh Qd 4c"}, {})
    assert words(best) == "pair of queens" and len(best.cards) == 3
    assert best_hand(spec("high"), board, {"board": "Qh Qd 4c"}, {}) is None


# The Swingo worked example.  Each seat keeps two hole cards and shows three; the
# river is shared; a hand may use one card of any one other seat's board.
A = {"hand": "Ac Qs", "board": "Ks Qc 4h"}
B = {"hand": "Jh Jc", "board": "9d 8s 2c"}
C = {"hand": "Kh Tc", "board": "Qd Jd Td"}
RIVER = {"river": "8d"}


def swingo(me, *others):
    return best_hand(spec("high"), SWINGO, me, RIVER, list(others))


def test_swingo_all_three_live():
    a, b, c = swingo(A, B, C), swingo(B, A, C), swingo(C, A, B)
    # C borrows B's 9d: Q-J-T of diamonds shown, 9d from B, 8d on the river.
    assert words(c) == "straight flush, queen high"
    assert c.borrowed_from == 1 and [str(x) for x in c.borrowed] == ["9d"]
    assert c.zones == ("board", "board", "board", "board", "river")
    assert [s.whose for s in c.sources] == ["own", "own", "own", "opponent", "shared"]
    # B borrows C's Jd: jacks full of eights (the 8s shown, the 8d river).
    assert words(b) == "full house, jacks over eights"
    assert b.borrowed_from == 1 and [str(x) for x in b.borrowed] == ["Jd"]
    # A borrows C's Qd for three queens, ace-king.
    assert words(a) == "three of a kind, queens"
    assert a.borrowed_from == 1 and [str(x) for x in a.borrowed] == ["Qd"]
    assert [str(x) for x in a.cards] == ["Qs", "Qd", "Qc", "Ac", "Ks"]
    assert c.value > b.value > a.value


def test_swingo_after_b_folds():
    # B's 9d is gone: C is down to two pair, kings (A's Ks) and tens; A keeps its trips.
    a, c = swingo(A, C), swingo(C, A)
    assert words(c) == "two pair, kings and tens"
    assert c.borrowed_from == 0 and [str(x) for x in c.borrowed] == ["Ks"]
    assert words(a) == "three of a kind, queens"
    assert a.value > c.value


def test_swingo_borrows_nothing_when_nothing_helps():
    me = {"hand": "As Ah", "board": "Ad Ac Kc"}
    best = swingo(me, {"hand": "2c 3c", "board": "2d 3d 4d"})
    assert words(best) == "four of a kind, aces"
    assert best.borrowed_from is None and best.borrowed == ()
    assert swingo(me) == best  # no opponents at all


def test_swingo_int_path_agrees():
    composer = compile_composition(spec("high"), SWINGO)

    def zones(seat):
        return {k: idx(v) for k, v in seat.items()}

    value = composer.rank(zones(C), zones(RIVER), [zones(A), zones(B)])
    assert value == swingo(C, A, B).value.value


def test_composition_errors():
    with pytest.raises(HandError, match="two places"):
        best_hand(spec("high"), HOLDEM, {"hand": "As Ks"}, {"board": "As 2c 3d 4h 5s"})
    with pytest.raises(HandError, match="not in play"):
        best_hand(spec("short-deck"), HOLDEM, {"hand": "As Ks"}, {"board": "2c 7c 8d 9h Ts"})
    with pytest.raises(HandError, match="not in play"):
        best_hand(spec("short-deck"), OMAHA, {"hand": "As Ks 6c 7c"}, {"board": "2c 7d 8d 9h Ts"})
