"""The typed syntax tree of a .poker file: frozen attrs nodes, each with its source span.

The AST says what was written, nothing more: names are not resolved and numbers are not range-checked yet
(that is the compiler's job), but every node knows where it stands so that the compiler can point at it.
"""

from __future__ import annotations

from typing import Any, Literal

from pokerlang.diagnostics import Span

# The small nodes live in atoms.py, events, conditions and control in flow.py, the header
# and settings in settings.py; all named here.
from pokerlang.syntax.atoms import (  # noqa: F401
    Condition,
    Cursor,
    Declarers,
    LayoutLine,
    Line,
    Number,
    Pattern,
    RankOf,
    Source,
    Version,
    Who,
    Word,
    node,
)
from pokerlang.syntax.expr import AddTally, Arith, Call, CardValue, HandEnds, Pay, Percent, PutOut, Tally, Value  # noqa: F401
from pokerlang.syntax.flow import Event, ExposeAll, FoldEvent, FoldOut, Guard, If, Kill, Roll, ThrowIn, Turns, WinNow  # noqa: F401
from pokerlang.syntax.flow import Put  # noqa: F401
from pokerlang.syntax.match import Chips, Level, Levels, Match, MatchRotation, MatchStack, Payouts, Rebuy, Schedule  # noqa: F401
from pokerlang.syntax.match import BuyIn, MatchEnds, PrizeChance, PrizePart, PrizePool, Times  # noqa: F401
from pokerlang.syntax.match import AddOn, RebuyStack  # noqa: F401
from pokerlang.syntax.settings import (  # noqa: F401
    Betting,
    Deck,
    Extends,
    FoldRule,
    Forced,
    ForcedBet,
    Game,
    Grid,
    Import,
    Phh,
    Players,
    Reshuffle,
    Rotation,
    Runs,
    Stake,
    Stakes,
    Zone,
)


# ---- rankings -----------------------------------------------------------------------


@node
class Ranking:
    name: Word
    title: str | None
    base: Word | None
    rules: tuple[Line, ...]
    span: Span


# ---- steps --------------------------------------------------------------------------


@node
class Deal:
    count: Number
    face: str | None  # up | down | None (the zone's own default)
    zone: Word
    span: Span
    only_declared: Word | None = None  # only to the seats that declared this option
    if_short: Word | None = None  # a shared zone dealt instead when the stock runs short
    offered: bool = False  # `, offered round the table`


@node
class Burn:
    count: Number
    span: Span


@node
class Openers:
    """``opener needs pair, J or better from 5 of hand by high``: the hand a player needs
    to make the first bet of the round (``rank`` None: the category's lowest).
    ``then``: progressive openers (``, then Q or better``), each the words of one later
    requirement as written (a category and a rank, a category, or a rank)."""

    category: Word
    rank: Word | None
    composition: Composition
    ranking: Word
    span: Span
    then: tuple[tuple[Word, ...], ...] = ()


@node
class Bet:
    size: str | None  # small | big | biggest | small-or-big (the bettor's choice)
    first: Who | None
    bring_in: Who | None
    otherwise: Who | None
    span: Span
    openers: Openers | None = None
    limit: str | None = None  # `bet no-limit`, `bet pot-limit`: this round's own structure
    or_drop: bool = False  # `bet or drop`: no check before a bet is made


@node
class Choose:
    count: Number
    source: Word
    target: Word
    together: bool
    span: Span
    to_seat: Literal["left", "right", "across"] | None = None  # into that zone of another seat still in
    seats: Number | None = None  # `of left 2`: that many seats still in away (1 if not written)


@node
class Expose:
    count: Number
    zone: Word
    together: bool
    span: Span


@node
class Discard:
    count: Number
    zone: Word
    together: bool
    span: Span


@node
class Draw:
    low: Number
    high: Number
    zone: Word
    single: str | None  # offered-up | two-keep-one | None (plain replacement)
    span: Span
    price: Price | None = None  # `for 5`, `for 1 small-bet`: what each card drawn costs


@node
class Price:
    """A declaration's price: ``pay 2 pots``, ``pay 10`` (chips), ``pay 2 antes``; none: ``pay pot``."""

    span: Span
    pots: Number | None = None
    chips: Number | None = None
    antes: Number | None = None
    units: Number | None = None  # `pay 1 small-bet`: a number of a stake of the table (`unit`)
    unit: str | None = None


