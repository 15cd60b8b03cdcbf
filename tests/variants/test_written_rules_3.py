"""More games of ``tests/written/``, each by the rule that makes it what it is, on stacked
decks: a third outside author wrote them from the language reference alone. Betting
rounds are checked or called through; the decisions about cards (what to set, what to
draw) are the test's own."""

from __future__ import annotations

from helpers.moves_play import shares, stakes, won
from helpers.stacking import round_the_table, stack, stud_deck
from helpers.written_play import deal, game, play

from pokerlang.engine import Bet, Check, PostBringIn, new_hand


def heads_up(name, hands, *rest, decide=None, before_bet=None):
    """Two seats, the button at seat 1: each seat's hand dealt round the table from seat 0,
    then ``rest`` (None for a burn)."""
    return deal(name, stack(*round_the_table(hands, 1, 2), *rest), 2, 1, decide, before_bet)


# Double-board Omaha: "half the pot to the best Omaha hand on each board", each made of
# exactly two hole cards: four hearts in the hand and one on the board make no flush.
def test_double_board_omaha_each_board_takes_exactly_two_hole_cards():
    state = heads_up(
        "double-board-omaha",
        {0: "Ah Kh Qh Jh", 1: "9d 9s 3c 4c"},
        *(None, "Th", "9c", "2d", "Qs", "Qd", "Kc"),  # the two flops: top, then bottom
        *(None, "5s", "8s"),  # the turns
        *(None, "7c", "6d"),  # the rivers
    )
    assert shares(state) == {"top": [1], "bottom": [0]}  # nines set; queens full of kings


# Courchevel high-low: "the first community card is dealt with the hole cards, before the
# first betting round", and the low half needs five unpaired cards eight or lower.
def test_courchevel_high_low_one_board_card_before_the_first_bet_and_a_split():
    seen = []
    state = heads_up(
        "courchevel-8",
        {0: "Ac 2c 9d Ts 5h", 1: "Kd Ks Qh Qs 7c"},
        *("3d", None, "4h", "8s", None, "Kc", None, "Jd"),
        before_bet=lambda state: seen.append(len(state.zones.cards("board"))),
    )
    assert seen == [1, 3, 4, 5]
    assert shares(state) == {"high": [1], "low": [0]}  # three kings; eight-four low


# Five-card draw high-low: "any five cards make a low": king-high takes the low half
# from a full house.
def test_draw_high_low_any_five_cards_make_a_low():
    state = heads_up("draw-high-low", {0: "Ac Ad As 5h 5d", 1: "Kc Qd Js 9h 7c"})
    assert shares(state) == {"high": [0], "low": [1]}


# Cold hands: "five cards each and the best hand takes the pot": no betting, no decision.
def test_cold_hands_the_best_hand_takes_the_antes_with_no_decision():
    hands = {0: "Ac Ad 9s 5h 2d", 1: "Kc Kd Ks 3h 4c", 2: "Qc Jd 8s 7h 6d"}
    state = new_hand(game("cold-hands"), stakes(3), deck=stack(*round_the_table(hands, 2, 3)), button=2)
    assert state.is_over
    assert won(state) == [0, 3, 0]


# Three-card brag: "three of a kind beats a running flush"
def test_three_card_brag_a_prial_beats_a_running_flush():
    state = heads_up("three-card-brag", {0: "2c 2d 2s", 1: "Qh Kh Ah"})
    assert list(shares(state).values()) == [[0]]


# Shotgun: "three cards and a betting round, a fourth and a betting round, a fifth and a
# betting round, then the draw and a last betting round"
def test_shotgun_a_betting_round_after_the_third_fourth_and_fifth_card_then_the_draw():
    held = []
    state = heads_up(
        "shotgun",
        {0: "Ac 7d 2s 9h 4c", 1: "Kc Kd 5s 6h 8c"},
        before_bet=lambda state: held.append((state.street, len(state.zones.cards("hand", 0)))),
    )
    assert held == [("three", 3), ("four", 4), ("five", 5), ("final", 5)]
    assert list(shares(state).values()) == [[1]]


