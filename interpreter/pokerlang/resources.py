"""Where the grammar, the stdlib and the shipped variants live.

In a wheel they are package data under ``pokerlang/_data``; in an editable install
(or a plain checkout) they are the top-level folders of the repository.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str) -> Path:
    """The folder ``grammar``, ``stdlib`` or ``variants``, wherever this install keeps it."""
    packaged = _PACKAGE / "_data" / name
    if packaged.is_dir():
        return packaged
    return _PACKAGE.parent.parent / name


def grammar_path() -> Path:
    return data_dir("grammar") / "poker.lark"


def stdlib_dir() -> Path:
    return data_dir("stdlib")


def variants_dir() -> Path:
    return data_dir("variants")


def shipped_variants() -> list[Path]:
    return sorted(variants_dir().glob("*.poker"))
