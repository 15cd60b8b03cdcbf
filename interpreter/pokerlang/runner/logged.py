"""The actions a logged line stands for, when a replay must guess what the log hides.

A seat's view logs its own decisions in full but others' choices of hidden cards only as
counts; ``actions_for(state, lines, k, rng)`` gives the action(s) that could have
written one log line, and for a hidden choice picks cards with an eye on the rest of the
log (``shown_later``): the cards a seat shows further on were kept, a pass sends the cards
other seats show later. ``Astray`` says the log cannot be followed from this state.
Used by ``runner.rebuild``, which replays a whole hand from one seat's view.
"""

from __future__ import annotations

import random
from typing import Any

from pokerlang.codec import plays
from pokerlang.engine import (
    Accept,
    Ask,
    Bet,
    Call,
    Check,
    Choose,
    Complete,
    Declare,
    Discard,
    Draw,
    Expose,
    FaceDown,
    Fold,
    Keep,
    Move,
    PostBringIn,
    Raise,
    Refuse,
    Set,
)

_PLAIN = {
    "fold": Fold(),
    "check": Check(),
    "call": Call(),
    "bring-in": PostBringIn(),
    "complete": Complete(),
    "accept": Accept(),
    "refuse": Refuse(),
    "ask": Ask(),
    "face-down": FaceDown(),
}
CARD_KINDS = {"choose": Choose, "expose": Expose, "discard": Discard}


class Astray(Exception):
    """The replay cannot follow the log."""


class Later(set):
    """The cards the seat of a hidden line shows further on (a hidden choice kept them), in
    the order first shown (``next``), the cards other seats show further on (``others``:
    a pass sends cards there), and the option it declares next (a secret declaration,
    revealed)."""

    option: str | None = None
    next: tuple = ()
    others: dict  # card -> how soon another seat shows it; set by ``shown_later``, which makes each one
    revealed: tuple = ()  # the cards of this secret choice, as revealed next
    known: frozenset = frozenset()  # cards whose place in the deck the seat has learnt


def agrees(event, line: dict) -> bool:
    """Whether a log line of a rebuilt hand says what the view's line says: the same
    kind of event, seat and amount, and the same option where the view names one."""
    return (
        event.kind == line["kind"]
        and event.seat == line.get("seat")
        and event.amount == line.get("amount")
        and ("option" not in line or event.option == line["option"])
    )


def shown_later(lines: list, k: int, known: frozenset = frozenset()) -> Later:
    """What the log shows after line ``k`` of its seat's hidden choices (``Later``);
    ``known``: the cards whose place in the deck the seat has learnt."""
    seat, kind = lines[k].get("seat"), lines[k]["kind"]
    mine = [c for line in lines[k + 1 :] if line.get("seat") == seat for c in line.get("cards", ())]
    later = Later(mine)
    later.next = tuple(dict.fromkeys(mine))
    reveal: dict = next((line for line in lines[k + 1 :] if line.get("seat") == seat), {})
    later.revealed = tuple(reveal.get("cards", ())) if reveal.get("kind") == "reveal" else ()
    later.known = known
    later.others = {}  # card -> how soon another seat shows it: the sooner, the more urgent to pass
    for n, line in enumerate(lines[k + 1 :]):
        if line.get("seat") not in (seat, None):
            for c in line.get("cards", ()):
                later.others.setdefault(c, n)
    if kind == "declare":
        later.option = next(
            (
                line["option"]
                for line in lines[k + 1 :]
                if line["kind"] == "declare" and line.get("seat") == seat and "option" in line
            ),
            None,
        )
    return later


