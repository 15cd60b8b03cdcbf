"""Hands remembered for a while: a caller that ranks the same cards again and again
(the ``mc`` bot: the playouts of one deal end with the same hands whatever it tried
first, and every betting round of a stud game ranks the same boards) says so with
``remembering()``; within it, ``compose.Composer`` and ``value.evaluate`` keep each
answer, and after it they forget them all. Outside, nothing is kept: a hand ranked
once would pay for its key and gain nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

T = TypeVar("T")

SIZE = 50_000  # answers kept at most: past this, all are forgotten at once

_memo: dict[Hashable, Any] | None = None


def active() -> bool:
    return _memo is not None


@contextmanager
def remembering() -> Iterator[None]:
    global _memo
    outer = _memo
    if outer is None:
        _memo = {}
    try:
        yield
    finally:
        if outer is None:
            _memo = None


def remembered(key: Hashable, work: Callable[[], T]) -> T:
    """``work()``, or what it gave for ``key`` before (within ``remembering``)."""
    memo = _memo
    if memo is None:
        return work()
    try:
        found: T = memo[key]
        return found
    except KeyError:
        pass
    except TypeError:  # cards given as lists: not remembered
        return work()
    if len(memo) >= SIZE:
        memo.clear()
    answer = memo[key] = work()
    return answer
