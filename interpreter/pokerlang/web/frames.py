"""What the server sends a socket: one seat's view (or the public one) as plain JSON.

``State.view(seat)`` holds Card and TableStakes objects and the engine's option values;
a frame holds only strings, numbers, lists and dicts, built field by field from the
view, so nothing the view does not hold can slip in. Cards go out as their short names
(``"As"``), a card the seat may not see as ``null``.

A spectator gets the *public* view: a card only where every seat sees it, a log line as
the seat that sees least reads it (``public_view``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pokerlang.cards.card import Card
from pokerlang.codec.json import option_json
from pokerlang.engine.view import json_value as plain  # a view's values as JSON
from pokerlang.runner.screen import Screen, plain_console


def stakes_json(stakes) -> dict:
    return {
        "small_blind": stakes.small_blind,
        "big_blind": stakes.big_blind,
        "ante": stakes.ante,
        "bring_in": stakes.bring_in,
        "small_bet": stakes.small,
        "big_bet": stakes.big,
    }


def seat_frame(view: Mapping[str, Any], log_text) -> dict:
    """The parts of a view a page needs, field by field."""
    seats = [
        {
            "seat": s["seat"],
            "stack": s["stack"],
            "bet": s["bet"],
            "in_hand": s["in_hand"],
            "all_in": s["all_in"],
            "zones": plain(s["zones"]),
            "declared": s["declared"],
        }
        for s in view["seats"]
    ]
    return {
        "game": view["game"],
        "seat": view.get("seat"),
        "button": view["button"],
        "street": view["street"],
        "to_act": view["to_act"],
        "is_over": view["is_over"],
        "own": plain(view.get("own", {})),
        "own_up": plain(view.get("own_up", {})),
        "offer": plain(view.get("offer", [])),
        "secret": plain(view.get("secret")),
        "seats": seats,
        "table": plain(view["table"]),
        "grids": plain(view["grids"]),
        "runs": plain(view["runs"]),  # run it twice: each run's shared cards
        "pots": plain(view["pots"]),
        "pot": view["pot"],
        "stock": view["stock"],
        "legal": [option_json(o) for o in view.get("legal_actions", [])],
        "log": [log_text(line) for line in view["log"]],
    }


def public_view(views: Sequence[Mapping[str, Any]]) -> dict:
    """What a spectator may see, from every seat's view: a card where every seat sees it
    (so a seat's own face-down card is hidden), a log line as the seat that sees least
    reads it, a declaration only when every seat knows it."""
    first = views[0]
    seats = []
    for s in range(len(first["seats"])):
        zones = {name: _common([v["seats"][s]["zones"][name] for v in views]) for name in first["seats"][s]["zones"]}
        declared = {v["seats"][s]["declared"] for v in views}
        seats.append({**first["seats"][s], "zones": zones, "declared": declared.pop() if len(declared) == 1 else None})
    log = []
    for i in range(len(first["log"])):
        lines = [v["log"][i] for v in views]
        hidden = [line for line in lines if line.get("hidden")]
        log.append(
            hidden[0]
            if hidden
            else lines[0]
            if all(x == lines[0] for x in lines)
            else {k: v for k, v in lines[0].items() if k not in ("cards", "option")} | {"hidden": True}
        )
    return {
        **first,
        "seat": None,
        "seats": seats,
        "own": {},
        "own_up": {},
        "offer": [],
        "secret": None,
        "legal_actions": [],
        "log": log,
        "table": {name: _common([v["table"][name] for v in views]) for name in first["table"]},
        "runs": [
            {name: _common([v["runs"][k][name] for v in views]) for name in run} for k, run in enumerate(first["runs"])
        ],
    }


def _common(seen: list[list]) -> list:
    """Card by card: the card if every viewer sees it, else None."""
    return [c if all(other[i] == c for other in seen) else None for i, c in enumerate(seen[0])]


class _NamedScreen(Screen):
    """The terminal's words, with the players' names for their seats."""

    def __init__(self, game, seat: int, names):
        super().__init__(plain_console(), game, human=seat)
        self.names = names

    def who(self, seat: int | None) -> str:
        if seat is None or seat == self.human:
            return super().who(seat)
        return self.names(seat)


class LogWords:
    """Log lines in words, as the terminal writes them, for the seat that reads them;
    ``names(seat)`` names the other seats (by default ``seat 3``)."""

    def __init__(self, game, seat: int | None, names=None):
        self.screen = _NamedScreen(game, seat if seat is not None else -1, names or (lambda s: f"seat {s + 1}"))
        self.said: dict[int, tuple[dict, str]] = {}

    def __call__(self, line: dict) -> str:
        # A hand's log lines are the engine's own dicts, shared from view to view: each
        # is put in words once (the line is kept with its words, so its id stays its own).
        known = self.said.get(id(line))
        if known is not None and known[0] is line:
            return known[1]
        if len(self.said) > 4096:
            self.said.clear()
        words = self.screen.event(line).plain
        self.said[id(line)] = (line, words)
        return words


def on_the_table(winner, result, board: set[str] | None) -> bool:
    """The winner's hand is made of cards on the table now: shown hands and the board
    (``board``, the shared zones' cards; None: not known, every hand counts). A game of
    several deals (guts) settles an earlier deal's pot with a hand since thrown in: it is
    not named beside the hands shown now."""
    if board is None:
        return True
    current = board | {str(c) for h in result.shown for c in h.cards}
    return all(str(c) in current for c in winner.cards)


def result_lines(result, visible: set[str], seat: int | None, names=None, board: set[str] | None = None) -> list[str]:
    """Who won what, in words; a hand is named only where its cards were shown (and, with
    ``board``, are on the table now), and no card is written that the reader's view does
    not hold."""
    shown = {h.seat for h in result.shown}
    names = names or (lambda s: f"seat {s + 1}")

    def who(s: int) -> str:
        return "you" if s == seat else names(s)

    lines = []
    for hand in result.shown:
        cards = " ".join(str(c) if str(c) in visible else "??" for c in hand.cards)
        described = "; ".join(hand.hands.values())
        lines.append(
            f"{who(hand.seat)} {'show' if hand.seat == seat else 'shows'} {cards}"
            + (f": {described}" if described else "")
        )
    for s, amount in result.returned:
        lines.append(f"{amount} uncalled goes back to {who(s)}")
    first: dict[int, int] = {}  # the place of each run's main pot: a hand run twice lists its pots run by run
    for i, pot in enumerate(result.pots):
        at = i - first.setdefault(pot.run, i)
        where = "the pot" if len(result.pots) == 1 else ("the main pot" if at == 0 else f"side pot {at}")
        where += f" on run {pot.run}" if pot.run else ""
        for share in pot.shares:
            for w in share.winners:
                line = f"{who(w.seat)} {'win' if w.seat == seat else 'wins'} {w.amount} of {where}"
                if len(pot.shares) > 1:
                    line += f" ({share.name})"
                if w.hand and w.seat in shown and on_the_table(w, result, board):
                    line += f" with {w.hand}"
                lines.append(line)
    for paid in result.settled:  # a pairwise showdown: from player to player
        won = "win" if paid.payee == seat else "wins"
        lines.append(f"{who(paid.payee)} {won} {paid.amount} from {who(paid.payer)} ({paid.why()})")
    return lines


def showdown_json(result, visible: set[str], board: set[str] | None = None) -> dict:
    """The showdown for the seats: each shown hand (its cards face up at its seat, named
    share by share) and each winner with the hand and the cards it won with, so the page
    can light them up. A card the reader's view does not hold is ``None``, as in a view."""

    def cards(of) -> list[str | None]:
        return [str(c) if str(c) in visible else None for c in of]

    shown = {h.seat for h in result.shown}
    winners = []
    for pot in result.pots:
        for share in pot.shares:
            for w in share.winners:
                named = w.hand is not None and w.seat in shown and on_the_table(w, result, board)
                winners.append(
                    {
                        "seat": w.seat,
                        "amount": w.amount,
                        "share": share.name if len(pot.shares) > 1 else None,
                        "run": pot.run,
                        "hand": w.hand if named else None,
                        "cards": cards(w.cards) if named else [],
                    }
                )
    return {
        "shown": [{"seat": h.seat, "cards": cards(h.cards), "hands": dict(h.hands)} for h in result.shown],
        "winners": winners,
    }


def cards_in(value) -> set[str]:
    """Every card name in a view (or any nest of lists and dicts holding Cards)."""
    if isinstance(value, Card):
        return {str(value)}
    if isinstance(value, Mapping):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()
