"""The wild-card variants, rule by rule: deuces wild, California lowball (the joker as the
bug) and Follow the Queen. Decks are stacked from the top, one card at a time round the
table from the dealer's left; the button is on the last seat, so seat 0 is dealt first.
"""

from __future__ import annotations

from helpers.stud_play import check_or_call_down, draw_hand, limp_in, stacked, stud_hand

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.explain import explain


def showdown(state, draw: bool = True) -> tuple[dict[int, str], list[tuple[int, int]]]:
    """Play to the end by checking and calling: each seat's hand in words, and who won what."""
    if draw:
        limp_in(state)
    check_or_call_down(state)
    result = state.result()
    words = {s.seat: next(iter(s.hands.values())) for s in result.shown}
    won = [(w.seat, w.amount) for pot in result.pots for share in pot.shares for w in share.winners]
    return words, won


# ---- deuces wild --------------------------------------------------------------------------


def test_deuces_wild_a_deuce_stands_for_any_card():
    # Seat 0: three kings and a deuce, four kings; seat 1: a natural full house.
    words, won = showdown(draw_hand("deuces-wild", 2, "Ks Qs", "Kd Qd", "Kh Qh", "7c 9c", "2c 9d"))
    assert words == {0: "four of a kind, kings", 1: "full house, queens over nines"}
    assert won == [(0, 4)]


def test_deuces_wild_five_of_a_kind_beats_a_royal_flush():
    words, won = showdown(draw_hand("deuces-wild", 2, "As Ks", "Ad Qs", "Ah Js", "Ac Ts", "2c 9s"))
    assert words[0] == "five of a kind, aces" and words[1] == "straight flush, king high"
    assert won == [(0, 4)]


def test_deuces_wild_a_natural_hand_and_a_wild_hand_of_the_same_value_split_the_pot():
    # Seat 0: a natural king-high straight; seat 1: nine to queen and a deuce, the king.
    words, won = showdown(draw_hand("deuces-wild", 2, "9s 9d", "Th Tc", "Jd Js", "Qc Qh", "Kd 2c"))
    assert words == {0: "straight, king high", 1: "straight, king high"}
    assert sorted(won) == [(0, 2), (1, 2)]


def test_deuces_wild_in_a_flush_a_deuce_is_the_best_card_the_suit_lacks():
    # Seat 0: Ah Jh 8h 3h and a deuce: ace-king-jack (not two aces); seat 1: ace-king-queen.
    words, won = showdown(draw_hand("deuces-wild", 2, "Ah As", "Jh Ks", "8h Qs", "3h 5s", "2c 4s"))
    assert words == {0: "flush, ace high", 1: "flush, ace high"}
    assert won == [(1, 4)]


def test_deuces_wild_is_five_card_draw_with_the_deuces_wild():
    game = load_game("deuces-wild")
    assert game.extends == "five-card-draw" and len(game.deck()) == 52
    assert "Deuces are wild. A wild card stands for any card" in explain(game)


# ---- California lowball -------------------------------------------------------------------


def test_california_lowball_is_played_with_53_cards_the_joker_among_them():
    deck = load_game("california-lowball").deck()
    assert len(deck) == 53 and str(deck[-1]) == "X1"


def test_california_lowball_the_bug_is_the_lowest_card_the_hand_lacks():
    # Seat 0: 8-6-4-3 and the joker, an ace: 8-6-4-3-A beats seat 1's 8-6-4-3-2.
    words, won = showdown(draw_hand("california-lowball", 2, "8h 8c", "6d 6c", "4c 4d", "3s 3d", "X1 2h"))
    assert words == {0: "8-6-4-3-A low", 1: "8-6-4-3-2 low"}
    assert won == [(0, 4)]


def test_california_lowball_with_an_ace_held_the_bug_is_the_next_lowest_card():
    # Seat 0: A-2-3-5 and the joker, a four: the wheel, the best hand there is.
    words, won = showdown(draw_hand("california-lowball", 2, "Ah Ac", "2d 2c", "3c 4d", "5s 6d", "X1 7h"))
    assert words == {0: "5-4-3-2-A low", 1: "7-6-4-2-A low"}
    assert won == [(0, 4)]


def test_california_lowball_straights_and_flushes_do_not_count():
    # Seat 0: 5-4-3-2-A of hearts is still the wheel; it beats seat 1's 6-4-3-2-A.
    words, won = showdown(draw_hand("california-lowball", 2, "5h 6c", "4h 4c", "3h 3c", "2h 2c", "Ah Ac"))
    assert words == {0: "5-4-3-2-A low", 1: "6-4-3-2-A low"}
    assert won == [(0, 4)]


def test_california_lowball_explain_names_the_joker_and_the_bug():
    text = explain(load_game("california-lowball"))
    assert "one joker (53 cards)" in text and "Jokers are bugs." in text and "best low card" in text


# ---- Follow the Queen ----------------------------------------------------------------------
# Rounds for two players: hole, hole, third street up, fourth, fifth, sixth up, seventh down.


