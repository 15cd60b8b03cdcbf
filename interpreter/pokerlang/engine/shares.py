"""A showdown's shares as the engine ranks them: each share's compiled composition and
the step's share names, found by identity (an IR node never changes), and whether a
hand meets a share's qualifier."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from pokerlang.engine.named import resolved
from pokerlang.hands import Composer, compile_composition
from pokerlang.ir import game as ir

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand

__all__ = ["composer_for", "composer_of", "qualifies", "share_names"]


_COMPOSERS: dict[int, tuple[ir.Share, Composer]] = {}


def composer_of(share: ir.Share) -> Composer:
    """The share's compiled composition, found by the share's identity: hashing a
    ranking spec on every showdown costs more than the lookup saves."""
    hit = _COMPOSERS.get(id(share))
    if hit is None or hit[0] is not share:
        hit = _COMPOSERS[id(share)] = (share, compile_composition(share.ranking, share.composition))
    return hit[1]


_NAMED: dict[int, tuple[ir.Share, bool]] = {}


def composer_for(share: ir.Share, hand: Hand) -> Composer:
    """The share's composition as the hand stands: a source that takes the cards of a rank
    named by a card dealt (``matching rank of kill``) takes those the table names now."""
    hit = _NAMED.get(id(share))
    if hit is None or hit[0] is not share:
        named = any(s.matching is not None and s.matching.named for s in share.composition.sources)
        hit = _NAMED[id(share)] = (share, named)
    if not hit[1]:
        return composer_of(share)
    sources = tuple(
        s if s.matching is None else attrs.evolve(s, matching=resolved(hand, s.matching))
        for s in share.composition.sources
    )
    return compile_composition(share.ranking, attrs.evolve(share.composition, sources=sources))


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
