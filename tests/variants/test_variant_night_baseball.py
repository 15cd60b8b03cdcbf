"""Night Baseball, sentence by sentence, on stacked decks: seven cards face down that
nobody may look at; the first player turns up one card and bets; each next player turns
up cards one at a time until they beat the best hand showing, then bets, or is out;
threes and nines are wild; the best five of a player's seven cards win.

Three seats, the button at seat 2: cards go one at a time round the table from seat 0,
and seat 0 takes the first turn. Antes of one chip.
"""

from __future__ import annotations

from helpers.stacking import cards, stacked

from pokerlang.check import check_file
from pokerlang.compiler import load_game
from pokerlang.engine import Check, Declare, DeclareOptions, TableStakes, new_hand
from pokerlang.resources import variants_dir


def table(hands: dict[int, str], rest: str = ""):
    """Seven cards each, one at a time from seat 0; then ``rest`` on top of the deck."""
    return new_hand(
        load_game("night-baseball"),
        TableStakes(ante=1, small_bet=2, big_bet=4, players=3),
        deck=stacked(hands, rest, button=2, players=3),
        button=2,
    )


def up(state, seat) -> list:
    return list(state.zones.face_up("hand", seat))


def checks(state, n):
    for _ in range(n):
        state.apply(Check())


# "Seven cards each and four more fit six players": check counts the fours' cards.
def test_the_card_budget_keeps_a_card_for_every_four(tmp_path):
    assert check_file(variants_dir() / "night-baseball.poker") == []
    text = (variants_dir() / "night-baseball.poker").read_text().replace("players 2..6", "players 2..7")
    path = tmp_path / "night7.poker"
    path.write_text(text)
    (problem,) = check_file(path)
    assert "with 7 players" in problem.message and "4 card(s) kept for the fours dealt face up" in problem.message


# "Seven cards face down to each player, and nobody may look at their own."
def test_nobody_sees_their_own_cards():
    state = table({0: "Kc 2d 4h 5s 6c 7d 8h", 1: "2c 4d 5h 6s 7c 8d Th", 2: "Qs Jc Td 8s 7h 6d 5c"})
    assert state.to_act == 0  # seat 0 has turned one card and bets; nobody else has shown one
    for seat in range(3):
        for viewer in range(3):  # the owner sees no more of the stack than anybody else
            shown = state.view(viewer)["seats"][seat]["zones"]["hand"]
            assert shown == (cards("Kc") if seat == 0 else []) + [None] * (6 if seat == 0 else 7)


# "The player left of the dealer turns up one card, and there is a betting round":
# with nothing showing to beat, one card, whatever it is.
def test_the_first_player_turns_up_one_card_and_bets():
    state = table({0: "2d Kc 4h 5s 6c 7d 8h", 1: "2c 4d 5h 6s 7c 8d Th", 2: "Qs Jc Td 8s 7h 6d 5c"})
    assert up(state, 0) == cards("2d") and up(state, 1) == [] and up(state, 2) == []
    assert state.to_act == 0 and state.street == "turns"
    assert [e.seat for e in state.log if e.kind == "roll"] == [0]


# "Each next player turns up cards one at a time until their face-up cards beat the best
# hand showing, then there is a betting round."
def test_the_next_player_turns_up_until_they_beat_the_best_hand_showing():
    state = table({0: "Kc 2d 4h 5s 6c 7d 8h", 1: "2c 5d 6s Ah 7c 8d Th", 2: "Qs Jc Td 8s 7h 6d 5c"})
    checks(state, 3)
    # Deuce, five, six: no better than the king; the ace beats it, and seat 1 stops.
    assert up(state, 1) == cards("2c 5d 6s Ah")
    assert [e.seat for e in state.log if e.kind == "roll"] == [0, 1, 1, 1, 1]
    assert state.to_act == 1  # the best hand showing bets first


# "A player who turns up all seven without beating it is out."
def test_a_player_who_turns_up_all_seven_without_beating_it_is_out():
    state = table({0: "Ac 2d 4h 5s 6c 7d 8h", 1: "2c 6h 5d 7s 8c Td Jh", 2: "Qs Jc Tc 8s 7h 6d 5c"})
    checks(state, 3)
    rolled = [c for e in state.log if e.kind == "roll" and e.seat == 1 for c in e.cards]
    assert rolled == cards("2c 6h 5d 7s 8c Td Jh")  # jack high: no better than the ace
    assert state.live == [True, False, True]
    assert state.to_act == 0  # the betting round goes on without seat 1


