"""What the replay tests share: a PHH hand that replays as agreed, and the places of a
record (every key and index path in a JSON value) for tampering one at a time."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

# Hold'em, three players: seat 3 raises, seat 1 calls, seat 2 folds; seat 3's kings lose
# to seat 1's aces at the showdown.
GOOD_PHH = """variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 50, 80]
actions = ['d dh p1 AhAd', 'd dh p2 7c2d', 'd dh p3 KsKc', 'p3 cbr 6', 'p1 cc', 'p2 f',
           'd db 2c7d9h', 'p1 cc', 'p3 cc', 'd db Kh', 'p1 cc', 'p3 cc', 'd db 3d', 'p1 cc', 'p3 cc',
           'p1 sm AhAd', 'p3 sm KsKc']
finishing_stacks = [94, 48, 88]
"""


def places(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (a path of keys and indices), the value itself first."""
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from places(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from places(inner, (*path, i))
