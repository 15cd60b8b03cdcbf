"""Parse tree -> AST: one Lark Transformer method per grammar rule."""

from __future__ import annotations

import attrs

from lark import Token, v_args

from pokerlang.diagnostics import did_you_mean
from pokerlang.syntax import ast
from pokerlang.syntax.control import ControlBuilder, _guarded_items
from pokerlang.syntax.flow import Unrolled, guarded
from pokerlang.syntax.expr import ExprBuilder
from pokerlang.syntax.match import MatchBuilder
from pokerlang.syntax.ranking import RankingBuilder
from pokerlang.syntax.rows import Royalty, RowsBuilder
from pokerlang.syntax.header import LANGUAGE_VERSIONS, HeaderBuilder, nodes_of  # noqa: F401 - LANGUAGE_VERSIONS re-exported
from pokerlang.syntax.tokens import SyntaxProblem, keyword_line, number, span_of, token_span, tokens_of, word
from pokerlang.syntax.vocab import CHOICES, choice, expect, phrase

MOST_REPEATS = 20  # `repeat N times`: written out N times, so a small N (a triple draw's three)

# What a declaration's price may be, for a word that is none of them (a tally's name).
PRICES = (
    "a draw's price is chips or a unit (`for 2 antes`), `pot` or `N pots`; a price read from a tally is a"
    " declaration's, before the draw (`declare buy = pay stake, pass in turn`)"
)


def _least(amount) -> tuple[ast.Price | None, object]:
    """A declaration's price (or the least before `up to`): a price's own words (`10`, `1
    ante`, `2 pots`, `pot`) as a price; any other amount (`2 * stake`, a tally's) as an
    amount asked of the player as they declare."""
    if isinstance(amount, ast.Value):
        if amount.unit is None:
            return ast.Price(chips=amount.number, span=amount.span), None
        unit = amount.unit.text
        what, units = CHOICES["pots"]
        if unit not in units:  # `pay 5 dollars`: the price's units, as words
            listed = ", ".join(units)
            close = did_you_mean(unit, units)
            hint = close if close and close.startswith("did you mean") else f"write one of: {listed}"
            raise SyntaxProblem(amount.unit.span, f"unknown {what} '{unit}' (one of: {listed})", hint, code="E130")
        if unit in units:
            if unit.startswith("pot"):
                return ast.Price(pots=amount.number, span=amount.span), None
            if unit.startswith("ante"):
                return ast.Price(antes=amount.number, span=amount.span), None
            if unit.startswith("chip"):
                return ast.Price(chips=amount.number, span=amount.span), None
            return ast.Price(units=amount.number, unit=unit, span=amount.span), None
    if isinstance(amount, ast.Call) and amount.name.text == "pot" and amount.args is None:
        return ast.Price(span=amount.span), None
    return None, amount


