"""Oxford stud, Billabong and Shanghai, following the rule text sentence by sentence:
who brings in, who bets first by the best partial hand of own upcards and community
cards (the text's K-versus-7 example), when straights and flushes count, which cards
play at the showdown, the high-low split, and when Shanghai's extra hole card goes."""

from __future__ import annotations


import pytest
from helpers.stacking import cards, stud_deck

from pokerlang.cards import card
from pokerlang.compiler import load_game
from pokerlang.engine import Discard, DiscardCards, IllegalAction, PostBringIn, new_hand
from helpers.oxford_play import settle_round, stakes

NAMES = ("oxford-stud", "billabong", "shanghai-pineapple", "shanghai-tahoe")


@pytest.fixture(scope="module")
def games():
    return {name: load_game(name) for name in NAMES}


# ---- Oxford stud ----------------------------------------------------------------------

# The text's example: seat 0 shows a king, seat 1 a seven; the community cards are T-7.
# With the button at seat 1, seat 0 sits at the dealer's left: position alone would
# make it first.
OXFORD = {0: "2c 3d Kh Ks", 1: "8d 4s 7c 3c"}
OXFORD_LAYOUT = "s s s Td 7h s Qs"  # two down, one up; two community; one up; one community


def oxford(games, seats=OXFORD, layout=OXFORD_LAYOUT, bring_in=1):
    return new_hand(games["oxford-stud"], stakes(len(seats), bring_in), deck=stud_deck(seats, layout, 1), button=1)


def test_oxford_two_downcards_and_one_upcard_the_lowest_upcard_brings_in(games):
    state = oxford(games)
    for seat in (0, 1):
        assert len(state.zones.cards("hole", seat)) == 2
        assert state.view(1 - seat)["seats"][seat]["zones"]["hole"] == [None, None]
    assert state.view(1)["seats"][0]["zones"]["shown"] == cards("Kh")
    assert state.street == "first-round" and state.to_act == 1  # the seven, not the king
    assert isinstance(state.legal_actions()[0], PostBringIn)
    state.apply(PostBringIn())
    assert [e.kind for e in state.log if e.seat == 1][-1] == "bring-in"


def test_oxford_second_round_begun_by_the_best_partial_hand_with_the_community_cards(games):
    # "if one player has a K upcard, and a second player has a 7 upcard, and the
    # community cards are T-7, the second player bets first"
    state = oxford(games)
    settle_round(state)
    assert state.street == "community" and state.zones.cards("board") == tuple(cards("Td 7h"))
    assert state.to_act == 1


def test_oxford_third_round_counts_both_upcards(games):
    # Seat 0's second upcard is the other king: kings over sevens.
    state = oxford(games)
    settle_round(state)
    settle_round(state)
    assert state.street == "second-up"
    assert state.zones.cards("shown", 0) == tuple(cards("Kh Ks"))
    assert state.to_act == 0


def test_oxford_fourth_round_five_cards_show_so_a_flush_counts(games):
    # Seat 0 shows Kh 2h with Th 7h 4h on the board: a flush. Seat 1 shows 7c 7d: three
    # sevens, which lead the third round (four cards: no flush yet) but not the fourth.
    seats = {0: "3s 5c Kh 2h", 1: "8d 4s 7c 7d"}
    state = oxford(games, seats, "s s s Th 7h s 4h")
    settle_round(state)
    settle_round(state)
    assert state.street == "second-up" and state.to_act == 1
    settle_round(state)
    assert state.street == "last-card" and state.to_act == 0


def test_oxford_without_a_bring_in_the_lowest_upcard_opens(games):
    state = oxford(games, bring_in=0)
    assert state.to_act == 1 and not any(isinstance(o, PostBringIn) for o in state.legal_actions())


def test_oxford_showdown_best_five_of_four_own_and_three_community_split_high_low(games):
    # Seat 0: K-Q-J-T-9, two downcards, an upcard and two community cards, for high.
    # Seat 1: 9-8-5-4-3 for low, two downcards, two upcards and one community card:
    # not an eight-or-better low, and it still takes the low half (no qualifier).
    seats = {0: "Kc Qd Kh Jd", 1: "8d 4s 3c 5d"}
    state = oxford(games, seats, "s s s Ks Th s 9h")
    for _ in range(4):
        settle_round(state)
    result = state.result()
    shares = {s.name: s for s in result.pots[0].shares}
    assert [w.seat for w in shares["high"].winners] == [0]
    assert shares["high"].winners[0].hand.startswith("straight")
    assert [w.seat for w in shares["low"].winners] == [1]
    assert set(shares["low"].winners[0].cards) == set(cards("9h 8d 5d 4s 3c"))
    assert result.net == (0, 0)  # the bring-in and its call, split


# ---- Billabong ------------------------------------------------------------------------

BILLABONG = {0: "2c 3d Kh", 1: "8d 4s 7c", 2: "Jc Jd 5h"}
BILLABONG_LAYOUT = "s s s Td 7h Ts 2h"


