"""Caribbean stud, sentence by sentence (the file's comment: Wikipedia, "Caribbean stud
poker"), on stacked decks.

Two seats, the button at seat 1, so the cards go round from seat 0; the house's five
cards follow, the last of them dealt face up. The ante is 1 chip and a call 2 antes;
seat 1 folds, so each test reads seat 0 against the house.
"""

from __future__ import annotations

import pytest
from helpers.stacking import stacked

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, TableStakes, new_hand

BUTTON, PLAYERS = 1, 2
GAME = load_game("caribbean-stud")
# Ace-king: the house qualifies, and loses to any pair.
QUALIFIES = "As Kd 9c 6h 2s"


def table(hand: str, house: str = QUALIFIES):
    deck = stacked({0: hand}, house, BUTTON, PLAYERS, size=5)
    return new_hand(GAME, TableStakes(ante=1, stacks=200, players=PLAYERS), deck=deck, button=BUTTON)


def call(hand: str, house: str = QUALIFIES, word: str = "call"):
    state = table(hand, house)
    state.apply(Declare(word))
    state.apply(Declare("fold"))
    return state.result()


def test_the_house_shows_one_card_before_the_players_decide():
    state = table("Qs Qd 7c 5h 3s")
    assert [None if c is None else str(c) for c in state.view(0)["table"]["house"]] == [None, None, None, None, "2s"]
    assert state.legal_actions() == [DeclareOptions(options=("call", "fold"))]


def test_a_player_who_folds_loses_the_ante():
    result = call("Qs Qd 7c 5h 3s", word="fold")
    assert result.net == (-1, -1) and result.bank == 2


def test_the_call_bet_is_twice_the_ante():
    result = call("Qs Qd 7c 5h 3s")
    assert result.house[0].staked == 3


# "The house qualifies with ace-king or better: if it does not, the ante is paid even
# money and the call bet is returned" (here the player's hand is the worse one).
def test_a_house_without_ace_king_pays_the_ante_and_returns_the_call():
    result = call("Ks Jd 7c 5h 3s", "As Qd 9c 6h 2s")
    assert result.net[0] == 1 and result.house[0].why == "the house does not qualify"


def test_ace_king_qualifies():
    result = call("Ks Jd 7c 5h 3s", "As Kd 4c 3h 2s")
    assert result.net[0] == -3


# "Against a qualifying house the better hand wins the ante even money and the call bet by
# the pay table": every line of it once. The call is 2 chips.
@pytest.mark.parametrize(
    ("hand", "odds"),
    [
        ("Qs Qd 7c 5h 3s", 1),  # one pair
        ("Qs Qd 7c 7h 3s", 2),  # two pair
        ("Qs Qd Qc 5h 3s", 3),  # three of a kind
        ("8s 7d 6c 5h 4s", 4),  # a straight
        ("Jh 8h 7h 5h 3h", 5),  # a flush
        ("Qs Qd Qc 5h 5s", 7),  # a full house
        ("Qs Qd Qc Qh 3s", 20),  # four of a kind
        ("8c 7c 6c 5c 4c", 50),  # a straight flush
        ("Ac Kc Qc Jc Tc", 100),  # a royal flush: `straight-flush of A 100`
        ("5c 4c 3c 2c Ac", 50),  # a five-high straight flush is no royal flush
    ],
)
def test_the_pay_table(hand, odds):
    result = call(hand)
    assert result.net[0] == 1 + 2 * odds and result.house[0].why == "beats the house"


def test_a_winning_hand_not_in_the_table_is_paid_even_money():
    result = call("As Kh Jc 6d 2c", "Ad Ks 9c 6h 3s")  # ace-king-jack beats ace-king-nine
    assert result.net[0] == 1 + 2


def test_a_worse_hand_loses_both_bets():
    result = call("Qs Qd 7c 5h 3s", "Ks Kd 9c 6h 2c")
    assert result.net[0] == -3 and result.bank == 4


def test_equal_hands_push():
    result = call("Ac Kh 9d 6s 2c", QUALIFIES)
    assert result.net[0] == 0 and result.house[0].why == "ties the house"


def test_the_house_down_cards_show_at_the_showdown():
    result = call("Qs Qd 7c 5h 3s")
    assert [str(c) for c in result.house_cards] == QUALIFIES.split()
    assert "seat 0 wins 3 from the house (beats the house)" in result.describe()


def test_explain_names_a_two_card_tables_hands_by_their_highest_card(tmp_path):
    # A bonus bet on the two hole cards: an ace-high straight flush of two (A-K suited) is
    # no royal flush, and a straight is named by its highest card; five cards keep it.
    from pokerlang.explain import explain

    assert "royal flush 100 to 1" in explain(load_game("caribbean-stud"))
    bonus = tmp_path / "bonus.poker"
    bonus.write_text(
        'game "Two-card bonus"\nimport rankings\nplayers 1..6\nforced ante\nstakes ante 1\n'
        'ranking hole "two hole cards" {\n    cards 2\n    ace high, low in straights\n'
        "    order high-card < straight < pair < flush < straight-flush\n}\n"
        "zone hand per seat private\nzone house shared hidden\n"
        "step wager { declare bonus = pay 1 ante, none together }\n"
        "step deal { deal 5 to hand  deal 5 to house }\n"
        "showdown against the house {\n    best 5 of hand by high\n    house plays best 5 of house\n"
        "    side bet bonus on 2 of hand by hole: straight-flush of A 25, straight of A 15, pair of A 30\n}\n"
    )
    text = explain(load_game(str(bonus)))
    assert "straight flush (ace high) 25 to 1, straight (ace high) 15 to 1 and pair of aces 30 to 1" in text
    assert "royal flush" not in text


# Against the house there is no pot for the last player in to take: a `fold` step folds a
# lone player too, who loses the ante to the house (as a declaration's fold does).
FOLD_ALONE = """
game "A lone player folds to the house"
import rankings
players 1..4
forced ante
stakes ante 1
zone hand per seat private
zone house shared hidden
step deal { deal 5 to hand  deal 5 to house }
step decide { each in turn { fold } }
showdown against the house {
    best 5 of hand by high
    house plays best 5 of house
}
"""


def test_a_fold_step_folds_the_last_player_in_against_the_house():
    from pokerlang.compiler import compile_source
    from pokerlang.explain import explain

    game = compile_source("fold-alone.poker", FOLD_ALONE).game
    state = new_hand(game, TableStakes(players=1, stacks=100, ante=1), seed=1)
    assert state.is_over and state.result().net == (-1,)
    assert "That player folds." in explain(game)  # no "(unless they are the last player in)"
