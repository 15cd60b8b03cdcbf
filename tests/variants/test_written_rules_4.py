"""A fourth round of games in ``tests/written/``, each by the rule that makes it what it
is, on stacked decks: a fourth outside author wrote them from the language reference
alone. Betting rounds are checked or called through; the decisions about cards (what to
turn up, draw, buy or declare) are the test's own."""

from __future__ import annotations

from helpers.moves_play import settle_round, shares, stakes
from helpers.stacking import cards, round_the_table, stack, stud_deck
from helpers.written_play import deal, game, is_betting, play

from pokerlang.cards import card
from pokerlang.engine import (
    RaiseRange,
    TableStakes,
    Declare,
    DeclareOptions,
    Draw,
    DrawCards,
    Expose,
    ExposeCards,
    PostBringIn,
    new_hand,
)


def heads_up(name, hands, *rest, decide=None):
    """Two seats, the button at seat 1: each seat's hand dealt round the table from seat 0,
    then ``rest`` (None for a burn)."""
    return deal(name, stack(*round_the_table(hands, 1, 2), *rest), 2, 1, decide)


def winners(state) -> list[list[int]]:
    return list(shares(state).values())


def declaring(choices):
    """Each seat declares its option from ``choices``."""

    def decide(state, seat, option):
        return Declare(choices[seat]) if isinstance(option, DeclareOptions) else None

    return decide


# Greek hold'em: "a hand must use both hole cards": the ace of hearts on a board of four
# hearts makes no royal flush, as the deuce must play too; three fives beat ace-high.
def test_greek_holdem_both_hole_cards_play():
    state = heads_up("greek-holdem", {0: "Ah 2c", 1: "5c 5s"}, *(None, "Kh", "Qh", "Jh", None, "Th", None, "5d"))
    assert winners(state) == [[1]]


# Super hold'em: "a hand is any five of a player's three cards and the five on the
# board": all three hole cards make the royal flush.
def test_super_holdem_three_hole_cards_all_may_play():
    state = heads_up("super-holdem", {0: "Ac Kc Qc", 1: "5s 6s 7s"}, *(None, "Jc", "Tc", "2d", None, "3s", None, "4h"))
    assert len(state.zones.cards("hand", 0)) == 3
    assert winners(state) == [[0]]  # a royal flush over a seven-high straight


# Hold'em with one-eyed jacks: "the jack of spades and the jack of hearts are wild", and
# no other jack: the jack of spades makes three aces, the two red-and-club jacks a pair.
def test_holdem_one_eyed_jacks_the_jack_of_spades_is_wild_the_jack_of_diamonds_is_not():
    state = heads_up(
        "holdem-one-eyed-jacks", {0: "Js 9c", 1: "Jd Jc"}, *(None, "Ah", "Ad", "7h", None, "4c", None, "2s")
    )
    assert winners(state) == [[0]]  # three aces over aces and jacks


# Follow the King: "kings are wild, and so is the rank of the card dealt face up right
# after the last king dealt face up": the seven that follows the king of clubs makes
# seat 1's seven three aces, which beat three tens made with the king.
FOLLOW = {
    0: "Th Tc Kc 9h 8d 4h 2s",  # the king up: three tens
    1: "Ac 3s 7d Ad 6c Qh Jc",  # the seven up right after it: three aces
}


def test_follow_the_king_the_card_after_a_king_up_is_wild():
    state = new_hand(game("follow-the-king"), stakes(2, bring_in=1), deck=stud_deck(FOLLOW, "s " * 7, 1), button=1)
    assert winners(play(state)) == [[1]]


def test_follow_the_king_a_later_king_up_moves_the_wild_rank():
    seats = {**FOLLOW, 0: "Th Tc Kc Ks 8d 4h 2s"}  # a king up on fourth street: the ace after it
    state = new_hand(game("follow-the-king"), stakes(2, bring_in=1), deck=stud_deck(seats, "s " * 7, 1), button=1)
    # Four tens (the kings wild). Seat 1's two aces are wild, its seven no longer: a
    # seven-high straight; with the seven still wild it would hold four queens.
    assert winners(play(state)) == [[0]]


