"""Comparing two players' hands during the deal, and the players beside the one whose
turn it is (Teen Patti's side show): `strength(ZONE, RANKING)` is the best hand a ranking
makes of a seat's cards, compared with another's by the same ranking; `left` and `right`
are the next players still in either way; `fold right` puts that player out."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Declare, TableStakes, new_hand

SIDE_SHOW = """
game "Three cards and a side show"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 3 to hand }
step play {
    each in turn {
        declare stay, side-show, pack = fold in turn
        if seat declared side-show {
            declare accept, refuse in turn by right
            if right declared accept {
                if strength(hand of seat, three-card) > strength(hand of right, three-card) { fold right } else { fold }
            }
        }
    }
}
showdown best 3 of hand by three-card
"""
# The button at seat 0: the cards go one at a time from its left, seats 1, 2, 0. Seat 1
# holds three aces, seat 2 nine high, seat 0 a pair of kings.
DECK = ["As", "2c", "Kc", "Ah", "7d", "Kd", "Ad", "9h", "4s"]


def hand_of(source: str = SIDE_SHOW, deck=DECK, players: int = 3):
    game = compile_source("side-show.poker", source).game
    return new_hand(game, TableStakes(players=players, stacks=100, ante=1), deck=deck, button=0)


def play(hand, *options: str) -> None:
    for option in options:
        hand.apply(Declare(option))


def test_the_better_hand_stays_and_the_right_neighbour_folds():
    hand = hand_of()
    play(hand, "side-show", "accept")  # seat 1's aces against seat 0's kings
    assert hand.live == [False, True, True]


def test_the_worse_hand_asking_folds_itself():
    hand = hand_of()
    play(hand, "stay", "side-show", "accept")  # seat 2's nine high against seat 1's aces
    assert hand.live == [True, True, False]


def test_the_neighbour_asked_answers_and_a_refusal_folds_nobody():
    hand = hand_of()
    play(hand, "side-show")
    assert hand.to_act == 0  # the player to the asker's right is asked, not the asker
    play(hand, "refuse")
    assert hand.live == [True, True, True]


def test_right_is_the_next_player_still_in():
    hand = hand_of()
    play(hand, "pack", "side-show")  # seat 1 is out: seat 2's right is seat 0
    assert hand.to_act == 0
    play(hand, "accept")  # nine high against kings
    assert hand.live == [True, False, False]
    assert hand.result().net[0] == 2


def test_equal_hands_fold_the_one_who_asked():
    deck = ["As", "Ac", "Kc", "Kh", "Kd", "Ks", "Qd", "Qh", "4s"]  # seat 1 and seat 2: A-K-Q, in two suits
    hand = hand_of(deck=deck)
    play(hand, "stay", "side-show", "accept")
    assert hand.live == [True, True, False]


HOLDEM_LIKE = """
game "Best hand on a board"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
zone board shared public
step deal { deal 2 to hand  deal 3 to board }
step check { each in turn { if strength(hand + board, high) < strength(hand of left + board, high) { fold } } }
showdown best 5 of hand + board by high
"""


def test_a_strength_takes_the_best_hand_of_several_zones():
    # Seat 1 holds a pair of aces, seat 0 a pair of kings; the board pairs nobody.
    deck = ["As", "Kc", "Ah", "Kd", "2c", "7h", "9s"]
    hand = hand_of(HOLDEM_LIKE, deck=deck, players=2)
    assert hand.live == [False, True]  # seat 0, weaker than its left (seat 1), folded


SHORT = """
game "Too few cards"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
zone spare per seat private
step deal { deal 5 to hand }
step check { each in turn { if strength(spare, high) < strength(hand of left, high) { fold } } }
showdown best 5 of hand by high
"""


def test_too_few_cards_for_a_hand_is_weaker_than_any_hand():
    deck = ["2c", "3d", "4h", "5s", "7c", "8d", "9h", "Ts", "Qc", "Kd"]
    hand = hand_of(SHORT, deck=deck, players=2)
    assert hand.live.count(True) == 1  # the first to act, with nothing in `spare`, folded


@pytest.mark.parametrize(
    "step, code, said",
    [
        ("step x { fold right }", "E512", "`fold` as a step is for one player"),
        ("when hand ends { pay 1 from losers to winners if stack(left) > 0 }", "E704", "`left` is the next player"),
        (
            "step x { each in turn { if strength(hand, three-card) > strength(hand of left, high) { fold } } }",
            "E702",
            "do not compare",
        ),
        ("step x { each in turn { if strength(hand, three-card) > 3 { fold } } }", "E702", "a hand's strength is"),
        ("step x { each in turn { fold left right } }", "E130", "names one player at most"),
        (
            "step x { each in turn { if strength(hand of left + hand, high) > 0 { fold } } }",
            "E702",
            "its zones are of one seat",
        ),
    ],
)
def test_what_cannot_be_said_is_refused(step: str, code: str, said: str):
    source = SIDE_SHOW.replace("showdown best 3", f"{step}\nshowdown best 3")
    with pytest.raises(PokerlangError) as caught:
        compile_source("side-show.poker", source)
    text = str(caught.value)
    assert f"error[{code}]" in text and said in text, text


GIVE_LEFT = """
game "A chip to the left"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 3 to hand }
step play {
    each in turn {
        declare give, keep, pack = fold in turn
        if seat declared give { pay 5 from seat to left }
    }
}
showdown best 3 of hand by three-card
"""


def test_a_payment_to_the_left_goes_from_the_turns_player_to_the_next_still_in():
    hand = hand_of(GIVE_LEFT)
    start = list(hand.chips.stacks)
    play(hand, "give")  # seat 1 gives to seat 2
    assert [b - a for a, b in zip(start, hand.chips.stacks)] == [0, -5, 5]


def test_a_payment_to_the_left_passes_over_a_folded_player():
    hand = hand_of(GIVE_LEFT)
    start = list(hand.chips.stacks)
    play(hand, "keep", "pack", "give")  # seat 2 folds; seat 0's left still in is seat 1
    # seat 1 takes the 5, then the pot of three antes with its aces
    assert hand.is_over and [b - a for a, b in zip(start, hand.chips.stacks)] == [-5, 5 + 3, 0]


def test_explain_says_who_pays_the_neighbour():
    from pokerlang.explain import explain

    text = explain(compile_source("give.poker", GIVE_LEFT).game)
    assert "that player pays 5 to the next player still in to their left (at most what they have)" in text


DEALER_PAYS = """
game "The dealer pays"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 3 to hand }
step play {
    each in turn {
        if seat = dealer { pay 5 from seat to pot }
        if seat != dealer and left = dealer { pay 2 from seat to pot }
    }
}
step bet { bet }
showdown best 3 of hand by three-card
"""


def test_two_seats_compare_the_same_player_or_another():
    hand = hand_of(DEALER_PAYS)  # the button at seat 0: seat 2 sits to its right
    assert list(hand.chips.committed) == [1 + 5, 1, 1 + 2]


def test_seats_are_not_ordered():
    with pytest.raises(PokerlangError) as err:
        compile_source("bad.poker", DEALER_PAYS.replace("if seat = dealer", "if seat < dealer"))
    assert "seats are the same player or not: `<` does not compare them" in str(err.value)


LOW_LOSES = """
game "The lowest card loses a life"
import rankings
players 2..6
forced ante
stakes ante 1
tally lives per seat from 3
zone hand per seat private
ranking low-ace extends one-card { ace low }
step deal { deal 1 to hand }
step lose { add -1 to lives of players-in if strength(hand, low-ace) = weakest(hand, low-ace) }
step best { each in turn { pay 1 from seat to pot if strength(hand, one-card) = strongest(hand, one-card) } }
showdown best 1 of hand by one-card
"""


def lives(deck, players=3):
    hand = hand_of(LOW_LOSES, deck, players)
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    return list(hand.result().tallies["lives"]), hand


def test_the_weakest_hand_at_the_table_is_every_players_lowest_card_ties_included():
    assert lives(["9c", "Ad", "9h"])[0] == [3, 3, 2]  # seat 2 is dealt the ace, low here
    assert lives(["9c", "Kd", "9h"])[0] == [2, 2, 3]  # seats 1 and 0 tie with the nines


def test_the_strongest_hand_at_the_table():
    # the button at seat 0: seat 1 is dealt the nine, seat 2 and seat 0 a king each
    _, hand = lives(["9c", "Kd", "Kh"])
    paid = [line["seat"] for line in hand.view(0)["log"] if line["kind"] == "pay" and line.get("street") == "best"]
    assert sorted(paid) == [0, 2]


def test_every_players_hand_names_no_seat():
    with pytest.raises(PokerlangError) as err:
        compile_source("bad.poker", LOW_LOSES.replace("weakest(hand, low-ace)", "weakest(hand of dealer, low-ace)"))
    assert "every player's hand is asked here" in str(err.value)


BEST_LOSER = """
game "Hold'em, the best losing hand paid"
import rankings
players 2..6
forced blinds
zone hand per seat private
zone board shared public
step preflop { deal 2 to hand  bet first after big-blind }
step flop { burn 1  deal 3 to board  bet }
step turn { burn 1  deal 1 to board  bet }
step river { burn 1  deal 1 to board  bet }
showdown best 5 of hand + board by high
when hand ends {
    pay 10 from house to losers if strength(hand + board, high) = strongest(hand + board, high, losers)
}
"""


# The best hand among a set of players (`strongest(hand + board, high, losers)`): of the
# hands that lost the showdown, the best one is paid (a bad beat's consolation), not the
# winner's, the best at the table. Seat 1's aces win; seat 2's kings are the best loser.
def test_the_strongest_hand_among_the_losers():
    from pokerlang.engine import Call, Check
    from helpers.stacking import holdem_deck

    deck = holdem_deck({0: "7c 2d", 1: "As Ad", 2: "Ks Kd"}, "Qh 9s 5c 4d 3h", button=0, players=3)
    state = new_hand(compile_source("best-loser.poker", BEST_LOSER).game, TableStakes(players=3), deck=deck, button=0)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(Check() if Check() in legal else next(o for o in legal if isinstance(o, Call)))
    assert [p.says() for p in state.result().paid] == ["the house pays 10 to seat 2"]


def test_explain_says_the_strongest_among_a_set():
    from pokerlang.explain import explain

    text = explain(compile_source("best-loser.poker", BEST_LOSER).game)
    assert "ties the strongest hand of the players in at the showdown who won nothing" in text


# Pok Deng's dealer settles chosen players before drawing: in each player's turn the
# dealer, not the player whose turn it is, answers `declare ... by dealer`, and
# `dealer declared` reads the dealer's answer of that turn.
BY_DEALER = """
game "The dealer decides in each turn"
import rankings
players 3
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 1 to hand }
step ask {
    each in turn {
        if seat != dealer {
            declare yes, no in turn by dealer
            if dealer declared yes { pay 1 from seat to pot }
        }
    }
}
showdown 1 of hand by one-card
"""


def test_a_declaration_by_the_dealer_in_a_players_turn_is_the_dealers():
    hand = new_hand(compile_source("by-dealer.poker", BY_DEALER).game, TableStakes(players=3), seed=1, button=0)
    assert hand.to_act == 0  # seat 1's turn: the dealer answers
    hand.apply(Declare("yes"))
    assert hand.to_act == 0  # seat 2's turn: the dealer again, asked afresh
    hand.apply(Declare("no"))
    assert [(p.payer, p.payee) for p in hand.result().paid] == [(1, "pot")]
