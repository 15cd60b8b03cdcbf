"""A rule book's way of writing a thing, where the language writes it otherwise, gets a
hint that names the language's way: a range with a dash, a count in words or followed by
'cards', a zone called by its kind, and the shorthands players use (bb, sb, nl, limit)."""

import pytest

HEAD = "import rankings\nzone hand per seat private\nzone board shared public\n"


def hint(out: str) -> str:
    assert out.count("error[") == 1, out
    return out.rsplit("hint: ", 1)[1]


def test_a_range_with_a_dash_is_written_with_two_dots(check):
    assert hint(check("players 2-10\n")) == "a range of numbers is written with two dots: `2..10`"


def test_a_dash_not_between_numbers_lists_what_may_come(check):
    assert hint(check("players 2 -\n")).startswith("expected one of:")


def test_a_count_in_words_is_written_in_digits(check):
    out = check(HEAD + "step pre { deal 2 to hand  bet }\nshowdown best five of hand + board by high\n")
    assert hint(out) == "write numbers in digits: `5`"


@pytest.mark.parametrize("line", ["deal 2 cards to hand", "deal 1 card up to board"])
def test_a_count_takes_no_word_cards(check, line):
    out = check(HEAD + f"step pre {{ {line}  bet }}\n")
    assert hint(out) == "a count needs no word after it: `deal 2 to hand`, `deal 1 up to board`"


def test_a_zone_named_by_its_kind_gets_the_zone_line(check):
    out = check("zone board community\n")
    assert hint(out) == "a zone is `per seat` or `shared`, then who sees it: `zone board shared public`"


@pytest.mark.parametrize(("short", "word"), [("bb", "big-blind"), ("sb", "small-blind"), ("button", "dealer")])
def test_a_seat_by_its_shorthand(check, short, word):
    out = check(HEAD + f"step pre {{ deal 2 to hand  bet first after {short} }}\n")
    assert f"unknown seat '{short}'" in out and hint(out) == f"did you mean '{word}'?"


@pytest.mark.parametrize(("short", "word"), [("limit", "fixed-limit"), ("nl", "no-limit"), ("pl", "pot-limit")])
def test_a_betting_structure_by_its_shorthand(check, short, word):
    assert hint(check(f"betting {short}\n")) == f"did you mean '{word}'?"