def paid(name, seats, choice):
    """Every payment a declaration asks for, as (seat, chips paid), each seat declaring
    ``choice``; and the finished hand."""
    state = new_hand(game(name), stakes(3, bring_in=1), button=2, deck=stud_deck(seats, "s " * 7, 2))
    out = []
    while not state.is_over:
        if not isinstance(state.legal_actions()[0], DeclareOptions):
            play_one(state)
            continue
        seat, before = state.to_act, state.chips.stacks[state.to_act]
        state.apply(Declare(choice))
        out.append((seat, before - state.chips.stacks[seat]))
    return out, state


def play_one(state):
    """A betting round checked or called through, or the first cards offered."""
    if is_betting(state):
        settle_round(state)
        return
    option = state.legal_actions()[0]
    state.apply(Draw() if isinstance(option, DrawCards) else option.action(option.cards[: option.count]))


# Woolworth: "a player dealt a five face up must pay five chips or fold; a ten dealt face
# up costs ten chips", and a ten in the hole costs nothing; fives and tens are wild.
def test_woolworth_a_ten_up_costs_ten_and_a_five_up_five():
    seats = {
        0: "Ah Ad Tc 9c 8d 3h Jc",  # the ten of clubs up on third street: ten chips
        1: "Th Kd Ks 5h 2d 3c 6s",  # a ten in the hole; the five of hearts up: five chips
        2: "Qc Jd 9h 8c 2s 4d 6d",
    }
    payments, state = paid("woolworth", seats, "pay")
    assert payments == [(0, 10), (1, 5)]
    assert winners(state) == [[1]]  # four kings: the ten and the five wild


def test_woolworth_a_player_who_will_not_pay_folds():
    seats = {0: "Ah Ad Tc 9c 8d 3h Jc", 1: "Qh Kd Ks 7h 2d 3c 6s", 2: "Qc Jd 9h 8c 2s 4d 6d"}
    payments, state = paid("woolworth", seats, "fold")
    assert payments == [(0, 0)]
    assert state.live[0] is False


# Football: "a player dealt a four face up may buy an extra card, dealt face down, for ten
# chips; a player dealt a three face up must match the pot or fold"
def test_football_a_four_up_buys_a_card_and_a_three_up_matches_the_pot():
    seats = {
        0: "Ah 9d 4c 9c 8d Jh 2c",  # the four up: buys a card (the next one from the deck)
        1: "Kh Kd 3h 7h 2d 5c 6s",  # the three up: the pot (three antes and ten) matched
        2: "Qc Jd 9h 8c 2s Td 6d",
    }
    dealt = stud_deck(seats, "s " * 7, 2)
    deck = [*dealt[:7], card("As"), *dealt[7:]]  # the bought card comes at once, before seat 1's upcard
    state = new_hand(game("football"), stakes(3, bring_in=1), button=2, deck=deck)
    payments = []
    while not state.is_over:
        option = state.legal_actions()[0]
        if not isinstance(option, DeclareOptions):
            play_one(state)
            continue
        seat, before = state.to_act, state.chips.stacks[state.to_act]
        state.apply(Declare(option.options[0]))  # buy; match
        payments.append((seat, before - state.chips.stacks[seat]))
    assert payments == [(0, 10), (1, 13)]
    assert card("As") in state.zones.cards("hole", 0) and len(state.zones.cards("hole", 0)) == 4
    # Aces full of nines, with the bought ace and the wild four, over a queen-high straight
    # (without either, two pair or three nines).
    assert winners(state) == [[0]]


