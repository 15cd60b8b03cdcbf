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


def _slug(title: str) -> str:
    """A heading's anchor as the Markdown renderers make it (GitHub's way)."""
    return re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")


def _headings(text: str) -> list[tuple[int, str]]:
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    return [(len(m.group(1)), m.group(2)) for m in re.finditer(r"^(##|###) (.+)$", prose, flags=re.M)]


def test_the_contents_list_every_section_in_order():
    text = DOC.read_text()
    contents = text.split("**Contents**\n\n", 1)[1].split("\n\n", 1)[0]
    listed = [
        (2 if not line.startswith("  ") else 3, m.group(1), m.group(2))
        for line in contents.splitlines()
        if (m := re.search(r"\[(.+)\]\(#(.+)\)", line))
    ]
    assert [(level, title) for level, title, _ in listed] == _headings(text)
    assert all(anchor == _slug(title) for _, title, anchor in listed)


def test_every_link_within_the_page_reaches_a_heading():
    text = DOC.read_text()
    anchors = {_slug(title) for _, title in _headings(text)}
    assert sorted(set(re.findall(r"\]\(#([^)]+)\)", text)) - anchors) == []
