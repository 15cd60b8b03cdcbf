"""`number(PLAYERS)`: how many players a set holds, an amount like any other; the written
game ``holdem-bust-bonus`` (the house pays 10 chips for each player a winner knocked out)."""

from __future__ import annotations

from helpers.stacking import holdem_deck
from helpers.written_play import game

from pokerlang.engine import Call, Check, Raise, TableStakes, new_hand

HOLES = {0: "As Ad", 1: "Kc Kd", 2: "7h 2c"}
BOARD = "Ah 9s 4c 5d Jh"  # the aces win


def bust_bonus(stacks: tuple[int, ...]):
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=stacks)
    return new_hand(game("holdem-bust-bonus"), table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0)


# "... collects 10 chips from the house for each player they knocked out": two at once, 20.
def test_a_winner_who_knocks_out_two_players_collects_twice():
    state = bust_bonus((300, 50, 60))
    state.apply(Raise(300))  # seat 0 all in; both call all in and lose to the aces
    state.apply(Call())
    state.apply(Call())
    result = state.result()
    assert result.stacks[1] == result.stacks[2] == 0
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [("house", 0, 20)]
    assert result.net == (130, -50, -60) and result.bank == -20
    assert sum(result.stacks) + result.bank == 410


# "... for each player they knocked out": one busted, 10; the other keeps chips.
def test_one_player_knocked_out_is_paid_once():
    state = bust_bonus((300, 50, 300))
    state.apply(Raise(50))  # seat 0 raises to 50; seat 1 calls all in, seat 2 calls
    state.apply(Call())
    state.apply(Call())
    while not state.is_over:
        state.apply(Check())
    result = state.result()
    assert result.stacks[1] == 0 and result.stacks[2] == 250
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [("house", 0, 10)]


# "... if number(knocked-out) > 0": nobody busted, nothing paid.
def test_nobody_knocked_out_nothing_is_paid():
    state = bust_bonus((200, 200, 200))
    while not state.is_over:
        options = state.legal_actions()
        state.apply(Check() if any(isinstance(o, Check) for o in options) else Call())
    assert state.result().paid == ()


def test_number_takes_a_set_of_players(tmp_path):
    from pokerlang.check import check_file

    path = tmp_path / "bad.poker"
    path.write_text('game "x"\nextends holdem\nwhen hand ends { pay number(dealer, 2) from house to winners }\n')
    found = check_file(path)
    assert [d.code for d in found] == ["E701"]
    path.write_text('game "x"\nextends holdem\nwhen hand ends { pay number(3) from house to winners }\n')
    found = check_file(path)
    assert [d.code for d in found] == ["E702"] and "a set of players" in found[0].message


# `staked(SEAT)` at the hand's end is what the seat put in that hand (holdem-loss-rebate:
# "a player who loses at the showdown gets back a tenth of the chips they put in").
def test_staked_at_the_hands_end_is_what_the_seat_put_in():
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=200)
    state = new_hand(game("holdem-loss-rebate"), table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0)
    state.apply(Raise(50))  # everyone in for 50, checked down: the aces win, 5 back to each loser
    state.apply(Call())
    state.apply(Call())
    while not state.is_over:
        state.apply(Check())
    result = state.result()
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [("house", 1, 5), ("house", 2, 5)]
    assert result.net == (100, -45, -45) and result.bank == -10
