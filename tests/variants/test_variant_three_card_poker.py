"""Three-card poker, ante and play, sentence by sentence (the file's comment: Wikipedia,
"Three Card Poker"), on stacked decks.

Three seats, the button at seat 2, so the cards go round from seat 0; the house's three
cards follow. The ante is 1 chip and a play bet 1 ante; seats 1 and 2 fold unless a test
says otherwise, so each test reads one player against the house. Before the deal every
seat declines the pair plus bet unless a test makes it.
"""

from __future__ import annotations

import pytest
from helpers.stacking import stacked
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, TableStakes, new_hand

BUTTON, PLAYERS = 2, 3
GAME = load_game("three-card-poker")


def table(hand: str, house: str, others: dict[int, str] | None = None, wagers: tuple[str, ...] = ()):
    """The hand after the pair plus declarations (``wagers``, seat 0 first; else none)."""
    hands = {0: hand, **(others or {})}
    deck = stacked(hands, house, BUTTON, PLAYERS, size=3)
    state = new_hand(GAME, TableStakes(ante=1, stacks=100, players=PLAYERS), deck=deck, button=BUTTON)
    for word in wagers + ("none",) * (PLAYERS - len(wagers)):
        state.apply(Declare(word))
    return state


def play(state, *words: str):
    """The declarations, seat 0 first; seats not named fold."""
    words = words + ("fold",) * (PLAYERS - len(words))
    for word in words:
        state.apply(Declare(word))
    return state.result()


def test_each_player_antes_and_decides_to_play_or_fold():
    state = table("As Kd 2c", "Qh 7s 4d")
    assert [e.amount for e in state.log if e.kind == "ante"] == [1, 1, 1]
    assert state.legal_actions() == [DeclareOptions(options=("play", "fold"))]


def test_a_player_who_folds_loses_the_ante():
    result = play(table("As Kd 2c", "Qh 7s 4d"), "fold")
    assert result.net == (-1, -1, -1) and result.bank == 3


def test_the_play_bet_is_one_ante():
    state = table("As Kd 2c", "Qh 7s 4d")
    play(state, "play")  # the declarations are secret: paid when revealed
    assert [(e.seat, e.amount) for e in state.log if e.kind == "pay"] == [(0, 1)]
    assert state.result().house[0].staked == 2


# "The house needs queen high or better to qualify: if it does not, the ante is paid even
# money and the play bet is returned" (whatever the player holds: here, a worse hand).
def test_a_house_below_queen_high_pays_the_ante_and_returns_the_play():
    result = play(table("9c 5d 2h", "Jh 7s 4d"), "play")
    assert result.net[0] == 1
    assert result.house[0].why == "the house does not qualify"


def test_queen_high_qualifies():
    result = play(table("9c 5d 2h", "Qh 7s 4d"), "play")
    assert result.net[0] == -2


def test_a_better_hand_wins_the_ante_and_the_play_even_money():
    result = play(table("Ac 5d 2h", "Qh 7s 4d"), "play")
    assert result.net[0] == 2 and result.house[0].why == "beats the house"


def test_a_worse_hand_loses_both():
    result = play(table("Kc 5d 2h", "Ah 7s 4d"), "play")
    assert result.net[0] == -2 and result.house[0].why == "loses to the house"


def test_equal_hands_push():
    result = play(table("Qc 7d 4h", "Qh 7s 4d"), "play")
    assert result.net[0] == 0 and result.house[0].why == "ties the house"


# "In three-card hands a straight beats a flush": the house's flush loses to a straight,
# which also takes its ante bonus.
def test_a_straight_beats_a_flush_and_takes_the_ante_bonus():
    result = play(table("5c 6d 7h", "Kh 9h 2h"), "play")
    assert result.net[0] == 2 + 1


# "The ante bonus is paid to a player who plays, whatever the house holds": one line each.
def test_ante_bonus_for_a_straight_even_when_the_house_wins():
    result = play(table("5c 6d 7h", "Ks Kd Kh"), "play")
    assert result.net[0] == -2 + 1 and result.house[0].why == "loses to the house, ante bonus 1"


def test_ante_bonus_for_three_of_a_kind_when_the_house_does_not_qualify():
    result = play(table("9c 9d 9h", "Jh 7s 4d"), "play")
    assert result.net[0] == 1 + 4


def test_ante_bonus_for_a_straight_flush():
    result = play(table("5h 6h 7h", "Ah 7s 4d"), "play")
    assert result.net[0] == 2 + 5


