"""Lowering of expressions, comparisons and payments into ``pokerlang.ir.expr``, each
value's kind checked: a number, a yes or no, a seat, a zone, cards.

Names are looked up in tables (``ir.expr.FUNCTIONS``, ``SEAT_WORDS``, ``SEAT_SETS``,
``UNITS``, the game's zones and tallies), never in the grammar. A mixin of ``Lowering``.
"""

from __future__ import annotations

from fractions import Fraction

import attrs
from typing import TYPE_CHECKING, Any

from pokerlang.compiler.patterns import lower_pattern
from pokerlang.diagnostics import PokerlangError, Span, did_you_mean
from pokerlang.ir import expr as e
from pokerlang.syntax import ast

ENDING_STEPS = (ast.Pay, ast.AddTally, ast.PutOut)  # what the hand's end may hold, and what a guard may take
KIND_WORDS = {
    e.NUMBER: "a number",
    e.FLAG: "a yes or no",
    e.SEAT: "a seat",
    e.ZONE: "a zone",
    e.CARDS: "cards",
    e.PLAYERS: "a set of players",
    e.STRENGTH: "a hand's strength",
    e.RANKING: "a ranking",
    e.HAND: "the cards of a hand",
}


def _matching(node, zones) -> ast.Composition | None:
    """`hand matching hearts` read as a list of cards (a function's argument): the zone's
    cards of that pattern, as a composition of one source; None for anything else."""
    if not isinstance(node, ast.Pattern) or len(node.atoms) < 3:
        return None
    zone, word, *pattern = node.atoms
    if not (
        isinstance(zone, ast.Word) and zone.text in zones and isinstance(word, ast.Word) and word.text == "matching"
    ):
        return None
    first, last = pattern[0].span, pattern[-1].span
    matching = ast.Pattern(atoms=tuple(pattern), span=Span(first.line, first.column, last.end_line, last.end_column))
    source = ast.Source(zone=zone, exactly=None, up_to=None, opponent=False, span=node.span, matching=matching)
    return ast.Composition(best=None, sources=(source,), span=node.span)


def _function_list() -> str:
    return ", ".join(e.FUNCTIONS)


# Words a condition reads as the language's own, whatever a tally is called: a tally of that
# name could be set but never tested.
CONDITION_WORDS = {
    "opened": "repeat until opened",
    "one": "until one in",
    "thrown": "not thrown in",
    "best": "if best 5 of hand makes ...",  # `max(best, 1)` would begin a hand, not read the tally
    "not": "if not ...",
}