# "Threes and nines are wild": a nine turned up pairs the five, and the pair beats a king.
def test_a_wild_card_turned_up_counts_for_beating_the_table():
    state = table({0: "Kc 2d 4h 5s 6c 7d 8h", 1: "5d 9h 2c 4s Jh 7c 8d", 2: "Qs Jc Td 8s 7h 6d 5c"})
    checks(state, 3)
    assert up(state, 1) == cards("5d 9h")  # five high loses; with the wild nine, a pair of fives wins
    assert state.to_act == 1


# "The best five of a player's seven cards win; cards still face down count."
def test_cards_still_face_down_count_at_the_showdown():
    # Seat 0's king stands; seat 1's ace beats it at once; seat 2's ace-queen beats that.
    state = table({0: "Kc Kd Kh Ks 2c 4d 6h", 1: "Ad 2d 4h 5s 6c 7d 8h", 2: "As Qs 7s 6s 2s 8c Tc"})
    while not state.is_over:
        checks(state, 1)
    assert up(state, 0) == cards("Kc")  # three kings more lie face down
    winners = [w.seat for pot in state.result().pots for share in pot.shares for w in share.winners]
    assert winners == [0]


# "A four turned up earns at once an extra card, dealt face down to the player's stack
# (nobody sees it until it is turned)": the turn goes on, and the extra card comes last.
def test_a_four_turned_up_earns_an_extra_card_face_down():
    state = table({0: "Kc 2d 5h 6s 7c 8d Th", 1: "4d 2c 6h Ah 7s 8c Td", 2: "Qs Jc Tc 8s 7h 6d 5c"}, rest="Js")
    checks(state, 3)
    assert up(state, 1) == cards("4d 2c 6h Ah")
    assert list(state.zones.cards("hand", 1))[-1] == cards("Js")[0]
    assert len(list(state.zones.cards("hand", 1))) == 8
    extra = [e for e in state.log if e.kind == "deal" and e.seat == 1][-1]
    assert extra.cards == tuple(cards("Js")) and extra.to == ()  # nobody sees it, not even seat 1
    for seat in range(3):
        assert "Js" not in str(state.view(seat))


# "... at once": the extra card is dealt before the next card is turned.
def test_the_extra_card_comes_at_once():
    state = table({0: "Kc 2d 5h 6s 7c 8d Th", 1: "4d 2c 6h Ah 7s 8c Td", 2: "Qs Jc Tc 8s 7h 6d 5c"}, rest="Js")
    checks(state, 3)
    first = next(i for i, e in enumerate(state.log) if e.kind == "roll" and e.seat == 1)
    kinds = [(e.kind, e.seat) for e in state.log[first:] if e.kind in ("deal", "roll")]
    assert kinds[:3] == [("roll", 1), ("deal", 1), ("roll", 1)]


# "A three turned up means match the pot at once or fold": the roll waits for the choice.
def test_a_three_turned_up_means_match_the_pot_or_fold():
    state = table({0: "Kc 2d 5h 6s 7c 8d Th", 1: "2c 3h 6h Ah 7s 8c Td", 2: "Qs Jc Tc 8s 7h 6d 5c"})
    checks(state, 3)
    assert up(state, 1) == cards("2c 3h")
    assert state.to_act == 1 and state.legal_actions() == [DeclareOptions(options=("match", "fold"))]
    pot = state.chips.in_pot
    state.apply(Declare("match"))
    assert state.chips.in_pot == 2 * pot
    # The three is wild: with the deuce it makes a pair, which beats the king.
    assert up(state, 1) == cards("2c 3h") and state.to_act == 1


def test_folding_at_a_three_ends_the_turn():
    state = table({0: "Kc 2d 5h 6s 7c 8d Th", 1: "2c 3h 6h Ah 7s 8c Td", 2: "Qs Jc Tc 8s 7h 6d 5c"})
    checks(state, 3)
    state.apply(Declare("fold"))
    assert state.live == [True, False, True]
    checks(state, 2)  # the turn's betting round, without seat 1
    # Then seat 2's turn; queen high never beats the king, and seat 2 is out too.
    assert [e.seat for e in state.log if e.kind == "roll"][-7:] == [2] * 7
    assert state.is_over and state.result().net[0] > 0
