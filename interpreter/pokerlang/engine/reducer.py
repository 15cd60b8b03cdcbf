"""The one place a hand changes: ``apply_effect(hand, effect)`` (``State.effect``).

Every step and rule computes an effect (``engine.effects``) and hands it here; this module
alone writes the State's fields (``tests/engine/test_one_reducer.py`` scans the package for
any other write). Four come without an object, as they come a few times a hand or more: a
log line (``log_line``, ``State.record``), a decision taken (``acted``), the next step
taken (``next_step``) and the decision waited on (``wait_on``, ``State.wait_on``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import attrs

from pokerlang.cards.card import INDEX, Card
from pokerlang.codec.actions import Action
from pokerlang.engine import effects as fx
from pokerlang.engine.chance import ChanceStep
from pokerlang.engine.forced import kept_on_fold
from pokerlang.engine.hand import Decision, Hand


def apply_effect(hand: Hand, effect: object) -> None:
    """Carry ``effect`` out on ``hand``."""
    _REDUCE[type(effect)](hand, effect)


def log_line(
    hand: Hand,
    kind: str,
    seat: int | None,
    *,
    amount: int | None = None,
    cards: Sequence[Card] | None = None,
    count: int | None = None,
    zone: str | None = None,
    option: str | None = None,
    all_in: bool = False,
    to: tuple[int, ...] | None = None,
    party: int | str | None = None,
) -> None:
    """A line of the hand's log (``engine.log.Event``'s fields, on the street now): the
    log's only writer."""
    if cards is not None:
        cards = tuple(cards)
        if count is None:
            count = len(cards)
    # The fields in order, by position: a log line is written at every step of a hand.
    line = (kind, seat, amount, cards, count, zone, option, hand.street, all_in, to)
    hand._lines.append(line if party is None else (*line, party))


def log_deal(
    hand: Hand,
    zone: str,
    seats: Sequence[int],
    dealt: dict[int, list[Card]],
    to: Callable[[str, int, bool], tuple[int, ...] | None] | None,
) -> None:
    """The lines of a deal round the table, one a seat with its cards (``log_line``'s, in
    one call: every street deals to each seat in). ``to``: the zones' ``audience``, asked
    for each seat's face-down cards; None, the cards are face up (seen by everyone)."""
    street, append = hand.street, hand._lines.append
    for seat in seats:
        cards = tuple(dealt[seat])
        seen = None if to is None else to(zone, seat, False)
        append(("deal", seat, None, cards, len(cards), zone, None, street, False, seen))


def acted(hand: Hand, seat: int, action: Action) -> None:
    """The seat to act took ``action`` (its decision is carried out by the step)."""
    hand.actions.append((seat, action))


def wait_on(hand: Hand, decision: Decision | None) -> None:
    """The hand waits on this decision (a betting round, a step of card decisions), or on
    nothing (None: the steps go on)."""
    hand.pending = decision


def next_step(hand: Hand) -> object:
    """The top frame's next step is taken (its street is the hand's now): that step. A
    frame whose steps are all taken is dropped at once, so the stack holds none."""
    frames = hand.frames
    steps, at = frames[-1]
    hand.street, step = steps[at]
    if at + 1 < len(steps):
        frames[-1] = (steps, at + 1)
    else:
        frames.pop()
    return step


# ---- seats and cards ----------------------------------------------------------------------


def _folded(hand: Hand, e: fx.Folded) -> None:
    hand.live[e.seat] = False
    # Folded cards are gone: an opponent source finds nothing there. Those a fold's block
    # laid face up stay where they lie, out of the deal (no showdown reads a seat not in).
    # A side bet the seat made that stands on a fold keeps its cards aside, for that bet.
    paid = hand.paid_for
    aside = bool(paid) and any(paid.get((e.seat, name)) for name in kept_on_fold(hand.game))
    hand.zones.muck_seat(e.seat, e.kept, aside)


def _seat_in(hand: Hand, e: fx.SeatIn) -> None:
    hand.live[e.seat] = e.live


def _seats_in(hand: Hand, e: fx.SeatsIn) -> None:
    hand.live = list(e.live)


def _new_deal(hand: Hand, e: fx.NewDeal) -> None:
    hand.live = list(e.live)
    hand.openers = None
    hand.shown_down = None
    hand.declarations = {}
    hand.answers = {}


def _cards_gathered(hand: Hand, e: fx.CardsGathered) -> None:
    hand.fired = {}  # every card is back: each may set its event off again
    hand.dealt_up = []
    hand.earlier_deals = (*hand.earlier_deals, (e.dealt, e.actions))
    hand.deal_deck = e.deck
    if hand.redeal_decks:
        del hand.redeal_decks[0]


def _face_up(hand: Hand, e: fx.FaceUp) -> None:
    hand.dealt_up.extend(e.cards)


def _cards_renamed(hand: Hand, e: fx.CardsRenamed) -> None:
    swap = e.swap
    hand.zones.relabel(swap)
    if hand.dealt_up:
        hand.dealt_up = [swap.get(c, c) for c in hand.dealt_up]
    pending = hand.pending
    if type(pending) is ChanceStep:  # the stock it lists, by its new names
        hand.pending = attrs.evolve(pending, stock=tuple(sorted(hand.zones.stock, key=INDEX)))


