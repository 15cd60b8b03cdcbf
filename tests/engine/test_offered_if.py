"""A declaration's option offered only while a condition holds for the player declaring
(`play-3x = pay 3 antes only if hand makes pair, A or better by high`): Crazy 4 poker's
play of three times the ante with a pair of aces or better; Teen Patti's show, offered
when two players are left."""

from __future__ import annotations

import pytest

from pokerlang.codec.options import DeclareOptions
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Declare, IllegalAction, TableStakes, new_hand
from pokerlang.explain import explain

ACES_UP = """
game "Play three times with aces"
import rankings
players 1..6
forced ante
zone hand per seat private
zone house shared hidden
step deal { deal 5 to hand  deal 5 to house }
step decide {
    declare play-3x = pay 3 antes only if hand makes pair, A or better by high,
        play-1x = pay 1 ante, fold = fold in turn
}
showdown against the house {
    best 5 of hand by high
    house plays best 5 of house
}
"""
HOUSE = ["2c", "3d", "4h", "5s", "7c"]


def offered(source: str, deck, players: int = 1) -> tuple[str, ...]:
    game = compile_source("offered.poker", source).game
    hand = new_hand(game, TableStakes(players=players, stacks=100, ante=1), deck=deck, button=0)
    (options,) = [o for o in hand.legal_actions() if isinstance(o, DeclareOptions)]
    return options.options


def test_a_pair_of_aces_is_offered_the_play_of_three_times_the_ante():
    assert offered(ACES_UP, ["As", "Ad", "9c", "8d", "6h", *HOUSE]) == ("play-3x", "play-1x", "fold")


def test_a_pair_of_kings_is_not():
    assert offered(ACES_UP, ["Ks", "Kd", "9c", "8d", "6h", *HOUSE]) == ("play-1x", "fold")


def test_an_option_not_offered_is_refused():
    game = compile_source("offered.poker", ACES_UP).game
    hand = new_hand(game, TableStakes(players=1, stacks=100, ante=1), deck=["Ks", "Kd", "9c", "8d", "6h", *HOUSE])
    with pytest.raises(IllegalAction):
        hand.apply(Declare("play-3x"))


SHOW = """
game "Show when two are left"
import rankings
players 2..6
forced ante
stakes ante 1
zone hand per seat private
step deal { deal 3 to hand }
step play {
    repeat until one in or someone declared show {
        each in turn { declare chaal, show only if players-in = 2, pack = fold in turn }
    }
}
showdown best 3 of hand by three-card
"""


def test_an_option_offered_only_while_two_players_are_left():
    game = compile_source("show.poker", SHOW).game
    hand = new_hand(game, TableStakes(players=3, stacks=100, ante=1), button=0, seed=3)
    (first,) = [o for o in hand.legal_actions() if isinstance(o, DeclareOptions)]
    assert first.options == ("chaal", "pack")
    hand.apply(Declare("pack"))  # two are left
    (then,) = [o for o in hand.legal_actions() if isinstance(o, DeclareOptions)]
    assert then.options == ("chaal", "show", "pack")


def test_a_declaration_must_always_offer_a_choice():
    source = ACES_UP.replace("fold = fold in turn", "fold = fold only if cards(hand) > 9 in turn")
    source = source.replace("play-1x = pay 1 ante,", "play-1x = pay 1 ante only if pot > 0,")
    with pytest.raises(PokerlangError) as err:
        compile_source("bad.poker", source)
    assert "every choice of this declaration is offered only if something holds" in str(err.value)


def test_explain_says_when_an_option_is_offered():
    text = explain(compile_source("offered.poker", ACES_UP).game)
    assert "Play 3x is offered to a player only if their hand makes" in text
