"""An object's fields by name, for the copies of a hand (``engine.lookahead``): through its
``__dict__``, or, for a class of the engine's compiled build (``pokerlang.native``: the State,
its zones and a betting round), which has none, through the state its ``__getstate__`` gives
and ``__setstate__`` takes. Such a class's constructor takes no argument for a blank one,
which ``__new__`` then makes, as it makes a plain class's."""

from __future__ import annotations

from typing import Any, cast


def fields_of(value: object) -> dict[str, Any]:
    """``value``'s fields: its own ``__dict__`` (not to be changed), or a new dict of them."""
    own: dict[str, Any] | None = getattr(value, "__dict__", None)
    if own is not None:
        return own
    return cast("dict[str, Any]", value.__getstate__())  # a compiled class's: a dict of its fields


def set_fields(value: object, fields: dict[str, Any]) -> None:
    """Give ``value`` (a blank one, made by ``__new__``) these fields."""
    own: dict[str, Any] | None = getattr(value, "__dict__", None)
    if own is not None:
        own.update(fields)
    else:
        value.__setstate__(fields)  # type: ignore[attr-defined]  # a compiled class's
