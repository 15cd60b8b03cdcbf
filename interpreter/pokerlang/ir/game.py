"""The Game: a compiled, checked, immutable variant. No syntax is left in it.

The engine plays a Game; ``explain`` describes one; ``check`` analyses one. Names are
resolved (a bet's ranking is the RankingSpec itself), numbers are in range, and
variations (``extends``) are already folded in.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator
from typing import Any, Literal

from pokerlang.cards.card import Card, jokers, standard_deck
from pokerlang.ir.control import Opener as Opener  # who acts first, named with the rest
from pokerlang.ir.control import Condition, Declarers, Fold, If, OneIn, ThrowIn, Turns, When, WinNow, one_seat
from pokerlang.ir.expr import AddTally, Pay, PutOut, Tally
from pokerlang.ir.house import House
from pokerlang.ir.pot import Pairwise, PotRule, Price
from pokerlang.ir.stakes import DefaultStakes, Kill
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.ranking import RankingSpec
from pokerlang.ir.ranking import Share as Share  # a showdown's share, named with the rest
from pokerlang.ir.rows import SetRows as SetRows  # a step of the core, named with the rest
from pokerlang.ir.match import Match
from pokerlang.ir.runs import Runs
from pokerlang.ir.wild import Wild
from pokerlang.frozen import frozen_keywords as frozen

# Who sees a zone's face-down cards: private (owner), public (owner; cards go in face up
# unless dealt down), others (every seat but the owner), hidden (nobody). Face-up cards:
# everyone. A shared zone is public or hidden.
Visibility = Literal["private", "public", "others", "hidden"]

# How much a bet or raise may be (``Betting``).
Limit = Literal["no-limit", "pot-limit", "fixed-limit", "spread", "all-in"]


@frozen
class Grid:
    rows: int
    columns: int
    stacks: bool  # each space is a stack whose top card alone plays


@frozen
class Line:
    """A named line of a layout: positions of a shared zone, 1 the first card dealt to it."""

    name: str
    positions: tuple[int, ...]


@frozen
class Zone:
    """A named place for cards: one per seat or one for the table, with who sees it."""

    name: str
    per_seat: bool
    visibility: Visibility
    grid: Grid | None = None
    lines: tuple[Line, ...] = ()  # a layout: a hand may take the cards of one line (Iron Cross)


# ---- actions: what a step does ---------------------------------------------------------


@frozen
class Deal:
    """Deal ``count`` cards to each live seat's zone, or to a shared zone."""

    count: int
    zone: str
    face_up: bool
    only_declared: str | None = None  # only to seats that declared this at the latest declaration
    if_short: str | None = None  # a shared zone dealt ``count`` cards instead, for everyone,
    # when the stock cannot serve every seat (stud's common card)
    offered: bool = False  # one card offered round the table, each taking it or passing it on


@frozen
class Burn:
    count: int


@frozen
class Bet:
    # small-or-big: fixed limit, the bettor's choice (a big bet or raise makes raises big)
    size: Literal["small", "big", "biggest", "small-or-big"]
    first: Opener
    bring_in: Opener | None = None  # the seat forced to open with the bring-in
    # An opening requirement (jacks or better to open): while nobody has bet, only a seat
    # whose hand under this share qualifies (its ranking's qualifier) may bet. Once the
    # pot is opened, anyone may call or raise. None: any hand may open.
    openers: Share | None = None
    # Progressive openers: the requirement after one, two ... deals thrown in (the last
    # stays for every later deal); each the same hand under a stricter qualifier.
    rising: tuple[Share, ...] = ()
    # `bet no-limit`, `bet pot-limit`: the round's own structure, over the game's `betting`
    # (limit/no-limit hold'em: fixed-limit before the turn, no-limit after); None: the game's
    limit: Literal["no-limit", "pot-limit"] | None = None
    # `bet or drop`: while nobody has bet in the round, a player bets or folds (no check)
    or_drop: bool = False


@frozen
class Choose:
    """Each live player picks ``count`` cards of ``source`` to move to ``target``;
    ``together``: picked in secret, all revealed at once."""

    count: int
    source: str
    target: str
    together: bool
    # Into that zone of another live seat: ``seats`` live seats away to the left or right, or
    # ``across``: half the live seats away, rounded down, going left (with 5 in: 2 to the left).
    to_seat: Literal["left", "right", "across"] | None = None
    seats: int = 1


@frozen
class Expose:
    """Each live player turns ``count`` of their cards in ``zone`` face up."""

    count: int
    zone: str
    together: bool


@frozen
class Roll:
    """``expose N from Z next``: no decision; each live seat's first ``count`` face-down
    cards of ``zone``, in the zone's order, turn face up (Anaconda's roll)."""

    count: int
    zone: str


