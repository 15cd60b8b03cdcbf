"""Lowering of events, conditions and control steps, and of the phrases that are
shorthand for them (``declare ... if dealer alone``), into ``pokerlang.ir.control``.

A mixin of ``Lowering``: it uses the zone, count and action helpers of lower.py.
"""

from __future__ import annotations

import attrs

from pokerlang.compiler.patterns import lower_pattern
from pokerlang.compiler.rankings import later_need, needs, threshold
from pokerlang.diagnostics import did_you_mean
from pokerlang.ir import control as c
from pokerlang.ir import game as ir
from pokerlang.ir.expr import FUNCTIONS, NEIGHBOURS, AddTally, Pay, PutOut
from pokerlang.ir.ranking import Qualifier
from pokerlang.syntax import ast

SEATS = ("dealer", "small-blind", "big-blind")
# Deal after deal until one is played to its end (Black Mariah: until the queen of spades
# does not come up): the one place `thrown in` is asked.
UNTIL_PLAYED = c.Not(part=c.ThrownIn())
# What an event's block may hold: it is played for one seat in the middle of a deal, so
# no betting round, showdown, loop or grid turns (they are for the whole table).
NOT_IN_EVENTS = (ast.Bet, ast.Showdown, ast.Repeat, ast.Moves, ast.Turns, ast.Hit)
# A turn's block is one player's; a betting round in it is the whole table's, as ever.
NOT_IN_TURNS = (ast.Showdown, ast.Moves, ast.Turns, ast.Hit)
# What a fold's block may hold: it is played at once, often in the middle of a betting
# round, so nothing in it may wait for a decision or a card.
IN_FOLDS = (ast.ExposeAll, ast.Pay, ast.AddTally, ast.PutOut, ast.If, ast.Guard)


