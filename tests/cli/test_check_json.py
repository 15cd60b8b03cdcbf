"""`pokerlang check --format json`: every diagnostic as data, with the same exit status."""

import json

from click.testing import CliRunner

from pokerlang.cli import cli


def test_a_clean_file_is_an_empty_list_and_exit_0():
    result = CliRunner().invoke(cli, ["check", "--format", "json", "holdem"])
    assert result.exit_code == 0 and json.loads(result.stdout) == []


def test_each_error_with_its_place_words_and_hint(tmp_path):
    path = tmp_path / "v.poker"
    path.write_text(
        'game "x"\nimport rankings\nzone hand per seat private\nstep a { deal 2 to hnad  bet }\n'
        "showdown best 5 of hand by hihg\n"
    )
    result = CliRunner().invoke(cli, ["check", "--format", "json", str(path)])
    assert result.exit_code == 1
    found = json.loads(result.stdout)
    assert [(d["code"], d["line"], d["column"], d["message"]) for d in found] == [
        ("E101", 4, 20, "unknown zone 'hnad'"),
        ("E102", 5, 28, "unknown ranking 'hihg'"),
    ]
    assert found[0]["hint"] == "did you mean 'hand'?" and found[0]["severity"] == "error"


def test_a_file_that_cannot_be_read_exits_2(tmp_path):
    result = CliRunner().invoke(cli, ["check", "--format", "json", str(tmp_path / "nothing.poker")])
    assert result.exit_code == 2
    found = json.loads(result.stdout)[0]
    assert found["code"] == "E901" and "cannot read file" in found["message"]
