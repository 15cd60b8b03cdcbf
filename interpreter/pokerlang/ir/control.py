"""Conditions, seat sets, events and control steps of the core.

Rule phrases of the seed variants (``declare ... if dealer alone``) are lowered by the
compiler into these few general pieces, so the engine knows conditions and blocks,
never a phrase:

* a ``Condition`` is asked of the table at the moment a step starts (``one in``,
  ``dealer alone``, ``deck has fewer than 10``, combined with not/and/or);
* ``Declarers`` says who takes part in a declaration (a seat, or everyone but a seat);
* ``If`` runs one block or the other; ``Repeat`` (in ``game.py``) runs its block until
  its condition holds;
* ``ThrowIn`` ends a deal of a repeat early (nobody opened; a card dealt up that ends
  the deal): the next deal follows; ``ThrownIn`` asks whether this deal was;
* ``Legs`` counts the legs won over the deals of a repeat (``until a player has 4 legs``);
* ``When`` is an event: every card dealt to a seat that matches a pattern sets off a
  block, played at once for that seat alone.
"""

from __future__ import annotations

import typing
from collections.abc import Iterator

from pokerlang.frozen import frozen_keywords as frozen
from pokerlang.ir.expr import Compare, SeatRef, Test
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.ranking import Composition, RankingSpec, Source

# A block of steps: ir.game's ``Action``s, which this module cannot name (game imports it).
Block = tuple[typing.Any, ...]


@frozen
class Opener:
    """Who acts first: ``after`` a seat (dealer, big-blind), the ``best``/``worst``
    visible cards under a ranking, the ``last-aggressor``, the ``opener`` (who opened
    the deal under an opening requirement), or the player still in with the ``highest`` or
    ``lowest`` count of a ``tally`` kept for each player (the winner of the last trick)."""

    kind: typing.Literal["after", "best", "worst", "last-aggressor", "opener", "highest", "lowest"]
    seat: str | None = None
    sources: tuple[Source, ...] = ()
    ranking: RankingSpec | None = None
    tally: str | None = None
    # Who, when the ``last-aggressor`` or the ``opener`` is nobody (no bet; the opener folded
    # or nobody opened): None, the first from the dealer's left.
    otherwise: Opener | None = None


@frozen
class OneIn:
    """Exactly one player is still in."""


@frozen
class Alone:
    """``seat`` (``dealer``) is the only player still in."""

    seat: str


@frozen
class DeckFewer:
    """The deck holds fewer than ``count`` cards."""

    count: int


@frozen
class Beats:
    """The face-up cards of the seat a block is played for, in ``zone``, rank above those of
    every other player still in (``ranking`` ranks partial hands): Night Baseball."""

    zone: str
    ranking: RankingSpec


@frozen
class AllUp:
    """Every card of the seat's ``zone`` (the seat a block is played for) is face up."""

    zone: str


@frozen
class Holds:
    """A card of the seat's ``zone`` matches ``pattern``: the seat a block is played for,
    or the table's ``seat`` (``dealer``) when it names one."""

    zone: str
    pattern: CardPattern
    seat: str | None = None
    count: int = 1  # `holds at least 3 queens`: that many of the zone's cards match
    shared: bool = False  # a shared zone (`board holds As`): the same cards for every seat


@frozen
class Makes:
    """The seat's cards in ``zone`` make a hand that meets ``ranking``'s qualifier (``pair
    or better by high``): the seat a block is played for, or the table's ``seat``."""

    zone: str
    ranking: RankingSpec
    seat: str | None = None
    any_rank: bool = False  # no rank written: the category's worst hand qualifies
    # the hand chosen as a showdown chooses it, from several zones (``best 5 of hand +
    # board``); None: the cards of ``zone``
    composition: Composition | None = None


@frozen
class Fold:
    """The seat a block is played for leaves the deal (never the last player in); or the
    seat named, ``left`` or ``right`` of it (a side show's loser)."""

    seat: str | None = None


@frozen
class WinNow:
    """The seat a block is played for takes the pot at once, without a showdown: every
    other player still in leaves the deal (Harem's three queens)."""


@frozen
class Opened:
    """The betting of this deal is open: a bet has been made in it (a bet, a bring-in, a
    blind), or fewer than two players still in have chips left to bet with."""


