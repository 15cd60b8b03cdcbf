"""Helpers for games played deal after deal by declaring in or out (Guts, 3-5-7): every
seat asked declares in turn, and the log's lines of one kind read as (seat, chips)."""

from __future__ import annotations

from pokerlang.engine import Declare


def declare(state, *words):
    """One declaration of every seat still asked, in the order asked."""
    for word in words:
        state.apply(Declare(word))
    return state


def lines(state, kind):
    """The log's lines of ``kind`` as (seat, amount), or (seat, count) where no amount."""
    return [(e.seat, e.amount if e.amount is not None else e.count) for e in state.log if e.kind == kind]
