"""What a ranking and a hand composition *are*: the IR the compiler builds from
``ranking`` blocks and ``best ... of ...`` clauses. The evaluators are compiled from these.

Nothing here knows a ranking by name: standard high, the lows, four-card and
three-card rankings and the partial hands used for betting order are all values of
``RankingSpec``, written in ``stdlib/rankings.poker``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Literal

from pokerlang.frozen import frozen_keywords as frozen
from pokerlang.frozen import frozen_value
from pokerlang.ir.expr import Expr
from pokerlang.ir.pattern import CardPattern
from pokerlang.ir.wild import Wild

# Every category a ranking may list in its ``order``. Each has one generic meaning
# for a hand of ``cards`` cards (straight and flush need all ``cards`` cards, so a
# partial hand of fewer cards never makes one). Five of a kind needs a wild card: a
# ranking that does not list it has it anyway, above everything it lists.
CATEGORIES = (
    "high-card",
    "pair",
    "two-pair",
    "three-of-a-kind",
    "straight",
    "flush",
    "full-house",
    "four-of-a-kind",
    "straight-flush",
    "five-of-a-kind",
    # Four cards of a complete hand that make a flush or a straight (Sökö: both beat a
    # pair and lose to two pair); the fifth card breaks ties.
    "four-flush",
    "four-straight",
)
FIVE_OF_A_KIND = "five-of-a-kind"
STANDARD_ORDER = CATEGORIES[: CATEGORIES.index(FIVE_OF_A_KIND)]  # poker's natural hands, worst first


Ace = Literal["high", "low", "both"]  # how an ace ranks
Shape = Literal["straight", "flush", "straight-flush", "ranks"]


@frozen_value
class Category:
    """A category a ranking defines by a pattern (``category blaze = all J Q K``), placed in
    its ``order`` like any other; it needs a complete hand.

    ``shape``: cards in sequence (``straight``), of one suit (``flush``), both
    (``straight-flush``), or every card one of ``ranks`` (``ranks``). ``size``: how many of
    the hand's cards make the shape (0: all of them; a big bobtail is a straight flush of
    4), the rest breaking ties after it. ``step``: the ranks between neighbours of a
    sequence (a skip straight, 2-4-6-8-T, steps by 2). ``corner``: only sequences that run
    round the corner, through the ace from the king to the deuce (Q-K-A-2-3).
    """

    name: str
    shape: Shape
    size: int = 0
    step: int = 1
    corner: bool = False
    ranks: str = ""


# The built-in categories that are patterns too: four of a complete hand's cards.
FOUR_CARD = {"four-flush": "flush", "four-straight": "straight"}


@frozen_value
class RankOrder:
    """``three-of-a-kind: 3 high``: within one category, these ranks (or, for a sequence,
    these runs, each written lowest card first as ``A-2-3``) rank above all the others
    (``high``) or below them, best first; the rest keep the ranking's order."""

    category: str
    items: tuple[str, ...]  # rank letters ("3"), or runs as their letters ("A23")
    high: bool = True


@frozen_value
class Qualifier:
    """A hand must be at least this good to win its share (``8`` low: ``high-card``, ``8``).

    "At least as good" is in the ranking's own sense: for a ranking where the lowest
    hand wins, ``Qualifier("high-card", "8")`` admits no-pair hands whose top card is
    8 or lower; for a high ranking ``Qualifier("pair", "J")`` admits jacks or better.
    """

    category: str
    rank: str


@frozen_value
class Pips:
    """A hand valued by the sum of its cards' pips (seven twenty-seven), not by poker
    categories: the count nearest ``target`` wins.

    ``counts`` holds, for each rank of ``RANKS`` (deuce first), the values a card of that
    rank may count, in half points (a face card's half is 1); with several (an ace's 1 or
    11) the hand counts each card the way that brings it nearest. Equal distances, one
    count under the target and one over it: the count under wins, as the rule books
    have it. ``over_busts``: a count above the target loses to every count at or below
    it and does not qualify for its share.
    """

    target: int | Fraction  # in points: whole, or a half (`nearest 15/2`)
    counts: tuple[tuple[int, ...], ...]
    over_busts: bool = False


# Every card its number, a face card ten, an ace one (in half points): what a pip ranking
# counts unless its ``count`` lines say otherwise.
PIP_COUNTS: tuple[tuple[int, ...], ...] = tuple((2 * v,) for v in (2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 1))
PIP_CARDS = 52  # a pip count takes every card of its hand, however many: a deck's worth


@frozen_value
class RankingSpec:
    """A declarative ranking, compiled once into lookup tables by ``pokerlang.hands``."""

    name: str
    cards: int = 5  # cards in a complete hand (5, or fewer: 4, 3, 2)
    min_cards: int = 5  # fewest cards it will rank: < cards for partial hands
    ranks: str = "23456789TJQKA"  # ranks in play, lowest first (short deck: "6789TJQKA")
    ace: Ace = "high"  # both: high, and low in the lowest straight
    order: tuple[str, ...] = STANDARD_ORDER  # categories that exist, worst first (in poker's usual sense)
    lowest_wins: bool = False  # lowball: the whole order is reversed
    qualifier: Qualifier | None = None
    suit_order: str | None = None  # ties broken by the suit of the highest card, lowest first
    distinct: bool = False  # only cards of distinct ranks *and* suits count
    pips: Pips | None = None  # valued by a pip count, not by categories (``nearest 27``)
    title: str = ""  # words for explain ("ace-to-five low")
    categories: tuple[Category, ...] = ()  # categories defined by a pattern, listed in ``order``
    rank_orders: tuple[RankOrder, ...] = ()  # categories that order their ranks their own way


Whose = Literal["own", "shared", "opponent"]


@frozen_value
class Source:
    """Where hand cards may come from, and how many.

    ``whose``: ``own`` (this seat's zone), ``shared`` (a table zone such as the board),
    ``opponent`` (the zone of any *one* other live seat: a borrowed card).
    """

    zone: str
    whose: Whose = "own"
    min_count: int = 0
    max_count: int | None = None  # None: as many as the hand takes
    matching: CardPattern | None = None  # only the zone's cards this pattern names (Chicago's spades)
    lines: tuple[tuple[int, ...], ...] = ()  # the cards of one of these lines of positions
    # (0-based, in the order dealt): a layout's row or column


@frozen_value
class Composition:
    """``best <size> of <sources>``: choose ``size`` cards obeying every source's counts.

    For example: any 5 of own hand and the shared board; exactly 2 of hand and exactly
    3 of board; exactly the 5 held; own hand, own face-up zone and the board, with at
    most 1 card of one opponent's face-up zone.
    """

    size: int
    sources: tuple[Source, ...]


@frozen
class Share:
    """One way of winning (a part of) the pot: a hand composition under a ranking; or, with
    ``score``, the highest (``lowest``) number each player in has, asked for that player
    (a count the file keeps, a pip count): a score share has no cards of its own to rank,
    so its composition takes none and its ranking is ``SCORE`` (``is_score``)."""

    name: str
    composition: Composition
    ranking: RankingSpec
    wilds: tuple[Wild, ...] = ()  # wild cards of this share alone, on top of the game's
    unwon_to: str | None = None  # the share that takes this one's part when nobody wins it
    score: Expr | None = None
    lowest: bool = False  # a score share: the lowest number wins

    @property
    def is_score(self) -> bool:
        return self.score is not None


# The ranking of a score share: it ranks no cards (``Share.score`` decides the share).
SCORE = RankingSpec(name="score", cards=0, min_cards=0, title="a number each player has")
NO_CARDS = Composition(size=0, sources=())
