"""Three-card Guts and its challenge variation, sentence by sentence
(other-poker-variants.txt, "Guts"), on stacked decks.

Four seats, the button at seat 3: the cards go round from seat 0 and seat 3, the
dealer, declares last. Ante one chip each: the first pot is 4.
"""

from __future__ import annotations

import pytest
from helpers.stacking import round_the_table
from helpers.guts_play import declare

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Declare, IllegalAction, TableStakes, new_hand
from pokerlang.hands import evaluate

BUTTON, PLAYERS = 3, 4
DOWN = {0: "Ah Ad", 1: "Kh Kd", 2: "7c 2d", 3: "9s 4h"}  # seat 3 is the dealer
THIRD = ["Qs", "Jc", "8h", "3c", "Tc", "5d"]  # third cards, in the order dealt


def deck(down=DOWN, third=THIRD):
    return round_the_table(down, BUTTON, PLAYERS) + [card(c) for c in third]


def table(game="three-card-guts", down=DOWN, third=THIRD, deals=3):
    return new_hand(
        load_game(game),
        TableStakes(small_blind=1, big_blind=1, stacks=100, players=PLAYERS),
        deck=deck(down, third),
        button=BUTTON,
        redeal_decks=[deck(down, third)] * deals,
    )


def hand(state, seat):
    return [(p.card, p.face_up) for p in state.zones.placed("hand", seat)]


def thirds(state):
    """The single cards dealt after the declarations: (seat, cards, who may see them)."""
    return [(e.seat, list(e.cards), e.to) for e in state.log if e.kind == "deal" and e.count == 1]


def paid(state, kind="match"):
    return [(e.seat, e.amount) for e in state.log if e.kind == kind]


# "The hands are ranked as follows: Three of a kind, straight flush, straight, flush, pair."
def test_three_of_a_kind_beats_a_straight_flush_then_straight_flush_pair():
    ranking = load_game("three-card-guts").ranking("three-card-guts")
    hands = ["2c 2d 2h", "Qh Jh Th", "Qh Jd Tc", "Ah 9h 4h", "Ac Ad 4h", "Ac Kd 9h"]
    values = [evaluate(ranking, h) for h in hands]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)


# "Each player receives two cards face down."
def test_each_player_receives_two_cards_face_down():
    state = table()
    for seat in range(PLAYERS):
        assert len(hand(state, seat)) == 2 and not any(up for _, up in hand(state, seat))
    assert state.view(0)["seats"][1]["zones"]["hand"] == [None, None]


# "In turn, each player declares whether they're in or out." "The dealer declares last"
def test_players_declare_in_turn_and_the_dealer_last():
    state = table()
    order = []
    for word in ("in", "out", "in", "in"):
        order.append(state.to_act)
        state.apply(Declare(word))
        if len(order) == 1:  # declared in turn: everyone hears it at once
            assert state.view(2)["seats"][0]["declared"] == "in"
    assert order == [0, 1, 2, 3]


# "If they're in, they receive their third card face up."
def test_those_in_receive_a_third_card_face_up():
    state = declare(table(), "in", "out", "in", "out")
    # The deal is over by now (showdown, cards back): its log says who got what, and how.
    assert thirds(state) == [(0, [card("Qs")], None), (2, [card("Jc")], None)]  # seen by all
    line = next(x for x in state.view(1)["log"] if x["kind"] == "deal" and x.get("seat") == 0 and x.get("count") == 1)
    assert line["cards"] == [card("Qs")]  # another seat sees the third card


def test_the_best_hand_in_takes_the_pot_and_the_others_match():
    state = declare(table(), "in", "in", "out", "out")  # aces and queen; kings and jack
    assert paid(state, "win") == [(0, 4)] and paid(state) == [(1, 4)]


# "if no other player has stayed in, then the dealer must have a pair or better to win"
def test_the_dealer_alone_with_a_pair_wins_the_pot():
    down = {**DOWN, 3: "9s 4h"}
    state = declare(table(down=down, third=["9c"]), "out", "out", "out", "in")
    assert state.is_over and paid(state, "win") == [(3, 4)]


