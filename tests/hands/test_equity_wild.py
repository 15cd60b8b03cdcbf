"""`pokerlang equity` plays every game `run` plays: wild cards and jokers counted as the
showdown counts them (the joker as the bug of California lowball, deuces wild), and a
game whose wild cards depend on the order of the deal refused in words, never a crash."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from pokerlang.analytics.equity import Calculator, EquityError
from pokerlang.cli import cli
from pokerlang.compiler import compile_source, load_game
from pokerlang.compiler.rotation import is_rotation
from pokerlang.resources import shipped_variants


def test_the_joker_is_the_bug_in_california_lowball():
    # K-Q-J-T and the joker as the bug (an ace: the lowest card the hand lacks) against
    # A-2-3-4 and one card to come: 32 of the 44 cards left make no pair and win.
    equity = Calculator(load_game("california-lowball")).run(["As2d3d4d", "X1KhQhJhTh"])
    assert equity.exact and equity.deals == 44
    assert equity.mean(0) == pytest.approx(32 / 44)


def test_four_deuces_and_an_ace_are_five_aces_in_deuces_wild():
    equity = Calculator(load_game("deuces-wild")).run(["2s2d2h2cAh", "KhKdKcKsQh"])
    assert equity.mean(0) == 1.0


def test_the_joker_game_through_the_command():
    result = CliRunner().invoke(cli, ["equity", "california-lowball", "--hands", "As2d3d4d X1KhQhJhTh"])
    assert result.exit_code == 0, result.output
    assert "72.73%" in result.output


def test_wild_cards_by_the_order_of_the_deal_are_refused_in_words():
    result = CliRunner().invoke(cli, ["equity", "follow-the-queen", "--hands", "QsQd QhQc"])
    assert result.exit_code == 2 and "cannot tell which are wild" in result.output


@pytest.mark.parametrize("path", [p for p in shipped_variants() if not is_rotation(p)], ids=lambda p: p.stem)
def test_every_shipped_game_has_an_equity_or_says_why_not(path):
    game = load_game(str(path))
    try:
        equity = Calculator(game).run([""] * max(2, game.min_players), samples=20, exact_limit=0)
    except EquityError as err:
        assert "cannot tell which are wild" in str(err)
        return
    assert sum(equity.mean(p) for p in range(equity.players)) == pytest.approx(1.0)


NATURALS = """
game "Naturals"
import rankings
players 2
deck cards As Ad Kc Qh 5c Ah Kd Qs 5d + 1 joker
wild jokers
forced ante
zone hand per seat private
step deal { deal 5 to hand  bet }
showdown { 5 of hand by high  natural beats wild }
"""


def test_a_natural_hand_wins_over_the_same_hand_made_wild_as_at_the_showdown():
    # A pair of aces, kings, queens and fives each: the joker makes the second hand's pair.
    game = compile_source("naturals.poker", NATURALS).game
    assert Calculator(game).run(["AsAdKcQh5c", "AhX1KdQs5d"]).mean(0) == 1.0
    # without the rule, the equal hands split the pot
    plain = compile_source("plain.poker", NATURALS.replace("  natural beats wild", "")).game
    assert Calculator(plain).run(["AsAdKcQh5c", "AhX1KdQs5d"]).mean(0) == 0.5
