"""`betting pot-limit { NAME: AMOUNT, ... }`: every bet and raise is one of the sizes named
(Korean seven poker's bbing, ddadang and half): a bet puts in the amount, a raise adds it
over the call; below the least bet or raise it is that least; above the pot (pot-limit) or
the player's chips it is that most; sizes of the same chips are one choice."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Bet, BetRange, Call, IllegalAction, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain

KOREAN = """
game "Sized"
import rankings
players 2..6
betting LIMIT { bbing: 0, ddadang: bet(seat) + to-call(seat), half: (pot + to-call(seat)) / 2 }
forced ante
zone hand per seat private
step deal { deal 2 to hand  bet }
showdown best 2 of hand by two-card
"""


def hand_of(limit: str = "pot-limit", stacks: int = 200):
    game = compile_source("sized.poker", KOREAN.replace("LIMIT", limit)).game
    # three antes of 1 in the pot; the least bet is the table's bet of 2
    return new_hand(game, TableStakes(players=3, ante=1, big_blind=2, stacks=stacks), seed=3, button=0)


def sizes(hand) -> list[int]:
    return [o.min for o in hand.legal_actions() if isinstance(o, (BetRange, RaiseRange))]


# "bbing": the least bet; with 3 in the pot, half the pot (1) is less than it: the same bet.
def test_sizes_below_the_least_bet_are_the_least_and_one_choice():
    hand = hand_of()
    assert sizes(hand) == [2]


# Facing a bet of 2 (5 in the pot): bbing raises by the least (to 4), ddadang doubles the
# bet (to 4, the same choice), half adds half the pot after the call, (5 + 2) / 2 = 3: to 5.
def test_a_raise_adds_the_size_over_the_call():
    hand = hand_of()
    hand.apply(Bet(2))
    assert sizes(hand) == [4, 5]
    assert [o for o in hand.legal_actions() if isinstance(o, Call)] == [Call(2)]


def test_a_raise_of_another_size_is_refused():
    hand = hand_of()
    hand.apply(Bet(2))
    with pytest.raises(IllegalAction):
        hand.apply(Raise(6))


# Pot-limit: no size is more than the pot allows (call 5, then raise the pot of 15: to 20);
# no-limit: than the player has, all in (20 less the ante). Ddadang doubles the bet of 5,
# half adds half of the pot after the call, (10 + 5) / 2, rounded down: to 12.
@pytest.mark.parametrize(("limit", "stacks", "most"), [("pot-limit", 200, 20), ("no-limit", 20, 19)])
def test_no_size_is_more_than_the_structure_or_the_stack_allows(limit, stacks, most):
    source = KOREAN.replace("LIMIT", limit).replace("bbing: 0", "huge: 1000")
    game = compile_source("sized.poker", source).game
    hand = new_hand(game, TableStakes(players=3, ante=1, big_blind=2, stacks=stacks), seed=3, button=0)
    hand.apply(Bet(2))
    hand.apply(Raise(5))  # half: to 5; now 10 in the pot, 5 to call for the next
    assert sizes(hand) == [most, 10, 12]


@pytest.mark.parametrize(
    ("betting", "message"),
    [
        ("betting fixed-limit { half: pot / 2 }", "not fixed-limit"),
        ("betting pot-limit { half: pot / 2, half: pot }", "named twice"),
    ],
)
def test_sizes_belong_to_no_limit_and_pot_limit_each_named_once(betting, message):
    source = KOREAN.replace(
        "betting LIMIT { bbing: 0, ddadang: bet(seat) + to-call(seat), half: (pot + to-call(seat)) / 2 }", betting
    )
    with pytest.raises(PokerlangError) as refused:
        compile_source("sized.poker", source)
    (found,) = refused.value.diagnostics
    assert found.code == "E319" and message in found.message


def test_explain_lists_the_sizes():
    said = explain(compile_source("sized.poker", KOREAN.replace("LIMIT", "pot-limit")).game)
    assert "one of these sizes: bbing (0), ddadang (" in said and "none is more than the pot" in said
