"""``frozen_value``: a frozen attrs class whose instances never change once made.

The engine copies a whole State for look-ahead (``State.copy``, used by the ``mc`` bot
thousands of times per decision). A frozen value needs no copy: it hands itself to ``copy``
and ``copy.deepcopy`` instead of being rebuilt field by field, which was most of a
State copy's cost (cards, log lines, the Game's steps, actions).

Both decorators are marked ``dataclass_transform`` so that a type checker reads the
classes' fields and constructors as it reads ``attrs.frozen``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform, overload

import attrs

C = TypeVar("C", bound=type)


def _itself(self: object, memo: object = None) -> object:
    return self


@overload
def frozen_value(cls: C, /) -> C: ...
@overload
def frozen_value(cls: None = None, /, **options: Any) -> Callable[[C], C]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(attrs.field, attrs.Factory))
def frozen_value(cls: C | None = None, /, **options: Any) -> C | Callable[[C], C]:
    """``attrs.frozen`` (with the same ``options``), and copies are the instance itself."""
    def make(c: C) -> C:
        made: C = attrs.frozen(c, **options)
        made.__copy__ = _itself      # type: ignore[attr-defined]
        made.__deepcopy__ = _itself  # type: ignore[attr-defined]
        return made
    return make if cls is None else make(cls)


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(attrs.field, attrs.Factory))
def frozen_keywords(cls: C, /) -> C:
    """``frozen_value(kw_only=True)``: every field is given by name (the IR's nodes)."""
    return frozen_value(kw_only=True)(cls)
