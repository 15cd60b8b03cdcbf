"""Two rules of the old books: `ties by seat` in a showdown gives equal best hands' share to
the first of them from the dealer's left (Bragg's elder hand) instead of splitting it; and
`bet first after right` (`after seat`, `after left`) in a block played for one player
begins the round from that player (Butcher Boy: the player who took the card bets first)."""

from __future__ import annotations

import pytest

from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Check, TableStakes, new_hand
from pokerlang.explain import explain

BOARD = """
game "Board plays"
import rankings
players 2..4
betting fixed-limit
forced ante
zone hand per seat private
zone board shared public
step river {{ deal 2 to hand  deal 5 to board  bet }}
showdown {{ best 5 of hand + board by high  {rule} }}
"""

# One card a seat at a time from the button's (seat 0's) left, seats 1, 2, 0, then the
# board: a royal flush that every hand plays.
ROYAL_BOARD = ["2c", "3c", "4d", "5d", "7h", "8h", "As", "Ks", "Qs", "Js", "Ts"]


def played_out(source: str, button: int = 0):
    game = compile_source("ties.poker", source).game
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1), deck=ROYAL_BOARD, button=button)
    while not hand.is_over:
        hand.apply(Check())
    return hand.result()


def test_equal_hands_split_the_pot_by_default():
    result = played_out(BOARD.format(rule=""))
    assert sorted(w.seat for w in result.pots[0].shares[0].winners) == [0, 1, 2]


def test_ties_by_seat_give_the_pot_to_the_first_from_the_dealers_left():
    result = played_out(BOARD.format(rule="ties by seat"))
    assert [(w.seat, w.amount) for w in result.pots[0].shares[0].winners] == [(1, 3)]
    assert result.net == (-1, 2, -1)


def test_the_elder_hand_moves_with_the_button():
    result = played_out(BOARD.format(rule="ties by seat"), button=1)
    assert [w.seat for w in result.pots[0].shares[0].winners] == [2]


def test_a_better_hand_still_beats_the_elder_hand():
    game = compile_source("ties.poker", BOARD.format(rule="ties by seat")).game
    # one card a seat at a time from the button's left (seats 1, 2, 0): seat 0 holds two aces
    deck = ["2c", "3c", "Ah", "5d", "7h", "Ad", "Kh", "Kd", "9c", "8s", "4h"]
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1), deck=deck, button=0)
    while not hand.is_over:
        hand.apply(Check())
    assert [w.seat for w in hand.result().pots[0].shares[0].winners] == [0]


def test_explain_says_who_takes_equal_hands():
    text = explain(compile_source("ties.poker", BOARD.format(rule="ties by seat")).game)
    assert "of equal hands, the first from the dealer's left wins" in text


PASSED_CARD = """
game "A queen showing bets"
import rankings
players 3..4
betting fixed-limit
forced ante
zone hand per seat private
zone shown per seat public
step deal {{ deal 1 to hand  deal 1 up to shown }}
step queens {{
    each in turn {{
        if shown holds Q {{ bet first after {who} }}
    }}
}}
step last {{ deal 1 up to shown  bet }}
showdown best 3 of hand + shown by three-card
"""

# From the button's (seat 0's) left, hands to seats 1, 2, 0, then upcards: seat 2 shows a queen.
QUEEN_TO_SEAT_2 = ["2c", "3d", "4h", "5c", "Qd", "7h"]


def queen_hand(who: str):
    game = compile_source("turn.poker", PASSED_CARD.format(who=who)).game
    return new_hand(game, TableStakes(players=3, stacks=100, ante=1), deck=QUEEN_TO_SEAT_2, button=0)


def test_a_round_begun_after_right_in_a_turn_begins_with_that_player():
    assert queen_hand("right").to_act == 2


def test_after_left_begins_after_the_players_left_neighbour():
    assert queen_hand("left").to_act == 1


def test_after_seat_begins_with_the_next_player_to_its_left():
    hand = queen_hand("seat")
    assert hand.to_act == 0
    for _ in range(3):
        hand.apply(Check())
    assert hand.to_act == 1  # the turn played out; the last street's round begins left of the dealer


@pytest.mark.parametrize("who", ["right", "left", "seat"])
def test_the_words_of_a_block_are_refused_outside_one(who):
    source = f"""
game "No block"
import rankings
players 2..4
forced ante
zone hand per seat private
step deal {{ deal 2 to hand  bet first after {who} }}
showdown best 2 of hand by high
"""
    with pytest.raises(PokerlangError) as err:
        compile_source("noblock.poker", source)
    assert "E704" in str(err.value)


def test_explain_says_the_round_begins_with_the_turns_player():
    text = explain(compile_source("turn.poker", PASSED_CARD.format(who="right")).game)
    assert "begun by that player (the first after their right neighbour still in)" in text


