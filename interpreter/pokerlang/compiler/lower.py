"""A merged Program -> the Game IR: names resolved, numbers range-checked.

The header's settings, control steps and showdowns are lowered by mixins of ``Lowering``
(``settings``, ``control``, ``showdown``); the card steps are lowered here."""

from __future__ import annotations

import attrs

from pathlib import Path

from pokerlang.cards.card import RANKS
from pokerlang.ir import expr as e
from pokerlang.ir.expr import NEIGHBOURS
from pokerlang.ir import game as ir
from pokerlang.ir.pot import Price
from pokerlang.compiler import moves, rows
from pokerlang.compiler.collect import Collector
from pokerlang.compiler.control import ControlLowering
from pokerlang.compiler.expr import ExprLowering, pot_paid_during
from pokerlang.compiler.settings import SettingsLowering
from pokerlang.compiler.showdown import ShowdownLowering
from pokerlang.compiler.loader import Loader, Program
from pokerlang.compiler.rankings import RankingBuilder
from pokerlang.compiler.wilds import deck_jokers, lower_game_wilds
from pokerlang.diagnostics import PokerlangError, Span, did_you_mean
from pokerlang.ir.ranking import RankingSpec, Source
from pokerlang.ir.rows import SetRows
from pokerlang.syntax import ast

BUILTIN_ZONES = (
    ir.Zone(name="deck", per_seat=False, visibility="hidden"),
    ir.Zone(name="muck", per_seat=False, visibility="hidden"),
)
SEATS = ("dealer", "small-blind", "big-blind")
MOVES = ("swap", "stack", "pass")
MAX_COUNT = 52


def stand_in(node: ast.Zone) -> ir.Zone:
    """A zone whose line has an error still exists, so its uses raise no errors of their own."""
    return ir.Zone(name=node.name.text, per_seat=node.per_seat, visibility=node.visibility)


