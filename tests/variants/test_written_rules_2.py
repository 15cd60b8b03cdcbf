"""More games of ``tests/written/``, sentence by sentence, on stacked decks: the rules a
second outside author wrote from the language reference alone hold in play. Betting
rounds are checked or called through; the decisions about cards (which card to turn
up, which to pass, what to draw or declare) are the test's own, so each test ends at
the showdown."""

from __future__ import annotations

import json

from helpers.moves_play import settle_round, shares, stakes
from helpers.stacking import round_the_table, stack, stud_deck
from helpers.variant_play import run_cli
from helpers.written_games import WRITTEN

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Call,
    Check,
    ChooseCards,
    Declare,
    DeclareOptions,
    Draw,
    DrawCards,
    Expose,
    ExposeCards,
    PostBringIn,
    new_hand,
)


def game(name):
    return load_game(str(WRITTEN / f"{name}.poker"))


def plain(option):
    """What a player does when the test does not say: the first cards offered, standing
    pat, the first option declared."""
    if isinstance(option, DrawCards):
        return Draw()
    if isinstance(option, DeclareOptions):
        return Declare(option.options[0])
    return option.action(option.cards[: option.count])


def step(state, decide=None):
    """A betting round checked or called through, or one decision about cards:
    ``decide(state, seat, option)``'s, or the plain one when it returns None."""
    legal = state.legal_actions()
    if any(isinstance(o, (Check, Call, PostBringIn)) for o in legal):
        settle_round(state)
        return
    option = legal[0]
    action = decide(state, state.to_act, option) if decide else None
    state.apply(action or plain(option))


def play(state, decide=None):
    while not state.is_over:
        step(state, decide)
    return state


def deal(name, deck, players, button, decide=None):
    return play(new_hand(game(name), stakes(players), deck=deck, button=button), decide)


def stud(name, seats, rounds, decide=None, board=""):
    """Three seats, the button at seat 2; each seat's cards in the order dealt, then
    ``board`` (community cards dealt after the seats' rounds)."""
    deck = stud_deck(seats, " ".join(["s"] * rounds + board.split()), 2)
    return deal(name, deck, 3, 2, decide)


def cards_of(state, zone, seat):
    return set(state.zones.cards(zone, seat))


# Cincinnati: "the best five-card hand from their five cards and the five community
# cards": four of one's own and one of the board make a flush.
def test_cincinnati_any_five_of_the_ten_cards_play():
    state = stud(
        "cincinnati",
        {
            0: "2h 5h 9h Kh 3c",  # four hearts; the board's ace of hearts makes a flush
            1: "Qc Qd 7s 8c 9d",  # a pair of queens, and no more with the board
            2: "Tc 6d 2d Jc 3s",
        },
        5,
        board="Ah 7c 8d Js 4s",
    )
    assert list(shares(state).values()) == [[0]]


# Flip stud: "each player turns one of them face up": the card a player chooses to show
# decides who brings in.
def test_flip_stud_the_card_turned_up_decides_the_bring_in():
    shown = {0: "Ac", 1: "5d", 2: "Qh"}
    state = new_hand(
        game("flip-stud"),
        stakes(3, bring_in=1),
        button=2,
        deck=stud_deck({0: "2c Ac", 1: "3d 5d", 2: "4h Qh"}, "s s", 2),
    )
    while isinstance(state.legal_actions()[0], ExposeCards):
        state.apply(Expose([shown[state.to_act]]))
    assert state.to_act == 1  # the five, not the deuce
    assert any(isinstance(o, PostBringIn) for o in state.legal_actions())
    assert play(state).is_over


# Mexican stud: "a player's one face-down card is wild for them, with every card of its
# rank they hold": a three in the hole and a three turned up make four kings five.
def test_mexican_stud_the_hole_card_and_its_rank_are_wild():
    keep = {0: "3h", 1: "Qh", 2: "4c"}  # the card each keeps down

    def show_another(state, seat, option):
        if isinstance(option, ChooseCards):
            return option.action([c for c in option.cards if c != card(keep[seat])][:1])
        return None

    state = stud(
        "mexican-stud",
        {
            0: "3h Kc Kd Ks 3d",  # five kings: the three down and the three up are wild
            1: "Qh Jh Th 9h 8h",  # a queen-high straight flush
            2: "4c 6d 8c Tc Qs",
        },
        5,
        decide=show_another,
    )
    assert cards_of(state, "hole", 0) == {card("3h")}
    assert list(shares(state).values()) == [[0]]


