"""Rule-coverage audit of celestial-poker.txt and swap-poker.txt: the sentences that
constrain play and that no earlier test checked, each played on a stacked deck with
scripted actions. (The sentences already checked are named at the end of this file.)"""

from __future__ import annotations

import pytest
from helpers.stacking import cards, stacked
from helpers.draw_play import check_round, limp

from pokerlang.cards import card, standard_deck
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Accept,
    Ask,
    Bet,
    Call,
    Check,
    Draw,
    FaceDown,
    Fold,
    IllegalAction,
    Move,
    Refuse,
    TableStakes,
    new_hand,
)


@pytest.fixture(scope="module")
def celestial():
    return load_game("celestial")


# Button at seat 0: seat 1 small blind, seat 2 big blind, seat 0 first to act.
def three_handed(game, hands, rest, stakes=None):
    return new_hand(game, stakes or TableStakes(players=3), deck=stacked(hands, rest, 0, 3), button=0)


def stand_pat(state, n=3):
    for _ in range(n):
        state.apply(Draw())
    return state


def checked_down(game, hands, rest):
    """Everyone limps, checks every round and stands pat."""
    state = three_handed(game, hands, rest)
    check_round(stand_pat(check_round(limp(state, 3), 3)), 6)
    assert state.is_over
    return state.result()


def shares_of(result):
    (pot,) = result.pots
    return {s.name: s for s in pot.shares}


# ==== Celestial Poker ===================================================================


def test_celestial_five_face_up_shared_cards_on_the_table(celestial):
    """ "Players are dealt five cards each, and there are five face up shared cards on the
    table." (The flop, turn and river are seen by every seat.)"""
    hands = {0: "2h 5h 8h Jh Kh", 1: "As Ad 3c 4d 9s", 2: "7c 7d 2c 3s Qd"}
    state = three_handed(celestial, hands, "Ts Ac Ah 6s 9c 7h Tc")
    limp(state, 3)
    for seat in range(3):
        assert state.view(seat)["table"]["board"] == cards("Ac Ah 6s")
    check_round(stand_pat(check_round(state, 3)), 3)
    assert state.street == "river"
    for seat in range(3):
        assert state.view(seat)["table"]["board"] == cards("Ac Ah 6s 7h Tc")
        assert state.view(seat)["own"]["hand"] == cards(hands[seat])


def test_celestial_a_standard_52_card_deck_is_used(celestial):
    """ "A standard international 52-card deck is used.\""""
    assert sorted(celestial.deck(), key=lambda c: c.index) == sorted(standard_deck(), key=lambda c: c.index)
    state = new_hand(celestial, TableStakes(players=9), seed=12, button=0)
    everything = state.zones.every_card()
    assert len(everything) == 52 and set(everything) == set(standard_deck())


def test_celestial_the_cards_are_shuffled(celestial):
    """ "As in any form of poker, the cards are shuffled and cut.\""""
    deals = set()
    for seed in range(6):
        state = new_hand(celestial, TableStakes(players=3), seed=seed, button=0)
        deals.add(tuple(state.zones.cards("hand", s) for s in range(3)))
        assert len(set(state.zones.every_card())) == 52
    assert len(deals) == 6  # every seed deals differently
    unshuffled = tuple(standard_deck())
    state = new_hand(celestial, TableStakes(players=3), seed=0, button=0)
    assert state.zones.cards("hand", 1) != (unshuffled[0], unshuffled[3], unshuffled[6], unshuffled[9], unshuffled[12])


def test_celestial_players_agree_the_size_of_the_blinds(celestial):
    """ "Players agree the size of the small and big blinds, and the betting limits.\""""
    state = new_hand(celestial, TableStakes(players=3, small_blind=5, big_blind=10), seed=2, button=0)
    posted = [(e.kind, e.seat, e.amount) for e in state.log if e.kind.endswith("blind")]
    assert posted == [("small-blind", 1, 5), ("big-blind", 2, 10)]
    assert Call(10) in state.legal_actions()