# Pistol stud: "a betting round after the hole card, before any card is dealt face up,
# begun at the dealer's left; after each upcard the best hand showing bets first"
def test_pistol_stud_the_hole_card_is_bet_before_any_upcard():
    first = []

    def note(state):
        first.append((state.to_act, sum(len(state.zones.cards("shown", s)) for s in range(3))))

    seats = {0: "Kc 4d 5h 8c 9d", 1: "Qc Ad 2h 3c 6h", 2: "Jc 7s Th Ts 2c"}
    state = deal("pistol-stud", stud_deck(seats, "s s s s s", 2), 3, 2, before_bet=note)
    assert first[:2] == [(0, 0), (1, 3)]  # the dealer's left with no card up; then the ace
    assert list(shares(state).values()) == [[2]]  # the tens


# Telesina: "the highest card showing brings in", and "equal hands are told apart by
# suit, hearts the best": the whole pot to the straight to the jack of hearts.
def test_telesina_the_high_card_brings_in_and_hearts_break_a_tie():
    deck = stud_deck({0: "7c 8d 9s Tc Jh", 1: "7d Ac 9c Td Js"}, "s s s s s Kc", 1)
    state = new_hand(game("telesina"), stakes(2, bring_in=1), deck=deck, button=1)
    assert state.to_act == 1 and any(isinstance(o, PostBringIn) for o in state.legal_actions())  # the ace up
    assert state.game.ranks == "789TJQKA"  # sevens to aces
    play(state)
    assert shares(state) == {"telesina": [0]}
    assert won(state) == [4, 0]  # the antes and the bring-in called: not split


# Telesina: "a flush beats a full house"
def test_telesina_a_flush_beats_a_full_house():
    deck = stud_deck({0: "7h 9h Jh Qh Kd", 1: "Ac Ad As 8c 8d"}, "s s s s s Kh", 1)
    assert list(shares(deal("telesina", deck, 2, 1)).values()) == [[0]]


# Elevator: "a hand is two of the player's cards and the three cards of one row": the
# king-high flush and the broadway straight seat 0 would make across two rows do not play.
def test_elevator_a_hand_takes_the_cards_of_one_row():
    state = heads_up(
        "elevator",
        {0: "Ah Kh 3c 4d", 1: "9c 9d 5s 6s"},
        # the left column top to bottom, the right column, the elevator last
        *("Qh", "8c", "7d", "Ts", "Jc", "Jh", "2h"),
    )
    assert list(shares(state).values()) == [[1]]  # a pair of nines beats ace-king high


# 2-7 Dramaha: "half to the best Omaha hand, half to the best deuce-to-seven low of the
# five cards held"
def test_deuce_to_seven_dramaha_splits_omaha_and_the_draw():
    state = heads_up(
        "dramaha-27", {0: "7c 5d 4h 3s 2c", 1: "Ac Ad Kc Kd 9s"}, *(None, "As", "Ks", "8h", None, "Qd", None, "Jc")
    )
    assert shares(state) == {"omaha": [1], "draw": [0]}  # three aces; seven-five low


# Dramadugi: "the best badugi among the cards held: four of the five"
def test_dramadugi_the_badugi_is_four_of_the_five_cards():
    state = heads_up(
        "dramadugi", {0: "Ac 2d 3h 4s Kc", 1: "5c 6d 7h 8s 9c"}, *(None, "Qs", "Qd", "Jh", None, "Ts", None, "2s")
    )
    assert shares(state)["badugi"] == [0]  # four-three-two-ace, the king left out


