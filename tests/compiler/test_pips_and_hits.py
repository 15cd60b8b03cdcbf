"""Pip rankings and ``hit or stand``, as the compiler reads them: what lines a pip count
takes, and the shorthand lowered into the core nodes it stands for (a repeat of turns,
each a declaration and a deal), with its bound on the rounds."""

from __future__ import annotations

from fractions import Fraction

import attrs
import pytest

from pokerlang.check import check_file
from pokerlang.explain import explain
from pokerlang.compiler import compile_source, load_game
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.ir.ranking import PIP_CARDS

HEAD = """game "t"
forced ante
players 2..{players}
ranking seven "nearest 7" {{ nearest 7  count J Q K as 1/2  count A as 1 or 11 }}
zone hand per seat private
step deal {{ deal 1 down to hand  deal 1 up to hand  bet }}
"""
SHOW = "showdown hand by seven\n"


def game(text: str, players: int = 8) -> ir.Game:
    return compile_source("t.poker", HEAD.format(players=players) + text + SHOW).game


def codes(tmp_path, text: str) -> list[str]:
    path = tmp_path / "t.poker"
    path.write_text(HEAD.format(players=8) + text + SHOW)
    return [d.code for d in check_file(path)]


def cards_street(g: ir.Game):
    return next(s for s in g.streets if s.name == "cards").actions


def test_hit_or_stand_is_the_repeat_it_stands_for():
    short = game("step cards { hit or stand 1 up to hand { bet } }")
    written = game(
        "step cards { repeat until nobody declared hit or deck has fewer than 8 {"
        " each in turn { declare hit, stand in turn  deal 1 up to hand only declared hit }  bet } }"
    )
    (repeat,) = cards_street(written)
    turns = repeat.body[0]
    declare = attrs.evolve(turns.body[0], options=tuple(attrs.evolve(o, shares=()) for o in turns.body[0].options))
    # The same repeat, but that hit and stand contest no share: they choose cards, and a
    # showdown by declaration goes by the declaration before it.
    assert cards_street(short) == (
        attrs.evolve(repeat, body=(attrs.evolve(turns, body=(declare, turns.body[1])), *repeat.body[1:])),
    )
    assert [o.shares for o in turns.body[0].options] == [("hit",), ("stand",)]


def test_the_bound_is_what_one_round_may_take_with_the_most_players():
    (repeat,) = cards_street(game("step cards { hit or stand 2 down to hand }", players=5))
    assert repeat.until == c.Any(parts=(c.NobodyDeclared(option="hit"), c.DeckFewer(count=10)))
    turns = repeat.body[0]
    assert turns.body[1] == ir.Deal(count=2, zone="hand", face_up=False, only_declared="hit")
    assert len(repeat.body) == 1  # no block: no betting between the rounds


def test_a_count_takes_every_card_without_a_size():
    share = next(
        a for a in game("step cards { hit or stand 1 up to hand { bet } }").actions() if isinstance(a, ir.Showdown)
    ).shares[0]
    assert share.composition.size == PIP_CARDS and share.ranking.pips.target == 7


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("when dealt up aces { hit or stand 1 up to hand }", "E513"),  # an event is one player's
        ("each in turn { hit or stand 1 up to hand }", "E513"),
        ("repeat until nobody declared hti or deck has fewer than 8 { hit or stand 1 up to hand }", "E227"),
    ],
)
def test_misuse_is_diagnosed(tmp_path, text, code):
    assert code in codes(tmp_path, text)


@pytest.mark.parametrize(
    ("ranking", "code"),
    [
        ('ranking r "r" { nearest 21  order high-card }', "E414"),
        ('ranking r "r" { cards 5  over busts }', "E414"),
        ('ranking r "r" { count A as 1 or 11 }', "E414"),
        ('ranking r "r" { nearest 101 }', "E415"),
        ('ranking r "r" { nearest 21  count spades as 1 }', "E415"),
        ('ranking r "r" { nearest 21  count A as 31 }', "E415"),
        ('ranking r "r" { nearest 15/4 }', "E415"),
        ('ranking r "r" { nearest 21  count A as 3/4 }', "E415"),
    ],
)
def test_a_pip_ranking_refuses_what_means_nothing_in_it(tmp_path, ranking, code):
    assert code in codes(tmp_path, ranking + "\n")


def with_ranking(ranking: str, showdown: str):
    """A game of the heads above with one more ranking and its showdown."""
    return compile_source("t.poker", HEAD.format(players=8) + ranking + "\n" + showdown + "\n").game