def test_celestial_is_played_pot_limit(celestial):
    """ "Sviten Special is preferably, and in its original format, played as pot limit."
    (Before: only the setting was checked; here the limit is enforced.)"""
    state = new_hand(celestial, TableStakes(players=3), seed=2, button=0)
    # Seat 0 may raise to the pot: 1 + 2 in, 2 to call, so 5 more, to 7.
    raise_range = state.legal_actions()[-1]
    assert (raise_range.min, raise_range.max) == (4, 7)
    limp(state, 3)  # a pot of 6 on the flop
    bet_range = state.legal_actions()[-1]
    assert (bet_range.min, bet_range.max) == (2, 6)
    with pytest.raises(IllegalAction):
        state.apply(Bet(7))
    state.apply(Bet(6))
    raise_range = state.legal_actions()[-1]  # pot 12, 6 to call: to 24
    assert (raise_range.min, raise_range.max) == (12, 24)


def test_celestial_blinds_and_order_of_betting_are_as_in_holdem_heads_up_too(celestial):
    """ "The structure when it comes to blinds, order of betting and the way the communal
    cards are dealt are identical to ordinary Texas Hold'em and Omaha." Heads-up, as in
    hold'em, the dealer posts the small blind, acts first before the flop and last after."""
    holdem = load_game("holdem")
    for game in (holdem, celestial):
        state = new_hand(game, TableStakes(players=2), seed=4, button=0)
        assert state.chips.bets == [1, 2] and state.to_act == 0
        state.apply(Call(1))
        state.apply(Check())
        assert state.street == "flop" and len(state.zones.cards("board")) == 3
        assert state.to_act == 1


@pytest.mark.parametrize("street", ["flop", "turn", "river"])
def test_celestial_when_all_but_one_fold_in_any_round_the_last_takes_the_pot_unshown(celestial, street):
    """ "If any betting round results in all players but one folding, the last surviving
    player immediately takes the pot without showing any cards, and this ends the hand.\""""
    hands = {0: "2h 5h 8h Jh Kh", 1: "As Ad 3c 4d 9s", 2: "7c 7d 2c 3s Qd"}
    state = limp(three_handed(celestial, hands, "Ts Ac Ah 6s 9c 7h Tc"), 3)
    if street != "flop":
        stand_pat(check_round(state, 3))
    if street == "river":
        check_round(state, 3)
    assert state.street == street and state.to_act == 1
    board = state.zones.cards("board")
    state.apply(Bet(2))
    state.apply(Fold())
    state.apply(Fold())
    assert state.is_over
    result = state.result()
    assert not result.showdown and result.shown == ()
    assert not any(e.kind == "show" for e in state.log)
    assert state.zones.cards("board") == board  # nothing more dealt
    assert result.net == (-2, 4, -2)


def test_celestial_the_survivors_show_their_cards(celestial):
    """ "If more than one player survives the final round of betting, all surviving players
    show their cards.\""""
    hands = {0: "2h 5h 8h Jh Kh", 1: "As Ad 3c 4d 9s", 2: "7c 7d 2c 3s Qd"}
    state = limp(three_handed(celestial, hands, "Ts Ac Ah 6s 9c 7h Tc"), 3)
    state.apply(Bet(2))
    state.apply(Fold())
    state.apply(Call(2))  # seat 2 folds on the flop
    stand_pat(state, 2)
    check_round(state, 4)
    result = state.result()
    assert result.showdown
    assert {h.seat: set(h.cards) for h in result.shown} == {0: set(cards(hands[0])), 1: set(cards(hands[1]))}
    assert str(card("Qd")) not in repr(state.view(0)["seats"][2])  # the folded hand is never shown


