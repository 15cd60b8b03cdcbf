"""``show(game)``: the core IR of a compiled Game as stable, indented text.

Every shorthand phrase of the language lowers into these few IR nodes, and this is
what the engine sees. The text is what the golden tests (``tests/golden/ir/``) hold,
so it must not change unless the IR does: no memory addresses, no paths of this
machine, values in a fixed order.

The printer knows no node by name. It walks attrs fields (``attrs.fields``), so a
new IR node prints without a change here; a field equal to its default is left out
to keep the text short. Three values print in a form of their own: a ``RankingSpec``
by name (its fields once, under ``rankings``), a ``Card`` by its name (``As``) and a
``CardPattern`` as the cards it names.
"""

from __future__ import annotations

import json
from fractions import Fraction
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs

from pokerlang.cards.card import Card
from pokerlang.ir.game import Game
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.ranking import RankingSpec
from pokerlang.resources import variants_dir

INDENT = "  "
WIDTH = 96  # a node whose fields fit on one line this long prints on one line
_BARE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_+\-./']*\Z")  # strings safe to print unquoted


def show(game: Game) -> str:
    """The whole Game, every node in it, as indented text ending with a newline."""
    rankings = list(game.rankings)
    for value in values(game):
        if isinstance(value, RankingSpec) and value not in rankings:
            rankings.append(value)  # one not listed by the game (a share's own): shown too
    names = _ranking_names(rankings)
    printer = _Printer(names)
    lines = [f"game {_scalar(game.name)}"]
    for field in _node_fields(game):
        value = getattr(game, field.name)
        if field.name == "name" or _is_default(field, value):
            continue
        if field.name == "path":
            value = _portable(value)
        if field.name == "rankings":
            lines.append(f"{INDENT}rankings:")
            for spec in rankings:
                lines += printer.block(names[spec], spec, 2, colon=True, spell_out=True)
            continue
        lines += printer.field(field.name, value, 1)
    return "\n".join(lines) + "\n"


def values(root: object) -> Iterator[object]:
    """Every value inside ``root`` (attrs instances, the items of tuples, lists and dicts,
    and the leaves), ``root`` first, depth first in field order."""
    yield root
    if isinstance(root, Card):
        return
    if attrs.has(type(root)):
        for field in _node_fields(root):
            yield from values(getattr(root, field.name))
    elif isinstance(root, (tuple, list, frozenset, set)):
        for item in root:
            yield from values(item)
    elif isinstance(root, dict):
        for key, item in root.items():
            yield from values(key)
            yield from values(item)


def _ranking_names(specs: list[RankingSpec]) -> dict[RankingSpec, str]:
    """A unique label per spec: its name, with ``#2``... when two different specs share it."""
    names: dict[RankingSpec, str] = {}
    taken: dict[str, int] = {}
    for spec in specs:
        if spec in names:
            continue
        taken[spec.name] = taken.get(spec.name, 0) + 1
        names[spec] = spec.name if taken[spec.name] == 1 else f"{spec.name}#{taken[spec.name]}"
    return names