def _pick(pool, n: int, later: Later, keep: bool, rng: random.Random, passing: bool = False) -> list:
    """``n`` of ``pool`` for a choice the log hides: the cards shown later first when the
    choice ``keep``s them in sight (choose, expose), last when it throws them away; a
    ``passing`` choice first the cards it shows next (its pass revealed; in place of those
    the replay did not give it, cards whose place is a guess), then those other seats show
    later, the soonest shown first, and last those it shows later itself."""
    pool = list(pool)
    rng.shuffle(pool)
    if passing:
        first = {c: i for i, c in enumerate(later.revealed)}  # in the order revealed

        def rank(c):
            if c in first:
                return 0, first[c]
            if c in later.others and c not in later:
                return 1, later.others[c]
            if first and c in later.known:  # a stand-in for a revealed card: one whose place is a guess
                return 4, 0
            return (3 if c in later else 2), 0

        pool.sort(key=rank)
        return pool[:n]
    if not keep:
        # Thrown away: first the cards whose place is known, keeping the guessed ones as
        # stand-ins for cards this seat shows later.
        known = later.known
        pool.sort(key=lambda c: (c in later, c not in known))
        return pool[:n]
    order = {c: i for i, c in enumerate(later.next)}  # in the order they are shown
    # Each card shown later takes its place in the order chosen; one the replay did not
    # give this seat has a stand-in there, a card whose place is unknown, so that when the
    # card is shown (a roll) it is learnt in place of a guess, not of a card already placed.
    known = later.known
    spare = sorted((c for c in pool if c not in order), key=lambda c: c in known)
    chosen: list = []
    for c in later.next:
        if len(chosen) == n or (c not in pool and not spare):
            break
        chosen.append(c if c in pool else spare.pop(0))
    return chosen + spare[: n - len(chosen)]


def actions_for(state, lines: list, k: int, rng: random.Random, known: frozenset = frozenset()) -> list:
    """The action(s) that could have written log line ``k``, for the seat to act
    (``known``: as ``shown_later``, which is asked only for a choice the line hides)."""
    line = lines[k]
    kind, legal = line["kind"], state.legal_actions()
    seen: Any = line.get("cards")
    if kind in _PLAIN:
        return [_PLAIN[kind]]
    if kind == "set":  # a card set into a row: face up, the log names it and the row
        return [Set(seen[0], line["zone"])]
    fixed = [o for o in legal if getattr(o, "name", None) == kind]  # show, muck ...
    if fixed:
        return fixed[:1]
    if kind == "bet":
        return [Bet(line["amount"])]
    if kind == "raise":
        return [Raise(line["amount"])]
    later = shown_later(lines, k, known)
    if kind == "declare":
        if "option" in line:
            return [Declare(line["option"])]
        if later.option is not None:  # a secret declaration, revealed further on
            return [Declare(later.option)]
        return [_first(legal, Declare.name).sample(rng)]
    if kind in CARD_KINDS:
        if seen is not None:
            return [CARD_KINDS[kind](seen)]
        keep = kind != "discard"
        passing = getattr(getattr(state.pending, "step", None), "to_seat", None) is not None
        return [CARD_KINDS[kind](_pick(legal[0].cards, line.get("count") or 0, later, keep, rng, passing))]
    if kind == "draw":
        if seen is not None:
            return [Draw(seen)]
        return [Draw(_pick(_first(legal, Draw.name).cards, line.get("count") or 0, later, False, rng))]
    if kind == "keep":
        return [Keep(seen[0] if seen else _pick(_first(legal, Keep.name).cards, 1, later, False, rng)[0])]
    if kind in ("swap", "stack", "pass"):
        option = next((o for o in legal if plays.name_of(o) == Move.name and o.kind == kind), None)
        if option is None:
            raise Astray
        if not option.targets:
            return [Move(kind)]
        if kind == "swap":  # the log names the target's old top card: the second one
            spaces = state.view(state.to_act)["grids"][line["zone"]]
            hits = [t for t in option.targets if spaces[t[0]][t[1]][-1:] == [seen[1]]]
            return [Move(kind, t) for t in hits] or [Move(kind, t) for t in option.targets]
        return [Move(kind, t) for t in option.targets]
    raise Astray


def _first(legal: list, name: str):
    """The first option of this name (the name of the actions it allows)."""
    option = next((o for o in legal if plays.name_of(o) == name), None)
    if option is None:
        raise Astray
    return option


__all__ = ["CARD_KINDS", "Astray", "Later", "actions_for", "shown_later"]