# Blind stud: "every card dealt face down", so "every betting round begins at the
# dealer's left"
def test_blind_stud_no_card_shows_and_the_dealers_left_always_bets_first():
    seen = []

    def note(state):
        seen.append((state.to_act, sum(len(state.zones.face_up("hand", s)) for s in range(3))))

    seats = {0: "2c 3d 4h 8c 9d 6s Jd", 1: "Ac Ad 7h Kc Qd Ts 5c", 2: "Kh Ks 7s 7c 2d 3s 4d"}
    state = deal("blind-stud", stud_deck(seats, "s " * 7, 2), 3, 2, before_bet=note)
    assert seen == [(0, 0)] * 5
    assert winners(state) == [[2]]  # kings and sevens


# Seven-card flip: "four cards face down, two of them turned face up, everyone at the
# same time": the pair a player turns up makes them first to bet.
def test_seven_card_flip_the_cards_turned_up_decide_who_bets_first():
    seats = {0: "2c 9d Ah 3c", 1: "Kc Kd 4h 5s", 2: "Qh Jh 7c 6d"}
    up = {0: "Ah 9d", 1: "Kc Kd", 2: "Qh Jh"}
    deck = stud_deck(seats, "s s s s", 2)
    state = new_hand(game("seven-card-flip"), stakes(3), deck=deck, button=2)
    while isinstance(state.legal_actions()[0], ExposeCards):
        state.apply(Expose(cards(up[state.to_act])))
    assert state.to_act == 1  # the kings, not the ace
    assert set(state.zones.face_up("hand", 1)) == set(cards("Kc Kd"))
    assert play(state).is_over


# Six-card stud: "one card down and one up ... the best five of six cards win", and the
# lowest upcard brings in: the deuce, whose owner's two hole aces take the pot.
def test_six_card_stud_the_low_card_brings_in_and_five_of_six_play():
    seats = {0: "Ac 2d Kh 9c 8d Ad", 1: "Qc 7d Qh 4c 3d 5s", 2: "Jc 9h Js Th 6c 5d"}
    state = new_hand(game("six-card-stud"), stakes(3, bring_in=1), deck=stud_deck(seats, "s " * 6, 2), button=2)
    assert state.to_act == 0 and any(isinstance(o, PostBringIn) for o in state.legal_actions())
    play(state)
    assert [len(state.zones.cards("hole", s) + state.zones.cards("shown", s)) for s in range(3)] == [6, 6, 6]
    assert winners(state) == [[0]]  # aces over queens and jacks


# Hurricane: "for low the ace is the lowest card and a pair the worst hand": king-queen
# takes the low half from a pair of threes, and ace-deuce from four-three.
def test_hurricane_a_pair_is_the_worst_low():
    hands = {0: "Kh Qs", 1: "Ac Ad", 2: "3c 3d"}
    state = deal("hurricane", stack(*round_the_table(hands, 2, 3)), 3, 2, declaring({0: "low", 1: "high", 2: "low"}))
    assert shares(state) == {"high": [1], "low": [0]}


def test_hurricane_ace_deuce_is_the_best_low():
    hands = {0: "Ah 2d", 1: "Kc Kd", 2: "3c 4d"}
    state = deal("hurricane", stack(*round_the_table(hands, 2, 3)), 3, 2, declaring({0: "low", 1: "high", 2: "low"}))
    assert shares(state) == {"high": [1], "low": [0]}


# Hurricane: "a player who declares both must win both": ace-deuce, the best low, loses
# the high to the kings and so takes nothing; the low goes to four-three.
def test_hurricane_both_declared_and_one_lost_takes_nothing():
    hands = {0: "Ah 2d", 1: "Kc Kd", 2: "3c 4d"}
    state = deal("hurricane", stack(*round_the_table(hands, 2, 3)), 3, 2, declaring({0: "both", 1: "high", 2: "low"}))
    assert shares(state) == {"high": [1], "low": [2]}


