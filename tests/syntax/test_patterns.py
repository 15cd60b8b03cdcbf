"""Card patterns, as written in a rule: each word names a rank, a suit, a card or jokers."""

import pytest

from pokerlang.cards.card import card
from pokerlang.compiler.patterns import lower_pattern
from pokerlang.diagnostics import Span
from pokerlang.ir.pattern import CardPattern
from pokerlang.syntax import ast


class Refused(Exception):
    pass


def _fail(span, message, hint=None, code=None):
    return Refused(message, hint, code)


def lowered(*words: str) -> CardPattern:
    atoms = tuple(ast.Word(text=w, span=Span(1, i + 1, 1, i + 2)) for i, w in enumerate(words))
    return lower_pattern(ast.Pattern(atoms=atoms, span=Span(1, 1, 1, 9)), _fail)


@pytest.mark.parametrize("words", [("Q",), ("q",), ("queen",), ("queens",)])
def test_a_rank_may_be_written_as_a_letter_or_a_word(words):
    assert lowered(*words) == CardPattern(ranks="Q")


def test_threes_and_nines():
    p = lowered("3", "9")
    assert p.matches(card("3c")) and p.matches(card("9s")) and not p.matches(card("4d"))
    assert p.words() == "threes and nines"


def test_ten_deuce_and_six():
    assert lowered("10", "deuces", "sixes").ranks == "26T"


def test_a_suit_matches_every_card_of_it():
    p = lowered("spades")
    assert p.matches(card("2s")) and p.matches(card("As")) and not p.matches(card("Ah"))


def test_a_card_matches_itself_only():
    p = lowered("Qs")
    assert p.matches(card("Qs")) and not p.matches(card("Qh"))


def test_a_word_that_names_no_cards_is_refused_with_the_forms_that_do():
    with pytest.raises(Refused) as refused:
        lowered("Q", "queenz")
    assert "'queenz' names no cards" in refused.value.args[0]
    assert "spades" in refused.value.args[1] and refused.value.args[2] == "E108"