# Dr. Pepper: "tens, fours and deuces are wild"
def test_dr_pepper_tens_fours_and_deuces_are_wild():
    state = stud(
        "dr-pepper",
        {
            0: "4c Td Ah As 9c 8d 3h",  # two aces, a four and a ten: four aces
            1: "Kc Kd Ks Qh Qd 3c 5s",  # kings full of queens
            2: "6c 7d 9h Jc Qs 5d 3d",
        },
        7,
    )
    assert list(shares(state).values()) == [[0]]


# Five-card stud high-low: "the best high hand splits the pot with the best low of five
# unpaired cards eight or lower"
def test_five_card_stud_high_low_splits_the_pot():
    state = stud(
        "five-card-stud-8",
        {
            0: "Kc Kd 9h 7s 3c",  # a pair of kings: the high
            1: "Ah 2d 4c 6s 7h",  # seven-six low
            2: "Qs Jd 9c 9d Th",  # a pair of nines
        },
        5,
    )
    assert shares(state) == {"high": [0], "low": [1]}


# Double-flop hold'em: "half the pot goes to the best hand on each board"
def test_double_flop_holdem_each_board_wins_half():
    deck = stack(
        "Ac",
        "Kc",
        "Ad",
        "Kd",  # heads-up, the button at seat 1
        None,
        "As",
        "7h",
        "2s",
        "Ks",
        "8h",
        "4c",  # the flops: first, then second
        None,
        "9d",
        "Jd",
        None,
        "3c",
        "5s",
    )
    state = deal("double-flop-holdem", deck, 2, 1)
    assert shares(state) == {"first": [0], "second": [1]}


# 2-7 double draw: "two draws", and a straight counts against a low hand.
def test_deuce_to_seven_double_draw_two_draws_then_the_lowest_wins():
    deck = stack(
        *round_the_table(
            {
                0: "8h 6d 4c 3s 2h",  # eight-six, stands pat
                1: "Kc 7s 5h 3d 2c",
            },
            1,
            2,
        ),  # draws one card twice
        "Qd",
        "4h",
    )
    draws = []

    def draw_the_highest(state, seat, option):
        if isinstance(option, DrawCards) and seat == 1:
            draws.append(state.street)
            return Draw([max(option.cards, key=lambda c: c.rank)])
        return None

    state = deal("double-draw-27", deck, 2, 1, draw_the_highest)
    assert draws == ["draw-1", "draw-2"]
    assert cards_of(state, "hand", 1) == {card(c) for c in "7s 5h 4h 3d 2c".split()}
    assert list(shares(state).values()) == [[1]]  # seven-five beats eight-six


# A-5 double draw: "5-4-3-2-A is the best": the straight does not count against it.
def test_ace_to_five_double_draw_the_wheel_is_the_best_low():
    deck = stack(*round_the_table({0: "Ac 2d 3h 4s 5c", 1: "Ad 2c 3s 4h 6d"}, 1, 2))
    state = deal("double-draw-a5", deck, 2, 1)
    assert list(shares(state).values()) == [[0]]


# Six-card Omaha: "exactly two of their six hole cards and exactly three of the board"
def test_six_card_omaha_four_hearts_in_the_hand_make_no_royal_flush():
    deck = stack(
        *round_the_table({0: "Ah Kh Qh Jh 9c 8d", 1: "Ts 9d 4d 5d 7c 2s"}, 1, 2),
        None,
        "Th",
        "6s",
        "6c",
        None,
        "2d",
        None,
        "3c",
    )
    state = deal("omaha-6", deck, 2, 1)
    assert list(shares(state).values()) == [[1]]  # a straight; seat 0 a pair


