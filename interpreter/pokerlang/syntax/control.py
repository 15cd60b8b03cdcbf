"""Parse tree -> AST for events, conditions and control steps: a mixin of ``AstBuilder``.
Each method receives (meta, children), as there."""

from __future__ import annotations

import attrs
from lark import Token, Transformer, v_args

from pokerlang.syntax import ast
from pokerlang.syntax.flow import guarded
from pokerlang.syntax.tokens import flat, number, span_of, word
from pokerlang.syntax.problem import SyntaxProblem, token_span
from pokerlang.syntax.vocab import choice, expect, phrase

# Every event there is, as a hint names them.
EVENTS = "`when dealt [up|down] PATTERN { ... }`, `when a player folds { ... }` and `when hand ends { ... }`"


def _guarded_items(items) -> tuple:
    """At the top level each action is its own step: a guard joins the step before it."""
    out: list = []
    for item in items:
        if (
            isinstance(item, ast.Step)
            and item.name is None
            and isinstance(item.actions[0], ast.Guard)
            and out
            and isinstance(out[-1], ast.Step)
            and out[-1].name is None
        ):
            prev = out.pop()
            item = attrs.evolve(prev, actions=guarded(prev.actions + item.actions))
        out.append(item)
    return tuple(out)


@v_args(meta=True)
class ControlBuilder(Transformer):
    """The transformer methods of the grammar's events, conditions and control section."""

    def event(self, meta, c):
        face = next((x for x in c if x in ("up", "down")), None)
        pattern = next(x for x in c if isinstance(x, ast.Pattern))
        return ast.Event(face=face, pattern=pattern, body=guarded(c[c.index(pattern) + 1 :]), span=span_of(meta))

    def seat_event(self, meta, c):  # `when a player folds { ... }`
        said = f"{c[0]} {c[1]}"
        if said != "player folds":
            raise SyntaxProblem(token_span(c[0]), f"no event 'when a {said}'", f"the events are {EVENTS}", code="E130")
        return ast.FoldEvent(body=guarded(c[2:]), span=span_of(meta))

    def put(self, meta, c):  # `put 1 from hand of right to hand`, `put all from hand to pile`
        count, source, *rest = c
        source_seat = rest.pop(0) if isinstance(rest[0], tuple) else None
        matching = rest.pop(0) if isinstance(rest[0], ast.Pattern) else None
        target, target_seat = rest[0], rest[1] if len(rest) > 1 else None
        return ast.Put(
            count=count,
            source=word(source),
            target=word(target),
            span=span_of(meta),
            source_seat=source_seat[1] if source_seat else None,
            target_seat=target_seat[1] if target_seat else None,
            matching=matching,
        )

    def put_count(self, meta, c):
        return number(c[0])

    def put_every(self, meta, c):  # `put all`
        return None

    def put_of(self, meta, c):  # `of left`: a seat word, looked up by the compiler
        return ("of", word(c[0]))

    def expose_all(self, meta, c):  # `expose all from hand`
        return ast.ExposeAll(zone=word(c[0]), span=span_of(meta))

    def if_(self, meta, c):
        then, otherwise = c[1], c[2] if len(c) > 2 else ()
        return ast.If(condition=c[0], then=then, otherwise=otherwise, span=span_of(meta))

    def block(self, meta, c):
        return guarded(c)

    def turns(self, meta, c):
        first = c[0] if c and isinstance(c[0], ast.Who) else None
        return ast.Turns(first=first, body=guarded(c[1:] if first else c), span=span_of(meta))

    def hit(self, meta, c):
        """``hit or stand N [up|down] to ZONE { ... }``, as the turns it is short for: its
        two words are the options declared."""
        span = span_of(meta)
        face = next((x for x in c if x in ("up", "down")), None)
        zone = next(t for t in c[2:] if isinstance(t, Token) and t.type == "NAME")
        choice(c[1], "stand")
        hit, stand = word(c[0]), word(c[1])
        options = (ast.Option(name=hit, means=(), span=hit.span), ast.Option(name=stand, means=(), span=stand.span))
        deal = ast.Deal(count=number(c[2]), face=face, zone=word(zone), only_declared=hit, span=span)
        turns = ast.Turns(first=None, body=(ast.Declare(options=options, together=False, span=span), deal), span=span)
        return ast.Hit(turns=turns, body=next((x for x in c if isinstance(x, tuple)), ()), span=span)

    def fold_out(self, meta, c):
        said = [t for t in c[1:] if not isinstance(t, list)]
        if said:  # `when ... bet`: the table's rule, `fold only when facing a bet`
            phrase(flat(c), "table")
            return ast.FoldRule(span=span_of(meta))
        if len(c) > 1 and len(c[1]) > 1:  # `fold` names one seat
            raise SyntaxProblem(
                token_span(c[1][1]),
                "`fold` names one player at most",
                "write `fold` (the player whose turn it is) or `fold right`, `fold left`",
                code="E130",
            )
        return ast.FoldOut(span=span_of(meta), seat=word(c[1][0]) if len(c) > 1 else None)

    def throw_in(self, meta, c):
        return ast.ThrowIn(span=span_of(meta), clauses=tuple(c))

    def throw_clause(self, meta, c):  # `, folded stay out`, `, no new ante`
        return getattr(self, phrase(c, "throw")[0])(meta, [])

    def folded_stay_out(self, meta, c):
        return "folded stay out"

    def no_new_ante(self, meta, c):
        return "no new ante"

    def cond_opened(self, meta, c):
        return ast.Condition(kind="opened", span=span_of(meta))

    def cond_nobody_declared(self, meta, c):
        return ast.Condition(kind="nobody-declared", option=word(c[0]), span=span_of(meta))

    def cond_word_in(self, meta, c):  # `one in`, `thrown in`: the vocabulary's conditions
        return getattr(self, phrase([c[0]], "in")[0])(meta, [])

    def cond_declared(self, meta, c):  # `someone declared in`, `dealer declared in`
        if str(c[0]) == "nobody":  # the vocabulary's word for no seat: `nobody declared hit`
            return self.cond_nobody_declared(meta, c[1:])
        return ast.Condition(kind="declared", seat=word(c[0]), option=word(c[1]), span=span_of(meta))

    def cond_thrown_in(self, meta, c):
        return ast.Condition(kind="thrown-in", span=span_of(meta))

    def cond_holds(self, meta, c):
        count = c[1] if len(c) > 2 else None
        return ast.Condition(kind="holds", zone=word(c[0]), pattern=c[-1], count=count, span=span_of(meta))

    def cond_seat_holds(self, meta, c):
        count = c[2] if len(c) > 3 else None
        return ast.Condition(
            kind="holds", zone=word(c[0]), seat=word(c[1]), pattern=c[-1], count=count, span=span_of(meta)
        )

    def at_least(self, meta, c):
        expect(c[0], "least")
        return number(c[1])

    def win_now(self, meta, c):
        return ast.WinNow(span=span_of(meta))

    def cond_makes(self, meta, c):
        need = c[1]
        return ast.Condition(kind="makes", zone=word(c[0]), need=need, ranking=word(c[2]), span=span_of(meta))

    def cond_best_makes(self, meta, c):
        """``best 5 of hand + board makes pair or better by high``: a hand chosen as a
        showdown chooses it, from the seat's zones and the shared ones."""
        span = span_of(meta)
        composition = ast.Composition(best=number(c[0]), sources=c[1], span=span)
        zone = c[1][0].zone  # the first source's zone: where the seat's cards are named
        return ast.Condition(kind="makes", zone=zone, need=c[2], ranking=word(c[3]), composition=composition, span=span)

    def cond_exact_makes(self, meta, c):
        """``2 of hand + 3 of board makes ...``: a hand of exactly so many cards of each
        zone (Omaha's), as a showdown's share of that composition takes it."""
        span = span_of(meta)
        first, *rest = c[1]
        sources = (attrs.evolve(first, exactly=number(c[0])), *rest)
        composition = ast.Composition(best=None, sources=sources, span=span)
        return ast.Condition(
            kind="makes", zone=first.zone, need=c[2], ranking=word(c[3]), composition=composition, span=span
        )

    def else_if(self, meta, c):
        return (c[0],)  # an else block of one `if`

    def cond_seat_makes(self, meta, c):
        return ast.Condition(
            kind="makes", zone=word(c[0]), seat=word(c[1]), need=c[2], ranking=word(c[3]), span=span_of(meta)
        )

    def cond_all_up(self, meta, c):
        return ast.Condition(kind="all-up", zone=word(c[0]), span=span_of(meta))

    def cond_beats(self, meta, c):  # `hand beats others by high`
        expect(c[1], "beats")
        expect(c[2], "others")
        return ast.Condition(kind="beats", zone=word(c[0]), ranking=word(c[3]), span=span_of(meta))

    def guard(self, meta, c):
        return ast.Guard(condition=c[0], span=span_of(meta))

    def cond_legs(self, meta, c):  # `a player has 2 legs`
        expect(c[0], "player")
        expect(c[1], "has")
        choice(c[3], "legs")
        return ast.Condition(kind="legs", count=number(c[2]), span=span_of(meta))

    def cond_one_in(self, meta, c):
        return ast.Condition(kind="one-in", span=span_of(meta))

    def cond_alone(self, meta, c):  # `dealer alone`
        expect(c[1], "alone")
        return ast.Condition(kind="alone", seat=word(c[0]), span=span_of(meta))

    def cond_deck_fewer(self, meta, c):  # `deck has fewer than 7`
        for tok, said in zip(c[:3], ("has", "fewer", "than"), strict=True):
            expect(tok, said)
        return ast.Condition(kind="deck-fewer", count=number(c[3]), span=span_of(meta))

    def cond_not(self, meta, c):
        return ast.Condition(kind="not", parts=(c[0],), span=span_of(meta))

    def cond_all(self, meta, c):
        return ast.Condition(kind="all", parts=tuple(c), span=span_of(meta))

    def cond_any(self, meta, c):
        return ast.Condition(kind="any", parts=tuple(c), span=span_of(meta))

    def everyone_but(self, meta, c):
        expect(c[0], "everyone")
        expect(c[1], "but")
        return ast.Declarers(seat=word(c[2]), but=True, span=span_of(meta))

    def one_seat(self, meta, c):
        return ast.Declarers(seat=word(c[0]), but=False, span=span_of(meta))
