"""Every example in docs/language.md parses: the reference cannot drift from the grammar."""

import re

import pytest

from pokerlang.syntax.parse import parse_text
from helpers.paths import ROOT

DOC = ROOT / "docs" / "language.md"
EXAMPLES = re.findall(r"```poker\n(.*?)```", DOC.read_text(), flags=re.S)


def test_the_reference_has_examples():
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize("index", range(len(EXAMPLES)))
def test_example_parses(index):
    example = EXAMPLES[index]
    # Step-level examples (a bare `moves`, `choose` ...) are items too: the grammar
    # accepts any action at the top level, so every example parses as a file.
    tree = parse_text(example, f"language.md example {index + 1}")
    assert tree.items
