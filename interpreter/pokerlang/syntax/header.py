"""Parse tree -> AST for a file's header and settings (version, game, players, deck,
wild cards, zones, betting, forced bets, stakes, table rules): a mixin of ``AstBuilder``.
Each method receives (meta, children), as there."""

from __future__ import annotations

import attrs

from pokerlang.diagnostics import Span
from lark import Token, Transformer, v_args

from pokerlang.syntax import ast
from pokerlang.syntax.tokens import SyntaxProblem, flat as _flat, number, span_of, token_span, tokens_of, word
from pokerlang.syntax.vocab import PHRASES, choice, expect, phrase

LANGUAGE_VERSIONS = (1,)  # the versions of the language this interpreter reads (`pokerlang 1`)


def nodes_of(children, cls) -> tuple:
    return tuple(c for c in children if isinstance(c, cls))


@v_args(meta=True)
class HeaderBuilder(Transformer):
    def version(self, meta, c):
        n = number(c[0])
        if n.value not in LANGUAGE_VERSIONS:
            known = ", ".join(str(v) for v in LANGUAGE_VERSIONS)
            raise SyntaxProblem(
                n.span,
                f"unknown language version {n.value}",
                f"this pokerlang reads version {known}: write `pokerlang {LANGUAGE_VERSIONS[-1]}`",
                code="E007",
            )
        return ast.Version(number=n, span=span_of(meta))

    def game(self, meta, c):
        return ast.Game(title=str(c[0])[1:-1], span=span_of(meta))

    def extends(self, meta, c):
        return ast.Extends(target=word(c[0]), span=span_of(meta))

    def rotation(self, meta, c):
        return ast.Rotation(every=c[0][1], members=tuple(word(t) for t in c[1:]), span=span_of(meta))

    def import_(self, meta, c):
        return ast.Import(target=word(c[0]), span=span_of(meta))

    def players(self, meta, c):
        low = number(c[0])
        return ast.Players(low=low, high=number(c[1]) if len(c) > 1 else low, span=span_of(meta))

    def deck(self, meta, c):
        # A deck, then for each tier its number of players and the next deck: one node
        # each, the next deck (for more players) its ``above``, from the last one back.
        deck = c[-1]
        for i in range(len(c) - 3, -1, -2):
            deck = attrs.evolve(c[i], up_to=number(c[i + 1]), above=deck)
        return attrs.evolve(deck, span=span_of(meta))

    def deck_standard(self, meta, c):
        expect(c[0], "standard")
        stripped = tuple(word(t) for t in c[1:] if isinstance(t, Token))
        return ast.Deck(low=None, high=None, jokers=_jokers(c), stripped=stripped, span=span_of(meta))

    def deck_ranks(self, meta, c):
        ranks = [word(t) for t in c if isinstance(t, Token)]
        return ast.Deck(low=ranks[0], high=ranks[1], jokers=_jokers(c), stripped=tuple(ranks[2:]), span=span_of(meta))

    def deck_cards(self, meta, c):
        return ast.Deck(
            low=None,
            high=None,
            cards=tuple(word(t) for t in c if isinstance(t, Token)),
            jokers=_jokers(c),
            span=span_of(meta),
        )

    def deck_jokers(self, meta, c):
        choice(c[1], "jokers")
        return ("jokers", number(c[0]))

    # ---- wild cards --------------------------------------------------------------
    def wild(self, meta, c):
        kind, pattern, zone, per_seat = c[0]
        highest = kind == "highest"
        bug = any(x is True for x in c[1:])
        faces = tuple(x for x in c[1:] if isinstance(x, tuple))  # (bug, face) for each face written
        if faces:
            faces = ((bug, faces[0][1]), *faces[1:])
        guard = next((x for x in c[1:] if isinstance(x, ast.Guard)), None)
        return ast.Wild(
            condition=guard.condition if guard is not None else None,
            kind="lowest" if highest else kind,
            pattern=pattern,
            zone=zone,
            per_seat=per_seat,
            bug=bug,
            span=span_of(meta),
            highest=highest,
            faces=faces,
        )

    share_wild = wild

    def wild_face(self, meta, c):
        return (False, c[0])

    def wild_other(self, meta, c):
        return (len(c) > 1, c[-1])

    def wild_fixed(self, meta, c):
        pattern, per_seat = c[0], len(c) > 1
        named = pattern.atoms[0] if len(pattern.atoms) == 1 else None
        if isinstance(named, ast.RankOf):  # `wild rank of spit`: the rules that read a zone
            return ("last" if named.last else "down", None, named.zone, per_seat)
        return ("cards", pattern, None, per_seat)

    def wild_follows(self, meta, c):
        return ("follows", c[0], None, False)

    def wild_lowest(self, meta, c):
        return ("lowest", None, word(c[0]), len(c) > 1)

    def wild_highest(self, meta, c):
        return ("highest", None, word(c[0]), len(c) > 1)

    def wild_seat(self, meta, c):
        return True

    def as_bug(self, meta, c):
        expect(c[0], "bug")
        return True

    def zone(self, meta, c):
        grid = next((x for x in c[3:] if isinstance(x, ast.Grid)), None)
        lines = next((x for x in c[3:] if isinstance(x, tuple)), ())
        return ast.Zone(
            name=word(c[0]),
            per_seat=c[1],
            visibility=choice(c[2], "visibility"),
            grid=grid,
            span=span_of(meta),
            lines=lines,
        )

    def per_seat(self, meta, c):
        return True

    def shared(self, meta, c):
        return False

    def grid(self, meta, c):
        expect(tokens_of(c, "NAME")[0], "x")
        ints = tokens_of(c, "INT")
        return ast.Grid(
            rows=number(ints[0]),
            columns=number(ints[1]),
            stacks=len(tokens_of(c, "NAME")) > 1 and bool(choice(tokens_of(c, "NAME")[1], "stacks")),
            span=span_of(meta),
        )

    # ---- table rules ---------------------------------------------------------------
    def betting(self, meta, c):
        spread = next((x for x in c if isinstance(x, tuple)), None)
        cap = next((number(t) for t in c[1:] if isinstance(t, Token)), None)
        heads_up = next((x for x in c if x in ("kept", "lifted")), None)
        sizes = next((x for x in c if isinstance(x, list)), [])
        return ast.Betting(
            limit=choice(c[0], "betting"),
            cap=cap,
            span=span_of(meta),
            spread=spread,
            heads_up=heads_up,
            per_hand="hand" in c,
            sizes=tuple(sizes),
        )

    def sizes(self, meta, c):  # a list, told apart from the spread's tuple
        return list(c)

    def size(self, meta, c):
        return (word(c[0]), c[1])

    def cap_words(self, meta, c):  # `even heads-up`, `except heads-up`, `big-blinds`: the vocabulary's
        return getattr(self, phrase(c, "cap")[0])(meta, [])

    def cap_hand(self, meta, c):
        return "hand"

    def cap_kept(self, meta, c):
        return "kept"

    def cap_lifted(self, meta, c):
        return "lifted"

    def spread(self, meta, c):
        return (number(c[0]), number(c[1]))

    def forced(self, meta, c):
        return ast.Forced(bets=tuple(c), span=span_of(meta))

    def blinds(self, meta, c):
        return ast.ForcedBet(kind="blinds", big_blinds=None, span=span_of(meta))

    def ante(self, meta, c):
        amount = number(c[0]) if c else None
        return ast.ForcedBet(kind="ante", big_blinds=amount, span=span_of(meta))

    def big_blind_ante(self, meta, c):
        amount = number(c[0]) if c else None
        return ast.ForcedBet(kind="ante", big_blinds=amount, by="big-blind", span=span_of(meta))

    def button_ante(self, meta, c):
        amount = number(c[0]) if c else None
        return ast.ForcedBet(kind="ante", big_blinds=amount, by="button", span=span_of(meta))

    def straddle(self, meta, c):
        return ast.ForcedBet(kind="straddle", big_blinds=None, span=span_of(meta))

    def blinds_count(self, meta, c):
        return ast.ForcedBet(kind="blinds", big_blinds=None, count=number(c[0]), span=span_of(meta))

    def straddles(self, meta, c):
        return ast.ForcedBet(kind="straddle", big_blinds=None, count=number(c[0]), span=span_of(meta))

    def button_straddle(self, meta, c):
        return ast.ForcedBet(kind="button-straddle", big_blinds=None, span=span_of(meta))

    def forced_bet(self, meta, c):
        """A forced bet's sentence (``optional straddle``): its node, as the table says."""
        toks = c[0]
        optional = 0
        while len(toks) > optional + 1 and str(toks[optional]) == "optional":  # the vocabulary's word
            optional += 1
        method, holes = phrase(toks[optional:], "forced")
        bet = getattr(self, method)(meta, holes)
        return attrs.evolve(bet, optional=True) if optional else bet

    def optional(self, meta, c):
        # `optional optional straddle` reads as one: the compiler asks only whether it is
        return attrs.evolve(c[0], optional=True, span=span_of(meta))

    def kill(self, meta, c):
        words = _flat(c)
        _, holes = phrase(words, "table")
        size = choice(holes[0], "kill") if len(holes) > 1 else "full"
        # big-blind, big-bet or chip: the sentence's last word; `... 2 pots in a row`: a streak
        unit = "in-a-row" if str(words[-1]) == "row" else str(words[-1]).removesuffix("s")
        return ast.Kill(size=size, big_blinds=number(holes[-1]), span=span_of(meta), unit=unit)

    def button_blind(self, meta, c):
        return ast.ForcedBet(kind="button-blind", big_blinds=None, span=span_of(meta))

    def single_blind(self, meta, c):
        return ast.ForcedBet(kind="single-blind", big_blinds=None, span=span_of(meta))

    def no_forced(self, meta, c):
        return ast.ForcedBet(kind="none", big_blinds=None, span=span_of(meta))

    # ---- default stakes ---------------------------------------------------------------
    def stakes(self, meta, c):
        # the words after `stakes`, one stake from each word that is not a number, a `/`
        # or the `big-blinds` of a stack
        pieces: list[list[Token]] = []
        for tok in c[1:]:
            if (tok.type in ("NAME", "BET") and str(tok) != "big-blinds") or not pieces:
                pieces.append([])
            pieces[-1].append(tok)
        items = []
        words = {row.split()[0] for row in PHRASES["stakes"]}
        for piece, after in zip(pieces, [*pieces[1:], None]):
            if len(piece) == 1 and str(piece[0]) in words and after is not None and str(after[0]) not in words:
                # `stakes blinds 5/10 ante lvl`: the word after the stake is its amount, not a stake
                raise SyntaxProblem(
                    token_span(after[0]),
                    f"'{after[0]}' is not a number of chips: `{piece[0]}` takes one",
                    f"write `{piece[0]} 5`, in chips (a tournament's rising stakes are a match's levels)",
                    code="E131",
                )
            kind, holes = phrase(piece, "stakes")
            amounts = tuple(number(t) for t in holes)
            items.append(ast.Stake(kind=kind, amounts=amounts, span=_tokens_span(piece)))
        return ast.Stakes(items=tuple(items), span=span_of(meta))

    def _stake(self, kind, meta, c):
        return ast.Stake(kind=kind, amounts=tuple(number(t) for t in tokens_of(c, "INT")), span=span_of(meta))

    def stake_ante(self, meta, c):
        return self._stake("ante", meta, c)

    def stake_blinds(self, meta, c):
        return self._stake("blinds", meta, c)

    def stake_bring_in(self, meta, c):
        return self._stake("bring-in", meta, c)

    def stake_bet(self, meta, c):
        return self._stake("bet", meta, c)

    def stake_bets(self, meta, c):
        return self._stake("bets", meta, c)

    def stake_stack(self, meta, c):
        return self._stake("stack", meta, c)

    def stake_stack_big_blinds(self, meta, c):  # `stack 20 big-blinds`: of the big blind played
        return self._stake("stack-big-blinds", meta, c)

    def stake_straddle(self, meta, c):
        return self._stake("straddle", meta, c)

    def words(self, meta, c):  # a sentence's words, read by the rule around them
        return list(c)

    def phh(self, meta, c):
        return ast.Phh(codes=tuple(word(t) for t in c), span=span_of(meta))

    def reshuffle(self, meta, c):
        toks = _flat(c)
        phrase(toks, "table")
        return ast.Reshuffle(spare_pending=any(str(t) == "except" for t in toks), span=span_of(meta))

    def runs(self, meta, c):
        toks = _flat(c)
        phrase(toks, "table")
        ints = tokens_of(toks, "INT")
        # `twice` is 2 where the file wrote it: a number's span, for a diagnostic about it
        twice = next((t for t in toks if str(t) == "twice"), None)
        times = number(ints[0]) if ints or twice is None else ast.Number(value=2, span=token_span(twice))
        return ast.Runs(times=times, agreed=any(str(t) == "agreement" for t in toks), span=span_of(meta))

    # ---- rankings ------------------------------------------------------------------


def _tokens_span(toks: list[Token]) -> Span:
    first, last = token_span(toks[0]), token_span(toks[-1])
    return Span(first.line, first.column, last.end_line, last.end_column)


def _jokers(c) -> ast.Number | None:
    """The ``+ N jokers`` of a deck line, if written."""
    return next((x[1] for x in c if isinstance(x, tuple) and x[0] == "jokers"), None)