# 2-7 razz: "the highest upcard brings in", and "straights count against a hand":
# six-five-four-three-deuce is a straight and loses to eight-six.
def test_deuce_to_seven_razz_the_ace_brings_in_and_the_straight_loses():
    seats = {
        0: "2c 3d 5c 4h 6s 6c 5h",  # no five unpaired cards but the straight
        1: "8c 6d As 5d 3c 2h Qs",  # eight-six-five-three-deuce
        2: "9c 9h 7d Th Tc Ts 9d",
    }
    state = new_hand(game("deuce-to-seven-razz"), stakes(3, bring_in=1), deck=stud_deck(seats, "s " * 7, 2), button=2)
    assert state.to_act == 1 and any(isinstance(o, PostBringIn) for o in state.legal_actions())
    assert list(shares(play(state)).values()) == [[1]]


# Double-board Omaha high-low: "each board's half is split again between the best high
# hand and the best low", a quarter of the pot each.
def test_double_board_omaha_high_low_each_board_splits_high_and_low():
    state = heads_up(
        "double-board-omaha-8",
        {0: "Ac 2c Kd Ks", 1: "9d 9s 3h 4h"},
        *(None, "9c", "5s", "7c", "2h", "5d", "6d"),  # the top flop, then the bottom
        *(None, "8d", "Kc", None, "Qh", "Tc"),
    )
    assert shares(state) == {"top-high": [1], "top-low": [0], "bottom-high": [1], "bottom-low": [1]}


# Jacks back: "if nobody opens, the same deal is played as lowball"; opened, it is
# jackpots and the best high hand wins. The same cards win one way or the other.
HANDS = {0: "7c 5d 4h 3s 2c", 1: "Jc Jd 9h 8s 6c"}  # seven-five low; a pair of jacks


def test_jacks_back_nobody_opens_and_the_lowest_hand_wins():
    state = heads_up("jacks-back", HANDS)  # both check: nobody may open
    winners = [w for pot in state.result().pots for share in pot.shares for w in share.winners]
    assert [(w.seat, w.hand) for w in winners] == [(0, "7-5-4-3-2 low")]


def test_jacks_back_opened_the_best_high_hand_wins():
    state = new_hand(game("jacks-back"), stakes(2), deck=stack(*round_the_table(HANDS, 1, 2)), button=1)
    assert state.to_act == 0
    state.apply(Check())
    state.apply(Bet(2))  # the jacks open
    play(state)
    assert [w.seat for pot in state.result().pots for share in pot.shares for w in share.winners] == [1]


# Odd chips: "no player receives more than one odd chip from one pot" (Robert's Rules,
# "Ties"; docs/rules.md). Heads-up with an ante and the blinds, the pot is 6 for four
# shares: 1 each and two odd chips, which go to two shares, one each, not both to one.
def test_double_board_high_low_two_odd_chips_go_to_two_shares():
    state = heads_up(
        "double-board-omaha-8",
        {0: "Ac 2c Kd Ks", 1: "9d 9s 3h 4h"},
        *(None, "9c", "5s", "7c", "2h", "5d", "6d"),
        *(None, "8d", "Kc", None, "Qh", "Tc"),
    )
    (pot,) = state.result().pots
    assert pot.amount == 6
    assert sorted(share.amount for share in pot.shares) == [1, 1, 2, 2]
    assert sum(w.amount for share in pot.shares for w in share.winners) == 6


# Double-board high-low: "with no qualifying low on a board, that board's high hand
# takes the whole half" (`top-low: ... else top-high`). The top board has no low: the
# best high hand there takes half the pot; the bottom board's half is split as usual.
def test_double_board_high_low_a_board_without_a_low_gives_its_half_to_its_high():
    state = heads_up(
        "double-board-omaha-8",
        {0: "Ac 2c Kd Ks", 1: "9d 9s 3h 4h"},
        *(None, "Kc", "Qd", "Jh", "2h", "5d", "6d"),  # the top flop has no low; the bottom's
        *(None, "Th", "Qc", None, "8c", "Tc"),
    )
    assert shares(state) == {"top-high": [0], "bottom-high": [1], "bottom-low": [1]}
    (pot,) = state.result().pots
    paid = {seat: sum(w.amount for s in pot.shares for w in s.winners if w.seat == seat) for seat in (0, 1)}
    assert pot.amount == 6 and paid == {0: 3, 1: 3}  # trip kings take the top board's half
