"""The card budget follows what a file says about the deck and the muck: a step played
only while the deck holds N cards has them; cards put to the muck are reshuffled with it;
a zone emptied and dealt again in every pass of a repeat holds one pass's cards."""

from __future__ import annotations

from helpers.error_catalog import run_check

STUD = """import rankings
players 2..8
forced ante
zone hole per seat private
zone shown per seat public
zone board shared public
step third   { burn 1  deal 2 down to hole  deal 1 up to shown  bet }
step fourth  { burn 1  deal 1 up to shown  bet }
step fifth   { burn 1  deal 1 up to shown  bet }
step sixth   { SIXTH  deal 1 up to shown  bet }
step seventh { SEVENTH  deal 1 down to hole, or to board if the deck is short  bet }
showdown best 5 of hole + shown + board by high
"""


def stud(sixth: str, seventh: str) -> list:
    return run_check(STUD.replace("SIXTH", sixth).replace("SEVENTH", seventh))


# Robert's Rules (seven-card stud): with eight players the burns may leave too few cards
# for seventh street; a card room burns only while it can, and deals the common card.
def test_a_burn_played_only_while_the_deck_has_cards_to_spare_is_counted_so():
    assert stud("if not deck has fewer than 10 { burn 1 }", "if not deck has fewer than 9 { burn 1 }") == []


def test_a_burn_on_every_street_runs_the_deck_out_and_says_the_guard():
    (found,) = stud("burn 1", "burn 1")
    assert found.code == "E201" and "the burn needs 1 more card(s)" in found.message
    assert "`if not deck has fewer than N { burn 1 }`" in found.hint


def test_the_guard_is_read_through_else_and_and():
    # the else branch of `if deck has fewer than 10` is played from ten cards or more
    assert (
        stud("if deck has fewer than 10 { } else { burn 1 }", "if not deck has fewer than 9 and pot > 0 { burn 1 }")
        == []
    )


SEARCH = """import rankings
players 2..7
deck standard + 1 joker
wild jokers
when deck runs out reshuffle muck
zone hole per seat private
zone middle shared public
step joker {
    repeat until middle holds jokers or deck has fewer than 1 { put all from middle to muck  deal 1 to middle }
}
step deal { deal 5 to hole  bet }
showdown best 5 of hole + middle by high
"""


def test_cards_put_to_the_muck_are_reshuffled_and_a_zone_emptied_each_pass_holds_one_card():
    # Kankakee's joker, looked for one card at a time in the middle: every miss goes to
    # the muck (dealt again by the reshuffle), and the middle holds one card at a time,
    # not one for every pass (E413: more cards than a wild hand is made from)
    assert run_check(SEARCH) == []
