"""Conditions over several zones and cards named in a row, rule by rule, on stacked decks:
``holdem-high-hand-bonus`` (`best 5 of hand + board makes straight-flush or better by
high`), ``holdem-dead-mans-hand`` (`count(As Ac 8s 8c, hand)`), and `else if`."""

from __future__ import annotations

from helpers.stacking import holdem_deck
from helpers.written_play import game

from pokerlang.check import check_file
from pokerlang.compiler import compile_file
from pokerlang.engine import Call, Check, TableStakes, new_hand
from pokerlang.ir.show import show


def showdown_hand(name: str, holes: dict[int, str], board: str):
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200)
    state = new_hand(game(name), table, deck=holdem_deck(holes, board, 0, 3), button=0)
    while not state.is_over:  # everyone calls the big blind, then checks it down
        state.apply(Check() if any(isinstance(o, Check) for o in state.legal_actions()) else Call())
    return state.result()


def paid(result) -> list[tuple]:
    return [(p.payer, p.payee, p.amount) for p in result.paid]


# "A player who shows a straight flush or better ... collects 2 big blinds from every
# other player dealt in": seat 1's 9-8 of hearts and the board's 7-6-5 of hearts.
def test_a_straight_flush_from_hand_and_board_collects_from_every_other_player():
    result = showdown_hand("holdem-high-hand-bonus", {0: "As Ad", 1: "9h 8h", 2: "Kc Qd"}, "7h 6h 5h 2c 3d")
    assert sorted(paid(result)) == [(0, 1, 4), (2, 1, 4)]  # each other player pays, from the payee's left
    assert result.net[1] == 4 + 8  # the two big blinds of the pot, and the bonus


# "... a straight flush or better": a flush is not enough (the same board, seat 1 holds Kh 2h).
def test_a_flush_collects_nothing():
    result = showdown_hand("holdem-high-hand-bonus", {0: "As Ad", 1: "Kh 2h", 2: "Kc Qd"}, "7h 6h 5h 2c 3d")
    assert paid(result) == []


# "... who shows ... at the showdown": the bonus is for the hand shown, win or lose; a
# loser with a straight flush against a bigger one collects too.
def test_a_losing_straight_flush_collects_as_well():
    result = showdown_hand("holdem-high-hand-bonus", {0: "9h 8h", 1: "4h 3h", 2: "Kc Qd"}, "7h 6h 5h 2c Jd")
    assert (1, 0, 4) in paid(result) and (0, 1, 4) in paid(result)


# "... wins a pot with the black aces and the black eights among their hand and the board".
def test_the_dead_mans_hand_collects_five_big_blinds():
    result = showdown_hand("holdem-dead-mans-hand", {0: "As 8s", 1: "Kc Kd", 2: "7h 2d"}, "Ac 8c 4d 5d Jh")
    assert sorted(paid(result)) == [(1, 0, 10), (2, 0, 10)]


# Three of the four cards are not the dead man's hand.
def test_three_of_the_four_cards_collect_nothing():
    result = showdown_hand("holdem-dead-mans-hand", {0: "As 8s", 1: "Kc Kd", 2: "7h 2d"}, "Ac 8d 4d 5d Jh")
    assert result.pots[0].shares[0].winners[0].seat == 0 and paid(result) == []


def test_cards_in_a_row_or_apart_are_the_same_pattern(tmp_path):
    texts = {"row": "count(As Ac 8s 8c, hand)", "apart": "count(As, Ac, 8s, 8c, hand)"}
    shown = []
    for name, call in texts.items():
        path = tmp_path / f"{name}.poker"
        path.write_text(f'game "x"\nextends holdem\nwhen hand ends {{ pay 1 from others to winners if {call} = 4 }}\n')
        assert check_file(path) == []
        shown.append(show(compile_file(path)).replace(name, "NAME"))
    assert shown[0] == shown[1]


# `else if COND { ... }` is an else block holding that one `if`.
def test_else_if_is_an_else_holding_one_if(tmp_path):
    body = "step flop {{ burn 1  deal 3 to board  if pot > 40 {{ bet big }} else {} }}\n"
    chained = body.format("if pot > 10 { bet } else { bet small }")
    nested = body.format("{ if pot > 10 { bet } else { bet small } }")
    shown = []
    for name, step in (("chained", chained), ("nested", nested)):
        path = tmp_path / f"{name}.poker"
        path.write_text(f'game "x"\nextends holdem\n{step}')
        assert check_file(path) == []
        shown.append(show(compile_file(path)).replace(name, "NAME"))
    assert shown[0] == shown[1]
    assert "if pot > 40" in chained and "else if pot > 10" in chained


# `board holds PATTERN`: a shared zone's cards are asked of the table, not of one player,
# and may be asked anywhere (a payment's condition, a step's `if`).
def test_a_shared_zone_holds_is_asked_of_the_table(tmp_path):
    path = tmp_path / "board-bonus.poker"
    path.write_text(
        'game "Hold\'em with a board bonus"\nextends holdem\n'
        "when hand ends { pay 1 big-blind from others to winners if board holds at least 3 hearts }\n"
    )
    assert check_file(path) == []
    bonus = compile_file(path)
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200)
    holes = {0: "As Ad", 1: "Kc Kd", 2: "7c 2d"}
    for board, expected in (("Ah 9h 4h 5d Jc", [(1, 0, 2), (2, 0, 2)]), ("Ah 9h 4c 5d Jc", [])):
        state = new_hand(bonus, table, deck=holdem_deck(holes, board, 0, 3), button=0)
        while not state.is_over:
            state.apply(Check() if any(isinstance(o, Check) for o in state.legal_actions()) else Call())
        assert sorted(paid(state.result())) == expected, board
