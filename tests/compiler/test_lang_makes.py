"""Conditions on the hand a player's cards make (`hand makes pair or better by high`) and
on a named seat's cards (`hand of dealer holds queens`): what they lower to, what `check`
refuses, and how the engine answers them on stacked decks."""

from __future__ import annotations

import pytest
from helpers.stacking import stack

from pokerlang.compiler import compile_file
from pokerlang.diagnostics import PokerlangError
from pokerlang.engine import Check, TableStakes, new_hand
from pokerlang.ir import control as c

HEAD = 'game "T"\nimport rankings\nplayers 2..4\nforced ante\nzone hand per seat private\nzone board shared public\n'
SHOW = "showdown best 5 of hand by high\n"


def game(tmp_path, body: str):
    path = tmp_path / "t.poker"
    path.write_text(HEAD + body + SHOW)
    return compile_file(str(path))


def hand(tmp_path, body: str, *deck: str):
    """Three seats, the button at seat 2 (the dealer): every round goes seat 0, 1, 2."""
    return new_hand(game(tmp_path, body), TableStakes(ante=1, players=3), deck=stack(*deck), button=2)


def test_makes_lowers_to_the_ranking_with_its_requirement(tmp_path):
    g = game(tmp_path, "deal 5 to hand\neach in turn { if not hand makes pair, J or better by high { fold } }\nbet\n")
    [cond] = [a.body[0].condition for a in g.actions() if isinstance(a, c.Turns)]
    inner = cond.part
    assert isinstance(inner, c.Makes) and inner.zone == "hand" and inner.seat is None and not inner.any_rank
    assert (inner.ranking.qualifier.category, inner.ranking.qualifier.rank) == ("pair", "J")


def test_a_named_seats_cards_are_asked_anywhere(tmp_path):
    g = game(tmp_path, "deal 5 to hand\nif hand of dealer holds queens { burn 1 }\nbet\n")
    [cond] = [a.condition for a in g.actions() if isinstance(a, c.If)]
    assert cond.seat == "dealer" and cond.zone == "hand"


@pytest.mark.parametrize(
    ("condition", "said"),
    [("hand makes pair or better by high", "'makes' is asked of one player"), ("hand holds queens", "'holds'")],
)
def test_outside_a_turn_the_seat_must_be_named(tmp_path, condition, said):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, f"deal 5 to hand\nif {condition} {{ burn 1 }}\nbet\n")
    assert said in str(err.value) and "hand of dealer" in str(err.value) and "E512" in str(err.value)


def test_an_unknown_category_is_refused(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand\nif hand of dealer makes pairs or better by high { burn 1 }\nbet\n")
    assert "E106" in str(err.value) or "E10" in str(err.value)


def test_a_shared_zone_has_no_seat_to_ask(tmp_path):
    with pytest.raises(PokerlangError) as err:
        game(tmp_path, "deal 5 to hand\nif board of dealer holds queens { burn 1 }\nbet\n")
    assert "E501" in str(err.value)


# The dealer (seat 2) holds a queen: a card is burnt before the betting; without it, none.
@pytest.mark.parametrize(("dealer", "burns"), [("Qd", 1), ("9d", 0)])
def test_the_dealer_holding_queens_is_asked_of_the_dealers_cards(tmp_path, dealer, burns):
    body = "deal 1 to hand\nif hand of dealer holds queens { burn 1 }\nbet\n"
    state = hand(tmp_path, body, "Qs", "Qh", dealer)
    assert sum(1 for e in state.log if e.kind == "burn") == burns


# Three cards held, pair or better asked by a ranking of partial hands: a pair makes it,
# no pair does not; the dealer's own cards are the ones asked.
@pytest.mark.parametrize(("dealer", "burns"), [("Kd Kc 2h", 1), ("Kd Qc 2h", 0)])
def test_the_dealer_making_a_pair_is_asked_of_the_cards_held(tmp_path, dealer, burns):
    body = "deal 3 to hand\nif hand of dealer makes pair or better by upcards { burn 1 }\nbet\n"
    d = dealer.split()
    state = hand(tmp_path, body, "As", "Ah", d[0], "3s", "3h", d[1], "4s", "5h", d[2])
    assert sum(1 for e in state.log if e.kind == "burn") == burns
    state.apply(Check())


# A ranking of five-card hands ranks no fewer: three cards make nothing by `high`.
def test_fewer_cards_than_the_rankings_hand_make_nothing(tmp_path):
    body = "deal 3 to hand\nif hand of dealer makes pair or better by high { burn 1 }\nbet\n"
    state = hand(tmp_path, body, "As", "Ah", "Kd", "3s", "3h", "Kc", "4s", "5h", "2h")
    assert not any(e.kind == "burn" for e in state.log)


# explain describes a ranking as the file has it: a condition's `makes pair, J or better`
# is the condition's test, not a qualifier of the ranking (the showdown's hands need none).
def test_explain_describes_the_ranking_without_a_conditions_test(tmp_path):
    from pokerlang.explain import explain

    path = tmp_path / "t.poker"
    path.write_text(
        HEAD.replace("import rankings\n", "import rankings\n")
        + "deal 3 to hand\neach in turn { if hand makes pair, J or better by high { fold } }\nbet\n"
        + "showdown best 3 of hand by three-card\n"
    )
    text = explain(compile_file(str(path)))
    assert "**Standard high**" in text
    assert "To win, a hand must be" not in text


# "Without a rank, the category's worst hand will do": where the ace is low, the worst pair
# is a pair of aces, and three aces make three of a kind or better; where the lowest hand
# wins, the worst pair is a pair of kings, and only a pair of kings or better makes it.
ACE_LOW = "ranking four {\n cards 4\n ace low\n order high-card < pair < three-of-a-kind < four-of-a-kind\n}\n"


@pytest.mark.parametrize(
    ("need", "dealer", "burns"),
    [
        ("three-of-a-kind or better by four", "Ad Ac Ah 9s", 1),
        ("pair or better by four", "Ad Ac 2h 9s", 1),
        ("pair or better by four", "Ad Kc 2h 9s", 0),
        ("pair or better by ace-to-five-low", "Kd Kc 2h 9s 7c", 1),
        ("pair or better by ace-to-five-low", "Kd Qc 2h 9s 7c", 1),
    ],
)
def test_the_worst_hand_of_a_category_is_the_rankings_worst(tmp_path, need, dealer, burns):
    body = ACE_LOW + f"deal {len(dealer.split())} to hand\nif hand of dealer makes {need} {{ burn 1 }}\nbet\n"
    cards = dealer.split()
    deck = [card for i, mine in enumerate(cards) for card in (f"{'3456789TJQ'[i]}s", f"{'3456789TJQ'[i]}h", mine)]
    state = hand(tmp_path, body, *deck)
    assert sum(1 for e in state.log if e.kind == "burn") == burns
