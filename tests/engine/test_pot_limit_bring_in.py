"""Pot-limit stud (London's rooms): the low card brings in, and its player may bet more
instead, as in any pot-limit round: the log says it bets (there is no completing to a
small bet, which belongs to fixed and spread limits)."""

from __future__ import annotations

import random

from pokerlang.compiler import compile_source
from pokerlang.engine import BetRange, TableStakes, new_hand

POT_LIMIT_STUD = """
game "Pot-limit stud"
extends "seven-card-stud"
betting pot-limit
"""


def test_the_bring_in_players_larger_bet_is_a_bet_at_pot_limit():
    game = compile_source("pl-stud.poker", POT_LIMIT_STUD).game
    hand = new_hand(game, TableStakes(players=3, ante=1, bring_in=1, big_blind=2, stacks=100), seed=4)
    (more,) = [o for o in hand.legal_actions() if isinstance(o, BetRange)]
    hand.apply(more.sample(random.Random(0)))
    assert hand.log[-1].kind == "bet"
