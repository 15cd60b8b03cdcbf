"""A dead blind (Robert's Rules: a returning player posts the small blind they missed,
dead, with a live big blind): chips in the pot that are no bet in the round. Posted by
the table's stakes (``TableStakes.dead``), through the reducer, after the live blinds."""

from __future__ import annotations

import pytest

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, EngineError, Fold, TableStakes, new_hand
from pokerlang.runner.phh import phh_text, replay_phh


@pytest.fixture(scope="module")
def holdem():
    return load_game("holdem")


def returning(holdem, **more):
    """Four seats, button 0: blinds at 1 and 2; seat 3 comes back and posts its missed
    small blind dead (1) and a big blind live (2)."""
    stakes = TableStakes(players=4, posts=((3, 2),), dead=((3, 1),), **more)
    return new_hand(holdem, stakes, seed=5, button=0)


def test_a_dead_blind_is_in_the_pot_and_in_no_bet(holdem):
    state = returning(holdem)
    assert [(e.kind, e.seat, e.amount) for e in state.log if e.kind in ("post", "dead-blind")] == [
        ("post", 3, 2),
        ("dead-blind", 3, 1),
    ]
    assert state.chips.bets == [0, 1, 2, 2]  # the live blinds only
    assert state.chips.in_pot == 1 + 2 + 2 + 1
    assert state.chips.stacks[3] == 200 - 3


def test_a_seat_whose_live_blind_is_matched_may_check_its_dead_one_asks_no_call(holdem):
    state = returning(holdem)
    assert state.to_act == 3  # left of the big blind: the post changes nobody's turn
    state.apply(Check())  # its live 2 matches the big blind: the dead 1 is not a bet to call
    state.apply(Fold())  # the button
    state.apply(Call())  # the small blind
    state.apply(Check())  # the big blind
    assert state.street == "flop" and state.chips.in_pot == 2 * 3 + 1


def test_the_dead_money_goes_to_the_winner_and_chips_are_conserved(holdem):
    state = returning(holdem)
    for _ in range(3):  # the returning seat, the button and the small blind fold
        state.apply(Fold())
    result = state.result()
    assert sum(result.stacks) == 4 * 200
    assert result.stacks[3] == 200 - 3  # its dead and live blinds lost
    assert result.stacks[2] == 200 + 1 + 2 + 1  # the big blind takes the dead one too


def test_a_dead_blind_is_posted_after_the_live_one_from_what_is_left(holdem):
    # The live blind takes priority, as the big blind's does over its ante.
    state = new_hand(holdem, TableStakes(players=4, stacks=(200, 200, 200, 3), posts=((3, 2),), dead=((3, 2),)), seed=1)
    assert [(e.kind, e.amount, e.all_in) for e in state.log if e.seat == 3 and e.kind != "deal"][:2] == [
        ("post", 2, False),
        ("dead-blind", 1, True),
    ]


def test_a_dead_blind_needs_a_game_with_blinds_and_a_seat_at_the_table(holdem):
    with pytest.raises(EngineError, match="has no blinds: a dead blind"):
        new_hand(load_game("seven-card-stud"), TableStakes(players=3, ante=1, bring_in=1, dead=((1, 1),)), seed=1)
    with pytest.raises(EngineError, match="dead blind is a positive amount"):
        new_hand(holdem, TableStakes(players=3, dead=((5, 1),)), seed=1)


def test_phh_writes_a_dead_blind_in_the_players_antes_and_reads_it_back(holdem):
    state = returning(holdem, ante=1)
    while not state.is_over:
        state.apply(_passive(state))
    text = phh_text(state, "NT")
    # p1 is the seat left of the button (seat 1): seat 3 is p3, with its ante and its dead 1
    assert "antes = [1, 1, 2, 1]" in text
    assert "blinds_or_straddles = [1, 2, -2, 0]" in text
    replayed, finishing = replay_phh(text)  # its finishing stacks checked against ours
    assert finishing == list(replayed.result().stacks) and sum(finishing) == 4 * 200
    # replayed, p1 sits at seat 0: p3's dead blind is seat 2's
    assert [(e.kind, e.seat, e.amount) for e in replayed.log if e.kind == "dead-blind"] == [("dead-blind", 2, 1)]


def _passive(state):
    legal = state.legal_actions()
    check = Check()
    return check if any(o.allows(check) for o in legal) else Call()


def test_a_history_records_the_dead_blinds_and_replays_them(holdem):
    from pokerlang.engine.record import table_record
    from pokerlang.runner.replay import stakes_of

    stakes = TableStakes(players=4, posts=((3, 2),), dead=((3, 1),))
    record = table_record(holdem, stakes)
    assert record["stakes"]["dead"] == [[3, 1]]
    again = stakes_of({**record, "starting_stacks": [200] * 4})
    assert again.dead == ((3, 1),) and again.posts == ((3, 2),)
