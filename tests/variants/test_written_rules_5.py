"""A fifth round of games in ``tests/written/``, each by the rule that makes it what it
is, on stacked decks: a fifth outside author wrote them from the language reference
alone. Betting rounds are checked or called through; the decisions about cards (what to
throw away and turn up) are the test's own."""

from __future__ import annotations

from helpers.moves_play import shares, stakes
from helpers.stacking import cards, round_the_table, stack, stud_deck
from helpers.written_play import deal, game, play

from pokerlang.cards import card
from pokerlang.engine import ChooseCards, DiscardCards, PostBringIn, new_hand


def heads_up(name, hands, *rest, before_bet=None):
    """Two seats, the button at seat 1: each seat's hand dealt round the table from seat 0,
    then ``rest`` (None for a burn)."""
    return deal(name, stack(*round_the_table(hands, 1, 2), *rest), 2, 1, before_bet=before_bet)


def winners(state) -> list[list[int]]:
    return list(shares(state).values())


def winning_hands(state) -> list[str]:
    return [w.hand for pot in state.result().pots for share in pot.shares for w in share.winners]


def stud(name, seats, streets, decide=None, before_bet=None):
    """Three seats, the button at seat 2, each seat's cards in the order dealt."""
    state = new_hand(game(name), stakes(3, bring_in=1), deck=stud_deck(seats, "s " * streets, 2), button=2)
    return play(state, decide, before_bet)


# Nebraska: "exactly three of the player's five cards and exactly two of the board's".
# Three hole hearts and two on the board make the royal flush; the other hand's pair of
# nines in the hole and the board's two nines make four nines.
def test_nebraska_three_hole_cards_and_two_board_cards():
    state = heads_up(
        "nebraska", {0: "Ah Kh Qh 2c 3d", 1: "9s 9h 7c 7d 5s"}, *(None, "Jh", "Th", "9c", None, "9d", None, "4s")
    )
    assert winning_hands(state) == ["straight flush, ace high"]
    assert winners(state) == [[0]]


# ... and no more than two of the board: one heart in the hole and four on the board
# make no flush (any five of the ten would, and Omaha's two and three would not either),
# so the pair of kings wins against ace high.
def test_nebraska_a_hand_takes_only_two_board_cards():
    state = heads_up(
        "nebraska", {0: "Ah 3c 4d 5c 6d", 1: "Kc Kd 7s 3s 4s"}, *(None, "Jh", "Th", "9h", None, "8h", None, "2s")
    )
    assert winning_hands(state) == ["pair of kings"]
    assert winners(state) == [[1]]


# Pineapple stud: "four cards face down; each player throws one away and turns one of the
# other three face up, all at once", and the lowest upcard brings in: the deuce seat 0
# chose to show, though it holds two aces in the hole.
PINEAPPLE = {
    0: "Ah Ad 2c Ks 7d 8d 9s 3d",  # the king thrown away, the deuce turned up
    1: "3h 9d Qc Jd 4c 6c Qd 2h",  # the three thrown away, the queen turned up
    2: "5s 7h 8c Td Kd Kc Jh 2s",  # the ten thrown away, the five turned up
}
THROWN = {0: "Ks", 1: "3h", 2: "Td"}
TURNED = {0: "2c", 1: "Qc", 2: "5s"}


def pineapple_choice(state, seat, option):
    if isinstance(option, DiscardCards):
        return option.action([card(THROWN[seat])])
    if isinstance(option, ChooseCards):
        return option.action([card(TURNED[seat])])
    return None


def test_pineapple_stud_one_card_thrown_away_one_turned_up_of_four():
    brought_in = []

    def note(state):
        if not brought_in:
            brought_in.append((state.to_act, any(isinstance(o, PostBringIn) for o in state.legal_actions())))

    state = stud("pineapple-stud", PINEAPPLE, 8, pineapple_choice, note)
    assert brought_in == [(0, True)]
    for seat in range(3):
        held = state.zones.cards("hole", seat) + state.zones.cards("shown", seat)
        assert len(held) == 7 and card(THROWN[seat]) not in held
        assert state.zones.cards("shown", seat)[0] == card(TURNED[seat])
    assert winners(state) == [[0]]  # the aces in the hole over kings and queens


# Twin beds: "the player's own cards and at most the five of ONE row, never cards of both
# rows": seat 0's royal flush would take the queen of the top row and the jack and ten of
# the bottom one, so it holds a pair of kings; seat 1's nines and fours fill up with the
# top row's nine.
def test_twin_beds_a_hand_takes_one_row_only():
    hands = {0: "Ah Kh 2c 3d", 1: "9c 9d 4h 4s", 2: "5c 6d 8s Ks"}
    rows = "Qh Jh 9s Th 2d 5d 7d Kc 8c 6c"  # dealt a pair at a time: top, bottom
    state = deal("twin-beds", stack(*round_the_table(hands, 2, 3), *rows.split()), 3, 2)
    assert state.zones.cards("beds") == tuple(cards(rows))
    assert winning_hands(state) == ["full house, nines over fours"]
    assert winners(state) == [[1]]


