"""A deal thrown in by an event (Black Mariah): what the compiler makes of `throw in` and
its clauses, what ``check`` says of each misuse, and how ``explain`` reads the rule."""

from __future__ import annotations

from helpers.written_games import WRITTEN

from pokerlang.compiler import load_game
from pokerlang.explain import explain
from pokerlang.ir import control as c

HEAD = """game "x"
import rankings
players 2..6
forced ante
zone hole per seat private
zone shown per seat public
"""
STUD = (
    "deal 2 to hole  deal 1 up to shown  bet\n"
    "    deal 2 up to shown  bet\n"
    "    showdown best 5 of hole + shown by high\n"
)


def deals(until: str = "not thrown in") -> str:
    return f"repeat until {until} {{\n    {STUD}}}\n"


def test_black_mariah_compiles_to_an_event_that_throws_in_and_deal_after_deal():
    game = load_game(str(WRITTEN / "black-mariah.poker"))
    (event,) = game.events
    assert event.face_up is True and event.body == (c.ThrowIn(folded_stay_out=True, ante_again=False),)
    (repeat,) = [a for a in game.actions() if hasattr(a, "until")]
    assert repeat.until == c.Not(part=c.ThrownIn()) and repeat.deals


def test_a_plain_throw_in_deals_everyone_again_and_everyone_antes(check):
    assert check(HEAD + "when dealt up Qs { throw in }\n" + deals()) == ""
    game = load_game(str(WRITTEN / "the-queen.poker"))
    assert game.events[0].body == (c.ThrowIn(folded_stay_out=False, ante_again=True),)


def test_an_event_whose_deal_no_deal_follows_cannot_throw_it_in(check):
    out = check(HEAD + "when dealt up Qs { throw in }\n" + STUD)
    assert "v.poker:8:17: error[E229]: this deal may deal the Qs face up, whose event throws the deal in" in out
    assert "hint: play the deals inside `repeat until not thrown in { ... }`" in out


def test_a_face_down_deal_outside_the_deals_sets_off_no_face_up_event(check):
    # The first hole cards, dealt before the repeat, cannot set off `when dealt up`.
    text = HEAD.replace("players 2..6", "players 2..4") + "when dealt up Qs { throw in }\ndeal 1 to hole\n"
    assert "E229" not in check(text + deals())
    assert "error[E229]" in check(text.replace("when dealt up", "when dealt") + deals())


def test_deal_after_deal_until_not_thrown_in_needs_a_deal_thrown_in(check):
    out = check(HEAD + deals())
    assert "error[E228]: deal after deal until one is not thrown in, but no deal is ever thrown in" in out


def test_thrown_in_is_asked_only_by_deal_after_deal(check):
    out = check(HEAD + "when dealt up Qs { throw in }\n" + deals().replace("bet\n", "bet  if thrown in { bet }\n", 1))
    assert "error[E215]: 'thrown in' can never hold here" in out
    out = check(HEAD + "when dealt up Qs { throw in }\n" + deals("thrown in"))
    assert "error[E515]" in out and "`repeat until not thrown in { ... }`" in out


def test_a_turn_still_cannot_throw_the_deal_in(check):
    out = check(HEAD + "each in turn { throw in }\n" + deals())
    assert "error[E513]: `throw in` ends the deal for the whole table: it cannot be one player's turn" in out


def test_the_clauses_may_come_in_either_order(check):
    text = HEAD + "when dealt up Qs { throw in, no new ante, folded stay out }\n" + deals()
    assert check(text) == ""


def test_black_mariah_explained():
    text = explain(load_game(str(WRITTEN / "black-mariah.poker")))
    assert "played again and again until a deal is played to its end, not thrown in" in text
    assert (
        "Whenever a player is dealt the Qs face up, at once (before the dealing goes on): the deal is"
        " thrown in; every card comes back, the pot stays with every bet made so far, and a new deal"
        " begins: the players still in are dealt again, with no new ante (a player who folded stays out)."
    ) in text


def test_a_card_offered_round_the_table_sets_no_event_off(check):
    text = HEAD + "when dealt up Qs { throw in }\ndeal 1 up to shown, offered round the table\n"
    assert "E229" not in check(text + deals())
    assert "error[E229]" in check(text.replace(", offered round the table", "") + deals())
