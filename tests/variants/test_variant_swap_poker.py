"""Swap Poker, sentence by sentence (swap-poker.txt), on stacked decks.

The grid's row 0 is the bottom row, the first seat's (seat 0); row 1, the top row, is
seat 1's. Spaces are (row, column), columns counted from the left.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.stacking import cards

from pokerlang.cards import card, standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import EngineError, IllegalAction, Move, MoveOption, TableStakes, new_hand

FULL = bool(os.environ.get("POKERLANG_FULL"))
BOTTOM = "As Ks Qs Js 2c 3d"  # seat 0's row, left to right
TOP = "4h 5h 6h 7h Ts 9c"  # seat 1's row
REFILLS = "8d 8c"


def table(bottom=BOTTOM, top=TOP, refills=REFILLS):
    deck = cards(f"{bottom} {top} {refills}")
    return new_hand(load_game("swap-poker"), TableStakes(players=2), deck=deck, button=1)


def passes(state, n):
    for _ in range(n):
        state.apply(Move("pass"))
    return state


def grid(state):
    return state.zones.grids["grid"].spaces


def tops(state, row):
    return [stack[-1] for stack in grid(state)[row]]


# "Swap Poker is a card game for 2 players."
def test_two_players():
    game = load_game("swap-poker")
    assert (game.min_players, game.max_players) == (2, 2)
    with pytest.raises(EngineError):
        new_hand(game, TableStakes(players=3))


# "Deal out 6 cards in 2 rows, face up." "Choose a row for each player"
def test_six_cards_in_two_rows_face_up():
    state = table()
    assert tops(state, 0) == cards(BOTTOM) and tops(state, 1) == cards(TOP)
    for seat in (0, 1):
        view = state.view(seat)
        assert view["grids"]["grid"] == [[[c] for c in cards(BOTTOM)], [[c] for c in cards(TOP)]]
        assert None not in view["table"]["grid"]
    assert len(state.zones.stock) == 52 - 12


# "The bottom-row player moves the card in the bottom-left position first. That player's
# position shifts to the right until it reaches the end, then loops back around once."
# "The top-row player moves the card in the top-right position first. That player's
# position shifts to the left until it reaches the end, then loops back around once."
def test_positions_shift_every_move_and_loop_round_once():
    state = table()
    seen = []
    while not state.is_over:
        seen.append((state.to_act, state.legal_actions()[0].at))
        state.apply(Move("pass"))
    bottom = [(0, (0, c)) for c in range(6)] * 2
    top = [(1, (1, c)) for c in reversed(range(6))] * 2
    assert seen == [turn for pair in zip(bottom, top) for turn in pair]


# "The game ends after both players have taken 12 moves."
def test_the_game_ends_after_twelve_moves_each():
    state = passes(table(), 23)
    assert not state.is_over and state.to_act == 1
    passes(state, 1)
    assert state.is_over


# "When a given position is active, the player takes 1 of 3 moves."
def test_three_moves_offered():
    options = table().legal_actions()
    assert [o.kind for o in options] == ["swap", "stack", "pass"]
    assert all(isinstance(o, MoveOption) for o in options)


# "diagonals don't count as adjacent, and you cannot wrap around" "Adjacent does include
# any card immediately above, below, to the left, or to the right."
def test_adjacent_is_orthogonal_and_never_wraps():
    state = table()
    swap = state.legal_actions()[0]
    assert set(swap.targets) == {(0, 1), (1, 0)}
    for illegal in ((1, 1), (0, 5), (1, 5), (0, 2)):
        with pytest.raises(IllegalAction):
            state.apply(Move("swap", illegal))
        with pytest.raises(IllegalAction):
            state.apply(Move("stack", illegal))
    passes(state, 1)
    assert set(state.legal_actions()[0].targets) == {(1, 4), (0, 5)}  # the top right: left and below


# "1. Swap: Switch the top card in the current position with the card in any adjacent position."
def test_swap_switches_with_an_adjacent_card_in_either_row():
    state = table()
    state.apply(Move("swap", (1, 0)))  # seat 0 at the bottom left swaps with the card above
    assert grid(state)[0][0] == [card("4h")] and grid(state)[1][0] == [card("As")]
    state.apply(Move("swap", (1, 4)))  # seat 1 at the top right swaps with its left neighbour
    assert tops(state, 1)[4:] == cards("9c Ts")


# "2. Stack: Place the top card in the current position onto any adjacent position."
# "2a. If Stacking leaves an empty space, deal a new card into that space, face up."
def test_stack_moves_the_top_card_and_an_empty_space_is_dealt_face_up():
    state = table()
    state.apply(Move("stack", (0, 1)))
    assert grid(state)[0][1] == cards("Ks As")
    assert grid(state)[0][0] == cards("8d")
    assert any(e.kind == "deal" and e.cards == (card("8d"),) and e.to is None for e in state.log)
    assert card("8d") in state.view(1)["grids"]["grid"][0][0]


# "2b. Only the top card in a position is available, for both scoring and Swapping. If a
# Swap involves a position with multiple stacked cards, only switch the top card."
def test_only_the_top_card_swaps_and_scores():
    state = table()
    state.apply(Move("stack", (0, 1)))  # As on Ks at (0, 1)
    state.apply(Move("pass"))
    state.apply(Move("swap", (1, 1)))  # seat 0 now at (0, 1): As goes up, 5h comes down
    assert grid(state)[0][1] == cards("Ks 5h") and grid(state)[1][1] == cards("As")
    assert tops(state, 0) == cards("8d 5h Qs Js 2c 3d")  # Ks, below, does not play
    passes(state, 21)
    shown = {h.seat: h.cards for h in state.result().shown}
    assert card("Ks") not in shown[0] and set(shown[0]) == set(cards("8d 5h Qs Js 2c 3d"))


# "2c. Let cards below the top card remain partly visible, even though they are not
# immediately available."
def test_cards_below_stay_visible_to_both():
    state = table()
    state.apply(Move("stack", (1, 0)))  # As onto 4h, above
    for seat in (0, 1):
        assert state.view(seat)["grids"]["grid"][1][0] == cards("4h As")
        assert card("4h") in state.view(seat)["table"]["grid"]


# "3. Pass: Leave the card in its current position."
def test_pass_leaves_the_cards():
    state = table()
    before = [[list(s) for s in row] for row in grid(state)]
    state.apply(Move("pass"))
    assert grid(state) == before and state.to_act == 1


# "whichever player can form the better 5-card poker hand using the 6 cards in his row
# is the winner": here the winner takes both antes.
def test_the_better_five_card_hand_of_the_own_row_wins():
    state = table()
    passes(state, 8)  # seat 0 reaches (0, 4), under the Ts
    assert state.legal_actions()[0].at == (0, 4)
    state.apply(Move("swap", (1, 4)))  # As Ks Qs Js Ts: a royal flush in the bottom row
    passes(state, 15)
    result = state.result()
    winner = result.pots[0].shares[0].winners[0]
    assert winner.seat == 0 and winner.hand and set(winner.cards) == set(cards("As Ks Qs Js Ts"))
    assert result.net == (2, -2)


def test_the_top_row_can_win_too():
    state = table(bottom="2c 7d 9h Js 4s 3d", top="Ah Ad Kc Ks Qh 5c")
    passes(state, 24)
    assert state.result().net == (-2, 2)


# ---- random play ------------------------------------------------------------------------


@settings(max_examples=100 if FULL else 10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_play_keeps_cards_and_chips_and_ends(seed):
    """Every card in one place, every view shows the whole grid, every listed move
    applies, chips are conserved, and the game ends."""
    rng = random.Random(seed)
    stacks = (rng.choice([1, 2, 50]), 200)
    state = new_hand(load_game("swap-poker"), TableStakes(players=2, stacks=stacks), seed=seed, button=seed % 2)
    while not state.is_over:
        assert Counter(state.zones.every_card()) == Counter(standard_deck())
        for seat in (0, 1):
            assert state.view(seat)["grids"]["grid"] == [[list(s) for s in row] for row in grid(state)]
        options = state.legal_actions()
        assert options
        state.copy().apply(rng.choice(options).sample(rng))
        chosen = rng.choice(options)
        action = chosen.sample(rng)
        assert chosen.allows(action)
        state.apply(action)
    assert sum(state.result().stacks) == sum(stacks) and sum(state.result().net) == 0
    assert Counter(state.zones.every_card()) == Counter(standard_deck())
    assert all(len(tops(state, row)) == 6 for row in (0, 1))


def test_run_and_replay_from_the_command_line(tmp_path):
    from click.testing import CliRunner

    from pokerlang.cli import cli

    history = tmp_path / "swap.jsonl"
    result = CliRunner().invoke(
        cli, ["run", "swap-poker", "--hands", "50", "--players", "2", "--seed", "3", "--history", str(history)]
    )
    assert result.exit_code == 0, result.output
    lines = history.read_text().splitlines()
    assert len(lines) == 50 and '"action":"move"' in lines[0]
    again = CliRunner().invoke(cli, ["replay", str(history)])
    assert again.exit_code == 0 and "every result matches" in again.output, again.output