# Sette e mezzo's seven and a half, Primiera's seven that counts 21: a target of a half
# point, and a card of up to 30 points.
def test_a_target_may_be_a_half_and_a_card_count_up_to_thirty():
    g = with_ranking('ranking half "seven and a half" { nearest 15/2  count 7 as 21 }', "showdown hand by half")
    (half,) = (r for r in g.rankings if r.name == "half")
    assert half.pips.target == Fraction(15, 2)
    assert "The count nearest 7½ wins" in explain(g)


def test_a_ranking_that_extends_a_count_is_a_count_and_keeps_its_card_values():
    g = with_ranking(
        'ranking t "nearest 27" extends seven { nearest 27  over busts }',
        "showdown { low: hand by seven  high: hand by t }",
    )
    seven, twenty_seven = (next(r for r in g.rankings if r.name == n) for n in ("seven", "t"))
    assert twenty_seven.pips.counts == seven.pips.counts and twenty_seven.pips.target == 27
    assert twenty_seven.pips.over_busts and not seven.pips.over_busts


def test_wild_cards_are_refused_with_a_count(tmp_path):
    assert "E411" in codes(tmp_path, "wild deuces\n")


def test_wild_cards_are_refused_with_a_count_that_a_strength_reads(tmp_path):
    """A count read by `strength` ranks the cards with the game's wild cards, as a showdown
    does: refused where it is named (check passed it, and the hand stopped at the call)."""
    path = tmp_path / "t.poker"
    text = HEAD.format(players=8) + "wild deuces\ntally top shared\n"
    text += "step count { each in turn { add 1 to top if strength(hand, seven) = strongest(hand, seven) } }\n"
    text += 'ranking one "one card" { cards 1  order high-card }\nshowdown best 1 of hand by one\n'
    path.write_text(text)
    assert [d.code for d in check_file(path)] == ["E411"]


def test_explain_tells_the_rounds_and_the_counts_in_words():
    from pokerlang.explain import explain

    text = explain(load_game("seven-twenty-seven"))
    assert (
        "either takes one more card, face up, to their hand at once (declaring hit), or stands"
        " (declaring stand). The rounds go on until one in which every player still in stood" in text
    )
    assert "a player who stood may take a card in a later round. After each round, the last too:" in text
    assert (
        "Twos to tens count their pips; jacks, queens and kings ½ each;"
        " aces 1 or 11 (each as brings the count nearest)." in text
    )
    assert "of two counts equally far from 27, one under and one over, the one under wins" in text
    assert "the count of every card of their hand, ranked by *nearest 7*" in text
    bust = explain(load_game("seven-twenty-seven-bust"))
    assert "A count over 27 busts: it loses to every count of 27 or less, and cannot win its part of the pot." in bust


def test_a_repeat_written_otherwise_is_told_step_by_step():
    from pokerlang.explain import explain

    text = explain(
        game(
            "step cards { repeat until nobody declared card or deck has fewer than 8 {"
            " each in turn { declare card, pass in turn  deal 1 up to hand only declared card }  bet } }"
        )
    )
    assert "either takes" in text  # the same shape, other words: the same rule
    text = explain(game("step cards { repeat until nobody declared hit { declare hit, stand in turn  bet } }"))
    assert "either takes" not in text and "played again and again until no player still in declared hit" in text


THIRTY_ONE = """game "Thirty-one"
import rankings
players 2..6
forced ante
stakes ante 1
ranking thirty-one "nearest 31" {{ nearest 31  count J Q K as 10  count A as 1 or 11  over busts }}
zone hand per seat private
tally points per seat each hand
step deal {{ deal 3 to hand }}
step count {{ each in turn {{ {body} }} }}
showdown best 3 of hand by thirty-one
"""


def test_pips_read_a_hand_s_count_as_a_number():
    """`pips` is the count a pip ranking gives the cards: A K 9 is 30 (the ace as 11, its
    best count); a player over 29 here folds at once."""
    from pokerlang.engine import TableStakes, new_hand

    body = "set points of seat to pips(hand, thirty-one)  if pips(hand, thirty-one) > 29 { fold }"
    g = compile_source("t.poker", THIRTY_ONE.format(body=body)).game
    # dealt one card at a time from the button's (seat 0's) left: seat 1, then seat 0
    hand = new_hand(g, TableStakes(players=2, stacks=10, ante=1), deck=["As", "9h", "Kd", "8c", "9s", "7d"], button=0)
    assert hand.is_over
    assert hand.tallies["points"] == [0, 30]  # seat 1 counted first; its fold ended the hand
    assert list(hand.result().net) == [1, -1]  # seat 1's 30 folded: seat 0 takes the antes


def test_pips_by_a_ranking_of_poker_hands_is_refused(tmp_path):
    path = tmp_path / "t.poker"
    path.write_text(THIRTY_ONE.format(body="add pips(hand, high) to points of seat"))
    assert [d.code for d in check_file(path)] == ["E702"]