WHOLE_BET_BRING_IN = """
game "The high card must bet"
import rankings
players 2..6
betting fixed-limit cap 4
forced ante
stakes ante 1 bring-in 2 bets 2/4
zone hole per seat private
zone shown per seat public
step deal { deal 1 to hole  deal 1 up to shown  bet bring-in best shown by upcards }
showdown best 2 of hole + shown by two-card
"""


def test_a_bring_in_of_a_whole_bet_is_the_opening_bet_and_counts_in_the_cap():
    from pokerlang.engine import Complete, Raise, RaiseRange

    game = compile_source("monte.poker", WHOLE_BET_BRING_IN).game
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1, bring_in=2, small_bet=2, big_bet=4), seed=3)
    legal = hand.legal_actions()
    assert [type(o) for o in legal] == [Complete]  # one option, not a bring-in and a completion of the same 2
    hand.apply(legal[0])
    raises = 0
    while not hand.is_over and any(isinstance(o, RaiseRange) for o in hand.legal_actions()):
        option = next(o for o in hand.legal_actions() if isinstance(o, RaiseRange))
        hand.apply(Raise(option.min))
        raises += 1
    assert raises == 3  # the opening bet and three raises: the cap of four


DROP_THEN_BRING_IN = """
game "Stay or drop, then the bring-in"
import rankings
players 3
betting fixed-limit
forced ante
stakes ante 1 bring-in 2 bet 2
zone hand per seat private
step deal { deal 5 to hand  declare stay, drop = fold in turn  bet bring-in after dealer }
showdown 5 of hand by high
"""


def test_a_bring_in_after_a_seat_goes_to_the_first_still_in_when_that_seat_dropped():
    """`bring-in after dealer`: the dealer's left dropped, so the next player still in
    brings in (no bring-in at all was posted, and that player could check)."""
    from pokerlang.codec.actions import Declare
    from pokerlang.engine import Complete

    game = compile_source("drop.poker", DROP_THEN_BRING_IN).game
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1, bring_in=2, small_bet=2), seed=1, button=0)
    for choice in ("drop", "stay", "stay"):  # seats 1, 2, 0 in turn
        hand.apply(Declare(choice))
    assert hand.to_act == 2
    legal = hand.legal_actions()
    assert [type(o) for o in legal] == [Complete]  # the opening bet, forced: no check
    hand.apply(legal[0])
    assert ("bet", 2, 2) in [(e.kind, e.seat, e.amount) for e in hand.log]


NATURALS = """
game "Deuces wild, naturals first"
import rankings
players 2..4
betting fixed-limit
forced ante
deck standard + 1 joker
wild deuces
wild jokers
zone hand per seat private
step deal {{ deal 5 to hand  bet }}
showdown {{ best 5 of hand by high  {rule} }}
"""


def natural_showdown(rule: str, hands: dict[int, str]):
    """Seats 1, 2, 0 from the button's left, dealt one card at a time; everyone checks."""
    game = compile_source("naturals.poker", NATURALS.format(rule=rule)).game
    deck = [hands[s].split()[r] for r in range(5) for s in (1, 2, 0)]
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1, small_bet=2, big_bet=4), deck=deck, button=0)
    while not hand.is_over:
        hand.apply(Check())
    return sorted(w.seat for p in hand.result().pots for s in p.shares for w in s.winners)


# seat 1 a natural pair of aces; seat 2 the same pair made with a deuce
PAIRS = {1: "Ah As Kh Qd 9c", 2: "Ac 2d Ks Qh 9d", 0: "3c 4c 6h 7d Ts"}


def test_a_wild_hand_ties_a_natural_one_by_default():
    assert natural_showdown("", PAIRS) == [1, 2]


def test_natural_beats_wild_gives_equal_hands_to_the_natural_one():
    assert natural_showdown("natural beats wild", PAIRS) == [1]


def test_a_hand_made_with_a_joker_is_never_natural():
    joker = {1: "Ah As Kh Qd 9c", 2: "Ac X1 Ks Qh 9d", 0: "3c 4c 6h 7d Ts"}
    assert natural_showdown("natural beats wild", joker) == [1]


def test_two_natural_hands_still_split():
    both = {1: "Ah As Kh Qd 9c", 2: "Ac Ad Ks Qh 9d", 0: "3c 4c 6h 7d Ts"}
    assert natural_showdown("natural beats wild", both) == [1, 2]


def test_explain_says_a_natural_hand_beats_a_wild_one():
    text = explain(compile_source("naturals.poker", NATURALS.format(rule="natural beats wild")).game)
    assert (
        "Of equal hands, a natural one (no wild card standing for another card) beats one made with wild cards." in text
    )