# ---- declarations and openers -------------------------------------------------------------


def _declaration_opens(hand: Hand, e: fx.DeclarationOpens) -> None:
    answers = hand.answers
    for seat in range(hand.players) if e.seat is None else (e.seat,):
        for option in e.options:
            answers[(seat, option)] = False


def _declared(hand: Hand, e: fx.Declared) -> None:
    hand.declarations[e.seat] = e.option
    hand.answers[(e.seat, e.option.name)] = True


def _openers_kept(hand: Hand, e: fx.OpenersKept) -> None:
    hand.openers = e.openers


# ---- chips --------------------------------------------------------------------------------


def _paid(hand: Hand, e: fx.Paid) -> None:
    hand.paid.append(e.payment)


def _returned(hand: Hand, e: fx.Returned) -> None:
    hand.returned.append((e.seat, e.amount))


def _paid_for(hand: Hand, e: fx.PaidFor) -> None:
    key = (e.seat, e.option)
    hand.paid_for[key] = hand.paid_for.get(key, 0) + e.amount
    hand.last_paid[e.seat] = e.amount


def _drew(hand: Hand, e: fx.Drew) -> None:
    hand.last_drawn[e.seat] = e.count


def _posted_dead(hand: Hand, e: fx.PostedDead) -> None:
    hand.chips.ante(e.seat, e.amount, dead=True)  # in the pot, in nobody's bet: dead money


def _out_after_hand(hand: Hand, e: fx.OutAfterHand) -> None:
    hand.put_out.add(e.seat)


# ---- betting ------------------------------------------------------------------------------


def _blinds_live(hand: Hand, e: fx.BlindsLive) -> None:
    hand.blinds_live = True


def _betting_ends(hand: Hand, e: fx.BettingEnds) -> None:
    hand.blinds_live = False
    hand.last_aggressor = e.last_aggressor


def _straddled(hand: Hand, e: fx.Straddled) -> None:
    hand.straddler = e.seat


# ---- the steps ahead ----------------------------------------------------------------------


def _chance_stops(hand: Hand, e: fx.ChanceStops) -> None:
    hand.held = hand.pending
    hand.pending = e.chance


def _chance_dealt(hand: Hand, e: fx.ChanceDealt) -> None:
    hand.pending, hand.held = hand.held, None


def _steps_ahead(hand: Hand, e: fx.StepsAhead) -> None:
    frames, skip = hand.frames, e.skip
    while skip:
        steps, at = frames[-1]
        left = len(steps) - at
        if skip < left:
            frames[-1] = (steps, at + skip)
            break
        frames.pop()
        skip -= left
    if e.steps:
        frames.append((e.steps, 0))


def _events_fired(hand: Hand, e: fx.EventsFired) -> None:
    fired = hand.fired
    for i in e.events:
        fired[i] = fired.get(i, 0) + 1


def _play_for(hand: Hand, e: fx.PlayFor) -> None:
    hand.only_seat = e.seat


def _ending_scene(hand: Hand, e: fx.EndingScene) -> None:
    hand.ending = e.scene


def _shown_down(hand: Hand, e: fx.ShownDown) -> None:
    hand.shown_down = e.scene


def _repeat_begins(hand: Hand, e: fx.RepeatBegins) -> None:
    hand.rounds = e.rounds


def _runs_begin(hand: Hand, e: fx.RunsBegin) -> None:
    hand.run_out = e.run_out


# ---- the hand's end and the table around it -----------------------------------------------


def _hand_over(hand: Hand, e: fx.HandOver) -> None:
    hand._result = e.result
    hand._undescribed = e.undescribed


def _checks_through(hand: Hand, e: fx.ChecksThrough) -> None:
    hand.checks_through = True


def _dealer_changed(hand: Hand, e: fx.DealerChanged) -> None:
    hand.zones.dealer = e.dealer
    hand.pauses = e.dealer.pauses


_REDUCE: dict[type, Callable[[Any, Any], None]] = {
    fx.Folded: _folded,
    fx.SeatIn: _seat_in,
    fx.SeatsIn: _seats_in,
    fx.NewDeal: _new_deal,
    fx.CardsGathered: _cards_gathered,
    fx.FaceUp: _face_up,
    fx.CardsRenamed: _cards_renamed,
    fx.DeclarationOpens: _declaration_opens,
    fx.Declared: _declared,
    fx.OpenersKept: _openers_kept,
    fx.Paid: _paid,
    fx.Returned: _returned,
    fx.PaidFor: _paid_for,
    fx.Drew: _drew,
    fx.PostedDead: _posted_dead,
    fx.OutAfterHand: _out_after_hand,
    fx.BlindsLive: _blinds_live,
    fx.BettingEnds: _betting_ends,
    fx.Straddled: _straddled,
    fx.ChanceStops: _chance_stops,
    fx.ChanceDealt: _chance_dealt,
    fx.StepsAhead: _steps_ahead,
    fx.EventsFired: _events_fired,
    fx.PlayFor: _play_for,
    fx.EndingScene: _ending_scene,
    fx.ShownDown: _shown_down,
    fx.RepeatBegins: _repeat_begins,
    fx.RunsBegin: _runs_begin,
    fx.HandOver: _hand_over,
    fx.ChecksThrough: _checks_through,
    fx.DealerChanged: _dealer_changed,
}
