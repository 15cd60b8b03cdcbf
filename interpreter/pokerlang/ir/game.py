"""The Game: a compiled, checked, immutable variant. No syntax is left in it.

The engine plays a Game; ``explain`` describes one; ``check`` analyses one. Names are
resolved (a bet's ranking is the RankingSpec itself), numbers are in range, and
variations (``extends``) are already folded in.
"""

from __future__ import annotations

from typing import Literal

from pokerlang.cards.card import Card, standard_deck
from pokerlang.ir.stakes import DefaultStakes
from pokerlang.ir.ranking import Composition, RankingSpec, Source
from pokerlang.frozen import frozen_value

frozen = frozen_value(kw_only=True)

Visibility = Literal["private", "public", "hidden"]


@frozen
class Grid:
    rows: int
    columns: int
    stacks: bool  # each space is a stack whose top card alone plays


@frozen
class Zone:
    """A named place for cards: one per seat or one for the table, with who sees it."""

    name: str
    per_seat: bool
    visibility: Visibility  # private: owner only; public: everyone; hidden: nobody
    grid: Grid | None = None


# ---- actions: what a step does ---------------------------------------------------------


@frozen
class Deal:
    """Deal ``count`` cards to each live seat's zone, or to a shared zone."""

    count: int
    zone: str
    face_up: bool
    only_declared: str | None = None  # only to seats that declared this at the latest declaration
    short_deck: str | None = None     # a shared zone dealt ``count`` cards instead, for everyone,
                                      # when the stock cannot serve every seat (stud's common card)


@frozen
class Burn:
    count: int


@frozen
class Opener:
    """Who acts first: ``after`` a seat (dealer, big-blind), the ``best``/``worst``
    visible cards under a ranking, or the ``last-aggressor``."""

    kind: Literal["after", "best", "worst", "last-aggressor"]
    seat: str | None = None
    sources: tuple[Source, ...] = ()
    ranking: RankingSpec | None = None


@frozen
class Bet:
    size: Literal["small", "big"]
    first: Opener
    bring_in: Opener | None = None  # the seat forced to open with the bring-in


@frozen
class Choose:
    """Each live player picks ``count`` cards of ``source`` to move to ``target``;
    ``together``: picked in secret, all revealed at once."""

    count: int
    source: str
    target: str
    together: bool


@frozen
class Expose:
    """Each live player turns ``count`` of their cards in ``zone`` face up."""

    count: int
    zone: str
    together: bool


@frozen
class Discard:
    """Each live player throws away ``count`` cards of ``zone``, with no replacement."""

    count: int
    zone: str
    together: bool


@frozen
class Draw:
    """Discard ``low..high`` cards and receive as many, as in five-card draw.

    ``single``: how a one-card exchange goes: ``None`` as any other; ``offered-up``:
    the card is dealt face up and may be refused for the next card face down;
    ``offered-up-on-request``: the player may ask for that, or take the card face down;
    ``two-keep-one``: two cards dealt face down, one kept, the other shown and mucked.
    """

    low: int
    high: int
    zone: str
    single: Literal["offered-up", "offered-up-on-request", "two-keep-one"] | None


@frozen
class DeclareOption:
    """One thing a player may declare: ``high``, ``pig = high + low``, ``out = fold``."""

    name: str
    shares: tuple[str, ...]  # the showdown shares it contests
    folds: bool = False      # declaring it leaves this deal (an "out")


@frozen
class Declare:
    options: tuple[DeclareOption, ...]
    together: bool  # secretly, revealed at once; otherwise in turn from the dealer's left
    dealer_alone: bool = False  # held only when the dealer alone is in: the others may challenge


@frozen
class Cursor:
    seat: int    # 1-based seat; row ``seat`` of the grid is theirs
    side: Literal["left", "right"]


@frozen
class Moves:
    """Move-based turns on a grid: each seat makes ``count`` moves at its cursor."""

    count: int
    zone: str
    cursors: tuple[Cursor, ...]
    moves: tuple[str, ...]  # from: swap, stack, pass
    first: Opener | None = None  # who moves first; None: the seats in the order listed


@frozen
class Share:
    """One way of winning (a part of) the pot: a hand composition under a ranking."""

    name: str
    composition: Composition
    ranking: RankingSpec


@frozen
class Showdown:
    shares: tuple[Share, ...]           # several shares split the pot evenly
    declared: bool = False              # shares are contested by declaration only
    order_last_aggressor: bool = False  # hands shown from the last bettor or raiser on
    surrender_keeps: str | None = None  # a zone that stays in play when a hand is mucked
    payment: Literal["none", "losers-match", "worst-doubles"] = "none"
    win_only_alone: bool = False        # nobody wins unless nobody else stays in
    cap_antes: int | None = None        # pot capped at this many antes; overflow carried
    dealer_alone_needs: str | None = None  # a category the dealer needs to win alone, or better
    odd_chip: str | None = None         # share that gets an odd chip; None: first seat


@frozen
class Repeat:
    """Run ``body`` again and again until exactly one player is in (Guts)."""

    body: tuple[Action, ...]


Action = Deal | Burn | Bet | Choose | Expose | Discard | Draw | Declare | Moves | Showdown | Repeat


@frozen
class Street:
    """A named group of actions (``step flop { ... }``); variations replace by name."""

    name: str | None
    actions: tuple[Action, ...]


# ---- table rules ----------------------------------------------------------------------


@frozen
class Betting:
    limit: Literal["no-limit", "pot-limit", "fixed-limit"] = "no-limit"
    cap: int | None = None  # most bets and raises in one round (fixed-limit)


@frozen
class Forced:
    blinds: bool = False
    ante: bool = False
    ante_big_blinds: int | None = None  # an ante of N big blinds; None: the table's ante
    button_blind: bool = False  # the dealer alone posts a blind, the size of the table's big blind


@frozen
class Game:
    name: str                # the file's stem: how `pokerlang run NAME` finds it
    title: str
    path: str
    min_players: int
    max_players: int
    ranks: str               # ranks in the deck, lowest first
    zones: tuple[Zone, ...]
    betting: Betting
    forced: Forced
    fold_only_facing_bet: bool
    phh: tuple[str, ...] = ()  # PHH game codes this variant plays (first letter: the betting)
    reshuffle: bool          # the muck is reshuffled when the deck runs out
    spare_pending: bool      # ... without the discards of players still to draw
    rankings: tuple[RankingSpec, ...]
    streets: tuple[Street, ...]
    extends: str | None = None
    cards: tuple[Card, ...] | None = None  # a deck of exactly these cards; None: every suit of ``ranks``
    stakes: DefaultStakes = DefaultStakes()  # what the file says the game is played for

    @property
    def deck_size(self) -> int:
        return len(self.deck())

    def deck(self) -> tuple[Card, ...]:
        """Every card of this game's deck."""
        return self.cards if self.cards is not None else standard_deck(self.ranks)

    def zone(self, name: str) -> Zone:
        return next(z for z in self.zones if z.name == name)

    def ranking(self, name: str) -> RankingSpec:
        return next(r for r in self.rankings if r.name == name)

    def actions(self):
        """Every action in play order, repeats unrolled once."""
        for street in self.streets:
            yield from _walk(street.actions)


def _walk(actions):
    for action in actions:
        yield action
        if isinstance(action, Repeat):
            yield from _walk(action.body)
