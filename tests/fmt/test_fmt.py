"""`pokerlang fmt`: one layout for every file, the meaning never changed.

The layout's rules, one test each; then the two properties over every shipped and
written file and over random programs from the grammar: formatting twice is formatting
once, and the file compiles to the same game before and after.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from helpers.paths import ROOT
from helpers.programs import programs
from hypothesis import HealthCheck, given, settings

from pokerlang.cli import cli
from pokerlang.compiler import compile_source
from pokerlang.diagnostics import PokerlangError
from pokerlang.fmt import format_text
from pokerlang.resources import shipped_variants

WRITTEN = ROOT / "tests" / "written"
FILES = [*shipped_variants(), *sorted(WRITTEN.glob("*.poker"))]


def test_every_item_starts_a_line_and_spaces_shrink_to_one():
    assert format_text('game  "x"   players 2..4\nzone hand   per seat private') == (
        'game "x"\nplayers 2..4\nzone hand per seat private\n'
    )


def test_what_the_author_glued_stays_glued_and_a_comma_follows_its_word():
    text = "stakes blinds 1/2\ndeclare high , low , both=high+low together\n"
    assert format_text(text) == "stakes blinds 1/2\ndeclare high, low, both=high+low together\n"


def test_a_block_on_one_line_stays_on_one_line_its_statements_two_spaces_apart():
    assert format_text("step flop {burn 1 deal 3 to board   bet}\n") == "step flop { burn 1  deal 3 to board  bet }\n"


def test_a_block_over_several_lines_has_one_line_per_line_of_statements_indented_four():
    text = "step third { deal 2 to hole  deal 1 up to shown\n   bet small }\n"
    assert format_text(text) == "step third {\n    deal 2 to hole  deal 1 up to shown\n    bet small\n}\n"


def test_nested_blocks_indent_a_level_each():
    text = "step s {\nrepeat until one in {\nif dealer alone {\nfold\n}\n}\n}\n"
    assert format_text(text) == (
        "step s {\n    repeat until one in {\n        if dealer alone {\n            fold\n        }\n    }\n}\n"
    )


def test_the_braces_of_one_line_items_that_begin_alike_line_up():
    text = "step preflop { deal 2 to hand  bet }\nstep flop { deal 3 to board  bet }\nshowdown best 5 of hand by high\n"
    assert format_text(text) == (
        "step preflop { deal 2 to hand  bet }\nstep flop    { deal 3 to board  bet }\nshowdown best 5 of hand by high\n"
    )


def test_only_the_first_block_of_a_line_is_lined_up():
    text = "if one in { deal 1 to hand } else { burn 1 }\nif one in { fold }\n"
    assert format_text(text) == "if one in { deal 1 to hand } else { burn 1 }\nif one in { fold }\n"


def test_a_guard_stays_on_the_line_of_the_statement_it_guards():
    text = "step s {\n    put losers out   if strikes of seat >= 3\n    fold\n}\n"
    assert format_text(text) == "step s {\n    put losers out if strikes of seat >= 3\n    fold\n}\n"


def test_labels_of_shares_line_up():
    text = "showdown {\nhigh: best 5 of hand by high\nlow:  best 5 of hand by low\n}\n"
    assert format_text(text) == "showdown {\n    high: best 5 of hand by high\n    low:  best 5 of hand by low\n}\n"


def test_comments_stay_where_they_are_and_trailing_ones_line_up():
    text = "# the title\ngame \"x\" # mine\nplayers 2..4   # few\n\n\n\nburn 1\n"
    assert format_text(text) == '# the title\ngame "x"      # mine\nplayers 2..4  # few\n\nburn 1\n'


def test_a_comment_inside_a_one_line_block_opens_it():
    text = "step s { deal 1 to hand # one\n bet }\n"
    assert format_text(text) == "step s {\n    deal 1 to hand  # one\n    bet\n}\n"


def test_a_file_that_does_not_parse_is_refused_with_checks_diagnostic():
    with pytest.raises(PokerlangError) as refused:
        format_text("step x { deal 2 to }\n", "bad.poker")
    assert refused.value.diagnostics[0].code == "E001"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_file_formats_to_a_fixed_point_with_the_same_meaning(path: Path):
    text = path.read_text(encoding="utf-8")
    once = format_text(text, str(path))
    assert format_text(once, str(path)) == once
    assert compile_source(path, once).game == compile_source(path, text).game


def test_every_shipped_and_written_file_is_laid_out_as_fmt_lays_it_out():
    """`pokerlang fmt --check variants tests/written` is clean: the house style is fmt's."""
    said = CliRunner().invoke(cli, ["fmt", "--check", str(ROOT / "variants"), str(WRITTEN)])
    assert said.exit_code == 0, said.output


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs())
def test_a_random_program_formats_to_a_fixed_point_with_the_same_meaning(text):
    try:
        before = compile_source("generated.poker", text).game
    except PokerlangError:
        return  # fmt of a file that does not compile: only the parse matters, tested above
    once = format_text(text)
    assert format_text(once) == once
    assert compile_source("generated.poker", once).game == before


