"""The one evaluator of expressions (``ir.expr``): a pure function of the hand as it
stands, and of the scene it is asked in (the seat a payment or a block is for; at the
end of the hand, the pot before it was divided and who won).

A function of the table (``ir.expr.FUNCTIONS``) is a line of ``_FUNCTIONS`` here."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import attrs

from pokerlang.engine.hand import Scene as Scene  # an expression's scene: a type of the hand's
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.ir.ranking import Composition, Source
from pokerlang.engine.named import resolved

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand


def scene_of(hand: Hand, seat: int | None = None) -> Scene:
    """The scene of the hand as it stands: the end's, if it is ending, for ``seat``."""
    ending: Scene | None = getattr(hand, "ending", None)
    if ending is None:  # during the hand: the latest showdown of this deal, if any
        ending = getattr(hand, "shown_down", None)
    base = ending if ending is not None else Scene()
    return attrs.evolve(base, seat=seat if seat is not None else hand.only_seat)


def value(expr: e.Expr, hand: Hand, scene: Scene) -> Any:
    """A number (a Fraction), a yes or no, a seat, or what a function's argument is."""
    if isinstance(expr, e.Const):
        return expr.value
    if isinstance(expr, e.Unit):
        return expr.count * unit(hand, expr.unit)
    if isinstance(expr, e.Percent):
        return expr.percent * value(expr.of, hand, scene)
    if isinstance(expr, e.Arith):
        left, right = value(expr.left, hand, scene), value(expr.right, hand, scene)
        if expr.op == "/":  # a share among nobody is nothing: no chip moves
            return left / right if right else Fraction(0)
        return left + right if expr.op == "+" else left - right if expr.op == "-" else left * right
    if isinstance(expr, e.SeatRef):
        return seat_named(hand, expr.name, scene)
    if isinstance(expr, (e.ZoneRef, e.Cards, e.RankingRef, e.HandCards)):
        return expr
    if isinstance(expr, e.SeatSet):  # the players of a set, as the seat asked about sees them
        return seats(hand, expr.name, scene.seat, scene)
    assert isinstance(expr, e.Call)
    counts = hand.tallies.get(expr.name)
    if counts is not None and expr.args and isinstance(expr.args[0], e.SeatSet):  # `bounty of busted`: summed
        return Fraction(sum(counts[s] for s in seats(hand, expr.args[0].name, scene.seat, scene)))
    args = [value(a, hand, scene) for a in expr.args]
    if counts is not None:  # a tally: a seat's count, or the table's
        if not expr.args:
            for name, stood in scene.pools:  # a pool, as it stood before the payments began
                if name == expr.name:
                    return Fraction(stood)
            return Fraction(counts[0])
        return Fraction(0 if args[0] is None else counts[args[0]])
    return _FUNCTIONS[expr.name](hand, scene, *args)


def holds(cond: e.Compare | e.Test, hand: Hand) -> bool:
    """A comparison or a test, asked of the hand in its scene."""
    scene = scene_of(hand)
    if isinstance(cond, e.Test):
        return bool(value(cond.expr, hand, scene))
    left, right = value(cond.left, hand, scene), value(cond.right, hand, scene)
    if left is None or right is None:  # a seat that is nobody (no neighbour still in) is no seat
        return cond.op == "!="
    return _COMPARE[cond.op](left, right)


_COMPARE: dict[str, Callable[[Any, Any], bool]] = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "=": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}


def unit(hand: Hand, name: str) -> int:
    stakes = hand.stakes
    return {
        "chip": 1,
        "big-blind": stakes.big_blind,
        "small-blind": stakes.small_blind,
        "ante": stakes.ante,
        "small-bet": stakes.small,
        "big-bet": stakes.big,
        "bring-in": stakes.bring_in,
    }[name]


def seat_named(hand: Hand, name: str, scene: Scene) -> int | None:
    if name == "seat":
        return scene.seat
    return seat_of(hand, name)


def seat_of(hand: Hand, name: str) -> int | None:
    """A seat of the table by its word; ``left`` and ``right``: the next player still in
    each way from the one a block is played for (None: no such player)."""
    if name in e.NEIGHBOURS:
        return neighbour(hand, hand.only_seat, 1 if name == "left" else -1)
    seating = hand.seating
    return {"dealer": seating.button, "small-blind": seating.small_blind, "big-blind": seating.big_blind}[name]


def neighbour(hand: Hand, seat: int | None, way: int) -> int | None:
    """The next player still in from ``seat``, going ``way`` round the table (1: to its
    left, the way the deal goes; -1: to its right); None when nobody else is in."""
    if seat is None:
        return None
    n = hand.players
    for step in range(1, n):
        other = (seat + way * step) % n
        if hand.live[other]:
            return other
    return None


