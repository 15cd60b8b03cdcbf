"""All-in equity for any variant: each hand's expected share of the pot when the cards
still to come are dealt and nobody folds.

What a hand is comes from the IR alone. Walking the game's steps gives each zone's size
at the showdown (``deal 5 to hand`` then ``choose 3 from hand to board`` leaves two in
the hand and three on the board); the hands given fill their seat's zones, the board the
shared zones, and every card missing is dealt from the rest of the deck. The showdown's
shares (``pokerlang.ir.game.Showdown``) rank each seat's best hand by their composition
(``pokerlang.hands.compile_composition``: an Omaha two-plus-three, a card borrowed from an
opponent's board) and split the pot as the engine does: the shares evenly, a tie evenly
(to the natural hands, under `natural beats wild`), and a share nobody qualifies for (no
low) to the others. Declarations are not modelled: every hand contests every share (cards
speak); nor is `ties by seat` (nobody sits at the dealer's left here: a tie is split).

Exact enumeration of every deal when there are at most ``exact_limit`` of them; otherwise
a seeded Monte Carlo of ``samples`` deals, with each equity's standard error. A game whose
showdown ranks by summed card keys (hole cards and a board, Omaha's two and three, with
no wild card) is dealt and settled many deals at a time on arrays (``equity_batch``),
which also takes ranges (``AKs,QQ+``, or explicit hands with commas between them);
anything else deal by deal, here.
"""

from __future__ import annotations

import math
import random
from itertools import combinations
from math import comb

import attrs

from pokerlang.cards.card import FIRST_JOKER, JOKERS, Card, CardError, card
from pokerlang.cards.card import cards as parse_cards
from pokerlang.hands import HandError, compile_composition
from pokerlang.ir import game as ir

EXACT_LIMIT = 200_000  # deals tried one by one
BATCH_EXACT_LIMIT = 2_000_000  # deals tried on arrays: heads-up preflop hold'em (1,712,304)
SAMPLES = 20_000


class EquityError(ValueError):
    """Hands, board or dead cards this game cannot take; the message is for the user."""


def showdown_of(game: ir.Game) -> ir.Showdown:
    for action in game.actions():
        if isinstance(action, ir.Showdown):
            return action
    raise EquityError(f"{game.title} has no showdown")


def final_sizes(game: ir.Game) -> dict[str, int]:
    """How many cards each zone holds at the showdown (per seat, or on the table)."""
    sizes = {z.name: 0 for z in game.zones if z.grid is None}
    for action in game.actions():
        if isinstance(action, ir.Deal) and action.zone in sizes:
            sizes[action.zone] += action.count
        elif isinstance(action, ir.Choose):
            sizes[action.source] -= action.count
            sizes[action.target] = sizes.get(action.target, 0) + action.count
        elif isinstance(action, ir.Discard):
            sizes[action.zone] -= action.count
    return sizes


@attrs.frozen
class Layout:
    """Each seat's zones and the shared zones that hands play from, with their sizes."""

    own: tuple[tuple[str, int], ...]
    shared: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, game: ir.Game) -> Layout:
        sizes = final_sizes(game)
        used = {s.zone for share in showdown_of(game).shares for s in share.composition.sources}
        zones = [z for z in game.zones if z.name in used and sizes.get(z.name, 0) > 0]
        return cls(
            own=tuple((z.name, sizes[z.name]) for z in zones if z.per_seat),
            shared=tuple((z.name, sizes[z.name]) for z in zones if not z.per_seat),
        )


def _groups(text: str, zones, what: str) -> list[tuple[Card, ...]]:
    """``"AsKs/Qd"`` -> the cards of each zone in turn ('/' between zones)."""
    parts = text.split("/") if text.strip() else []
    if len(parts) > len(zones):
        names = " / ".join(name for name, _ in zones) or "no zone"
        where = f"one zone, {names}" if len(zones) == 1 else f"{len(zones)} zones, {names}"
        raise EquityError(f"{what} '{text}' names {len(parts)} zones ('/' between them); here it is dealt to {where}")
    out = []
    for (name, size), part in zip(zones, parts + [""] * (len(zones) - len(parts))):
        try:
            held = parse_cards(part.replace(",", " ").replace(" ", ""))
        except CardError as err:
            raise EquityError(f"{what} '{text}': {err}") from None
        if len(held) > size:
            split = (
                f" (give {' / '.join(n for n, _ in zones)}, with a / between them: at most"
                f" {' / '.join(str(s) for _, s in zones)} cards)"
                if len(zones) > 1
                else ""
            )
            raise EquityError(
                f"{what} '{text}': {len(held)} cards for the {name}, which holds {size} at the showdown{split}"
            )
        out.append(tuple(held))
    return out


