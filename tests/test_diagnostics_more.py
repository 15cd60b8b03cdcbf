"""Diagnostics of hostile or careless files: every error of a phase at its place, hints
that list what is meant, notes that point into a base file, and no text that reaches the
terminal raw. Exact texts, as in test_diagnostics.py."""

import textwrap

import pytest

from pokerlang.check import check_file

HEAD = 'import rankings\nzone hand per seat private\nzone board shared public\n'
PLAY = 'step pre { deal 2 to hand  bet }\nstep flop { deal 5 to board  bet }\nshowdown best 5 of hand + board by high\n'


@pytest.fixture
def check(tmp_path):
    def run(text: str, name: str = "v.poker") -> str:
        path = tmp_path / name
        path.write_text(textwrap.dedent(text))
        out = "\n".join(d.render() for d in check_file(path))
        return out.replace(str(tmp_path) + "/", "")
    return run


@pytest.mark.parametrize("char", ["\x1b", "\x07", "\x00", "\x7f", "\x9b", "\r"])
def test_a_control_character_in_a_string_is_refused_at_its_place(check, char):
    out = check(f'game "Evil {char}[31mred"\n' + HEAD + PLAY)
    assert out.startswith(f"v.poker:1:12: error: control character U+{ord(char):04X} in a string\n")
    assert out.endswith("hint: a string holds printable text only: remove the character")
    assert char not in out


def test_a_tab_in_a_title_is_still_text(check):
    assert check('game "Texas\tHold"\n' + HEAD + PLAY) == ""


def test_an_unterminated_string_is_still_called_so(check):
    assert "unterminated string" in check('game "Texas\x1b\n')