def test_the_dealer_alone_without_a_pair_wins_nothing_and_the_pot_stays():
    state = declare(table(third=["Qs"]), "out", "out", "out", "in")  # 9-4 and a queen
    assert not state.is_over
    assert paid(state, "win") == [] and paid(state) == []
    assert state.chips.in_pot == 4 and any(e.kind == "not-qualified" for e in state.log)
    assert [len(hand(state, s)) for s in range(PLAYERS)] == [2] * PLAYERS  # dealt again


def test_another_player_alone_needs_no_pair():
    state = declare(table(down={**DOWN, 2: "7c 2d"}, third=["Jc"]), "out", "out", "in", "out")
    assert state.is_over and paid(state, "win") == [(2, 4)]


# "Another variation is for the other players to have another chance to declare and
# challenge the dealer."
def test_challenge_the_others_declare_again_when_the_dealer_is_alone():
    state = declare(table("three-card-guts-challenge", third=["Qs", "Jc"]), "out", "out", "out", "in")
    assert hand(state, 3)[2] == (card("Qs"), True)  # the dealer's hand is seen first
    asked = []
    for word in ("out", "in", "out"):
        asked.append(state.to_act)
        state.apply(Declare(word))
    assert asked == [0, 1, 2]
    assert thirds(state) == [(3, [card("Qs")], None), (1, [card("Jc")], None)]  # challenger: one up
    assert {e.seat for e in state.log if e.kind == "show"} == {1, 3}
    assert paid(state, "win") == [(1, 4)] and paid(state) == [(3, 4)]  # kings beat 9-4-Q


# "With this variation, there is no requirement for the dealer's hand; if no one
# challenges him, the dealer wins."
def test_challenge_nobody_challenges_and_the_dealer_wins_with_nothing():
    state = declare(table("three-card-guts-challenge", third=["Qs"]), "out", "out", "out", "in")
    declare(state, "out", "out", "out")
    assert state.is_over and paid(state, "win") == [(3, 4)]


def test_challenge_only_when_the_dealer_is_alone():
    state = declare(table("three-card-guts-challenge"), "in", "out", "out", "in")
    assert [len(hand(state, s)) for s in range(PLAYERS)] == [2] * PLAYERS  # straight to the next deal
    assert paid(state, "win") == [(0, 4)] and paid(state) == [(3, 4)]


def test_the_dealer_cannot_challenge_and_out_is_out():
    state = declare(table("three-card-guts-challenge", third=["Qs"]), "out", "out", "out", "in")
    assert state.to_act == 0
    with pytest.raises(IllegalAction):
        state.apply(Declare("challenge"))


def only_problem(tmp_path, body: str):
    """The one problem ``check`` finds in a guts game whose repeated deal is ``body``."""
    from pokerlang.check import check_file

    path = tmp_path / "game.poker"
    path.write_text(
        'game "Test"\nimport rankings\nforced ante\nzone hand per seat private\nrepeat until one in {\n' + body + '}\n'
    )
    (problem,) = check_file(path)
    return problem


def test_check_a_deal_to_a_declaration_nobody_can_make(tmp_path):
    problem = only_problem(
        tmp_path,
        '  deal 2 down to hand\n  deal 1 up to hand only declared in\n'
        '  declare in, out = fold in turn\n  showdown best 3 of hand by three-card-guts\n',
    )
    assert "no earlier declaration offers it" in problem.message and problem.span.line == 7


def test_check_a_challenge_before_any_declaration(tmp_path):
    problem = only_problem(
        tmp_path,
        '  deal 3 down to hand\n  declare in, out = fold in turn if dealer alone\n'
        '  showdown best 3 of hand by three-card-guts\n',
    )
    assert "'dealer alone' can never hold" in problem.message and problem.span.line == 7


def test_dealer_alone_needs_a_category_of_the_ranking(tmp_path):
    problem = only_problem(
        tmp_path,
        '  deal 3 down to hand\n  declare in, out = fold in turn\n'
        '  showdown { best 3 of hand by three-card-guts'
        '  dealer alone needs pairs or better }\n',
    )
    assert "has no category 'pairs'" in problem.message and "pair" in (problem.hint or "")
