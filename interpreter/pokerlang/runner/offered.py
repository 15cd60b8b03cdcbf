"""The legal actions in words, as the person at the table reads and types them.

``offered(legal)`` says exactly the options ``State.legal_actions()`` gives, with their
amounts and the cards to pick from (numbered from 1, as ``runner.typed`` reads them);
``direction`` names a grid neighbour the way the screen draws the grid. Shared by the
terminal screen (``runner.screen``), the reader of typed lines and the web table.
"""

from __future__ import annotations

from pokerlang.engine.actions import (
    Accept,
    Ask,
    Bet,
    Call,
    Check,
    Complete,
    FaceDown,
    Fold,
    PostBringIn,
    Raise,
    Refuse,
    Set,
)
from pokerlang.engine.options import (
    BetRange,
    ChooseCards,
    DeclareOptions,
    DiscardCards,
    DrawCards,
    ExposeCards,
    KeepOne,
    RaiseRange,
)
from pokerlang.engine.grid import MoveOption


def offered(legal: list) -> str:
    """``fold, call 2, raise 4-200``: exactly the legal actions, with their amounts."""
    return ", ".join(s for s in map(option_words, legal) if s)


def option_words(o) -> str:
    """One legal option in words: ``raise 4-200``, ``draw 0-3 of 1:As 2:Kd ...``."""

    def amount(word, low, high):
        return f"{word} {low}" if low == high else f"{word} {low}-{high}"

    def pool(cs):
        return " ".join(f"{i + 1}:{c}" for i, c in enumerate(cs))

    if isinstance(o, (Fold, Check, Accept, Refuse)):
        return type(o).__name__.lower()
    if isinstance(o, Ask):
        return "ask (for the card face up)"
    if isinstance(o, FaceDown):
        return "down (the card face down)"
    if isinstance(o, Call):
        return f"call {o.amount}" if o.amount else "call"
    if isinstance(o, PostBringIn):
        return f"bring-in {o.amount}" if o.amount else "bring-in"
    if isinstance(o, Complete):
        return f"complete {o.amount}" if o.amount else "complete"
    if isinstance(o, (Bet, Raise)):
        return f"{type(o).__name__.lower()} {o.amount}"
    if isinstance(o, BetRange):
        return amount("bet", o.min, o.max)
    if isinstance(o, RaiseRange):
        return amount("raise", o.min, o.max)
    if isinstance(o, ChooseCards):
        return f"choose {o.count} of {pool(o.cards)} (to {o.target})"
    if isinstance(o, ExposeCards):
        return f"expose {o.count} of {pool(o.cards)}"
    if isinstance(o, DiscardCards):
        return f"discard {o.count} of {pool(o.cards)}"
    if isinstance(o, DrawCards):
        how = f"{o.low}" if o.low == o.high else f"{o.low}-{o.high}"
        pat = " ('pat' for none)" if o.low == 0 else ""
        return f"draw {how} of {pool(o.cards)}{pat}"
    if isinstance(o, Set):
        return f"set {o.card} {o.row}"
    if isinstance(o, KeepOne):
        return f"keep {' or '.join(str(c) for c in o.cards)}"
    if isinstance(o, DeclareOptions):
        return "declare " + " or ".join(o.options)
    if isinstance(o, MoveOption):
        if not o.targets:
            return o.kind
        return f"{o.kind} " + "|".join(direction(o.at, t) for t in o.targets)
    return type(o).__name__.lower()


def direction(at: tuple[int, int], target: tuple[int, int]) -> str:
    """A grid neighbour as the person sees it: row 1 at the bottom, so ``up`` is row + 1."""
    dr, dc = target[0] - at[0], target[1] - at[1]
    return {(1, 0): "up", (-1, 0): "down", (0, -1): "left", (0, 1): "right"}.get((dr, dc), f"{target}")
