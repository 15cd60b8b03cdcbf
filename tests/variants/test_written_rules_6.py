"""A sixth round of games in ``tests/written/``, each by the rule that makes it what it
is, on stacked decks: a sixth outside author wrote them from the language reference
alone. Betting rounds are checked or called through; the decisions about cards (what to
draw, declare and turn up) are the test's own."""

from __future__ import annotations

from helpers.guts_play import declare, lines
from helpers.moves_play import shares, stakes
from helpers.stacking import cards, holdem_deck, round_the_table, stack, stud_deck
from helpers.written_play import deal, game, play

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, Draw, DrawCards, TableStakes, new_hand


def heads_up(name, hands, *rest, decide=None, before_bet=None):
    """Two seats, the button at seat 1: each seat's hand dealt round the table from seat 0,
    then ``rest`` (None for a burn)."""
    deck = stack(*round_the_table(hands, 1, 2), *rest)
    return deal(name, deck, 2, 1, decide=decide, before_bet=before_bet)


def winning_hands(state) -> list[str]:
    return [w.hand for pot in state.result().pots for share in pot.shares for w in share.winners]


# Fusion: "two hole cards, a third with the flop and a fourth with the turn; exactly two
# of them and three of the board". Seat 1's queen and jack of the first deal, the ten of
# the turn and the board's nine and eight would make a straight from three hole cards;
# two may play, so it holds queens, and seat 0's kings win.
def test_fusion_a_hole_card_with_the_flop_and_the_turn_and_exactly_two_play():
    sizes = []

    def note(state):
        sizes.append(len(state.zones.cards("hand", 0)))

    hands = {0: "Ks Kd", 1: "Qh Jh"}
    state = heads_up(
        "fusion", hands, *("2c", "Th", None, "Ah", "9h", "3s", "7s", "Qd", None, "4d", None, "8c"), before_bet=note
    )
    assert sizes == [2, 3, 4, 4]
    assert state.zones.cards("hand", 1) == tuple(cards("Qh Jh Th Qd"))
    assert winning_hands(state) == ["pair of kings"]
    assert list(shares(state).values()) == [[0]]


# Hidugi: "a four-card badugi beats any three-card hand; among hands of one size the
# highest wins". Ace, queen and jack of three suits (the king of spades is the ace's
# suit) lose to a king-high badugi; a king-high badugi beats a queen-high one.
def test_hidugi_four_suits_beat_three_cards_however_high():
    state = heads_up("hidugi", {0: "Kc Qd 9h 5s", 1: "As Ks Qh Jd"})
    assert list(shares(state).values()) == [[0]]


def test_hidugi_the_highest_badugi_wins():
    state = heads_up("hidugi", {0: "Kc Qd 9h 5s", 1: "Qc Jd Th 9s"})
    assert list(shares(state).values()) == [[0]]


# Short-deck Omaha: "a flush beats a full house", with two hole cards and three of the
# board: seat 0's ace-high flush beats seat 1's queens full.
def test_short_deck_omaha_a_flush_beats_a_full_house():
    hands = {0: "Ah Kh 7c 8d", 1: "Qs Qd 9c Tc"}
    state = heads_up("short-deck-omaha", hands, *("6s", "Qh", "9h", "6h", "7s", "9s", "8s", "Js"))
    assert winning_hands(state) == ["flush, ace high"]
    assert list(shares(state).values()) == [[0]]


# Short deck with a button ante: "a small and a big blind, and the dealer posts one ante,
# the size of the big blind, for the whole table"; play before the flop starts left of
# the big blind (the dealer, three-handed).
def test_short_deck_button_ante_the_dealer_antes_a_big_blind_for_everyone():
    state = new_hand(game("short-deck-button-ante"), stakes(3), seed=1, button=2)
    assert state.chips.stacks == [99, 98, 98]
    assert [(e.kind, e.seat, e.amount) for e in state.log if e.kind == "ante"] == [("ante", 2, 2)]
    assert state.to_act == 2


# Six-card Omaha double-board bomb pot: "half the pot to the best hand on each board,
# exactly two of the six hole cards". Seat 0's two hearts make a royal flush on the top
# board; seat 1's one eight makes four eights on the bottom board.
def test_six_card_double_board_each_board_wins_half():
    hands = {0: "Ah Th 9c 9d 5c 6c", 1: "8s Ks Kd Qc Qd 2d"}
    flop = (None, "Kh", "Qh", "Jh", "8c", "8d", "8h")
    rest = (None, "2s", "3s", None, "7d", "4s")
    state = heads_up("six-card-omaha-double-board-bomb-pot", hands, *flop, *rest)
    assert shares(state) == {"top": [0], "bottom": [1]}
    assert winning_hands(state) == ["straight flush, ace high", "four of a kind, eights"]