def seats(hand: Hand, name: str, ref: int | None, scene: Scene) -> set[int]:
    """The seats a name of ``SEAT_SETS`` stands for, ``ref`` the seat paid (for ``others``)."""
    dealt = set(dealt_in(hand))
    if name == "winners":
        return set(scene.winners)
    if name == "losers" and scene.losers is not None:  # a showdown inside deal after deal
        return set(scene.losers)
    if name == "losers":
        return {s for s in dealt if hand.live[s] and s not in scene.winners} if scene.showdown else set()
    if name == "others":
        return dealt - {ref if ref is not None else scene.seat}
    if name == "everyone":
        return dealt
    if name == "players-in":
        return {s for s in dealt if hand.live[s]}
    if name == "busted":
        return set(scene.busted)
    if name == "knocked-out":  # relative, as `others`: the players busted by the seat asked for
        by = ref if ref is not None else scene.seat
        return {s for s, busters in scene.busters if by in busters}
    seat = seat_named(hand, name, scene)
    return set() if seat is None else {seat}


def _cards(hand: Hand, zone: e.ZoneRef, scene: Scene) -> list[Any]:
    per_seat = hand.game.zone(zone.zone).per_seat
    if not per_seat:
        return list(hand.zones.cards(zone.zone, None))
    seat = seat_named(hand, zone.seat, scene) if zone.seat is not None else scene.seat
    return [] if seat is None else list(hand.zones.cards(zone.zone, seat))


def _pot(hand: Hand, scene: Scene) -> Fraction:
    return Fraction(scene.pot if scene.pot is not None else hand.chips.in_pot)


def _all_in(hand: Hand, scene: Scene) -> bool:
    chips = hand.chips
    return all(chips.stacks[s] == 0 for s in range(hand.players) if hand.live[s])


_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "pot": _pot,
    "stack": lambda hand, scene, seat: Fraction(0 if seat is None else hand.chips.stacks[seat]),
    "bet": lambda hand, scene, seat: Fraction(0 if seat is None else hand.chips.bets[seat]),
    "to-call": lambda hand, scene, seat: Fraction(
        0 if seat is None else min(max(hand.chips.bets) - hand.chips.bets[seat], hand.chips.stacks[seat])
    ),
    "staked": lambda hand, scene, seat: Fraction(0 if seat is None else hand.chips.staked(seat)),
    "net": lambda hand, scene, seat: Fraction(0 if seat is None or scene.net is None else scene.net[seat]),
    "paid": lambda hand, scene, seat: Fraction(0 if seat is None else hand.last_paid.get(seat, 0)),
    "drawn": lambda hand, scene, seat: Fraction(0 if seat is None else hand.last_drawn.get(seat, 0)),
    "players-in": lambda hand, scene: Fraction(sum(hand.live)),
    "players": lambda hand, scene: Fraction(len(dealt_in(hand))),
    "all-in": _all_in,
    "cards": lambda hand, scene, zone: Fraction(len(_cards(hand, zone, scene))),
    "count": lambda hand, scene, cards, zone: _count(hand, scene, cards, zone),
    "number": lambda hand, scene, players: Fraction(len(players)),
    "won": lambda hand, scene, seat: seat in scene.winners,
    "min": lambda hand, scene, a, b: min(a, b),
    "round": lambda hand, scene, a: Fraction(round(a)),  # a half to the even one, as Python's round
    "floor": lambda hand, scene, a: Fraction(math.floor(a)),
    "ceil": lambda hand, scene, a: Fraction(math.ceil(a)),
    "mod": lambda hand, scene, a, b: a % b if b else Fraction(0),  # by nothing: nothing, as `/` is
    "max": lambda hand, scene, a, b: max(a, b),
    "legs": lambda hand, scene, seat: Fraction(0 if seat is None or hand.rounds is None else hand.rounds.legs[seat]),
    "top-rank": lambda hand, scene, zone: Fraction(max(_ranks(hand, zone, scene), default=0)),
    "bottom-rank": lambda hand, scene, zone: Fraction(min(_ranks(hand, zone, scene), default=0)),
    "strength": lambda hand, scene, cards, ranking: _strength(hand, scene, cards, ranking),
    "pips": lambda hand, scene, cards, ranking: _pips(hand, scene, cards, ranking),
    "strongest": lambda hand, scene, cards, ranking, among=None: max(
        _every_strength(hand, scene, cards, ranking, among), default=-1
    ),
    "weakest": lambda hand, scene, cards, ranking, among=None: min(
        _every_strength(hand, scene, cards, ranking, among), default=-1
    ),
}


def _count(hand: Hand, scene: Scene, cards: e.Cards, zone: e.ZoneRef) -> Fraction:
    """How many cards of the zone the pattern names, a rank named by a card dealt (``rank
    of kill``) read as the table stands."""
    pattern = resolved(hand, cards.pattern)
    return Fraction(sum(1 for c in _cards(hand, zone, scene) if pattern.matches(c)))


def _ranks(hand: Hand, zone: e.ZoneRef, scene: Scene) -> list[int]:
    """The ranks of a zone's cards as numbers, a deuce 2 .. an ace 14 (jokers have none)."""
    return [c.rank + 2 for c in _cards(hand, zone, scene) if not c.is_joker]


