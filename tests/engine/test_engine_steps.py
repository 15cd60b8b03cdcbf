"""Constructs no shipped variant uses yet, on small games written for the test: stud's
antes and bring-in, the best showing cards opening later rounds, a declared high-low
showdown with a pig, discarding, exposing, and the two-dealt-keep-one draw."""

from __future__ import annotations

import random

import pytest
from helpers.stacking import holdem_deck, round_the_table
from helpers.written_games import DRAW_EXPOSE, HILO, STUD, compile_games

from pokerlang.engine import (
    Call,
    Check,
    Complete,
    Declare,
    DeclareOptions,
    Discard,
    Draw,
    Expose,
    IllegalAction,
    Keep,
    KeepOne,
    PostBringIn,
    Raise,
    RaiseRange,
    TableStakes,
    new_hand,
)


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    return compile_games(tmp_path_factory.mktemp("games"), stud=STUD, hilo=HILO, expose=DRAW_EXPOSE)


# ---- stud: antes, the bring-in, the best cards showing -----------------------------------


def stud_deck(down: dict[int, str], up: dict[int, str], fourth: dict[int, str], button: int, players: int):
    return (
        round_the_table(down, button, players)
        + round_the_table(up, button, players)
        + round_the_table(fourth, button, players)
    )


def test_stud_antes_and_the_lowest_card_showing_brings_in(games):
    # Seats 1 and 2 both show a five: the five of clubs is lower than the five of diamonds.
    deck = stud_deck(
        {0: "Ah Kh", 1: "Qd Qc", 2: "9s 9c"},
        {0: "Jc", 1: "5c", 2: "5d"},
        {0: "2s", 1: "7h", 2: "Jd"},
        button=0,
        players=3,
    )
    stakes = TableStakes(players=3, ante=1, bring_in=1, small_bet=4, big_bet=8)
    state = new_hand(games["stud"], stakes, deck=deck, button=0)
    assert state.chips.committed == [1, 1, 1] and state.chips.bets == [0, 0, 0]  # antes are dead money
    assert state.to_act == 1
    assert state.legal_actions() == [PostBringIn(1), Complete(4)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Check())
    assert refused.value.rule == "bring-in"
    state.apply(PostBringIn())
    assert state.to_act == 2  # then on round from the bring-in
    assert Call(1) in state.legal_actions() and Complete(4) in state.legal_actions()
    state.apply(Complete())
    assert state.chips.bets == [0, 1, 4]
    assert [o for o in state.legal_actions() if isinstance(o, RaiseRange)] == [RaiseRange(8, 8)]
    state.apply(Call())
    state.apply(Raise(8))
    state.apply(Call())
    state.apply(Call())
    assert state.street == "fourth"
    # Jack-deuce, five-seven, five-jack showing: seat 2's jack-five beats seat 0's jack-deuce.
    assert state.to_act == 2


def test_without_a_bring_in_the_same_seat_simply_acts_first(games):
    deck = stud_deck(
        {0: "Ah Kh", 1: "Qd Qc", 2: "9s 9c"},
        {0: "Jc", 1: "5c", 2: "5d"},
        {0: "2s", 1: "7h", 2: "Jd"},
        button=0,
        players=3,
    )
    state = new_hand(games["stud"], TableStakes(players=3, ante=1), deck=deck, button=0)
    assert state.to_act == 1
    assert Check() in state.legal_actions()


# ---- a declared high-low showdown --------------------------------------------------------


def test_declarations_are_secret_until_all_have_declared(games):
    deck = holdem_deck({0: "Kd Kh", 1: "5h 6h", 2: "Ah 4s"}, "2c 3d 9h Ts Kc", button=0, players=3)
    state = new_hand(games["hilo"], TableStakes(players=3), deck=deck, button=0)
    while state.street != "declare":
        state.apply(Call() if any(isinstance(o, Call) for o in state.legal_actions()) else Check())
    assert state.legal_actions() == [DeclareOptions(options=("high", "low", "pig"))]
    state.apply(Declare("low"))  # seat 1
    assert state.view(2)["seats"][1]["declared"] is None
    assert state.view(1)["seats"][1]["declared"] == "low"
    with pytest.raises(IllegalAction) as refused:
        state.apply(Declare("both"))
    assert refused.value.rule == "declaration options"


def test_a_pig_that_does_not_win_both_ways_wins_nothing(games):
    # Seat 0: three kings (high). Seat 1: 9-6-5-3-2 low. Seat 2: 9-4-3-2-A, the best low,
    # but only ace high: declaring both ways, it loses high and so wins nothing.
    deck = holdem_deck({0: "Kd Kh", 1: "5h 6h", 2: "Ah 4s"}, "2c 3d 9h Ts Kc", button=0, players=3)
    state = new_hand(games["hilo"], TableStakes(players=3), deck=deck, button=0)
    while state.street != "declare":
        state.apply(Call() if any(isinstance(o, Call) for o in state.legal_actions()) else Check())
    state.apply(Declare("low"))
    state.apply(Declare("pig"))
    state.apply(Declare("high"))
    result = state.result()
    (pot,) = result.pots
    won = {s.name: [(w.seat, w.amount) for w in s.winners] for s in pot.shares}
    assert won == {"high": [(0, 3)], "low": [(1, 3)]}
    assert result.net == (1, 1, -2)


def test_a_pig_that_wins_both_ways_scoops(games):
    deck = holdem_deck({0: "Qd Qh", 1: "7h 8h", 2: "Ah 4s"}, "2c 3d 5h Ts Kc", button=0, players=3)  # seat 2: a wheel
    state = new_hand(games["hilo"], TableStakes(players=3), deck=deck, button=0)
    while state.street != "declare":
        state.apply(Call() if any(isinstance(o, Call) for o in state.legal_actions()) else Check())
    state.apply(Declare("low"))
    state.apply(Declare("pig"))
    state.apply(Declare("high"))
    result = state.result()
    assert result.net == (-2, -2, 4)


