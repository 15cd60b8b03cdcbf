"""``State.resample_from_view(seat, rng)``: a hand ``seat`` cannot tell from this one.

The hand is dealt again and every decision made so far is made again. Every card the seat
has seen (its own cards, every card face up, every card its log names) is dealt where this
hand dealt it; in place of every other card dealt so far comes one of the cards the seat
has not seen, at random (what a chance player drawing each card from those left would
give). Decisions that name cards the seat never saw (a discard in a draw, a pass) name the
cards drawn in their place. The hand so dealt must show the seat exactly its view of this
one (same log, same cards, same chips): where the cards drawn steer the hand otherwise (an
event a card sets off, an opener a seat could not have held), the deal is drawn again, a
number of times. The new hand deals on as this one does: a hand dealt by a chance player
stops at chance points, any other deals the top of its own stock, shuffled anew.

``Twins(hand, seat)`` draws such hands one after another for a bot (``runner.mc``): it
keeps only what the seat may know, so a bot given one cannot peek.

A hand dealt again (``repeat until one in``) deals each deal from a fresh deck: each
deal is resampled on its own, from the cards the seat has not seen in that deal (a card
it held in an earlier deal may lie with another seat now), the decisions of each deal
made again in it. A hand that reshuffled the muck is not resampled: the cards it dealt
are no longer one sequence from one deck.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import attrs

from pokerlang.cards.card import INDEX
from pokerlang.engine.dealer import Chosen
from pokerlang.engine.effects import CHECKS_THROUGH
from pokerlang.engine.errors import EngineError
from pokerlang.engine.zones import shuffle

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.hand import Hand

TRIES = 200  # deals drawn, at most, before giving up on a view the cards steer

H = TypeVar("H", bound="Hand")


def resample(hand: H, seat: int, rng: random.Random, tries: int = TRIES) -> H:
    return Twins(hand, seat).draw(rng, tries)


@mypyc_attr(native_class=False)  # a value a copy shares or deep-copies: a plain class when compiled
class Unseen:
    """A card ``seat`` has not seen, by the order it was dealt in: what a twin's draw
    knows of it (the card itself is not kept, so ``Twins`` holds nothing the seat may not
    know)."""

    __slots__ = ("n",)

    def __init__(self, n: int):
        self.n = n

    def __repr__(self) -> str:
        return f"Unseen({self.n})"


@mypyc_attr(native_class=False)  # off the hot path: a plain class when compiled
class Twins(Generic[H]):
    """Hands ``seat`` cannot tell from ``hand``, drawn one after another (``draw(rng)``, as
    ``resample`` gives them), for a bot that may know only what the seat knows: it keeps
    the seat's view, the cards the seat has seen, the decisions made, and of every other
    card only where it was dealt (an ``Unseen``; a decision naming it names that), never
    the State itself, so what it holds is what the seat may know. Worked out once, when
    made: the hand may go on meanwhile. A hand that cannot be resampled (it reshuffled the
    muck) raises EngineError at ``draw``. Deal after deal of a ``repeat``, the cards are
    kept deal by deal: an Unseen stands for a card of one deal."""

    def __init__(self, hand: H, seat: int, view: Any = None):
        if not 0 <= seat < hand.players:
            raise EngineError(f"there is no seat {seat}: seats are 0..{hand.players - 1}")
        self.seat = seat
        self.game, self.stakes, self.button = hand.game, hand.stakes, hand.seating.button
        self.make: Callable[..., H] = type(hand)  # its class: a twin is dealt without importing the State
        self.pauses = hand.zones.dealer.pauses
        self.refused = any(event.kind == "reshuffle" for event in hand.log)
        view = hand.view(seat) if view is None else view  # ``view``: the seat's, if made already
        self.target = view
        # Deal by deal (one, but for a ``repeat`` dealt again): the cards dealt, in order,
        # and the number of decisions made before the deal ended.
        deals = [*hand.earlier_deals, (dealt_so_far(hand), len(hand.actions))]
        seen = seen_in_deals(view, len(deals))
        self.dealt: list[Card | Unseen] = []
        self.masks: list[list[Unseen]] = []  # each deal's
        # The cards the seat has not seen in each deal, in deck order (not the order
        # dealt, which the seat does not know): what is dealt in place of each Unseen.
        self.unseen: list[list[Card]] = []
        self.actions: list[Any] = []
        made = 0
        for (cards, actions), saw in zip(deals, seen):
            masks: dict[Card, Unseen] = {}
            self.dealt += [c if c in saw else masks.setdefault(c, Unseen(made + len(masks))) for c in cards]
            made += len(masks)
            self.masks.append(list(masks.values()))
            self.unseen.append(sorted([c for c in hand.deck if c not in saw], key=INDEX))
            self.actions += [
                (acting, _masked(action, masks)) for acting, action in hand.actions[len(self.actions) : actions]
            ]

    def draw(self, rng: random.Random, tries: int = TRIES, look_ahead: bool = False) -> H:
        """One twin (``look_ahead``: for a bot's playouts, it deals on by itself from its
        own shuffled stock, even where this hand was dealt by a chance player, and, as
        every seat there checks when nothing is owed, it passes over the betting rounds
        nobody owes in)."""
        if self.refused:
            raise EngineError("a hand that reshuffled the muck cannot be resampled")
        for _ in range(tries):
            twin = _deal_again(self, rng, look_ahead)
            if twin is not None and twin.view(self.seat) == self.target:
                if look_ahead:
                    twin.effect(CHECKS_THROUGH)
                return twin
        raise EngineError(f"no deal consistent with seat {self.seat}'s view was found in {tries} tries")


def dealt_on_anew(hand: H, rng: random.Random) -> H:
    """A copy of ``hand`` whose cards still to come (its stock) are shuffled anew: the same
    hand so far, another future (a look-ahead that asks how a hand would fare without
    the cards its twin will deal)."""
    twin = hand.copy(rng)
    shuffle(rng, twin.zones.stock)
    return twin


def dealt_so_far(hand: Hand) -> list[Card]:
    """Every card dealt so far in this deal (a ``repeat``'s latest; the hand's one deal
    otherwise), in the order dealt (and, at a chance point, those chosen for the step
    under way)."""
    dealer = hand.zones.dealer
    if isinstance(dealer, Chosen):
        before = sum(len(cards) for cards, _ in hand.earlier_deals)  # the dealer served those too
        return [*dealer.served[before:], *dealer.queue]
    # The default dealer takes the top of the stock, the deck as shuffled (or stacked).
    deck = hand.deal_deck
    return list(deck[: len(deck) - len(hand.zones.stock)])


def seen_by(view: Any) -> set[Card]:
    """Every card a seat's view names: its own, every card face up, its log's."""
    seen: set[Card] = set()
    for cards in seen_in_deals(view, 1):
        seen |= cards
    return seen


def seen_in_deals(view: Any, deals: int) -> list[set[Card]]:
    """The cards a seat's view names, deal by deal of a ``repeat`` dealt again (``deals``
    of them, the log cut at each ``redeal`` line; one deal: every line): each deal's log
    lines, and for the latest, the cards on the table now too."""
    seen: list[set[Card | None]] = [set()]
    for line in view["log"]:
        if line["kind"] == "redeal" and len(seen) < deals:
            seen.append(set())
        seen[-1].update(line.get("cards") or ())
    now = seen[-1]
    for place in view["seats"]:
        for cards in place["zones"].values():
            now.update(cards)
    for cards in view["table"].values():
        now.update(cards)
    for cards in view["own"].values():
        now.update(cards)
    now.update(view["offer"])
    if isinstance(view["secret"], list):
        now.update(view["secret"])
    for cards in seen:
        cards.discard(None)
    # A log that does not go back to the first deal: what the seat sees now is the latest's.
    return [*(set() for _ in range(deals - len(seen))), *seen]  # type: ignore[list-item]


def _deal_again(twins: Twins[H], rng: random.Random, look_ahead: bool = False) -> H | None:
    """A hand dealt the cards the seat saw where it saw them and, in place of each Unseen,
    one of the cards it has not seen, at random (as a chance player drawing each from
    those left would); every decision made again. None where the decisions cannot be
    made again with these cards."""
    drawn: dict[Unseen, Card] = {}  # a card the seat never saw (an Unseen) -> the card dealt in its place
    for masks, unseen in zip(twins.masks, twins.unseen):  # deal by deal, each from a whole deck
        cards = list(unseen)
        shuffle(rng, cards)
        drawn.update(zip(masks, cards))
    order = [drawn[c] if isinstance(c, Unseen) else c for c in twins.dealt]
    # Dealt in this order, then the top of its own shuffled stock (or, for a hand dealt by
    # a chance player, a chance point for every card after them; but a look-ahead is
    # played out on its own).
    dealer = Chosen(order, then_top=look_ahead or not twins.pauses)
    twin = twins.make(twins.game, twins.stakes, seed=rng.getrandbits(32), button=twins.button, dealer=dealer)
    for acting, masked in twins.actions:
        if twin.to_act != acting:
            return None  # the cards drawn steered the hand elsewhere
        try:
            twin.apply(_unmasked(masked, drawn), acting)
        except EngineError:
            return None  # the cards drawn do not allow a decision this hand made
    return twin


def _masked(action: Any, masks: dict[Card, Unseen]) -> Any:
    """``action``, or where it names cards the seat never saw, its type and its fields
    with an Unseen in place of each of those cards."""
    cards = getattr(action, "cards", None) or ()
    card = getattr(action, "card", None)
    if not any(c in masks for c in cards) and card not in masks:
        return action
    fields = {f.name: getattr(action, f.name) for f in attrs.fields(type(action))}
    if cards:
        fields["cards"] = tuple(masks.get(c, c) for c in cards)
    if card is not None:
        fields["card"] = masks.get(card, card)
    return type(action), fields


def _unmasked(masked: Any, drawn: dict[Any, Card]) -> Any:
    """The action a masked one stands for, the cards drawn in place of its Unseen."""
    if type(masked) is not tuple:
        return masked
    kind, fields = masked
    fields = dict(fields)
    if "cards" in fields:
        fields["cards"] = tuple(drawn.get(c, c) for c in fields["cards"])
    if "card" in fields:
        fields["card"] = drawn.get(fields["card"], fields["card"])
    return kind(**fields)
