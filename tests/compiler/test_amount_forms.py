"""Forms of amounts an author reached for: a count that starts below nothing (`from -100`),
`max` and `min` of several amounts, and what `explain` and `check` say of them."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Check, TableStakes, new_hand
from pokerlang.explain import explain

HEAD = 'game "T"\nextends "holdem"\ntally hi shared from -100 each hand\ntally n shared from 4\n'


def game(step: str):
    return compile_source("t.poker", HEAD + step + "\n").game


def test_a_count_may_start_below_nothing():
    g = game("step s after preflop { add 1 to n }")
    assert next(t for t in g.tallies if t.name == "hi").start == -100


def test_max_of_several_amounts_is_the_largest_of_them():
    g = game("step s after preflop { set hi to max(n, 7, 2) - min(n, 9, 5, 6) }")
    hand = new_hand(g, TableStakes(players=2, stacks=100), seed=1)
    while not hand.is_over:
        hand.apply(Check() if any(type(o) is Check for o in hand.legal_actions()) else hand.legal_actions()[1])
    assert hand.tallies["hi"] == [7 - 4]
    text = explain(g)
    assert "(the largest of the count of n, 7 and 2) less (the smallest of the count of n, 9, 5 and 6)" in text


def test_a_call_said_with_a_comma_is_bracketed_in_a_sum():
    text = explain(game("step s after preflop { set hi to floor(pot / 2) / n }"))
    assert "(the pot divided by 2, rounded down) divided by the count of n" in text


def test_matching_inside_a_function_s_arguments_is_explained():
    with pytest.raises(PokerlangError) as err:
        game("step s after preflop { if strength(1 of hand matching hearts, high) > 0 { set n to 1 } }")
    (found,) = err.value.diagnostics
    assert found.code == "E701" and "`matching` reads every word after it, commas too" in found.hint
