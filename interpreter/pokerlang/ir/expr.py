"""Expressions of the core: amounts, counts and tests over the hand, and the payments
made with them.

An expression is a tree of a few nodes (a number, a number in a unit of the stakes, a
percentage, arithmetic, a call of the function table); every ability beyond arithmetic is
a named function of ``FUNCTIONS``, so a new one is a line in that table and one in the
evaluator (``engine.expr``), never a new node or grammar. ``Compare`` and ``Test`` are
conditions, standing wherever ``ir.control`` conditions stand.

A ``Pay`` moves chips: an amount from each seat of one set to each seat of another (or
from or to the pot, or the house), under table stakes (``engine.payments``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from pokerlang.frozen import frozen_keywords as frozen
from pokerlang.ir.pattern import CardPattern

# The kinds of value: a number (chips or a count), a yes or no, a seat, a zone, cards, a
# hand's strength (compared only with another by the same ranking), and as arguments only:
# a set of players (one of ``SEAT_SETS``), a ranking, and the cards a hand is made from (one
# zone or several added up, ``hand + board``).
NUMBER, FLAG, SEAT, ZONE, CARDS, PLAYERS = "number", "flag", "seat", "zone", "cards", "players"
STRENGTH, RANKING, HAND = "strength", "ranking", "hand"


@frozen
class Function:
    """A function of the table: the kinds of its arguments and of its value, and how
    ``explain`` says a call (``{0}``, ``{1}``: the arguments said)."""

    args: tuple[str, ...]
    kind: str
    says: str
    doc: str  # one line for the reference's function table
    # A last argument that may be left out (`strongest(hand, high, losers)`), and how the
    # call is said with it
    optional: str | None = None
    says_with: str = ""


FUNCTIONS: dict[str, Function] = {
    "pot": Function(args=(), kind=NUMBER, says="the pot", doc="the chips in the pot (every pot, main and side)"),
    "stack": Function(args=(SEAT,), kind=NUMBER, says="{0}'s stack", doc="the chips a seat has behind"),
    "bet": Function(args=(SEAT,), kind=NUMBER, says="{0}'s bet", doc="the chips a seat has bet this round"),
    "to-call": Function(
        args=(SEAT,),
        kind=NUMBER,
        says="what {0} owes to call",
        doc="the chips a seat must add to call the bet of this round (0: nothing to call)",
    ),
    "staked": Function(
        args=(SEAT,), kind=NUMBER, says="what {0} staked this hand", doc="the chips a seat has put in the pot this hand"
    ),
    "net": Function(
        args=(SEAT,),
        kind=NUMBER,
        says="what {0} won in the hand",
        doc="in `when hand ends`: the chips a seat won in the hand as the pot was divided (below 0: lost),"
        " before the payments of the end: a commission on winnings, `pay 5% of net(seat) from winners to house`",
    ),
    "paid": Function(
        args=(SEAT,),
        kind=NUMBER,
        says="what {0} paid for their latest choice",
        doc="the chips a seat paid for the latest option it paid for this hand: a declaration's price (the price"
        " it named: `bet = pay up to pot`) or a side bet; 0 before any",
    ),
    "drawn": Function(
        args=(SEAT,),
        kind=NUMBER,
        says="the number of cards drawn by {0}",
        doc="how many cards a seat drew at its latest draw this hand (0: it stood pat, or has not drawn)",
    ),
    "players-in": Function(
        args=(), kind=NUMBER, says="the number of players still in", doc="how many players are still in"
    ),
    "players": Function(
        args=(), kind=NUMBER, says="the number of players dealt in", doc="how many players were dealt in"
    ),
    "all-in": Function(
        args=(), kind=FLAG, says="every player still in is all in", doc="yes when every player still in is all in"
    ),
    "cards": Function(args=(ZONE,), kind=NUMBER, says="the number of cards in {0}", doc="how many cards a zone holds"),
    "count": Function(
        args=(CARDS, ZONE),
        kind=NUMBER,
        says="the number of {0} in {1}",
        doc="how many cards of a zone the pattern names",
    ),
    "number": Function(
        args=(PLAYERS,),
        kind=NUMBER,
        says="the number of {0}",
        doc="how many players a set holds: `number(knocked-out)`, `number(losers)`",
    ),
    "won": Function(args=(SEAT,), kind=FLAG, says="{0} won a pot", doc="yes when the seat won chips from a pot"),
    "min": Function(args=(NUMBER, NUMBER), kind=NUMBER, says="{0} or {1}, whichever is less", doc="the smaller"),
    "round": Function(
        args=(NUMBER,),
        kind=NUMBER,
        says="{0}, rounded to the nearest chip",
        doc="to the nearest whole number, a half to the even one (PokerKit's rake rounds so)",
    ),
    "floor": Function(
        args=(NUMBER,),
        kind=NUMBER,
        says="{0}, rounded down",
        doc="down to a whole number: half the pot, the odd chip left over, `floor(pot / 2)`",
    ),
    "ceil": Function(
        args=(NUMBER,),
        kind=NUMBER,
        says="{0}, rounded up",
        doc="up to a whole number: half the pot with the odd chip, `ceil(pot / 2)`",
    ),
    "mod": Function(
        args=(NUMBER, NUMBER),
        kind=NUMBER,
        says="what is left of {0} once every whole {1} is taken out",
        doc="the remainder: a count with the tens dropped (baccarat, niu niu), `mod(pips(hand, ten-count), 10)`",
    ),
    "max": Function(args=(NUMBER, NUMBER), kind=NUMBER, says="{0} or {1}, whichever is more", doc="the larger"),
    "legs": Function(
        args=(SEAT,),
        kind=NUMBER,
        says="the legs {0} has won",
        doc="in deal after deal for legs: the legs a seat has won so far (0 elsewhere): a leg that would be the"
        " last, `legs(seat) = 2` in a race to 3",
    ),
    "top-rank": Function(
        args=(ZONE,),
        kind=NUMBER,
        says="the highest rank in {0}",
        doc="the highest rank among a zone's cards as a number: 2 to 10, jack 11, queen 12, king 13,"
        " ace 14 (0: no card); compare cards by it (`top-rank(third) > top-rank(first)`)",
    ),
    "bottom-rank": Function(
        args=(ZONE,),
        kind=NUMBER,
        says="the lowest rank in {0}",
        doc="the lowest rank among a zone's cards as a number, as `top-rank` counts (0: no card)",
    ),
    "pips": Function(
        args=(HAND, RANKING),
        kind=NUMBER,
        says="the count of {0} by {1}",
        doc="the count a pip ranking (`nearest 31`, `count A as 11`) gives those cards, as a number (halves"
        " kept): a hand's points, `if pips(hand + drawn, thirty-one) > 31 { fold }`; a card that counts"
        " either way (`count A as 1 or 11`) counts as the ranking's best count takes it; 0 with no card",
    ),
    "strength": Function(
        args=(HAND, RANKING),
        kind=STRENGTH,
        says="the strength of {0} by {1}",
        doc="the best hand the ranking makes of those cards (one zone, or several added up: `hand + board`),"
        " face up or down, as the dealer knows them; compared with another strength by the same ranking,"
        " the higher the better (a low hand is stronger the lower it is): `strength(hand of seat, high) >"
        " strength(hand of right, high)`; too few cards for a hand is weaker than any hand",
    ),
    "strongest": Function(
        args=(HAND, RANKING),
        kind=STRENGTH,
        says="the strongest of the players' {0} still in by {1}",
        doc="the strongest hand among the players still in, each one's own cards (`hand`, `hand + board`):"
        " `strength(hand, high) = strongest(hand, high)` is the best hand at the table, ties included;"
        " among a set of players, `strongest(hand + board, high, losers)` (the best losing hand)",
        optional=PLAYERS,
        says_with="the strongest {0} of {2} by {1}",
    ),
    "weakest": Function(
        args=(HAND, RANKING),
        kind=STRENGTH,
        says="the weakest of the players' {0} still in by {1}",
        doc="the weakest hand among the players still in: `add -1 to lives of players-in if strength(hand,"
        " one-card) = weakest(hand, one-card)` (the lowest card, ties included); among a set of players,"
        " `weakest(hand, high, winners)`",
        optional=PLAYERS,
        says_with="the weakest {0} of {2} by {1}",
    ),
}
# Functions over every player still in: their cards are each player's own (no `of SEAT`).
EVERY_PLAYER = ("strongest", "weakest")

# Seats named in an expression. ``seat``: the one a payment or an event's block is for;
# ``left`` and ``right``: the next player still in each way round the table from that one.
SEAT_WORDS = ("dealer", "small-blind", "big-blind", "seat", "left", "right")
NEIGHBOURS = ("left", "right")

# What pays and what is paid: sets of seats (relative to the seat paid, or paying), or the
# pot, or the house (nobody at the table: what it takes counts in ``HandResult.bank``).
SEAT_SETS: dict[str, str] = {
    "winners": "each player who won chips from a pot",
    "losers": "each player in at the showdown who won nothing",
    "others": "each other player dealt in",
    "everyone": "each player dealt in",
    "players-in": "each player still in",
    # a knock-out: the players this hand took every chip from (they had chips when it
    # began); known once the pot is divided, so only in `when hand ends`
    "busted": "each player left with no chips by this hand",
    # relative to the seat paid (or counted), as `others` is: the players it busted, the
    # last pot they were in won by it (a knock-out's bounty goes to the buster)
    "knocked-out": "each player knocked out by that player (left with no chips, the last pot they were in won by them)",
    "dealer": "the dealer",
    "small-blind": "the small blind",
    "big-blind": "the big blind",
    "seat": "the player the block is played for",
    "left": "the next player still in to the left of the one the block is played for",
    "right": "the next player still in to the right of the one the block is played for",
    "pot": "the pot",
    "pots": "each pot in turn, main pot first",
    "house": "the house",
}
SYNONYMS = {"winner": "winners", "loser": "losers", "each-other": "others"}

# Chip units: a number of them, at the table's stakes.
UNITS = {
    "chip": "chip",
    "chips": "chip",
    "big-blind": "big-blind",
    "big-blinds": "big-blind",
    "small-blind": "small-blind",
    "small-blinds": "small-blind",
    "ante": "ante",
    "antes": "ante",
    # the fixed-limit bet sizes (a stud or draw game's rake cap: `2 small-bets`)
    "small-bet": "small-bet",
    "small-bets": "small-bet",
    "big-bet": "big-bet",
    "big-bets": "big-bet",
    "bring-in": "bring-in",
    "bring-ins": "bring-in",
}


@frozen
class Const:
    value: Fraction


@frozen
class Unit:
    """``2 big-blinds``: ``count`` of a unit of the table's stakes (``UNITS``' values)."""

    count: Fraction
    unit: str


@frozen
class Percent:
    percent: Fraction
    of: Any  # Expr


@frozen
class Arith:
    op: str  # + - * /
    left: Any
    right: Any


@frozen
class Call:
    """A function of ``FUNCTIONS`` (or a tally's name, read for a seat) and its arguments."""

    name: str
    args: tuple[Any, ...] = ()


@frozen
class SeatRef:
    name: str  # one of SEAT_WORDS


@frozen
class SeatSet:
    """A set of ``SEAT_SETS`` where an amount adds up over its players: ``bounty of
    busted``, a per-seat tally read for each of them and summed (0 when the set is empty)."""

    name: str


@frozen
class ZoneRef:
    zone: str
    seat: str | None = None  # a seat's own zone, of that seat (SEAT_WORDS); None: shared, or the seat in play


@frozen
class Cards:
    pattern: CardPattern


@frozen
class RankingRef:
    """A ranking named as an argument (``strength(hand, high)``), compiled."""

    name: str
    spec: Any  # hands.RankingSpec


@frozen
class HandCards:
    """The cards a hand is made from, as an argument: ``zones`` added up, the seat's own
    zones all of one seat (``hand of right + board``: ``seat`` right)."""

    zones: tuple[ZoneRef, ...]
    seat: str | None = None  # whose own zones (SEAT_WORDS); None: the seat in play
    # `2 of hand + 3 of board`: the hand made as a showdown's share makes it (None: any
    # cards of the zones, as many as the ranking's hand)
    composition: Any = None


Expr = Const | Unit | Percent | Arith | Call | SeatRef | SeatSet | ZoneRef | Cards | RankingRef | HandCards


@frozen
class Compare:
    """A condition: ``left op right``, two numbers (or two strengths by one ranking)."""

    op: str  # < <= > >= = !=
    left: Expr
    right: Expr


@frozen
class Test:
    """A condition: a function whose value is yes or no (``all-in``)."""

    expr: Expr


@frozen
class Pay:
    """Each seat of ``payers`` pays ``amount`` (rounded down to whole chips; at most what
    it has) to each seat of ``payees`` (``SEAT_SETS``), when ``condition`` holds for the
    seat paid (or, paying the pot or the house, for the seat paying). ``from pot``: out of
    the pot, before it is divided; ``from pots``: out of each pot in turn (main pot first),
    the amount and the condition asked for that pot (``pot`` is that pot's chips)."""

    amount: Expr
    payers: str
    payees: str
    condition: Any = None  # an ir.control Condition, or None: always
    # A shared tally that keeps chips from hand to hand (a pool: a jackpot, a pot carried
    # over), on the house's side of the payment: `to kitty` pays the house and adds what
    # it took to the tally; `from kitty` pays from the house at most the tally, less it.
    pool: str | None = None


@frozen
class Tally:
    """A count kept from hand to hand: one for each seat (``per_seat``), or one for the
    table; ``start`` before the first hand. A hand starts with the counts the table gives it
    (``TableStakes.tallies``) and its result reports them (``HandResult.tallies``)."""

    name: str
    per_seat: bool
    start: int = 0
    # `each hand`: a count for the hand alone, at ``start`` as every hand begins, not
    # carried to the next (a flag a rule sets in a turn: stud's open pair)
    each_hand: bool = False


@frozen
class AddTally:
    """Add ``amount`` to the tally ``tally`` of each seat of ``seats`` (``SEAT_SETS``; None:
    the table's own), or set it to ``amount`` (``replace``), when ``condition`` holds for
    that seat. The amount is asked for each seat, rounded down to a whole number."""

    amount: Expr
    tally: str
    seats: str | None = None
    condition: Any = None
    replace: bool = False


@frozen
class PutOut:
    """Each seat of ``seats`` for which ``condition`` holds is out of the game once this
    hand is over (``HandResult.out``): the table deals it no more hands."""

    seats: str
    condition: Any = None


def names(expr: Expr) -> list[str]:
    """The functions an expression calls, in order."""
    if isinstance(expr, Call):
        return [expr.name] + [n for a in expr.args for n in names(a)]
    if isinstance(expr, Arith):
        return names(expr.left) + names(expr.right)
    if isinstance(expr, Percent):
        return names(expr.of)
    return []
