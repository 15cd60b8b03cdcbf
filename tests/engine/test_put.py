"""`put N from ZONE [of SEAT] to ZONE [of SEAT]`: the latest cards given to a zone move to
another zone, nobody choosing, each as it lies; in a block of one player's the zones and
the neighbours are that player's, as a step of its own every player's at once. Screw your
neighbour's trade is three puts through a shared zone."""

from __future__ import annotations

import pytest

from pokerlang.cards import card
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.explain import explain

SCREW = """
game "Screw your neighbour"
import rankings
players 2..10
forced ante
stakes ante 1
zone hand per seat private
zone swap shared hidden
step deal { deal 1 to hand }
step trade {
    each in turn {
        declare keep, trade in turn
        if seat declared trade and not hand of left holds K {
            put 1 from hand to swap
            put 1 from hand of left to hand
            put 1 from swap to hand of left
        }
    }
}
showdown best 1 of hand by one-card
"""


def hand_of(source: str, deck, players: int = 3, button: int = 0):
    game = compile_source("put.poker", source).game
    return new_hand(game, TableStakes(players=players, stacks=100, ante=1), deck=deck, button=button)


def held(hand, zone: str = "hand") -> list[list[str]]:
    return [[str(c) for c in hand.zones.cards(zone, seat)] for seat in range(hand.players)]


def test_a_trade_swaps_the_players_card_with_the_next_players():
    hand = hand_of(SCREW, ["2c", "9d", "Ah"])  # from the button's left: seats 1, 2, 0
    hand.apply(Declare("trade"))  # seat 1 trades its deuce for seat 2's nine
    assert held(hand) == [["Ah"], ["9d"], ["2c"]] and not hand.zones.cards("swap")


def test_a_king_on_the_left_refuses_the_trade():
    hand = hand_of(SCREW, ["2c", "Kd", "Ah"])
    hand.apply(Declare("trade"))
    assert held(hand) == [["Ah"], ["2c"], ["Kd"]]


def test_the_card_traded_away_can_be_traded_on():
    hand = hand_of(SCREW, ["2c", "9d", "Ah"])
    hand.apply(Declare("trade"))  # seat 1 gets the nine, seat 2 the deuce
    hand.apply(Declare("trade"))  # seat 2 trades the deuce on to seat 0 for the ace
    assert held(hand) == [["2c"], ["9d"], ["Ah"]]


def test_the_trade_is_seen_by_the_two_players_alone():
    hand = hand_of(SCREW, ["2c", "9d", "Ah"])
    hand.apply(Declare("trade"))
    moves = ("put", "take")
    puts = [line for line in hand.view(0)["log"] if line["kind"] in moves]
    assert len(puts) == 3 and all(line.get("hidden") for line in puts)  # seat 0 saw none of the cards
    # seat 1 sees its deuce go and the nine come; the deuce reaching seat 2 from the swap,
    # a zone nobody sees into, is named to seat 2 alone
    mine = [list(map(str, line.get("cards", ()))) for line in hand.view(1)["log"] if line["kind"] in moves]
    assert mine == [["2c"], ["9d"], []]
    theirs = [list(map(str, line.get("cards", ()))) for line in hand.view(2)["log"] if line["kind"] in moves]
    assert theirs == [[], ["9d"], ["2c"]]


PASS_ON = """
game "Everyone's last card to the left"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 2 to hand }
step pass { put 1 from hand to hand of left }
step bet { bet }
showdown best 2 of hand by two-card
"""


def test_a_step_of_its_own_moves_every_players_latest_card_at_once():
    # dealt from the button's left one at a time: seats 1, 2, 0, then 1, 2, 0 again
    hand = hand_of(PASS_ON, ["2c", "3c", "4c", "5d", "6d", "7d"])
    # each seat's latest card (5d, 6d, 7d) went one seat left; none was passed on twice
    assert held(hand) == [["4c", "6d"], ["2c", "7d"], ["3c", "5d"]]


TO_THE_DEALER = """
game "All to the dealer"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
zone table shared public
step deal { deal 2 to hand }
step give { put all from hand to hand of dealer }
step show { put 1 from hand of dealer to table }
step bet { bet }
showdown best 5 of hand + table by high
"""


def test_put_all_gives_every_card_and_a_public_zone_lays_them_face_up():
    dealt = ["2c", "3c", "4c", "5d", "6d", "7d"]
    hand = hand_of(TO_THE_DEALER, dealt)
    assert held(hand)[1] == [] and held(hand)[2] == []  # every card went to the dealer (seat 0) ...
    table = hand.zones.placed("table")
    assert len(table) == 1 and table[0].face_up  # ... whose latest card went to the table, face up
    assert sorted(held(hand)[0] + [str(table[0].card)]) == sorted(dealt)