@frozen
class ExposeAll:
    """``expose all from Z``: no decision; every card of ``zone`` of each seat the step is
    for (one seat in a block of one player's, else every player still in) turns face up.
    In a fold's block the cards stay face up where they lie, out of the deal."""

    zone: str


@frozen
class Put:
    """``put 1 from hand to hand of left``: no decision; the latest ``count`` cards given
    to ``source`` (``count`` None: every card) go to ``target``, each as it lies (face up
    or down; into a public zone, face up). For each seat the step is for (one seat in a
    block of one player's, else every player still in, all at once), a seat's zone is
    that player's, or the seat ``of`` names (a seat word: ``left``, ``dealer`` ...)."""

    count: int | None
    source: str
    target: str
    source_seat: str | None = None
    target_seat: str | None = None
    # `put all from hole matching rank of bad to muck`: only the source's cards this names
    # (a rank named by a card dealt read as the step is played), the latest ``count`` of them
    matching: CardPattern | None = None


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
    price: Price | None = None  # each card drawn costs this (a bought card)


@frozen
class DeclareOption:
    """One thing a player may declare: ``high``, ``pig = high + low``, ``out = fold``."""

    name: str
    shares: tuple[str, ...]  # the showdown shares it contests
    folds: bool = False  # declaring it folds: the cards go to the muck
    sits_out: bool = False  # declaring it leaves this deal's showdown, the cards kept face
    # down: a later declaration may bring the seat back in (Guts)
    price: Price | None = None  # declaring it costs this (``pay pot``), or all the seat has
    # `only if CONDITION`: offered to a seat only while it holds for that seat (None: always)
    offered_if: Any = None
    # `pay up to AMOUNT`: the seat names its price, from ``price`` up to this amount (asked
    # of the seat as it declares), at most its stack; offered only while that leaves one
    up_to: Any = None
    # `pay stake up to 2 * stake`: the least price, an amount asked as ``up_to`` is; without
    # ``up_to`` (`= pay 2 * stake`), the price itself
    least: Any = None

    @property
    def leaves(self) -> bool:
        """Whether declaring it leaves the showdown: folding, or sitting the deal out."""
        return self.folds or self.sits_out


@frozen
class Declare:
    options: tuple[DeclareOption, ...]
    together: bool  # secretly, revealed at once; otherwise in turn from the dealer's left
    declarers: Declarers | None = None  # who declares; None: every player still in
    # Only the seats whose latest declaration was this option (those who checked); None: all.
    only_declared: str | None = None


@frozen
class Cursor:
    seat: int  # 1-based seat; row ``seat`` of the grid is theirs
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
class Showing:
    """How hands are shown: in turn from the seat ``first`` names (None: the dealer's left);
    ``muck``: each in turn may muck its hand unshown instead; ``keeps``: zones of a
    mucked hand that stay in play, face up, for the others' hands (Swingo's boards)."""

    first: Opener | None = None
    muck: bool = False
    keeps: tuple[str, ...] = ()


@frozen
class Showdown:
    shares: tuple[Share, ...]  # several shares split the pot evenly
    declared: bool = False  # a share is contested only by the seats that declared it
    showing: Showing = Showing()
    pot: PotRule = PotRule()  # what is done with the pot once the hands are ranked
    pairwise: Pairwise | None = None  # no pot: each pair of seats settles each share in units
    house: House | None = None  # no pot: each player's stake is settled with the house


@frozen
class Repeat:
    """Run ``body`` again and again until ``until`` holds after a pass. A body with a
    showdown is a whole deal, dealt again from a full deck each time (Guts, ``until one
    in``); without one, the passes are steps of one deal."""

    body: tuple[Action, ...]
    until: Condition = OneIn()

    @property
    def deals(self) -> bool:
        """Whether each pass is a deal of its own (the body holds a showdown)."""
        return any(isinstance(a, Showdown) for a in walk(self.body))


Action = (
    Deal
    | Burn
    | Bet
    | Choose
    | Expose
    | Roll
    | ExposeAll
    | Put
    | Discard
    | SetRows
    | Draw
    | Declare
    | Moves
    | Showdown
    | Repeat
    | If
    | Turns
    | Fold
    | WinNow
    | ThrowIn
    | Pay
    | AddTally
    | PutOut
)


@frozen
class Street:
    """A named group of actions (``step flop { ... }``); variations replace by name."""

    name: str | None
    actions: tuple[Action, ...]


# ---- table rules ----------------------------------------------------------------------


