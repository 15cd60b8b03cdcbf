"""Spread-limit betting, as the card rooms spread it ("a 1-5 spread"): every bet and raise
from the small bet to the big bet, the same every round, and a raise at least the largest
bet or raise of the round so far, as in no-limit. `betting spread 1..5` states the range
(as `stakes bets 1/5`); `run --betting spread --bets 1/5` plays any game so."""

import textwrap

import pytest
from helpers.invariants import play_randomly
from helpers.written_games import compile_games

from pokerlang.check import check_file
from pokerlang.engine import Bet, BetRange, Call, Check, IllegalAction, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.runner.replay import with_betting
from pokerlang.runner.stakes import table_stakes

SPREAD = """game "Hold'em, 1-5 spread"
import rankings
betting spread 1..5
forced ante
zone hand per seat private
zone board shared public
step preflop { deal 2 to hand  bet }
step flop    { deal 3 to board  bet }
showdown best 5 of hand + board by high
"""


def game(tmp_path, text: str = SPREAD):
    return compile_games(tmp_path, g=text)["g"]


def hand(g, players: int = 3, **more):
    stakes = table_stakes(g, players)
    return new_hand(
        g,
        TableStakes(players=players, ante=1, small_bet=stakes.small_bet, big_bet=stakes.big_bet, **more),
        seed=1,
        button=players - 1,
    )


def ranged(state):
    return next(o for o in state.legal_actions() if isinstance(o, (BetRange, RaiseRange)))


def problems(tmp_path, text: str) -> str:
    path = tmp_path / "v.poker"
    path.write_text(textwrap.dedent(text))
    return "\n".join(d.render() for d in check_file(path))


# Any bet from the small bet to the big bet.
def test_an_opening_bet_is_anything_from_one_to_five(tmp_path):
    state = hand(game(tmp_path))
    assert ranged(state) == BetRange(1, 5)
    with pytest.raises(IllegalAction, match="at most 5, not 6"):
        state.apply(Bet(6))


# A raise is at least the largest bet or raise so far, and at most five more than the bet.
def test_a_raise_is_at_least_the_last_bet_or_raise_and_at_most_the_big_bet(tmp_path):
    state = hand(game(tmp_path))
    state.apply(Bet(2))
    assert ranged(state) == RaiseRange(4, 7)  # by 2 to 5
    state.apply(Raise(6))  # a raise of 4
    assert ranged(state) == RaiseRange(10, 11)  # by 4 to 5
    with pytest.raises(IllegalAction, match="at least 10, not 8"):
        state.apply(Raise(8))
    state.apply(Raise(11))  # a raise of 5: the most
    assert ranged(state) == RaiseRange(16, 16)  # now as fixed-limit: five more only


# The range is the same on every round: the flop opens at 1 to 5 again.
def test_the_spread_starts_again_each_round(tmp_path):
    state = hand(game(tmp_path))
    state.apply(Bet(5))
    state.apply(Call())
    state.apply(Call())
    assert ranged(state) == BetRange(1, 5)


# A short stack bets at most what it has: three chips after its ante, or one chip of
# them; all in for less than a full raise, it reopens nothing.
def test_a_short_stack_bets_at_most_what_it_has(tmp_path):
    state = hand(game(tmp_path), stacks=(4, 100, 100))
    assert ranged(state) == BetRange(1, 3)


def test_the_file_states_the_bets_and_run_options_override_them(tmp_path):
    g = game(tmp_path)
    assert (g.stakes.small_bet, g.stakes.big_bet) == (1, 5)
    assert (table_stakes(g, 3).small, table_stakes(g, 3).big) == (1, 5)
    assert (table_stakes(g, 3, bets="2/10").small, table_stakes(g, 3, bets="2/10").big) == (2, 10)


def test_run_betting_spread_plays_any_game_so(tmp_path):
    g = with_betting(game(tmp_path, SPREAD.replace("betting spread 1..5", "betting no-limit")), "spread")
    state = new_hand(g, TableStakes(players=3, ante=1, small_bet=2, big_bet=6), seed=1, button=2)
    assert ranged(state) == BetRange(2, 6)
    state.apply(Check())


def test_explain_says_the_range_and_the_raise(tmp_path):
    text = explain(game(tmp_path))
    assert (
        "spread-limit: every bet and raise from the small bet to the big bet, a raise at least the largest"
        " bet or raise of the round so far"
    ) in text
    assert "bets and raises of 1 to 5" in text


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("betting no-limit 1..5", "a range of bets belongs to spread-limit betting, not no-limit"),
        ("betting spread 5..1", "spread 5..1: the smallest bet is at least 1 and the largest no smaller"),
        ("betting spread 0..5", "spread 0..5"),
        ("betting spread 1..5\nstakes bets 1/5", "the spread and the stakes both give the bet sizes"),
    ],
)
def test_spread_diagnostics(tmp_path, line, message):
    assert message in problems(tmp_path, SPREAD.replace("betting spread 1..5", line))


def test_stakes_bets_suit_a_spread_without_a_range(tmp_path):
    g = game(tmp_path, SPREAD.replace("betting spread 1..5", "betting spread cap 3\nstakes bets 2/6"))
    assert (g.stakes.small_bet, g.stakes.big_bet, g.betting.cap) == (2, 6, 3)


@pytest.mark.parametrize("players", [2, 5, 9])
def test_random_play_at_a_spread_keeps_every_invariant(tmp_path, players):
    g = game(tmp_path)
    for seed in range(3):
        play_randomly(g, players, seed * 13 + players)
