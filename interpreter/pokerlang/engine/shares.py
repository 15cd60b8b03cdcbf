"""A showdown's shares as the engine ranks them: each share's compiled composition and
the step's share names, found by identity (an IR node never changes), and whether a
hand meets a share's qualifier."""

from __future__ import annotations

from pokerlang.hands import Composer, compile_composition
from pokerlang.ir import game as ir

__all__ = ["composer_of", "qualifies", "share_names"]


_COMPOSERS: dict[int, tuple[ir.Share, Composer]] = {}


def composer_of(share: ir.Share) -> Composer:
    """The share's compiled composition, found by the share's identity: hashing a
    ranking spec on every showdown costs more than the lookup saves."""
    hit = _COMPOSERS.get(id(share))
    if hit is None or hit[0] is not share:
        hit = _COMPOSERS[id(share)] = (share, compile_composition(share.ranking, share.composition))
    return hit[1]


_NAMES: dict[int, tuple[ir.Showdown, tuple[str, ...], dict[str, ir.Share]]] = {}


def share_names(step: ir.Showdown) -> tuple[tuple[str, ...], dict[str, ir.Share]]:
    """The step's share names, and its shares by name (found by the step's identity, as
    ``composer_of``; not to be changed)."""
    hit = _NAMES.get(id(step))
    if hit is None or hit[0] is not step:
        hit = _NAMES[id(step)] = (step, tuple(sh.name for sh in step.shares), {sh.name: sh for sh in step.shares})
    return hit[1], hit[2]


def qualifies(share: ir.Share, strength: int) -> bool:
    """Whether a hand of this strength (the evaluator's int) meets the share's qualifier."""
    return bool(strength) and composer_of(share).evaluator.qualifies(strength)
