"""The hand's action log: one ``Event`` a line, as ``State.record`` writes them."""

from __future__ import annotations

import attrs

from pokerlang.cards import Card


@attrs.define(unsafe_hash=True)
class Event:
    """One line of the action log. ``to``: the seats allowed to see the cards (None:
    everyone); the others read the same line with the cards left out.

    A line is never changed once written, and copies of a State share them, as frozen
    values are shared. It is not an ``attrs.frozen`` class only for speed: a frozen
    class sets each of its ten fields through ``object.__setattr__``, three times the
    cost of a plain one, and a hand of hold'em writes some twenty-five lines."""

    kind: str
    seat: int | None = None
    amount: int | None = None
    cards: tuple[Card, ...] | None = None
    count: int | None = None
    zone: str | None = None
    option: str | None = None
    street: str | None = None
    all_in: bool = False
    to: tuple[int, ...] | None = None
    # The other side of a payment outside the betting: to whom a seat pays (``pay``), or
    # who pays a seat (``paid``): a seat, or "pot", "house" or a pool's name.
    party: int | str | None = None

    def __copy__(self) -> Event:
        return self  # shared, as a frozen value is

    def __deepcopy__(self, memo: object) -> Event:
        return self