@frozen
class NobodyDeclared:
    """No player still in named ``option`` at their latest declaration (hit or stand:
    the round in which every player stood). Each player's own latest counts, so that a
    declaration played in turns (``each in turn { declare ... }``) is asked whole."""

    option: str


@frozen
class Declared:
    """Some player still in (``seat`` None: ``someone declared X``), or the seat named
    (``seat``: the player a block is played for), named ``option`` at their latest
    declaration."""

    option: str
    seat: str | None = None


@frozen
class ThrowIn:
    """The deal is thrown in (nobody opened; Black Mariah: the queen of spades dealt up):
    inside deal after deal (a repeat with a showdown), the rest of this deal is skipped,
    every card comes back, the pot stays with every bet made so far, and the next deal
    begins. Who is dealt again: every seat dealt in (jackpots), or, ``folded_stay_out``,
    only the players still in. Those dealt again ante again, unless not ``ante_again``."""

    folded_stay_out: bool = False
    ante_again: bool = True


@frozen
class ThrownIn:
    """This deal has been thrown in: asked only as deal after deal's ``until not thrown
    in`` (a deal played to its end, not thrown in, settles the game)."""


@frozen
class Legs:
    """A player has won ``count`` legs in this game (a leg: being alone in at a showdown
    whose rule is ``alone wins a leg``): 3-5-7, Guts to legs."""

    count: int


@frozen
class Not:
    part: Condition


@frozen
class All:
    parts: tuple[Condition, ...]


@frozen
class Any:
    parts: tuple[Condition, ...]


Condition = (
    OneIn
    | Alone
    | DeckFewer
    | Beats
    | AllUp
    | Holds
    | Makes
    | Opened
    | NobodyDeclared
    | Declared
    | Legs
    | ThrownIn
    | Not
    | All
    | Any
    | Compare
    | Test
)


@frozen
class Declarers:
    """Who declares: the seat ``seat`` alone, or (``but``) every seat dealt into this deal,
    in or out, except ``seat``."""

    seat: str
    but: bool


@frozen
class If:
    condition: Condition
    then: Block
    otherwise: Block = ()


@frozen
class Turns:
    """The block, played for each player still in, one after another round the table from
    the seat ``first`` (an ``ir.Opener``; None: the dealer's left) names."""

    first: Opener | None
    body: Block


@frozen
class When:
    """An event: a card matching ``pattern`` dealt to a seat (face up only, if
    ``face_up`` is True; face down only, if False) sets off ``body`` for that seat."""

    pattern: CardPattern
    face_up: bool | None
    body: Block


def conditions(cond: Condition) -> Iterator[Condition]:
    """The condition and every condition inside it."""
    yield cond
    for part in (cond.part,) if isinstance(cond, Not) else getattr(cond, "parts", ()):
        yield from conditions(part)


def deck_at_least(cond: Condition, holds: bool = True) -> int:
    """The fewest cards the deck holds wherever ``cond`` holds (or, ``holds`` False, fails):
    ``if not deck has fewer than 10 { burn 1 }`` burns only from a deck of ten or more."""
    if isinstance(cond, DeckFewer):
        return 0 if holds else cond.count
    if isinstance(cond, Not):
        return deck_at_least(cond.part, not holds)
    if isinstance(cond, All if holds else Any):  # every part holds (or every part fails)
        return max((deck_at_least(p, holds) for p in cond.parts), default=0)
    return 0


def stops_below(cond: Condition) -> int | None:
    """The N of a ``deck has fewer than N`` that alone makes the condition hold, or None
    (a loop whose condition holds whenever the deck is that short cannot run it dry)."""
    if isinstance(cond, DeckFewer):
        return cond.count
    if isinstance(cond, Any):
        found = [n for n in (stops_below(p) for p in cond.parts) if n is not None]
        return max(found) if found else None
    return None


def one_seat(condition: object) -> bool | None:
    """In a turn's block (`each in turn`), whether a condition names one seat's turn alone:
    `seat = dealer` holds for one turn (True), `seat != dealer` for every turn but one
    (False: the other branch is that one's); None for any other condition."""
    if not isinstance(condition, Compare) or condition.op not in ("=", "!="):
        return None
    left, right = condition.left, condition.right
    if not (isinstance(left, SeatRef) and isinstance(right, SeatRef)):
        return None
    if (left.name == "seat") == (right.name == "seat"):  # `seat` on one side only
        return None
    return condition.op == "="
