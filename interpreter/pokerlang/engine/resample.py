"""``State.resample_from_view(seat, rng)``: a hand ``seat`` cannot tell from this one.

The hand is dealt again by a chance player (``engine.chance``) and every decision made so
far is made again. At each chance point the card this hand dealt there is given if the
seat has seen it (its own cards, every card face up, every card its log names); any other
is a card drawn at random from those the seat has not seen. Decisions that name cards the
seat never saw (a discard in a draw, a pass) name the cards drawn in their place. The
hand so dealt must show the seat exactly its view of this one (same log, same cards, same
chips): where the cards drawn steer the hand otherwise (an event a card sets off, an
opener a seat could not have held), the deal is drawn again, a number of times. The
new hand deals on as this one does: a hand dealt by a chance player stops at chance
points, any other deals the top of its own stock, shuffled anew.

A hand that reshuffled the muck or was dealt again (``repeat until one in``) is not
resampled: the cards it dealt are no longer one sequence from one deck.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import attrs

from pokerlang.engine.dealer import Chosen, Dealer
from pokerlang.engine.errors import EngineError, IllegalAction

if TYPE_CHECKING:
    from pokerlang.cards.card import Card
    from pokerlang.engine.hand import Hand

TRIES = 200  # deals drawn, at most, before giving up on a view the cards steer


H = TypeVar("H", bound="Hand")


def resample(hand: H, seat: int, rng: random.Random, fresh: Callable[[int], H], tries: int = TRIES) -> H:
    """``fresh(seed)``: a new hand of the same game, stakes and button, shuffled with
    ``seed`` and dealt by a chance player (``dealer.Chance``)."""
    if not 0 <= seat < hand.players:
        raise EngineError(f"there is no seat {seat}: seats are 0..{hand.players - 1}")
    if any(event.kind in ("reshuffle", "redeal") for event in hand.log):
        raise EngineError("a hand that reshuffled the muck or was dealt again cannot be resampled")
    view = hand.view(seat)
    seen = seen_by(view)
    target = view.to_json()
    dealt = dealt_so_far(hand)
    for _ in range(tries):
        twin = _deal_again(hand, seen, dealt, rng, fresh)
        if twin is not None and twin.view(seat).to_json() == target:
            if not hand.zones.dealer.pauses and not twin.is_chance:
                twin.dealer = Dealer()  # plays on by itself: the top of its own shuffled stock
            return twin
    raise EngineError(f"no deal consistent with seat {seat}'s view was found in {tries} tries")


def dealt_so_far(hand: Hand) -> list[Card]:
    """Every card dealt so far, in the order dealt (and, at a chance point, those chosen
    for the step under way)."""
    dealer = hand.zones.dealer
    if isinstance(dealer, Chosen):
        return [*dealer.served, *dealer.queue]
    # The default dealer takes the top of the stock, the deck as shuffled (or stacked).
    return list(hand.deck[: len(hand.deck) - len(hand.zones.stock)])


def seen_by(view: Any) -> set[Card]:
    """Every card a seat's view names: its own, every card face up, its log's."""
    seen: set[Card | None] = set()
    for line in view["log"]:
        seen.update(line.get("cards") or ())
    for place in view["seats"]:
        for cards in place["zones"].values():
            seen.update(cards)
    for cards in view["table"].values():
        seen.update(cards)
    for cards in view["own"].values():
        seen.update(cards)
    seen.update(view["offer"])
    if isinstance(view["secret"], list):
        seen.update(view["secret"])
    seen.discard(None)
    return seen  # type: ignore[return-value]


def _deal_again(hand: H, seen: set[Card], dealt: list[Card], rng: random.Random, fresh: Callable[[int], H]) -> H | None:
    twin = fresh(rng.getrandbits(32))
    drawn: dict[Card, Card] = {}  # a card the seat never saw -> the card dealt in its place
    cards, actions = iter(dealt), iter(hand.actions)
    while not twin.is_over:
        if twin.is_chance:
            real = next(cards, None)
            if real is None:
                break  # this hand waits for the same card
            if real in seen:
                given = real
            else:
                pool = [c for c, _ in twin.chance_outcomes() if c not in seen]
                if not pool:
                    return None
                given = drawn[real] = rng.choice(pool)
            try:
                twin.apply_chance(given)
            except IllegalAction:
                return None  # a card the seat saw is not in this deal's stock
            continue
        step = next(actions, None)
        if step is None:
            break
        acting, action = step
        try:
            twin.apply(_renamed(action, drawn), acting)
        except IllegalAction:
            return None  # the cards drawn do not allow a decision this hand made
    return twin


def _renamed(action: Any, drawn: dict[Card, Card]) -> Any:
    """``action`` naming the cards dealt in place of those the seat never saw."""
    cards = getattr(action, "cards", None)
    if cards and any(c in drawn for c in cards):
        return attrs.evolve(action, cards=tuple(drawn.get(c, c) for c in cards))
    card = getattr(action, "card", None)
    if card is not None and card in drawn:
        return attrs.evolve(action, card=drawn[card])
    return action
