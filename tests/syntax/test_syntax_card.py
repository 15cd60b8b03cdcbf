"""The syntax card at the top of docs/language.md names every keyword of the grammar, so
that an author reading the card alone meets every statement and every clause, and a new
keyword cannot land without its line on the card."""

import re

from helpers.paths import ROOT

from pokerlang.resources import grammar_path

DOC = ROOT / "docs" / "language.md"


def card_block() -> str:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## The syntax card", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```text\n(.*?)```", section, flags=re.S).group(1)


def grammar_keywords() -> set[str]:
    """Every word the grammar quotes (a keyword, or a symbol such as `..`), comments aside."""
    text = "\n".join(line.split("//", 1)[0] for line in grammar_path().read_text(encoding="utf-8").splitlines())
    # read left to right, so that a terminal's regular expression (`/.../`) is passed over
    # whatever quotes it holds, and a quoted "/" is a keyword
    pieces = re.findall(r'"(?:[^"\\]|\\.)*"|/(?:[^/\\\n]|\\.)+/', text)
    quoted = [piece[1:-1] for piece in pieces if piece.startswith('"')]
    return {word for word in quoted if re.fullmatch(r"[A-Za-z0-9_'-]+|[^\sA-Za-z0-9]+", word)}


def test_every_keyword_of_the_grammar_is_on_the_card():
    block = card_block()
    words = set(re.findall(r"[A-Za-z0-9_'-]+", block))
    missing = sorted(w for w in grammar_keywords() if (w not in words if w[0].isalnum() else w not in block))
    assert not missing, f"keywords of grammar/poker.lark missing from the syntax card: {missing}"


def test_the_card_is_short():
    # one page: the card is a summary, the sections below are the reference
    assert len(card_block().splitlines()) <= 130


# Issue 23: the grammar shrinks, its vocabulary lives in tables (syntax/vocab.py). A new
# choice or sentence is a row there, not a keyword here.
MOST_KEYWORDS = 120


def test_the_grammar_has_at_most_120_distinct_keywords():
    words = sorted(w for w in grammar_keywords() if w[0].isalnum())
    assert len(words) <= MOST_KEYWORDS, f"{len(words)} keywords: put the new words in a table of syntax/vocab.py"


def test_every_word_of_the_vocabulary_is_on_the_card():
    from pokerlang.syntax.vocab import table_words

    words = set(re.findall(r"[A-Za-z0-9_'-]+", card_block()))
    missing = sorted(w for w in table_words() if w not in words)
    assert not missing, f"words of syntax/vocab.py's tables missing from the syntax card: {missing}"
