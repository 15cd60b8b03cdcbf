"""Where every card is: the stock, the muck, each seat's zones and the table's zones.

A card is in exactly one place at any time. Each card in a zone carries a face-up flag:
a card dealt or turned face up is seen by everyone, whatever its zone (an accepted
one-card draw stays known). Who sees a face-down card is the zone's business: in a
``private`` or ``public`` seat's zone its owner, in an ``others`` zone every seat but
its owner, in a ``hidden`` zone (or a shared one) nobody. A ``public`` zone differs from a
``private`` one only in its cards being dealt face up unless the deal says ``down``. The
stock is dealt from the top; when it runs out and the game says so, the muck
is shuffled into a new stock, leaving out the cards of players still to be served.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any, Literal, overload

from pokerlang.cards.card import FIRST_JOKER, JOKERS, Card, card
from pokerlang.ir import game as ir
from pokerlang.engine.dealer import Dealer
from pokerlang.engine.errors import EngineError
from pokerlang.engine.fields import fields_of, set_fields
from pokerlang.engine.grid import GridCards

# A seat's cards held aside while it decides about them (the face-up card offered in a
# one-card draw, the two cards of "two dealt, keep one"). The parentheses keep the name
# out of the language's namespace: no .poker zone can be called this.
OFFER = "(offer)"


class Placed:
    """A card where it lies, face up or down: a value (equal to another of the same card
    and face, never changed), most often the one ``_placed`` keeps for that card and face.
    A class of its own rather than a frozen attrs class: compiled (``pokerlang.native``), a
    card's face and index are read off it directly, and every hand reads them at each
    deal, first bettor and showdown. ``index`` is the card's, kept at hand."""

    def __init__(self, card: Card, face_up: bool) -> None:
        self.card = card
        self.face_up = face_up
        self.index: int = card.index

    def __eq__(self, other: object) -> bool:
        return type(other) is Placed and other.card == self.card and other.face_up == self.face_up

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.index, self.face_up))

    def __repr__(self) -> str:
        return f"Placed(card={self.card!r}, face_up={self.face_up!r})"

    # Never changed, so a copy of a hand shares it, and a pickle remakes it from its card.
    def __copy__(self) -> Placed:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Placed:
        return self

    def __reduce__(self) -> tuple[type[Placed], tuple[Card, bool]]:
        return (Placed, (self.card, self.face_up))


# Face down, face up: by card index. A list each rather than a dict keyed by (face, index):
# every card of every hand is placed, and indexing a list needs no key tuple made and hashed.
_PLACED: tuple[list[Placed | None], list[Placed | None]] = (
    [None] * (FIRST_JOKER + JOKERS),
    [None] * (FIRST_JOKER + JOKERS),
)


def _placed(c: Card, face_up: bool) -> Placed:
    """``Placed(c, face_up)``: one value for each card and face, made once (a frozen value
    can be shared, and every card dealt is placed)."""
    made = _PLACED[1 if face_up else 0]
    p = made[c.index]
    if p is None or p.card is not c:  # another Card of that index (a look-ahead's renaming)
        p = made[c.index] = Placed(c, face_up)
    return p


def _placed_all(cards: Iterable[Card], face_up: bool) -> list[Placed]:
    """``_placed`` of each card, in one loop (a deal places a card a seat at every street)."""
    made, out = _PLACED[1 if face_up else 0], []
    for c in cards:
        p = made[c.index]
        if p is None or p.card is not c:
            p = made[c.index] = Placed(c, face_up)
        out.append(p)
    return out


# zone by name, the seats' zones, the shared zones, the audiences, every (zone, seat) place,
# the seats' zones without the offer
Layout = tuple[
    dict[str, ir.Zone],
    list[str],
    list[str],
    dict[tuple[str, int | None], tuple[int, ...]],
    tuple[tuple[str, int], ...],
    list[str],
]
_LAYOUTS: dict[tuple[int, int], tuple[ir.Game, Layout]] = {}


def _layout(game: ir.Game, players: int) -> Layout:
    """(zone by name, the seats' zones, the shared zones, the audiences worked out so far
    (zone, owner) -> seats, every (zone, seat) place), for every hand of this Game at this
    many seats: found by the Game's identity (a Game never changes; hashing one costs
    more than the lookup saves). Shared by the hands: none of it is changed."""
    hit = _LAYOUTS.get((id(game), players))
    if hit is None or hit[0] is not game:
        seat_zones = [z.name for z in game.zones if z.per_seat] + [OFFER]
        layout: Layout = (
            {z.name: z for z in game.zones},
            seat_zones,
            [z.name for z in game.zones if not z.per_seat and z.name not in ("deck", "muck")],
            {},
            tuple((name, seat) for name in seat_zones for seat in range(players)),
            seat_zones[:-1],
        )
        hit = _LAYOUTS[(id(game), players)] = (game, layout)
    return hit[1]


