"""A hand rebuilt at one decision, carried on to the seat's next decision in the same hand.

``runner.rebuild`` replays a view's whole log on a new hand at every decision. When the
next view's log only adds lines to the last one's, ``extend`` plays the new lines on the
hand rebuilt last time instead. Where the carried hand dealt, revealed or showed other
cards than the new lines name, the two cards trade names (``engine.lookahead.relabel``):
both were cards the seat had not seen, so the hand stays one the seat's log could have
come from, with the cards it has seen where it saw them.

Used only where the hidden cards are dealt anew for every sample (``mc.Unseen``): then
what the sample deals depends on which places hold cards the seat has not seen, never on
which card the carried hand put where, so a carried hand gives the same samples as a
fresh rebuild. Anything else (a reshuffle, a re-deal, a line the hand cannot follow, an
opener's cards, a hand that ends disagreeing with the view) gives None, and the caller
rebuilds the hand from nothing.
"""

from __future__ import annotations

import random

from pokerlang.engine import EngineError
from pokerlang.engine.lookahead import relabel
from pokerlang.engine.zones import OFFER
from pokerlang.runner.logged import CARD_KINDS, Astray, actions_for, agrees

_ANEW = ("redeal", "reshuffle")  # the deck's places start again: nothing to carry


TRADES = 8  # replays of the new lines, each after the cards traded names once more


class _Trade(Exception):
    """The new lines name cards other than the carried hand has there: they trade
    names in the carried hand (card -> the card put in its place), and the new lines
    are played again."""

    def __init__(self, names: dict):
        super().__init__()
        self.names = names


def extend(hand, last: dict, seen: set, view: dict, rng: random.Random):
    """``hand``, rebuilt at the view ``last`` (which saw the cards ``seen``), played on
    to ``view``'s decision (``hand`` itself, changed, or a copy); None where unsure."""
    lines, new = last["log"], view["log"]
    if any(last[key] != view[key] for key in ("game", "seat", "button", "stakes")):
        return None
    if len(new) < len(lines) or new[: len(lines)] != lines:
        return None  # another hand, or a log that is not this one's continuation
    if hand.openers is not None:
        return None  # an opener's kept cards are named where it opened
    for _ in range(TRADES):
        # The cards a line names are dealt, revealed or shown by the steps before it,
        # which may have read them (who acts first by the cards face up): the names are
        # traded in the hand as it was, and the new lines played again on it.
        trial = hand.copy(rng)
        try:
            return _follow(trial, len(lines), set(seen), view, rng)
        except _Trade as trade:
            relabel(hand, trade.names)
        except (Astray, EngineError):
            return None
    return None


def _follow(hand, k: int, seen: set, view: dict, rng: random.Random):
    lines, seat = view["log"], view["seat"]
    while True:
        events = hand.log
        while k < len(events):
            if k >= len(lines):
                return None
            event, line = events[k], lines[k]
            if not agrees(event, line) or event.kind in _ANEW:
                return None
            if "cards" in line:
                _trade(list(event.cards or ()), line["cards"], seen)
                seen.update(line["cards"])
            k += 1
        if k == len(lines):
            return hand if hand.to_act == seat and _agrees(hand, view) else None
        line = lines[k]
        if hand.to_act is None or line.get("seat") != hand.to_act:
            return None
        shown = line.get("cards")
        if shown and line["kind"] in (*CARD_KINDS, "draw"):
            _hold(hand, shown, seen)
        choices = actions_for(hand, lines, k, rng)
        if len(choices) != 1:
            return None  # a move on a grid: not carried
        hand.apply(choices[0])


def _trade(got: list, shown: list, seen: set) -> None:
    """Where the hand has ``got`` and the line names ``shown``, the cards trade names: card
    for card where none of them was seen, else those the hand has and the line does not."""
    shown = list(shown)
    if got == shown:
        return
    if len(got) == len(shown) and not any(a != b and (a in seen or b in seen) for a, b in zip(got, shown)):
        names = dict(zip(got, shown))
    elif set(got) == set(shown):
        return  # the same cards in another order (a hand shown best first)
    else:
        extra = [c for c in got if c not in shown]
        missing = [c for c in shown if c not in got]
        if len(extra) != len(missing):
            raise Astray
        names = dict(zip(extra, missing))
    # A permutation: the cards the line names leave their places to the ones they replace.
    names.update(zip([b for b in names.values() if b not in names], [a for a in names if a not in names.values()]))
    _traded(names, seen)


def _hold(hand, shown: list, seen: set) -> None:
    """A decision line names cards its seat does not hold here: they trade names with
    cards it holds that the line does not name."""
    pool = getattr(next(iter(hand.legal_actions()), None), "cards", None)
    if pool is None:
        raise Astray
    missing = [c for c in shown if c not in pool]
    if missing:
        spare = [c for c in pool if c not in shown and c not in seen]
        if len(spare) < len(missing):
            raise Astray
        names = dict(zip(spare, missing))
        names.update(zip(missing, spare))
        _traded(names, seen)


def _traded(names: dict, seen: set) -> None:
    """The hand's cards to be given other names (card -> the card put in its place)."""
    names = {a: b for a, b in names.items() if a != b}
    if any(a in seen for a in names):
        raise Astray  # a card the seat saw stays where it saw it
    raise _Trade(names)


def _agrees(hand, view: dict) -> bool:
    """Whether the hand shows the seat what its view does: the chips and every card."""
    zones, seat = hand.zones, view["seat"]
    if view["stacks"] != hand.chips.stacks or view["bets"] != hand.chips.bets:
        return False
    for s, place in enumerate(view["seats"]):
        for name, cards in place["zones"].items():
            if zones.seen_by(seat, OFFER if name == "offer" else name, s) != cards:
                return False
    return all(zones.seen_by(seat, name, None) == cards for name, cards in view["table"].items())