class Lowering(SettingsLowering, ControlLowering, ExprLowering, ShowdownLowering):
    def __init__(self, loader: Loader, program: Program):
        self.loader = loader
        self.program = program
        self.path = program.path
        self.zones: dict[str, ir.Zone] = {}
        self.rankings: dict[str, RankingSpec] = {}
        # id(IR node) -> (path, span): IR has no syntax, but check must point at lines
        self.spans: dict[int, tuple[str, Span]] = {}
        self.errors: Collector = loader.errors  # every error of the file, each item on its own
        # Lowering the game for fewer players: with the deck of this tier of the deck line
        # (0: the first); None, the deck after `else`, for the most players.
        self.tier: int | None = None
        self.tallies: dict = {}  # `tally` lines by name (compiler.expr)
        self.pot_paid_during: list = []  # (span, fail) of each `pay ... from pot` in the hand's steps

    def mark(self, ir_node, path: str, span: Span):
        self.spans[id(ir_node)] = (path, span)
        return ir_node

    def fail_at(self, path: str):
        def fail(span: Span, message: str, hint: str | None = None, code: str | None = None):
            return self.loader.error(path, span, message, hint, code=code)

        return fail

    # ---- settings ----------------------------------------------------------------------
    def setting(self, kind):
        placed = self.program.settings.get(kind)
        return (placed.item, self.fail_at(placed.path)) if placed else (None, None)

    def game(self) -> ir.Game:
        attempt = self.errors.attempt
        ranks = attempt(self.deck_ranks, default=RANKS)
        deck_cards = attempt(self.deck_cards, default=self.deck_cards_once())
        if deck_cards is not None:
            ranks = "".join(r for r in RANKS if any(c.rank_char == r for c in deck_cards))
        low, high = attempt(self.players, default=(2, 10))
        tiers = attempt(self.deck_tiers, low, high, default=())
        self.deck_ranks_in_play = ranks  # every ranking used must rank them all
        self.rankings = RankingBuilder(self.program.rankings, self.fail_at, attempt, deck_ranks=ranks).all()
        self.zones = {z.name: z for z in BUILTIN_ZONES}
        for placed in self.program.zones.values():
            zone = attempt(self.zone, placed.item, self.fail_at(placed.path), default=stand_in(placed.item))
            self.zones[zone.name] = self.mark(zone, placed.path, placed.item.name.span)
        self.player_range = (low, high)  # a pass N seats away must stay below a full table
        self.tallies = self.tally_table()  # before the steps, which read and change them
        streets = tuple(self.street(name, placed) for name, placed in self.program.steps)
        attempt(self.one_player, low, streets)
        title, _ = self.setting(ast.Game)
        betting, forced = attempt(self.betting, default=ir.Betting()), attempt(self.forced, default=ir.Forced())
        phh = attempt(self.phh_codes, default=())
        endings = self.endings(streets)
        events, on_fold = self.events(), self.fold_events()
        pot_paid_during(self, streets)
        self.errors.done()
        return ir.Game(
            name=Path(self.path).stem,
            title=title.title if title else Path(self.path).stem,
            path=self.path,
            min_players=low,
            max_players=high,
            ranks=ranks,
            zones=tuple(self.zones.values()),
            betting=betting,
            forced=forced,
            fold_only_facing_bet=self.setting(ast.FoldRule)[0] is not None,
            phh=phh,
            reshuffle=self.setting(ast.Reshuffle)[0] is not None,
            spare_pending=bool(getattr(self.setting(ast.Reshuffle)[0], "spare_pending", False)),
            rankings=tuple(self.rankings.values()),
            streets=streets,
            extends=self.program.base,
            cards=deck_cards,
            events=events,
            on_fold=on_fold,
            jokers=deck_jokers(*self._deck(None)),
            small_deck=self.fewer_players(tiers),
            wilds=lower_game_wilds(self),
            stakes=self.stakes(streets),
            kill=self.kill(),
            runs=self.runs(),
            match=self.match(),
            endings=endings,
            tallies=tuple(self.tallies.values()),
        )

    def fewer_players(self, tiers: tuple[int, ...]) -> ir.SmallDeck | None:
        """``deck ranks 7..A up to 6 players, else standard``: the game lowered again with the
        deck of the tier below this one, for tables of its number of players or fewer (that
        game, with the tier below it in turn); the file's lines are the same, so a ranking's
        ``ranks of the deck`` and every check follow the deck played."""
        below = (len(tiers) if self.tier is None else self.tier) - 1
        if below < 0:
            return None
        again = Lowering(self.loader, self.program)
        again.tier, again.spans = below, self.spans  # one source map for every game
        return ir.SmallDeck(up_to=tiers[below], game=again.game())

    # ---- steps -------------------------------------------------------------------------
    def one_player(self, low: int, streets: tuple[ir.Street, ...]) -> None:
        """A table of one player is a game against the house (video poker, a casino table
        with one player at it): a showdown against the house, or a game settled by its
        payments with the house (`showdown none`, Criss Cross's bets paid by tables of
        the file's own); any other game needs two."""
        if low > 1:
            return
        showdowns = [a for s in streets for a in ir.walk(s.actions) if isinstance(a, ir.Showdown)]
        if any(a.house is not None for a in showdowns):
            return
        if any(_against_house(placed.item.actions) for _, placed in self.program.steps):
            return  # written so, and refused for a mistake of its own
        blocks = [placed.item.actions for _, placed in self.program.steps]
        blocks += [placed.item.body for placed in self.program.endings]
        if any(not a.shares and a.pairwise is None for a in showdowns) and any(map(_pays_house, blocks)):
            return
        players, fail = self.setting(ast.Players)
        raise fail(
            players.low.span,
            "a game of one player is played against the house",
            "write `players 2..` or more, or settle with `showdown against the house { ... }` (or with"
            " `showdown none` and payments to and from the house)",
            code="E050",
        )

    def street(self, name, placed) -> ir.Street:
        fail = self.fail_at(placed.path)
        fail.path = placed.path
        lowered = (self.errors.attempt(self.action, a, fail) for a in placed.item.actions)  # each on its own
        street = ir.Street(name=name, actions=tuple(a for a in lowered if a is not None))
        return self.mark(street, placed.path, placed.item.span)

    def action(self, node, fail):
        method = getattr(self, "lower_" + type(node).__name__.lower())
        return self.mark(method(node, fail), fail.path, node.span)

    def zone_ref(self, word: ast.Word, fail, *, per_seat: bool | None = None, hint: str = "") -> str:
        zone = self.zones.get(word.text)
        if zone is None:
            raise fail(word.span, f"unknown zone '{word.text}'", did_you_mean(word.text, self.zones), code="E101")
        if per_seat is not None and zone.per_seat != per_seat:
            whose = "a seat's" if per_seat else "a shared"
            raise fail(
                word.span,
                f"zone '{word.text}' is not {whose} zone",
                hint.format(zone=zone.name) or f"this needs {whose} zone here",
                code="E501",
            )
        return zone.name

    def ranking_ref(self, word: ast.Word, fail) -> RankingSpec:
        if word.text not in self.rankings:
            hint = did_you_mean(word.text, self.rankings)
            if not self.rankings:
                hint = "no rankings are defined: add `import rankings`"
            raise fail(word.span, f"unknown ranking '{word.text}'", hint, code="E102")
        ranking = self.rankings[word.text]
        missing = [r for r in getattr(self, "deck_ranks_in_play", "") if r not in ranking.ranks]
        if missing:
            raise fail(
                word.span,
                f"ranking '{ranking.name}' ranks {ranking.ranks[0]} to {ranking.ranks[-1]}, "
                f"but the deck also holds {', '.join(missing)}",
                "use a ranking of every rank in the deck, or name the deck's ranks (`deck ranks 6..A`)",
                code="E401",
            )
        return ranking

    def count(self, n: ast.Number, fail, low: int = 1, high: int = MAX_COUNT) -> int:
        if not low <= n.value <= high:
            raise fail(n.span, f"{n.value} is out of range here", f"write a number from {low} to {high}", code="E050")
        return n.value

    def lower_deal(self, node: ast.Deal, fail) -> ir.Deal:
        zone = self.zones.get(self.zone_ref(node.zone, fail))
        if zone.name in ("deck", "muck"):
            raise fail(
                node.zone.span,
                f"cannot deal to the {zone.name}",
                "deal to a zone of the file, such as hand or board",
                code="E502",
            )
        face_up = node.face == "up" if node.face else zone.visibility == "public"
        only = node.only_declared
        if only is not None and not zone.per_seat:
            raise fail(
                only.span,
                f"zone '{zone.name}' is shared: it has no seats to choose among",
                "deal 'only declared ...' to a seat's zone",
                code="E501",
            )
        short = None
        if node.if_short is not None:
            short = self.zones.get(self.zone_ref(node.if_short, fail))
            if not zone.per_seat or short.per_seat or short.name in ("deck", "muck"):
                raise fail(
                    node.if_short.span,
                    "a short deck turns a deal to every seat into one"
                    " for all: deal to a seat's zone, or else to a shared zone",
                    "deal 1 to hole, or to board if the deck is short",
                    code="E508",
                )
        count = self.count(node.count, fail)
        if node.offered and (count != 1 or not face_up or not zone.per_seat or only or short):
            raise fail(
                node.span,
                "a card offered round the table is one card, face up, to each player's own zone",
                "deal 1 up to shown, offered round the table",
                code="E518",
            )
        return ir.Deal(
            count=count,
            zone=zone.name,
            face_up=face_up,
            only_declared=only.text if only is not None else None,
            if_short=short.name if short is not None else None,
            offered=node.offered,
        )

    def lower_burn(self, node: ast.Burn, fail) -> ir.Burn:
        return ir.Burn(count=self.count(node.count, fail))

    def lower_bet(self, node: ast.Bet, fail) -> ir.Bet:
        if node.size == "small-or-big" and self._limit() not in (None, "fixed-limit"):
            raise fail(
                node.span,
                "the choice of the small or the big bet is a fixed-limit round's",
                "write `betting fixed-limit`, or `bet` alone (any size the limit allows)",
                code="E318",
            )
        first = self.opener(node.first, fail) if node.first else ir.Opener(kind="after", seat="dealer")
        openers, rising = self.openers(node.openers, fail) if node.openers else (None, ())
        if node.bring_in:
            bring_in = self.opener(node.bring_in, fail)
            if node.otherwise:
                first = self.opener(node.otherwise, fail)
            else:
                first = ir.Opener(kind="after", seat="bring-in")
            return ir.Bet(
                size=node.size or "small",
                first=first,
                bring_in=bring_in,
                openers=openers,
                rising=rising,
                limit=node.limit,  # type: ignore[arg-type]  # no-limit or pot-limit: the vocabulary's
                or_drop=node.or_drop,
            )
        return ir.Bet(
            size=node.size or "small",  # type: ignore[arg-type]  # the vocabulary's sizes
            first=first,
            openers=openers,
            rising=rising,
            limit=node.limit,  # type: ignore[arg-type]
            or_drop=node.or_drop,
        )

    def _limit(self) -> str | None:
        """The game's betting limit (None when its setting is wrong: reported where it is lowered)."""
        try:
            return self.betting().limit
        except PokerlangError:
            return None

    def opener(self, who: ast.Who, fail) -> ir.Opener:
        if who.kind == "after":
            if who.seat.text in ("seat", *NEIGHBOURS):  # in a block for one player: theirs, or a neighbour
                return ir.Opener(kind="after", seat=self._seat(who.seat, fail).name)
            if who.seat.text not in SEATS:
                known = (*SEATS, "seat", *NEIGHBOURS)
                hint = did_you_mean(who.seat.text, known)
                if who.seat.text in ("opener", "last-aggressor"):  # `bet first after opener`
                    hint = f"that player acts first, not the one after: `bet first {who.seat.text}`"
                raise fail(who.seat.span, f"unknown seat '{who.seat.text}'", hint, code="E103")
            return ir.Opener(kind="after", seat=who.seat.text)
        if who.kind in ("last-aggressor", "opener"):
            return ir.Opener(kind=who.kind)
        if who.kind in ("highest", "lowest"):
            return ir.Opener(kind=who.kind, tally=self._counted_tally(who.tally, who.kind, fail).name)
        sources = self.sources(who.sources, who.span, fail)
        ranking = self.ranking_ref(who.ranking, fail)
        if ranking.pips is None and ranking.min_cards > 1:
            # The cards showing grow a street at a time: a ranking of whole hands would rank
            # nobody on the early streets (and the seat left of the dealer would act first).
            raise fail(
                who.ranking.span,
                f"ranking '{ranking.name}' ranks whole hands of {ranking.cards} cards, and fewer cards may show",
                f"rank what shows with partial hands: `ranking {ranking.name}-showing extends {ranking.name} "
                "{ partial from 1 }` (the standard library's `showing`, `upcards`, `low-showing` and "
                "`low-upcards` are such rankings)",
                code="E402",
            )
        return ir.Opener(kind=who.kind, sources=sources, ranking=ranking)

    def sources(self, nodes, span, fail, named: bool = False) -> tuple[Source, ...]:
        """The zones a hand is made of, each named once: a zone named twice would hand
        the evaluator the same cards twice (a betting order's hand as much as a showdown's).
        ``named``: whether ``matching`` may name a rank by a card dealt (a showdown's hands)."""
        sources = tuple(self.source(s, fail) for s in nodes)
        at = next((s for s, n in zip(sources, nodes) if not named and s.matching and s.matching.named), None)
        if at is not None:
            where = next(n for n in nodes if n.matching and n.matching.named())
            raise fail(
                where.matching.named()[0].span,
                "only a showdown's hands take the cards of a rank named by a card dealt",
                "name the cards here (`matching spades`), or take them at the showdown",
                code="E451",
            )
        named = [(s.zone, s.whose) for s in sources]
        twice = next((z for i, (z, w) in enumerate(named) if (z, w) in named[:i]), None)
        if twice is not None:
            raise fail(span, f"zone '{twice}' is named twice in this hand", "name each zone once", code="E111")
        return sources

    def source(self, node: ast.Source, fail) -> Source:
        name = self.zone_ref(node.zone, fail)
        zone = self.zones[name]
        if name in ("deck", "muck"):
            raise fail(
                node.zone.span,
                f"the {name} holds no player's cards",
                "make the hand from the players' zones and the board",
                code="E502",
            )
        whose = "opponent" if node.opponent else ("own" if zone.per_seat or zone.grid else "shared")
        if node.opponent and not (zone.per_seat or zone.grid):
            raise fail(
                node.zone.span,
                f"zone '{name}' is shared: no opponent owns it",
                "'opponent' takes a seat's zone",
                code="E501",
            )
        extras = moves.source_extras(self, node, zone, fail)
        if node.exactly is not None:
            n = self.count(node.exactly, fail, 0)
            return Source(zone=name, whose=whose, min_count=n, max_count=n, **extras)
        if node.up_to is not None:
            return Source(zone=name, whose=whose, max_count=self.count(node.up_to, fail, 0), **extras)
        return Source(zone=name, whose=whose, **extras)

    def lower_choose(self, node: ast.Choose, fail) -> ir.Choose:
        return moves.choose(self, node, fail)

    def lower_setrows(self, node, fail) -> SetRows:
        return rows.set_rows(self, node, fail)

    def lower_roll(self, node: ast.Roll, fail) -> ir.Roll:
        return moves.roll(self, node, fail)

    def lower_expose(self, node: ast.Expose, fail) -> ir.Expose:
        moves.blind_choice(self, node.zone, fail)
        return ir.Expose(
            count=self.count(node.count, fail),
            zone=self.zone_ref(node.zone, fail, per_seat=True, hint=moves.SHARED_TURNED_UP),
            together=node.together,
        )

    def lower_put(self, node: ast.Put, fail) -> ir.Put:
        return moves.put(self, node, fail)

    def lower_exposeall(self, node: ast.ExposeAll, fail) -> ir.ExposeAll:
        return ir.ExposeAll(zone=self.zone_ref(node.zone, fail, per_seat=True, hint=moves.SHARED_TURNED_UP))

    def lower_discard(self, node: ast.Discard, fail) -> ir.Discard:
        moves.blind_choice(self, node.zone, fail)
        return ir.Discard(
            count=self.count(node.count, fail),
            zone=self.zone_ref(node.zone, fail, per_seat=True),
            together=node.together,
        )

    def lower_draw(self, node: ast.Draw, fail) -> ir.Draw:
        low, high = self.count(node.low, fail, 0), self.count(node.high, fail, 1)
        if low > high:
            raise fail(
                node.low.span, f"draw range {low}..{high} is empty", "write the smaller number first", code="E051"
            )
        if node.single and not low <= 1 <= high:
            raise fail(
                node.span,
                "a rule for one-card exchanges, but one card cannot be drawn",
                "include 1 in the range",
                code="E509",
            )
        moves.blind_choice(self, node.zone, fail)
        return ir.Draw(
            low=low,
            high=high,
            zone=self.zone_ref(node.zone, fail, per_seat=True),
            single=node.single,
            price=moves.option_price(self, node.price, fail),
        )

    def lower_declare(self, node: ast.Declare, fail) -> ir.Declare:
        options, seen = [], set()
        for opt in node.options:
            if opt.name.text in seen:
                raise fail(opt.name.span, f"'{opt.name.text}' is declared twice", "offer each choice once", code="E110")
            seen.add(opt.name.text)
            means = tuple(w.text for w in opt.means) or (opt.name.text,)
            folds = means == ("fold",)
            price = moves.option_price(self, opt.price, fail)  # contests the showdown as any player in
            offered = self._offered_if(opt.offered_if, fail) if opt.offered_if is not None else None
            up_to = self._offered_if(opt.up_to, fail, e.NUMBER) if opt.up_to is not None else None
            least = self._offered_if(opt.least, fail, e.NUMBER) if opt.least is not None else None
            if up_to is not None and price is None:
                price = Price(chips=1)  # the least a player names: one chip (or ``least``, asked)
            elif least is not None and price is None:
                price = Price()  # `= pay 2 * stake`: the price is ``least``, asked as the player declares
            options.append(
                ir.DeclareOption(
                    name=opt.name.text,
                    shares=() if folds or price else means,
                    folds=folds,
                    price=price,
                    offered_if=offered,
                    up_to=up_to,
                    least=least,
                )
            )
        if len(options) < 2:
            hint = "e.g. declare high, low together"
            if options and options[0].up_to is not None:  # `bid = pay 1 up to 5`: a sealed bid alone
                name = options[0].name
                hint = (
                    "a price the player names is one choice, offered only while it leaves a price to name:"
                    f" give the least its own choice, `declare least = pay 1, {name} = pay 2 up to 5 together`,"
                    " or a way out, `pass`"
                )
            elif options and options[0].offered_if is not None:  # `four only if hand holds aces, three`
                hint = (
                    "a comma after the cards of `holds` goes on listing cards (`aces, three`: aces and threes):"
                    " put the option whose condition names cards last (`declare three, four only if hand holds"
                    " aces in turn`)"
                )
            raise fail(node.span, "a declaration offers at least two choices", hint, code="E510")
        if all(o.offered_if is not None or o.up_to is not None for o in options):
            raise fail(
                node.span,
                "every choice of this declaration is offered only if something holds (a condition, or room for a"
                " price the player names): a player may have none",
                "offer at least one choice always, such as `fold = fold` or `check`; where the player must"
                " pick one of those offered (a card placed on the first free square), a choice that always"
                " stands for one of them (`first-free`, and `if` on it)",
                code="E510",
            )
        return ir.Declare(
            options=tuple(options),
            together=node.together,
            declarers=self.declarers(node.declarers, fail),
            only_declared=node.only_declared.text if node.only_declared is not None else None,
        )

    def _offered_if(self, condition, fail, amount: str | None = None):
        """An option's `only if` (or, ``amount``, its `up to` amount): asked of the player
        declaring, as a turn's block asks of its player (their cards, `seat`, `left` and
        `right`)."""
        self._one_seat = getattr(self, "_one_seat", 0) + 1
        self._block_seat = getattr(self, "_block_seat", 0) + 1
        try:
            if amount is not None:
                return self.expr(condition, fail, amount)
            return self.condition(condition, fail)
        finally:
            self._one_seat -= 1
            self._block_seat -= 1

    def lower_moves(self, node: ast.Moves, fail) -> ir.Moves:
        zone = self.zones[self.zone_ref(node.zone, fail)]
        if zone.grid is None:
            raise fail(
                node.zone.span, f"zone '{zone.name}' is not a grid", "moves are made on a grid zone", code="E504"
            )
        cursors = []
        for c in node.cursors:
            self.count(c.seat, fail, 1, zone.grid.rows)
            cursors.append(ir.Cursor(seat=c.seat.value, side=c.side))
        for m in node.moves:
            if m.text not in MOVES:
                raise fail(m.span, f"unknown move '{m.text}'", did_you_mean(m.text, MOVES), code="E104")
        return ir.Moves(
            count=self.count(node.count, fail, 1, 1000),
            zone=zone.name,
            cursors=tuple(cursors),
            moves=tuple(m.text for m in node.moves),
            first=self.opener(node.first, fail) if node.first else None,
        )


def _written(actions, found) -> bool:
    """Whether an action ``found`` holds is written among these actions, or in a block of
    one (an `if`, a turn, a repeat), whether or not it lowers."""
    for a in actions:
        if found(a):
            return True
        if attrs.has(type(a)) and any(
            _written(v if isinstance(v, tuple) else (v,), found)
            for v in (getattr(a, f.name) for f in attrs.fields(type(a)))
            if isinstance(v, tuple) or attrs.has(type(v))  # a block, or one action (a guard's)
        ):
            return True
    return False


def _pays_house(actions) -> bool:
    """Whether a payment to or from the house is written among these actions."""
    return _written(actions, lambda a: isinstance(a, ast.Pay) and "house" in (a.payers.text, a.payees.text))


def _against_house(actions) -> bool:
    """Whether a showdown against the house is written among these actions."""
    return _written(actions, lambda a: isinstance(a, ast.Showdown) and a.house is not None)