class _Printer:
    def __init__(self, ranking_names: dict[RankingSpec, str]) -> None:
        self.ranking_names = ranking_names

    def ranking(self, spec: RankingSpec) -> str:
        return f"@{self.ranking_names.get(spec, spec.name)}"

    def field(self, name: str, value: object, depth: int) -> list[str]:
        return self.block(name, value, depth, colon=True)

    def block(self, label: str, value: Any, depth: int, colon: bool = False, spell_out: bool = False) -> list[str]:
        """``label: value`` on one line if it fits, else the label and the parts below it."""
        pad = INDENT * depth
        head = f"{label}:" if colon else label
        inline = None if spell_out else self.inline(value)
        if inline is not None and len(pad) + len(head) + 1 + len(inline) <= WIDTH:
            return [f"{pad}{head} {inline}"]
        if inline is not None and not attrs.has(type(value)) and not isinstance(value, (tuple, list, dict)):
            return [f"{pad}{head} {inline}"]  # a leaf has no parts to split: deep in a chain of else-ifs, long
        if isinstance(value, (tuple, list)):
            lines = [f"{pad}{head}"]
            for item in value:
                lines += self.block("-", item, depth + 1)
            return lines
        if isinstance(value, dict):
            lines = [f"{pad}{head}"]
            for key in sorted(value, key=_sort_key):
                lines += self.block(_scalar(key), value[key], depth + 1, colon=True)
            return lines
        # An attrs node too long for a line: its type (and name, if it has one), then a
        # field a line.
        named = isinstance(getattr(value, "name", None), str)
        if not spell_out:
            head += f" {type(value).__name__}" + (f" {_scalar(value.name)}" if named else "")
        lines = [f"{pad}{head}"]
        for field in _node_fields(value):
            item = getattr(value, field.name)
            if _is_default(field, item) or (named and field.name == "name"):
                continue
            lines += self.field(field.name, item, depth + 1)
        return lines

    def inline(self, value: object) -> str | None:
        """``value`` on one line, or None when it holds a list of nodes or a dict."""
        if isinstance(value, RankingSpec):
            return self.ranking(value)
        if isinstance(value, Card):
            return str(value)
        if isinstance(value, CardPattern):
            return _pattern(value)
        if attrs.has(type(value)):
            parts = []
            for field in _node_fields(value):
                item = getattr(value, field.name)
                if _is_default(field, item):
                    continue
                text = self.inline(item)
                if text is None:
                    return None
                parts.append(f"{field.name}={text}")
            return f"{type(value).__name__}({', '.join(parts)})"
        if isinstance(value, (tuple, list)):
            if any(attrs.has(type(item)) and not isinstance(item, (Card, CardPattern, RankingSpec)) for item in value):
                return None  # nodes go a line each
            items = [self.inline(item) for item in value]
            texts = [item for item in items if item is not None]
            if len(texts) < len(items):
                return None
            return f"[{' '.join(texts)}]"
        if isinstance(value, dict):
            return None if value else "{}"  # an entry a line, keys sorted
        if isinstance(value, (set, frozenset)):
            return f"{{{' '.join(sorted(map(_scalar, value)))}}}"
        return _scalar(value)


def _pattern(pattern: CardPattern) -> str:
    """``cards(ranks 39, suits s, Qs Jh, jokers)``: the parts the pattern names."""
    parts = []
    if pattern.ranks:
        parts.append(f"ranks {pattern.ranks}")
    if pattern.suits:
        parts.append(f"suits {pattern.suits}")
    if pattern.cards:
        parts.append(" ".join(str(Card(i)) for i in pattern.cards))
    if pattern.jokers:
        parts.append("jokers")
    parts += [f"rank of {'last card dealt to ' if n.last else ''}{n.zone}" for n in pattern.named]
    return f"cards({', '.join(parts)})"


def _scalar(value: object) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        if _BARE.match(value) and value not in ("none", "true", "false"):
            return value
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, Path):
        return _scalar(value.as_posix())
    if isinstance(value, Fraction):  # an expression's number: 3, or 1/20
        return str(value)
    # Anything else the IR may come to hold: its repr, without a memory address.
    return re.sub(r" at 0x[0-9a-f]+", "", repr(value))


def _sort_key(value: object) -> tuple[str, str]:
    return (type(value).__name__, _scalar(value))


def _node_fields(node: object) -> tuple[attrs.Attribute[Any], ...]:
    """The attrs fields of an IR node in order. (Its class is made by ``frozen_value``,
    which type checkers read as a dataclass transform, not as an attrs class.)"""
    cls: Any = type(node)
    fields: tuple[attrs.Attribute[Any], ...] = attrs.fields(cls)
    return fields


def _is_default(field: attrs.Attribute[Any], value: object) -> bool:
    default: Any = field.default
    if default is attrs.NOTHING:
        return False
    if isinstance(default, attrs.Factory):  # type: ignore[arg-type]  # a class, though typed as a function
        if default.takes_self:
            return False
        default = default.factory()
    return type(value) is type(default) and value == default


def _portable(path: str) -> str:
    """``path`` relative to the repository (or install) the variants ship in; a file
    elsewhere by its name alone, so no path of one machine gets into the text."""
    if not path:
        return path
    here = Path(path)
    root = variants_dir().resolve().parent
    try:
        return here.resolve().relative_to(root).as_posix()
    except (ValueError, OSError):
        return here.name