@attrs.define
class Equity:
    players: int
    shares: list[str]
    deals: int = 0
    exact: bool = True
    equity: list[float] = attrs.Factory(list)  # sum over deals of each seat's part of the pot
    squares: list[float] = attrs.Factory(list)  # of that part squared (for the error)
    scoops: list[float] = attrs.Factory(list)  # deals in which the seat took the whole pot
    share_won: dict[str, list[float]] = attrs.Factory(dict)  # share -> seat -> its part of that share
    unclaimed: dict[str, int] = attrs.Factory(dict)  # share -> deals nobody qualified

    def mean(self, seat: int) -> float:
        return self.equity[seat] / self.deals if self.deals else 0.0

    def error(self, seat: int) -> float:
        """The standard error of ``mean`` (0 for an exact enumeration)."""
        n = self.deals
        if self.exact or n < 2:
            return 0.0
        m = self.mean(seat)
        return math.sqrt(max(0.0, (self.squares[seat] / n - m * m)) / (n - 1))

    def scoop(self, seat: int) -> float:
        return self.scoops[seat] / self.deals if self.deals else 0.0

    def share(self, name: str, seat: int) -> float:
        return self.share_won[name][seat] / self.deals if self.deals else 0.0


class Calculator:
    """Equity of given hands in one game: ``run(hands, board, dead)``."""

    def __init__(self, game: ir.Game, deck_by_players: bool = False):
        """``deck_by_players``: ``game`` is seated for the number of hands given, and its deck
        depends on the number of players (said where a card is not in it)."""
        self.game = game
        self.deck_by_players = deck_by_players
        self.layout = Layout.of(game)
        showdown = showdown_of(game)
        scored = next((s for s in showdown.shares if s.is_score), None)
        if scored is not None:
            raise EquityError(
                f"{game.title} divides the pot by a number each player has ('{scored.name}'), not by cards"
                " alone: equity, which plays no hand, cannot tell it"
            )
        self.shares = [(s.name, compile_composition(s.ranking, s.composition)) for s in showdown.shares]
        self.wilds = [_wild_rules(game, game.wilds + s.wilds) for s in showdown.shares]
        self.naturals = showdown.pot.naturals  # `natural beats wild`: of equal hands, the natural ones
        self._batch: object = False  # the array path (equity_batch.Batch), or None: worked out on first use

    def batch(self):
        """The array path for this game, or None (no numpy, or a showdown it cannot settle)."""
        if self._batch is False:
            try:
                from pokerlang.analytics.equity_batch import Batch
            except ImportError:  # numpy missing: deal by deal
                self._batch = None
            else:
                self._batch = Batch.of(self)
        return self._batch

    def parse(self, hands: list[str], board: str = "", dead: str = ""):
        if len(hands) < 2:
            raise EquityError("give two hands or more")
        if not self.game.min_players <= len(hands) <= self.game.max_players:
            raise EquityError(f"{self.game.title} seats {self.game.min_players} to {self.game.max_players} players")
        seats = [_groups(h, self.layout.own, f"hand {i + 1}") for i, h in enumerate(hands)]
        table = _groups(board, self.layout.shared, "--board")
        gone = _groups(dead, [("dead", 10**6)], "--dead")[0] if dead.strip() else ()
        known = [c for seat in seats for g in seat for c in g] + [c for g in table for c in g] + list(gone)
        repeated = {str(c) for c in known if known.count(c) > 1}
        if repeated:
            raise EquityError(f"{', '.join(sorted(repeated))} given twice")
        deck = self.game.at(len(hands)).deck()  # (a deck that depends on the players: theirs)
        foreign = [str(c) for c in known if c not in deck]
        if foreign:
            said = f" with {len(hands)} players (one a hand given: its deck depends on the number of players)"
            raise EquityError(
                f"{', '.join(foreign)} is not in {self.game.title}'s deck{said if self.deck_by_players else ''}"
            )
        return seats, table, gone

    def ranges(self, hands: list[str], board: str = "", dead: str = ""):
        """As ``parse``, a seat's text may also be a range: ``AKs,QQ+,T9s-76s`` (PokerKit's
        notation) or hands with commas between them, for a seat holding one zone. Gives
        (per seat the hands it may hold: one per zone when given outright, every hand of
        its range otherwise; the board; the dead cards); a range loses the hands that
        share a card with the cards given outright."""
        seats: list[list[list[tuple[Card, ...]]] | None] = []
        given: list[str] = []
        for i, text in enumerate(hands):
            try:
                _groups(text, self.layout.own, f"hand {i + 1}")
            except EquityError as err:
                if len(self.layout.own) != 1 and ("," in text or "+" in text):
                    zones = " / ".join(name for name, _ in self.layout.own)
                    raise EquityError(f"{err}; a range is for a game whose hand is one zone, not {zones}") from None
                if len(self.layout.own) != 1 or not text.strip():
                    raise
                seats.append([_range(text, self.layout.own[0][1], err)])
                given.append("")
            else:
                seats.append(None)
                given.append(text)
        fixed, table, gone = self.parse(given, board, dead)
        known = {c for seat in fixed for g in seat for c in g} | {c for g in table for c in g} | set(gone)
        deck = set(self.game.at(len(hands)).deck())
        out = []
        for i, (ranged, outright) in enumerate(zip(seats, fixed)):
            if ranged is None:
                out.append([[g] for g in outright])
                continue
            kept = [h for h in ranged[0] if not known.intersection(h) and deck.issuperset(h)]
            if not kept:
                raise EquityError(f"hand {i + 1} '{hands[i]}': every hand of the range has a card given elsewhere")
            out.append([kept])
        return out, table, gone

    def run(
        self,
        hands: list[str],
        board: str = "",
        dead: str = "",
        *,
        samples: int = SAMPLES,
        exact_limit: int | None = None,
        seed: int = 1,
    ) -> Equity:
        """Each hand's equity; ``exact_limit`` is the most deals tried one and all, past
        which ``samples`` deals are drawn with ``seed``. By default ``EXACT_LIMIT``, or on
        arrays ``BATCH_EXACT_LIMIT`` shared out by the lookups a hand takes (two million
        in hold'em; Omaha's sixty choices keep ``EXACT_LIMIT``)."""
        batch = self.batch()
        if exact_limit is None:  # on arrays: as many lookups as hold'em's limit takes
            exact_limit = EXACT_LIMIT if batch is None else max(EXACT_LIMIT, BATCH_EXACT_LIMIT // batch.lookups)
        if batch is not None:
            return self._run_batch(batch, hands, board, dead, samples, exact_limit, seed)
        seats, table, gone = self.parse(hands, board, dead)
        known = {c for seat in seats for g in seat for c in g} | {c for g in table for c in g} | set(gone)
        rest = [c.index for c in self.game.at(len(seats)).deck() if c not in known]
        # The slots still to fill: (seat or None for the table, zone number, how many).
        slots: list[tuple[int | None, int, int]] = [
            (p, z, size - len(seats[p][z]))
            for p in range(len(seats))
            for z, (_, size) in enumerate(self.layout.own)
            if size > len(seats[p][z])
        ]
        slots += [
            (None, z, size - len(table[z])) for z, (_, size) in enumerate(self.layout.shared) if size > len(table[z])
        ]
        missing = sum(k for *_, k in slots)
        if missing > len(rest):
            raise EquityError(f"the deck has {len(rest)} cards left, and {missing} are still to come")
        total, left = 1, len(rest)
        for *_, k in slots:
            total *= comb(left, k)
            left -= k
        players = len(seats)
        out = self._nothing_yet(players, exact=total <= exact_limit)
        own = [[tuple(c.index for c in g) for g in seat] for seat in seats]
        shared = [tuple(c.index for c in g) for g in table]
        deals = _every_deal(rest, slots) if out.exact else _sample_deals(rest, slots, samples, seed)
        for deal in deals:
            for (p, z, _), cards in zip(slots, deal):
                if p is None:
                    shared[z] = tuple(c.index for c in table[z]) + cards
                else:
                    own[p][z] = tuple(c.index for c in seats[p][z]) + cards
            self._settle(out, own, shared)
        return out

    def _nothing_yet(self, players: int, exact: bool) -> Equity:
        """The tallies of a run before its first deal."""
        return Equity(
            players=players,
            shares=[n for n, _ in self.shares],
            exact=exact,
            equity=[0.0] * players,
            squares=[0.0] * players,
            scoops=[0.0] * players,
            share_won={n: [0.0] * players for n, _ in self.shares},
            unclaimed={n: 0 for n, _ in self.shares},
        )

    def _run_batch(
        self, batch, hands: list[str], board: str, dead: str, samples: int, exact_limit: int, seed: int
    ) -> Equity:
        from pokerlang.analytics.equity_batch import RangesClash, count_exact

        seats, table, gone = self.ranges(hands, board, dead)
        ranged = [(p, z) for p, seat in enumerate(seats) for z, options in enumerate(seat) if len(options) > 1]
        outright = {c for seat in seats for options in seat if len(options) == 1 for c in options[0]}
        known = outright | {c for g in table for c in g} | set(gone)
        rest = [c.index for c in self.game.at(len(seats)).deck() if c not in known]
        sizes = [
            size - len(seat[z][0])
            for seat in seats
            for z, (_, size) in enumerate(self.layout.own)
            if size > len(seat[z][0])
        ]
        sizes += [size - len(table[z]) for z, (_, size) in enumerate(self.layout.shared) if size > len(table[z])]
        held = sum(len(seats[p][z][0]) for p, z in ranged)
        if sum(sizes) > len(rest) - held:
            raise EquityError(f"the deck has {len(rest) - held} cards left, and {sum(sizes)} are still to come")
        as_indices = [[[tuple(c.index for c in h) for h in options] for options in seat] for seat in seats]
        table_indices = [tuple(c.index for c in g) for g in table]
        total = count_exact(as_indices, ranged, table_indices, len(rest), sizes)
        players = len(seats)
        out = self._nothing_yet(players, exact=total <= exact_limit)
        try:
            batch.run(out, as_indices, table_indices, rest, self.layout, exact=out.exact, samples=samples, seed=seed)
        except RangesClash as err:
            raise EquityError(str(err)) from None
        return out

    def _settle(self, out: Equity, own, shared) -> None:
        """Add one deal: each share to its best qualifying hands, ties split."""
        names = [n for n, _ in self.layout.own]
        zones = [dict(zip(names, seat)) for seat in own]
        table = dict(zip([n for n, _ in self.layout.shared], shared))
        players = len(zones)
        won: dict[str, list[float]] = {}
        for (name, composer), rules in zip(self.shares, self.wilds):
            ev = composer.evaluator
            values = [
                composer.rank(
                    zones[p], table, [zones[q] for q in range(players) if q != p], _seat_wilds(rules, zones[p])
                )
                for p in range(players)
            ]
            values = [v if v and ev.qualifies(v) else 0 for v in values]
            best = max(values)
            if best:
                top = [p for p in range(players) if values[p] == best]
                if len(top) > 1 and self.naturals and rules is not None:  # of equal hands, the natural ones
                    natural = [p for p in top if _natural(composer, zones[p], table, zones, p, values[p])]
                    top = natural or top
                won[name] = [1 / len(top) if p in top else 0.0 for p in range(players)]
            else:
                out.unclaimed[name] += 1
        parts = [0.0] * players
        if won:  # the shares won split the pot evenly; an unclaimed one goes to them
            for name, split in won.items():
                for p in range(players):
                    parts[p] += split[p] / len(won)
                    out.share_won[name][p] += split[p]
        else:  # nobody makes any hand: the pot is split among all
            parts = [1 / players] * players
        out.deals += 1
        for p in range(players):
            out.equity[p] += parts[p]
            out.squares[p] += parts[p] * parts[p]
            out.scoops[p] += parts[p] == 1.0


def _range(text: str, size: int, why: EquityError) -> list[tuple[Card, ...]]:
    """A seat's range, by PokerKit's parser: every hand it names (``why``: what reading the
    text as cards said, given when it is no range either)."""
    try:
        from pokerkit import parse_range
    except ImportError:
        raise EquityError(f"{why} (a range such as AKs,QQ+ is read by PokerKit: pip install pokerkit)") from None
    try:
        found = parse_range(text.replace(" ", ""))
    except ValueError:
        raise why from None
    index = lambda c: c.index  # noqa: E731
    held = {tuple(sorted(parse_cards("".join(map(repr, hand))), key=index)) for hand in found}
    hands = sorted(held, key=lambda h: [c.index for c in h])
    if not hands or any(len(h) != len(hands[0]) or len(h) > size for h in hands):
        raise EquityError(f"{why}; as a range, its hands must all hold the same number of cards, at most {size}")
    return [tuple(h) for h in hands]


# Wild cards: fixed cards (``wild deuces``, ``wild jokers as bug``) and a seat's lowest
# card of a zone are known from the cards alone; the rules that read the deal (the card
# after a queen dealt up, the cards lying face down) are not, and equity says so.
_BY_RANK = [frozenset(range(r * 4, r * 4 + 4)) for r in range(13)]
_EVERY = tuple(range(FIRST_JOKER + JOKERS))


def _wild_rules(game: ir.Game, rules: tuple) -> tuple[frozenset[int], frozenset[int], tuple] | None:
    """A share's wild rules as (fixed wild cards, fixed bugs, the seat's-lowest rules), or
    None when nothing is wild; EquityError for a rule that reads the deal."""
    if not rules:
        return None
    wild: set[int] = set()
    bugs: set[int] = set()
    lowest = []
    for rule in rules:
        if rule.condition is not None:
            raise EquityError(
                f"{game.title} makes cards wild only while a condition of the hand holds: equity, which plays"
                " no hand, cannot tell whether they are"
            )
        if rule.kind == "cards" and rule.face is None:
            assert rule.pattern is not None  # a rule of fixed cards names them
            (bugs if rule.bug else wild).update(i for i in _EVERY if rule.pattern.matches(card(i)))
        elif rule.kind == "lowest":
            lowest.append(rule)
        else:
            raise EquityError(
                f"{game.title} makes cards wild by how they are dealt (face up or down, or in order): "
                "equity, which deals no hand in order, cannot tell which are wild"
            )
    return frozenset(wild), frozenset(bugs - wild), tuple(lowest)


def _seat_wilds(rules, own: dict) -> tuple[frozenset[int], frozenset[int]] | None:
    """The seat's wild cards and bugs for one deal (``engine.wilds.seat_wilds``, for the
    rules ``_wild_rules`` keeps)."""
    if rules is None:
        return None
    wild, bugs, lowest = rules
    if not lowest:
        return (wild, bugs) if wild or bugs else None
    more_wild, more_bugs = set(wild), set(bugs)
    for rule in lowest:
        ranks = [c // 4 for c in own.get(rule.zone, ()) if c < FIRST_JOKER and c not in more_wild | more_bugs]
        if ranks:
            (more_bugs if rule.bug else more_wild).update(_BY_RANK[(max if rule.highest else min)(ranks)])
    if not more_wild and not more_bugs:
        return None
    return frozenset(more_wild), frozenset(more_bugs - more_wild)


def _natural(composer, own: dict, table: dict, zones: list[dict], seat: int, value: int) -> bool:
    """Whether a seat's hand is as good without its wild cards standing for others, as the
    engine's showdown asks for `natural beats wild` (a joker has no face of its own: the
    natural hand is made without it; too few cards left make none)."""
    plain = {z: tuple(c for c in cards if c < FIRST_JOKER) for z, cards in own.items()}
    board = {z: tuple(c for c in cards if c < FIRST_JOKER) for z, cards in table.items()}
    try:
        return composer.rank(plain, board, [zones[q] for q in range(len(zones)) if q != seat], None) == value
    except HandError:
        return False


def _every_deal(rest: list[int], slots: list):
    """Every way to fill the slots from ``rest``, one tuple of cards per slot."""

    def fill(i: int, pool: list[int]):
        if i == len(slots):
            yield ()
            return
        for chosen in combinations(pool, slots[i][2]):
            left = [c for c in pool if c not in chosen] if i + 1 < len(slots) else pool
            for more in fill(i + 1, left):
                yield (chosen, *more)

    return fill(0, rest)


def _sample_deals(rest: list[int], slots: list, samples: int, seed: int):
    rng = random.Random(seed)
    need = sum(k for *_, k in slots)
    for _ in range(samples):
        drawn = rng.sample(rest, need)
        out, at = [], 0
        for *_, k in slots:
            out.append(tuple(drawn[at : at + k]))
            at += k
        yield tuple(out)
