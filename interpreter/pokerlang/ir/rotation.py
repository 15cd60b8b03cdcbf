"""A mixed game (H.O.R.S.E., 8-game, dealer's choice): games played in turn at one table.

A rotation is not a game: each hand is one member's hand, played by the engine as that
member alone. The table (seats, stacks, stakes, the button) is the rotation's; the
rules of every hand are its member's.
"""

from __future__ import annotations

import attrs

from pokerlang.ir.game import Game
from pokerlang.ir.stakes import Kill


@attrs.frozen
class Member:
    """One game of the rotation: the name it was written with, and its Game."""

    name: str
    game: Game


@attrs.frozen
class Rotation:
    name: str  # the file's stem, as a Game's name
    title: str
    path: str
    every: int | None  # hands of a member before the next; None: an orbit (one hand per seat)
    members: tuple[Member, ...]
    seats: tuple[int, int]  # the players it may be played by: every member's, and the file's own

    @property
    def min_players(self) -> int:
        return self.seats[0]

    @property
    def max_players(self) -> int:
        return self.seats[1]

    @property
    def kill(self) -> Kill | None:
        """A game's kill rule, if one has: its hands' stakes follow from the hand before, so
        the rotation is played in one process (``runner.parallel``)."""
        return next((m.game.kill for m in self.members if m.game.kill is not None), None)

    def hands_each(self, players: int) -> int:
        return self.every if self.every is not None else players

    def member_at(self, hand: int, players: int) -> Member:
        """The member whose hand is hand ``hand`` (from 0) at a table of ``players``: it
        depends on nothing else, so any range of hands can be played apart."""
        return self.members[hand // self.hands_each(players) % len(self.members)]
