"""What a step or a rule changes in a hand, as a value: an effect.

Steps and rules (betting, dealing, the showdown, payments, the blocks of control) work
out what happens and hand it to the hand as an effect (``hand.effect(Folded(seat=2))``);
one reducer (``engine.reducer``) carries every effect out on the State, and no other
module writes a State field (``tests/engine/test_one_reducer.py`` holds that).

The set is closed and small, by what changes in poker terms: seats in or out, cards
face up, chips paid, declarations, the betting's bookkeeping, the steps ahead, the
hand's end. Four are kept without an object, for speed, as the reducer's own entry
points, each made a few times a hand or more: a log line (``State.record``), a decision
taken (``State.apply``), the next step taken (``engine.frames``) and the decision the hand
waits on (``State.wait_on``).

Each effect is a small frozen value (slotted: made thousands of times a second). An
effect that carries nothing is made once (``BLINDS_LIVE`` ...), and those of a hand's
every betting round once a seat (``folded``, ``betting_ends``).
"""

from __future__ import annotations

import functools
from typing import Any

from pokerlang.cards.card import Card
from pokerlang.engine.dealer import Dealer
from pokerlang.engine.hand import Decision, Scene
from pokerlang.engine.result import HandResult, Payment
from pokerlang.frozen import frozen_value
from pokerlang.ir import game as ir

# ---- seats and cards ----------------------------------------------------------------------


@frozen_value(slots=True)
class Folded:
    """The seat is out of the hand; its cards go to the muck, but for the face-up cards of
    the zones ``kept`` (a fold's block laid them face up: they stay there, seen by all)."""

    seat: int
    kept: tuple[str, ...] = ()


@frozen_value(slots=True)
class SeatIn:
    """The seat is in the hand (``True``) or sits this showdown out (``False``), its cards kept."""

    seat: int
    live: bool


@frozen_value(slots=True)
class SeatsIn:
    """Who is in, every seat at once (a deal that plays on after a showdown)."""

    live: tuple[bool, ...]


@frozen_value(slots=True)
class NewDeal:
    """A deal of a ``repeat`` begins for these seats: no openers, no showdown, no
    declaration yet."""

    live: tuple[bool, ...]


@frozen_value(slots=True)
class CardsGathered:
    """Every card is back for a deal again: none is face up, every event may go off again,
    and the next stacked deck (if any) is used. The deal that ended dealt ``dealt`` (in
    the order dealt) after ``actions`` decisions of the hand; the next deals from ``deck``
    (top card first): what a resample of the hand deals again (``engine.resample``)."""

    dealt: tuple[Card, ...]
    actions: int
    deck: tuple[Card, ...]


@frozen_value(slots=True)
class FaceUp:
    """Cards dealt or turned face up, in order (the wild cards that follow one read them)."""

    cards: tuple[Card, ...]


@frozen_value(slots=True)
class CardsRenamed:
    """A look-ahead gives cards other names wherever the hand holds them (``swap``: a card
    to the card put in its place)."""

    swap: Any  # dict[Card, Card]: a dict is not hashable, and an effect is never a key


# ---- declarations and openers -------------------------------------------------------------


@frozen_value(slots=True)
class DeclarationOpens:
    """A declaration step begins: its ``options`` are nobody's declaration now (``seat``: in
    one player's block, that player's alone)."""

    seat: int | None
    options: tuple[str, ...] = ()


@frozen_value(slots=True)
class Declared:
    """The seat declares ``option``."""

    seat: int
    option: ir.DeclareOption


@frozen_value(slots=True)
class OpenersKept:
    """The opener and its openers, kept to be shown at the end (None: shown, or a new deal)."""

    openers: tuple[int, tuple[Card, ...]] | None


# ---- chips --------------------------------------------------------------------------------


@frozen_value(slots=True)
class Paid:
    """Chips paid by a ``pay`` step or at the hand's end (the stacks moved by the payer)."""

    payment: Payment


@frozen_value(slots=True)
class Returned:
    """An uncalled bet goes back to the seat."""

    seat: int
    amount: int