@frozen
class Betting:
    """``spread``: every bet and raise from the table's small bet to its big bet (the
    stakes ``bets``); a raise at least the round's largest bet or raise so far."""

    limit: Limit = "no-limit"
    cap: int | None = None  # most bets and raises in one round (fixed-limit, spread)
    # Heads-up, the cap is "kept" (the game's own rule) or "lifted" (the card rooms' rule:
    # raising unlimited once two are left). None: lifted, unless the game seats two alone or
    # the cap is one bet (no raise at all is a game's rule, not a card room's cap).
    heads_up: Literal["kept", "lifted"] | None = None
    # A cap game (`cap 30 big-blinds`): the most big blinds a player puts into one hand; a
    # player who reaches it is all in, and the chips above it play no part in the hand.
    hand_cap: int | None = None
    # `betting pot-limit { half: (pot + to-call(seat)) / 2 ... }`: every bet and raise is one of
    # these sizes (by name), each an amount asked of the player to act: what a bet puts in, or
    # what a raise adds over the call; the least raise at least, the structure's most at most
    sizes: tuple[tuple[str, Any], ...] = ()


@frozen
class Forced:
    """The forced bets the file requires; their sizes are the table's (``TableStakes``),
    and the table may change who antes and the straddle (``--ante-kind``, ``--straddle``)."""

    blinds: bool = False
    ante: bool = False
    ante_big_blinds: int | None = None  # an ante of N big blinds; None: the table's ante
    button_blind: bool = False  # the dealer alone posts a blind, the size of the table's big blind
    # `forced blind`: one blind, the size of the table's big blind, from the dealer's left
    # (``blinds`` is set too: it is the big blind, with all that follows one); no small blind
    single_blind: bool = False
    # Who antes: every seat, or the big blind or the dealer for the whole table (dead money).
    ante_by: Literal["each", "big-blind", "button"] = "each"
    straddle: bool = False  # a live straddle left of the big blind (twice it, unless the table says)
    straddles: int = 1  # `forced blinds and 3 straddles`: the straddle and re-straddles, each twice the last
    button_straddle: bool = False  # the dealer straddles (Mississippi): play before the flop begins on its left
    third_blind: bool = False  # `forced 3 blinds`: a third blind left of the big blind
    # `optional straddle`: each straddle is the seat's choice before the cards (a Declare of
    # `straddle` or `pass`); a re-straddle is offered only after a straddle taken.
    optional_straddle: bool = False


@frozen
class SmallDeck:
    """``deck ranks 7..A up to 6 players, else standard``: with ``up_to`` players or fewer
    the game is played with the first deck (the game's own ``ranks``, ``cards`` and
    ``jokers`` are the deck of more players). With more tiers, that game has its own
    ``small_deck`` in turn (`deck ranks 9..A up to 3 players, ranks 8..A up to 4 players, else ...`)."""

    up_to: int
    game: Game  # the game as those fewer players play it: its own deck, rankings and all


@frozen
class Game:
    name: str  # the file's stem: how `pokerlang run NAME` finds it
    title: str
    path: str
    min_players: int
    max_players: int
    ranks: str  # ranks in the deck, lowest first
    zones: tuple[Zone, ...]
    betting: Betting
    forced: Forced
    fold_only_facing_bet: bool
    phh: tuple[str, ...] = ()  # PHH game codes this variant plays (first letter: the betting)
    reshuffle: bool  # the muck is reshuffled when the deck runs out
    spare_pending: bool  # ... without the discards of players still to draw
    rankings: tuple[RankingSpec, ...]
    streets: tuple[Street, ...]
    extends: str | None = None
    cards: tuple[Card, ...] | None = None  # a deck of exactly these cards; None: every suit of ``ranks``
    events: tuple[When, ...] = ()  # blocks set off by a dealt card (``when dealt up fours``)
    on_fold: tuple[Action, ...] = ()  # ``when a player folds { ... }``: played at once for the folding seat
    jokers: int = 0  # jokers added to the deck (``deck standard + 1 joker``)
    wilds: tuple[Wild, ...] = ()  # the game's wild cards (``wild deuces``)
    stakes: DefaultStakes = DefaultStakes()  # what the file says the game is played for
    kill: Kill | None = None  # `kill when a player scoops N big-blinds`: the next hand's stakes (runner.kill)
    runs: Runs | None = None  # `run it twice when all in`: the rest of the deal run several times (engine.runs)
    match: Match | None = None  # `match tournament { ... }`: what is above the hand (runner.match)
    small_deck: SmallDeck | None = None  # a deck for fewer players (`deck ... up to 6 players, else ...`)
    tallies: tuple[Tally, ...] = ()  # `tally strikes per seat`: counts kept from hand to hand
    endings: tuple[
        Pay | AddTally | PutOut, ...
    ] = ()  # `when hand ends { pay ... }`: paid once the hand is settled (engine.payments)

    def at(self, players: int) -> Game:
        """The game as ``players`` play it: with the deck of that many (``small_deck``), so
        that everything after (the engine, the card budget) sees one deck."""
        small = self.small_deck
        return small.game.at(players) if small is not None and players <= small.up_to else self

    def smaller_decks(self) -> list[SmallDeck]:
        """Each deck for fewer players (``deck ... up to N players, ...``), the fewest first."""
        chain, small = [], self.small_deck
        while small is not None:
            chain.append(small)
            small = small.game.small_deck
        return chain[::-1]

    @property
    def deck_size(self) -> int:
        return len(self.deck())

    def cap_holds_heads_up(self, cap: int | None = None) -> bool:
        """Whether a round's cap (``cap``: the table's, else the file's) still holds once two
        players are left: the file's ``even heads-up`` / ``except heads-up``, else only where
        the cap is the game's own rule (a game for two alone, or one bet and no raise)."""
        rule = self.betting.heads_up
        cap = self.betting.cap if cap is None else cap
        return rule == "kept" or (rule is None and (self.max_players <= 2 or cap == 1))

    def deck(self) -> tuple[Card, ...]:
        """Every card of this game's deck."""
        if self.cards is not None:
            return self.cards + jokers(self.jokers)
        return standard_deck(self.ranks, self.jokers)

    def zone(self, name: str) -> Zone:
        return next(z for z in self.zones if z.name == name)

    def ranking(self, name: str) -> RankingSpec:
        return next(r for r in self.rankings if r.name == name)

    def actions(self) -> Iterator[Action]:
        """Every action in play order, repeats unrolled once."""
        for street in self.streets:
            yield from walk(street.actions)

    def every_action(self) -> Iterator[Action]:
        """``actions()``, then the actions of every event's block."""
        yield from self.actions()
        for event in self.events:
            yield from walk(event.body)
        yield from walk(self.on_fold)


