"""``frozen_value``: a frozen attrs class whose instances never change once made.

The engine copies a whole State for look-ahead (``State.copy``, used by the ``mc`` bot
thousands of times per decision). A frozen value needs no copy: it hands itself to ``copy``
and ``copy.deepcopy`` instead of being rebuilt field by field, which was most of a
State copy's cost (cards, log lines, the Game's steps, actions).

For a type checker ``frozen_value`` is ``attrs.frozen`` itself (so ``attrs.evolve`` and
``attrs.fields`` take its classes), and ``frozen_keywords``, a bare decorator that the
attrs plugin cannot read options from, a dataclass transform with keyword-only fields.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, dataclass_transform

import attrs

from pokerlang.class_code import keep_class_code

keep_class_code()  # before the classes below: attrs' methods read back compiled (start-up)

__all__ = ["frozen_keywords", "frozen_value"]

C = TypeVar("C", bound=type)


def _itself(self: object, memo: object = None) -> object:
    return self


if TYPE_CHECKING:
    from attrs import frozen as frozen_value
else:

    def frozen_value(cls=None, /, **options):
        """``attrs.frozen`` (with the same ``options``), and copies are the instance itself."""

        def make(c):
            c = attrs.frozen(c, **options)
            c.__copy__ = _itself
            c.__deepcopy__ = _itself
            return c

        return make if cls is None else make(cls)


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(attrs.field, attrs.Factory))
def frozen_keywords(cls: C, /) -> C:
    """``frozen_value(kw_only=True)``: every field is given by name (the IR's nodes)."""
    make: Callable[[C], C] = frozen_value(kw_only=True)
    return make(cls)
