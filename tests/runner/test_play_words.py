"""`play`'s words and a player who leaves: a card moved into the person's own zone is
"your" zone; a session that broke even says so in plain words; a player who walks away
mid-hand gives up as little as it can, leaving the deal where a declaration offers it."""

from __future__ import annotations

import random

from rich.console import Console

from pokerlang.codec.actions import Declare
from pokerlang.codec.options import DeclareOptions
from pokerlang.runner.play import Session, summary, walk_away
from pokerlang.runner.screen import Screen


def test_a_player_who_walks_away_leaves_the_deal_rather_than_pay_for_an_option():
    legal = [DeclareOptions(options=("trade", "stand", "out"), leaves=("out",))]
    assert walk_away(legal, random.Random(1)) == Declare("out")


def test_a_session_that_broke_even_says_so_in_plain_words():
    session = Session()
    session.hands, session.won, session.net = 2, 1, 0
    assert summary(session) == "You played 2 hands, won chips in 1, and broke even in all."
    session.net = -5
    assert summary(session).endswith("and lost 5 chips in all.")


def test_a_card_put_into_the_persons_zone_is_put_into_your_zone():
    screen = Screen(Console(record=True, width=120), game=None, human=0)
    assert screen.whose(0) == "your" and screen.whose(2) == "seat 3's"  # `play` numbers seats from 1