# Tic-tac-toe: "both hole cards and the three cards of one line of the square: a row, a
# column or a diagonal". The ace and king of hearts complete a royal flush down the
# falling diagonal (the top left corner, the centre, the bottom right corner); the two
# queens make four queens with the top row.
def test_tic_tac_toe_a_diagonal_is_a_line():
    square = "Qh Qs 5c 7d 8s Th 3d 4s Jh"  # top row, bottom row, the middle row's ends, the centre
    state = heads_up("tic-tac-toe", {0: "Ah Kh", 1: "Qc Qd"}, *square.split())
    assert winning_hands(state) == ["straight flush, ace high"]
    assert winners(state) == [[0]]


def test_tic_tac_toe_a_hand_takes_the_cards_of_one_line_only():
    # The queen of hearts lies in the top row, the jack and ten in the left column: a royal
    # flush only across two lines, so the ace and king of hearts make ace high, and a
    # pair of sixes wins.
    square = "5c Qh 7d Th 2d 3h Jh 4s 9c"
    state = heads_up("tic-tac-toe", {0: "Ah Kh", 1: "6c 6d"}, *square.split())
    assert winning_hands(state) == ["pair of sixes"]
    assert winners(state) == [[1]]


# Owl: "one card face down to each player and one community card face up, a betting
# round; a second community card, a betting round; a second card face down to each player
# and a third community card ...": the cards held and the board at each betting round.
def test_owl_the_cards_come_one_at_a_time_a_betting_round_after_each():
    seen = []

    def note(state):
        seen.append((len(state.zones.cards("hand", 0)), len(state.zones.cards("board"))))

    deck = ["Ac", "2d", "As", "Kc", "Ah", "7d", "Kd", "9s", "3c"]
    state = deal("owl", stack(*deck), 2, 1, before_bet=note)
    assert seen == [(1, 1), (1, 2), (2, 3), (2, 4), (2, 5)]
    assert winning_hands(state) == ["full house, aces over kings"]
    assert winners(state) == [[0]]


# 1-3-1: "one card down and one up, two more upcards, the last card face down": three
# cards showing and two in the hole; the lowest upcard brings in.
def test_one_three_one_the_last_card_is_dealt_face_down():
    seats = {0: "Ac Kd Qh Js 9c", 1: "2d 2c 8h 4s 7c", 2: "5h 6h 7h Ts 3d"}
    brought_in = []
    state = stud("one-three-one", seats, 5, before_bet=lambda s: brought_in.append(s.to_act))
    assert brought_in[0] == 1  # the deuce of clubs showing
    assert [len(state.zones.face_up("shown", s)) for s in range(3)] == [3, 3, 3]
    assert [len(state.zones.cards("hole", s)) for s in range(3)] == [2, 2, 2]
    assert winners(state) == [[1]]  # the deuces


# No peek: "each player in turn turns up cards until the cards showing beat the best hand
# showing; a player who turns up all seven without beating it is out", round the table
# until one player is left.
def test_no_peek_each_player_turns_cards_until_beating_the_best_showing():
    seats = {
        0: "9c 9d 2h 3c 4c 6d 8c",  # a nine leads; then a pair of nines; then never enough
        1: "5d Kc Ks 2c 2d 3h 3d",  # five, king: K-5 beats the nine; the second king beats the nines
        2: "4h 3s 2s 6c 7h 8d Ts",  # never beats K-5: all seven turned, and out
    }
    state = deal("no-peek", stack(*round_the_table(seats, 2, 3)), 3, 2)
    rolls = [(e.seat, str(e.cards[0])) for e in state.log if e.kind == "roll"]
    beaten = [(0, "9c"), (1, "5d"), (1, "Kc")]  # the first pass: seat 0 leads with a nine, seat 1 beats it
    beaten += [(2, c) for c in "4h 3s 2s 6c 7h 8d Ts".split()]  # seat 2 turns all seven
    beaten += [(0, "9d"), (1, "Ks")]  # the second pass: nines, then kings
    beaten += [(0, c) for c in "2h 3c 4c 6d 8c".split()]  # the third: seat 0 runs out
    assert rolls == beaten
    assert [e.seat for e in state.log if e.kind == "fold"] == [2, 0]
    assert [e.seat for e in state.log if e.kind == "win"] == [1]


# Kansas City lowball with the bug: "the joker stands for the best low card the hand
# lacks". With 5-4-3-2 that is the seven (a six would make a straight, which counts
# against the hand in deuce-to-seven): 7-5-4-3-2, the best hand, over a natural 7-6-4-3-2.
def test_kansas_city_lowball_the_bug_is_the_best_deuce_to_seven_card():
    state = heads_up("kansas-city-lowball", {0: "2c 3d 4h 5s X1", 1: "2d 3c 4s 6h 7c"})
    assert winners(state) == [[0]]