def seating(low: int, high: int) -> str:
    """How many players a game seats, in words: ``2 to 9 players``, ``1 player``."""
    if low == high:
        return f"{low} player" + ("" if low == 1 else "s")
    return f"{low} to {high} players"


def walk(actions: Iterable[Action]) -> Iterator[Action]:
    """Every action of a block and of the blocks inside it, in play order (a repeat once)."""
    for action in actions:
        yield action
        if isinstance(action, Repeat):
            yield from walk(action.body)
        elif isinstance(action, If):
            yield from walk(action.then + action.otherwise)
        elif isinstance(action, Turns):
            yield from walk(action.body)


def cards_taken(actions: Iterable[Action], seats: int = 1, shared: Collection[str] = ()) -> int:
    """The most cards one pass of ``actions`` takes from the deck when played for ``seats``
    seats (an event's block: one seat); a conditional counts its dearer branch. What
    the blocks of events set off on the way cost is counted apart, event by event.
    ``shared``: the zones dealt once for the table, not once a seat (where known)."""
    total = 0
    for a in actions:
        if isinstance(a, Deal):
            # a card passed round the table unwanted is dead
            total += a.count * (1 if a.zone in shared else seats) + a.offered
        elif isinstance(a, Burn):
            total += a.count
        elif isinstance(a, Draw):
            total += max(a.high, 2 if a.single else 1) * seats  # a refused card costs one more
        elif isinstance(a, Moves):
            total += a.count * len(a.cursors)
        elif isinstance(a, If):
            total += max(cards_taken(a.then, seats, shared), cards_taken(a.otherwise, seats, shared))
        elif isinstance(a, Repeat):
            total += cards_taken(a.body, seats, shared)  # one pass; the check bounds the passes
        elif isinstance(a, Turns):
            total += turns_taken(a.body, seats, shared)
    return total


def turns_taken(body: Iterable[Action], seats: int, shared: Collection[str]) -> int:
    """Each seat's turn plays the block; a branch that one seat's turn alone plays (`if seat
    = dealer { deal 1 to cut }`) takes its cards once, the other branch in the other turns."""
    total = 0
    for a in body:
        branches = one_seat_branches(a)
        if branches is None:
            total += cards_taken([a], 1, shared) * seats
            continue
        alone, others = branches
        total += cards_taken(alone, 1, shared) + cards_taken(others, 1, shared) * max(0, seats - 1)
    return total


def one_seat_branches(action: object) -> tuple[tuple[Action, ...], tuple[Action, ...]] | None:
    """In a turn's block, an `if` that one seat's turn alone takes one way (`if seat =
    dealer`): the block of that turn and the block of the others; None for any other step."""
    if not isinstance(action, If):
        return None
    single = one_seat(action.condition)
    if single is None:
        return None
    return (action.then, action.otherwise) if single else (action.otherwise, action.then)
