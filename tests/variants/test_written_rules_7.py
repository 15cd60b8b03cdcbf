"""A seventh round of games in ``tests/written/``, each by the rule that makes it what it
is, on stacked decks: a seventh outside author wrote them from the language reference
alone. Betting rounds are checked or called through; the decisions about cards (what to
ride, set and draw) are the test's own."""

from __future__ import annotations

from helpers.stacking import cards, round_the_table, stack
from helpers.written_play import deal, game, play

from pokerlang.engine import Declare, DeclareOptions, TableStakes, new_hand


def heads_up(name, hands, *rest, decide=None, before_bet=None):
    """Two seats, the button at seat 1: each seat's hand dealt round the table from seat 0,
    then ``rest`` (None for a burn)."""
    deck = stack(*round_the_table(hands, 1, 2), *rest)
    return deal(name, deck, 2, 1, decide=decide, before_bet=before_bet)


# Let it ride, the nearest form: "every bet still up is paid by the pay table on the
# player's five cards ... a pair of tens or better 1 to 1 ... any other hand loses".
# Seat 0 lets both bets ride on its tens and is paid three antes; seat 1 pulls both
# bets on its nines and loses the ante alone.
def test_let_it_ride_bets_left_up_are_paid_on_tens_or_better():
    said = {0: "ride", 1: "pull"}

    def decide(state, seat, option):
        return Declare(said[seat]) if isinstance(option, DeclareOptions) else None

    state = heads_up("let-it-ride", {0: "Th Td 4c", 1: "9h 9d 5c"}, "Ks", "2h", decide=decide)
    result = state.result()
    assert [s.staked for s in result.house] == [3, 1]
    assert list(result.net) == [3, -1]


# Nine-card brag, the nearest form: three brag hands, "three threes the best [prial] ...
# A-2-3 the best [run]", hands compared in order, two of three win. Seat 0's threes beat
# the aces and its A-2-3 the K-Q-J; seat 1's sevens with a five take the third hand
# alone, so seat 0 is a unit ahead (the unit a big blind: 2 chips).
SETS = {0: ("3s 3h 3d", "Ad 2c 3c", "7s 7h 4d"), 1: ("Ah As Ac", "Kd Qd Jh", "7d 7c 5h")}


def test_nine_card_brag_threes_and_a_2_3_are_the_best_and_two_hands_of_three_win():
    def set_hands(state, seat, option):
        if isinstance(option, DeclareOptions):
            return None
        first, second, _ = SETS[seat]
        chosen = first if len(state.zones.cards("first", seat)) == 0 else second
        return option.action(cards(chosen))

    hands = {seat: " ".join(rows) for seat, rows in SETS.items()}
    table = TableStakes(small_blind=1, big_blind=2, stacks=100, players=2)
    state = new_hand(game("nine-card-brag"), table, deck=stack(*round_the_table(hands, 1, 2)), button=1)
    play(state, set_hands)
    assert state.zones.cards("second", 0) == tuple(cards("Ad 2c 3c"))
    assert list(state.result().net) == [2, -2]
