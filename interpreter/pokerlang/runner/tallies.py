"""Tallies and players put out, kept by the table from hand to hand (``tally strikes per
seat``, ``put losers out``): like a kill pot (``runner.kill``), a rule that spans hands.

The table gives each hand the counts the last one ended with (``TableStakes.tallies``)
and seats only the players still in the game: a player put out (``HandResult.out``) is
dealt no more hands, and the hand is played by the others, seat numbers closed up in
order (``seats``: the table's seat of each of the hand's). When fewer players are left
than the game needs, the run ends, and ``stopped`` says why."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from pokerlang.ir.expr import PutOut

if TYPE_CHECKING:
    from pokerlang.engine import TableStakes
    from pokerlang.engine.result import HandResult
    from pokerlang.ir.game import Game


def keeps_tallies(game: Game) -> bool:
    """Whether the game counts across hands or puts players out."""
    carried = any(not t.each_hand for t in game.tallies)  # a count for the hand alone carries nothing
    return carried or any(isinstance(a, PutOut) for a in (*game.every_action(), *game.endings))


class TallyTable:
    """The counts and the players still in, hand after hand: ``stakes(base)`` and
    ``seats`` for the next hand, then ``after(result)``."""

    def __init__(self, game: Game, players: int):
        self.game = game
        self.seats = list(range(players))  # the table's seats still in the game, in order
        carried = [t for t in game.tallies if not t.each_hand]  # `each hand`: the hand's own
        self.counts = {t.name: [t.start] * (players if t.per_seat else 1) for t in carried}
        self.per_seat = {t.name: t.per_seat for t in carried}
        self.stopped: str | None = None  # why the run ended early
        self.seats_played: list[int] = []  # the table's seat of each seat of the hand just played
        self.players = players
        self.button: int | None = None  # the table's seat of the last hand's button

    def next_button(self, hand: int) -> int:
        """The next hand's button, as an index into ``seats``: one seat on from the last
        hand's, round the players still in (a player put out is passed over, the button
        never jumping); the first hand's where a table of every seat would have it."""
        if self.button is None:
            at = hand % self.players
        else:
            at = (self.button + 1) % self.players
        while at not in self.seats:  # the next seat still in, clockwise
            at = (at + 1) % self.players
        self.button = at
        return self.seats.index(at)

    def stakes(self, base: TableStakes) -> TableStakes:
        """The next hand's stakes: the players still in, and their counts."""
        given = {
            name: tuple(counts[s] for s in self.seats) if self.per_seat[name] else tuple(counts)
            for name, counts in self.counts.items()
        }
        stacks = base.stacks if isinstance(base.stacks, int) else tuple(base.stacks[s] for s in self.seats)
        return attrs.evolve(base, players=len(self.seats), stacks=stacks, tallies=given)

    def after(self, result: HandResult, hand: int) -> None:
        for name, counts in result.tallies.items():
            if self.per_seat.get(name):
                for at, seat in enumerate(self.seats):
                    self.counts[name][seat] = counts[at]
            elif name in self.counts:
                self.counts[name] = list(counts)
        gone = {self.seats[s] for s in result.out}
        self.seats = [s for s in self.seats if s not in gone]
        if len(self.seats) < self.game.min_players:
            left = len(self.seats)
            self.stopped = (
                f"stopped after hand {hand}: {left} player{'s' if left != 1 else ''} left in the game,"
                f" fewer than the {self.game.min_players} it needs"
            )

    def full(self, values: tuple[int, ...], players: int) -> list[int]:
        """A hand's numbers by its seats -> by the table's (0 for a seat not dealt in)."""
        out = [0] * players
        for at, seat in enumerate(self.seats_played):
            out[seat] = values[at]
        return out
