"""README's five-minute path works as written: its variant checks clean, and each of its
commands (but `play`, which waits for a person) exits 0 on it."""

import re
import shlex

from click.testing import CliRunner
from helpers.paths import ROOT

from pokerlang.cli import cli

SECTION = (
    (ROOT / "README.md").read_text(encoding="utf-8").split("## Write your first variant", 1)[1].split("\n## ", 1)[0]
)
VARIANT, COMMANDS = re.findall(r"```\n(.*?)```", SECTION, flags=re.S)[:2]


def test_the_first_variant_checks_explains_and_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pineapple.poker").write_text(VARIANT, encoding="utf-8")
    commands = [shlex.split(line)[1:] for line in COMMANDS.splitlines() if line.strip()]
    assert [c[0] for c in commands] == ["check", "explain", "run", "play"]
    for command in commands[:3]:
        result = CliRunner().invoke(cli, command, catch_exceptions=False)
        assert result.exit_code == 0, (command, result.output)
    assert "discards one card" in CliRunner().invoke(cli, commands[1]).output
