"""Steps in which each player in turn decides about cards, or declares.

Every step goes round the live seats from the dealer's left. ``together`` steps are
decided in secret: a seat's choice is known only to itself until every seat has
chosen, and then all are revealed at once (cards turned face up together; a simultaneous
declaration). The draw, with its own ceremonies, is ``engine.draw``.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

from typing import TYPE_CHECKING, Generic, TypeVar, cast

from pokerlang.ir import game as ir
from pokerlang.ir.pot import Price
from pokerlang.engine.effects import DeclarationOpens, Declared, PaidFor, SeatIn
from pokerlang.cards.card import Card
from pokerlang.codec.actions import Choose, Declare, Discard, Expose
from pokerlang.codec.options import ChooseCards, DeclareAmount, DeclareOptions, DiscardCards, ExposeCards, Option
from pokerlang.engine.conditions import holds_for
from pokerlang.engine.control import block_declarer, turn_order
from pokerlang.engine import expr as ev
from pokerlang.engine.expr import scene_of
from pokerlang.engine.errors import IllegalAction
from pokerlang.engine.forced import ante_size
from pokerlang.engine.prepare import lone_plays_on
from pokerlang.engine.lookahead import copy_fields

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand

S = TypeVar("S", ir.Choose, ir.Expose, ir.Discard, ir.Draw, ir.Declare)  # the step of the Game played
A = TypeVar("A")  # the actions it takes


@mypyc_attr(native_class=False)  # copied through its __dict__ (engine.lookahead): a plain class when compiled
class Step(Generic[S, A]):
    """A round of decisions, one seat at a time."""

    action_type: type = object
    word = "act"

    def __init__(self, hand: Hand, step: S):
        self.hand = hand
        self.step: S = step
        self.queue = turn_order(hand, getattr(step, "declarers", None))
        # a draw is always in turn; a player deciding alone (at a machine) has nobody to
        # keep a secret from: decided and said at once, not said twice
        self.together = getattr(step, "together", False) and len(self.queue) > 1
        self.secret: dict[int, A] = {}  # together: decided, not yet revealed
        self._offered: list[Option] | None = None  # the options of the seat to act, once worked out

    def __deepcopy__(self, memo: dict[int, object]) -> Step[S, A]:
        return cast("Step[S, A]", copy_fields(self, memo))  # a look-ahead copies thousands

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue else None

    def legal(self) -> list[Option]:
        """The options of the seat to act, worked out once a decision: asked for by the
        seat, then by ``apply``, and nothing moves in between (``apply`` forgets them)."""
        offered = self._offered
        if offered is None:
            offered = self._offered = self.offered()
        return list(offered)

    def offered(self) -> list[Option]:
        raise NotImplementedError

    def cards_renamed(self) -> None:
        """The hand's cards were given other names (``engine.lookahead.relabel``): the
        options, which name cards, are worked out again."""
        self._offered = None

    def apply(self, action: object) -> None:
        seat = self.to_act
        assert seat is not None  # State.apply asks only while a seat is to act
        option = next((o for o in self.legal() if o.allows(action)), None)
        if option is None:
            raise self.refusal(seat, action)
        self._offered = None  # what follows moves cards or passes the turn
        action = cast(A, action)  # an option of this step allows it: one of the step's actions
        if self.together:
            self.secret[seat] = action
            self.hand.record(
                self.word,
                seat,
                cards=getattr(action, "cards", None),
                option=getattr(action, "option", None),
                to=(seat,),
            )
            self.queue.pop(0)
            if not self.queue:
                for s, act in self.secret.items():
                    self.perform(s, act)
                self.reveal()
            return
        self.perform(seat, action)
        if self.queue and self.queue[0] == seat and not self.more_for(seat):
            self.queue.pop(0)

    def more_for(self, seat: int) -> bool:
        """Whether the seat has a further decision in this step (a draw's offered card)."""
        return False

    def perform(self, seat: int, action: A) -> None:
        raise NotImplementedError

    def announce(self, seat: int, action: A, revealed: bool = False) -> None:
        """The log line of a seat's decision: said as it is made, or, in a ``together``
        step, once every seat has decided (``revealed``)."""

    def reveal(self) -> None:
        for seat, action in self.secret.items():
            self.announce(seat, action, revealed=True)

    def refusal(self, seat: int, action: object) -> IllegalAction:
        if not isinstance(action, self.action_type):
            return IllegalAction(f"seat {seat} must {self.word} now, not {type(action).__name__}", f"{self.word} step")
        cards: tuple[Card, ...] = getattr(action, "cards", ())
        if len(set(cards)) != len(cards):
            return IllegalAction(f"seat {seat} names a card twice", "each card once")
        option = self.legal()[0]
        pool = getattr(option, "cards", ())
        stranger = next((c for c in cards if c not in pool), None)
        if stranger is not None:
            return IllegalAction(
                f"seat {seat} does not hold {stranger} where this step takes cards from", "card not in hand"
            )
        return IllegalAction(f"seat {seat} must {self.word} {self.how_many()} cards, not {len(cards)}", "card count")

    def how_many(self) -> str:
        step: object = self.step  # a TypeVar's bound is not narrowed by mypyc (pokerlang.native)
        assert isinstance(step, (ir.Choose, ir.Expose, ir.Discard))  # a draw says its own; a declaration takes no cards
        return str(step.count)


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class ChooseStep(Step[ir.Choose, Choose]):
    """``choose N from A to B``: each seat moves N of its cards from one zone to another,
    in the order it names them (a row it lays out keeps that order). ``to B of left``:
    into that zone of the next seat still in to its left (or right); in a ``together``
    pass every seat has chosen before any card moves, so none passes on a card it has
    just received."""

    action_type = Choose
    word = "choose"

    def _source_owner(self, seat: int | None) -> int | None:
        """Whose cards are chosen among: the chooser's, or the table's (a widow)."""
        return seat if self.hand.zones.zone_of[self.step.source].per_seat else None

    def offered(self) -> list[Option]:
        pool = self.hand.zones.cards(self.step.source, self._source_owner(self.to_act))
        return [
            ChooseCards(
                cards=pool, source=self.step.source, target=self.step.target, count=min(self.step.count, len(pool))
            )
        ]

    def receiver(self, seat: int) -> int | None:
        """Whose zone the cards go to: the chooser's, the next live seat's, or the table's."""
        step, hand = self.step, self.hand
        if not hand.zones.zone_of[step.target].per_seat:
            return None
        side = getattr(step, "to_seat", None)
        if side is None:
            return seat
        # The seats still in, from the chooser round to its left: counted on them alone,
        # so every seat in receives exactly one packet, whoever has folded.
        ring = [at for at in hand.seating.clockwise(seat) if hand.live[at] or at == seat]
        if side == "across":
            return ring[len(ring) // 2]
        return ring[(step.seats if side == "left" else -step.seats) % len(ring)]

    def perform(self, seat: int, action: Choose) -> None:
        zones, step = self.hand.zones, self.step
        public = zones.zone_of[step.target].visibility == "public"
        owner = self.receiver(seat)
        for c in action.cards:
            placed = zones.take(step.source, self._source_owner(seat), c)
            zones.put(step.target, owner, c, placed.face_up or public)
        if not self.together:
            self.announce(seat, action)

    def announce(self, seat: int, action: Choose, revealed: bool = False) -> None:
        zones = self.hand.zones
        # The chooser saw the cards; where they land, whoever sees that zone's face-down cards.
        # Taken from a shared zone, every player saw them there.
        public = zones.zone_of[self.step.target].visibility == "public" or self._source_owner(seat) is None
        to = None if public else tuple(sorted({seat, *zones.audience(self.step.target, self.receiver(seat), False)}))
        receiver = self.receiver(seat)
        party = receiver if receiver is not None and receiver != seat else None  # passed on: whose zone, said
        self.hand.record(
            "reveal" if revealed else "choose", seat, cards=action.cards, zone=self.step.target, to=to, party=party
        )


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class ExposeStep(Step[ir.Expose, Expose]):
    """``expose N from Z``: each seat turns N of its face-down cards face up."""

    action_type = Expose
    word = "expose"

    def offered(self) -> list[Option]:
        down = tuple(p.card for p in self.hand.zones.placed(self.step.zone, self.to_act) if not p.face_up)
        return [ExposeCards(cards=down, zone=self.step.zone, count=min(self.step.count, len(down)))]

    def perform(self, seat: int, action: Expose) -> None:
        for c in action.cards:
            self.hand.zones.turn_up(self.step.zone, seat, c)
        if not self.together:
            self.announce(seat, action)

    def announce(self, seat: int, action: Expose, revealed: bool = False) -> None:
        self.hand.record("expose", seat, cards=action.cards, zone=self.step.zone)


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class DiscardStep(Step[ir.Discard, Discard]):
    """``discard N from Z``: each seat throws N cards away, with no replacement."""

    action_type = Discard
    word = "discard"

    def offered(self) -> list[Option]:
        pool = self.hand.zones.cards(self.step.zone, self.to_act)
        return [DiscardCards(cards=pool, zone=self.step.zone, count=min(self.step.count, len(pool)))]

    def perform(self, seat: int, action: Discard) -> None:
        zones = self.hand.zones
        for c in action.cards:
            zones.take(self.step.zone, seat, c)
        zones.to_muck(action.cards)
        if not self.together:
            self.announce(seat, action)

    def announce(self, seat: int, action: Discard, revealed: bool = False) -> None:
        if revealed:  # thrown away face down: the line said in secret as it was made says it all
            return
        self.hand.record("discard", seat, cards=action.cards, to=(seat,))


@mypyc_attr(native_class=False)  # as its base: a plain class when compiled
class DeclareStep(Step[ir.Declare, Declare]):
    """``declare high, low, pig = high + low``: each seat names what it plays for."""

    action_type = Declare
    word = "declare"

    def __init__(self, hand: Hand, step: ir.Declare):
        super().__init__(hand, step)
        self.options = {o.name: o for o in step.options}
        self.pot_revealed: int | None = None  # together: the pot before the first price is paid
        if step.only_declared is not None:  # asked of the latest declaration, before this one replaces it
            self.queue = [s for s in self.queue if hand.answers.get((s, step.only_declared))]
        # `deal ... only declared X`: at this, the latest declaration. In one player's block
        # (a turn, an event) only that player's is new: the others' stand, so that
        # `nobody declared X` asks a declaration played in turns as a whole.
        named = block_declarer(hand, step.declarers)  # `by dealer` in a turn: the dealer's is new
        hand.effect(DeclarationOpens(seat=hand.only_seat if named is None else named, options=tuple(self.options)))

    def offered(self) -> list[Option]:
        seat = self.to_act
        named = tuple(n for n, o in self.options.items() if o.up_to is None and self._offers(o, seat))
        leaves = tuple(n for n in named if self.options[n].leaves)
        out: list[Option] = [DeclareOptions(options=named, leaves=leaves)] if named else []
        for option in self.options.values():
            if option.up_to is not None and self._offers(option, seat):
                priced = self._prices(option, seat)
                if priced is not None:
                    out.append(priced)
        return out

    def _prices(self, option: ir.DeclareOption, seat: int | None) -> DeclareAmount | None:
        """``bet = pay up to pot``: the prices the seat may name, from the option's least
        (one chip unless written) up to the amount asked of it, at most its stack; None
        when that leaves none (an empty pot, a player with no chips)."""
        assert option.price is not None and seat is not None  # the compiler gives a priced option its least
        chips = self.hand.chips
        scene = scene_of(self.hand, seat)
        if option.least is not None:  # `pay stake up to 2 * stake`: the least asked as the most is
            low = int(ev.value(option.least, self.hand, scene))
        else:
            low = price_now(self.hand, option.price, chips.in_pot)
        high = min(int(ev.value(option.up_to, self.hand, scene)), chips.stacks[seat])
        return DeclareAmount(option=option.name, min=max(low, 1), max=high) if high >= max(low, 1) else None

    def _offers(self, option: ir.DeclareOption, seat: int | None) -> bool:
        """An option's `only if`, asked of the seat to declare."""
        if option.offered_if is None or seat is None:
            return True
        return holds_for(self.hand, option.offered_if, scene_of(self.hand, seat))

    def refusal(self, seat: int, action: object) -> IllegalAction:
        priced = [o for o in self.legal() if isinstance(o, DeclareAmount)]
        named = next((o for o in priced if isinstance(action, Declare) and o.option == action.option), None)
        if named is not None:
            return IllegalAction(
                f"seat {seat} names the price of {named.option}: {named.min} to {named.max}",
                "a price in the option's range",
            )
        if isinstance(action, Declare):
            return IllegalAction(
                f"seat {seat} may declare {', '.join(self.options)}, not {action.option!r}", "declaration options"
            )
        return super().refusal(seat, action)

    def perform(self, seat: int, action: Declare) -> None:
        option = self.options[action.option]
        self.hand.effect(Declared(seat=seat, option=option))
        if option.sits_out or not option.folds:  # out of this showdown, cards kept; or in (again)
            self.hand.effect(SeatIn(seat=seat, live=not option.sits_out))
        if not self.together:
            self.announce(seat, action)
            self.pay(seat, option, action.amount)  # together: paid as revealed (``reveal``)
        if not self.together and option.folds and (sum(self.hand.live) > 1 or lone_plays_on(self.hand)):
            self.hand.fold(seat, declared=True)
            self.queue = [s for s in self.queue if self.hand.live[s]] if sum(self.hand.live) > 1 else []

    def pay(self, seat: int, option: ir.DeclareOption, named: int | None = None) -> None:
        """``match = pay pot`` (``pay 2 pots``, ``pay 10``): the seat puts in the price (all
        it has, if less: it is then all in); the chips go to the main pot. Declared
        together, every seat pays the pot as it stood when the declarations were revealed,
        not as the seats before it have swollen it (the price would compound round the
        table); in turn, each pays the pot as it stands when it declares."""
        if option.price is not None:
            chips = self.hand.chips
            if self.pot_revealed is None or not self.together:
                self.pot_revealed = chips.in_pot
            price = price_now(self.hand, option.price, self.pot_revealed)
            if option.up_to is not None and named is not None:
                price = named  # the price the seat named, checked against its range
            elif option.least is not None:  # `= pay 2 * stake`: an amount, asked of the seat
                price = max(0, int(ev.value(option.least, self.hand, scene_of(self.hand, seat))))
            paid = chips.pay_in(seat, price)
            self.hand.effect(PaidFor(seat=seat, option=option.name, amount=paid))
            self.hand.record("pay", seat, amount=paid, all_in=chips.stacks[seat] == 0)

    def announce(self, seat: int, action: Declare, revealed: bool = False) -> None:
        self.hand.record("declare", seat, option=action.option)

    def reveal(self) -> None:
        """Every secret declaration said, each with the price it pays, then the folds."""
        for seat, action in self.secret.items():
            self.announce(seat, action, revealed=True)
            self.pay(seat, self.options[action.option], action.amount)
        self.fold_the_outs()

    def fold_the_outs(self) -> None:
        """After a secret declaration, the seats that declared a folding option fold."""
        folding = [s for s in self.secret if self.options[self.secret[s].option].folds]
        # If everyone declares out, nobody can be left holding the pot alone: all stay in
        # (against the house, each player's stake is the house's to take).
        if len(folding) < sum(self.hand.live) or lone_plays_on(self.hand):
            for seat in folding:
                self.hand.fold(seat, declared=True)


def price_now(hand: Hand, price: Price, in_pot: int) -> int:
    """What a price comes to at this table, the pot holding ``in_pot``: its chips, pots,
    antes and stakes (`pay 1 small-bet`) as the hand's stakes are (a declaration's, a
    draw's per card)."""
    stake = ev.unit(hand, price.unit) if price.unit is not None else 0
    return price.amount(in_pot, ante_size(hand), stake)