@node
class Option:
    name: Word
    means: tuple[Word, ...]
    span: Span
    price: Price | None = None  # `match = pay pot`: declaring it costs the pot's size
    offered_if: Any = None  # `only if CONDITION`: offered to a player only while it holds for them
    up_to: Any = None  # `pay up to AMOUNT`: the player names the price, from `price` (or 1) up to it
    least: Any = None  # `pay stake up to 2 * stake`: the least price an amount, not a price's words


@node
class Declare:
    options: tuple[Option, ...]
    together: bool
    span: Span
    declarers: Declarers | None = None  # `by dealer`, `by everyone but dealer`; None: every player in
    only_declared: Word | None = None  # only the seats whose latest declaration was this option


@node
class Moves:
    count: Number
    zone: Word
    cursors: tuple[Cursor, ...]
    moves: tuple[Word, ...]
    span: Span
    first: Who | None = None  # who moves first; None: the seats in the order listed


@node
class Composition:
    best: Number | None
    sources: tuple[Source, ...]
    span: Span


@node
class Share:
    label: Word | None
    composition: Composition
    ranking: Word
    span: Span
    wilds: tuple[Wild, ...] = ()  # `with deuces wild`: wild cards of this share only
    unwon_to: Word | None = None  # `else high`: the share that takes this one when nobody wins it


@node
class ScoreShare:
    """`points: highest points of seat`: a share won by the highest (or lowest) number each
    player in has, asked of each in turn (`seat` is that player)."""

    label: Word | None
    score: object  # an amount: Value, Percent, Arith, Call or CardValue (syntax.expr)
    lowest: bool
    span: Span
    unwon_to: Word | None = None


@node
class Showdown:
    declared: bool
    shares: tuple[Share | ScoreShare, ...]
    rules: tuple[Line, ...]  # order, surrender, payments, cap, odd chip, unit, scoop, foul
    span: Span
    pairwise: bool = False  # every pair of seats settles each share in units
    royalties: tuple = ()  # its ``syntax.rows.Royalty`` lines, bonus units for a row's made hand
    house: Composition | None = None  # `house plays ...`: each player's hand against the house's
    none: bool = False  # `showdown none`: no hand shown; the pot left is split among those in


@node
class Repeat:
    until: Condition
    body: tuple
    span: Span


@node
class Hit:
    """``hit or stand 1 up to hand { bet }``: the turns in which each player declares hit
    or stand and a hit is dealt its card at once, and the block after each round."""

    turns: Turns
    body: tuple
    span: Span


Action = (
    Deal
    | Burn
    | Bet
    | Choose
    | Expose
    | Discard
    | Draw
    | Declare
    | Showdown
    | Repeat
    | Moves
    | If
    | Guard
    | Turns
    | FoldOut
    | WinNow
    | Roll
    | Hit
)


@node
class Step:
    """A named group of actions (``step flop { ... }``) that a variation may replace."""

    name: Word | None
    placement: tuple[str, Word] | None  # ("before" | "after", anchor)
    actions: tuple
    span: Span


@node
class Remove:
    name: Word
    span: Span


# ---- wild cards -------------------------------------------------------------------------


@node
class Wild:
    """``wild deuces``, ``wild jokers as bug``, ``wild rank dealt up after last up queen``,
    ``wild lowest rank of hole per seat``, ``wild rank of spit`` (as a game item or,
    ``with ... wild``, in a share)."""

    kind: Literal[
        "cards", "follows", "lowest", "down", "last"
    ]  # down: "rank of", a seat's face-down cards or a shared zone's
    pattern: Pattern | None  # cards: the wild cards; follows: the up card followed
    zone: Word | None  # lowest, down: the zone looked in
    bug: bool
    span: Span
    per_seat: bool = False  # `per seat` written after the zone
    highest: bool = False  # lowest: `highest rank of`, the highest card instead
    # `face down, as bug face up`: (bug, face) for each face written; () for any face
    faces: tuple[tuple[bool, Literal["up", "down"]], ...] = ()
    condition: Condition | None = None  # `wild deuces if dealer declared deuces`: wild while it holds


@node
class File:
    path: str
    items: tuple
    span: Span
    version: int | None = None  # `pokerlang 1` on the first line; None: not stated