# Four-card guts: "each player plays the best three of four". Seat 0's spade straight
# flush drops its deuce and beats seat 1's aces, who matches the pot.
def test_four_card_guts_the_best_three_of_four_play():
    deck = round_the_table({0: "As Ks Qs 2d", 1: "Ah Ad 9c 3h"}, 1, 2)
    table = TableStakes(small_blind=1, big_blind=1, stacks=100, players=2)
    state = new_hand(game("four-card-guts"), table, deck=deck, button=1, redeal_decks=[deck] * 3)
    declare(state, "in", "in")
    assert lines(state, "win") == [(0, 2)]
    assert lines(state, "match") == [(1, 2)]
    assert not state.is_over


# Seven-card stud high-low, no qualifier: "any five cards make a low": seat 1's
# jack-nine low takes half, where eight or better would leave the aces full to scoop.
def test_stud_high_low_no_qualifier_a_jack_low_wins_half():
    seats = {0: "Ah Ad As Kc Qc Kd Ks", 1: "Kh Qd Jc 9s 7h 4c 3d", 2: "Tc Td 6s 5s Jh Qs 2c"}
    state = new_hand(
        game("stud-hi-lo-no-qualifier"), stakes(3, bring_in=1), deck=stud_deck(seats, "s " * 7, 2), button=2
    )
    play(state)
    assert shares(state) == {"high": [0], "low": [1]}


# Double-barreled shotgun: "each player turns up one card of their choice, four times,
# and one card stays down"; the best cards showing bet first. Seat 1 turns up its nine
# first, so seat 0's king bets first; then its aces, and it bets first from then on.
TURNED = {0: ["Kc", "Qd", "7s", "4h"], 1: ["9c", "Ah", "Ad", "8s"]}


def shotgun_choice(state, seat, option):
    if isinstance(option, (DrawCards, DeclareOptions)):
        return None
    return option.action([next(card(c) for c in TURNED[seat] if card(c) in option.cards)])


def test_double_barreled_shotgun_four_cards_turned_by_choice():
    first, showing = [], []

    def note(state):
        first.append(state.to_act)
        showing.append([len(state.zones.face_up("hand", s)) for s in (0, 1)])

    hands = {0: "Kc Qd 7s 4h 2c", 1: "Ah Ad 9c 8s 3d"}
    state = heads_up("double-barreled-shotgun", hands, decide=shotgun_choice, before_bet=note)
    assert first == [0, 0, 0, 1, 1, 1]
    assert showing[-1] == [4, 4]
    assert shares(state) == {"high": [1], "low": [0]}


# Five-card draw high-low declare: "a player who declares both must win both". Seat 0's
# three aces are the best high but its low loses to seat 1's seven: it takes nothing,
# and the kings, declared high, take the high half.
def test_draw_declare_both_must_win_both():
    hands = {0: "Ah Ad As 2c 3d", 1: "7h 5c 4d 3s 2h", 2: "Kh Kd 9c 8s 6d"}
    said = {0: "both", 1: "low", 2: "high"}

    def decide(state, seat, option):
        return Declare(said[seat]) if isinstance(option, DeclareOptions) else None

    state = deal("draw-declare", stack(*round_the_table(hands, 2, 3)), 3, 2, decide=decide)
    assert shares(state) == {"high": [2], "low": [1]}
    assert state.result().net[0] < 0


# Lowball hold'em: "straights and flushes do not count, aces low": seat 0's wheel, a
# straight flush for high, is the best low.
def test_lowball_holdem_a_wheel_is_the_best_low_even_suited():
    state = deal("lowball-holdem", holdem_deck({0: "Ah 2h", 1: "6c 7c"}, "3h 4h 5h Kc Kd", 1, 2), 2, 1)
    assert list(shares(state).values()) == [[0]]


