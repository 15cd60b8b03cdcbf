"""What one seat may know: its own cards, every card shown, chips, and the action log.

A view is built only from what the seat may see, so no agent can peek: another seat's
face-down card in a private zone appears as ``None`` (its count is known, as at a real
table), and the log lines about it carry no cards. A secret choice (``together``)
shows in its chooser's view only, until every seat has chosen.

Nothing an agent does to its view reaches the game or another seat's view: the lists
and dicts of a view are its own, except the log lines, which are shared between views
(built once per event) and so are read-only (``LogLine``), and the stakes, a frozen value.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, NoReturn, cast

import attrs

from pokerlang.cards.card import Card
from pokerlang.codec.actions import Declare

from pokerlang.engine import runs
from pokerlang.engine.pots import make_pots
from pokerlang.engine.zones import OFFER

if TYPE_CHECKING:
    from pokerlang.engine.log import Event
    from pokerlang.engine.hand import Hand


def _read_only(self: object, *args: object, **kwargs: object) -> NoReturn:
    raise TypeError("a view's log line cannot be changed: copy it (dict(line)) to write in it")


class LogLine(dict[str, Any]):
    """A log line as a seat reads it: the event's fields that have a value. The same line
    is in every view that shows it, so it cannot be changed (a copy, ``dict(line)``, can);
    it is still a dict, for every reader and for JSON."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self) -> tuple[type, tuple[dict[str, Any]]]:  # copy and pickle rebuild it whole
        return (type(self), (dict(self),))


