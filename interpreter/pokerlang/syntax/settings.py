"""The header and settings of the syntax tree (``ast`` names each of them): the title,
imports, players, deck, zones, betting and forced bets, default stakes and table rules."""

from __future__ import annotations

from typing import Any, Literal

from pokerlang.diagnostics import Span
from pokerlang.syntax.atoms import LayoutLine, Number, Word, node


# ---- header and settings ------------------------------------------------------------


@node
class Game:
    title: str
    span: Span


@node
class Extends:
    target: Word
    span: Span


@node
class Rotation:
    """A mixed game: its members, in order, each played ``every`` hands (None: an orbit,
    one hand per seat at the table)."""

    every: Number | None
    members: tuple[Word, ...]
    span: Span


@node
class Import:
    target: Word
    span: Span


@node
class Players:
    low: Number
    high: Number
    span: Span


@node
class Deck:
    low: Word | None  # None: the standard 52-card deck
    high: Word | None
    span: Span
    cards: tuple[Word, ...] = ()  # `deck cards Js Qs Ks`: exactly these cards
    jokers: Number | None = None  # `+ 2 jokers`
    stripped: tuple[Word, ...] = ()  # `deck standard except 8 9 10`: ranks taken out
    # `deck ranks 7..A up to 6 players, else standard`: this deck up to ``up_to`` players,
    # ``above`` with more
    up_to: Number | None = None
    above: Deck | None = None


@node
class Grid:
    rows: Number
    columns: Number
    stacks: bool
    span: Span


@node
class Zone:
    name: Word
    per_seat: bool
    visibility: Literal["private", "public", "others", "hidden"]  # the grammar's words
    grid: Grid | None
    span: Span
    lines: tuple[LayoutLine, ...] = ()  # a layout's named lines


@node
class Betting:
    limit: Literal["no-limit", "pot-limit", "fixed-limit", "spread", "all-in"]  # the grammar's words
    cap: Number | None
    span: Span
    spread: tuple[Number, Number] | None = None  # `betting spread 1..5`: the smallest and largest bet
    heads_up: Literal["kept", "lifted"] | None = None  # `cap 4 even heads-up` / `except heads-up`
    per_hand: bool = False  # `cap 30 big-blinds`: the most a player puts into one hand, not a count of bets
    sizes: tuple[tuple[Word, Any], ...] = ()  # `{ half: pot / 2 ... }`: the bets and raises a player may make


@node
class ForcedBet:
    kind: str  # blinds | single-blind | ante | button-blind | straddle | button-straddle | none
    big_blinds: Number | None
    span: Span
    count: Number | None = None  # `forced 3 blinds`, `forced blinds and 2 straddles`
    by: Literal["each", "big-blind", "button"] = "each"  # an ante's payer: each seat, or one for the table
    optional: bool = False  # `optional straddle`: the seat chooses before the cards whether to post it


@node
class Forced:
    bets: tuple[ForcedBet, ...]
    span: Span


# ---- default stakes (``stakes ante 1 bet 1``) ------------------------------------------


@node
class Stake:
    kind: str  # ante | blinds | bring-in | bet | bets | stack | stack-big-blinds | straddle
    amounts: tuple[Number, ...]
    span: Span


@node
class Stakes:
    items: tuple[Stake, ...]
    span: Span


@node
class FoldRule:
    """``fold only when facing a bet``."""

    span: Span


@node
class Phh:
    """``phh "NT", "FT"``: the PHH game codes this variant plays."""

    codes: tuple[Word, ...]
    span: Span


@node
class Runs:
    """``run it twice when all in`` (``run it N times ...``), ``... by agreement``."""

    times: Number
    agreed: bool
    span: Span


@node
class Reshuffle:
    """``when deck runs out reshuffle muck [except discards of players still to draw]``."""

    spare_pending: bool
    span: Span