class ExprLowering:
    if TYPE_CHECKING:  # Lowering's, which this mixin is part of
        zones: dict[str, Any]
        tallies: dict[str, e.Tally]
        program: Any
        errors: Any
        pot_paid_during: list[tuple[Any, Any]]  # (span, fail) of each `pay ... from pot` in a step

        def fail_at(self, path: str) -> Any: ...
        def mark(self, ir_node: Any, path: str, span: Any) -> Any: ...
        def zone_ref(self, word: ast.Word, fail: Any) -> str: ...
        def ranking_ref(self, word: ast.Word, fail: Any) -> Any: ...
        def composition(self, node: ast.Composition, ranking: Any, fail: Any, named: bool = False) -> Any: ...

    # ---- expressions -------------------------------------------------------------------
    def expr(self, node, fail, want: str | None = None):
        """The IR of an expression and its kind; with ``want``, that kind or an error."""
        lowered, kind = self._expr(node, fail)
        if want is not None and kind != want:
            raise fail(
                node.span,
                f"this is {KIND_WORDS[kind]}, and {KIND_WORDS[want]} is needed here",
                _kind_hint(want),
                code="E702",
            )
        return lowered

    def _expr(self, node, fail):
        if isinstance(node, ast.Value):
            value = Fraction(node.number.value)
            if node.unit is None:
                return e.Const(value=value), e.NUMBER
            unit = e.UNITS.get(node.unit.text)
            if unit is None:
                raise fail(
                    node.unit.span,
                    f"unknown unit '{node.unit.text}'",
                    did_you_mean(node.unit.text, e.UNITS) or f"write one of {', '.join(e.UNITS)}",
                    code="E703",
                )
            return e.Unit(count=value, unit=unit), e.NUMBER
        if isinstance(node, ast.Percent):
            return e.Percent(percent=Fraction(node.percent.value, 100), of=self.expr(node.of, fail, e.NUMBER)), e.NUMBER
        if isinstance(node, ast.Arith):
            left, right = self.expr(node.left, fail, e.NUMBER), self.expr(node.right, fail, e.NUMBER)
            if node.op == "-" and left == e.Const(value=Fraction(0)) and isinstance(right, e.Const):
                return e.Const(value=-right.value), e.NUMBER  # `-1`: a number below nothing
            return e.Arith(op=node.op, left=left, right=right), e.NUMBER
        if isinstance(node, ast.CardValue):
            return self._cards(node.card, fail), e.CARDS
        if isinstance(node, ast.Pattern):  # cards named one after another, where an amount stands
            raise fail(
                node.span,
                "cards named one after another are no amount",
                "count them in a zone: `count(Th Jh Qh, hand)`; a zone's cards of a pattern: `count(spades, hand)`",
                code="E702",
            )
        assert isinstance(node, ast.Call)
        return self._call(node, fail)

    def _call(self, node: ast.Call, fail):
        lowered, kind = self._call_lowered(node, fail)
        if isinstance(lowered, e.Call) and lowered.name == "pips":
            ranking = lowered.args[1]
            if ranking.spec.pips is None:
                raise fail(
                    node.span,
                    f"'pips' counts by a pip ranking, and ranking '{ranking.name}' ranks poker hands",
                    "name a ranking of `nearest N` and `count ... as N` lines (see Pip counts), or compare"
                    f" hands with `strength(..., {ranking.name})`",
                    code="E702",
                )
        return lowered, kind

    def _call_lowered(self, node: ast.Call, fail):
        name = node.name.text
        if name in ("min", "max") and name not in self.tallies and node.args and len(node.args) > 2:
            # `max(a, b, c)`: the larger of a and the larger of b and c
            inner = ast.Call(name=node.name, args=node.args[1:], span=node.span)
            node = ast.Call(name=node.name, args=(node.args[0], inner), span=node.span)
        tallies = self.tallies
        if name in tallies:
            return self._tally_read(node, fail), e.NUMBER
        function = e.FUNCTIONS.get(name)
        if name == "net" and function is not None and not getattr(self, "_at_hand_end", False):
            raise fail(
                node.name.span,
                "`net` is what a player won as the pot was divided: known only once the hand has ended",
                "use it in `when hand ends { ... }`: `pay 5% of net(seat) from winners to house`",
                code="E712",
            )
        if function is None:
            if name in getattr(self, "refused_tallies", ()):
                raise PokerlangError(())  # a tally refused by its name: said once, where it is declared (E709)
            if node.args is None:  # a bare word: a seat, a zone or cards, where one stands
                if name in e.SEAT_WORDS:
                    return self._seat(node.name, fail), e.SEAT
                if name in self.zones:
                    return e.ZoneRef(zone=name), e.ZONE
            known = list(e.FUNCTIONS) + list(tallies)
            hint = did_you_mean(name, known) or f"the functions are {_function_list()}"
            if not hint.endswith(("?", ".")):  # a list of names ("... and 2 more") ends a sentence
                hint += "."
            if node.args is None:  # a bare word: a count of the file's own, never declared
                hint += f" Or, for a count of your own, declare it: `tally {name} shared` (`per seat`, `each hand`)"
            raise fail(node.name.span, f"unknown function '{name}'", hint, code="E700")
        args = node.args or ()
        if function.args[:1] == (e.CARDS,) and len(args) > len(function.args):
            # cards first, named in several arguments: `count(Th, Jh, hand)` is `count(Th Jh, hand)`
            extra = len(args) - len(function.args) + 1
            cards = self._card_arg(args[:extra], fail)
            rest = tuple(self._arg(a, k, fail) for a, k in zip(args[extra:], function.args[1:]))
            return e.Call(name=name, args=(cards, *rest)), function.kind
        optional = function.optional is not None and len(args) == len(function.args) + 1
        if len(args) != len(function.args) and not optional:
            want = ", ".join(KIND_WORDS[k] for k in function.args) or "nothing"
            written = f"{name}({', '.join(k for k in function.args)})" if function.args else name
            hint = f"write `{written}`"
            if len(args) == 1 and isinstance(args[0], ast.Composition) and any(x.matching for x in args[0].sources):
                # `pips(hand matching hearts, points)`: the pattern's list took the comma and the ranking
                hint = (
                    "`matching` reads every word after it, commas too, as its pattern: move the cards to a zone"
                    " of their own first (`put all from hand matching hearts diamonds to reds`), then"
                    f" `{name}(reds, ...)`"
                )
            raise fail(
                node.span,
                f"'{name}' takes {len(function.args)} argument{'s' if len(function.args) != 1 else ''}"
                f" ({want}), not {len(args)}",
                hint,
                code="E701",
            )
        matched = _matching(args[0], self.zones) if function.args[:1] == (e.HAND,) and len(args) > 1 else None
        if matched is not None:
            # `pips(hand matching hearts, thirty-one)`: the zone's cards of the pattern alone,
            # as a showdown's source takes them (the pattern's list ends at the comma here);
            # the best hand of the ranking's size among them (a count takes them all)
            spec = self._arg(args[1], e.RANKING, fail).spec
            if spec.pips is None:
                matched = attrs.evolve(matched, best=ast.Number(value=spec.cards, span=matched.span))  # type: ignore[misc]
            args = (matched, *args[1:])
        elif args and _matching(args[0], self.zones) is not None:
            zone = args[0].atoms[0].text
            raise fail(
                args[0].span,
                f"'{name}' reads a whole zone, not the cards of a pattern in it",
                f"count them with `count(PATTERN, {zone})`, or move them to a zone of their own first"
                f" (`put all from {zone} matching ... to ...`)",
                code="E702",
            )
        if function.args[:1] == (e.HAND,) and isinstance(args[0], ast.Composition):
            # a hand made as a showdown makes it (`2 of hand + 3 of board`): by its ranking
            ranking = self._arg(args[1], e.RANKING, fail)
            hand = self._composed_hand(args[0], ranking, fail, every=name in e.EVERY_PLAYER)
            rest = tuple(self._arg(a, k, fail) for a, k in zip(args[2:], function.args[2:] or (e.PLAYERS,)))
            return e.Call(name=name, args=(hand, ranking, *rest)), function.kind
        if name in e.EVERY_PLAYER:  # each player's own cards: no seat in play needed, none named
            lowered: tuple[Any, ...] = (
                self._hand_cards(args[0], fail, every=True),
                self._arg(args[1], e.RANKING, fail),
            )
            if optional:  # among a set of players (`losers`) rather than every player still in
                lowered += (self._arg(args[2], e.PLAYERS, fail),)
            return e.Call(name=name, args=lowered), function.kind
        return e.Call(name=name, args=tuple(self._arg(a, k, fail) for a, k in zip(args, function.args))), function.kind

    def _arg(self, node, kind: str, fail):
        """An argument of the kind the function takes: seats, zones and cards are words."""
        if kind == e.SEAT and isinstance(node, ast.Call) and node.args is None and node.name.text in e.SEAT_WORDS:
            return self._seat(node.name, fail)
        if kind == e.ZONE and isinstance(node, ast.Call) and node.name.text in self.zones:
            seat = None
            if node.args:
                owner = node.args[0]
                if not (isinstance(owner, ast.Call) and owner.args is None and owner.name.text in e.SEAT_WORDS):
                    raise fail(
                        owner.span, "a zone is of a seat here", f"write one of {', '.join(e.SEAT_WORDS)}", code="E702"
                    )
                seat = self._seat(owner.name, fail).name
            zone = self.zone_ref(node.name, fail)
            if seat is not None and not self.zones[zone].per_seat:
                raise fail(node.span, f"zone '{zone}' is shared: it is no seat's", f"write `{zone}` alone", code="E702")
            return e.ZoneRef(zone=zone, seat=seat)
        if kind == e.CARDS:
            return self._card_arg((node,), fail)
        if kind == e.RANKING:
            if not (isinstance(node, ast.Call) and node.args is None):
                raise fail(node.span, "a ranking is named here", "write its name, as `high` or `low`", code="E702")
            spec = self.ranking_ref(node.name, fail)
            return e.RankingRef(name=node.name.text, spec=spec)
        if kind == e.HAND:
            return self._hand_cards(node, fail)
        if kind == e.PLAYERS:
            if not (isinstance(node, ast.Call) and node.args is None):
                raise fail(
                    node.span,
                    "a set of players is needed here",
                    "write one of `losers`, `winners`, `others`, `knocked-out` ...",
                    code="E702",
                )
            return e.SeatSet(name=self._seats_only(node.name, fail))
        return self.expr(node, fail, kind)

    def _composed_hand(self, node: ast.Composition, ranking: e.RankingRef, fail, every: bool) -> e.HandCards:
        """``2 of hand + 3 of board``: the cards a showdown's share would take, the seat's
        own zones those of the player asked about (each player's, for ``strongest``)."""
        opponent = next((s for s in node.sources if s.opponent), None)
        if opponent is not None:
            raise fail(
                opponent.span,
                "a hand asked about is one player's own cards",
                "leave `opponent` to a showdown's shares",
                code="E702",
            )
        composition = self.composition(node, ranking.spec, fail)
        zones = tuple(e.ZoneRef(zone=s.zone) for s in composition.sources)
        one_seat = getattr(self, "_one_seat", 0) or getattr(self, "_paying", False)  # as `_seat` asks
        mine = next((z.zone for z in zones if self.zones[z.zone].per_seat), None)
        if not every and mine is not None and not one_seat:
            raise fail(
                node.span,
                f"`{mine}` is a player's zone, and no player is meant here",
                "ask each player in `each in turn { ... }`, or in a payment's condition",
                code="E704",
            )
        return e.HandCards(zones=zones, seat=None, composition=composition)

    def _hand_cards(self, node, fail, every: bool = False) -> e.HandCards:
        """``hand``, ``hand of right + board``: zones added up, a seat's own zones all of
        one seat (a hand is one player's); ``every``: each player's own, no seat named."""
        parts, zones = [node], []
        while parts:
            part = parts.pop()
            if isinstance(part, ast.Arith) and part.op == "+":
                parts += [part.right, part.left]
            elif isinstance(part, ast.Call) and part.name.text in self.zones:
                zones.append(self._arg(part, e.ZONE, fail))
            else:
                raise fail(
                    part.span,
                    "the cards of a hand are zones, added up",
                    "write a zone, or several: `hand`, `hand of right + board`",
                    code="E702",
                )
        seats = {z.seat for z in zones if self.zones[z.zone].per_seat}
        if len(seats) > 1:
            raise fail(
                node.span,
                "a hand is one player's: its zones are of one seat",
                "name the seat once for each of its zones: `hand of left + up of left + board`",
                code="E702",
            )
        seat = next(iter(seats), None)
        if every and seat is not None:
            raise fail(
                node.span,
                "every player's hand is asked here: each player's own zones, no seat named",
                "write the zones alone: `strongest(hand + board, high)`",
                code="E702",
            )
        if every:
            return e.HandCards(zones=tuple(zones), seat=None)
        one_seat = getattr(self, "_one_seat", 0) or getattr(self, "_paying", False)  # as `_seat` asks
        if seat is None and any(self.zones[z.zone].per_seat for z in zones) and not one_seat:
            mine = next(z.zone for z in zones if self.zones[z.zone].per_seat)
            raise fail(
                node.span,
                f"`{mine}` is a player's zone, and no player is meant here",
                f"say whose: `{mine} of dealer`, `{mine} of left`; or ask each player in `each in turn {{ ... }}`",
                code="E704",
            )
        return e.HandCards(zones=tuple(zones), seat=seat)

    def _card_arg(self, nodes, fail) -> Any:
        """Cards named by one argument, or by several in a row (``count(Th, Jh, hand)``):
        any card that one of them names."""
        atoms: list[ast.Word | ast.RankOf] = []
        for node in nodes:
            if isinstance(node, ast.RankOf):  # `count(rank of kill, hand)`: a rank named by a card dealt
                atoms.append(node)
            elif isinstance(node, ast.Call) and node.args is None:  # a rank, a suit, a card, jokers
                atoms.append(node.name)
            elif isinstance(node, ast.CardValue):
                atoms.append(node.card)
            elif isinstance(node, ast.Pattern):  # `count(Th Jh Qh, hand)`: cards one after another
                atoms.extend(node.words())
            elif isinstance(node, ast.Value):  # a rank written as a number: `count(7, hand)`, `count(2 kings, hand)`
                atoms.append(ast.Word(text=str(node.number.value), span=node.number.span))
                if node.unit is not None:
                    atoms.append(node.unit)
            else:
                return self.expr(node, fail, e.CARDS)  # says what kind it is, and that cards are needed
        span = nodes[0].span
        return e.Cards(pattern=lower_pattern(ast.Pattern(atoms=tuple(atoms), span=span), fail, self.zones))

    def _cards(self, word: ast.Word, fail) -> e.Cards:
        return e.Cards(pattern=lower_pattern(ast.Pattern(atoms=(word,), span=word.span), fail))

    def _seat(self, word: ast.Word, fail) -> e.SeatRef:
        if word.text == "seat" and not getattr(self, "_one_seat", 0) and not getattr(self, "_paying", False):
            raise fail(
                word.span,
                "`seat` is the player a block is played for, and here there is none",
                "use it in a payment, an event's block or `each in turn`; or name a seat, as `dealer`",
                code="E704",
            )
        if word.text in e.NEIGHBOURS and not getattr(self, "_block_seat", 0):
            raise fail(
                word.span,
                f"`{word.text}` is the next player still in from the one a block is played for, and here there is none",
                f"use it inside `each in turn {{ ... }}` or an event's block: `hand of {word.text}`",
                code="E704",
            )
        return e.SeatRef(name=word.text)

    # ---- tallies ------------------------------------------------------------------------
    def tally_table(self) -> dict[str, e.Tally]:
        """Every ``tally`` line, by name (a variation's with its base's)."""
        out: dict[str, e.Tally] = {}
        # a tally refused by its name (E709): its uses are not each "unknown" again
        self.refused_tallies: set[str] = set()
        for name, placed in self.program.tallies.items():
            fail = self.fail_at(placed.path)
            tally = self.errors.attempt(self._tally, placed.item, fail)
            if tally is not None:
                out[name] = self.mark(tally, placed.path, placed.item.span)
            else:
                self.refused_tallies.add(name)
        return out

    def _tally(self, node: ast.Tally, fail) -> e.Tally:
        name = node.name.text
        if name in e.FUNCTIONS or name in e.SEAT_WORDS or name in e.SEAT_SETS or name in self.zones:
            raise fail(
                node.name.span,
                f"'{name}' is already a word of amounts (a function, a seat or a zone)",
                "give the tally another name, as `strikes` or `lives`",
                code="E709",
            )
        if name in CONDITION_WORDS:  # `if opened` would read the language's word, never the tally
            raise fail(
                node.name.span,
                f"'{name}' is already a condition of the language (`{CONDITION_WORDS[name]}`)",
                f"give the tally another name, as `{name}-count`",
                code="E709",
            )
        start = node.start.value if node.start else 0
        return e.Tally(name=name, per_seat=node.per_seat, start=start, each_hand=node.each_hand)

    def _tally_read(self, node: ast.Call, fail):
        tally = self.tallies[node.name.text]
        args = node.args or ()
        if tally.per_seat and len(args) != 1:
            raise fail(
                node.span,
                f"'{tally.name}' is counted for each player: say whose",
                f"write `{tally.name} of SEAT`, as `{tally.name} of seat` or `{tally.name} of dealer`",
                code="E708",
            )
        if not tally.per_seat and args:
            raise fail(
                node.span,
                f"'{tally.name}' is the table's own count: it is no player's",
                f"write `{tally.name}` alone",
                code="E708",
            )
        if args and isinstance(args[0], ast.Call) and not args[0].args and args[0].name.text not in e.SEAT_WORDS:
            word = args[0].name
            if e.SYNONYMS.get(word.text, word.text) in e.SEAT_SETS:  # `bounty of busted`: added up over them
                return e.Call(name=tally.name, args=(e.SeatSet(name=self._seats_only(word, fail)),))
        return e.Call(name=tally.name, args=tuple(self._arg(a, e.SEAT, fail) for a in args))

    def _tally_ref(self, word: ast.Word, seats: ast.Word | None, fail) -> e.Tally:
        tally = self.tallies.get(word.text)
        if tally is None and word.text in getattr(self, "refused_tallies", ()):
            raise PokerlangError(())  # said once, where it is declared (E709)
        if tally is None:
            raise fail(
                word.span,
                f"unknown tally '{word.text}'",
                did_you_mean(word.text, self.tallies)
                or f"declare it: `tally {word.text} per seat` (one count a player; `shared`: one for the table)",
                code="E710",
            )
        if tally.per_seat != (seats is not None):
            how = f"`{tally.name} of WHO`, as `{tally.name} of losers`" if tally.per_seat else f"`{tally.name}` alone"
            kind = "counted for each player" if tally.per_seat else "the table's own count"
            raise fail(word.span, f"'{tally.name}' is {kind}", f"write {how}", code="E708")
        return tally

    def _counted_tally(self, word: ast.Word, kind: str, fail) -> e.Tally:
        """``first highest lead``: a count kept for each player, whose highest (lowest) acts first."""
        tally = self.tallies.get(word.text)
        if tally is None and word.text in getattr(self, "zones", {}):  # a rule book's "highest showing"
            cards = "best" if kind == "highest" else "worst"
            raise fail(
                word.span,
                f"'{word.text}' is a zone: `first {kind} NAME` names a count kept for each player",
                f"did you mean '{cards}'? (`first {cards} {word.text} by RANKING`: the cards showing there)",
                code="E710",
            )
        if tally is not None and not tally.per_seat:
            raise fail(
                word.span,
                f"'{tally.name}' is the table's own count: no player has a highest one",
                f"keep a count for each player: `tally {tally.name} per seat`",
                code="E708",
            )
        return self._tally_ref(word, word, fail)

    def lower_addtally(self, node: ast.AddTally, fail, condition=None) -> e.AddTally:
        tally = self._tally_ref(node.tally, node.seats, fail)
        seats = self._seats_only(node.seats, fail) if node.seats is not None else None
        if seats is None:  # the table's own count: asked once, so `seat` is only a block's player
            amount = self.expr(node.amount, fail, e.NUMBER)
            cond = self.condition(condition, fail) if condition is not None else None  # type: ignore[attr-defined]
        else:
            amount, cond = self._for_each_seat(node.amount, condition, fail)
        return e.AddTally(amount=amount, tally=tally.name, seats=seats, condition=cond, replace=node.replace)

    def lower_putout(self, node: ast.PutOut, fail, condition=None) -> e.PutOut:
        seats = self._seats_only(node.seats, fail)
        _, cond = self._for_each_seat(None, condition, fail)
        return e.PutOut(seats=seats, condition=cond)

    def _seats_only(self, word: ast.Word, fail) -> str:
        name = self._set(word, fail)
        if name in ("pot", "pots", "house"):
            raise fail(
                word.span, f"the {name} is no player", "name players: `losers`, `winners`, `seat` ...", code="E706"
            )
        return name

    def _for_each_seat(self, amount, condition, fail):
        """An amount and a condition asked for each seat in turn: ``seat`` is that one."""
        self._paying = True
        self._one_seat = getattr(self, "_one_seat", 0) + 1
        try:
            lowered = self.expr(amount, fail, e.NUMBER) if amount is not None else None
            cond = self.condition(condition, fail) if condition is not None else None  # type: ignore[attr-defined]
        finally:
            self._paying = False
            self._one_seat -= 1
        return lowered, cond

    def expr_condition(self, node: ast.Condition, fail):
        """``left op right`` (two numbers, two strengths by one ranking, or two seats: the
        same player or not), or a function that says yes or no."""
        if node.kind == "test":
            return e.Test(expr=self.expr(node.left, fail, e.FLAG))
        left, kind = self._expr(node.left, fail)
        if kind == e.SEAT and node.op not in ("=", "!="):
            raise fail(
                node.span,
                f"seats are the same player or not: `{node.op}` does not compare them",
                "write `seat = dealer` or `seat != dealer`",
                code="E702",
            )
        if kind not in (e.NUMBER, e.STRENGTH, e.SEAT):
            self.expr(node.left, fail, e.NUMBER)  # says what it is, and that a number is needed
        right = self.expr(node.right, fail, kind)
        if kind == e.STRENGTH and left.args[1].name != right.args[1].name:
            raise fail(
                node.span,
                f"hands ranked by '{left.args[1].name}' and by '{right.args[1].name}' do not compare",
                "rank both hands by the same ranking",
                code="E702",
            )
        return e.Compare(op=node.op or "=", left=left, right=right)

    def guarded(self, node, condition, fail):
        """A payment or a tally's step, with the condition written after it (or None)."""
        if isinstance(node, ast.Pay):
            return self.lower_pay(node, fail, condition)
        if isinstance(node, ast.AddTally):
            return self.lower_addtally(node, fail, condition)
        return self.lower_putout(node, fail, condition)

    # ---- payments ----------------------------------------------------------------------
    def lower_pay(self, node: ast.Pay, fail, condition=None) -> e.Pay:
        pools = [w for w in (node.payers, node.payees) if self._pool(w, fail)]
        if len(pools) == 2:
            raise fail(node.span, "a pool paying a pool", "pay between a pool and the pot or players", code="E705")
        pool = pools[0].text if pools else None
        payers = "house" if pools and pools[0] is node.payers else self._set(node.payers, fail)
        payees = "house" if pools and pools[0] is node.payees else self._set(node.payees, fail)
        if pool is not None and "house" in (payers, payees) and payers == payees:
            raise fail(
                node.span,
                "a pool paying the house, or the house a pool",
                "the house holds a pool's chips: pay it from the pot or players; to seed it, set it"
                f" (`set {pool} to 1000 if {pool} < 100`: the chips come from the house)",
                code="E705",
            )
        lone = next((w for w, x in ((node.payers, payers), (node.payees, payees)) if x == "seat"), None)
        if lone is not None and not getattr(self, "_one_seat", 0):  # no block is played for a seat here
            raise fail(
                lone.span,
                "`seat` pays or is paid only where a block is played for one player, and here there is none",
                "name a set and ask the condition of each of them: `pay 240 antes from house to players-in if ...`"
                " (in the amount and the condition, `seat` is then each player paid)",
                code="E704",
            )
        if payees == "pots" or (payers == "pots" and payees == "pot"):
            raise fail(node.payees.span, "the pots pay; they are not paid one by one", "pay `to pot`", code="E705")
        if payers == payees and payers in ("pot", "house"):
            raise fail(node.span, f"the {payers} cannot pay itself", "pay from seats, or to seats", code="E705")
        if payees in ("pot", "pots") and getattr(self, "_at_hand_end", False):
            raise fail(
                node.payees.span,
                "at the hand's end the pot is divided: nothing paid into it would be won",
                "pay players (`to winners`) or the house",
                code="E705",
            )
        no_pot = getattr(self, "_pot_kind", None)
        if payers in ("pot", "pots") and no_pot is not None:
            raise fail(
                node.payers.span,
                f"the pot cannot pay at the hand's end here: {no_pot}",
                "pay from the pot in a step of the deal, before its showdown (`pay 50% of pot from pot to"
                " players-in if ...`), between players (`from losers to winners`), or to the house from players",
                code="E711",
            )
        if payers == "pots" and not getattr(self, "_at_hand_end", False):
            raise fail(
                node.payers.span,
                "each pot pays on its own only when the hand ends; during the hand the pot pays as one",
                "write `from pot`, or move the payment into `when hand ends { ... }`",
                code="E705",
            )
        if payers == "pot" and not getattr(self, "_at_hand_end", False):
            # asked once the steps are known: a showdown against the house has no pot
            self.pot_paid_during.append((node.payers.span, fail))
        # The amount and the condition are asked of one seat: the one paid (or paying the
        # pot or the house), so `hand holds 7` and `seat` mean that player.
        self._paying = True
        self._one_seat = getattr(self, "_one_seat", 0) + 1
        try:
            amount = self.expr(node.amount, fail, e.NUMBER)
            cond = self.condition(condition, fail) if condition is not None else None  # type: ignore[attr-defined]
        finally:
            self._paying = False
            self._one_seat -= 1
        return e.Pay(amount=amount, payers=payers, payees=payees, condition=cond, pool=pool)

    def _pool(self, word: ast.Word, fail) -> bool:
        """A shared tally named as who pays or is paid: a pool of chips kept from hand to
        hand (a seat's own tally counts; it holds no chips)."""
        tally = self.tallies.get(word.text)
        if tally is None or word.text in e.SEAT_SETS:
            return False
        if tally.per_seat:
            raise fail(
                word.span,
                f"the tally '{word.text}' is one for each player: a pool of chips is the table's",
                f"write `tally {word.text} shared` to keep chips in it",
                code="E706",
            )
        return True

    def _set(self, word: ast.Word, fail) -> str:
        name = e.SYNONYMS.get(word.text, word.text)
        if name not in e.SEAT_SETS:
            raise fail(
                word.span,
                f"'{word.text}' is no one who can pay or be paid",
                f"{close} Or, for a pool of chips kept from hand to hand: `tally {word.text} shared`"
                if (close := did_you_mean(word.text, e.SEAT_SETS))
                else f"write one of {', '.join(e.SEAT_SETS)}, or a pool (`tally {word.text} shared`)",
                code="E706",
            )
        if name in ("busted", "knocked-out") and not getattr(self, "_at_hand_end", False):
            raise fail(
                word.span,
                f"`{name}` are players a hand left with no chips: known only once it has ended",
                "use it in `when hand ends { ... }`: `add bounty of knocked-out to collected of winners`",
                code="E712",
            )
        return name

    def endings(self, streets: tuple = ()) -> tuple[e.Pay | e.AddTally | e.PutOut, ...]:
        """Every ``when hand ends { ... }`` block's payments, a variation's after its base's.
        ``streets``: the game's, for what its pot is (none against the house; the deals of
        a repeat with a showdown settle their own pots)."""
        self._pot_kind = _pot_kind(streets)
        out: list[e.Pay | e.AddTally | e.PutOut] = []
        for placed in self.program.endings:
            fail = self.fail_at(placed.path)
            fail.path = placed.path
            self._at_hand_end = True
            try:
                for a in placed.item.body:
                    paid = self.errors.attempt(self._ending, a, fail)
                    if paid is not None:
                        out.append(self.mark(paid, placed.path, a.span))
            finally:
                self._at_hand_end = False
        return tuple(out)

    def _ending(self, node, fail):
        if isinstance(node, ast.Guard) and isinstance(node.action, ENDING_STEPS):
            return self.guarded(node.action, node.condition, fail)
        if isinstance(node, ENDING_STEPS):
            return self.guarded(node, None, fail)
        raise fail(
            node.span,
            "the end of the hand holds payments and tallies only",
            "write `pay AMOUNT from PAYERS to PAYEES`, `add AMOUNT to TALLY of WHO`, `set TALLY of WHO to AMOUNT`"
            " or `put WHO out` lines, each with its `if CONDITION` if it has one",
            code="E707",
        )


