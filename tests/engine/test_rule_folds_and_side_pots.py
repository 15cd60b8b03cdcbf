"""A pot is won only by a player with a stake in it. When a rule (a `fold` step, a `win`)
leaves one player in who was all in for less, the side pot the others built is not that
player's: the last of its players to leave takes it, as the last player in a pot does.
(Betting alone cannot leave a short all-in player alone: once the second-to-last of the
others folds, nobody is left to bet and the cards are run out.)"""

from __future__ import annotations

from pokerlang.compiler import compile_source
from pokerlang.engine import Bet, Call, Raise, TableStakes, new_hand

CUT = """game "Cut"
extends "holdem"
step cut after flop { each in turn { if stack(seat) > 0 { fold } } }
"""


def test_the_short_all_in_player_left_alone_wins_the_main_pot_and_not_the_side_pot():
    game = compile_source("cut.poker", CUT).game
    state = new_hand(game, TableStakes(players=3, stacks=(10, 100, 100)), seed=1, button=0)
    state.apply(Raise(10))  # seat 0 all in for 10; seats 1 and 2 call
    state.apply(Call(9))
    state.apply(Call(8))
    state.apply(Bet(20))  # on the flop, a side pot of 40 between seats 1 and 2
    state.apply(Call(20))
    assert state.is_over  # the rule folded seat 1, then seat 2
    result = state.result()
    won = [(p.amount, [(w.seat, w.amount) for s in p.shares for w in s.winners]) for p in result.pots]
    assert won == [(30, [(0, 30)]), (40, [(2, 40)])]
    assert result.net == (20, -30, 10)
    assert sum(result.net) == 0
