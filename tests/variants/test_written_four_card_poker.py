"""Four card poker (``tests/written/four-card-poker.poker``) against the house, on stacked
decks: two seats, the button at seat 1, so seat 0 is dealt first; then the house's five
face-down cards and its face-up one. The ante is 1 chip; seat 1 declines the side bet and
folds. Also the pay-table odds to another number than one (3 to 2), on a variation."""

from __future__ import annotations

from helpers.paths import ROOT
from helpers.stacking import stacked

from pokerlang.compiler import compile_source, load_game
from pokerlang.engine import Declare, TableStakes, new_hand

WRITTEN = ROOT / "tests" / "written" / "four-card-poker.poker"
GAME = load_game(str(WRITTEN))
PLAYERS = 2


def play(game, hand: str, house: str, choice: str = "play-1", side: str = "none"):
    deck = stacked({0: hand}, house, 1, PLAYERS, size=5)
    state = new_hand(game, TableStakes(ante=2, stacks=200, players=PLAYERS), deck=deck, button=1)
    state.apply(Declare(side))
    state.apply(Declare("none"))
    while not state.is_over:
        state.apply(Declare(choice if state.to_act == 0 else "fold"))
    return state.result()


# "TIES GO TO THE PLAYER (paid, not pushed)"
def test_a_hand_equal_to_the_houses_wins_the_ante_and_the_play():
    result = play(GAME, "Ah Kd 9c 5s 2d", "As Kc 9h 5d 3c 2h", "play-3")
    assert result.house[0].why.startswith("ties the house, and a tie wins")
    assert result.net[0] == 2 + 6


# "A player who beats the dealer is paid even money on the ante and the play"
def test_a_better_hand_wins_even_money_and_a_worse_one_loses_both():
    won = play(GAME, "Ah Ad 9c 5s 2d", "Ks Kc 8h 6d 3c 4h")
    lost = play(GAME, "Kh Kd 9c 5s 2d", "As Ac 8h 6d 3c 4h")
    assert won.net[0] == 4 and lost.net[0] == -4


# Odds to another number than one: `flush 3/2` pays three to two, rounded down to a chip.
def test_odds_three_to_two_are_paid_rounded_down(tmp_path):
    (tmp_path / WRITTEN.name).write_text(WRITTEN.read_text(encoding="utf-8"), encoding="utf-8")
    variation = tmp_path / "four-card-three-to-two.poker"
    variation.write_text(
        'extends "four-card-poker"\n'
        "showdown against the house {\n"
        "    best 4 of hand by four-card\n"
        "    house plays best 4 of house\n"
        "    ties win\n"
        "    side bet aces-up: flush 3/2\n"
        "}\n",
        encoding="utf-8",
    )
    game = compile_source(variation).game
    result = play(game, "Ah Jh 9h 5h 2d", "As Kc 8c 6d 3c 4h", side="aces-up")
    side = result.house[-1]
    assert side.why == "aces-up pays 3 to 2" and side.staked == 2 and side.net == 3