# Python's own shuffle draws through ``Random._randbelow``: ``shuffle`` below writes the
# same draws out, when that is the method it would use.
_PLAIN_DRAWS = random.Random._randbelow is random.Random._randbelow_with_getrandbits  # type: ignore[attr-defined]


def shuffle(rng: random.Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``: the same draws in the same order, so a seed deals the same
    hand, written out in one loop (two calls a card fewer: every hand is shuffled)."""
    if not _PLAIN_DRAWS or type(rng) is not random.Random:
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, below, bits in _draws(len(cards)):
        j = getrandbits(bits)
        while j >= below:
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


_DRAWS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """A shuffle's draws for a deck of ``size``: the place swapped, the number of places
    drawn from and the bits drawn for it, from the last place down."""
    draws = _DRAWS.get(size)
    if draws is None:
        draws = _DRAWS[size] = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size)))
    return draws


class Zones:
    """Every card of one hand, by place. Mutable: the State that owns it changes it."""

    def __init__(
        self,
        game: ir.Game | None = None,
        players: int = 0,
        rng: random.Random | None = None,
        stacked: Sequence[str | int | Card] | None = None,
        dealer: Dealer | None = None,
    ):
        if game is None or rng is None:
            return  # blank, for a copy to fill (``engine.fields``)
        self.game = game
        self.dealer = dealer or Dealer()  # who picks each card dealt: engine.dealer
        self.players = players
        self.rng = rng
        # What the Game and the number of seats fix is worked out once for every hand.
        layout = _layout(game, players)
        self.zone_of, self.seat_zones, self.shared_zones, self._audiences, places, self.hand_zones = layout
        self.held: dict[tuple[str, int], list[Placed]] = {key: [] for key in places}
        self.table: dict[str, list[Placed]] = {name: [] for name in self.shared_zones}
        # A grid's spaces and stacks; ``table`` mirrors its cards, all face up, in one list.
        self.grids = {z.name: GridCards(z.grid.rows, z.grid.columns) for z in game.zones if z.grid}
        self.muck: list[Card] = []
        # A folded seat's cards that a side bet kept on a fold is still paid on, by (zone,
        # seat): out of play, seen by nobody (no view reads them), ranked at the showdown.
        self.aside: dict[tuple[str, int], list[Placed]] = {}
        # Run it twice: the shared cards of each run before the last, set aside face up.
        self.runs: list[dict[str, list[Placed]]] = []
        self.stock = self.fresh_stock(stacked)  # the top card is the last: pop() deals it
        self.reshuffles = 0
        # What the muck gave back to the stock this deal, and the most an earlier deal of the
        # hand (deal after deal) took: the cards a deal took, counted past a reshuffle.
        self.restocked = 0
        self.earlier_taken = 0

    def fresh_stock(self, stacked: Sequence[str | int | Card] | None) -> list[Card]:
        """The game's deck shuffled with the hand's Random; ``stacked`` cards on top."""
        deck = list(self.game.deck())
        shuffle(self.rng, deck)
        if stacked is None:
            return deck
        top = [card(c) for c in stacked]
        if len(set(top)) != len(top):
            raise EngineError("the stacked deck names a card twice")
        in_deck = set(deck)
        strangers = [c for c in top if c not in in_deck]
        if strangers:
            raise EngineError(f"the stacked deck holds {strangers[0]}, which is not in this game's deck")
        chosen = set(top)
        # Cards the stacked deck does not name follow it, in the seeded random order.
        rest = [c for c in deck if c not in chosen]
        return list(reversed(top + rest))

    def copy(self, rng: random.Random) -> Zones:
        """An independent copy drawing on ``rng`` (the copied hand's). Cards are values,
        so copying the lists that hold them is enough."""
        twin = Zones.__new__(Zones)
        set_fields(twin, fields_of(self))
        twin.rng = rng
        twin.dealer = self.dealer.copy()
        twin.held = {key: list(placed) for key, placed in self.held.items()}
        twin.table = {name: list(placed) for name, placed in self.table.items()}
        if self.grids:  # the game names its grids once (most have none): an empty dict is shared
            twin.grids = {name: grid.copy() for name, grid in self.grids.items()}
        twin.muck, twin.stock = self.muck.copy(), self.stock.copy()
        twin.aside = {key: list(placed) for key, placed in self.aside.items()}
        twin.runs = [dict(run) for run in self.runs]  # each run's lists are never changed once set aside
        return twin

    def taken(self) -> int:
        """The cards this deal took from the stock, those the muck gave back taken again."""
        return len(self.game.deck()) - len(self.stock) + self.restocked

    def most_taken(self) -> int:
        """The most cards one deal of the hand took from the stock (``taken``)."""
        return max(self.earlier_taken, self.taken())

    # ---- looking -----------------------------------------------------------------------
    def placed(self, zone: str, seat: int | None = None) -> list[Placed]:
        return self.held[(zone, seat)] if seat is not None else self.table[zone]

    def cards(self, zone: str, seat: int | None = None) -> tuple[Card, ...]:
        return tuple([p.card for p in self.placed(zone, seat)])

    def face_up(self, zone: str, seat: int | None = None) -> tuple[Card, ...]:
        """The cards of a zone everyone sees: those dealt or turned face up."""
        return tuple(p.card for p in self.placed(zone, seat) if p.face_up)

    def sees_down(self, viewer: int | None, zone: str, owner: int | None) -> bool:
        """Whether ``viewer`` sees the face-down cards of the zone (``owner``'s, or the table's)."""
        if owner is None or viewer is None:
            return False  # a shared zone's face-down cards are nobody's to see
        z = self.zone_of.get(zone)
        visibility = z.visibility if z is not None else "private"  # the offer: like a hand
        if visibility == "others":
            return viewer != owner
        return visibility != "hidden" and viewer == owner

    def seen_by(self, viewer: int | None, zone: str, owner: int | None) -> list[Card | None]:
        """The zone as ``viewer`` sees it: a card, or None for a card it may not see."""
        placed = self.placed(zone, owner)
        if self.sees_down(viewer, zone, owner):
            return [p.card for p in placed]  # sees every card: asked for each seat at every view
        return [p.card if p.face_up else None for p in placed]

    @overload
    def audience(self, zone: str, owner: int | None, face_up: Literal[False]) -> tuple[int, ...]: ...

    @overload
    def audience(self, zone: str, owner: int | None, face_up: bool) -> tuple[int, ...] | None: ...

    def audience(self, zone: str, owner: int | None, face_up: bool) -> tuple[int, ...] | None:
        """The seats that see a card put face up or down in the zone: None for everyone
        (a log line's ``to``)."""
        if face_up:
            return None
        key = (zone, owner)
        seats = self._audiences.get(key)
        if seats is None:
            seats = self._audiences[key] = tuple(s for s in range(self.players) if self.sees_down(s, zone, owner))
        return seats

    def every_card(self) -> list[Card]:
        """All cards in all places, for the invariant that each is in exactly one."""
        out = list(self.stock) + list(self.muck)
        places = list(self.held.values()) + list(self.table.values()) + list(self.aside.values())
        for placed in places + [p for r in self.runs for p in r.values()]:
            out.extend(p.card for p in placed)
        return out

    def relabel(self, swap: dict[Card, Card]) -> None:
        """Give cards other names wherever they lie: ``swap`` maps a card to the card put
        in its place (a permutation of some cards). A look-ahead that guessed the cards
        it cannot see guesses again this way. Grids keep their cards (a game with one is
        not relabelled)."""
        if self.grids:
            raise EngineError("the cards of a grid cannot be relabelled")
        # Looked up by index: a card's hash is Python code, and a sample renames every card.
        named: list[Card | None] = [None] * (FIRST_JOKER + JOKERS)
        for was, now in swap.items():
            named[was.index] = now
        # each keyed its own way
        every: tuple[dict[Any, list[Placed]], ...] = (self.held, self.table, self.aside, *self.runs)
        for places in every:
            for key, placed in places.items():
                if placed:
                    places[key] = [p if (n := named[p.index]) is None else _placed(n, p.face_up) for p in placed]
        self.stock = [named[c.index] or c for c in self.stock]
        self.muck = [named[c.index] or c for c in self.muck]

    # ---- moving ------------------------------------------------------------------------
    def put(self, zone: str, seat: int | None, c: Card, face_up: bool) -> None:
        if zone in self.grids:
            self.grids[zone].lay(c)
            self.mirror(zone)
            return
        self.placed(zone, seat).append(_placed(c, face_up))

    def mirror(self, zone: str) -> None:
        """After a grid changes: its cards, bottom of each stack first, row by row."""
        # A grid is laid out on the table: face up unless its zone is seen by nobody.
        up = self.zone_of[zone].visibility == "public"
        self.table[zone] = [Placed(c, up) for c in self.grids[zone].cards()]

    def take(self, zone: str, seat: int | None, c: Card) -> Placed:
        placed = self.placed(zone, seat)
        for i, p in enumerate(placed):
            if p.card == c:
                return placed.pop(i)
        raise KeyError(c)

    def turn_up(self, zone: str, seat: int, c: Card) -> None:
        placed = self.placed(zone, seat)
        i = next(i for i, p in enumerate(placed) if p.card == c)
        placed[i] = Placed(c, True)

    def turn_all_up(self, zone: str, seat: int | None) -> None:
        """Every card of the seat's zone (the table's: None) face up (a hand shown), in place."""
        placed = self.placed(zone, seat)
        for i, p in enumerate(placed):
            if not p.face_up:
                placed[i] = _placed(p.card, True)

    def to_muck(self, cs: Iterable[Card]) -> None:
        self.muck.extend(cs)

    def muck_seat(self, seat: int, kept: tuple[str, ...] = (), aside: bool = False) -> list[Card]:
        """A fold: every card of the seat goes to the muck (Swingo: its board cards too),
        but the face-up cards of the zones ``kept``, which stay where they lie. ``aside``:
        a side bet stands on the seat's cards, so they are set aside for it, not mucked."""
        gone: list[Card] = []
        held = self.held
        for name in self.seat_zones:
            placed = held[(name, seat)]
            if placed:
                keep = name in kept
                out = [p for p in placed if not (keep and p.face_up)]
                if aside:
                    self.aside[(name, seat)] = out
                else:
                    gone.extend([p.card for p in out])
                held[(name, seat)] = [p for p in placed if p.face_up] if keep else []
        self.muck.extend(gone)
        return gone

    def _top(self, count: int, zone: str | None = None) -> list[Card] | None:
        """The top ``count`` cards of the stock, taken off in one step (what ``Dealer.take``
        gives one at a time); None, nothing taken, when they must be dealt one ``deal`` at a
        time: a dealer that picks them, a stock too short without a reshuffle, a grid."""
        stock = self.stock
        if type(self.dealer) is not Dealer or len(stock) < count or zone in self.grids:
            return None
        return [stock.pop() for _ in range(count)]

    def deal_round(self, zone: str, seats: Sequence[int], count: int, face_up: bool) -> dict[int, list[Card]] | None:
        """``count`` cards to each of ``seats``, one at a time round the table, from the top
        of the stock into their ``zone``: the cards each got (None: see ``_top``)."""
        dealt = self._top(count * len(seats), zone)
        if dealt is None:
            return None
        got: dict[int, list[Card]] = {}
        for i, seat in enumerate(seats):  # one card at a time round the table: every n-th is this seat's
            got[seat] = mine = dealt[i :: len(seats)]
            self.held[(zone, seat)].extend(_placed_all(mine, face_up))
        return got

    def deal_table(self, zone: str, count: int, face_up: bool) -> tuple[Card, ...] | None:
        """``count`` cards from the top of the stock into the shared ``zone`` (a board): the
        cards (None: see ``_top``)."""
        dealt = self._top(count, zone)
        if dealt is None:
            return None
        self.table[zone].extend(_placed_all(dealt, face_up))
        return tuple(dealt)

    def burn(self, count: int) -> bool:
        """``count`` cards from the top of the stock to the muck, unseen: whether it was
        done (not: see ``_top``)."""
        dealt = self._top(count)
        if dealt is not None:
            self.muck.extend(dealt)
        return dealt is not None

    def deal(self, spare: frozenset[Card] = frozenset()) -> tuple[Card, bool]:
        """The top card of the stock, and whether the muck had to be reshuffled for it.

        ``spare``: muck cards that must not come back (the discards of players still to
        be served, when the game says so).
        """
        reshuffled = False
        if not self.stock:
            self._reshuffle(spare)
            reshuffled = True
        return self.dealer.take(self.stock), reshuffled

    def _reshuffle(self, spare: frozenset[Card]) -> None:
        if not self.game.reshuffle:
            raise EngineError("the deck ran out, and this game has no rule for reshuffling the muck")
        keep = [c for c in self.muck if c in spare] if self.game.spare_pending else []
        fresh = [c for c in self.muck if c not in set(keep)]
        if not fresh:
            # Only the discards of the player being served are left. Rather than stop the
            # deal, they go back in: no rule text covers a deck this empty.
            fresh, keep = keep, []
        if not fresh:
            raise EngineError("the deck and the muck are both empty: no card is left to deal")
        self.rng.shuffle(fresh)
        self.stock = fresh
        self.muck = keep
        self.reshuffles += 1
        self.restocked += len(fresh)
