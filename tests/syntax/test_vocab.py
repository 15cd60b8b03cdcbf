"""The vocabulary's tables (syntax/vocab.py) stand where grammar keywords stood: each
sentence names a builder method that exists, and a place's word not in its table is
refused with its choices, at the word."""

from __future__ import annotations

import pytest

from pokerlang.diagnostics import PokerlangError
from pokerlang.syntax.build import AstBuilder
from pokerlang.syntax.parse import parse_text
from pokerlang.syntax.vocab import PHRASES

HEAD = "import rankings\nzone hand per seat private\n"
PLAY = "step s { deal 5 to hand  bet }\nshowdown best 5 of hand by high\n"


def test_every_sentence_names_a_method_of_the_builder():
    missing = [
        (table, row, method)
        for table, rows in PHRASES.items()
        for row, method in rows.items()
        if table != "stakes" and not callable(getattr(AstBuilder, method, None))
    ]
    assert missing == []


def error(text: str):
    with pytest.raises(PokerlangError) as err:
        parse_text(text, "v.poker")
    return err.value.diagnostics[0]


@pytest.mark.parametrize(
    ("line", "column", "code"),
    [
        ("betting pot-limt\n", 9, "E130"),
        ("zone board shared visible\n", 19, "E130"),
        ("kill double when a player scoops 10 big-blinds\n", 6, "E130"),
        ("run it thrice when all in\n", 8, "E131"),
        ("forced blinds and straddles\n", 19, "E131"),
        ("stakes blinds 1/2 bets 2\n", 24, "E131"),  # the sentence ends where `/ N` was due
        ("when deck runs out shuffle muck\n", 20, "E131"),
    ],
)
def test_a_word_outside_its_table_is_refused_at_the_word(line, column, code):
    found = error(line)
    assert (found.code, found.span.column) == (code, column), found.render()


def test_a_sentence_of_the_table_reads_as_the_keywords_did():
    file = parse_text(HEAD + "forced optional straddle and button ante 1 big-blinds\n" + PLAY, "v.poker")
    forced = next(i for i in file.items if type(i).__name__ == "Forced")
    assert [(b.kind, b.optional, b.by) for b in forced.bets] == [("straddle", True, "each"), ("ante", False, "button")]
    assert forced.bets[1].big_blinds.value == 1


def test_a_ranking_line_after_an_all_pattern_category_is_told_apart():
    # `lowest` began a keyword line once; a name now, a pattern before it would take it
    found = error("ranking r extends high {\n  category blaze = all J Q K\n  lowest wins\n}\n")
    assert (found.code, found.span.line, found.span.column) == ("E131", 3, 3)
    assert "just before the ranking's `order` line" in found.hint and "pattern" in found.message


def test_a_ranking_line_after_ranks_taken_out_is_told_apart():
    found = error("ranking r extends high {\n  ranks 2..A except 9\n  ace low\n}\n")
    assert (found.code, found.span.line, found.span.column) == ("E131", 3, 3)
    assert "rank taken out" in found.message
