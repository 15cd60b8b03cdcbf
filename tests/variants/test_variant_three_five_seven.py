"""3-5-7 (variants/three-five-seven.poker), sentence by sentence, on stacked decks.

Three seats, the button at seat 2, so the cards go round from seat 0 and the dealer,
seat 2, is dealt last. The ante is one big blind of one chip: the pot is 3. Each deal
is stacked stage by stage: three cards each, then two more each, then two more each.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import play_randomly
from helpers.stacking import dealing_order, stack
from helpers.guts_play import declare, lines

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.runner.screen import Screen, plain_console

BUTTON, PLAYERS = 2, 3


def deal_of(*stages: dict[int, str]) -> list:
    """A deck dealing each stage's cards one at a time round the table (a seat not named
    gets cards no stage names)."""
    names: list[str | None] = []
    for hands in stages:
        size = len(next(iter(hands.values())).split())
        names += [hands[s].split()[r] if s in hands else None for r in range(size) for s in dealing_order(BUTTON, 3)]
    return stack(*names)


def table(*stages: dict[int, str], stacks=100, redeals=()):
    return new_hand(
        load_game("three-five-seven"),
        TableStakes(small_blind=1, big_blind=1, stacks=stacks, players=PLAYERS),
        deck=deal_of(*stages) if stages else None,
        button=BUTTON,
        redeal_decks=list(redeals),
        seed=5,
    )


def held(state, seat):
    return len(state.zones.cards("hand", seat))


THREES = {0: "As Ad Kc", 1: "Kh Kd 2c", 2: "7d 6d 2d"}


# "everyone antes once"
def test_everyone_antes_once_and_never_again_at_a_redeal():
    state = table()
    assert lines(state, "ante") == [(0, 1), (1, 1), (2, 1)]
    for _ in range(3):  # the three stages, everybody out
        declare(state, "out", "out", "out")
    assert lines(state, "redeal") == [(None, 2)]
    assert len(lines(state, "ante")) == 3 and state.view(0)["pot"] == 3


# "deal 3 cards; players declare in or out together"
def test_three_cards_each_then_everyone_declares_together():
    state = table(THREES)
    assert [held(state, s) for s in range(3)] == [3, 3, 3]
    assert state.to_act == 0
    declare(state, "in")
    assert state.view(1)["secret"] is None and state.to_act == 1  # seat 0's choice stays its own


# "if exactly one is in, that player wins a LEG (the pot stays)"
def test_a_player_alone_in_wins_a_leg_and_the_pot_stays():
    state = declare(table(THREES), "out", "in", "out")
    assert lines(state, "leg") == [(1, 1)]
    assert lines(state, "win") == [] and lines(state, "pay-winner") == []
    assert [s["legs"] for s in state.view(0)["seats"]] == [0, 1, 0]  # every seat sees the legs
    assert state.view(2)["pot"] == 3 and state.chips.stacks == [99, 99, 99]
    # Alone, the hand is shown to nobody else.
    shows = [e for e in state.log if e.kind == "show"]
    assert [e.to for e in shows] == [(1,)]
    assert all(line.get("hidden") for line in state.view(0)["log"] if line and line["kind"] == "show")


# "if several are in they show down and the losers pay": the worst hand in pays the best
# hand the size of the pot, from stack to stack; the pot itself stays
def test_the_worst_hand_in_pays_the_best_hand_the_pot():
    state = declare(table(THREES), "in", "in", "in")
    assert lines(state, "pay-winner") == [(2, 3)]  # seven high, the worst, pays the pot's 3
    assert lines(state, "collect") == [(0, 3)]  # to the pair of aces
    assert state.chips.stacks == [102, 99, 96]  # the kings pay nothing
    assert state.view(0)["pot"] == 3 and lines(state, "leg") == []


def test_a_short_loser_pays_what_it_has_and_sits_out_the_rest_of_the_deal():
    state = declare(table(THREES, stacks=2), "in", "in", "in")
    assert lines(state, "pay-winner") == [(2, 1)]  # one chip left after the ante
    assert state.chips.stacks == [2, 1, 0]
    assert not state.live[2] and state.to_act == 0  # the five-card stage goes on without it
    declare(state, "out", "out")
    assert held(state, 2) == 3 and held(state, 0) == 7


# "threes wild" at three cards
def test_threes_are_wild_with_three_cards():
    state = declare(table({0: "As Ad Kc", 1: "3h Qs Qd", 2: "7d 6d 2d"}), "in", "in", "out")
    assert lines(state, "pay-winner") == [(0, 3)]  # three queens beat the aces
    assert lines(state, "collect") == [(1, 3)]


# The hands shown are seen by every player, as at any Guts showdown (the rule books show
# them to the players in alone: not written, see the file's comment).
def test_the_hands_in_are_shown_to_every_player_and_play_on():
    state = declare(table(THREES), "in", "in", "out")
    view = [line for line in state.view(2)["log"] if line and line["kind"] == "show"]
    assert [line["cards"] for line in view] == [[card(c) for c in THREES[s].split()] for s in (0, 1)]
    assert [held(state, s) for s in range(3)] == [5, 5, 5]


# "if nobody is in, play goes on"
def test_nobody_in_play_goes_on_with_two_more_cards():
    state = declare(table(THREES), "out", "out", "out")
    assert lines(state, "nobody-in") == [(None, 3)]
    assert state.chips.stacks == [99, 99, 99] and lines(state, "leg") == []
    assert [held(state, s) for s in range(3)] == [5, 5, 5]


# "deal 2 more (5 cards, fives wild)": to every player, the ones who were out as well;
# the threes are no longer wild
def test_two_more_cards_to_everyone_then_fives_wild_and_threes_no_longer():
    state = table({0: "3s Kd 8c", 1: "Ah Ad 9s"}, {0: "Kh 4c", 1: "Qh Qd"})
    declare(state, "in", "out", "out")  # seat 0 wins a leg; seats 1 and 2 sat it out
    assert [held(state, s) for s in range(3)] == [5, 5, 5] and state.live == [True, True, True]
    declare(state, "in", "in", "out")
    assert lines(state, "pay-winner") == [(0, 3)]  # kings and a plain three lose to two pair

    state = table({0: "3s Kd 8c", 1: "Ah Ad 9s"}, {0: "Kh 5c", 1: "Qh Qd"})
    declare(state, "out", "out", "out")
    declare(state, "in", "in", "out")
    assert lines(state, "pay-winner") == [(1, 3)]  # a wild five makes three kings


# "deal 2 more (7 cards, sevens wild), declare again"; the best five count
def test_seven_cards_sevens_wild_the_best_five_count():
    fives = {0: "2c 4d", 1: "Kd 9d"}
    state = table({0: "Js Jd 9c", 1: "Ah As Kc"}, fives, {0: "7h 8d", 1: "2s 4h"})
    declare(state, "out", "out", "out")
    declare(state, "out", "out", "out")
    assert [held(state, s) for s in range(3)] == [7, 7, 7]
    declare(state, "in", "in", "out")
    assert lines(state, "pay-winner") == [(1, 3)]  # three jacks with a wild seven beat aces up


# "then the cards are redealt and it goes on (3 again)"
def test_after_seven_cards_the_cards_are_dealt_again_from_three():
    state = table()
    for _ in range(3):
        declare(state, "out", "out", "out")
    assert lines(state, "redeal") == [(None, 2)]
    assert [held(state, s) for s in range(3)] == [3, 3, 3] and state.to_act == 0


# "until a player has 4 legs, who takes the pot": at once, the rest of the deal unplayed
def test_four_legs_take_the_pot_at_once():
    state = table()
    for _ in range(3):  # three legs in the first deal
        declare(state, "in", "out", "out")
    assert [s["legs"] for s in state.view(1)["seats"]] == [3, 0, 0] and not state.is_over
    declare(state, "in", "out", "out")  # the fourth, with three cards of the second deal
    assert state.is_over
    assert lines(state, "leg") == [(0, 1), (0, 2), (0, 3), (0, 4)]
    assert lines(state, "win") == [(0, 3)]
    result = state.result()
    assert result.net == (2, -1, -1) and result.pots[0].shares[0].name == "legs"
    assert [held(state, s) for s in range(3)] == [3, 3, 3]  # no five-card stage


def test_the_pot_the_legs_take_holds_only_the_antes():
    state = table(THREES)
    declare(state, "in", "in", "in")  # seat 2 pays seat 0: the pot is still the antes
    for _ in range(2):
        declare(state, "in", "out", "out")
    for _ in range(2):
        declare(state, "in", "out", "out")
    assert state.is_over and lines(state, "win") == [(0, 3)]
    assert state.result().net == (5, -1, -4)


# A max-rounds bound: deal after deal ends, the pot split among those dealt in.
def test_the_table_bound_on_deals_ends_the_game():
    state = new_hand(
        load_game("three-five-seven"),
        TableStakes(small_blind=1, big_blind=1, stacks=100, players=3, max_rounds=2),
        seed=1,
    )
    while not state.is_over:
        state.apply(Declare("out"))
    assert lines(state, "redeal") == [(None, 2)]
    assert sum(state.result().net) == 0 and state.result().pots[-1].shares[0].name == "last deal"


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 7))
def test_random_play_keeps_chips_and_cards_and_shows_nothing_unseen(seed, players):
    play_randomly(load_game("three-five-seven"), players, seed)


@pytest.mark.parametrize("seed", range(5))
def test_legs_are_public_in_every_view(seed):
    state = new_hand(load_game("three-five-seven"), TableStakes(players=4), seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(Declare(rng.choice(["in", "out", "out"])))
        legs = state.rounds.legs
        for s in range(4):
            assert [x["legs"] for x in state.view(s)["seats"]] == legs
    assert max(state.rounds.legs) == 4 or state.result().pots[-1].shares[0].name != "legs"


def test_the_terminal_table_says_the_legs_and_who_paid_whom():
    state = declare(table(THREES), "in", "in", "in")
    declare(state, "out", "in", "out")
    view = state.view(0)
    screen = Screen(plain_console(), state.game)
    said = [screen.event(line).plain for line in view["log"] if line]
    assert "seat 3 pays the winner 3" in said and "you collect 3" in said
    assert "seat 2 wins a leg (1 so far)" in said
    console = plain_console(width=120)
    with console.capture() as captured:
        console.print(screen.table(view, view["log"]))
    assert "1 leg" in captured.get()
