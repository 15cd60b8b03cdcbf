"""Baseball, sentence by sentence, on stacked decks: seven-card stud in which a four dealt
face up earns an extra card face down at once, and a three dealt face up must at once
match the pot or fold; threes and nines are wild.

Three seats, the button at seat 2, so every round of cards goes seat 0, 1, 2. Antes of
one chip: the pot holds 3 before the first card.
"""

from __future__ import annotations

import pytest
from helpers.stacking import cards, stack

from pokerlang.check import check_file
from pokerlang.compiler import load_game
from pokerlang.engine import (
    Call,
    Check,
    Complete,
    Declare,
    DeclareOptions,
    Fold,
    IllegalAction,
    PostBringIn,
    TableStakes,
    new_hand,
)
from pokerlang.resources import variants_dir

HOLES = ("2c", "2d", "2h", "5c", "5d", "5h")  # two rounds face down: seats 0, 1, 2, then again


def table(*dealt, players=3, stacks=100):
    """Third street's two hole cards each, then ``dealt`` in the order they leave the deck."""
    holes = HOLES[:players] + HOLES[3 : 3 + players] if players == 3 else [None] * (2 * players)
    return new_hand(
        load_game("baseball"),
        TableStakes(ante=1, bring_in=1, small_bet=2, big_bet=4, stacks=stacks, players=players),
        deck=stack(*holes, *dealt),
        button=players - 1,
    )


def dealt(state, seat, zone):
    return list(state.zones.cards(zone, seat))


# "A player dealt a four face up is at once dealt an extra card face down."
def test_a_four_dealt_face_up_earns_an_extra_card_face_down():
    state = table("4c", "Kd", "7s", "8s")
    assert dealt(state, 0, "shown") == cards("4c")
    assert dealt(state, 0, "hole") == cards("2c 5c Kd")
    assert [p.face_up for p in state.zones.placed("hole", 0)] == [False, False, False]
    assert dealt(state, 1, "shown") == cards("7s") and dealt(state, 2, "shown") == cards("8s")


# "... at once": the extra card comes before the next player's upcard, and only its owner sees it.
def test_the_extra_card_comes_at_once_before_the_dealing_goes_on():
    state = table("4c", "Kd", "7s", "8s")
    deals = [(e.seat, e.zone) for e in state.log if e.kind == "deal"][6:]
    assert deals == [(0, "shown"), (0, "hole"), (1, "shown"), (2, "shown")]
    for seat, sees in ((0, True), (1, False), (2, False)):
        extra = [x for x in state.view(seat)["log"] if x["kind"] == "deal"][7]
        assert ("cards" in extra) == sees


# A four dealt face down is no four "dealt face up": no extra card.
def test_a_four_dealt_face_down_earns_nothing():
    state = new_hand(
        load_game("baseball"),
        TableStakes(ante=1, bring_in=1, players=3),
        deck=stack("4c", "2d", "2h", "5c", "5d", "5h", "Kd", "7s", "8s"),
        button=2,
    )
    assert dealt(state, 0, "hole") == cards("4c 5c")
    assert dealt(state, 1, "shown") == cards("7s")


# Every four dealt face up earns its own card, on any street.
def test_two_fours_in_one_round_each_earn_a_card():
    state = table("4c", "Kd", "4d", "Qd", "8s")
    assert dealt(state, 0, "hole") == cards("2c 5c Kd")
    assert dealt(state, 1, "hole") == cards("2d 5d Qd")
    assert dealt(state, 2, "hole") == cards("2h 5h")


# "A player dealt a three face up must at once match the pot or fold": the dealing stops
# at the three, and that player alone chooses.
def test_a_three_dealt_face_up_stops_the_deal_for_match_or_fold():
    state = table("3h", "7s", "8s")
    assert state.to_act == 0
    assert state.legal_actions() == [DeclareOptions(options=("match", "fold"))]
    assert dealt(state, 1, "shown") == []  # the deal waits for the decision
    with pytest.raises(IllegalAction):
        state.apply(Declare("call"))


# "... match the pot": the player puts in as much as the pot holds.
def test_matching_pays_the_pot_and_the_deal_goes_on():
    state = table("3h", "7s", "8s")
    assert state.chips.in_pot == 3
    state.apply(Declare("match"))
    assert state.chips.stacks[0] == 100 - 1 - 3
    assert state.chips.in_pot == 6
    assert [(e.kind, e.seat, e.amount) for e in state.log if e.kind == "pay"] == [("pay", 0, 3)]
    assert dealt(state, 1, "shown") == cards("7s") and dealt(state, 2, "shown") == cards("8s")
    assert state.live == [True, True, True]