# ---- discard, expose, two dealt keep one -------------------------------------------------


def test_discard_in_turn_expose_together_and_keep_one_of_two(games):
    state = new_hand(games["expose"], TableStakes(players=3), seed=5, button=0)
    state.apply(Call())
    state.apply(Call())
    state.apply(Check())
    assert state.street == "two" and state.to_act == 1
    hand = state.zones.cards("hand", 1)
    with pytest.raises(IllegalAction) as refused:
        state.apply(Discard(hand[:2]))
    assert refused.value.rule == "card count"
    state.apply(Discard(hand[:1]))
    assert hand[0] in state.zones.muck and len(state.zones.cards("hand", 1)) == 4
    state.apply(Discard(state.zones.cards("hand", 2)[:1]))
    state.apply(Discard(state.zones.cards("hand", 0)[:1]))
    shown = state.zones.cards("hand", 1)[0]
    state.apply(Expose([shown]))
    assert state.view(2)["seats"][1]["zones"]["hand"] == [None] * 4  # not before everyone has
    state.apply(Expose(state.zones.cards("hand", 2)[:1]))
    state.apply(Expose(state.zones.cards("hand", 0)[:1]))
    assert shown in state.view(2)["seats"][1]["zones"]["hand"]
    while state.street == "two":
        state.apply(Check())
    assert state.to_act == 1
    thrown = state.zones.cards("hand", 1)[-1]
    two = set(state.zones.stock[-2:])
    state.apply(Draw([thrown]))
    (option,) = state.legal_actions()
    assert isinstance(option, KeepOne) and set(option.cards) == two
    assert state.view(2)["seats"][1]["zones"]["offer"] == [None, None]
    kept, other = sorted(two, key=lambda c: c.index)
    state.apply(Keep(kept))
    assert kept in state.zones.cards("hand", 1) and other in state.zones.muck
    assert any(line.get("cards") == [other] and line["kind"] == "show-discard" for line in state.view(2)["log"])


def test_random_play_of_these_games_keeps_the_invariants(games):
    from helpers import invariants as inv

    for game in games.values():
        for seed in range(40):
            players = random.Random(seed).randint(game.min_players, min(game.max_players, 7))
            inv.play_randomly(game, players, seed)


def variation(tmp_path, text: str):
    return compile_games(tmp_path, variation=text)["variation"]


def test_a_share_nobody_qualifies_for_goes_to_the_other_share(tmp_path):
    game = variation(
        tmp_path,
        'game "Hold\'em high, eight-or-better low"\nextends holdem\n'
        'showdown {\n  high: best 5 of hand + board by high\n'
        '  low: best 5 of hand + board by eight-or-better\n}\n',
    )
    deck = holdem_deck({0: "Ah 2h", 1: "Kh Ks"}, "Kc Qd Jh 9s 9c", button=0, players=2)  # no low of eight or better
    state = new_hand(game, TableStakes(players=2), deck=deck, button=0)
    state.apply(Call())
    while not state.is_over:
        state.apply(Check())
    (pot,) = state.result().pots
    assert [(s.name, [(w.seat, w.amount) for w in s.winners]) for s in pot.shares] == [("high", [(1, 4)])]


def test_an_ante_sized_in_big_blinds(tmp_path):
    game = variation(tmp_path, 'game "Hold\'em, antes only"\nextends holdem\nforced ante 5 big-blinds\n')
    state = new_hand(game, TableStakes(players=3, big_blind=2, stacks=(200, 200, 7)), seed=1, button=0)
    assert state.chips.committed == [10, 10, 7] and state.chips.bets == [0, 0, 0]
    assert state.chips.stacks[2] == 0  # all in on the ante
    assert state.to_act == 0  # after the big blind's seat, though none is posted
    assert Check() in state.legal_actions()
    state.apply(Check())
    state.apply(Check())
    while not state.is_over:
        state.apply(Check())
    result = state.result()
    assert [(p.amount, p.eligible) for p in result.pots] == [(21, (0, 1, 2)), (6, (0, 1))]


DECLARE = """game "Declare"
import rankings
players 2..4
forced ante
zone hand per seat private
step deal { deal 5 to hand }
step say { declare high, low, both = high + low together }
showdown declared { high: 5 of hand by high  low: 5 of hand by ace-to-five-low }
"""


def test_when_every_player_declared_both_and_none_won_both_the_best_high_takes_the_pot():
    """`explain` says it: "If nobody takes a part (each player in declared several and lost
    one), the best high hand takes the pot" (the first part, as when no hand qualifies)."""
    from helpers.stacking import stacked

    from pokerlang.engine import Declare
    from pokerlang.explain import explain

    from pokerlang.compiler import compile_source
    from pokerlang.engine import TableStakes, new_hand

    game = compile_source("declare.poker", DECLARE).game
    deck = stacked({0: "Kc Kd 9h 8s 6c", 1: "7d 5c 4h 3s 2d"}, "", button=1, players=2)
    state = new_hand(game, TableStakes(players=2, ante=1, stacks=100), deck=deck, button=1)
    state.apply(Declare("both"))
    state.apply(Declare("both"))
    result = state.result()
    assert [(w.seat, w.amount) for p in result.pots for s in p.shares for w in s.winners] == [(0, 2)]
    assert "If nobody takes a part (each player in declared several and lost one), the best high hand" in explain(game)
