"""A rotation's hands at one table: hand i is played by the game the rotation names for
it, whole, as that game alone (``runner.simulate.play_hands``), the button moving one
seat each hand whatever the game. The table's stakes apply to every game; a game's own
default stakes are used where the table gives none (``RotationStakes``).

Hand i's game depends only on i and the seats, so any range of hands can be played
apart (``runner.parallel``) and the parts merged give what one process gives. A game
that kills pots kills within its own hands: the kill is not carried into another game.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Protocol

import attrs

from pokerlang.engine import TableStakes
from pokerlang.ir.rotation import Rotation


@attrs.frozen
class RotationStakes:
    """The stakes of each game of a rotation, by its name."""

    by_game: dict[str, TableStakes]

    @property
    def big_blind(self) -> int:  # what bb/100 counts in: the first game's big blind
        return next(iter(self.by_game.values())).big_blind

    @property
    def ante(self) -> int:  # what antes/100 counts in, where no game of it has blinds: the first game's ante
        return next(iter(self.by_game.values())).ante


def blocks(rotation: Rotation, players: int, start: int, count: int) -> Iterator[tuple[int, int]]:
    """Hands ``start`` .. ``start + count - 1`` cut where the game changes: (first, count),
    one at a time (a long run has many)."""
    each = rotation.hands_each(players)
    i, end = start, start + count
    while i < end:
        last = min(end, (i // each + 1) * each)
        yield i, last - i
        i = last


class Seeds(Protocol):
    """The seeds of a run's hands: a list, or drawn as they are played (``SeedStream``)."""

    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[int]: ...


def play_rotation(
    play_hands: Callable,
    rotation: Rotation,
    stakes: RotationStakes,
    agents: list,
    summary,
    start: int,
    seeds: Seeds,
    on_hand: Callable | None = None,
    record: bool = False,
    on_result: Callable | None = None,
) -> None:
    """``play_hands`` for a rotation: each run of hands of one game played as that game,
    and counted by game in ``summary.games`` (``play_hands``: ``runner.simulate``'s, given
    by it)."""
    players = len(agents)
    stream = iter(seeds)  # the blocks follow one another: each takes the next seeds
    for first, count in blocks(rotation, players, start, len(seeds)):
        member = rotation.member_at(first, players)
        before = summary.hands
        try:
            part = list(itertools.islice(stream, count))
            play_hands(
                member.game, stakes.by_game[member.name], agents, summary, first, part, on_hand, record, on_result
            )
        finally:  # an interrupted run counts the hands it played, by game too
            if summary.hands > before:
                summary.games[member.name] = summary.games.get(member.name, 0) + summary.hands - before