def test_fmt_check_lists_what_would_change_and_changes_nothing(tmp_path):
    messy = tmp_path / "messy.poker"
    messy.write_text("game  \"x\"\n", encoding="utf-8")
    (tmp_path / "tidy.poker").write_text('game "x"\n', encoding="utf-8")
    said = CliRunner().invoke(cli, ["fmt", "--check", str(tmp_path)])
    assert said.exit_code == 1 and said.output == f"would reformat {messy}\n"
    assert messy.read_text(encoding="utf-8") == 'game  "x"\n'


def test_fmt_diff_shows_what_would_change_and_changes_nothing(tmp_path):
    messy = tmp_path / "messy.poker"
    messy.write_text('game  "x"\nplayers 2..4\n', encoding="utf-8")
    (tmp_path / "tidy.poker").write_text('game "x"\n', encoding="utf-8")
    said = CliRunner().invoke(cli, ["fmt", "--diff", str(tmp_path)])
    assert said.exit_code == 1
    assert said.output.splitlines() == [
        f"--- {messy}",
        f"+++ {messy} (fmt)",
        "@@ -1,2 +1,2 @@",
        '-game  "x"',
        '+game "x"',
        " players 2..4",
    ]
    assert messy.read_text(encoding="utf-8") == 'game  "x"\nplayers 2..4\n'


def test_fmt_rewrites_in_place_and_says_which(tmp_path):
    messy = tmp_path / "messy.poker"
    messy.write_text("game  \"x\"\n", encoding="utf-8")
    said = CliRunner().invoke(cli, ["fmt", str(messy)])
    assert said.exit_code == 0 and said.output == f"reformatted {messy}\n"
    assert messy.read_text(encoding="utf-8") == 'game "x"\n'


def test_fmt_leaves_a_broken_file_alone_and_says_why(tmp_path):
    broken = tmp_path / "broken.poker"
    broken.write_text("step x { deal 2 to }\n", encoding="utf-8")
    said = CliRunner().invoke(cli, ["fmt", str(broken)])
    assert said.exit_code == 1 and "error[E001]" in said.output
    assert broken.read_text(encoding="utf-8") == "step x { deal 2 to }\n"


def test_fmt_of_standard_input_writes_standard_output():
    said = CliRunner().invoke(cli, ["fmt", "-"], input='game  "x" players 2..4')
    assert said.exit_code == 0 and said.output == 'game "x"\nplayers 2..4\n'


# `else` on a line of its own stands under its `if`, as the author lined it up: it is no
# continuation of the line before.
def test_else_on_its_own_line_stands_under_its_if():
    text = "step s {\n    if one in { fold }\n        else if opened { burn 1 }\n    else {\n        burn 2 }\n}\n"
    assert format_text(text) == (
        "step s {\n    if one in { fold }\n    else if opened { burn 1 }\n    else {\n        burn 2\n    }\n}\n"
    )


def test_the_brace_that_closes_a_rotations_games_stands_under_its_line():
    """A rotation's games over several lines: each name indented a step, the closing brace
    under `rotation`, at the top of a file and in a match alike."""
    top = 'game "M"\nrotation every orbit {\n"holdem"\n    "razz"\n        }\n'
    assert format_text(top) == 'game "M"\nrotation every orbit {\n    "holdem"\n    "razz"\n}\n'
    nested = 'match cash {\nrotation every orbit {\n"holdem"\n"razz"\n}\n}\n'
    assert (
        format_text(nested) == 'match cash {\n    rotation every orbit {\n        "holdem"\n        "razz"\n    }\n}\n'
    )