def test_celestial_the_omaha_hand_is_exactly_two_held_and_exactly_three_from_the_table(celestial):
    """ "The best Omaha hand, formed of exactly two of the player's cards and exactly three
    of the face up cards on the table." Seat 0's four hearts and the board's Th would make
    a royal flush from any five cards; with exactly three from the table there are only
    two hearts there, and seat 1's six-five straight wins."""
    hands = {0: "Ah Kh Qh Jh 9c", 1: "7c 7d 5d 6c Kc", 2: "Tc Td Jc Js 2d"}
    shares = shares_of(checked_down(celestial, hands, "9d Th 3h 4d 9s 8s 2s"))
    (omaha,) = shares["omaha"].winners
    assert (omaha.seat, omaha.hand) == (1, "straight, six high")
    assert len(set(omaha.cards) & set(cards(hands[1]))) == 2
    assert len(set(omaha.cards) & set(cards("Th 3h 4d 8s 2s"))) == 3


def test_celestial_normal_poker_hand_ranking_applies(celestial):
    """ "Normal poker hand ranking applies." A wheel is a straight, five high: above three
    kings, below a seven-high straight."""
    hands = {0: "5h 4d 3c 2s Ah", 1: "Kc Kd Ks 9h 8c", 2: "7c 6d 5s 4h 3d"}
    result = checked_down(celestial, hands, "9d Qh Jd Ts 9s 2h 6s")
    labels = {h.seat: h.hands["five"] for h in result.shown}
    assert labels == {0: "straight, five high", 1: "three of a kind, kings", 2: "straight, seven high"}
    assert [w.seat for w in shares_of(result)["five"].winners] == [2]


def test_celestial_the_same_player_may_win_both_and_take_the_whole_pot(celestial):
    """ "It is of course possible for the same player to win on both criteria, and take the
    whole pot.\""""
    hands = {0: "2h 5h 8h Jh Kh", 1: "Ts 9s 8s 7s 6s", 2: "As Ad 3c 4d 9c"}
    result = checked_down(celestial, hands, "9d Ks Qs Js 9h 2c 3d")
    shares = shares_of(result)
    assert [w.seat for w in shares["five"].winners] == [1]
    assert [w.seat for w in shares["omaha"].winners] == [1]
    assert result.net == (-2, 4, -2)


def test_sviten_face_up_replacement_only_when_asked():
    """ "A popular variation of Sviten Special allows an extra possibility when exchanging
    cards. If you decide to exchange only one card, you can ask the dealer to give you a
    replacement card face up." A one-card exchange made without asking is served face down,
    as before: nobody sees the card."""
    game = load_game("celestial-sviten")
    hands = {0: "2h 5h 8h Jh Kh", 1: "As Ad 3c 4d 9s", 2: "7c 7d 2c 3s Qd"}
    state = check_round(limp(three_handed(game, hands, "Ts Ac Ah 6s 9c 7h Tc 2d"), 3), 3)
    top = state.zones.stock[-1]
    state.apply(Draw(cards("9s")))
    assert state.legal_actions() == [Ask(), FaceDown()]  # to ask, or not
    state.apply(FaceDown())  # no request to see it
    assert not any(e.kind == "offer" for e in state.log)
    assert str(top) not in repr(state.view(2))
    assert top in state.zones.cards("hand", 1)


def test_sviten_asked_the_card_comes_face_up_to_accept_or_reject_for_one_face_down():
    """ "You can either accept this card, which everyone has seen, or reject it and ask the
    dealer to deal you another card face down, which you must then accept." """
    game = load_game("celestial-sviten")
    hands = {0: "2h 5h 8h Jh Kh", 1: "As Ad 3c 4d 9s", 2: "7c 7d 2c 3s Qd"}
    state = check_round(limp(three_handed(game, hands, "Ts Ac Ah 6s 9c 7h Tc 2d"), 3), 3)
    shown, after = state.zones.stock[-1], state.zones.stock[-2]
    state.apply(Draw(cards("9s")))
    state.apply(Ask())
    assert state.legal_actions() == [Accept(), Refuse()]
    assert shown in state.view(2)["seats"][1]["zones"]["offer"]  # everyone sees it
    state.apply(Refuse())
    assert after in state.zones.cards("hand", 1) and shown not in state.zones.cards("hand", 1)
    assert str(after) not in repr(state.view(2))  # the next card comes face down
    assert state.to_act != 1  # and must be taken


