"""The ``match`` block: what is above the hand (carried stacks, levels, payouts, rebuys,
hands played by another game on a schedule). Its AST nodes, and the parse tree -> AST
methods for it (a mixin of ``AstBuilder``)."""

from __future__ import annotations

from fractions import Fraction

from lark import Token, Transformer, v_args

from pokerlang.diagnostics import Span
from pokerlang.syntax.tokens import SyntaxProblem, number, span_of, token_span, tokens_of, word
from pokerlang.syntax.vocab import choice, expect, phrase
from pokerlang.syntax.atoms import Number, Word, node


@node
class Chips:
    """An amount: ``1500`` chips, or ``100 big-blinds`` (of the first level, or the table's)."""

    amount: Number
    big_blinds: bool
    span: Span


@node
class MatchStack:
    amount: Chips
    span: Span


@node
class Level:
    """``25/50 ante 5``: the blinds (and ante) of one level."""

    small: Number
    big: Number
    ante: Number | None
    span: Span
    bring_in: Number | None = None  # `bring-in 25`: a stud game's, rising with the levels


@node
class Levels:
    every: Number  # hands a level lasts
    levels: tuple[Level, ...]
    span: Span
    # `then doubling` (100), `then up 50%`: the percent each level after the last written
    # grows on the one before; None: the last level stays
    growth: Number | None = None


@node
class Payouts:
    """``payouts 50% 30% 20%``: the prize pool's shares, first place first."""

    shares: tuple[Share, ...]
    span: Span
    players: tuple[Number, Number] | None = None  # `payouts 2..5 players: ...`: for those table sizes
    equal: Number | None = None  # `payouts 3 equal`: that many places paid the same
    times: Times | None = None  # `payouts 1000x: ...`: when the prize pool drawn is that multiple


@node
class Share:
    """A place's share of the prize pool, in percent: ``35%``, ``33.34%``."""

    value: Fraction
    span: Span


@node
class Times:
    """``10x``: a multiple of the buy-ins (whole, or with decimals: ``1.5x``)."""

    value: Fraction
    span: Span


@node
class PrizeChance:
    """``10x 2.9%``: the prize pool the buy-ins times ``times``, drawn with that chance (percent)."""

    times: Times
    chance: Fraction
    span: Span


@node
class PrizePart:
    """``prize pool 50%``: the part of the buy-ins that makes the prize pool (the rest is the
    bounties', or the house's fee)."""

    percent: Fraction
    span: Span


@node
class PrizePool:
    """``prize pool 2x 75%, 3x 15%, ...``: the prize pool drawn before the first hand."""

    chances: tuple[PrizeChance, ...]
    span: Span


@node
class Rebuy:
    """``rebuy to 100 big-blinds when below 40 big-blinds``: a top-up between hands."""

    to: Chips
    below: Chips
    span: Span


@node
class RebuyStack:
    """``rebuy 1500 when at or below 1500 until level 4``: a tournament's rebuy, a stack
    bought between hands while the period lasts (the prize pool growing by it)."""

    stack: Chips
    at_or_below: bool  # `when at or below N` (else `when below N`)
    below: Chips
    until: tuple[str, Number] | None  # `until level 4`, `until hand 30`; None: all the match
    span: Span


@node
class AddOn:
    """``add-on 2000 at level 4``: every player still in buys that stack once, then."""

    stack: Chips
    at: tuple[str, Number]  # `at level 4`, `at hand 30`
    span: Span


@node
class BuyIn:
    """``buy-in 100+10``: what a tournament's buy-in costs in money (for the starting stack;
    a rebuy or an add-on costs as much a chip), and the house's fee on top of each."""

    price: Number
    fee: Number | None
    span: Span


@node
class MatchEnds:
    """``ends with 5 players``: a tournament over when so many are left (a satellite, a
    double-or-nothing): they share the top places."""

    players: Number
    span: Span


@node
class Schedule:
    """``every orbit play "bomb-pot"``: the first hand of each orbit (or of each N hands)
    played by that game."""

    every: Number | None  # None: an orbit, one hand per player in the match
    game: Word
    span: Span


