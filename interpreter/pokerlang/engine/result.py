"""How a hand ended: who won what, with which cards, and where every chip went."""

from __future__ import annotations

import attrs

from pokerlang.cards.card import Card
from pokerlang.frozen import frozen_keywords as frozen


@frozen
class Winner:
    seat: int
    amount: int
    hand: str | None = None  # ``describe()`` of the winning hand; None: uncontested
    cards: tuple[Card, ...] = ()  # the cards the hand uses
    borrowed_from: int | None = None  # the seat whose card it borrowed (an opponent source)


@frozen
class ShareResult:
    """One way of winning a pot (``high``, ``low``, ``five``, ``omaha``) and who won it."""

    name: str
    amount: int
    winners: tuple[Winner, ...]


@frozen
class PotResult:
    amount: int
    eligible: tuple[int, ...]
    shares: tuple[ShareResult, ...]


@frozen
class ShownHand:
    """A hand shown at the showdown, in the order shown."""

    seat: int
    cards: tuple[Card, ...]  # every card the seat holds
    hands: dict[str, str] = attrs.field(factory=dict)  # share -> describe()


@frozen
class HandResult:
    pots: tuple[PotResult, ...]
    stacks: tuple[int, ...]  # after the hand
    net: tuple[int, ...]  # won or lost by each seat
    showdown: bool  # False: everyone else folded
    shown: tuple[ShownHand, ...] = ()
    returned: tuple[tuple[int, int], ...] = ()  # (seat, chips) of uncalled bets given back

    def winners(self) -> set[int]:
        return {w.seat for p in self.pots for s in p.shares for w in s.winners}

    def describe(self) -> str:
        lines = []
        for i, pot in enumerate(self.pots):
            name = "main pot" if i == 0 else f"side pot {i}"
            for share in pot.shares:
                for w in share.winners:
                    how = f" with {w.hand}" if w.hand else ""
                    borrowed = f" (a card of seat {w.borrowed_from})" if w.borrowed_from is not None else ""
                    part = f" ({share.name})" if len(pot.shares) > 1 else ""
                    lines.append(f"seat {w.seat} wins {w.amount} from the {name}{part}{how}{borrowed}")
        return "\n".join(lines)
