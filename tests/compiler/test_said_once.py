"""A showdown's rule is said once, and a declaration is read by something: a second
`odd chip to` line, or players declaring before a showdown that plays the cards as they
speak, ran without a word and did not do what the file says."""

from __future__ import annotations

from helpers.error_catalog import run_check

HILO = """import rankings
players 2..6
forced ante
zone hand per seat private
step deal { deal 5 to hand  bet }
DECLARE
showdown SORT{
    high: best 5 of hand by high
    low:  best 5 of hand by ace-to-five-low
    RULES
}
"""


def hilo(rules: str = "", declare: str = "", sort: str = "") -> list:
    return run_check(HILO.replace("RULES", rules).replace("DECLARE", declare).replace("SORT", sort))


def test_an_odd_chip_sent_to_two_shares_is_refused_at_the_second_line():
    (found,) = hilo("odd chip to high\n    odd chip to low")
    assert found.code == "E111" and found.span.line == 11


def test_the_same_rule_twice_is_refused_too():
    (found,) = hilo("if none qualifies split\n    if none qualifies best high")
    assert found.code == "E111"
    assert hilo("odd chip to high\n    if none qualifies split") == []


def test_a_declaration_before_a_showdown_by_the_cards_is_read_by_nothing():
    (found,) = hilo(declare="step declare { declare high, low, both = high + low together }")
    assert found.code == "E233" and "'high', 'low', 'both'" in found.message
    assert "showdown declared" in found.hint


def test_a_declaration_is_read_by_a_showdown_by_declaration_or_a_condition():
    declare = "step declare { declare high, low, both = high + low together }"
    assert hilo(declare=declare, sort="declared ") == []
    unread = "step declare { declare stay, go together }"
    assert [d.code for d in hilo(declare=unread)] == ["E233"]
    assert hilo(declare=unread + "  step more { if someone declared go { bet } }") == []


def test_a_declaration_that_folds_or_costs_does_something_by_itself():
    assert hilo(declare="step declare { declare in, out = fold together }") == []
    assert hilo(declare="step declare { declare stay = pay 1 ante, go together }") == []


def test_a_tally_named_like_a_conditions_word_is_refused():
    text = 'game "T"\nextends "holdem"\ntally opened shared\n'
    (found,) = run_check(text)
    assert found.code == "E709" and "`repeat until opened`" in found.message


def test_a_tally_refused_by_its_name_is_not_unknown_again_where_it_is_read():
    """Read as an amount (`x = best`), the refused tally gave E700 whose hint declared it
    again: the line just refused."""
    text = (
        'game "T"\nextends "holdem"\ntally best shared\ntally x shared\n'
        "step count after preflop { set best to max(x, 3)  if x = best { set x to 1 } }\n"
    )
    (found,) = run_check(text)
    assert found.code == "E709"


# Trips to win with the showdown left after the repeat's braces: the misplaced showdown is
# the one fault, said with its fix; the endless repeat and its cards follow from it.
def test_a_throw_in_outside_deal_after_deal_is_said_alone_with_its_fix():
    text = (
        'game "T"\nimport rankings\nplayers 2..7\nforced ante\nzone hand per seat private\n'
        "tally trips shared each hand\n"
        "repeat until not thrown in {\n    deal 5 to hand\n    bet\n    set trips to 0\n"
        "    each in turn { add 1 to trips if hand makes three-of-a-kind or better by high }\n"
        "    if trips = 0 and not one in { throw in }\n}\nshowdown best 5 of hand by high\n"
    )
    (found,) = run_check(text)
    assert found.code == "E222" and "put the showdown inside the repeat's braces" in found.hint


def test_the_ace_to_six_low_ranking_counts_straights_against_the_hand():
    """London lowball: the ace is low, and A-2-3-4-5 is a straight, worse than any no-pair
    hand; 6-4-3-2-A is the best."""
    import pokerlang

    def low(cards: str) -> int:
        return pokerlang.evaluate("ace-to-six-low", cards).value

    assert low("6c4d3s2hAh") > low("7c5d4s3h2h") > low("KcQdJs9h8h") > low("As2d3h4s5c")
    assert pokerlang.evaluate("ace-to-six-low", "As2d3h4s5c").category == "straight"
    text = 'game "A6"\nextends "five-card-draw"\nshowdown 5 of hand by ace-to-six-low\n'
    assert run_check(text) == []