def _pot_kind(streets: tuple, at_end: bool = True) -> str | None:
    """Why a game has no one pot to take from at its end, or during the hand (None: it
    has; the pot of a deal played again pays during it)."""
    from pokerlang.ir import game as ir
    from pokerlang.ir.control import Legs

    for street in streets:
        for a in ir.walk(street.actions):
            if isinstance(a, ir.Showdown) and (a.house is not None or a.pairwise is not None):
                return "a showdown against the house or pairwise has no pot"
            if isinstance(a, ir.Repeat) and a.deals and at_end:
                if isinstance(a.until, Legs):  # the pot goes to the legs, not to a deal
                    return "deal after deal for legs, the pot goes to the player with the legs as the repeat ends"
                return "each deal of the repeat settles its own pot"
    return None


def pot_paid_during(lowering, streets: tuple) -> None:
    """A ``pay ... from pot`` step during the hand, refused where there is no pot (E711)."""
    why = _pot_kind(streets, at_end=False)
    if why is None:
        return
    for span, fail in lowering.pot_paid_during:
        lowering.errors.attempt(_no_pot, span, fail, why)


def _no_pot(span, fail, why: str) -> None:
    raise fail(span, f"the pot cannot pay here: {why}", "pay between players, or to them from the house", code="E711")


def _kind_hint(want: str) -> str:
    if want == e.NUMBER:
        return "write a number of chips or a count: `3`, `2 big-blinds`, `5% of pot`, `stack(dealer)`"
    if want == e.FLAG:
        return "compare two numbers (`cards(board) > 0`), or use a test such as `all-in`"
    if want == e.SEAT:
        return f"name a seat: {', '.join(e.SEAT_WORDS)}"
    if want == e.ZONE:
        return "name a zone, as `board`, or a seat's zone of a seat, as `hand of dealer`"
    return "name cards: a rank (7, sevens), a suit (spades) or a card (Qs)"
