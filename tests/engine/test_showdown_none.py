"""`showdown none`: a game no hand decides. No hand is shown or ranked, the hand counts no
showdown, and whatever the steps left in the pot is split evenly among the players still in."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.engine import Call, Check, Fold, TableStakes, new_hand
from pokerlang.explain import explain

SOURCE = """
game "A pot shared out"
import rankings
players 2..6
betting fixed-limit
forced ante
zone hand per seat public
step deal { deal 2 to hand  bet }
showdown none
"""


def game():
    return compile_source("shared.poker", SOURCE).game


def test_no_hand_is_shown_and_the_pot_is_split_among_the_players_still_in():
    hand = new_hand(game(), TableStakes(ante=1, players=3, stacks=100), seed=2)
    # Three antes of 1 in the pot; the first player folds, the others check.
    hand.apply(Check())
    hand.apply(Check())
    hand.apply(Check())
    result = hand.result()
    assert not result.showdown and result.shown == ()
    assert sum(result.net) == 0 and sorted(result.net) == [0, 0, 0]


def test_a_player_who_folded_shares_nothing():
    hand = new_hand(game(), TableStakes(ante=1, players=3, stacks=100), seed=2)
    while not hand.is_over:
        seat = hand.to_act
        hand.apply(
            Fold()
            if seat == hand.seating.left_of(hand.seating.button) and Fold() in hand.legal_actions()
            else Check()
            if Check() in hand.legal_actions()
            else Call()
        )
    net = hand.result().net
    folder = hand.seating.left_of(hand.seating.button)
    assert net[folder] == -1 and sum(net) == 0


@pytest.mark.parametrize("word", ["hand", "nothing"])
def test_a_showdown_of_one_word_other_than_none_is_told_how_to_write_one(word, tmp_path):
    from pokerlang.check import check_source
    from pokerlang.diagnostics import PokerlangError

    path = tmp_path / "v.poker"
    path.write_text(SOURCE.replace("showdown none", f"showdown {word}"))
    try:
        compiled, found = check_source(path)
    except PokerlangError as refused:
        compiled, found = None, refused.diagnostics
    assert compiled is None
    rendered = found[0].render()
    assert "E130" in rendered and "`showdown none`" in rendered


DEAL_AFTER_DEAL = """
game "Lives"
import rankings
players 2..6
forced ante
tally lives per seat from 3 each hand
zone hand per seat private
step game {
    repeat until one in {
        each in turn { fold if lives of seat < 1 }
        deal 1 to hand
        each in turn { add -1 to lives of seat if strength(hand, one-card) = weakest(hand, one-card) }
        showdown none
    }
}
"""


def test_in_deal_after_deal_no_hand_wins_and_explain_says_the_pot_stays():
    page = explain(compile_source("lives.poker", DEAL_AFTER_DEAL).game)
    showdown = page.split("## Showdown")[1]
    assert "No hand is shown or compared: the pot stays for the next deal." in showdown
    assert "split evenly" not in showdown


# Screw your neighbour: "all cards are shown; the lowest card (all who tie for it) loses
# a life", said once for every player still in. The weakest card at the table is the
# same for each of them (worked out once in the step), ties included.
ROUND = """
game "A round of lives"
import rankings
players 2..6
forced none
tally lives per seat from 3 each hand
zone hand per seat private
step round {
    deal 1 to hand
    add -1 to lives of players-in if strength(hand, one-card) = weakest(hand, one-card)
    pay 1 from players-in to pot if strength(hand, one-card) = weakest(hand, one-card)
}
showdown none
"""


def test_every_player_tied_for_the_lowest_card_loses_a_life_and_pays():
    from helpers.stacking import cards

    game = compile_source("round.poker", ROUND).game
    # The deal starts left of the button (seat 0): seats 1, 2, 3, 0 get 4, 9, 4, K.
    hand = new_hand(game, TableStakes(players=4, stacks=10), deck=cards("4c 9d 4h Ks"), button=0)
    result = hand.result()
    assert result.tallies["lives"] == (3, 2, 3, 2)
    assert [p.payer for p in result.paid] == [1, 3]


SETTLED = """
game "Each against the house"
import rankings
players 1..3
zone hand per seat private
step stake { pay 10 from players-in to house }
step deal { deal 1 to hand }
step decide { declare stay, fold = fold together }
step settle { each in turn { pay 30 from house to seat } }
showdown none
"""


def test_a_player_the_others_fold_around_is_still_settled_with_the_house():
    """A game settled by its payments with the house: the others folding leaves a player
    whose stake the house still settles (the hand used to end at once, that stake unpaid)."""
    from pokerlang.codec.actions import Declare

    hand = new_hand(compile_source("settled.poker", SETTLED).game, TableStakes(players=3, stacks=100), seed=4)
    while not hand.is_over:
        seat = hand.to_act
        hand.apply(Declare("fold" if seat < 2 else "stay"), seat=seat)
    assert hand.result().net == (-10, -10, 20)
