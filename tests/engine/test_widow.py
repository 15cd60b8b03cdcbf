"""Cards chosen from a shared zone every player sees (a widow, a discard pile): `choose 1
from widow to hand in turn`, one player at a time (Whiskey poker, Knock poker)."""

from __future__ import annotations

import pytest

from pokerlang.codec.actions import Choose
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Declare, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.cards import card

WIDOW = """
game "Widow"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
zone widow shared public
step deal { deal 2 to hand  deal 2 up to widow }
step trade {
    each in turn {
        declare swap, stand in turn
        if seat declared swap {
            choose 1 from widow to hand in turn
            choose 1 from hand to widow in turn
        }
    }
}
step bet { bet }
showdown best 3 of hand by three-card
"""
# The button at seat 0: seat 1 is dealt 2c then 5c, seat 0 3d then 6d; the widow Ah Kh.
DECK = ["2c", "3d", "5c", "6d", "Ah", "Kh"]


def hand():
    game = compile_source("widow.poker", WIDOW).game
    return new_hand(game, TableStakes(players=2, stacks=100, ante=1), deck=DECK, button=0)


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def test_a_player_takes_a_card_of_the_widow_and_gives_one_back_face_up():
    h = hand()
    h.apply(Declare("swap"))  # seat 1
    h.apply(Choose((card("Ah"),)))
    h.apply(Choose((card("2c"),)))
    assert names(h.zones.cards("hand", 1)) == ["5c", "Ah"]
    assert names(h.zones.cards("widow")) == ["Kh", "2c"] and all(p.face_up for p in h.zones.placed("widow"))


def test_every_player_sees_which_card_was_taken():
    h = hand()
    h.apply(Declare("swap"))
    h.apply(Choose((card("Kh"),)))
    taken = [line for line in h.view(0)["log"] if line["kind"] == "choose"]
    assert names(taken[0]["cards"]) == ["Kh"]


def test_a_card_not_in_the_widow_cannot_be_taken():
    from pokerlang.engine import IllegalAction

    h = hand()
    h.apply(Declare("swap"))
    with pytest.raises(IllegalAction):
        h.apply(Choose((card("3d"),)))


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (("zone widow shared public", "zone widow shared hidden"), "is shared and face down"),
        (("choose 1 from widow to hand in turn", "choose 1 from widow to hand together"), "two players could pick"),
    ],
)
def test_a_choice_from_a_shared_zone_must_be_seen_and_one_at_a_time(change, said):
    with pytest.raises(PokerlangError) as err:
        compile_source("bad.poker", WIDOW.replace(*change))
    assert said in str(err.value) and "E506" in str(err.value)


def test_explain_says_the_widow_is_the_tables():
    text = explain(compile_source("w.poker", WIDOW).game)
    assert "chooses one card from the widow and moves it to their hand" in text