# Harem (the nearest form): "jacks and kings are wild": a jack in the hole makes three
# aces of a pair, which beats three natural queens.
def test_harem_jacks_are_wild():
    seats = {0: "Jc 4d Ah Ad 7s 8c 2h", 1: "Qc Qd Qh 3c 6s Ts 2d", 2: "Tc Td 5h 5c 9s 8s 6d"}
    state = stud("harem", seats, 7)
    assert winning_hands(state) == ["three of a kind, aces"]
    assert winners(state) == [[0]]


# Wild widow: "every card of the widow's rank is wild; the widow itself is no player's
# card": the seven turned up makes seat 0's two sevens wild (three aces over three
# queens), and no hand holds the widow.
def test_wild_widow_the_widows_rank_is_wild_and_the_widow_does_not_play():
    fours = round_the_table({0: "7c 7d Ah Kd", 1: "Qc Qd Qs 2c"}, 1, 2)
    state = deal("wild-widow", stack(*fours, "7h", "3s", "5h"), 2, 1)
    assert state.zones.cards("widow") == (card("7h"),)
    assert [len(state.zones.cards("hand", s)) for s in range(2)] == [5, 5]
    assert winning_hands(state) == ["three of a kind, aces"]
    assert winners(state) == [[0]]


# 10-4 Good Buddy: "tens and fours wild; five of a kind beats a straight flush".
def test_ten_four_tens_and_fours_make_five_aces_over_a_straight_flush():
    seats = {0: "Tc 4d Ah Ad As 2c 3s", 1: "9h 8h 7h 6h 5h Kc Qd", 2: "Jc Jd 2h 3c 6s 7d 8c"}
    state = stud("ten-four", seats, 7)
    assert winning_hands(state) == ["five of a kind, aces"]
    assert winners(state) == [[0]]


# Shifting sands: "the first card a player turns up is wild for that player, with every
# card of its rank in their hand", for that player alone: seat 0's five of clubs makes
# three kings; seat 1's five of diamonds is no wild card (with it, four queens).
SANDS = {0: "5c Kh Kd 7s 8d 2h 3s", 1: "2c Qs Qh 5d 9h 4c 7d", 2: "3d 4h 6s 9c Td Jh As"}
SHOWN = {0: "5c 7s 8d 2h", 1: "2c 5d 9h 4c", 2: "3d 9c Td Jh"}  # in the order turned up


def test_shifting_sands_the_first_card_up_is_wild_for_its_owner_alone():
    turned = {seat: iter(cards(text)) for seat, text in SHOWN.items()}

    def turn(state, seat, option):
        return option.action([next(turned[seat])]) if isinstance(option, ChooseCards) else None

    state = stud("shifting-sands", SANDS, 7, turn)
    assert [state.zones.cards("first", s) for s in range(3)] == [(card("5c"),), (card("2c"),), (card("3d"),)]
    assert winning_hands(state) == ["three of a kind, kings"]
    assert winners(state) == [[0]]


# Cowpie: "each player sets their seven cards as a five-card hand and a two-card hand;
# half the pot to the best five-card hand, half to the best two-card hand": seat 0's
# kings set apart leave a flush, the best five; seat 1's aces are the best two.
COWPIE = {0: "Kc Kd 2h 5h 9h Jh Qh", 1: "Ac As 3d 4c 7d 8c Ts", 2: "3c 3h 4s 6s 2d 7s 9s"}
SET_APART = {0: "Kc Kd", 1: "Ac As", 2: "3c 3h"}


def test_cowpie_the_pot_is_split_between_the_best_five_and_the_best_two():
    def set_two(state, seat, option):
        return option.action(cards(SET_APART[seat])) if isinstance(option, ChooseCards) else None

    state = stud("cowpie", COWPIE, 7, set_two)
    assert [set(state.zones.cards("two", s)) for s in range(3)] == [set(cards(SET_APART[s])) for s in range(3)]
    assert shares(state) == {"five": [0], "two": [1]}
    assert winning_hands(state) == ["flush, queen high", "pair of aces"]


# The Bitch: "any queen dealt face up ends the deal ... the players still in are dealt
# again": the queen of diamonds on fourth street throws the deal in (not only the queen
# of spades, as in Black Mariah), and the next deal, played to its end, takes every ante.
def test_the_bitch_any_queen_dealt_up_throws_the_deal_in():
    first = stud_deck({0: "2c 3c 4d 5h", 1: "5c 6c 9s Qd", 2: "7c 8c Td Js"}, "s s s s", 2)
    again = stud_deck({0: "As Ah 2c Ac 9d 3h Kd", 1: "Ks 5d 3c 4d 8c Td Jh", 2: "7h 6h 4c 8d 9h Jc 2d"}, "s " * 7, 2)
    state = play(new_hand(game("the-bitch"), stakes(3), deck=first, button=2, redeal_decks=[again]))
    assert [e.kind for e in state.log].count("throw-in") == 1
    assert card("Qd") not in state.zones.cards("shown", 1)
    assert winning_hands(state) == ["three of a kind, aces"]
    assert winners(state) == [[0]]
