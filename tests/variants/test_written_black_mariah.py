"""Black Mariah (``tests/written/black-mariah.poker``), rule by rule on stacked decks:
the queen of spades dealt face up throws the deal in, the pot stays with every bet made
so far, and the players still in are dealt again; a player who folded stays out.

The rule book (Wikibooks, Poker/Black Mariah; the same words at pokertips.org): "if the
queen of spades comes as an up card to any player, the hand is over. All cards are thrown
in, the money remains in the pot, and the game is dealt again. Any player who folds cannot
come back in and is out until the game is complete. The game continues in this way until
either the queen of spades does not come face up or until all players but one fold."

Three seats, the button at seat 2: the cards go round from seat 0. An ante of 1, bets of
2 and 4, stacks of 100, no bring-in (the lowest card showing acts first).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from helpers.invariants import check as keeps_invariants
from helpers.invariants import play_randomly
from helpers.moves_play import settle_round, shares, stakes
from helpers.stacking import cards, stud_deck
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Bet, Call, Check, Fold, PostBringIn, new_hand
from pokerlang.engine.resample import Twins
from pokerlang.runner.agents import ask
from pokerlang.runner.mc import MonteCarloAgent, Think

GAME = load_game(str(WRITTEN / "black-mariah.poker"))
BUTTON, PLAYERS = 2, 3
THIRD = "s s s"  # two down and one up to each seat, from seat 0
SEVEN = "s s s s s s s"


def table(first, redeals=(), players=PLAYERS, **more):
    return new_hand(GAME, stakes(players, **more), deck=first, button=BUTTON, redeal_decks=list(redeals))


def kinds(state) -> list[str]:
    return [e.kind for e in state.log]


def held(state, seat) -> tuple[list, list]:
    return list(state.zones.cards("hole", seat)), list(state.zones.cards("shown", seat))


# A deal played to its end, nobody folding: seat 0 has the ace of spades in the hole and
# the best hand; seat 1 the king of spades in the hole; seat 2 nothing.
PLAIN = {0: "As Ah 2c Ac 9d 3h Kd", 1: "Ks 5d 3c 4d 8c Td Jh", 2: "7h 6h 4c 8d 9h Jc 2d"}


# "if the queen of spades comes as an up card to any player, the hand is over. All cards
# are thrown in, the money remains in the pot, and the game is dealt again"
def test_the_queen_of_spades_dealt_up_throws_the_deal_in_and_the_same_players_are_dealt_again():
    first = stud_deck({0: "2c 3c 4d", 1: "5c 6c Qs", 2: "7c 8c 9d"}, THIRD, BUTTON)
    state = table(first, redeals=[stud_deck(PLAIN, SEVEN, BUTTON)])
    log = state.log
    at = kinds(state).index("throw-in")
    assert log[at - 1].kind == "deal" and log[at - 1].seat == 1 and log[at - 1].cards == tuple(cards("Qs"))
    assert kinds(state)[at + 1] == "redeal"
    # The hand is over at the queen: seat 2 got no card face up in the deal thrown in.
    assert not any(e.kind == "deal" and e.seat == 2 and e.zone == "shown" for e in log[:at])
    # The antes stay in the pot; nobody antes again; every player is in the new deal.
    assert [e.seat for e in log if e.kind == "ante"] == [0, 1, 2]
    assert state.chips.in_pot == 3 and state.chips.stacks == [99, 99, 99]
    assert state.live == [True, True, True]
    for seat, text in PLAIN.items():
        own = cards(text)
        assert held(state, seat) == (own[:2], own[2:3])  # all cards came back: a new deal
    assert not state.is_over and state.to_act is not None


# "... until the queen of spades does not come face up": a queen of spades dealt face down
# is no redeal, and in the hole it is a spade like any other.
def test_the_queen_of_spades_dealt_down_is_played_and_counts_as_a_spade_in_the_hole():
    hands = {**PLAIN, 1: "Qs 5d 3c 4d 8c Td Jh", 0: "Ac Ah 2c Ad 9d 3h Kd"}
    state = table(stud_deck(hands, SEVEN, BUTTON))
    settle_round(state)
    assert state.is_over and "throw-in" not in kinds(state) and "redeal" not in kinds(state)
    assert shares(state) == {"high": [0], "spade": [1]}  # trip aces; the queen of spades in the hole


def test_a_queen_of_spades_dealt_up_on_a_later_street_also_throws_the_deal_in():
    first = stud_deck({0: "2c 3c 4d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    state = table(first, redeals=[stud_deck(PLAIN, SEVEN, BUTTON)])
    for _ in range(3):
        state.apply(Check())  # third street checked round; fourth street brings the queen
    assert kinds(state).count("throw-in") == 1 and kinds(state).count("redeal") == 1
    assert held(state, 1) == (cards("Ks 5d"), cards("3c"))


# "the money remains in the pot": the bets of the deal thrown in stay, with the antes.
# "Any player who folds cannot come back in and is out until the game is complete."
def test_the_bets_so_far_stay_in_the_pot_and_a_player_who_folded_stays_out():
    first = stud_deck({0: "Kc Kd 2d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    again = stud_deck({0: PLAIN[0], 1: PLAIN[1]}, SEVEN, 1)
    state = table(first, redeals=[again])
    assert state.to_act == 0  # the two of diamonds is the lowest card showing
    state.apply(Bet(2))
    state.apply(Call())  # seat 1
    state.apply(Fold())  # seat 2 folds on third street
    # Fourth street: the queen of spades comes up to seat 1; the deal is thrown in.
    assert kinds(state).count("throw-in") == 1
    assert state.chips.in_pot == 3 + 2 + 2 and state.chips.stacks == [97, 97, 99]
    assert state.live == [True, True, False]
    assert held(state, 2) == ([], [])  # not dealt again
    assert held(state, 0) == (cards("As Ah"), cards("2c"))
    settle_round(state)  # the new deal played to its end, checked through
    assert state.is_over and kinds(state).count("redeal") == 1
    assert shares(state) == {"high": [0], "spade": [0]}  # seat 0: trip aces and the ace of spades
    assert state.result().net == (4, -3, -1)  # the pot of 7: seat 2's ante and seat 1's ante and bet


def test_the_folded_player_is_dealt_out_of_every_later_deal_too():
    first = stud_deck({0: "Kc Kd 2d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    second = stud_deck({0: "2c 3c 4d", 1: "5c 6c Qs"}, THIRD, 1)
    state = table(first, redeals=[second, stud_deck({0: PLAIN[0], 1: PLAIN[1]}, SEVEN, 1)])
    state.apply(Check())
    state.apply(Check())
    state.apply(Fold())  # seat 2 folds to no bet: out for good
    assert kinds(state).count("redeal") == 2  # the second deal: the queen up again, to seat 1
    assert state.live == [True, True, False] and held(state, 2) == ([], [])
    assert [e.kind for e in state.log if e.kind in ("ante", "redeal")] == ["ante"] * 3 + ["redeal"] * 2


# "The game continues in this way until ... all players but one fold": the last player in
# takes the pot, every deal's money in it.
def test_when_all_but_one_fold_after_a_redeal_the_last_player_in_takes_every_deals_money():
    first = stud_deck({0: "Kc Kd 2d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    state = table(first, redeals=[stud_deck({0: PLAIN[0], 1: PLAIN[1]}, SEVEN, 1)])
    state.apply(Bet(2))
    state.apply(Call())
    state.apply(Fold())
    assert state.to_act == 0  # the new deal: the two of clubs is the lowest card showing
    state.apply(Bet(2))
    state.apply(Fold())
    assert state.is_over and not state.result().showdown
    assert state.result().net == (4, -3, -1)  # the pot of 7 from the deal thrown in; the new bet back


# The table bounds the deals (``max_rounds``): after the last, the pot is split among the
# players still in; the one who folded shares nothing.
def test_after_the_most_deals_the_pot_is_split_among_the_players_still_in():
    first = stud_deck({0: "Kc Kd 2d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    second = stud_deck({0: "2c 3c 4d", 1: "5c 6c Qs"}, THIRD, 1)
    state = table(first, redeals=[second], max_rounds=2)
    state.apply(Bet(2))
    state.apply(Call())
    state.apply(Fold())
    assert state.is_over and kinds(state).count("throw-in") == 2
    assert state.result().net == (1, 0, -1)  # a pot of 7: 4 and 3 (the odd chip from the dealer's left)


# Across a deal thrown in the engine deals twins of the hand deal by deal, each deal from a
# whole deck: the seat's view of both deals is the same in every twin, and the mc bot,
# which plays twins out, decides there as in any hand.
def test_mc_plays_twins_out_across_a_deal_thrown_in():
    first = stud_deck({0: "Kc Kd 2d 9c", 1: "5c 6c 8d Qs", 2: "7c 8c 9d Tc"}, "s s s s", BUTTON)
    state = table(first, redeals=[stud_deck({0: PLAIN[0], 1: PLAIN[1]}, SEVEN, 1)])
    state.apply(Bet(2))
    state.apply(Call())
    state.apply(Fold())
    assert state.to_act == 0 and "redeal" in kinds(state)
    view = state.view(0)
    twins = Twins(state, 0)
    for n in range(5):
        twin = twins.draw(random.Random(n))
        assert twin.view(0) == view and twin.to_act == 0
    legal = state.legal_actions()
    action = ask(MonteCarloAgent(GAME, Think(playouts=8)), state, 0, legal, random.Random(1))
    assert any(option.allows(action) for option in legal)


# Chips and cards are conserved, no view shows a card its seat may not know, and every
# game ends, across deals thrown in.
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(GAME.min_players, GAME.max_players))
def test_random_play_keeps_every_invariant_across_deals_thrown_in(seed, players):
    play_randomly(GAME, players, seed)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(GAME.min_players, GAME.max_players))
def test_passive_play_through_many_deals_thrown_in_never_deals_a_folded_player_back_in(seed, players):
    """Everyone checks or calls, and now and then folds: many deals reach the queen of
    spades face up. A player who folded holds no card of any later deal, and every
    invariant holds at every step."""
    rng = random.Random(seed)
    state = new_hand(GAME, stakes(players, max_rounds=12, bring_in=1), seed=seed, button=seed % players)
    knowledge, deck = [set() for _ in range(players)], list(GAME.deck())
    folded: set[int] = set()
    while not state.is_over:
        legal, seat = state.legal_actions(), state.to_act
        if Fold() in legal and rng.random() < 0.08:
            state.apply(Fold())
            folded.add(seat)
        else:
            state.apply(
                next(a for a in (PostBringIn(1), Check(), Call()) if any(a == o or type(o) is type(a) for o in legal))
            )
        assert not any(state.zones.cards(z, s) for z in ("hole", "shown") for s in folded)
        keeps_invariants(state, knowledge, 100 * players, deck)
    won = {w.seat for pot in state.result().pots for share in pot.shares for w in share.winners}
    assert not won & folded
