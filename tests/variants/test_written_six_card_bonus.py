"""Three-card poker's six card bonus (``tests/written/three-card-poker-six-card-bonus.poker``),
a side bet paid on a hand of its own cards and kept on a fold, sentence by sentence, on
stacked decks.

Three seats, the button at seat 2, so the cards go round from seat 0; the house's three
cards follow. The ante is 1 chip, and so are the play bet and the bonus. Seat 0 makes the
bonus unless a test says otherwise; seats 1 and 2 decline it and fold."""

from __future__ import annotations

import json

from helpers.paths import ROOT
from helpers.stacking import stacked

from pokerlang.compiler import compile_source, load_game
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.explain import explain

FILE = ROOT / "tests" / "written" / "three-card-poker-six-card-bonus.poker"
GAME = load_game(str(FILE))
# The same game whose bonus is lost on a fold, as every side bet is unless it says so.
LOST_ON_FOLD = compile_source(FILE, FILE.read_text().replace(", kept on a fold:", ":")).game
BUTTON, PLAYERS = 2, 3


def table(hand: str, house: str, bonus: str = "six-card", game=GAME, others: dict[int, str] | None = None):
    deck = stacked({0: hand, **(others or {})}, house, BUTTON, PLAYERS, size=3)
    state = new_hand(game, TableStakes(ante=1, stacks=100, players=PLAYERS), deck=deck, button=BUTTON)
    for word in (bonus, "none", "none"):
        state.apply(Declare(word))
    return state


def play(state, *words: str):
    """The decisions, seat 0 first; seats not named fold. Chips are conserved, counting
    the house's."""
    words = words + ("fold",) * (PLAYERS - len(words))
    for word in words:
        state.apply(Declare(word))
    result = state.result()
    assert sum(result.net) + result.bank == 0
    return result


def bonus(result, seat: int = 0):
    return next(b for b in result.house if b.seat == seat and b.why.startswith("six-card"))


# "paid on the best five-card poker hand of the player's three cards and the dealer's
# three": a pair of nines for the player is a flush with the dealer's three hearts.
def test_the_bonus_is_paid_on_the_best_five_of_the_players_cards_and_the_dealers():
    result = play(table("9h 9d 2h", "Kh 7h 4h"), "play")
    assert bonus(result).why == "six-card pays 15 to 1" and bonus(result).paid == 16
    assert result.house[0].why == "loses to the house"  # the play is settled on three cards alone
    assert result.net[0] == -2 + 15


def test_the_bonus_pays_a_royal_flush_a_thousand_to_one():
    result = play(table("Ah Kh 2c", "Qh Jh Th"), "play")
    assert bonus(result).why == "six-card pays 1000 to 1"


# "anything less loses it": a pair of aces, whatever the play does.
def test_the_bonus_is_lost_below_three_of_a_kind():
    result = play(table("Ac Ad 2h", "Qs 7c 4d"), "play")
    assert bonus(result).why == "six-card loses" and bonus(result).paid == 0
    assert result.net[0] == 2 - 1


# "the bet is settled whether the player plays or folds": the seat's cards are set aside
# for it at the fold, and ranked with the dealer's at the showdown.
def test_the_bonus_stands_when_the_player_folds():
    result = play(table("7c 7d 2s", "7h Qs 4d"), "fold", "play")
    assert bonus(result).why == "six-card pays 7 to 1"
    assert result.house[0].why == "folded"
    assert result.net[0] == -1 + 7


def test_a_bonus_kept_on_a_fold_still_loses_below_the_table():
    result = play(table("Ac Kd 2s", "7h Qs 4d"), "fold", "play")
    assert bonus(result).why == "six-card loses" and result.net[0] == -2


def test_the_bonus_stands_when_every_player_folds():
    state = table("7c 7d 2s", "7h Qs 4d")
    result = play(state, "fold", "fold", "fold")
    assert bonus(result).why == "six-card pays 7 to 1" and result.net[0] == 6
    # the house's cards it is paid on are shown, as at a showdown
    assert [" ".join(map(str, e.cards)) for e in state.log if e.kind == "show"] == ["7h Qs 4d"]


# Without `kept on a fold`, a side bet is the house's once the player folds.
def test_a_side_bet_not_kept_is_lost_on_a_fold():
    result = play(table("7c 7d 2s", "7h Qs 4d", game=LOST_ON_FOLD), "fold", "play")
    assert bonus(result).why == "six-card folded" and result.net[0] == -2