@frozen_value(slots=True)
class Drew:
    """The seat drew ``count`` cards (none: it stood pat): ``drawn(seat)`` reads its latest."""

    seat: int
    count: int


@frozen_value(slots=True)
class PaidFor:
    """Chips the seat paid for an option (a side bet, a declaration's price, a forced bet
    against the house)."""

    seat: int
    option: str
    amount: int


@frozen_value(slots=True)
class PostedDead:
    """The seat posted a dead blind: chips to the main pot that are no bet in the round."""

    seat: int
    amount: int


@frozen_value(slots=True)
class OutAfterHand:
    """The seat is out of the game once this hand is over (``put ... out``)."""

    seat: int


# ---- betting ------------------------------------------------------------------------------


@frozen_value(slots=True)
class BlindsLive:
    """The blinds are posted and live: their seats may raise when it comes back to them."""


@frozen_value(slots=True)
class BettingEnds:
    """A betting round is over: blinds are live no more; who bet or raised last."""

    last_aggressor: int | None


@frozen_value(slots=True)
class Straddled:
    """The seat posted the last blind after the big blind (a straddle, a third blind)."""

    seat: int


# ---- the steps ahead ----------------------------------------------------------------------


@frozen_value(slots=True)
class ChanceStops:
    """The hand stops at a chance point for cards (``engine.chance``); the decision it
    stopped is held until they are dealt."""

    chance: Decision


@frozen_value(slots=True)
class ChanceDealt:
    """The cards of a chance point are given: the decision held is waited on again."""


@frozen_value(slots=True)
class StepsAhead:
    """The next ``skip`` steps ahead are not played, and ``steps`` (each a ``(street,
    step)`` pair) are played before the rest: a frame pushed (``engine.frames``)."""

    steps: tuple[tuple[str | None, object], ...]
    skip: int = 0


@frozen_value(slots=True)
class EventsFired:
    """Events (by their place in ``game.events``) went off once more each."""

    events: tuple[int, ...]


@frozen_value(slots=True)
class PlayFor:
    """A block is played for this seat alone (an event's, a turn's); None: for the table."""

    seat: int | None


@frozen_value(slots=True)
class EndingScene:
    """While the hand's end pays, the pot and who won; None after."""

    scene: Scene | None


@frozen_value(slots=True)
class ShownDown:
    """The latest showdown of a deal after deal: who won, who lost."""

    scene: Scene | None


@frozen_value(slots=True)
class RepeatBegins:
    """The deals of a ``repeat until one in`` begin (``engine.rounds.Rounds``)."""

    rounds: Any  # Any, not object: a compiled class body cannot hold `object` (pokerlang.native)


@frozen_value(slots=True)
class RunsBegin:
    """Run it twice: the runs begin (``engine.runs.RunOut``)."""

    run_out: Any


# ---- the hand's end and the table around it -----------------------------------------------


@frozen_value(slots=True)
class HandOver:
    """The hand is over with this result; ``undescribed``: the showdown whose hands are
    still to be put into words when the result is asked for (None: none, or let go)."""

    result: HandResult
    undescribed: Any = None


@frozen_value(slots=True)
class ChecksThrough:
    """A look-ahead whose seats check whenever nothing is owed: a betting round that opens
    with nothing owed is passed over, as it would end."""


@frozen_value(slots=True)
class DealerChanged:
    """Who picks each card dealt from now on (``engine.dealer``)."""

    dealer: Dealer


# The effects that carry nothing, made once.
CHANCE_DEALT = ChanceDealt()
BLINDS_LIVE = BlindsLive()
CHECKS_THROUGH = ChecksThrough()


@functools.cache
def folded(seat: int) -> Folded:
    """The seat's fold, made once."""
    return Folded(seat=seat)


@functools.cache
def betting_ends(last_aggressor: int | None) -> BettingEnds:
    """The end of a betting round whose last bet or raise was the seat's (None: nobody's), made once."""
    return BettingEnds(last_aggressor=last_aggressor)
