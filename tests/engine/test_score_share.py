"""A share won by a number (`showdown highest points of seat`): the number is asked of each
player in at the showdown (`seat` is that player), and the pot is divided as a showdown of
cards divides it: the highest number takes it (the lowest, with `lowest`), equal numbers
split it, a side pot goes to the best number among those in it, and a number beside a
hand of cards takes its half."""

from __future__ import annotations

import pytest

from pokerlang.analytics.equity import Calculator, EquityError
from pokerlang.codec.actions import Bet, Call, Check, Raise
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain

# One card each, counted by `count`; the count kept in a tally by a turn before the showdown.
GAME = """
game "Points"
import rankings
players 2..4
betting no-limit
forced ante
ranking count {{ count A as 11  count K Q J T as 10  nearest 31 }}
tally points per seat each hand
zone hand per seat private
step deal {{ deal 1 to hand  deal 1 to hand  bet }}
step count {{ each in turn {{ set points of seat to {points} }} }}
{showdown}
"""


def game_of(showdown: str = "showdown highest points of seat", points: str = "pips(hand, count)"):
    return compile_source("points.poker", GAME.format(showdown=showdown, points=points)).game


def hand_of(deck: str, showdown: str = "showdown highest points of seat", stacks=100, points="pips(hand, count)"):
    """Three players, the dealer at seat 0: the cards go to seats 1, 2, 0, then again."""
    stakes = TableStakes(ante=1, players=3, stacks=stacks)
    return new_hand(game_of(showdown, points), stakes, deck=deck.split(), button=0)


def check_down(hand) -> None:
    while not hand.is_over:
        hand.apply(Check())


def winners(hand) -> dict[int, int]:
    return {w.seat: w.amount for pot in hand.result().pots for share in pot.shares for w in share.winners}


def test_the_highest_number_takes_the_pot():
    hand = hand_of("9s 5d 2c  Ah 5h 3c")  # seat 1: 9+A = 20; seat 2: 5+5 = 10; seat 0: 2+3 = 5
    check_down(hand)
    assert winners(hand) == {1: 3}


def test_the_lowest_number_takes_it_with_lowest():
    hand = hand_of("9s 5d 2c  Ah 5h 3c", showdown="showdown lowest points of seat")
    check_down(hand)
    assert winners(hand) == {0: 3}


def test_equal_numbers_split_the_pot():
    hand = hand_of("9s 9d 2c  Ah Ac 3c")  # seats 1 and 2: 20 each
    check_down(hand)
    assert winners(hand) == {1: 2, 2: 1}  # the odd chip to the first from the dealer's left


def test_ties_by_seat_give_equal_numbers_to_the_first_from_the_dealers_left():
    hand = hand_of("9s 9d 2c  Ah Ac 3c", showdown="showdown { highest points of seat  ties by seat }")
    check_down(hand)
    assert winners(hand) == {1: 3}


def test_a_player_all_in_for_less_wins_only_the_pot_they_are_in():
    hand = hand_of("9s 5d 2c  Ah 5h 3c", stacks=(100, 11, 100))  # seat 1, the best, has 10 after its ante
    hand.apply(Bet(10))  # seat 1 all in
    hand.apply(Call(10))
    hand.apply(Raise(60))  # seat 0 raises past it; seat 2 calls: the side pot is theirs
    hand.apply(Call(50))  # the 50 more
    check_down(hand)
    assert winners(hand) == {1: 33, 2: 100}  # seat 2's 10 beats seat 0's 5 for the side pot


def test_a_number_beside_a_hand_of_cards_takes_half_the_pot():
    showdown = "showdown { cards: best 2 of hand by two-card  points: highest points of seat }"
    hand = hand_of("9s 5d 2c  Ah 5h 2d", showdown=showdown)  # seat 2's pair of fives; seat 1's 20
    check_down(hand)
    shares = {s.name: [w.seat for w in s.winners] for pot in hand.result().pots for s in pot.shares}
    assert shares == {"cards": [2], "points": [1]}