# "... or fold": the player is out, and is dealt no more cards.
def test_folding_at_a_three_leaves_the_hand():
    state = table("3h", "7s", "8s")
    state.apply(Declare("fold"))
    assert state.live == [False, True, True]
    assert state.chips.stacks[0] == 99 and state.chips.in_pot == 3
    assert dealt(state, 0, "shown") == [] and dealt(state, 0, "hole") == []  # mucked
    assert dealt(state, 1, "shown") == cards("7s")


# A player short of chips pays what it has, and is all in.
def test_a_player_short_of_chips_pays_all_it_has():
    state = table("3h", "7s", "8s", stacks=(3, 100, 100))
    state.apply(Declare("match"))
    assert state.chips.stacks[0] == 0
    assert [(e.seat, e.amount, e.all_in) for e in state.log if e.kind == "pay"] == [(0, 2, True)]


# The chips paid to match the pot are in the pot the winner takes.
def test_the_matched_chips_go_to_the_winner():
    state = table("3h", "7s", "8s")
    state.apply(Declare("match"))  # the pot: 3 antes and 3 matched
    assert state.to_act == 1  # the three is wild, so the seven is the lowest upcard: it brings in
    state.apply(PostBringIn())
    state.apply(Complete())  # seat 2 completes to 2
    state.apply(Fold())  # seat 0, who matched the pot
    state.apply(Fold())  # seat 1
    assert state.is_over
    # Seat 2 takes 3 antes, the 3 matched, the bring-in and its own called chip.
    assert state.result().net == (-4, -2, 6)


# A four and a three in one round: the card for the four, then the choice for the three.
def test_a_four_then_a_three_in_one_round():
    state = table("4c", "Kd", "3h", "8s")
    assert dealt(state, 0, "hole") == cards("2c 5c Kd")
    assert state.to_act == 1 and state.legal_actions() == [DeclareOptions(options=("match", "fold"))]
    assert dealt(state, 2, "shown") == []


# The card budget keeps back one card for each four: seven players fit, eight do not.
def test_check_counts_every_four_dealt_face_up(tmp_path):
    assert check_file(variants_dir() / "baseball.poker") == []
    text = (variants_dir() / "baseball.poker").read_text().replace("players 2..7", "players 2..8")
    path = tmp_path / "baseball8.poker"
    path.write_text(text)
    (problem,) = check_file(path)
    assert "with 8 players" in problem.message
    assert "4 card(s) kept for the fours dealt face up" in problem.message
    assert "every matching card is dealt so that it sets its event off" in problem.message


# With seven players to seventh street, the deck keeps back a card for each four still to
# come: here one four came, so nine cards are left, enough for seven players, but three
# are kept back, and the last card goes to the table for everyone.
def test_seven_players_the_last_card_is_common_while_fours_may_still_come():
    state = new_hand(load_game("baseball"), TableStakes(ante=1, bring_in=1, players=7), seed=1, button=6)
    while not state.is_over:
        legal = state.legal_actions()
        if any(isinstance(o, DeclareOptions) for o in legal):
            state.apply(Declare("match"))
        elif any(isinstance(o, PostBringIn) for o in legal):
            state.apply(PostBringIn())
        else:
            state.apply(Check() if any(o.allows(Check()) for o in legal) else Call())
    fours = [e for e in state.log if e.kind == "deal" and e.zone == "shown" and e.cards[0].rank_char == "4"]
    assert len(fours) == 1 and 52 - 7 * 6 - len(fours) >= 7
    common = [e for e in state.log if e.kind == "deal" and e.zone == "board"]
    assert len(common) == 1 and common[0].street == "seventh-street"
    assert sum(state.result().net) == 0


# "Threes and nines are wild": a nine makes four kings five, which beats four aces.
def test_threes_and_nines_are_wild_at_the_showdown():
    deck = stack("Kc", "Ac", "Kd", "Ad", "9s", "Ah", "Kh", "As", "2c", "6c", "5d", "7d", "Ks", "Qc")
    state = new_hand(load_game("baseball"), TableStakes(ante=1, bring_in=1, players=2), deck=deck, button=1)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(next(o for o in legal if isinstance(o, (Check, Call, PostBringIn))))
    winners = [w for pot in state.result().pots for share in pot.shares for w in share.winners]
    assert [w.seat for w in winners] == [0]
    assert "five" in winners[0].hand.lower()
