"""Categories of four cards in a five-card hand (Sökö): a four-card flush and a
four-card straight beat a pair and lose to two pair; the four-flush is the better."""

from __future__ import annotations

import pytest

from helpers.hands_helpers import spec
from helpers.written_games import compile_games

from pokerlang.hands import evaluate

SOKO = '''game "four-card hands"
import rankings
players 2..4
zone hand per seat private
ranking soko "high, four-card flushes and straights count" {
    cards 5
    ace high, low in straights
    order high-card < pair < four-straight < four-flush < two-pair < three-of-a-kind < straight < flush < full-house < four-of-a-kind < straight-flush
}
deal 5 down to hand
bet
showdown best 5 of hand by soko
'''  # noqa: E501 - a ranking's order is one line


@pytest.fixture(scope="module")
def soko(tmp_path_factory):
    return compile_games(tmp_path_factory.mktemp("soko"), soko=SOKO)["soko"].ranking("soko")


def test_a_four_card_flush_beats_a_pair_of_aces(soko):
    assert evaluate(soko, "9s 7s 5s 2s Kd") > evaluate(soko, "As Ad Kc 7h 2c")


def test_a_four_card_straight_beats_a_pair_and_loses_to_a_four_card_flush(soko):
    straight = evaluate(soko, "9c 8d 7h 6s 2c")
    assert straight > evaluate(soko, "As Ad Kc 7h 2c")
    assert straight < evaluate(soko, "9s 7s 5s 2s Kd")
    assert straight.describe() == "four-card straight, nine high"


def test_two_pair_beats_a_four_card_flush(soko):
    assert evaluate(soko, "3c 3d 2h 2s 5c") > evaluate(soko, "As Ks Qs Js 2d")


def test_the_fifth_card_breaks_a_tie_between_four_card_flushes(soko):
    assert evaluate(soko, "As Ks Qs Js 9d") > evaluate(soko, "Ah Kh Qh Jh 8d")
    assert evaluate(soko, "As Ks Qs Js 9d") == evaluate(soko, "Ah Kh Qh Jh 9c")


def test_the_ace_plays_low_in_a_four_card_straight(soko):
    assert evaluate(soko, "Ac 2d 3h 4s 9c").category == "four-straight"


def test_best_five_of_seven_finds_the_four_card_flush(soko):
    assert evaluate(soko, "As 9s 5s 2s Kd 7c 3h").category == "four-flush"


def test_without_the_categories_the_same_hands_are_high_cards():
    assert evaluate(spec("high"), "9s 7s 5s 2s Kd").category == "high-card"