# Six-plus hold'em (Triton): "three of a kind beats a straight"
def test_six_plus_three_of_a_kind_beats_a_straight():
    deck = ["As", "Ks", "Ad", "Qs", "6c", "Ah", "Jd", "Tc", "6d", "9h", "7c", "8c"]
    state = deal("six-plus-trips", [card(c) for c in deck], 2, 1)
    assert list(shares(state).values()) == [[0]]  # three aces over A-K-Q-J-T


# Kings wild: "the four kings are wild"
def test_kings_wild_two_kings_make_two_aces_four():
    deck = stack(*round_the_table({0: "Ah Ad Kc Ks 3s", 1: "Qh Qs Qd 9c 9d"}, 1, 2))
    assert list(shares(deal("kings-wild-draw", deck, 2, 1)).values()) == [[0]]


# One-eyed jacks: "the jack of spades, the jack of hearts and the king of diamonds are
# wild", and no other jack or king.
def test_one_eyed_jacks_the_king_of_diamonds_is_wild_the_king_of_clubs_is_not():
    deck = stack(*round_the_table({0: "Ah Ad Kd 9c 3s", 1: "Qh Qs Kc Ks Jd"}, 1, 2))
    state = deal("one-eyed-jacks", deck, 2, 1)
    assert list(shares(state).values()) == [[0]]  # three aces over kings up


# Suicide kings and one-eyed jacks: "the king of hearts ... is wild", and no other king.
def test_suicide_kings_the_king_of_hearts_is_wild_the_king_of_diamonds_is_not():
    deck = stack(*round_the_table({0: "Ah Ad Kh 9c 3s", 1: "Qh Qs Kc Kd Jd"}, 1, 2))
    state = deal("suicide-kings", deck, 2, 1)
    assert list(shares(state).values()) == [[0]]


# Heinz: "a player dealt a five or a seven face up must match the pot or fold"; a five
# in the hole costs nothing, and both are wild.
def test_heinz_a_five_dealt_face_up_costs_the_pot():
    seats = {
        0: "Ah Ad 5h 9c 8d 3h Jc",  # the five of hearts face up: match the pot
        1: "5c Kd Ks Kh 2d 3c 6s",  # the five of clubs in the hole: four kings
        2: "Qc Jd 9h 8c 2s 4d 6d",
    }
    state = new_hand(game("heinz"), stakes(3), button=2, deck=stud_deck(seats, "s " * 7, 2))
    paid = []
    while not state.is_over:
        if not isinstance(state.legal_actions()[0], DeclareOptions):
            step(state)
            continue
        seat, pot = state.to_act, sum(state.starting) - sum(state.chips.stacks)
        before = state.chips.stacks[seat]
        state.apply(Declare("match"))
        paid.append((seat, before - state.chips.stacks[seat], pot))
    assert paid == [(0, 3, 3)]  # the three antes
    assert list(shares(state).values()) == [[1]]


# Blind Man's Bluff high-low: "the highest card among those still in splits the pot
# with the lowest"
def test_blind_mans_bluff_the_highest_and_the_lowest_card_split():
    state = deal("blind-mans-bluff-hi-lo", stack("Kc", "4d", "9h"), 3, 2)
    assert shares(state) == {"high": [0], "low": [1]}


# Badacey: "half the pot to the best ace-to-five low, half to the best badugi"
def test_badacey_the_wheel_wins_the_low_a_four_card_badugi_the_other_half():
    deck = stack(
        *round_the_table(
            {
                0: "Ac 2c 3d 4d 5h",  # the wheel; a three-card badugi
                1: "Kc 2d 3h 4s 9c",
            },
            1,
            2,
        )
    )  # 9-4-3-2 badugi; king-high low
    state = deal("badacey", deck, 2, 1)
    assert shares(state) == {"ace": [0], "badugi": [1]}


# Countdown: "each player passes three cards to the player on their right"
def test_countdown_three_cards_go_to_the_right():
    hands = {0: "Ah Kh Qh 2c 3c", 1: "4d 5d 6d 7d 9s", 2: "Tc Jc 8h 8s 2d"}
    state = new_hand(game("countdown"), stakes(3), button=2, deck=stack(*round_the_table(hands, 2, 3)))
    settle_round(state)
    passed = {}
    while isinstance(state.legal_actions()[0], ChooseCards):
        seat = state.to_act
        passed[seat] = state.legal_actions()[0].cards[:3]
        state.apply(plain(state.legal_actions()[0]))
    for seat, right in ((0, 2), (1, 0), (2, 1)):
        assert set(passed[seat]) <= cards_of(state, "hand", right)
    assert play(state).is_over


