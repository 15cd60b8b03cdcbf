"""Chinese poker (``variants/chinese-poker.poker``), rule by rule on stacked decks:
thirteen cards each, set in secret into a front of three, a middle of five and a back of
five; every pair of players settles each hand in units, a scoop pays three more, and a
set whose back is not at least its middle, or middle its front, is fouled.

The table's big blind is the unit: 2 chips here, so each unit won is 2 chips."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st
from helpers.invariants import play_randomly
from helpers.stacking import cards, round_the_table, stack

from pokerlang.compiler import compile_source, load_game
from pokerlang.engine import ChooseCards, TableStakes, new_hand
from pokerlang.engine.record import action_record, hand_record
from pokerlang.resources import variants_dir
from pokerlang.runner.replay import check_result, replay_hand
from pokerlang.runner.replay_schema import Mismatch, history_record
from pokerlang.web.frames import result_lines

UNIT = 2  # the table's big blind


def game():
    return load_game("chinese-poker")


def play(sets: dict[int, tuple[str, str, str]], *, button: int = 0, stacks=100, variant=None, record=None):
    """Every seat dealt its thirteen cards round the table from the dealer's left, then
    sets them: ``(front, middle, back)``; each action to ``record`` (a list) if given."""
    players = len(sets)
    hands = {seat: " ".join(rows) for seat, rows in sets.items()}
    stakes = TableStakes(players=players, small_blind=1, big_blind=UNIT, stacks=stacks)
    state = new_hand(
        variant or game(), stakes, deck=stack(*map(str, round_the_table(hands, button, players))), button=button
    )
    while not state.is_over:
        option = state.legal_actions()[0]
        assert isinstance(option, ChooseCards)
        row = sets[state.to_act][0 if option.count == 3 else 1]
        action = option.action(cards(row))
        if record is not None:
            record.append(action_record(state.to_act, action))
        state.apply(action)
    if record is not None:
        record.append(state)
    return state.result()


def paid(result) -> dict[tuple[int, int], int]:
    """(payer, payee) -> chips."""
    return {(s.payer, s.payee): s.amount for s in result.settled}


VALID = ("Ah Kd 7c", "9s 9d 6c 5h 3s", "Js Jc Jd 2c 2d")  # A-K-7; nines; jacks full of deuces


# "Each of the three hands is compared with the same hand of the other player: the better
# hand wins one unit, equal hands nothing."
def test_each_hand_won_pays_one_unit_and_equal_hands_pay_nothing():
    result = play({0: VALID, 1: ("Ac Ks 7d", "Ts Td 6d 5d 3c", "8s 8h 8d 8c 4d")})
    # the fronts tie (A-K-7 each); tens beat nines; four eights beat the full house
    assert [(s.payer, s.payee, s.units, s.shares, s.scoop) for s in result.settled] == [
        (0, 1, 2, ("middle", "back"), False)
    ]
    assert result.net == (-2 * UNIT, 2 * UNIT)


# "The front hand counts only pairs and three of a kind": ace-king-queen of hearts there
# loses to a pair of deuces; each hand is compared with the same hand of the other.
def test_each_of_the_three_hands_is_compared_on_its_own():
    result = play(
        {
            0: ("Ah Kh Qh", "Jc Jd Js 4s 5s", "Tc Td Ts 3c 3d"),  # the front is no flush
            1: ("2c 2d 7s", "9c 9d 8h 8d 3s", "Ac Ad As Kc 6d"),
        }
    )
    # seat 1 wins the front (a pair), seat 0 the middle (three jacks against two pair) and
    # the back (a full house against three aces): seat 1 pays the one unit between them
    assert [(s.payer, s.payee, s.units, s.shares) for s in result.settled] == [(1, 0, 1, ("middle", "back"))]
    # the table says the unit is what is left of the two won less the one lost
    assert result.settled[0].lost == ("front",)
    assert result.settled[0].why() == "1 unit: middle, back, less front"


# "A player who wins all three hands against another scoops, and is paid three units more."
def test_winning_every_hand_scoops_three_units_more():
    result = play({0: VALID, 1: ("As Ac 7d", "Ts Td Th 5d 3c", "8s 8h 8d 8c 4d")})
    assert [(s.payer, s.payee, s.units, s.scoop) for s in result.settled] == [(0, 1, 3 + 3, True)]
    assert result.net == (-6 * UNIT, 6 * UNIT)


# "A set whose front beats its middle is fouled": a front of a pair of kings beats a
# middle of a pair of queens, and the fouled set loses all three hands (and is scooped),
# though its four eights beat the other's back.
def test_a_fouled_set_loses_every_hand_and_is_scooped():
    fouled = ("Ks Kc 7d", "Qs Qc 6d 5d 3c", "8s 8h 8d 8c 4d")
    result = play({0: VALID, 1: fouled})
    assert [(s.payer, s.payee, s.units, s.scoop, s.fouled) for s in result.settled] == [(1, 0, 6, True, True)]


# A front and a middle of one pair are ordered by the kickers, the front having fewer:
# kings with an ace in front of kings with a queen is fouled; kings-seven in front of
# kings-seven-four-deuce is not (the middle is no worse).
def test_a_front_equal_to_the_middle_but_for_its_missing_kickers_is_not_fouled():
    other = ("2s 3s 4c", "5c 5d 6c 7s 9h", "Qd Qh Qc Ts 9d")  # deuce high; fives; three queens
    kicker = play({0: ("Ks Kc Ad", "Kh Kd Qs Jc 8c", "Ac Ah As 2d 2h"), 1: other})
    assert [(s.payer, s.fouled) for s in kicker.settled] == [(0, True)]
    level = play({0: ("Ks Kc 7d", "Kh Kd 7c 4h 2c", "Ac Ah As 8d 8h"), 1: other})
    assert [(s.payer, s.payee, s.scoop, s.fouled) for s in level.settled] == [(1, 0, True, False)]


# "Two fouled sets pay each other nothing"; each pays the set that is not fouled as if
# scooped.
def test_two_fouled_sets_settle_nothing_between_them():
    result = play(
        {
            0: ("Ks Kc 7d", "Qs Qc 6d 5d 3c", "8s 8h 8d 8c 4d"),  # kings in front of queens
            1: ("As Ac 9c", "Kh Qh 2s 3h 4h", "Ts Td 9h 5s 5c"),  # a pair in front of king high
            2: VALID,
        }
    )
    assert paid(result) == {(0, 2): 6 * UNIT, (1, 2): 6 * UNIT}
    assert result.net == (-6 * UNIT, -6 * UNIT, 12 * UNIT)


# A player short of chips pays all it has, shared among those it owes pro rata; an odd
# chip goes to the largest remainder, then from the dealer's left. Chips are conserved.
def test_a_short_stack_pays_what_it_has_pro_rata():
    fouled = ("Ks Kc 7d", "Qs Qc 6d 5d 3c", "8s 8h 8d 8c 4d")
    sets = {0: VALID, 1: ("As Ac 9c", "Th Ts Tc 5s 3h", "Kh Qh 2h 4h 6h"), 2: fouled}
    result = play(sets, button=2, stacks=(100, 100, 5))
    # seat 2 owes 12 chips to each of seats 0 and 1: 5 shared, the odd chip to seat 0
    assert paid(result) == {(0, 1): 1 * UNIT, (2, 0): 3, (2, 1): 2}
    assert result.stacks[2] == 0
    assert sum(result.stacks) == 205


# `unit 3 big-blinds` and `scoop doubles`: a unit of three big blinds, a scoop twice what
# the hands made.
def test_a_larger_unit_and_a_doubled_scoop():
    path = variants_dir() / "chinese-poker.poker"
    text = path.read_text().replace("scoop 3", "scoop doubles  unit 3 big-blinds")
    variant = compile_source(str(path), text).game
    result = play({0: VALID, 1: ("As Ac 7d", "Ts Td Th 5d 3c", "8s 8h 8d 8c 4d")}, variant=variant)
    assert [(s.units, s.amount) for s in result.settled] == [(6, 6 * 3 * UNIT)]


# A hand history holds the payments between players, and a replay checks them.
def test_a_history_records_the_payments_and_a_replay_checks_them():
    steps = []
    result = play({0: VALID, 1: ("As Ac 7d", "Ts Td Th 5d 3c", "8s 8h 8d 8c 4d")}, record=steps)
    state, actions = steps[-1], steps[:-1]
    line = hand_record(
        hand=1,
        seed=None,
        button=0,
        deck=[str(c) for c in state.deck],
        starting=list(state.starting),
        actions=actions,
        result=result,
        game=state.game,
        stakes=state.stakes,
    )
    line = history_record(json.loads(json.dumps(line)), 1)
    assert line["settled"] == [
        {
            "payer": 0,
            "payee": 1,
            "amount": 12,
            "units": 6,
            "shares": ["front", "middle", "back"],
            "scoop": True,
            "fouled": False,
        }
    ]
    check_result(line, replay_hand(state.game, line))
    line["settled"][0]["amount"] = 10
    with pytest.raises(Mismatch, match="the payments between players differ"):
        check_result(line, replay_hand(state.game, line))


# The table says who paid whom and why: the log (pay, then win) and the result's lines.
def test_the_payments_are_said_at_the_table():
    steps = []
    result = play({0: VALID, 1: ("As Ac 7d", "Ts Td Th 5d 3c", "8s 8h 8d 8c 4d")}, record=steps)
    log = [(e.kind, e.seat, e.amount, e.option) for e in steps[-1].log if e.kind in ("pay", "win")]
    assert log == [("pay", 0, 12, None), ("win", 1, 12, "6 units: front, middle, back, scoop")]
    assert result_lines(result, set(), 1)[-1] == "you win 12 from seat 1 (6 units: front, middle, back, scoop)"
    assert result.describe() == "seat 1 wins 12 from seat 0 (6 units: front, middle, back, scoop)"


# There is no pot, so a table's ante (a tournament rule elsewhere) is not posted.
@pytest.mark.parametrize("kind", ["each", "button"])
def test_the_tables_ante_is_not_posted(kind):
    state = new_hand(game(), TableStakes(players=3, ante=5, ante_kind=kind), seed=1)
    assert sum(state.chips.committed) == 0 and not [e for e in state.log if e.kind == "ante"]


# Chips and cards are conserved and no set is seen before the showdown, whatever is set
# and however short the stacks.
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_pairwise_settlement_conserves_chips(seed, players):
    play_randomly(game(), players, seed)


# A commission on winnings with no pot: the winners are those who came out of the
# settlement ahead, `net(seat)` what they came out with (Pai gow's 5%, here 50% of 4 chips).
def test_a_commission_on_the_settlements_winners():
    text = (variants_dir() / "chinese-poker.poker").read_text()
    text += "\nwhen hand ends { pay 50% of net(seat) from winners to house }\n"
    variant = compile_source("commission.poker", text).game
    result = play({0: VALID, 1: ("Ac Ks 7d", "Ts Td 6d 5d 3c", "8s 8h 8d 8c 4d")}, variant=variant)
    assert [p.says() for p in result.paid] == ["seat 1 pays 2 to the house"]
    assert result.net == (-2 * UNIT, 2 * UNIT - 2)
