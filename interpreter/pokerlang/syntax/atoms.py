"""The small nodes the others of the syntax tree are made of: a word, a number, a card
pattern, a keyword line, a layout line, a seat's cursor, a condition, the language
version. They hold words and numbers only (a condition holds other conditions), so
``ast`` builds every rule of the language out of them; ``ast`` names each of them too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from pokerlang.diagnostics import Span

if TYPE_CHECKING:  # the same decorator, as a type checker can read it (keyword fields)
    from pokerlang.frozen import frozen_keywords as node
else:
    node = attrs.frozen(kw_only=True)


@node
class Word:
    """A name as written (zone, ranking, step, seat keyword ...)."""

    text: str
    span: Span


@node
class Number:
    value: int
    span: Span


@node
class RankOf:
    """A rank named by a card dealt in the hand: ``rank of kill`` (the face-up cards of a
    zone), ``rank of last card dealt to board`` (``last``: the latest card there)."""

    zone: Word
    last: bool
    span: Span


@node
class Pattern:
    """Cards named by rank, suit, card or joker: ``3 9``, ``spades``, ``Qs``, ``jokers``;
    or by a card dealt in the hand (``rank of kill``)."""

    atoms: tuple[Word | RankOf, ...]
    span: Span

    def words(self) -> tuple[Word, ...]:
        """The atoms written as words (a ranking's patterns have nothing else)."""
        return tuple(a for a in self.atoms if isinstance(a, Word))

    def named(self) -> tuple[RankOf, ...]:
        return tuple(a for a in self.atoms if isinstance(a, RankOf))


@node
class Line:
    """A keyword line of a ranking or showdown block (``cards 5``, ``cap 50 antes`` ...):
    ``kind`` names the line, ``words`` and ``numbers`` are its arguments in order."""

    kind: str
    words: tuple[Word, ...]
    numbers: tuple[Number, ...]
    span: Span
    # A pip ranking's ``count J Q K as 1/2``: the cards, and each value they may count as
    # written (a whole number, or a numerator and its denominator).
    pattern: Pattern | None = None
    values: tuple[tuple[Number, Number | None], ...] = ()
    # A ranking's ``category NAME = straight by 2 round the corner``: each option's word
    # (of, by, corner) and its number.
    options: tuple[tuple[Word, Number | None], ...] = ()
    # A pay table's ``straight-flush of A 100``: each entry's rank, or None.
    ranks: tuple[Word | None, ...] = ()
    betters: tuple[bool, ...] = ()  # and ``pair of J or better 1``: from that rank up
    naturals: tuple[bool, ...] = ()  # and ``natural straight-flush of A 799``: with no wild card
    # A side bet's ``on best 5 of hand + house by high``: the cards it is paid on (a
    # ``syntax.ast.Composition``: the atoms stand below the AST's modules, which import
    # them), and the ranking named (None: the showdown's); no ``on``: the showdown hand.
    hand: object | None = None
    hand_ranking: Word | None = None
    # A showdown's ``order WHO, otherwise WHO``: who shows first, and who when there is none
    # (``Who`` nodes, defined below).
    who: tuple[object, ...] = ()


@node
class LayoutLine:
    """``row: 1 2 3``: a named line of a shared zone's positions."""

    name: Word
    positions: tuple[Number, ...]
    span: Span


@node
class Cursor:
    seat: Number
    side: str  # left | right
    span: Span


@node
class Condition:
    """``one in``, ``dealer alone``, ``deck has fewer than 10``; ``not``/``and``/``or``
    combine them (``parts``)."""

    kind: str  # one-in | alone | deck-fewer | legs | opened | beats | all-up | holds | makes | not | all | any
    span: Span
    seat: Word | None = None
    count: Number | None = None
    parts: tuple[Condition, ...] = ()
    zone: Word | None = None  # beats, all-up, holds: the seat's cards in this zone ...
    ranking: Word | None = None  # ... ranked so (beats)
    pattern: Pattern | None = None  # ... one of which matches (holds)
    option: Word | None = None  # nobody-declared: the option no player still in declared
    need: tuple[Word, ...] = ()  # makes: the category (and rank) the hand makes or better
    composition: object = None  # makes: the hand chosen from several zones (``best 5 of hand + board``)
    # compare: ``left op right``, two expressions (``syntax.expr``); test: ``left`` alone
    op: str | None = None
    left: object = None
    right: object = None


@node
class Declarers:
    """Who declares: ``by dealer`` (``but`` False) or ``by everyone but dealer``."""

    seat: Word
    but: bool
    span: Span


@node
class Version:
    """``pokerlang 1``: the version of the language a file is written in."""

    number: Number
    span: Span


@node
class Source:
    zone: Word
    exactly: Number | None
    up_to: Number | None
    opponent: bool
    span: Span
    matching: Pattern | None = None  # only the cards the pattern names
    one_line: bool = False  # the cards of one line of a layout


@node
class Who:
    """Who acts first: after a seat, best/worst cards under a ranking, last aggressor."""

    kind: str  # after | best | worst | last-aggressor | opener | highest | lowest
    seat: Word | None = None
    sources: tuple[Source, ...] = ()
    ranking: Word | None = None
    tally: Word | None = None  # `first highest lead`: the count kept for each player
    span: Span