def test_a_player_without_the_bonus_has_no_cards_set_aside():
    state = table("7c 7d 2s", "7h Qs 4d", bonus="none")
    state.apply(Declare("fold"))
    assert state.zones.aside == {}


# The folded seat's cards are set aside for its bet alone: no other seat sees them, at
# the fold or once the hand is over, and they lend nothing to another hand.
def test_cards_set_aside_are_seen_by_nobody_else():
    others = {1: "Ks 8c 3d"}
    state = table("7c 7d 2s", "7h Qs 4d", others=others)
    folded = ("7c", "7d", "2s")

    def unseen_by_others():
        for seat in (1, 2):
            seen = json.dumps(state.view(seat).to_json())
            assert not any(f'"{c}"' in seen for c in folded), seen

    state.apply(Declare("fold"))
    unseen_by_others()
    state.apply(Declare("play"))
    state.apply(Declare("fold"))
    unseen_by_others()
    assert state.result().house[1].why in ("beats the house", "loses to the house", "ties the house")


def test_explain_says_the_bonus_is_paid_on_its_own_cards_and_stands_on_a_fold():
    text = explain(GAME)
    assert "on cards of its own (the best five-card hand from their hand and the house" in text
    assert "whether the player plays or folds" in text and "set aside for it, seen by no one else" in text
    assert "any other hand, or a fold, loses it" in explain(LOST_ON_FOLD)


# Texas hold'em bonus's bet is paid on the two hole cards alone, by a two-card ranking,
# though the showdown hand is the best five of the hole cards and the board.
HOLDEM_BONUS = """game "Hold'em bonus"
import rankings
players 2..4
forced ante
stakes ante 1 stack 100
zone hand per seat private
zone house shared hidden
zone board shared public
step wager { declare bonus = pay 1 ante, none together }
step deal { deal 2 to hand  deal 2 to house  deal 5 to board }
step decide { declare play = pay 1 ante, fold = fold together }
showdown against the house {
    best 5 of hand + board by high
    house plays best 5 of house + board
    side bet bonus on 2 of hand by two-card, kept on a fold: pair of A 30, pair of J or better 10, pair 3
}
"""


def holdem_bonus(hand: str, house: str, board: str, decision: str):
    game = compile_source("holdem-bonus.poker", HOLDEM_BONUS).game
    deck = stacked({0: hand}, f"{house} {board}", 1, 2, size=2)
    state = new_hand(game, TableStakes(ante=1, stacks=100, players=2), deck=deck, button=1)
    for word in ("bonus", "none", decision, "fold"):
        state.apply(Declare(word))
    result = state.result()
    assert sum(result.net) + result.bank == 0
    return next(b for b in result.house if b.seat == 0 and b.why.startswith("bonus"))


def test_a_bonus_on_the_hole_cards_alone_by_another_ranking():
    assert holdem_bonus("Ah Ad", "2c 3d", "7s 8s 9d Jc Qd", "play").why == "bonus pays 30 to 1"
    # A pair made with the board is no pair of the hole cards.
    assert holdem_bonus("Ah Kd", "2c 3d", "As 8s 9d Jc Qd", "play").why == "bonus loses"
    assert holdem_bonus("Jh Jd", "2c 3d", "7s 8s 9d 4c Qd", "fold").why == "bonus pays 10 to 1"


# "Odds of 0 return the stake": a line of the side bet's table paying 0 is a push, where a
# hand the table does not name loses the bet.
PUSH_ON_PAIR = compile_source(FILE, FILE.read_text().replace("three-of-a-kind 7", "three-of-a-kind 7, pair 0")).game


def test_a_side_bet_line_of_odds_0_returns_the_stake():
    result = play(table("Ac Ad 2h", "Qs 7c 4d", game=PUSH_ON_PAIR), "play")
    assert bonus(result).why == "six-card pushes on the pay table" and bonus(result).paid == 1
    assert result.net[0] == 2
    # below the table's lines, the bet is lost as before
    high = play(table("Ac Kd 2h", "Qs 7c 4d", game=PUSH_ON_PAIR), "play")
    assert bonus(high).why == "six-card loses" and bonus(high).paid == 0