def billabong(games, bring_in=1, seats=BILLABONG, layout=BILLABONG_LAYOUT, name="billabong"):
    return new_hand(games[name], stakes(len(seats), bring_in), deck=stud_deck(seats, layout, 2), button=2)


def test_billabong_two_down_one_up_the_low_upcard_brings_in(games):
    state = billabong(games)
    assert all(len(state.zones.cards("hole", s)) == 2 and len(state.zones.cards("shown", s)) == 1 for s in range(3))
    assert state.to_act == 2 and isinstance(state.legal_actions()[0], PostBringIn)  # the five


def test_billabong_without_a_bring_in_the_high_upcard_starts(games):
    state = billabong(games, bring_in=0)
    assert state.to_act == 0  # the king
    assert not any(isinstance(o, PostBringIn) for o in state.legal_actions())


def test_billabong_community_cards_two_then_one_then_one_the_best_exposed_hand_first(games):
    state = billabong(games)
    settle_round(state)
    assert state.zones.cards("board") == tuple(cards("Td 7h")) and state.to_act == 1  # sevens
    settle_round(state)
    assert state.street == "turn" and len(state.zones.cards("board")) == 3
    assert state.to_act == 1  # sevens and tens beat a pair of tens
    settle_round(state)
    assert state.street == "river" and len(state.zones.cards("board")) == 4
    assert state.to_act == 1
    settle_round(state)
    assert state.is_over


def test_billabong_best_five_of_three_in_hand_and_four_on_the_board(games):
    # Seat 2's two jacks in the hole and the two tens on the board: two pair; seat 1's
    # seven pairs the board's seven, with tens: two pair, sevens and tens, lower.
    state = billabong(games)
    for _ in range(4):
        settle_round(state)
    result = state.result()
    (share,) = result.pots[0].shares
    assert [w.seat for w in share.winners] == [2]
    assert set(share.winners[0].cards) >= set(cards("Jc Jd Td Ts"))


# ---- Shanghai -------------------------------------------------------------------------

SHANGHAI = {0: "2c 3d 9s Kh", 1: "8d 4s 6c 7c", 2: "Jc Jd Js 5h"}
SHANGHAI_LAYOUT = "s s s s Td 7h Ts 2h"


def test_shanghai_three_down_one_up(games):
    for name in ("shanghai-pineapple", "shanghai-tahoe"):
        state = billabong(games, seats=SHANGHAI, layout=SHANGHAI_LAYOUT, name=name)
        assert all(len(state.zones.cards("hole", s)) == 3 and len(state.zones.cards("shown", s)) == 1 for s in range(3))


def test_shanghai_pineapple_a_hole_card_is_discarded_at_once_before_the_betting(games):
    state = billabong(games, seats=SHANGHAI, layout=SHANGHAI_LAYOUT, name="shanghai-pineapple")
    assert state.street == "discard-hole" and state.to_act == 0
    (option,) = state.legal_actions()
    assert isinstance(option, DiscardCards) and option.count == 1
    assert set(option.cards) == set(cards("2c 3d 9s"))  # hole cards only, never the upcard
    with pytest.raises(IllegalAction):
        state.apply(Discard(cards("Kh")))
    for seat, c in ((0, "9s"), (1, "8d"), (2, "Js")):
        state.apply(Discard(cards(c)), seat=seat)
    assert state.street == "first-bet" and card("Js") in state.zones.muck
    assert all(len(state.zones.cards("hole", s)) == 2 for s in range(3))


def test_shanghai_no_more_than_two_hole_cards_play(games):
    # Seat 2 held three jacks; one had to go, so it shows jacks and tens, not a full house.
    state = billabong(games, seats=SHANGHAI, layout=SHANGHAI_LAYOUT, name="shanghai-pineapple")
    for seat, c in ((0, "9s"), (1, "8d"), (2, "Js")):
        state.apply(Discard(cards(c)), seat=seat)
    for _ in range(4):
        settle_round(state)
    (share,) = state.result().pots[0].shares
    assert [w.seat for w in share.winners] == [2] and share.winners[0].hand.startswith("two pair")


def test_shanghai_tahoe_the_hole_card_goes_just_before_the_showdown(games):
    state = billabong(games, seats=SHANGHAI, layout=SHANGHAI_LAYOUT, name="shanghai-tahoe")
    assert state.street == "first-bet"
    for _ in range(4):
        settle_round(state)
    assert not state.is_over and state.street == "discard-hole"
    assert len(state.zones.cards("board")) == 4  # after the fourth betting round
    for seat, c in ((0, "9s"), (1, "8d"), (2, "Js")):
        state.apply(Discard(cards(c)), seat=seat)
    (share,) = state.result().pots[0].shares
    assert [w.seat for w in share.winners] == [2] and share.winners[0].hand.startswith("two pair")


# Random-play invariants and `pokerlang run` at the fewest, most and a middle number
# of players are checked for every shipped variant in test_engine_invariants.py and
# test_all_variants_run.py.