class ControlLowering:
    def events(self) -> tuple[c.When, ...]:
        out = []
        for placed in self.program.events:
            fail = self.fail_at(placed.path)
            fail.path = placed.path
            out.append(self.mark(self.event(placed.item, fail), placed.path, placed.item.span))
        return tuple(out)

    def event(self, node: ast.Event, fail) -> c.When:
        for a in _flat(node.body):
            if isinstance(a, NOT_IN_EVENTS):
                raise fail(
                    a.span,
                    "an event is played for one player in the middle of a deal: it cannot"
                    " hold a betting round, a showdown, a repeat or moves",
                    "deal, burn, declare, expose, discard or choose in it; bet after the deal",
                    code="E513",
                )
        if not node.body:
            raise fail(node.span, "an event with nothing to do", "put steps inside the braces", code="E511")
        face_up = None if node.face is None else node.face == "up"
        self._in_event = True  # a card dealt may throw the whole deal in (Black Mariah)
        try:
            body = self.one_seat_block(node.body, fail)
        finally:
            self._in_event = False
        return c.When(pattern=lower_pattern(node.pattern, fail, self.zones), face_up=face_up, body=body)

    def fold_events(self) -> tuple:
        """Every ``when a player folds { ... }`` block, one after another (a variation's
        after its base's): the steps played for the folding seat."""
        out: list = []
        for placed in self.program.folds:
            fail = self.fail_at(placed.path)
            fail.path = placed.path
            node = placed.item
            for a in _flat(node.body):
                if not isinstance(a, IN_FOLDS):
                    raise fail(
                        a.span,
                        "a fold's block is played at once, in the middle of a betting round if the"
                        " fold is made there: it cannot deal, bet, ask a decision or fold",
                        "expose all, pay, add, set or put out in it: `when a player folds { expose all from hand }`",
                        code="E513",
                    )
            if not node.body:
                raise fail(node.span, "an event with nothing to do", "put steps inside the braces", code="E511")
            out.extend(self.one_seat_block(node.body, fail))
        return tuple(out)

    def one_seat_block(self, body, fail) -> tuple:
        """A block played for one player: conditions about "that player" (and about the
        players still in beside them, ``left`` and ``right``) may be asked in it."""
        self._one_seat = getattr(self, "_one_seat", 0) + 1
        self._block_seat = getattr(self, "_block_seat", 0) + 1
        try:
            return tuple(self.action(a, fail) for a in body)
        finally:
            self._one_seat -= 1
            self._block_seat -= 1

    def lower_foldout(self, node: ast.FoldOut, fail) -> c.Fold:
        if not getattr(self, "_one_seat", 0):
            raise fail(
                node.span,
                "`fold` as a step is for one player: the one whose turn it is",
                "write it inside `each in turn { ... }` or an event's block",
                code="E512",
            )
        return c.Fold(seat=self.seat_word(node.seat, fail) if node.seat is not None else None)

    def lower_winnow(self, node: ast.WinNow, fail) -> c.WinNow:
        if not getattr(self, "_one_seat", 0):
            raise fail(
                node.span,
                "`win` as a step is for one player: the one whose turn it is, or whose card was dealt",
                "write it inside `each in turn { ... }` or an event's block, under a condition: "
                "`if hand holds at least 3 queens { win }`",
                code="E512",
            )
        return c.WinNow()

    def lower_turns(self, node: ast.Turns, fail) -> c.Turns:
        for a in _flat(node.body):
            if isinstance(a, NOT_IN_TURNS):
                raise fail(
                    a.span,
                    "a turn is one player's: it cannot hold a showdown, moves or other turns",
                    "show down after the turns",
                    code="E513",
                )
        if not node.body:
            raise fail(node.span, "turns with nothing to do", "put steps inside the braces", code="E511")
        return c.Turns(
            first=self.opener(node.first, fail) if node.first else None, body=self.one_seat_block(node.body, fail)
        )

    def openers(self, node: ast.Openers, fail) -> tuple[ir.Share, tuple[ir.Share, ...]]:
        """``opener needs CATEGORY, RANK or better from COMPOSITION by RANKING``: the share
        a seat's hand must qualify for (the ranking with that qualifier) to open the betting;
        and, for each ``, then ... or better``, the share after one more deal thrown in."""
        ranking = self.ranking_ref(node.ranking, fail)
        spec = needs(ranking, node.category, node.rank, fail)
        composition = self.composition(node.composition, spec, fail)
        share = self.mark(ir.Share(name="openers", composition=composition, ranking=spec), fail.path, node.span)
        rising = []
        category = node.category
        for words in node.then:
            category, rank = later_need(words, category)
            stricter = needs(ranking, category, rank, fail)
            if threshold(stricter) <= threshold(spec):
                raise fail(
                    words[0].span,
                    f"after a deal thrown in, the requirement to open must rise: {_said(stricter)}"
                    f" is no stricter than {_said(spec)}",
                    "name a better hand each time, e.g. `pair, J or better, then Q or better, then K or better`",
                    code="E225",
                )
            spec = stricter
            rising.append(self.mark(attrs.evolve(share, ranking=spec), fail.path, words[0].span))
        return share, tuple(rising)

    def lower_throwin(self, node: ast.ThrowIn, fail) -> c.ThrowIn:
        # An event's card ends the deal for everyone (the queen of spades dealt up); a
        # player's turn is theirs alone, and cannot.
        if getattr(self, "_one_seat", 0) and not getattr(self, "_in_event", False):
            raise fail(
                node.span,
                "`throw in` ends the deal for the whole table: it cannot be one player's turn",
                "write it outside `each in turn`, e.g. `if not opened { throw in }`,"
                " or in an event: `when dealt up Qs { throw in }`",
                code="E513",
            )
        return c.ThrowIn(
            folded_stay_out="folded stay out" in node.clauses, ante_again="no new ante" not in node.clauses
        )

    def seat_word(self, word: ast.Word, fail, *also: str) -> str:
        if word.text in NEIGHBOURS:
            return self._seat(word, fail).name  # type: ignore[attr-defined]  # ExprLowering's: in a block only
        if word.text not in SEATS:
            known = (*SEATS, *NEIGHBOURS, *also)
            raise fail(word.span, f"unknown seat '{word.text}'", did_you_mean(word.text, known), code="E103")
        return word.text

    def condition(self, node: ast.Condition, fail) -> c.Condition:
        if node.kind == "one-in":
            return c.OneIn()
        if node.kind == "opened":
            return c.Opened()
        if node.kind == "nobody-declared":
            return c.NobodyDeclared(option=node.option.text)
        if node.kind == "declared":
            assert node.seat is not None and node.option is not None  # the grammar names both
            return c.Declared(option=node.option.text, seat=self.declarer(node, fail))
        if node.kind == "thrown-in":
            return c.ThrownIn()
        if node.kind == "alone":
            return c.Alone(seat=self.seat_word(node.seat, fail))
        if node.kind == "legs":
            return c.Legs(count=self.count(node.count, fail, 1, 100))
        if node.kind == "deck-fewer":
            return c.DeckFewer(count=self.count(node.count, fail, 1, 1000))
        if node.kind in ("beats", "all-up", "holds", "makes"):
            return self.seat_condition(node, fail)
        if node.kind in ("compare", "test"):
            return self.expr_condition(node, fail)  # type: ignore[attr-defined]  # ExprLowering's
        _cards_joined(node, fail)
        parts = tuple(self.condition(p, fail) for p in node.parts)
        if node.kind == "not":
            return c.Not(part=parts[0])
        return c.All(parts=parts) if node.kind == "all" else c.Any(parts=parts)

    def declarer(self, node: ast.Condition, fail) -> str | None:
        """Whose declaration ``WHO declared X`` asks: anyone's still in (``someone``: None),
        a seat's, or, in one player's block, that player's (``seat``)."""
        assert node.seat is not None  # the grammar names one
        said = node.seat.text
        if said == "someone":
            return None
        if said != "seat":
            return self.seat_word(node.seat, fail, "someone", "seat")
        if not getattr(self, "_one_seat", 0):
            raise fail(
                node.span,
                "'seat declared' is asked of one player: the one whose turn it is",
                "ask it inside `each in turn { ... }` or an event's block, or ask `someone declared ...`",
                code="E512",
            )
        return said

    def seat_condition(self, node: ast.Condition, fail) -> c.Condition:
        """A condition about one player's cards: the player a block is played for, or the
        table's seat named after the zone (``hand of dealer holds queens``)."""
        seat = self.seat_word(node.seat, fail) if node.seat is not None else None
        shared = node.zone is not None and node.zone.text in self.zones and not self.zones[node.zone.text].per_seat
        if node.kind == "holds" and shared and seat is None:  # `board holds As`: asked of the table
            count = self.count(node.count, fail, 1, 52) if node.count is not None else 1
            pattern = lower_pattern(node.pattern, fail, self.zones)
            return c.Holds(zone=node.zone.text, pattern=pattern, count=count, shared=True)
        if seat is None and not getattr(self, "_one_seat", 0):
            said = {"beats": "beats others", "all-up": "is all face up", "holds": "holds", "makes": "makes"}[node.kind]
            raise fail(
                node.span,
                f"'{said}' is asked of one player: the one whose turn it is",
                "ask it inside `each in turn { ... }` or an event's block"
                + (", or name the seat: `hand of dealer ...`" if node.kind in ("holds", "makes") else ""),
                code="E512",
            )
        if node.kind == "makes" and node.composition is not None:  # `best 5 of hand + board makes ...`
            ranking = self.ranking_ref(node.ranking, fail)
            category, rank = node.need if len(node.need) == 2 else (node.need[0], None)
            spec = needs(ranking, category, rank, fail)
            composition = self.composition(node.composition, spec, fail)  # type: ignore[attr-defined]
            zone = composition.sources[0].zone
            return c.Makes(zone=zone, ranking=spec, seat=seat, any_rank=rank is None, composition=composition)
        shared = (
            "a shared zone's cards make a hand as a showdown's do: `best 5 of {zone} makes pair or better by high`,"
            " or compare `strength({zone}, high)`"
            if node.kind == "makes"
            else ""
        )
        zone = self.zone_ref(node.zone, fail, per_seat=True, hint=shared)
        if node.kind == "all-up":
            return c.AllUp(zone=zone)
        if node.kind == "holds":
            count = self.count(node.count, fail, 1, 52) if node.count is not None else 1
            return c.Holds(zone=zone, pattern=lower_pattern(node.pattern, fail, self.zones), seat=seat, count=count)
        ranking = self.ranking_ref(node.ranking, fail)
        if node.kind == "makes":
            category, rank = node.need if len(node.need) == 2 else (node.need[0], None)
            spec = needs(ranking, category, rank, fail)
            return c.Makes(zone=zone, ranking=spec, seat=seat, any_rank=rank is None)
        return c.Beats(zone=zone, ranking=ranking)

    def declarers(self, node: ast.Declarers | None, fail) -> c.Declarers | None:
        if node is None:
            return None
        return c.Declarers(seat=self.seat_word(node.seat, fail), but=node.but)

    def lower_if(self, node: ast.If, fail) -> c.If:
        if not node.then and not node.otherwise:
            raise fail(node.span, "an `if` with nothing to do", "put steps inside the braces", code="E511")
        return c.If(
            condition=self.condition(node.condition, fail),
            then=tuple(self.action(a, fail) for a in node.then),
            otherwise=tuple(self.action(a, fail) for a in node.otherwise),
        )

    def lower_guard(self, node: ast.Guard, fail) -> c.If | Pay | AddTally | PutOut:
        """``STEP if COND``: ``if COND { STEP }``; a payment's or a tally's condition is its
        own, asked for each seat. ``declare ... if SEAT alone`` is shorthand for ``if SEAT
        alone { declare ... by everyone but SEAT }``: held only when that seat alone is in,
        and then every other seat dealt in declares again (three-card Guts: to challenge the
        dealer)."""
        action, cond = node.action, node.condition
        if action is None:  # `if COND` first in a block, or after another such `if`
            raise fail(
                node.span,
                "an `if` with no braces guards the step written just before it, and here there is none",
                "put the steps it guards in braces: `if dealer alone { burn 1 }`, or write it after one step:"
                " `burn 1 if dealer alone`",
                code="E514",
            )
        if isinstance(action, (ast.Pay, ast.AddTally, ast.PutOut)):  # its own condition, asked for each seat
            return self.guarded(action, cond, fail)  # type: ignore[attr-defined]  # ExprLowering's
        if not isinstance(action, ast.Declare) or cond.kind != "alone" or action.declarers is not None:
            # Any other step: `STEP if COND` is `if COND { STEP }`.
            return c.If(condition=self.condition(cond, fail), then=(self.action(action, fail),))
        declare = self.action(action, fail)
        seat = self.seat_word(cond.seat, fail)
        declare = self.mark(attrs.evolve(declare, declarers=c.Declarers(seat=seat, but=True)), fail.path, action.span)
        return c.If(condition=c.Alone(seat=seat), then=(declare,))

    def lone_needs(self, showdown: ir.Showdown, seat: str, needs: ast.Word, fail) -> c.If:
        """``SEAT alone needs CATEGORY or better`` (a showdown rule): shorthand for ``if SEAT
        alone { the showdown, its hands qualifying at CATEGORY } else { the showdown }``.
        A lone player in whose hand does not qualify takes nothing: the pot stays."""
        ranking = showdown.shares[0].ranking
        if any(share.is_score for share in showdown.shares):
            raise fail(
                needs.span,
                f"a share won by a number has no category '{needs.text}' for a player alone to need",
                "leave the rule out, or decide a lone player's fate in the steps (`if dealer alone { ... }`)",
                code="E106",
            )
        if needs.text not in ranking.order:
            raise fail(
                needs.span,
                f"ranking '{ranking.name}' has no category '{needs.text}'",
                did_you_mean(needs.text, ranking.order),
                code="E106",
            )
        shares = []
        for share in showdown.shares:
            spec = share.ranking
            # The worst hand of the category: its lowest rank (its highest, where the lowest wins).
            low = spec.ranks[-1] if spec.lowest_wins else spec.ranks[0]
            qualified = attrs.evolve(share, ranking=attrs.evolve(spec, qualifier=Qualifier(needs.text, low)))
            shares.append(self.mark(qualified, *self.spans[id(share)]))
        return c.If(
            condition=c.Alone(seat=seat), then=(attrs.evolve(showdown, shares=tuple(shares)),), otherwise=(showdown,)
        )

    def lower_repeat(self, node: ast.Repeat, fail) -> ir.Repeat:
        if not node.body:
            raise fail(
                node.span, "a repeat with nothing to repeat never ends", "put steps inside the braces", code="E511"
            )
        repeat = ir.Repeat(body=tuple(self.action(a, fail) for a in node.body), until=self.condition(node.until, fail))
        legs = isinstance(repeat.until, c.Legs)
        if repeat.deals and not (repeat.until in (c.OneIn(), c.Opened(), UNTIL_PLAYED) or legs):
            raise fail(
                node.until.span,
                "a repeat with a showdown inside plays deal after deal until one player is in,"
                " until a deal is opened, until a player has N legs, or until a deal is not thrown in",
                "write `repeat until one in { ... }`, `repeat until opened { ... }`,"
                " `repeat until a player has 4 legs { ... }` or `repeat until not thrown in { ... }`",
                code="E515",
            )
        if repeat.deals:
            # Until one in (or N legs), another deal may follow any showdown; until opened
            # (or not thrown in), a deal that reaches its showdown settles the game.
            repeat = attrs.evolve(repeat, body=self.in_deals(repeat.body, repeat.until == c.OneIn() or legs))
        return repeat

    def lower_hit(self, node: ast.Hit, fail) -> ir.Repeat:
        """``hit or stand N up to ZONE { ... }``: shorthand for ``repeat until nobody declared
        hit or deck has fewer than P { each in turn { declare hit, stand in turn  deal N up
        to ZONE only declared hit }  ... }``. P is what one round may take with the most
        players: the rounds end when the deck could not give every player a card."""
        turns = self.action(node.turns, fail)
        # Hit and stand choose cards, not shares: they contest none, so that a showdown by
        # declaration goes by the declaration before it (high, low or both).
        declare = turns.body[0]
        options = tuple(attrs.evolve(o, shares=()) for o in declare.options)
        turns = attrs.evolve(turns, body=(attrs.evolve(declare, options=options), *turns.body[1:]))
        most = self.player_range[1] * turns.body[1].count
        until = c.Any(parts=(c.NobodyDeclared(option="hit"), c.DeckFewer(count=most)))
        return ir.Repeat(body=(turns, *(self.action(a, fail) for a in node.body)), until=until)

    def in_deals(self, actions: tuple, redealt: bool = True) -> tuple:
        """What the steps of a deal of ``repeat until one in`` mean, since another deal
        follows: ``out = fold`` sits the deal out, cards kept (a later declaration may bring
        the seat back in); the best hand takes the pot only when it beats another (a pot
        every hand ties, or nobody qualifies for, stays for the next deal)."""
        out = []
        for a in actions:
            new = a
            if isinstance(a, ir.Declare):
                new = attrs.evolve(a, options=tuple(attrs.evolve(o, folds=False, sits_out=o.folds) for o in a.options))
            elif isinstance(a, ir.Showdown) and redealt:
                pot = a.pot
                new = attrs.evolve(
                    a,
                    pot=attrs.evolve(
                        pot,
                        award="beaten" if pot.award == "always" else pot.award,
                        if_none="stays" if (pot.if_none, pot.if_none_share) == ("best", None) else pot.if_none,
                    ),
                )
            elif isinstance(a, c.If):
                new = attrs.evolve(
                    a, then=self.in_deals(a.then, redealt), otherwise=self.in_deals(a.otherwise, redealt)
                )
            elif isinstance(a, (ir.Repeat, c.Turns)):
                new = attrs.evolve(a, body=self.in_deals(a.body, redealt))
            if new is not a and id(a) in self.spans:
                self.mark(new, *self.spans[id(a)])
            out.append(new)
        return tuple(out)


