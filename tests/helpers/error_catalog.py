"""docs/errors.md read as data: each code's section, its wrong and its fixed example,
and what ``pokerlang check`` says about a text (shared by the catalog's tests)."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import attrs

from pokerlang.check import check_file
from pokerlang.diagnostics import Diagnostic, PokerlangError
from helpers.paths import ROOT

ERRORS_MD = ROOT / "docs" / "errors.md"
# The name every example is saved under: an example about an import cycle imports itself.
EXAMPLE_NAME = "variant.poker"

_HEADING = re.compile(r"^## ([EW]\d{3}) (.+)$", re.MULTILINE)
_EXAMPLE = re.compile(r"^(Wrong|Fixed):\n\n```poker\n(.*?)```$", re.MULTILINE | re.DOTALL)


@attrs.frozen
class Section:
    code: str
    title: str
    text: str
    wrong: str | None
    fixed: str | None


def sections(path: Path = ERRORS_MD) -> list[Section]:
    doc = path.read_text(encoding="utf-8")
    heads = list(_HEADING.finditer(doc))
    out = []
    for head, after in zip(heads, heads[1:] + [None]):
        text = doc[head.end() : after.start() if after else len(doc)]
        examples = dict(_EXAMPLE.findall(text))
        out.append(Section(head.group(1), head.group(2), text, examples.get("Wrong"), examples.get("Fixed")))
    return out


def run_check(text: str | bytes, name: str = EXAMPLE_NAME) -> list[Diagnostic]:
    """Every diagnostic ``check`` gives for a file of ``text``, paths shown as ``name``."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
        try:
            found = check_file(path)
        except PokerlangError as err:
            found = list(err.diagnostics)
        return [relative(d, folder) for d in found]


def relative(diagnostic: Diagnostic, folder: str) -> Diagnostic:
    """``diagnostic`` with the temporary folder taken out of its paths (and its notes')."""
    return attrs.evolve(
        diagnostic,
        path=diagnostic.path.replace(folder + "/", ""),
        notes=tuple(relative(n, folder) for n in diagnostic.notes),
    )