# English stud: "after the fifth, the sixth and the seventh card each player may throw
# away one card and be dealt another"; here a hole card, replaced face down.
def test_english_stud_three_draws_of_one_hole_card():
    offered = []

    def change_the_deuce(state, seat, option):
        if isinstance(option, DrawCards):
            offered.append((state.street, seat, set(option.cards) <= set(state.zones.cards("hole", seat))))
            if seat == 0 and card("2c") in option.cards:
                return Draw([card("2c")])
        return None

    seats = {0: "2c Kd 9h 9c 4d", 1: "Qc Qd 7s 6h 5c"}  # two down, three up
    deck = [*stud_deck(seats, "s " * 5, 1), card("Ah")]  # the card seat 0 draws
    state = deal("english-stud", deck, 2, 1, change_the_deuce)
    assert offered == [(street, seat, True) for street in ("fifth", "sixth", "seventh") for seat in (0, 1)]
    assert card("Ah") in state.zones.cards("hole", 0)
    assert cards("9h 9c 4d") == list(state.zones.cards("shown", 0))[:3]  # the upcards stay


# Seven-card draw, roll your own: "each player lays their seven cards face down in the
# order they will show them ... after the sixth, each player declares", before the last
# card is turned.
def test_draw_roll_your_own_the_cards_are_turned_in_the_order_laid():
    hands = {0: "Ah 2d 3c 4s 6h Kc Kd", 1: "Qc Qd Qs 9h 9c 8s 7d"}
    order = {0: cards("Kc 6h Ah 4s 3c 2d Kd"), 1: cards("9h 9c 8s 7d Qc Qd Qs")}
    turned = []

    def decide(state, seat, option):
        if isinstance(option, DeclareOptions):
            turned.append(len(state.zones.face_up("row", seat)))
            return Declare({0: "low", 1: "high"}[seat])
        if not isinstance(option, (DrawCards,)) and option.count == 7:
            return option.action(order[seat])
        return None

    state = heads_up("draw-roll-your-own", hands, decide=decide)
    assert turned == [6, 6]
    assert list(state.zones.cards("row", 0)) == order[0]
    assert shares(state) == {"high": [1], "low": [0]}  # queens full; six-four low


# Criss-cross wild: "any five of a player's four cards and the three cards of either the
# row or the column, not both", and "the centre card, and every card of its rank, is wild".
# Seat 0's hearts run across both lines (a royal flush with the wild centre); in one line
# they make a pair of aces. Seat 1's nine is wild like the centre: four eights.
def test_criss_cross_wild_a_hand_takes_one_line_and_the_wild_centre():
    state = heads_up("criss-cross-wild", {0: "Ah Kh 4c 7d", 1: "8c 8d 9c 5h"}, "Qh", "Jh", "2s", "3c", "9d")
    assert [w.hand for pot in state.result().pots for sh in pot.shares for w in sh.winners] == [
        "four of a kind, eights"
    ]
    assert winners(state) == [[1]]


# Omaha double-board bomb pot, high and A-5: "no betting before the flop"; "half the pot to
# the best high hand on the top board, half to the best ace-to-five low on the bottom".
def test_omaha_bomb_pot_a5_the_top_board_plays_high_the_bottom_low():
    boards = []
    state = deal(
        "omaha-bomb-pot-a5",
        stack(
            *round_the_table({0: "Ac Jc Kd Ks", 1: "9d 9s 3h 4h"}, 1, 2),
            *(None, "Kc", "Qd", "7h", "5d", "6d", "Jh"),  # the flops: top, then bottom
            *(None, "2s", "Tc", None, "8c", "8d"),  # the turns, the rivers
        ),
        2,
        1,
        before_bet=lambda state: boards.append(len(state.zones.cards("top"))),
    )
    assert boards == [3, 4, 5]
    assert shares(state) == {"high": [0], "low": [1]}  # three kings; eight-six-five-four-three


# Pot-limit Omaha with a straddle: the straddle is in the pot that limits the first raise:
# blinds of 1 and 2 and a straddle of 4, called, make a pot of 11, so the first player may
# raise to 15.
def test_omaha_straddle_the_first_raise_is_limited_by_a_pot_holding_the_straddle():
    state = new_hand(game("omaha-button-straddle"), TableStakes(players=4), seed=1, button=0)
    assert state.to_act == 0
    (raise_range,) = [o for o in state.legal_actions() if isinstance(o, RaiseRange)]
    assert raise_range.max == 15