UP_CARDS = """
game "An ace shown goes left"
import rankings
players 2..6
forced ante
stakes ante 1
zone hole per seat private
step deal { deal 1 to hole  deal 1 up to hole }
when dealt up aces { put 1 from hole to hole of left }
step bet { bet }
showdown best 2 of hole by two-card
"""


def test_a_card_dealt_up_that_goes_to_the_left_stays_face_up():
    # seat 1 is dealt the ace up: at once (before seat 2 is dealt its up card) it goes to seat 2
    hand = hand_of(UP_CARDS, ["2c", "3c", "4c", "Ad", "6d", "7d"])
    up = [[p.face_up for p in hand.zones.placed("hole", seat)] for seat in range(3)]
    assert held(hand, "hole")[2] == ["3c", "Ad", "6d"] and up[2] == [False, True, True]
    assert held(hand, "hole")[1] == ["2c"]


def test_check_refuses_what_cannot_be_put():
    base = SCREW.replace("put 1 from swap to hand of left", "{}")
    for line, code, said in [
        ("put 1 from swap of left to hand", "E702", "zone 'swap' is shared: it is no seat's"),
        ("put 1 from hand to hand of nobody", "E702", "'nobody' is no seat of the table"),
        ("put 1 from hand to hand", "E501", "cards put from hand to where they are"),
        ("put 1 from hand to pile", "E101", "unknown zone 'pile'"),
    ]:
        with pytest.raises(PokerlangError) as err:
            compile_source("bad.poker", base.replace("{}", line))
        assert any(d.code == code and said in d.message for d in err.value.diagnostics), err.value


def test_explain_says_what_goes_where():
    text = explain(compile_source("screw.poker", SCREW).game)
    assert (
        "For that player: the latest card of the hand of the next player still in to their left goes to their"
        " hand, face up or down as it lay; nobody chooses." in text
    )


def test_explain_says_a_put_of_the_same_cards_for_everyone_once():
    text = explain(compile_source("dealer.poker", TO_THE_DEALER).game)
    assert "every card of their hand (or as many as there are) goes to the hand of the dealer" in text
    assert "**Show.** The latest card of the hand of the dealer goes to the table, face up; nobody chooses." in text


def test_a_shared_zones_card_turned_up_is_put_by_the_dealer():
    """Telesina's vela: laid face down before the hands, turned up later by a put into a
    public zone; the log names no player for the dealer's move."""
    text = """
game "Vela"
import rankings
players 2..4
forced ante
zone hand per seat private
zone velacard shared hidden
zone vela shared public
step deal { deal 1 to velacard  deal 4 to hand }
step turn { put 1 from velacard to vela }
showdown best 5 of hand + vela by high
"""
    state = hand_of(text, ["Kh", *(f"{r}c" for r in "23456789TJQA")])
    (put,) = [e for e in state.log if e.kind == "put"]
    assert (put.seat, put.cards, put.zone, put.to) == (None, (card("Kh"),), "vela", None)


def test_a_card_put_into_another_seats_zone_is_logged_with_whose_zone_it_is():
    """In the trader's turn the trader moves every card: the left neighbour's card taken into
    the trader's hand names whose it was (`seat 1 takes 9d from seat 2 into hand`), and the
    trader's card put into the neighbour's hand whose zone it goes to."""
    hand = hand_of(SCREW, ["2c", "9d", "Ah"])
    hand.apply(Declare("trade"))
    moves = [(e.kind, e.seat, e.party) for e in hand.log if e.kind in ("put", "take")]
    assert moves == [("put", 1, None), ("take", 1, 2), ("put", 1, 2)]


PASS_LEFT = """
game "One card passed left"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 2 to hand }
step pass { choose 1 from hand to hand of left together }
step bet { bet }
showdown best 2 of hand by two-card
"""


def test_a_card_passed_to_the_left_is_logged_with_whose_hand_it_goes_to():
    """`seat 1 moves 5h into hand` read as if the passer kept it: the log names the receiver."""
    from pokerlang.codec.actions import Choose
    from pokerlang.runner.screen import Screen, plain_console

    hand = hand_of(PASS_LEFT, ["2c", "3c", "4c", "5d", "6d", "7d"])
    for seat in (1, 2, 0):  # in turn from the button's left, each its latest card
        hand.apply(Choose(cards=(card(held(hand)[seat][-1]),)))
    screen = Screen(plain_console(), hand.game, human=-1, first_seat=0)
    moved = [screen.event(line).plain for line in hand.view(0)["log"] if line["kind"] == "reveal"]
    assert moved[2] == "seat 0 moves 7d into seat 1's hand"
