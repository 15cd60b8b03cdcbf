"""Wild cards decided by the cards dealt: the lowest card of a shared zone (Ohio, Lame
brain Pete: ``wild lowest rank of board``) and each player's last card dealt (last card
down wild: ``wild rank of last card dealt to hand per seat``), rule by rule on stacked
decks; and a condition on the category a hand makes (``if not hand makes two-pair or
better by high { fold }``).

Two seats, the button at seat 1: the cards go round from seat 0. An ante of 1.
"""

from __future__ import annotations

from helpers.invariants import play_randomly
from helpers.stacking import cards, stacked, stud_deck
from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, TableStakes, new_hand
from pokerlang.engine.wilds import seat_wilds
from pokerlang.explain import explain

OHIO = load_game(str(WRITTEN / "ohio.poker"))
PETE = load_game(str(WRITTEN / "lame-brain-pete.poker"))
LAST = load_game(str(WRITTEN / "last-card-down.poker"))
BUTTON, PLAYERS = 1, 2


def table(game, deck):
    return new_hand(game, TableStakes(players=PLAYERS, ante=1, stacks=100), deck=deck, button=BUTTON)


def check_until(state, done=lambda s: False):
    """Everyone checks (or calls) until ``done`` holds or the hand is over."""
    while not state.is_over and not done(state):
        state.apply(Check() if Check() in state.legal_actions() else Call())
    return state


def shown(state) -> dict[int, str]:
    return {h.seat: next(iter(h.hands.values())).lower() for h in state.result().shown}


def wild_for(state, seat: int, public_only: bool = False) -> set:
    found = seat_wilds(state, state.game.wilds, seat, public_only)
    return {c for c in cards("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac") if found and c.index in found[0]}


def ranks(found: set) -> str:
    return "".join(sorted(c.rank_char for c in found))


# Ohio: "the lowest card on the board, and every card of its rank, is wild for everyone":
# the three on the board and seat 0's three make K-K-K five kings; seat 1's aces are four.
def test_ohio_the_lowest_board_card_and_its_rank_are_wild_for_everyone():
    state = check_until(table(OHIO, stacked({0: "3h Ks 7c 2d", 1: "Ah Ad Ac 4s"}, "3c Kd Kh 9s Jd", BUTTON, 2)))
    assert state.result().winners() == {0}
    assert "five of a kind" in shown(state)[0] and "four of a kind" in shown(state)[1]


# "a card dealt to the board later may make a lower rank wild instead": fives are wild
# after the turn; the deuce on the river takes their place, and seat 1's deuce with it.
def test_ohio_a_lower_card_dealt_later_moves_the_wild_rank():
    deck = stacked({0: "5h Ks 7c 8d", 1: "2h Ad Ac 4s"}, "5c Kd Kh 9s 2d", BUTTON, 2)
    state = check_until(table(OHIO, deck), lambda s: len(s.zones.cards("board")) == 4 and s.to_act is not None)
    assert ranks(wild_for(state, 0)) == ranks(wild_for(state, 1)) == "5"
    check_until(state)
    assert state.result().winners() == {1}  # A-A and two deuces: four aces over K-K-K and a deuce
    assert "four of a kind" in shown(state)[1]


# Nothing is wild before the board has a card face up.
def test_ohio_nothing_is_wild_before_the_flop():
    state = table(OHIO, stacked({0: "2h Ks 7c 8d", 1: "3h Ad Ac 4s"}, "5c Kd Kh 9s 2d", BUTTON, 2))
    assert not state.zones.cards("board") and wild_for(state, 0) == set()


# Lame brain Pete, the middle turned one card at a time: the lowest card so far is wild,
# and everyone sees the same rank (it is decided by cards face up).
def test_lame_brain_pete_the_lowest_card_in_the_middle_so_far_is_wild():
    deck = stacked({0: "Qh Ks 7c 8d 9h", 1: "2h Ad Ac 4s 6s"}, "Jc Tc 3d Kd 2d", BUTTON, 2)
    state = table(PETE, deck)
    seen = []
    while not state.is_over:
        if state.to_act == 0:
            seen.append(ranks(wild_for(state, 0, public_only=True)))
            assert wild_for(state, 0, public_only=True) == wild_for(state, 1, public_only=True)
        state.apply(Check())
    assert [r for i, r in enumerate(seen) if i == 0 or r != seen[i - 1]] == ["", "J", "T", "3", "2"]


# Last card down: "the last card, dealt face down, and all cards of its rank are wild for
# that player": seat 0's seventh card, a seven, makes A-A-9-9 aces full; seat 1 holds a
# seven too, but it is not wild for them (their own last card is a queen).
def test_last_card_down_its_rank_is_wild_for_its_owner_alone():
    deck = stud_deck({0: "Ah Ad 9c 9d 4s 5s 7h", 1: "Kh Kd 2c 3d 7c 8s Qs"}, "s s s s s s s", BUTTON)
    state = check_until(table(LAST, deck))
    assert state.result().winners() == {0}
    assert "full house" in shown(state)[0] and "three of a kind" in shown(state)[1]


# "for that player ... hidden from the others": once the seventh card is down, nothing
# everyone can see says what is wild for its owner (the view shows no card; who bets
# first is decided without it); the sixth card, face up, was wild for all to see.
def test_last_card_down_the_wild_rank_of_a_card_face_down_is_not_shown():
    deck = stud_deck({0: "Ah Ad 9c 9d 4s 5s 7h", 1: "Kh Kd 2c 3d 7c 8s Qs"}, "s s s s s s s", BUTTON)
    state = check_until(table(LAST, deck), lambda s: len(s.zones.cards("hand", 0)) == 6 and s.to_act is not None)
    assert ranks(wild_for(state, 0, public_only=True)) == "5"
    check_until(state, lambda s: len(s.zones.cards("hand", 0)) == 7 and s.to_act is not None)
    assert ranks(wild_for(state, 0)) == "7" and wild_for(state, 0, public_only=True) == set()
    assert state.view(1).seats[0]["zones"]["hand"][-1] is None


# The home rule: after fifth street a player whose cards make less than two pair, wild
# cards counting, folds. Seat 1 holds K-2-5-8 and a jack, the jack wild: a pair of kings.
def test_a_hand_that_makes_less_than_two_pair_folds_after_fifth_street():
    deck = stud_deck({0: "Ah Ad 9c 9d 4s 5s 7h", 1: "Kh 2d 5c 8s Jc Qd Qs"}, "s s s s s s s", BUTTON)
    state = check_until(table(LAST, deck))
    assert state.live == [True, False] and state.result().winners() == {0}
    assert len(state.zones.cards("hand", 0)) == 5  # nobody was dealt a sixth card


# The same seat with a natural pair and the wild jack makes three kings: it stays.
def test_wild_cards_count_toward_the_category_made():
    deck = stud_deck({0: "Ah Ad 9c 9d 4s 5s 7h", 1: "Kh Kd 5c 8s Jc Qd Qs"}, "s s s s s s s", BUTTON)
    state = check_until(table(LAST, deck))
    assert state.live == [True, True] and len(state.zones.cards("hand", 1)) == 7


def test_explain_says_which_card_is_wild_and_for_whom():
    assert "The lowest card face up in" in explain(OHIO) and "for every player" in explain(OHIO)
    text = explain(LAST)
    assert "latest card dealt to their hand" in text and "for that player alone" in text
    assert "does not make two pair or better" in text


def test_random_play_keeps_every_invariant():
    for game in (OHIO, PETE, LAST):
        for players in (2, 5):
            play_randomly(game, players, players, probe=False)