class LogCards(list[Any]):
    """A log line's cards: a list that cannot be changed (shared as its line is)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _read_only
    append = extend = insert = remove = pop = clear = sort = reverse = _read_only

    def __reduce__(self) -> tuple[type, tuple[list[Any]]]:
        return (type(self), (list(self),))


Line = dict[str, Any]  # a log line (a LogLine), as the views' type hints name it


class View(Mapping[str, Any]):
    """What one seat may know, read like a dict (``view["seats"]``) or by attribute
    (``view.seats``), never changed. ``to_json()`` writes it with plain JSON types:
    cards as their names (``"As"``), hidden cards as ``null``, options and stakes as
    objects named by their ``type``."""

    __slots__ = ("_fields",)

    def __init__(self, fields: dict[str, Any]):
        object.__setattr__(self, "_fields", fields)

    def __getitem__(self, key: str) -> Any:
        return self._fields[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._fields)

    def __len__(self) -> int:
        return len(self._fields)

    def __getattr__(self, key: str) -> Any:
        try:
            return self._fields[key]
        except KeyError:
            raise AttributeError(key) from None

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("a view cannot be changed")

    def __repr__(self) -> str:
        return f"View(seat={self._fields.get('seat')}, street={self._fields.get('street')!r})"

    def to_json(self) -> dict[str, Any]:
        return cast(dict[str, Any], json_value(self._fields))


def json_value(value: object) -> Any:  # JSON: a number, a string, a list or a dict of them
    """A value of a view as JSON (``View.to_json``; the web table's frames): cards by
    name, attrs values as objects with their type, containers as lists and dicts."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, dict):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [json_value(v) for v in value]
    kind = type(value)
    if attrs.has(kind):
        return {
            "type": getattr(value, "name", None) or kind.__name__.lower(),
            **{f.name: json_value(getattr(value, f.name)) for f in attrs.fields(kind)},
        }
    raise TypeError(f"a view holds a {type(value).__name__}, which has no JSON form")


def seat_view(state: Hand, seat: int) -> View:
    if not 0 <= seat < state.players:
        raise ValueError(f"there is no seat {seat}")
    zones, chips = state.zones, state.chips
    log = _log(state)
    seats = []
    # Asked for at every decision: the loop keeps its lookups out of the seats.
    seen_by, seat_zones, over = zones.seen_by, zones.seat_zones, state.is_over
    live, stacks, bets, behind = state.live, chips.stacks, chips.bets, state.behind
    legs = state.rounds.legs if state.rounds is not None and state.rounds.counts_legs else None
    for s in range(state.players):
        held = {name: seen_by(seat, name, s) for name in seat_zones}
        held["offer"] = held.pop(OFFER)
        seats.append(
            {
                "seat": s,
                "stack": stacks[s],
                "behind": behind[s],  # a cap game's chips above the cap: out of this hand
                "bet": bets[s],
                "in_hand": live[s],
                "all_in": live[s] and stacks[s] == 0 and not over,
                "zones": held,
                "declared": _declared(log, seat, s) if log.declarations else None,
                "legs": legs[s] if legs is not None else None,  # legs won so far (3-5-7), where counted
            }
        )
    table = {name: zones.seen_by(seat, name, None) for name in zones.shared_zones}
    collected = [c - b for c, b in zip(chips.committed, chips.bets)]
    return View(
        {
            "game": state.game.name,
            "seat": seat,
            "button": state.seating.button,
            "stakes": state.stakes,  # public table settings: with the log, enough to replay the hand
            "street": state.street,
            "to_act": state.to_act,
            "is_over": state.is_over,
            # The seat's own cards that it sees: none of an ``others`` or ``hidden`` zone's face-down cards.
            "own": {
                name: [c for c in seen_by(seat, name, seat) if c is not None]
                for name in zones.seat_zones
                if name != OFFER
            },
            # Which of them everyone sees (dealt or turned face up, or in a public zone).
            "own_up": {name: list(zones.face_up(name, seat)) for name in zones.seat_zones if name != OFFER},
            "offer": list(zones.cards(OFFER, seat)),
            "secret": _secret(state, seat),
            "seats": seats,
            "table": table,
            # Stacks, bottom card first; a grid nobody sees shows how many cards, not which.
            # Run it twice: every run's shared cards so far, the first run first (none: one run).
            "runs": [
                {name: [p.card if p.face_up else None for p in placed] for name, placed in board.items()}
                for board in runs.boards(state)
            ],
            "grids": {
                name: g.view()
                if zones.zone_of[name].visibility == "public"
                else [[[None] * len(stack) for stack in row] for row in g.view()]
                for name, g in zones.grids.items()
            },
            "pots": [
                {"amount": p.amount, "eligible": list(p.eligible)} for p in make_pots(collected, state.live, chips.dead)
            ],
            "pot": sum(collected),
            "bets": list(chips.bets),
            "stacks": list(chips.stacks),
            "stock": len(zones.stock),
            "muck": len(zones.muck),
            "legal_actions": state.legal_actions() if state.to_act == seat else [],
            "log": log.lines(seat),
        }
    )


def _secret(state: Hand, seat: int) -> list[Card] | str | None:
    """This seat's own choice in a ``together`` step, made but not yet revealed."""
    action: object = getattr(state.pending, "secret", {}).get(seat)
    if action is None:
        return None
    return list(action.cards) if hasattr(action, "cards") else cast(Declare, action).option  # cards, or a declaration


def _declared(log: _LogLines, viewer: int, seat: int) -> str | None:
    """A declaration is public once it is logged publicly (at once, or at the reveal)."""
    for event in reversed(log.declarations):
        if event.seat == seat and (event.to is None or viewer in event.to):
            return event.option
    return None


class _LogLines:
    """The log as each seat reads it, kept up to date as the hand goes: a view is asked
    for at every decision, and rebuilding every line each time made a hand's views
    quadratic in its actions. Lines are built once per event (twice if some seats may
    not see its cards) and shared between the views that show them."""

    def __init__(self) -> None:
        self.events: list[Event] = []  # the log events already read, in order
        self.seen: list[Line | None] = []  # each event's line for a seat that sees its cards (None: no seat does)
        self.hidden: dict[int, Line] = {}  # event number -> the line for the others
        self.declarations: list[Event] = []  # the declare events, in order
        self.by_seat: dict[int, list[Line | None]] = {}

    def follows(self, log: list[Event]) -> bool:
        """Whether ``log`` is the log read so far plus new events (it only grows)."""
        n = len(self.events)
        return n <= len(log) and (n == 0 or log[n - 1] is self.events[-1])

    def read(self, log: list[Event]) -> None:
        for event in log[len(self.events) :]:
            n = len(self.events)
            self.events.append(event)
            if event.to is None:
                self.seen.append(_line(event, None))
            else:
                self.seen.append(_line(event, event.to[0]) if event.to else None)
                self.hidden[n] = _line(event, -1)
            if event.kind == "declare":
                self.declarations.append(event)

    def lines(self, seat: int) -> list[Line | None]:
        mine = self.by_seat.setdefault(seat, [])
        for n in range(len(mine), len(self.events)):
            event = self.events[n]
            sees = event.to is None or seat in event.to
            mine.append(self.seen[n] if sees else self.hidden[n])
        return list(mine)


def dealer_lines(state: Hand) -> list[Line]:
    """Every line of the hand's log with all its cards, as the dealer saw them (a writer
    following a hand: ``run --log``); a secret declaration is marked ``secret``."""
    return [_line(e, None) if e.to is None else _line(attrs.evolve(e, to=(DEALER,)), DEALER) for e in state.log]


DEALER = -2  # the dealer, as a viewer: no seat, and every line addressed to it

_FIELDS: dict[type, tuple[str, ...]] = {}
# A line that the seats it names see, and no other: said to them as theirs alone.
SECRET = ("declare", "show")

# Each hand's log as the seats read it, kept beside the hand rather than in it (the views'
# cache is no field of the hand: a copy of the hand builds its own when asked). Kept by the
# hand's id for the last hands asked about, not by a weak reference, which a compiled State
# does not take (``pokerlang.native``): a hand gone, whose id a new hand took, is told apart
# by its log (``follows``: the same Event objects, or the lines are built again).
_LOGS: dict[int, _LogLines] = {}
_KEPT = 64


def _log(state: Hand) -> _LogLines:
    key = id(state)
    cache = _LOGS.pop(key, None)
    if cache is None or not cache.follows(state.log):
        cache = _LogLines()
    _LOGS[key] = cache  # the latest asked last: the first is the one asked longest ago
    if len(_LOGS) > _KEPT:
        del _LOGS[next(iter(_LOGS))]
    cache.read(state.log)
    return cache


def _line(event: Event, viewer: int | None) -> Line:
    names = _FIELDS.get(type(event))
    if names is None:
        names = _FIELDS[type(event)] = tuple(f.name for f in attrs.fields(type(event)))
    line: Line = {}
    for k in names:  # what attrs.asdict gives, in its order, without its generality
        v = getattr(event, k)
        if v is not None and k != "to" and not (k == "all_in" and not v):
            line[k] = v
    if event.to is not None and viewer not in event.to:  # viewer -1: a seat never in ``to``
        line.pop("cards", None)
        line.pop("option", None)  # a secret declaration stays secret
        line["hidden"] = True
    elif event.to is not None and event.kind in SECRET:
        line["secret"] = True  # the seat's own secret declaration, or a hand it won alone, unseen
    if "cards" in line:
        line["cards"] = LogCards(line["cards"])
    return LogLine(line)
