"""The steps still to play: a stack of frames, each over an immutable tuple of steps.

The game's script (``prepare.script_of``) is the bottom frame. A step that chooses a block
(an ``if``'s branch, a pass of a repeat, an event's block, a seat's turn of ``each in
turn``, a deal of ``repeat until one in``, the runs of a run-out) pushes the block as a new
frame; the hand plays the top frame's next step and drops a frame once its steps are
played. Nothing is spliced into a list: a frame's steps never change, only how far into
them the hand is, so a copy of the hand copies the stack, not the steps. Where a block must
decide what follows it (one more pass, the next seat's turn, the rest of a deal an event
stopped), its last step is a marker that does so when played (``control.LoopEnd``,
``control.TurnOn``, ``control.DealOn``, ``rounds.EndOfRound``).

A step is a ``(street, step)`` pair: the street the hand is on while the step plays.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

Step = tuple[str | None, object]

# A block of steps being played, ``(steps, at)``: ``steps[at]`` is the next one. A plain
# pair, made anew at every step the hand takes (a named tuple's constructor is Python code).
Frame = tuple[tuple[Step, ...], int]


def ahead(frames: list[Frame]) -> Iterator[Step]:
    """The steps still to play, in the order they will be played (the top frame's first),
    as the hand stands now: a block a step may yet push is not among them."""
    for steps, at in reversed(frames):
        yield from islice(steps, at, None)


def place_of(frames: list[Frame], kind: type | tuple[type, ...]) -> int | None:
    """How many steps ahead come before the first of this kind, or None: there is none."""
    return next((i for i, (_, step) in enumerate(ahead(frames)) if isinstance(step, kind)), None)