@v_args(meta=True)
class AstBuilder(ControlBuilder, ExprBuilder, HeaderBuilder, MatchBuilder, RankingBuilder, RowsBuilder):
    """Each method receives (meta, children) and returns an AST node."""

    def __init__(self, path: str):
        super().__init__()
        self.path = path

    # ---- header --------------------------------------------------------------------
    def start(self, meta, children):
        version = next((c for c in children if isinstance(c, ast.Version)), None)
        items = _guarded_items([c for c in children if not isinstance(c, ast.Version)])
        return ast.File(
            path=self.path, items=items, span=span_of(meta), version=version.number.value if version else None
        )

    # ---- steps ---------------------------------------------------------------------
    def remove(self, meta, c):
        return ast.Remove(name=word(c[0]), span=span_of(meta))

    def named_step(self, meta, c):
        placement = c[1] if len(c) > 1 and isinstance(c[1], tuple) else None
        actions = guarded(c[2:] if placement else c[1:])
        return ast.Step(name=word(c[0]), placement=placement, actions=actions, span=span_of(meta))

    def step(self, meta, c):
        if isinstance(c[0], ast.FoldRule):  # a table rule, which begins as `fold` does
            return c[0]
        return ast.Step(name=None, placement=None, actions=guarded(c[:1]), span=span_of(meta))

    def before(self, meta, c):
        return ("before", word(c[0]))

    def after(self, meta, c):
        return ("after", word(c[0]))

    def deal(self, meta, c):
        face = next((x for x in c if x in ("up", "down")), None)
        short = next((x[1] for x in c if isinstance(x, tuple)), None)
        only = next((x for x in c if isinstance(x, ast.Word)), None)
        zone = next(t for t in reversed(c) if isinstance(t, Token))
        return ast.Deal(
            count=number(c[0]),
            face=face,
            zone=word(zone),
            only_declared=only,
            if_short=short,
            offered="offered" in c,
            span=span_of(meta),
        )

    def offered(self, meta, c):  # `, offered round the table`
        phrase(c, "offered")
        return "offered"

    def if_short(self, meta, c):  # `, or to board if the deck is short`
        for tok, said in zip(c[1:], ("the", "is", "short"), strict=True):
            expect(tok, said)
        return ("if-short", word(c[0]))  # a tuple: told apart from only_declared's Word

    def only_declared(self, meta, c):
        return word(c[-1])

    def face_up(self, meta, c):
        return "up"

    def face_down(self, meta, c):
        return "down"

    def burn(self, meta, c):
        return ast.Burn(count=number(c[0]), span=span_of(meta))

    def bet(self, meta, c):
        names = tokens_of(c, "NAME")
        words = [str(t) for t in c if isinstance(t, Token)]
        or_drop = bool(names) and str(names[-1]) == "drop" and "or" in words
        if or_drop:  # `bet or drop`, `bet small or drop`: no check before a bet
            names = names[:-1]
        elif "or" in words and len(names) == 1:
            raise SyntaxProblem(
                token_span(names[0]),
                f"`bet or {names[0]}`: a round is `bet or drop` (no check), or `bet small or big`",
                "write `bet or drop`, `bet small or drop`, or `bet small or big`",
                code="E130",
            )
        for t in names:
            if str(t) in ("fixed-limit", "spread", "all-in"):
                raise SyntaxProblem(
                    token_span(t),
                    f"a round of its own structure is no-limit or pot-limit, not {t}",
                    f"make the game {t} (`betting {t}`) and write `bet no-limit` on its other rounds",
                    code="E130",
                )
        sizes = [choice(t, "size") for t in names]
        size = sizes[0] if sizes else None
        limit = None
        if size in ("no-limit", "pot-limit") and len(sizes) == 1:  # the round's own structure
            size, limit = None, sizes[0]
        if len(sizes) == 2:  # `bet small or big`: the bettor's choice
            if sorted(sizes) != ["big", "small"]:
                raise SyntaxProblem(
                    token_span(names[1]),
                    f"a round of the small or the big bet, not {sizes[0]} or {sizes[1]}",
                    "write `bet small or big`",
                    code="E130",
                )
            size = "small-or-big"
        first = bring_in = otherwise = None
        openers = next((x for x in c if isinstance(x, ast.Openers)), None)
        for opener in c:
            if isinstance(opener, tuple):
                kind, who, alt = opener
                if kind == "first":
                    first = who
                else:
                    bring_in, otherwise = who, alt
        return ast.Bet(
            size=size,
            first=first,
            bring_in=bring_in,
            otherwise=otherwise,
            openers=openers,
            span=span_of(meta),
            limit=limit,
            or_drop=or_drop,
        )

    def openers(self, meta, c):
        toks = [t for t in c if isinstance(t, Token)]
        expect(toks[0], "needs")
        for then in toks[1:-1]:
            expect(then, "then")
        first, *then = [x for x in c if isinstance(x, tuple)]
        composition = next(x for x in c if isinstance(x, ast.Composition))
        ranking = next(x for x in reversed(c) if isinstance(x, Token))
        return ast.Openers(
            category=first[0],
            rank=first[1] if len(first) > 1 else None,
            composition=composition,
            ranking=word(ranking),
            span=span_of(meta),
            then=tuple(then),
        )

    def need(self, meta, c):
        expect(c[-1], "better")
        return tuple(word(t) for t in c[:-1])

    def first(self, meta, c):
        return ("first", c[0], None)

    def bring_in(self, meta, c):
        if len(c) > 1:
            expect(c[1], "otherwise")
        return ("bring-in", c[0], c[2] if len(c) > 1 else None)

    def after_seat(self, meta, c):
        return ast.Who(kind="after", seat=word(c[0]), span=span_of(meta))

    def best_cards(self, meta, c):
        return ast.Who(kind="best", sources=c[0], ranking=word(c[1]), span=span_of(meta))

    def worst_cards(self, meta, c):
        return ast.Who(kind="worst", sources=c[0], ranking=word(c[1]), span=span_of(meta))

    def last_aggressor(self, meta, c):
        return ast.Who(kind="last-aggressor", span=span_of(meta))

    def the_opener(self, meta, c):
        return ast.Who(kind="opener", span=span_of(meta))

    def highest_tally(self, meta, c):
        return ast.Who(kind="highest", tally=word(c[0]), span=span_of(meta))

    def lowest_tally(self, meta, c):
        return ast.Who(kind="lowest", tally=word(c[0]), span=span_of(meta))

    def together(self, meta, c):
        return True

    def in_turn(self, meta, c):
        return False

    def choose(self, meta, c):
        side, seats = next(((x[1], x[2]) for x in c if isinstance(x, tuple)), (None, None))
        return ast.Choose(
            count=number(c[0]),
            source=word(c[1]),
            target=word(c[2]),
            together=c[-1],
            span=span_of(meta),
            to_seat=side,
            seats=seats,
        )

    def expose(self, meta, c):
        return ast.Expose(count=number(c[0]), zone=word(c[1]), together=c[2], span=span_of(meta))

    def discard(self, meta, c):
        return ast.Discard(count=number(c[0]), zone=word(c[1]), together=c[2], span=span_of(meta))

    def draw(self, meta, c):
        single = next((x for x in c[3:] if isinstance(x, str) and not isinstance(x, Token)), None)
        price = next((x for x in c[3:] if isinstance(x, ast.Price)), None)
        return ast.Draw(
            low=number(c[0]), high=number(c[1]), zone=word(c[2]), single=single, span=span_of(meta), price=price
        )

    def single(self, meta, c):  # a one-card draw's sentence
        return getattr(self, phrase(c[0], "single")[0])(meta, [])

    def offered_up(self, meta, c):
        return "offered-up"

    def offered_up_on_request(self, meta, c):
        return "offered-up-on-request"

    def two_keep_one(self, meta, c):
        return "two-keep-one"

    def declare(self, meta, c):
        declarers = next((x for x in c if isinstance(x, ast.Declarers)), None)
        timing = next(x for x in c if isinstance(x, bool))
        only = next((x for x in c if isinstance(x, ast.Word)), None)
        return ast.Declare(
            options=nodes_of(c, ast.Option),
            together=timing,
            declarers=declarers,
            span=span_of(meta),
            only_declared=only,
        )

    def option(self, meta, c):
        offered = c.pop() if c and isinstance(c[-1], _OfferedIf) else None
        return ast.Option(
            name=word(c[0]),
            means=tuple(word(t) for t in c[1:]),
            span=span_of(meta),
            offered_if=offered.condition if offered else None,
        )

    def option_pay(self, meta, c):
        offered = c.pop() if isinstance(c[-1], _OfferedIf) else None
        price, amount = _least(c[1])
        return ast.Option(
            name=word(c[0]),
            means=(),
            price=price,
            least=amount,
            span=span_of(meta),
            offered_if=offered.condition if offered else None,
        )

    def option_pay_up_to(self, meta, c):
        offered = c.pop() if isinstance(c[-1], _OfferedIf) else None
        price, least = _least(c[1]) if len(c) == 3 else (None, None)
        return ast.Option(
            name=word(c[0]),
            means=(),
            price=price,
            least=least,
            up_to=c[-1],
            span=span_of(meta),
            offered_if=offered.condition if offered else None,
        )

    def offered_if(self, meta, c):
        return _OfferedIf(c[0])

    def price_pot(self, meta, c):
        expect(c[0], "pot", hint=PRICES)
        return ast.Price(span=span_of(meta))  # neither count: one pot

    def price_pots(self, meta, c):
        return ast.Price(pots=number(c[0]), span=span_of(meta))

    def price_chips(self, meta, c):
        return ast.Price(chips=number(c[0]), span=span_of(meta))

    def price_antes(self, meta, c):
        return ast.Price(antes=number(c[0]), span=span_of(meta))

    def price_units(self, meta, c):  # `2 pots`, `1 ante`, `1 small-bet`: the unit's word says which
        unit = choice(c[1], "pots")
        if unit.startswith("pot"):
            return self.price_pots(meta, c)
        if unit.startswith("ante"):
            return self.price_antes(meta, c)
        if unit.startswith("chip"):
            return self.price_chips(meta, c)
        return ast.Price(units=number(c[0]), unit=unit, span=span_of(meta))  # a stake of the table

    def repeat(self, meta, c):
        return ast.Repeat(until=c[0], body=guarded(c[1:]), span=span_of(meta))

    def repeat_times(self, meta, c):
        """``repeat 3 times { ... }``: shorthand for the block written out three times (the
        actions in order, each pass a copy), so every check and step sees each pass."""
        times = number(c[0])
        expect(c[1], "times", hint="write `repeat 3 times { ... }`, or `repeat until CONDITION { ... }`")
        if not 1 <= times.value <= MOST_REPEATS:
            raise SyntaxProblem(
                times.span,
                f"{times.value} is out of range here",
                f"write a number from 1 to {MOST_REPEATS}, or `repeat until CONDITION {{ ... }}`",
                code="E050",
            )
        return Unrolled(actions=guarded(c[2:]) * times.value, span=span_of(meta))

    def moves(self, meta, c):
        first = next((x for x in c if isinstance(x, ast.Who)), None)
        return ast.Moves(
            count=number(c[0]),
            zone=word(c[1]),
            cursors=nodes_of(c, ast.Cursor),
            moves=tuple(word(t) for t in c[2:] if isinstance(t, Token)),
            span=span_of(meta),
            first=first,
        )

    def move_first(self, meta, c):
        return c[0]

    def cursor(self, meta, c):
        return ast.Cursor(seat=number(c[0]), side=choice(c[1], "side"), span=span_of(meta))

    # ---- showdown ------------------------------------------------------------------
    def showdown_one(self, meta, c):
        return ast.Showdown(declared=False, shares=(c[0],), rules=(), span=span_of(meta))

    def showdown_none(self, meta, c):
        if str(c[0]) != "none":
            raise SyntaxProblem(
                token_span(c[0]),
                f"a showdown names the hand it compares, not just '{c[0]}'",
                f"write `showdown best 5 of {c[0]} by high` (a zone, then `by` a ranking), or `showdown none`",
                code="E130",
            )
        return ast.Showdown(declared=False, shares=(), rules=(), span=span_of(meta), none=True)

    def showdown_many(self, meta, c):
        division = next((choice(t, "division") for t in c if isinstance(t, Token)), None)
        return ast.Showdown(
            declared=division == "declared",
            shares=nodes_of(c, (ast.Share, ast.ScoreShare)),
            rules=nodes_of(c, ast.Line),
            span=span_of(meta),
            pairwise=division == "pairwise",
            royalties=nodes_of(c, Royalty),
        )

    def showdown_house(self, meta, c):
        expect(c[0], "against")
        shares, house = nodes_of(c, (ast.Share, ast.ScoreShare)), nodes_of(c, ast.Composition)
        rules = nodes_of(c, ast.Line)
        qualifiers = [r for r in rules if r.kind == "house-qualifies"]
        for twice, what in (
            (house[1:], "the house's hand (`house plays`)"),
            (qualifiers[1:], "what the house qualifies with"),
        ):
            if twice:
                raise SyntaxProblem(twice[0].span, f"{what} is said twice in this showdown", "say it once", code="E111")
        # The house's hand not written: a composition of no cards, for the compiler to refuse.
        hand = house[0] if house else ast.Composition(best=None, sources=(), span=span_of(meta))
        return ast.Showdown(declared=False, shares=shares, rules=rules, span=span_of(meta), house=hand)

    def house_plays(self, meta, c):
        expect(c[0], "plays")
        return c[1]  # the house's composition: ranked by the players' ranking

    def show_order(self, meta, c):
        """``order last-aggressor, otherwise best shown by showing``: who shows first."""
        if len(c) > 1:
            expect(c[1], "otherwise")
        return ast.Line(kind="order", words=(), numbers=(), span=span_of(meta), who=(c[0], *c[2:]))

    def showdown_sentence(self, meta, c):
        method, holes = phrase(c, "showdown")
        return getattr(self, method)(meta, holes)

    def house_qualifies(self, meta, c):
        # ``, else ante pushes``: its word, as the line's one option
        otherwise = tuple((x[1], None) for x in c if isinstance(x, tuple) and x[0] == "else")
        toks = [t for t in c if isinstance(t, Token)]
        expect(toks[0], "qualifies")
        expect(toks[-1], "better")
        words = tuple(word(t) for t in toks[1:-1])
        return ast.Line(kind="house-qualifies", words=words, numbers=(), span=span_of(meta), options=otherwise)

    def house_else(self, meta, c):
        return ("else", word(c[0]))

    def ties(self, meta, c):
        return ast.Line(kind="ties", words=(word(c[0]),), numbers=(), span=span_of(meta))

    def pays_table(self, meta, c):  # `pays play: ...`, `pays ante: ...`
        return getattr(self, phrase(c[:1], "pays")[0])(meta, c[1:])

    def pays_play(self, meta, c):
        return _pay_table("pays-play", meta, c)

    def pays_ante(self, meta, c):
        return _pay_table("pays-ante", meta, c)

    def ante_bonus(self, meta, c):
        expect(c[0], "bonus")
        return _pay_table("ante-bonus", meta, c[1:])

    def side_bet(self, meta, c):  # `side bet pair-plus: ...` (`side` a keyword: a forced bet's
        # `else` clause, whose words are names, may come just before it); `on COMPOSITION
        # [by RANKING]`: its own cards; `, kept on a fold`: its words as the line's options
        table = [x for x in c[1:] if isinstance(x, tuple) and len(x) == 6]
        line = _pay_table("side-bet", meta, table, name=word(c[0]))
        on = next((x for x in c if isinstance(x, tuple) and x and x[0] == "on"), None)
        when = next((x[1] for x in c if isinstance(x, tuple) and x and x[0] == "when"), ())
        if on is None and not when:
            return line
        hand, ranking = on[1:] if on is not None else (None, None)
        return attrs.evolve(line, hand=hand, hand_ranking=ranking, options=tuple((w, None) for w in when))

    def side_hand(self, meta, c):  # `on best 5 of hand + house by high`
        return ("on", c[0], word(c[1]) if len(c) > 1 else None)

    def house_forced_bet(self, meta, c):
        # ``forced bet NAME of N antes, WHEN: TABLE, else ...``: the name, the size in
        # antes (the line's number), and the words of the two clauses as its options, the
        # ``else`` clause's after the word ``else`` (the compiler reads them)
        name, size = word(c[0]), number(c[1])
        expect(c[2], "ante", "antes")
        clauses = [x for x in c if isinstance(x, tuple) and x and x[0] in ("when", "else")]
        table = [x for x in c if isinstance(x, tuple) and len(x) == 6]
        line = _pay_table("forced-bet", meta, table, name=name)
        options = tuple((w, None) for _, words in clauses for w in words)
        return attrs.evolve(line, numbers=(size,), options=options)

    def bet_when(self, meta, c):
        return ("when", tuple(c))

    def bet_else(self, meta, c):
        else_word = ast.Word(text="else", span=span_of(meta))
        return ("else", (else_word,) + tuple(c))

    def bet_word(self, meta, c):
        return word(c[0])  # a name, or one of the grammar's words (win, a, or, on)

    def pay_line(self, meta, c):
        natural = any(isinstance(t, Token) and t.type == "NATURAL" for t in c)
        toks = [t for t in c if isinstance(t, Token) and t.type != "NATURAL"]
        odds, per = next(x for x in c if isinstance(x, tuple))  # `3` or `3/2` (pips)
        return (word(toks[0]), word(toks[1]) if len(toks) == 2 else None, odds, "better" in c, per, natural)

    order_last_aggressor = keyword_line("order-last-aggressor")
    surrender_keeps = keyword_line("surrender-keeps")
    losers_match = keyword_line("losers-match")
    worst_doubles = keyword_line("worst-doubles")
    win_only_alone = keyword_line("win-only-alone")
    losers_pay_winner = keyword_line("losers-pay-winner")
    worst_pays_winner = keyword_line("worst-pays-winner")
    alone_wins_leg = keyword_line("alone-wins-leg")
    winner_wins_leg = keyword_line("winner-wins-leg")
    cap = keyword_line("cap")
    dealer_alone_needs = keyword_line("dealer-alone-needs")
    odd_chip = keyword_line("odd-chip")
    unit = keyword_line("unit")
    scoop = keyword_line("scoop")
    scoop_doubles = keyword_line("scoop-doubles")
    ties_by_seat = keyword_line("ties-by-seat")
    natural_beats_wild = keyword_line("natural-beats-wild")
    _foul_unless = keyword_line("foul-unless")

    def foul_unless(self, meta, c):
        expect(c[0], "foul")
        expect(c[1], "unless")
        return self._foul_unless(meta, c[2:])

    def share(self, meta, c):
        label = word(c[0]) if isinstance(c[0], Token) else None
        wilds = nodes_of(c, ast.Wild)
        unwon = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "unwon-to"), None)
        c = [x for x in c if not isinstance(x, ast.Wild) and not (isinstance(x, tuple) and x[0] == "unwon-to")]
        return ast.Share(
            label=label, composition=c[-2], ranking=word(c[-1]), wilds=wilds, span=span_of(meta), unwon_to=unwon
        )

    def score_share(self, meta, c):
        label = word(c[0]) if isinstance(c[0], Token) and c[0].type == "NAME" else None
        order = next(x for x in c if isinstance(x, Token) and str(x) in ("highest", "lowest"))
        unwon = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "unwon-to"), None)
        score = c[c.index(order) + 1]
        return ast.ScoreShare(
            label=label, score=score, lowest=str(order) == "lowest", span=span_of(meta), unwon_to=unwon
        )

    def score_order(self, meta, c):
        return c[0]

    def unwon_to(self, meta, c):
        return ("unwon-to", word(c[0]))

    def composition(self, meta, c):
        best = number(c[0]) if isinstance(c[0], Token) else None
        return ast.Composition(best=best, sources=c[-1], span=span_of(meta))

    def sources(self, meta, c):
        return tuple(c)

    def composition_arg(self, meta, c):
        """A hand as a showdown makes it, as a function's argument (`strength(2 of hand + 3 of
        board, high)`); a plain `hand + board` stays an amount's sum of zones."""
        if isinstance(c[0], Token):  # `best 5 of ...`
            return ast.Composition(best=number(c[0]), sources=c[1], span=span_of(meta))
        return ast.Composition(best=None, sources=tuple(c), span=span_of(meta))

    def source(self, meta, c):
        counts = [x for x in c if isinstance(x, tuple) and x[0] in ("exactly", "up-to")]
        kind, amount = counts[0] if counts else (None, None)
        opponent = any(isinstance(t, Token) and t.type == "OPPONENT" for t in c)
        zone = next(t for t in c if isinstance(t, Token) and t.type == "NAME")
        return ast.Source(
            zone=word(zone),
            exactly=amount if kind == "exactly" else None,
            up_to=amount if kind == "up-to" else None,
            opponent=opponent,
            span=span_of(meta),
            matching=next((x for x in c if isinstance(x, ast.Pattern)), None),
            one_line=any(x == "one-line" and not isinstance(x, Token) for x in c),
        )

    # ---- card moves, layouts, filtered sources, no qualifier ----------------------
    def seat_side(self, meta, c):
        return ("side", choice(c[0], "side"), number(c[1]) if len(c) > 1 else None)

    def across(self, meta, c):  # `to hand across`
        expect(c[0], "across")
        return ("side", "across", None)

    def roll(self, meta, c):  # `expose 1 from hole next`
        expect(c[2], "next")
        return ast.Roll(count=number(c[0]), zone=word(c[1]), span=span_of(meta))

    def layout(self, meta, c):
        return tuple(c)

    def layout_line(self, meta, c):
        return ast.LayoutLine(name=word(c[0]), positions=tuple(number(t) for t in c[1:]), span=span_of(meta))

    def one_line(self, meta, c):
        expect(c[0], "line")
        return "one-line"

    def matching(self, meta, c):
        return c[0]

    if_none_split = keyword_line("if-none-split")
    if_none_best = keyword_line("if-none-best")

    def pattern(self, meta, c):
        return ast.Pattern(atoms=tuple(t if isinstance(t, ast.RankOf) else word(t) for t in c), span=span_of(meta))

    def rank_of_zone(self, meta, c):
        return ast.RankOf(zone=word(c[0]), last=False, span=span_of(meta))

    def rank_of_last(self, meta, c):
        expect(c[0], "card")
        return ast.RankOf(zone=word(c[1]), last=True, span=span_of(meta))

    def exactly(self, meta, c):
        return ("exactly", number(c[0]))

    def up_to(self, meta, c):
        return ("up-to", number(c[0]))


def _pay_table(kind: str, meta, c, name: ast.Word | None = None) -> ast.Line:
    """``pays play: straight-flush of A 100, straight-flush 50, ...``: the categories
    (words), the highest rank each names or None (ranks) and what each pays (numbers), in
    the same order. A side bet's ``name`` goes first, with no rank and no number."""
    named = (name,) if name is not None else ()
    return ast.Line(
        kind=kind,
        words=named + tuple(w for w, _, _, _, _, _ in c),
        numbers=tuple(n for _, _, n, _, _, _ in c),
        span=span_of(meta),
        ranks=(None,) * len(named) + tuple(r for _, r, _, _, _, _ in c),
        betters=(False,) * len(named) + tuple(b for _, _, _, b, _, _ in c),
        values=tuple((n, per) for _, _, n, _, per, _ in c),  # each line's odds: to one, or to ``per``
        naturals=tuple(natural for *_, natural in c),
    )


class _OfferedIf:
    """An option's `only if CONDITION`, passed up to the option it ends."""

    def __init__(self, condition):
        self.condition = condition