# The reference: "one ante for the whole table, not one for each player ... without the
# size, it is the table's ante": five players, an ante of one, and the dealer posts one.
def test_a_button_ante_without_a_size_is_one_table_ante(tmp_path):
    path = tmp_path / "g.poker"
    path.write_text('extends "holdem"\ngame "Hold\'em, button ante"\nforced blinds and button ante\n')
    state = new_hand(load_game(str(path)), stakes(5), seed=1, button=4)
    assert [(e.kind, e.seat, e.amount) for e in state.log if e.kind == "ante"] == [("ante", 4, 1)]
    assert state.chips.stacks == [99, 98, 100, 100, 99]


# Six-card stud high-low: "the best high hand and the lowest hand split the pot, any five
# of the six cards each, no qualifier": seat 1 leaves its jack out of a nine low.
def test_six_card_stud_hi_lo_five_of_six_for_each_half():
    seats = {0: "Ah Ad As Kc Kd Qc", 1: "2h 9s 7h 5c 4d Jd", 2: "Tc Td 6s 8s Jh Qs"}
    state = new_hand(game("six-card-stud-hi-lo"), stakes(3, bring_in=1), deck=stud_deck(seats, "s " * 6, 2), button=2)
    play(state)
    assert shares(state) == {"high": [0], "low": [1]}
    assert winning_hands(state)[1] == "9-7-5-4-2 low"


# Southern Cross: "the player's five cards and the five of ONE line of the cross, the row
# or the column, never both". The ace and king of hearts would make a royal flush with
# the row's queen and the column's jack and ten; one line gives two pair at most, and
# the nines and fours in the hole with the centre nine win.
def test_southern_cross_a_hand_takes_one_line_of_the_cross():
    hands = {0: "Ah Kh 2c 3d 3s", 1: "9c 9d 4c 4d Ks"}
    cross = "Qh Jh 7c Th 8d 6s 2h 5c 9s"  # row, column, row, column ... the centre last
    state = heads_up("southern-cross", hands, *cross.split())
    assert winning_hands(state) == ["full house, nines over fours"]
    assert list(shares(state).values()) == [[1]]


# High Chicago, declared: "a player who declares both must win both", and "a player with
# no spade in the hole cannot win the spade half".
def chicago(seats, said):
    def decide(state, seat, option):
        return Declare(said[seat]) if isinstance(option, DeclareOptions) else None

    state = new_hand(game("chicago-declare"), stakes(3, bring_in=1), deck=stud_deck(seats, "s " * 7, 2), button=2)
    return play(state, decide)


def test_chicago_declared_both_must_win_both():
    seats = {0: "Ah Ad As Kc Qc Jd 2s", 1: "Ks 3h 9c 8d 7h 4c 5d", 2: "Th Td 6c 6d 2c 3c 4d"}
    state = chicago(seats, {0: "both", 1: "spade", 2: "high"})
    assert shares(state) == {"high": [2], "spade": [1]}  # the aces lost the spade half
    assert state.result().net[0] < 0


def test_chicago_declared_a_spade_face_up_wins_nothing():
    seats = {0: "Ah Ad As Kc Qc Jd 2h", 1: "3h 4h Ks 9c 8d 7h 5d", 2: "Th Td 6c 6d 2c 3c 4d"}
    state = chicago(seats, {0: "high", 1: "spade", 2: "high"})
    assert shares(state) == {"high": [0]}


# Swap hold'em, the nearest game: "every player may swap one or both hole cards, free,
# once": seat 0 throws its deuce and seven away after the flop and the ace it is dealt
# makes three aces, over seat 1's aces and kings.
def test_swap_holdem_both_hole_cards_swapped_free():
    def swap(state, seat, option):
        if isinstance(option, DrawCards):
            return Draw(cards("2c 7d")) if seat == 0 else Draw()
        return None

    hands = {0: "2c 7d", 1: "Ks Kd"}
    state = heads_up("swap-holdem", hands, *(None, "Ah", "Ad", "9c", "As", "Qs", None, "4h", None, "6s"), decide=swap)
    assert state.zones.cards("hand", 0) == tuple(cards("As Qs"))
    assert winning_hands(state) == ["three of a kind, aces"]
    assert list(shares(state).values()) == [[0]]


# Round the World: "the best five of the eight cards, any number of each": one heart in
# the hole and the four hearts in the middle make seat 0's ace-high flush, over seat 1's
# king-high one.
def test_round_the_world_one_hole_card_and_four_in_the_middle():
    state = heads_up("round-the-world", {0: "Ah 2c 3d 7s", 1: "Kh Kd 9c 9d"}, *"Qh Jh Th 5h".split())
    assert winning_hands(state) == ["flush, ace high"]
    assert list(shares(state).values()) == [[0]]
