"""Which cards are wild for a seat, as the hand stands (``ir.wild`` says how each rule
names its cards).

``seat_wilds(hand, rules, seat)`` gives ``(wild, bugs)``, two frozensets of card indices
(a card in both is fully wild), or None when no card is wild: what ``pokerlang.hands``
takes. Fixed cards are worked out once per game; ``follows`` reads the face-up cards
dealt so far, in the order dealt (``State.dealt_up``); ``lowest`` reads the seat's zone,
leaving out cards already wild by the other rules (a wild card has no rank to be low);
``up`` reads a shared zone's face-up cards, the same for every seat, and ``lowest_up``
the lowest (or highest) of them, passing over those wild already; ``last`` reads the
latest card to come into a zone (a shared zone's only while face up).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokerlang.cards.card import FIRST_JOKER, JOKERS, card
from pokerlang.ir.wild import Wild

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand

Wilds = tuple[frozenset[int], frozenset[int]]

# Card indices, whatever the deck: a card the deck lacks is never in a hand anyway.
_EVERY = tuple(card(i) for i in range(FIRST_JOKER + JOKERS))
_FIXED: dict[Wild, frozenset[int]] = {}
_BY_RANK = [frozenset(range(r * 4, r * 4 + 4)) for r in range(13)]
# The order rules are worked out in: what everyone sees first, then a seat's own cards;
# a rule that looks for a lowest card passes over the cards wild before it.
_ORDER = {"cards": 0, "follows": 0, "up": 0, "lowest_up": 1, "down": 2, "last": 2, "lowest": 3}


# Per list of rules (by identity: most are the game's own tuple), the rules in the order
# worked out, and what they make wild when that is the same at every showdown (fixed
# cards only, no face, no condition: most wild games), else None. A list put together
# for one showdown (the game's rules and a share's) is not kept for long.
_PLANS: dict[int, tuple[tuple[Wild, ...], tuple[Wild, ...], Wilds | None]] = {}


def _plan(rules: tuple[Wild, ...]) -> tuple[tuple[Wild, ...], Wilds | None]:
    hit = _PLANS.get(id(rules))
    if hit is None or hit[0] is not rules:
        ordered = tuple(sorted(rules, key=lambda r: _ORDER[r.kind]))
        constant: Wilds | None = None
        if all(r.kind == "cards" and r.face is None and r.condition is None for r in rules):
            wild = frozenset().union(*(_fixed(r) for r in rules if not r.bug))
            bugs = frozenset().union(*(_fixed(r) for r in rules if r.bug))
            constant = (wild, bugs - wild)
        if len(_PLANS) > 256:
            _PLANS.clear()
        hit = _PLANS[id(rules)] = (rules, ordered, constant)
    return hit[1], hit[2]


def _fixed(rule: Wild) -> frozenset[int]:
    hit = _FIXED.get(rule)
    if hit is None:
        assert rule.pattern is not None  # a rule of fixed cards names them
        hit = _FIXED[rule] = frozenset(c.index for c in _EVERY if rule.pattern.matches(c))
    return hit


def followed_rank(hand: Hand, rule: Wild) -> int | None:
    """The rank of the face-up card dealt right after the latest face-up card the rule's
    pattern matches; None if there is none (no such card yet, or nothing after it)."""
    up = hand.dealt_up
    assert rule.pattern is not None  # a rule that follows a card names it
    for i in range(len(up) - 1, -1, -1):
        if rule.pattern.matches(up[i]):
            if i + 1 < len(up) and not up[i + 1].is_joker:
                return up[i + 1].rank
            return None
    return None


def last_rank(hand: Hand, rule: Wild, seat: int, public_only: bool = False) -> int | None:
    """The rank of the latest card to come into the rule's zone (the seat's; or a shared
    zone's, only while it lies face up), or None: an empty zone, a joker, or a card the
    others cannot see when only what everyone can tell may count."""
    assert rule.zone is not None  # a rule of the last card names its zone
    shared = not hand.zones.zone_of[rule.zone].per_seat
    placed = hand.zones.placed(rule.zone, None if shared else seat)
    if not placed:
        return None
    latest = placed[-1]
    if latest.card.is_joker or (not latest.face_up and (shared or public_only)):
        return None
    return latest.card.rank


def lying(hand: Hand, face_up: bool) -> frozenset[int]:
    """The cards in play that lie face up (``face_up``) or face down, wherever they are: a
    rule by the face (``wild jokers face down``) holds for a card as it was dealt or turned."""
    zones = hand.zones
    places = [*zones.held.values(), *zones.table.values()]
    return frozenset(p.index for placed in places for p in placed if p.face_up == face_up)


def _holds(hand: Hand, condition: Any) -> bool:
    """A wild line's condition, asked of the table now (``Hand.holds``: the conditions ask
    for wild cards in turn)."""
    return hand.holds(condition)


def seat_wilds(hand: Hand, rules: tuple[Wild, ...], seat: int, public_only: bool = False) -> Wilds | None:
    """The seat's wild cards and bugs under ``rules``; ``public_only``: only the rules
    whose wild cards everyone can tell (deciding who bets first must not show a hole card)."""
    if not rules:
        return None
    ordered, constant = _plan(rules)
    if constant is not None:  # fixed cards are public: the same for every seat and moment
        return constant if constant[0] or constant[1] else None
    wild: set[int] = set()
    bugs: set[int] = set()
    for rule in ordered:
        if public_only and not rule.public and rule.kind != "last":
            continue
        if rule.condition is not None and not _holds(hand, rule.condition):
            continue  # `wild deuces if dealer declared deuces`: not while the condition fails
        if rule.kind in ("down", "up"):  # the seat's face-down cards there; a shared zone's face-up ones
            assert rule.zone is not None  # down, up and lowest name the zone they look in
            up = rule.kind == "up"
            for p in hand.zones.placed(rule.zone, None if up else seat):
                if p.face_up == up and not p.card.is_joker:
                    (bugs if rule.bug else wild).update(_BY_RANK[p.card.rank])
            continue
        if rule.kind == "cards":
            cards = _fixed(rule) if rule.face is None else _fixed(rule) & lying(hand, rule.face == "up")
        elif rule.kind == "follows":
            rank = followed_rank(hand, rule)
            cards = _BY_RANK[rank] if rank is not None else frozenset()
        elif rule.kind == "last":
            rank = last_rank(hand, rule, seat, public_only)
            cards = _BY_RANK[rank] if rank is not None else frozenset()
        else:
            assert rule.zone is not None
            shared = rule.kind == "lowest_up"
            placed = hand.zones.placed(rule.zone, None if shared else seat)
            ranks = [
                p.card.rank
                for p in placed
                if (p.face_up or not shared) and not p.card.is_joker and p.index not in wild | bugs
            ]
            cards = _BY_RANK[(max if rule.highest else min)(ranks)] if ranks else frozenset()
        (bugs if rule.bug else wild).update(cards)
    if not wild and not bugs:
        return None
    return frozenset(wild), frozenset(bugs - wild)
