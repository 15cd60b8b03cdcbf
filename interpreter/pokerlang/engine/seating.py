"""Who sits where relative to the button: the Seating of one hand."""

from __future__ import annotations

from collections.abc import Callable


class Seating:
    """Who sits where relative to the button. Heads-up, the button posts the small
    blind and the other seat the big blind, so the button acts first before the flop
    and last after it, as the rules of every blind game say. ``single_blind``: the one
    blind is posted by the seat left of the button.

    A value (equal to another of the same seats, never changed). A class of its own in
    a module of its own rather than a frozen attrs class among the stakes: compiled
    (``pokerlang.native``), its questions, asked at every deal, blind and first bettor,
    are answered without a call into Python."""

    def __init__(self, players: int, button: int, single_blind: bool = False) -> None:
        self.players = players
        self.button = button
        self.single_blind = single_blind

    def left_of(self, seat: int, steps: int = 1) -> int:
        return (seat + steps) % self.players

    @property
    def small_blind(self) -> int:
        return self.button if self.players == 2 else self.left_of(self.button)

    @property
    def big_blind(self) -> int:
        if self.single_blind:
            return self.left_of(self.button)
        return self.left_of(self.small_blind)

    def clockwise(self, start: int) -> tuple[int, ...]:
        """Every seat once, starting at ``start``."""
        return _clockwise(self.players, start)

    def from_left_of_button(self) -> tuple[int, ...]:
        """Every seat, in the order cards are dealt: the dealer's left first, dealer last."""
        return _clockwise(self.players, (self.button + 1) % self.players)

    def first(self, start: int, ok: Callable[[int], bool]) -> int | None:
        """The first seat from ``start`` on (itself included) for which ``ok`` holds."""
        players = self.players
        for i in range(players):  # a plain loop: this runs for every action of every hand
            seat = (start + i) % players
            if ok(seat):
                return seat
        return None

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is Seating
            and other.players == self.players
            and other.button == self.button
            and other.single_blind == self.single_blind
        )

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.players, self.button, self.single_blind))

    def __repr__(self) -> str:
        return f"Seating(players={self.players}, button={self.button}, single_blind={self.single_blind})"

    # Never changed, so a copy of a hand shares it, and a pickle remakes it from its seats.
    def __copy__(self) -> Seating:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Seating:
        return self

    def __reduce__(self) -> tuple[type[Seating], tuple[int, int, bool]]:
        return (Seating, (self.players, self.button, self.single_blind))


# Asked at every deal, showdown and first seat of every hand: the few orders a table has
# are made once, by (players, first seat).
_ORDERS: dict[tuple[int, int], tuple[int, ...]] = {}


def _clockwise(players: int, start: int) -> tuple[int, ...]:
    order = _ORDERS.get((players, start))
    if order is None:
        order = _ORDERS[(players, start)] = tuple([(start + i) % players for i in range(players)])
    return order