# ==== Swap Poker ========================================================================

BOTTOM = "As Ks Qs Js 2c 3d"  # seat 0's row (row 0), left to right
TOP = "4h 5h 6h 7h Ts 9c"  # seat 1's row (row 1)


def swap_table(button=1, refills="8d 8c"):
    deck = cards(f"{BOTTOM} {TOP} {refills}")
    return new_hand(load_game("swap-poker"), TableStakes(players=2), deck=deck, button=button)


def spaces(state):
    return state.zones.grids["grid"].spaces


def test_swap_shuffle_a_standard_deck_without_jokers():
    """ "1. Shuffle a standard deck of cards with the Jokers removed.\""""
    game = load_game("swap-poker")
    layouts = set()
    for seed in range(5):
        state = new_hand(game, TableStakes(players=2), seed=seed)
        everything = state.zones.every_card()
        assert len(everything) == 52 and set(everything) == set(standard_deck())
        layouts.add(tuple(tuple(stack[-1] for stack in row) for row in spaces(state)))
    assert len(layouts) == 5


def test_swap_choose_rows_and_who_goes_first_independently():
    """ "2. Choose a row for each player, top or bottom. Each player takes a different row.
    Also choose a player to go first." ("moves the card in the bottom-left position first"
    names each player's first position, not the order of play: both rows' sentences say
    "first".) Some table lets the top-row player open, at the top right."""
    openers = set()
    for button in (0, 1):
        state = swap_table(button=button)
        openers.add((state.to_act, state.legal_actions()[0].at))
    assert openers == {(0, (0, 0)), (1, (1, 5))}  # the bottom row opens at its left, the top at its right


def test_swap_stacking_from_a_stack_leaves_the_card_below_and_deals_nothing():
    """ "2a. If Stacking leaves an empty space, deal a new card into that space, face up."
    Only then: a stack that still has a card below is not dealt to."""
    state = swap_table()
    state.apply(Move("stack", (0, 1)))  # seat 0: As onto Ks; (0, 0) is dealt the 8d
    state.apply(Move("stack", (1, 4)))  # seat 1: 9c onto Ts; (1, 5) is dealt the 8c
    assert spaces(state)[0][1] == cards("Ks As") and spaces(state)[1][5] == cards("8c")
    stock = len(state.zones.stock)
    state.apply(Move("stack", (0, 2)))  # seat 0 at (0, 1): As onto Qs, Ks stays
    assert spaces(state)[0][1] == cards("Ks") and spaces(state)[0][2] == cards("Qs As")
    assert len(state.zones.stock) == stock
    assert [e.kind for e in state.log[-1:]] == ["stack"]  # no deal follows


def test_swap_a_swap_with_a_stacked_target_switches_only_its_top_card():
    """ "2b. ... If a Swap involves a position with multiple stacked cards, only switch the
    top card." Here the stack is the other space, not the mover's."""
    state = swap_table()
    state.apply(Move("pass"))  # seat 0 at (0, 0)
    state.apply(Move("stack", (0, 5)))  # seat 1 at (1, 5): 9c onto 3d; (1, 5) dealt 8d
    assert spaces(state)[0][5] == cards("3d 9c")
    state.apply(Move("pass"))  # seat 0 at (0, 1)
    state.apply(Move("swap", (0, 4)))  # seat 1 at (1, 4): Ts for the 2c below
    state.apply(Move("pass"))  # seat 0 at (0, 2)
    state.apply(Move("pass"))  # seat 1 at (1, 3)
    state.apply(Move("pass"))  # seat 0 at (0, 3)
    state.apply(Move("pass"))  # seat 1 at (1, 2)
    assert state.legal_actions()[0].at == (0, 4)
    state.apply(Move("swap", (0, 5)))  # seat 0 at (0, 4): Ts with the stack's top 9c
    assert spaces(state)[0][4] == cards("9c")
    assert spaces(state)[0][5] == cards("3d Ts")  # the 3d below stays put
    assert [stack[-1] for stack in spaces(state)[0]] == cards("As Ks Qs Js 9c Ts")