def test_a_player_who_folds_is_paid_no_bonus():
    result = play(table("5h 6h 7h", "Ah 7s 4d"), "fold")
    assert result.net[0] == -1


def test_each_player_is_settled_alone_with_the_house():
    others = {1: "Ks 8c 3d", 2: "2s 4c 8h"}
    result = play(table("Ac 5d 2h", "Qh 7s 4d", others), "play", "play", "play")
    assert result.net == (2, 2, -2) and result.bank == -2
    assert result.pots == () and result.winners() == {0, 1}


def test_the_house_cards_are_hidden_until_the_showdown():
    state = table("Ac 5d 2h", "Qh 7s 4d")
    assert state.view(0)["table"]["house"] == [None, None, None]
    play(state, "play")
    assert [str(c) for c in state.view(1)["table"]["house"]] == ["Qh", "7s", "4d"]
    assert [str(c) for c in state.result().house_cards] == ["Qh", "7s", "4d"]


# "Before the deal each player may also make the pair plus bet, of one ante".
def test_the_pair_plus_bet_is_declared_before_the_deal():
    state = new_hand(GAME, TableStakes(ante=1, stacks=100, players=PLAYERS), seed=1, button=BUTTON)
    assert state.legal_actions() == [DeclareOptions(options=("pair-plus", "none"))]
    assert not state.zones.cards("hand", 0)
    for word in ("pair-plus", "none", "pair-plus"):
        state.apply(Declare(word))
    assert [(e.seat, e.amount) for e in state.log if e.kind == "pay"] == [(0, 1), (2, 1)]
    assert state.legal_actions() == [DeclareOptions(options=("play", "fold"))]


# "paid on the player's own hand whatever the house holds": every line of the table, the
# player's hand losing to the house's ace-high straight flush (the ante and the play lost).
@pytest.mark.parametrize(
    ("hand", "odds"), [("9c 9d 2h", 1), ("Jh 8h 2h", 4), ("8c 9d Th", 6), ("5c 5d 5h", 30), ("9s Ts Js", 40)]
)
def test_the_pair_plus_pay_table(hand, odds):
    result = play(table(hand, "Qd Kd Ad", wagers=("pair-plus",)), "play")
    main, side = result.house[0], result.house[-1]
    assert main.why.startswith("loses to the house") and side.why == f"pair-plus pays {odds} to 1"
    assert side.net == odds
    bonus = {"8c 9d Th": 1, "5c 5d 5h": 4, "9s Ts Js": 5}.get(hand, 0)  # the ante bonus, too
    assert result.net[0] == -2 + bonus + odds


def test_pair_plus_is_lost_on_a_hand_below_a_pair_even_when_the_player_wins():
    result = play(table("Ac 5d 2h", "Qh 7s 4d", wagers=("pair-plus",)), "play")
    assert result.net[0] == 2 - 1 and result.house[-1].why == "pair-plus loses"


def test_a_player_who_folds_loses_the_pair_plus_bet():
    result = play(table("9c 9d 2h", "Ah Ad Ac", wagers=("pair-plus",)), "fold")
    assert result.net[0] == -2 and result.bank == 4
    assert result.house[0].staked == 1 and result.house[-1].why == "pair-plus folded"


def test_a_player_without_the_bet_is_paid_nothing_on_it():
    result = play(table("9s Ts Js", "Qd Kd Ad"), "play")
    assert result.net[0] == -2 + 5 and len(result.house) == PLAYERS


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**9),
    wagers=st.lists(st.sampled_from(["pair-plus", "none"]), min_size=3, max_size=3),
    choices=st.lists(st.sampled_from(["play", "fold"]), min_size=3, max_size=3),
)
def test_chips_are_conserved_counting_the_house(seed, wagers, choices):
    state = new_hand(GAME, TableStakes(ante=2, stacks=50, players=PLAYERS), seed=seed, button=seed % PLAYERS)
    hidden = set(state.zones.cards("house"))
    for word in wagers + choices:
        for seat in range(PLAYERS):
            assert not hidden & {c for c in state.view(seat)["table"]["house"] if c is not None}
        state.apply(Declare(word))
    result = state.result()
    assert sum(result.net) + result.bank == 0
    assert sum(result.stacks) + result.bank == 50 * PLAYERS
    assert all(b.net == -2 for b in result.house if b.why in ("folded", "pair-plus folded"))
    paid = PLAYERS + wagers.count("pair-plus") + choices.count("play")  # antes of 2 chips
    assert sum(b.staked for b in result.house) == 2 * paid
