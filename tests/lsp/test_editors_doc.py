"""docs/editors.md says what the tools do: its configurations and its examples are held
to the tools here (the examples of hover and of the simulation's headline are what the
server says for the shipped files named)."""

from __future__ import annotations

import json
import re
import tomllib

from helpers.paths import ROOT
from pokerlang.compiler import load_game
from pokerlang.lsp import analysis as an
from pokerlang.lsp.simulate import headline

DOC = (ROOT / "docs" / "editors.md").read_text(encoding="utf-8")


def blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", DOC, flags=re.S)


def test_the_helix_configuration_is_toml_that_starts_the_server():
    [helix] = blocks("toml")
    config = tomllib.loads(helix)
    assert config["language-server"]["pokerlang"] == {"command": "pokerlang", "args": ["lsp"]}
    [language] = config["language"]
    assert language["file-types"] == ["poker"] and language["language-servers"] == ["pokerlang"]


def test_the_neovim_configurations_start_the_server_for_poker_files():
    lua = blocks("lua")
    assert len(lua) == 2
    for config in lua:
        assert 'cmd = { "pokerlang", "lsp" }' in config and "poker = \"poker\"" in config


def test_the_vscode_steps_name_the_package_vsce_writes():
    manifest = json.loads((ROOT / "editors" / "vscode" / "package.json").read_text(encoding="utf-8"))
    assert f"{manifest['name']}-{manifest['version']}.vsix" in blocks("sh")[0]
    assert "python -m pokerlang.lsp.textmate" in blocks("sh")[1]


def test_the_simulation_headline_shown_is_holdems():
    said = str(headline(load_game("holdem")))
    assert f"`{said}`" in DOC.replace("\n", " ")


def test_the_hover_examples_are_what_the_server_says():
    path = ROOT / "variants" / "holdem.poker"
    text = path.read_text(encoding="utf-8")
    analysis = an.analyse(str(path), text)
    rows = text.split("\n")
    line = next(n for n, row in enumerate(rows, start=1) if "deal 2 to hand" in row)
    deal = an.hover(analysis, line, rows[line - 1].index("deal 2 to hand") + 1)
    assert '"Deals two cards face down to each player\'s hand"' in DOC
    assert "Deals two cards face down to each player's hand" in deal
    bet = an.hover(analysis, line, rows[line - 1].index("bet first") + 1)
    assert "(`bet` — a betting round ...)" in DOC and bet.startswith("`bet` — a betting round")