def dealt_in(hand: Hand) -> list[int]:
    """The seats dealt into this hand: every seat at the table (a player out of the game
    has no seat at the next hand's table: ``runner.tallies``)."""
    return list(range(hand.players))


def _strength(hand: Hand, scene: Scene, cards: e.HandCards, ranking: e.RankingRef) -> int:
    """The best hand the ranking makes of the cards (every card, face up or down, as the
    dealer knows them, wild cards as at a showdown), as the evaluator's number: greater is
    better in the ranking's own sense. -1: no hand (too few cards, or a player out)."""
    from pokerlang.engine.showdown import Showdown

    seat = seat_named(hand, cards.seat, scene) if cards.seat is not None else scene.seat
    spec = ranking.spec
    own = tuple(hand.game.zone(z.zone).per_seat for z in cards.zones)
    if any(own) and (seat is None or not hand.live[seat]):
        return -1
    if cards.composition is not None:  # `2 of hand + 3 of board`: as a showdown's share makes it
        share = _composed(cards.composition, spec)
    else:
        held = sum(len(hand.zones.cards(z.zone, seat if mine else None)) for z, mine in zip(cards.zones, own))
        size = min(spec.cards, held)
        if size < max(spec.min_cards, 1):
            return -1
        share = _share(tuple(z.zone for z in cards.zones), own, spec, size)
    made = Showdown(hand, ir.Showdown(shares=(share,))).made(share, 0 if seat is None else seat)
    return -1 if made is None else made[0].value.value


def _pips(hand: Hand, scene: Scene, cards: e.HandCards, ranking: e.RankingRef) -> Fraction:
    """The count a pip ranking gives the cards (in points, halves kept): the count of the
    best hand it makes of them; 0 with no card."""
    from pokerlang.hands.evaluator import compile_ranking

    strength = _strength(hand, scene, cards, ranking)
    pips = compile_ranking(ranking.spec).pips
    assert pips is not None  # the compiler takes only a pip ranking here (E702)
    return Fraction(0) if strength < 0 else Fraction(pips.total(strength), 2)


def _every_strength(
    hand: Hand, scene: Scene, cards: e.HandCards, ranking: e.RankingRef, among: Any = None
) -> list[int]:
    """Each player still in (or of the set ``among``, `losers`): the strength of their own
    cards."""
    seats = [s for s in range(hand.players) if hand.live[s]] if among is None else sorted(among)
    memo: dict[tuple[Any, ...], list[int]] | None = getattr(_EVERY, "memo", None)
    key = (id(hand), id(cards), id(ranking), tuple(seats))
    if memo is not None and key in memo:
        return memo[key]
    out = [_strength(hand, attrs.evolve(scene, seat=s), cards, ranking) for s in seats]
    if memo is not None:
        memo[key] = out
    return out


# While a step asks one condition of each player in turn (`pay 1 from players-in to pot if
# strength(hand, low) = weakest(hand, low)`), the cards do not move: the strongest and
# weakest hands at the table are worked out once for the step, not once a player (at ten
# players, a hundred hands ranked for ten). None: no such step is under way.
# (Per thread: the web table plays several tables' hands in one process.)
_EVERY = threading.local()


@contextmanager
def cards_unmoved(hand: Hand) -> Iterator[None]:
    """A step that moves no card and changes nobody's place in the hand (payments and
    counts alone): the table's strongest and weakest hands are worked out once in it
    (not where a wild card depends on a condition, which the step's chips or counts may
    change)."""
    outer = getattr(_EVERY, "memo", None)
    if outer is None and any(rule.condition is not None for rule in hand.game.wilds):
        yield
        return
    _EVERY.memo = {} if outer is None else outer
    try:
        yield
    finally:
        _EVERY.memo = outer


# A strength's share, made once for its zones, ranking and size (the showdown's caches go
# by a share's identity).
_SHARES: dict[tuple[Any, ...], tuple[Any, ir.Share]] = {}


def _composed(composition: Composition, spec: Any) -> ir.Share:
    """The share of a hand written as a showdown's (`2 of hand + 3 of board`), made once."""
    key = (id(composition), id(spec))
    hit = _SHARES.get(key)
    if hit is None or hit[0] is not spec or hit[1].composition is not composition:
        hit = _SHARES[key] = (spec, ir.Share(name="strength", composition=composition, ranking=spec))
    return hit[1]


def _share(zones: tuple[str, ...], own: tuple[bool, ...], spec: Any, size: int) -> ir.Share:
    key = (zones, own, id(spec), size)
    hit = _SHARES.get(key)
    if hit is None or hit[0] is not spec:
        sources = tuple(Source(zone=z, whose="own" if mine else "shared") for z, mine in zip(zones, own))
        composition = Composition(size=size, sources=sources)
        hit = _SHARES[key] = (spec, ir.Share(name="strength", composition=composition, ranking=spec))
    return hit[1]
