"""What the lowering functions of one kind of node ask of the Lowering that calls them:
its zones, the table's player range, the file's settings, a number's range check and a
zone looked up by name. A type of its own, so that those modules (``moves``, ``rows``)
need not import the Lowering that imports them."""

from __future__ import annotations

from typing import Any, Protocol

from pokerlang.ir import game as ir
from pokerlang.syntax import ast


class Context(Protocol):
    zones: dict[str, ir.Zone]
    player_range: tuple[int, int]

    def setting(self, kind: Any) -> tuple[Any, Any]: ...

    def count(self, n: ast.Number, fail: Any, low: int = ..., high: int = ...) -> int: ...

    def zone_ref(self, word: ast.Word, fail: Any, *, per_seat: bool | None = None, hint: str = "") -> str: ...
