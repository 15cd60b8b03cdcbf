"""A share inside a showdown's braces may take any name, even a word that begins a step
elsewhere (`draw`, `bet`, `wild`): 2-7 Dramaha splits the pot between `omaha` and
`draw`. Words are keywords only where the grammar expects one."""

import pytest

from pokerlang.syntax import ast
from pokerlang.syntax.parse import parse_text

HEAD = """game "Split"
import rankings
deck standard + 1 joker
wild jokers
zone hand per seat private
deal 5 to hand
bet
"""

# what may end the share before it: its ranking, its own wild cards, a showdown rule
BEFORE = ["", " with deuces wild", " with jokers wild as bug", "  odd chip to first", "  if none qualifies split"]


def share_names(text: str) -> list[str]:
    steps = [item for item in parse_text(text).items if isinstance(item, ast.Step)]
    (showdown,) = [action for step in steps for action in step.actions if isinstance(action, ast.Showdown)]
    return [share.label.text for share in showdown.shares if share.label]


@pytest.mark.parametrize("word", ["draw", "bet", "deal", "burn", "wild", "fold", "step", "game"])
@pytest.mark.parametrize("before", BEFORE)
def test_a_word_of_the_language_names_the_second_share(word, before):
    text = HEAD + f"showdown {{\n    first: 5 of hand by high{before}\n    {word}: 5 of hand by ace-to-five-low\n}}\n"
    assert share_names(text) == ["first", word]


# Words that begin a rule inside the braces (`best 5 of`, `if none qualifies`, `up to`,
# `one line of`) cannot name a share; the hint says so rather than list what may follow.
@pytest.mark.parametrize("word", ["best", "if", "up", "one", "opponent"])
def test_a_word_that_begins_a_rule_there_cannot_name_a_share(check, word):
    out = check(HEAD + f"showdown {{\n    first: 5 of hand by high\n    {word}: 5 of hand by high\n}}\n")
    assert out.startswith(f"v.poker:10:{len(word) + 5}: error[E001]: unexpected ':'\n")
    assert out.endswith(f"hint: '{word}' is a word of the language there, not a name: call the share something else")


def test_a_name_before_a_misplaced_colon_gets_no_such_hint(check):
    out = check(HEAD + "showdown { first: 5 of hand by high: }\n")
    assert out.startswith("v.poker:8:36: error[E001]: unexpected ':'\n")
    assert "word of the language" not in out


# A tally or a zone named by such a word is refused by its name (E709, E114), but the
# parse fails first where the name is read back, at whatever follows it: the hint there
# names the word, not what the parser expected after it.
@pytest.mark.parametrize(
    ("line", "use", "kind"),
    [("tally best shared", "set best to max(best, 3)", "tally"), ("tally up shared", "set up to max(up, 3)", "tally")],
)
def test_a_tally_named_by_a_word_of_the_language_is_named_where_it_is_read(check, line, use, kind):
    text = f'game "x"\nimport rankings\n{line}\nzone hand per seat private\nstep s {{ deal 5 to hand  {use} }}\n'
    text += "showdown best 5 of hand by high\n"
    out = check(text)
    word = line.split()[1]
    assert f"'{word}' is a word of the language, read as such here: call the {kind} something else" in out