def _flat(actions):
    for a in actions:
        yield a
        if isinstance(a, ast.If):
            yield from _flat(a.then + a.otherwise)
        elif isinstance(a, (ast.Repeat, ast.Hit)):
            yield from _flat(a.body)
        elif isinstance(a, ast.Guard) and a.action is not None:
            yield a.action


def _said(spec) -> str:
    """A requirement as written: ``pair, J or better``."""
    return f"{spec.qualifier.category}, {spec.qualifier.rank} or better"


def _cards_joined(node: ast.Condition, fail) -> None:
    """``hand holds 7 and 2``: ``and``/``or`` join conditions, so ``2`` alone is no test.
    Said as such, with the forms that mean "both" and "either" (a pattern's cards are
    already "any of"), before the ``2`` is refused as a number."""
    for held, after in zip(node.parts, node.parts[1:], strict=False):
        if held.kind != "holds" or after.kind != "test" or not _card_like(after.left):
            continue
        zone = held.zone.text if held.zone is not None else "hand"
        word = "and" if node.kind == "all" else "or"
        raise fail(
            after.span,
            f"`{word}` joins two conditions, and this is a card, not a condition",
            f"`{zone} holds 7 2` is true for a 7 or a 2; for both, write `{zone} holds 7 and {zone} holds 2`",
            code="E702",
        )


def _card_like(node: object) -> bool:
    """A rank, suit or card written alone (``2``, ``K``, ``Js``): no function, no sum."""
    if isinstance(node, ast.Value):
        return node.unit is None
    if isinstance(node, ast.Call):
        return node.args is None and node.name.text not in FUNCTIONS
    return isinstance(node, ast.CardValue)
