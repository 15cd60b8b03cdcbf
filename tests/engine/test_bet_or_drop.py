"""`bet or drop`: a betting round in which nobody may check before a bet is made (pass and
out, the old books' draw poker and brag): a player bets or folds; once someone has bet,
the others call, raise or fold as in any round."""

from __future__ import annotations

import pytest

from pokerlang.codec.actions import Bet, Call, Check, Fold
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import TableStakes, new_hand
from pokerlang.engine.errors import IllegalAction
from pokerlang.explain import explain

PASS_AND_OUT = """
game "Pass and out"
import rankings
players 2..6
betting fixed-limit
forced ante
stakes ante 1 bets 2/4
zone hand per seat private
step deal {{ deal 5 to hand  {round} }}
showdown best 5 of hand by high
"""


def hand_of(round_: str = "bet or drop"):
    game = compile_source("pass.poker", PASS_AND_OUT.format(round=round_)).game
    return new_hand(game, TableStakes(players=3, stacks=100, ante=1, small_bet=2, big_bet=4), seed=7, button=0)


def kinds(hand) -> list[str]:
    return [type(o).__name__ for o in hand.legal_actions()]


def test_before_a_bet_a_player_bets_or_folds_and_may_not_check():
    hand = hand_of()
    assert kinds(hand) == ["Fold", "BetRange"]
    with pytest.raises(IllegalAction):
        hand.apply(Check())


def test_each_player_who_drops_is_out_and_the_next_must_bet_or_drop_too():
    hand = hand_of()
    hand.apply(Fold())
    assert kinds(hand) == ["Fold", "BetRange"]


def test_once_a_bet_is_made_the_others_call_raise_or_fold():
    hand = hand_of()
    hand.apply(Bet(2))
    assert kinds(hand) == ["Fold", "Call", "RaiseRange"]
    hand.apply(Call(2))
    hand.apply(Call(2))
    assert hand.is_over  # the round ends with everyone in for the bet: the showdown


def test_the_last_player_left_by_drops_wins_the_antes():
    hand = hand_of()
    hand.apply(Fold())
    hand.apply(Fold())
    assert hand.is_over and max(hand.result().net) == 2


def test_a_round_without_it_lets_a_player_check():
    assert kinds(hand_of("bet")) == ["Fold", "Check", "BetRange"]


def test_only_drop_follows_or_after_bet():
    with pytest.raises(PokerlangError) as err:
        compile_source("pass.poker", PASS_AND_OUT.format(round="bet or fold"))
    assert err.value.diagnostics[0].code == "E130"


def test_explain_says_that_nobody_may_check():
    game = compile_source("pass.poker", PASS_AND_OUT.format(round="bet or drop")).game
    assert "Bet or drop: until someone bets, nobody may check; a player bets or folds." in explain(game)
