"""`explain` of a file that `check` refuses: the rules as written, then the errors, and a
non-zero exit (a script must not take the file for clean); a clean file exits 0."""

from __future__ import annotations

from click.testing import CliRunner

from pokerlang.cli import cli


def test_explain_says_the_rules_then_the_errors_and_exits_1(tmp_path):
    path = tmp_path / "short.poker"
    path.write_text(
        'game "Short"\nimport rankings\nplayers 2..6\nforced ante\nzone hand per seat private\n'
        "step deal { deal 5 to hand  bet }\nstep change { draw 0..5 from hand  bet }\nshowdown 5 of hand by high\n"
    )
    result = CliRunner().invoke(cli, ["explain", str(path)])
    assert result.exit_code == 1
    assert "# Short" in result.output and "error[E201]" in result.output
    assert result.output.index("# Short") < result.output.index("error[E201]")
    assert CliRunner().invoke(cli, ["explain", "five-card-draw"]).exit_code == 0