def ftq(*rounds: str):
    return stud_hand("follow-the-queen", 2, *rounds)


def ftq_showdown(*rounds: str):
    return showdown(ftq(*rounds), draw=False)


def test_ftq_queens_are_wild():
    # Seat 0: two queens in the hole with A-A-K: four aces; seat 1: three nines.
    words, won = ftq_showdown("Qh 9s", "Qc 9d", "Ah 9c", "Ad 4s", "Kc 5s", "3d 6d", "2c Jc")
    assert words[0] == "four of a kind, aces" and words[1] == "three of a kind, nines"
    assert won[0][0] == 0


def test_ftq_the_rank_dealt_up_after_a_face_up_queen_is_wild_in_every_hand_up_or_down():
    # The 7c follows seat 0's face-up Qh: sevens are wild, seat 1's two in the hole too.
    words, won = ftq_showdown("Ah 7d", "Kd 7h", "Qh 7c", "4c 2s", "9d 5d", "Js Th", "3c 8c")
    assert words == {0: "pair of aces", 1: "four of a kind, tens"}
    assert won[0][0] == 1


def test_ftq_another_face_up_queen_replaces_the_wild_rank():
    # Sevens follow the Qh, then fives follow the Qd: sevens are natural again.
    words, won = ftq_showdown("Ah 7d", "Ad 7h", "Qh 7c", "Qd 5c", "Kc 9s", "Kd 2d", "4s 3h")
    assert words == {0: "four of a kind, aces", 1: "four of a kind, sevens"}
    assert won[0][0] == 0


def test_ftq_if_the_last_face_up_card_is_a_queen_only_queens_are_wild():
    # Sevens followed the Qh, but the last up card dealt, seat 1's Qs, has no follower.
    words, won = ftq_showdown("7d Kc", "7h Kd", "Qh 7c", "Jc 2s", "3d Th", "9c Qs", "2h 4d")
    assert words == {0: "three of a kind, sevens", 1: "three of a kind, kings"}
    assert won[0][0] == 1


def test_ftq_a_queen_dealt_face_down_changes_nothing():
    # Seat 1's Qd in the hole is wild, but the card after it (seat 0's 6c, face down) is not.
    words, _ = ftq_showdown("9h Qd", "6c 5s", "Ah 4d", "Ad 4c", "Jc 8s", "Tc 3d", "2h Kh")
    assert words == {0: "pair of aces", 1: "three of a kind, fours"}


def test_ftq_wild_cards_count_when_the_cards_showing_decide_who_bets_first():
    # Fourth street: seat 0 shows A-K; seat 1 shows 3 and a queen, a pair of threes.
    state = ftq("9h 8h", "9d 7d", "Ad 3c", "Kh Qh", "4c 5c", "6s Ts", "2d 2s")
    while state.street == "third-street":
        check_or_call_down_one(state)
    assert state.street == "fourth-street" and state.to_act == 1


def check_or_call_down_one(state) -> None:
    from pokerlang.engine import Call, Check, PostBringIn

    options = state.legal_actions()
    state.apply(PostBringIn() if PostBringIn(2) in options else Check() if Check() in options else Call())


def test_ftq_explain_says_the_rule():
    text = explain(load_game("follow-the-queen"))
    assert "Queens are wild." in text
    assert "Every card of the rank dealt face up right after the latest face-up queen is wild too" in text


def test_with_wild_cards_the_rankings_list_five_of_a_kind_first():
    assert "From best to worst: five of a kind, straight flush" in explain(load_game("deuces-wild"))
    assert "five of a kind" not in explain(load_game("five-card-draw"))


def test_ftq_with_an_event_the_cards_dealt_up_one_at_a_time_still_name_the_wild_rank(tmp_path):
    # A game with an event deals one card at a time (so a card can set it off); the cards
    # it deals face up must still count for the rank that follows a face-up queen.
    path = tmp_path / "ftq-with-event.poker"
    path.write_text('game "FtQ with an event"\nextends follow-the-queen\nwhen dealt up Kh { fold }\n')
    stakes = TableStakes(ante=1, bring_in=2, small_bet=4, big_bet=8, stacks=200, players=2)
    rounds = ("Ah 7d", "Kd 7h", "Qh 7c", "4c 2s", "9d 5d", "Js Th", "3c 8c")
    state = new_hand(load_game(str(path)), stakes, deck=stacked(*rounds), button=1)
    words, won = showdown(state, draw=False)
    assert words == {0: "pair of aces", 1: "four of a kind, tens"}  # sevens wild, as without the event
    assert won[0][0] == 1


def test_explain_says_one_wild_card_is_wild_and_several_are(tmp_path):
    one, several = tmp_path / "one.poker", tmp_path / "several.poker"
    one.write_text('game "One wild card"\nextends five-card-draw\nwild Qs\n')
    several.write_text('game "Suicide kings"\nextends five-card-draw\nwild Kh Js Jh\n')
    assert "The queen of spades is wild." in explain(load_game(str(one)))
    assert "The jack of hearts, the jack of spades and the king of hearts are wild." in explain(load_game(str(several)))