# ---- sentences already checked elsewhere -------------------------------------------
#
# celestial-poker.txt, in test_variant_celestial.py:
#  "Players are dealt five cards each" / "The dealer then deals five cards to each
#   player, and there is a betting round, beginning with the player to the left of the
#   big blind" / "The player to the dealer's left places the small blind and the player
#   to the small blind's left places the big blind"
#   -> test_blinds_five_cards_each_and_the_first_round_begins_left_of_the_big_blind
#  "It is possible for up to 9 to play" -> test_up_to_nine_play_pot_limit
#  "The dealer then burns one card and deals a three-card flop ... the player to the
#   left of the dealer acts first"
#   -> test_a_card_is_burnt_then_the_flop_and_the_dealers_left_bets_first
#  "After the first three shared cards ... players can discard" / "each player can
#   discard any number of cards - from zero to five - and receives an equal number"
#   -> test_each_player_may_exchange_zero_to_five_one_card_comes_face_down
#  "If the deck runs out at this point the muck ... is shuffled to form a new deck"
#   -> test_when_the_deck_runs_out_the_muck_of_earlier_discards_burn_and_folds_is_reshuffled
#  "The dealer burns one card and deals one card (the turn card) ... third round ...
#   left of the dealer" / "Finally the dealer deals a fifth face up card (the river) ...
#   fourth round ... left of the dealer" -> test_the_turn_has_a_burn_and_the_river_none
#  "If any betting round results in all players but one folding" (first round)
#   -> test_when_all_but_one_fold_the_last_takes_the_pot_unshown
#  "The pot is split between the best five-card hand and the best Omaha hand" / "The
#   best five-card poker hand (considering only the five cards held by the player)"
#   -> test_the_pot_is_split_between_the_best_five_held_and_the_best_omaha_hand
#  "You can either accept this card ... or reject it and ask the dealer to deal you
#   another card face down, which you must then accept" / Sebastien's second version
#   -> test_offered_face_up_the_card_may_be_accepted_or_refused_for_the_next_face_down
#  Sebastien's first version ("one replacement card that is not shown")
#   -> test_each_player_may_exchange_zero_to_five_one_card_comes_face_down
#  Sebastien's third version ("two cards face down, keeps one ... discards the rejected
#   card face up") -> test_two_dealt_face_down_one_kept_unseen_the_other_discarded_face_up
#  Communist Pot: "an ante of 5x the big blind"
#   -> test_communist_pot_everyone_antes_five_big_blinds_and_no_blinds_are_posted;
#   "no betting round after the first 5 cards ... The game then continues in the normal
#   way" -> test_communist_pot_has_no_betting_before_the_flop_which_comes_at_once
#  Roll your own: "reveal one of their five cards when the turn card has been dealt ...
#   and a second when the river card has been dealt"
#   -> test_roll_your_own_one_card_shown_after_the_turn_a_second_after_the_river
#
# swap-poker.txt, in test_variant_swap_poker.py: "a card game for 2 players"; "Deal out
# 6 cards in 2 rows, face up"; the bottom-row and top-row positions and their loop;
# "after both players have taken 12 moves"; "1 of 3 moves"; adjacency; Swap; Stack and
# 2a (an emptied space); 2b (the mover's own stack); 2c; Pass; the better five-card hand
# from the own row wins (each named in a comment above its test there).
