"""What ``check`` and ``explain`` say of opening requirements and thrown-in deals: each
misuse is an error at the author's line with a hint, and the rules read as a rule book's."""

from __future__ import annotations

from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.explain import explain

HEAD = """game "x"
import rankings
players 2..6
forced ante
zone hand per seat private
"""


def test_a_throw_in_with_no_deal_after_it(check):
    out = check(HEAD + "deal 5 to hand\nbet\nif not opened { throw in }\nshowdown 5 of hand by high\n")
    assert "v.poker:8:17: error[E222]: `throw in` ends one deal of deal after deal, but no deal follows here" in out
    assert "hint: play the deal inside `repeat until opened { ... }`" in out


def test_deal_after_deal_until_opened_needs_a_throw_in(check):
    out = check(HEAD + "repeat until opened { deal 5 to hand  bet  showdown 5 of hand by high }\n")
    assert "error[E223]: deal after deal until one is opened, but no deal is ever thrown in" in out
    assert "hint: after the betting round, write `if not opened { throw in }`" in out


def test_opened_before_any_betting_round_can_never_hold(check):
    out = check(HEAD + "deal 5 to hand\nif opened { burn 1 }\nbet\nshowdown 5 of hand by high\n")
    assert "v.poker:7:1: error[E215]: 'opened' can never hold here: no betting round comes before it" in out


def test_a_requirement_the_blinds_make_moot(check):
    out = check(
        HEAD.replace("forced ante", "forced blinds")
        + "deal 5 to hand\nbet first after big-blind opener needs pair, J or better from 5 of hand by high\n"
        "showdown 5 of hand by high\n"
    )
    assert "error[E221]: the blinds open the first betting round: an opening requirement never applies" in out


def test_a_requirement_the_bring_in_makes_moot(check):
    out = check(
        HEAD + "zone shown per seat public\ndeal 2 to hand\ndeal 1 up to shown\n"
        "bet bring-in worst shown by low-upcards opener needs pair or better from best 2 of hand + shown"
        " by upcards\nshowdown best 3 of hand + shown by three-card\n"
    )
    assert "error[E221]: the bring-in makes the first bet of this round: an opening requirement never applies" in out


def test_openers_that_name_no_hand_or_no_category(check):
    out = check(
        HEAD + "deal 5 to hand\nbet opener needs straight, 3 or better from 5 of hand by high\n"
        "showdown 5 of hand by high\n"
    )
    assert "v.poker:7:28: error[E407]: no straight has 3 as its top card" in out
    out = check(
        HEAD + "deal 5 to hand\nbet opener needs fullhouse or better from 5 of hand by high\n"
        "showdown 5 of hand by high\n"
    )
    assert "error[E106]: unknown hand category 'fullhouse'" in out and "did you mean 'full-house'?" in out


def test_openers_bigger_than_the_cards_held(check):
    out = check(
        HEAD + "deal 2 to hand\nbet opener needs pair, J or better from 5 of hand by high\n"
        "showdown 2 of hand by two-card\n"
    )
    assert "error[E205]: the opening requirement makes a hand of 5 cards from zones that hold at most 2" in out


def test_a_throw_in_is_not_one_players_turn(check):
    out = check(HEAD + "each in turn { throw in }\ndeal 5 to hand\nshowdown 5 of hand by high\n")
    assert "error[E513]: `throw in` ends the deal for the whole table: it cannot be one player's turn" in out


def test_jackpots_explained():
    text = explain(load_game(str(WRITTEN / "jackpots.poker")))
    assert "played again and again until a deal is opened" in text
    assert "To open (make the first bet), a player needs a pair of jacks or better" in text
    assert "A player without openers may check or fold, but not bet" in text
    assert (
        "If nobody has opened (every player checked): the deal is thrown in; every card comes back,"
        " the pot stays with every bet made so far, and a new deal begins: every player dealt in"
        " is dealt again and antes again."
    ) in text
