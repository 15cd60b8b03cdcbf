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
    run: int = 0  # the run whose board settled this part of the pot (run it twice); 0: one run


@frozen
class Board:
    """One run of the rest of the deal (run it twice): the shared zones' cards on it."""

    run: int
    zones: dict[str, tuple[Card, ...]]


@frozen
class Settlement:
    """What one seat paid another at a pairwise showdown: ``units`` units (the shares
    ``payee`` won of this seat, less those it lost, a scoop's bonus and the royalties), ``amount`` in
    chips (less when ``payer`` was short)."""

    payer: int
    payee: int
    amount: int
    units: int
    shares: tuple[str, ...]  # the shares the payee won against the payer
    scoop: bool = False  # the payee won every share
    fouled: bool = False  # the payer's set was fouled
    royalty: int = 0  # the units of the payee's royalties less the payer's, in ``units``
    lost: tuple[str, ...] = ()  # the shares the payer won back: ``units`` is the difference

    def why(self) -> str:
        """``3 units: front, middle, back, scoop, a fouled set`` (``royalties +2``); ``1
        unit: middle, back, less front``: what the payee won, less what it lost."""
        said = (("scoop",) if self.scoop else ()) + ((f"royalties {self.royalty:+d}",) if self.royalty else ())
        less = (f"less {', '.join(self.lost)}",) if self.lost else ()
        what = ", ".join(self.shares + said + less)
        units = f"{self.units} unit{'s' if self.units != 1 else ''}"
        return f"{units}: {what}{', a fouled set' if self.fouled else ''}"


@frozen
class HouseBet:
    """One player's stake settled with the house (``engine.bank``): ``staked`` chips put
    in (the ante and the play), ``paid`` given back by the house (the stake and what it
    won; 0: lost to the house), and why."""

    seat: int
    staked: int
    paid: int
    why: str  # folded | the house does not qualify | beats the house | ties the house | loses to the house

    @property
    def net(self) -> int:
        return self.paid - self.staked


@frozen
class Payment:
    """Chips paid by a ``pay`` step or at the hand's end (``engine.payments``): from a
    seat, the pot or the house, to a seat, the pot or the house."""

    payer: int | str  # a seat, or "pot" | "house"
    payee: int | str
    amount: int
    pool: str | None = None  # the house's side is this pool (a pot carried over, a jackpot)

    def says(self) -> str:
        """``seat 2 pays 4 to seat 0``, ``the pot pays 3 to the house``, ``... to the kitty``."""
        return f"{_party(self.party(self.payer))} pays {self.amount} to {_party(self.party(self.payee))}"

    def party(self, who: int | str) -> int | str:
        """The payer or the payee by name: a pool the house holds by its own."""
        return self.pool if who == "house" and self.pool is not None else who


def _party(who: int | str) -> str:
    return f"seat {who}" if isinstance(who, int) else f"the {who}"


# Said after the words of a hand shown below its share's qualifier ("9-7-5-4-2 low, not
# qualified" in an eight-or-better game): no low, though a low of nine.
NOT_QUALIFIED = ", not qualified"


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
    settled: tuple[Settlement, ...] = ()  # a pairwise showdown's payments between seats
    house: tuple[HouseBet, ...] = ()  # each player's stake settled with the house
    house_cards: tuple[Card, ...] = ()  # the house's hand, shown
    house_hand: str | None = None  # what the house's hand is, in words ("pair of kings")
    boards: tuple[Board, ...] = ()  # each run's board, when the rest was run several times
    paid: tuple[Payment, ...] = ()  # payments of `pay` steps and of `when hand ends`, in order
    # The game's tallies as the hand ends (`tally strikes per seat`): a count for each seat,
    # or one for the table; the table gives them to the next hand (``TableStakes.tallies``).
    tallies: dict[str, tuple[int, ...]] = attrs.field(factory=dict)
    out: tuple[int, ...] = ()  # seats put out of the game by this hand (`put ... out`): dealt no more hands

    @property
    def bank(self) -> int:
        """What the house won this hand (less than 0: paid out). Chips are conserved
        counting it: ``sum(net) + bank == 0`` (0 where no house plays)."""
        taken = sum(p.amount for p in self.paid if p.payee == "house") - sum(
            p.amount for p in self.paid if p.payer == "house"
        )
        return -sum(b.net for b in self.house) + taken

    def winners(self) -> set[int]:
        paid = {s.payee for s in self.settled if s.amount} | {b.seat for b in self.house if b.net > 0}
        return {w.seat for p in self.pots for s in p.shares for w in s.winners} | paid

    def describe(self) -> str:
        lines = []
        first: dict[int, int] = {}  # the place of each run's main pot: the pots are listed run by run
        for i, pot in enumerate(self.pots):
            at = i - first.setdefault(pot.run, i)
            name = ("main pot" if at == 0 else f"side pot {at}") + (f" on run {pot.run}" if pot.run else "")
            for share in pot.shares:
                for w in share.winners:
                    how = f" with {w.hand}" if w.hand else ""
                    borrowed = f" (a card of seat {w.borrowed_from})" if w.borrowed_from is not None else ""
                    part = f" ({share.name})" if len(pot.shares) > 1 else ""
                    lines.append(f"seat {w.seat} wins {w.amount} from the {name}{part}{how}{borrowed}")
        for s in self.settled:
            lines.append(f"seat {s.payee} wins {s.amount} from seat {s.payer} ({s.why()})")
        for b in self.house:
            verb = f"wins {b.net} from" if b.net > 0 else f"loses {-b.net} to" if b.net < 0 else "is even with"
            lines.append(f"seat {b.seat} {verb} the house ({b.why})")
        lines.extend(p.says() for p in self.paid)
        lines.extend(f"seat {s} is out of the game" for s in self.out)
        return "\n".join(lines)