def test_the_log_says_each_number_by_the_count_it_reads():
    hand = hand_of("9s 5d 2c  Ah 5h 3c")
    check_down(hand)
    result = hand.result()
    assert {h.seat: h.hands for h in result.shown}[1] == {"highest": "20 points"}
    assert result.pots[0].shares[0].winners[0].hand == "20 points"


def test_a_number_named_by_a_noun_of_one_is_said_as_a_noun_of_that_number():
    """`showdown { score: highest points of seat }`: "a score of 20", not "20 score"."""
    hand = hand_of("9s 5d 2c  Ah 5h 3c", showdown="showdown { score: highest points of seat }")
    check_down(hand)
    assert {h.seat: h.hands for h in hand.result().shown}[1] == {"score": "a score of 20"}


def test_the_points_of_one_suit_alone():
    hand = hand_of("9s 5h 2c  Ah 5s 3c", points="pips(hand matching hearts, count)")
    check_down(hand)  # hearts: seat 1 the ace (11), seat 2 the five (5), seat 0 none
    assert winners(hand) == {1: 3}


def test_the_number_is_the_one_that_decided_though_payments_change_it_after():
    hand = hand_of("9s 5d 2c  Ah 5h 3c", showdown="showdown lowest stack(seat)", stacks=(100, 100, 90))
    check_down(hand)
    result = hand.result()
    assert winners(hand) == {2: 3}
    assert result.pots[0].shares[0].winners[0].hand == "a count of 89"  # its stack as the pot was divided


def test_explain_says_the_number_wins():
    page = explain(game_of())
    assert "Each player still in has a number: that player's points. The highest number takes the pot" in page
    assert "number each player has" not in page.split("## Rankings")[1]  # no ranking of cards for it


def test_a_showdown_pair_by_pair_refuses_a_number():
    with pytest.raises(PokerlangError) as caught:
        game_of("showdown pairwise { points: highest points of seat }")
    assert caught.value.diagnostics[0].code == "E455"


def test_a_lone_player_needs_no_category_of_a_number():
    with pytest.raises(PokerlangError) as caught:
        game_of("showdown { highest points of seat  dealer alone needs pair or better }")
    assert caught.value.diagnostics[0].code == "E106" and "a share won by a number" in str(caught.value)


def test_equity_cannot_tell_a_number_and_says_so():
    with pytest.raises(EquityError, match="a number each player has"):
        Calculator(game_of())


def test_a_count_with_the_tens_dropped_by_mod():
    hand = hand_of("9s 5d 2c  Ah 5h 3c", points="mod(pips(hand, count), 10)")  # 20 -> 0, 10 -> 0, 5 -> 5
    check_down(hand)
    assert winners(hand) == {0: 3}


def test_the_best_card_of_a_suit_by_strength_of_a_zone_matching_it():
    # a count of one for the player whose best spade is the best card of any hand (one-card)
    points = "1 if strength(hand matching spades, one-card) = strongest(hand, one-card)"
    game = compile_source("p.poker", GAME.format(showdown="showdown highest points of seat", points=points)).game
    hand = new_hand(game, TableStakes(ante=1, players=3, stacks=100), deck="9s 5d 2c  As 5h 3c".split(), button=0)
    check_down(hand)
    assert winners(hand) == {1: 3}  # the ace of spades


@pytest.mark.parametrize(
    ("score", "words"),
    [
        ("top-rank(hand matching spades)", "'top-rank' reads a whole zone, not the cards of a pattern in it"),
        ("cards(hand matching spades)", "'cards' reads a whole zone, not the cards of a pattern in it"),
    ],
)
def test_a_zone_of_a_pattern_where_a_whole_zone_is_read_is_refused_in_words(score, words):
    with pytest.raises(PokerlangError) as caught:
        game_of(f"showdown highest {score}")
    assert caught.value.diagnostics[0].code == "E702" and words in str(caught.value)


# A count of one is said in the singular: "1 point", as "1 trick" (Bourré's tricks).
def test_a_number_of_one_is_said_in_the_singular():
    hand = hand_of("9s 5d 2c  Ah 5h 3c", points="1")
    check_down(hand)
    result = hand.result()
    assert {h.seat: h.hands for h in result.shown}[1] == {"highest": "1 point"}