# Hold'em high-low: "the best high hand splits the pot with the best low of five
# unpaired cards eight or lower, each made of any five of the seven"
def test_holdem_high_low_the_board_makes_a_low_for_an_ace_deuce():
    deck = stack("Ac", "Kc", "2d", "Kd", None, "Ks", "5h", "7c", None, "9d", None, "3s")
    state = deal("holdem-8", deck, 2, 1)
    assert shares(state) == {"high": [1], "low": [0]}  # three kings; seven-five low


# Low hole card wild: "each player's lowest face-down card, and every card of its rank
# they hold, is wild for that player alone"
def test_low_hole_card_wild_each_player_has_their_own_wild_rank():
    state = stud(
        "low-hole-wild",
        {
            0: "3c Kd Kh Ks 8c 2d 3h",  # threes down: five kings (the deuce is face up)
            1: "Ac Ad As Qh Qd 2c 9s",  # the nine is the lowest down: four aces
            2: "4d 6h Tc Jd 7c 5c 8d",  # fours: a nine-high straight
        },
        7,
    )
    assert list(shares(state).values()) == [[0]]


# Hold'em with an ante: "a small and a big blind and an ante": a table that names no
# ante still plays for one, and the big blind may pay it for everyone.
def test_holdem_with_an_ante_is_never_played_without_one(tmp_path):
    path = str(WRITTEN / "holdem-ante.poker")
    assert "an ante of 1" in run_cli(path, 3, 1).output
    history = tmp_path / "hands.jsonl"
    run_cli(path, 3, 1, extra=("--ante", "3", "--ante-kind", "big-blind", "--history", str(history)))
    hand = json.loads(history.read_text().splitlines()[0])
    assert hand["stakes"]["ante"] == 3 and hand["stakes"]["ante_kind"] == "big-blind"


# Five-card draw with the joker: "the joker being the bug: it counts as an ace, or as
# any card that completes a straight, a flush or a straight flush", and nothing else.
def test_joker_draw_the_bug_pairs_only_aces():
    deck = stack(*round_the_table({0: "X1 9c 9d 5h 2s", 1: "Tc Td 8s 7h 3c"}, 1, 2))
    state = deal("joker-draw", deck, 2, 1)
    assert list(shares(state).values()) == [[1]]  # tens over nines and an ace


def test_joker_draw_the_bug_completes_a_flush():
    deck = stack(*round_the_table({0: "X1 9h 6h 3h Jh", 1: "Kc Kd Ks 7d 2c"}, 1, 2))
    state = deal("joker-draw", deck, 2, 1)
    assert list(shares(state).values()) == [[0]]


# London lowball: "straights and flushes count against a hand, so 6-4-3-2-A is the best
# low and A-2-3-4-5 is a straight"
def test_london_lowball_the_wheel_is_a_straight():
    state = stud(
        "london-lowball",
        {
            0: "Ac 2d 3h 4s 5c 9h 9d",  # the wheel is a straight: nine-four at best
            1: "6c 4d 3c 2h As Kd Qc",  # six-four
            2: "Kh Ks Qh Jd Ts 8c 7c",
        },
        7,
    )
    assert list(shares(state).values()) == [[1]]


# Stud high-low, declare: "half the pot to the best high hand among those who declared
# high, half to the best low among those who declared low"
def test_stud_declare_a_low_declared_high_does_not_win_the_low():
    declared = {0: "high", 1: "low", 2: "high"}

    def declare(state, seat, option):
        return Declare(declared[seat]) if isinstance(option, DeclareOptions) else None

    state = stud(
        "stud-declare",
        {
            0: "Kc Kd Ks 9h Jd Qs 6c",  # three kings
            1: "Ah 2d 3c 4s 8h Td Tc",  # eight-four low
            2: "As 2c 3d 4h 7s Qh Jc",  # the best low, seven-four, but declared high
        },
        7,
        decide=declare,
    )
    assert shares(state) == {"high": [0], "low": [1]}