@node
class MatchRotation:
    """``rotation every 8 hands { "holdem-limit" "razz" }`` in a match: its hands played by
    those games in turn (a mixed game's tournament)."""

    every: Number | None  # None: an orbit
    games: tuple[Word, ...]
    span: Span


@node
class Match:
    kind: Word  # tournament | cash: looked up in ``compiler.match``'s table
    rules: tuple[
        MatchStack
        | Levels
        | Payouts
        | Rebuy
        | RebuyStack
        | AddOn
        | MatchEnds
        | Schedule
        | MatchRotation
        | PrizePool
        | PrizePart
        | BuyIn,
        ...,
    ]
    span: Span


@v_args(meta=True)
class MatchBuilder(Transformer):
    def match(self, meta, c):
        return Match(kind=word(c[0]), rules=tuple(c[1:]), span=span_of(meta))

    def match_stack(self, meta, c):
        return MatchStack(amount=c[0], span=span_of(meta))

    def period_hands(self, meta, c):  # `every 8 hands`
        choice(c[1], "hands")
        return ("every", number(c[0]))

    def period_orbit(self, meta, c):  # `every orbit`: one hand a seat
        if str(c[0]) != "orbit":  # `every hand`, `every level`: a number of hands, or an orbit
            more = " (a game a level: the level's hands, `every 10 hands`)" if str(c[0]) in ("level", "levels") else ""
            expect(
                c[0], "orbit", hint=f"write `every orbit` (one hand a seat) or `every N hands` (`every 1 hand`){more}"
            )
        return ("every", None)

    def match_levels(self, meta, c):
        every = number(tokens_of(c, "INT")[0])
        choice(tokens_of(c, "NAME")[0], "hands")
        growth = next((x for x in c if isinstance(x, Number)), None)
        levels = tuple(x for x in c if isinstance(x, Level))
        return Levels(every=every, levels=levels, span=span_of(meta), growth=growth)

    def level_growth(self, meta, c):  # the percent each level grows on the one before
        method, holes = phrase(c, "levels")
        return getattr(self, method)(meta, holes)

    def growth_doubling(self, meta, holes):
        return Number(value=100, span=span_of(meta))

    def growth_up(self, meta, holes):
        return number(holes[0])

    def level(self, meta, c):
        ints = [number(t) for t in tokens_of(c, "INT")]
        parts = dict(x for x in c if isinstance(x, tuple))
        return Level(
            small=ints[0], big=ints[1], ante=parts.get("ante"), bring_in=parts.get("bring-in"), span=span_of(meta)
        )

    def level_ante(self, meta, c):
        return ("ante", number(c[0]))

    def level_bring_in(self, meta, c):
        return ("bring-in", number(c[0]))

    def match_payouts(self, meta, c):
        ints = [number(t) for t in tokens_of(c, "INT")]  # the table sizes, if written
        players = (ints[0], ints[-1]) if ints else None
        shares = tuple(x for x in c if isinstance(x, Share))
        equal = next((x for x in c if isinstance(x, Number)), None)
        return Payouts(shares=shares, players=players, equal=equal, span=span_of(meta))

    def match_payouts_drawn(self, meta, c):  # `payouts 1000x: 80% 10% 10%`
        shares = tuple(x for x in c if isinstance(x, Share))
        equal = next((x for x in c if isinstance(x, Number)), None)
        return Payouts(shares=shares, times=c[0], equal=equal, span=span_of(meta))

    def match_prize(self, meta, c):  # `prize pool 2x 75%, 3x 25%`
        expect(c[0], "pool")
        return PrizePool(chances=tuple(x for x in c if isinstance(x, PrizeChance)), span=span_of(meta))

    def match_prize_part(self, meta, c):  # `prize pool 50%`: the part of the buy-ins paid out
        expect(c[0], "pool")
        return PrizePart(percent=c[1].value, span=span_of(meta))

    def prize_chance(self, meta, c):
        return PrizeChance(times=c[0], chance=Fraction(str(c[1])), span=span_of(meta))

    def prize_times(self, meta, c):  # `10x`: the number, then the `x` written against it
        expect(c[1], "x")
        return Times(value=Fraction(str(c[0])), span=span_of(meta))

    def share_percent(self, meta, c):
        return _percent(c[0], span_of(meta))

    def share_equal(self, meta, c):  # `payouts 3 equal`
        expect(c[1], "equal")
        return number(c[0])

    def match_rebuy(self, meta, c):
        expect(c[1], "below")
        return Rebuy(to=c[0], below=c[2], span=span_of(meta))

    def match_rebuy_stack(self, meta, c):  # `rebuy 1500 when at or below 1500 [until level 4]`
        when = [t for t in c if isinstance(t, Token) and t.type == "NAME"]
        # `when below N` or `when at or below N`, read from the first word: the mistake is
        # there (`when busted`), not at a word the clause took in after it.
        said = ("at", "or", "below") if str(when[0]) == "at" else ("below",)
        hint = "write `when below 1` (a player with no chips left) or `when at or below N`"
        for tok, wanted in zip(when, said):
            expect(tok, wanted, hint=hint)
        if len(when) < len(said):  # `at or` without its `below`
            expect(when[-1], said[-1], hint=hint)
        if len(when) > len(said):
            extra = when[len(said)]
            raise SyntaxProblem(token_span(extra), f"unexpected word '{extra}' in a rebuy's `when`", hint, code="E130")
        until = next((x for x in c if isinstance(x, tuple)), None)
        chips = [x for x in c if isinstance(x, Chips)]
        return RebuyStack(stack=chips[0], at_or_below=len(when) == 3, below=chips[1], until=until, span=span_of(meta))

    def rebuy_until(self, meta, c):  # `until level 4`
        return (expect(c[0], "level", "hand"), number(c[1]))

    def match_add_on(self, meta, c):  # `add-on 2000 at level 4`
        return AddOn(stack=c[0], at=(expect(c[1], "level", "hand"), number(c[2])), span=span_of(meta))

    def match_buy_in(self, meta, c):  # `buy-in 100+10`
        price, *fee = (number(t) for t in tokens_of(c, "INT"))
        return BuyIn(price=price, fee=fee[0] if fee else None, span=span_of(meta))

    def match_ends(self, meta, c):
        return MatchEnds(players=number(tokens_of(c, "INT")[0]), span=span_of(meta))

    def match_schedule(self, meta, c):
        expect(c[1], "play")
        game = c[2]
        return Schedule(every=c[0][1], game=word(game), span=span_of(meta))

    def match_rotation(self, meta, c):
        games = tuple(word(t) for t in c if isinstance(t, Token) and t.type in ("STRING", "NAME"))
        return MatchRotation(every=c[0][1], games=games, span=span_of(meta))

    def chips(self, meta, c):
        return Chips(amount=number(c[0]), big_blinds=False, span=span_of(meta))

    def chips_big_blinds(self, meta, c):
        if c[1].line != c[0].line and str(c[1]) != "big-blinds":  # `stack 3000` then `shootout` below it
            raise SyntaxProblem(
                token_span(c[1]),
                f"unknown rule '{c[1]}' at the start of a line",
                "a match's lines begin with one of: stack, levels, payouts, rebuy, add-on, ends, every, prize,"
                " buy-in, rotation (several tables, a shootout, cannot be written yet)",
                code="E130",
            )
        choice(c[1], "big-blinds")
        return Chips(amount=number(c[0]), big_blinds=True, span=span_of(meta))


def _percent(tok: Token, span: Span) -> Share:
    whole, _, decimals = str(tok).partition(".")
    if len(whole.lstrip("0")) > 3:
        raise SyntaxProblem(
            span, f"a share of {tok}% is more than the whole pool", "a payout is 1% to 100%", code="E006"
        )
    if len(decimals) > 2:
        raise SyntaxProblem(
            span,
            f"a share of {tok}% is finer than a hundredth of a percent",
            "write at most two decimals (`33.34%`), or `payouts 3 equal` for equal places",
            code="E802",
        )
    return Share(value=Fraction(str(tok)), span=span)
