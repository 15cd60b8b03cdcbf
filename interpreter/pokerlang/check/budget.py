"""The card budget: follow the streets with the most players allowed and nobody
folding, count what each zone holds and what the deck has left, and report a step
that asks for cards that cannot be there.

Draws are counted at their worst (every player draws the most allowed); the muck
can refill the deck only when the file says so (``when deck runs out reshuffle muck``).
"""

from __future__ import annotations

import attrs

from pokerlang.ir import control as c
from pokerlang.ir import game as ir


@attrs.define
class Problem:
    node: object  # the IR node to point at (or the AST class of a setting: its line)
    message: str
    hint: str | None = None
    code: str | None = None  # a key of pokerlang.codes.CODES
    severity: str = "error"  # "warning": the game runs as written, but likely not as meant


@attrs.define
class Tally:
    """Cards held while walking the streets: per seat zone (one seat's count), shared zone."""

    game: ir.Game
    players: int
    deck: int
    muck: int = 0
    held: dict[str, int] = attrs.Factory(dict)
    most: dict[str, int] = attrs.Factory(dict)  # the most a zone ever held: for showdown checks
    problems: list[Problem] = attrs.Factory(list)
    exhausted: bool = False
    reserved: int = 0  # kept back from the start for what the events may deal
    because: str = ""  # the events, in words, for the diagnostics
    # A step under an `if` may be skipped: too few cards for it on one pass is reported only
    # if no pass (of a repeat within the deal) holds them. Shared by every fork of the walk.
    guarded: bool = False
    in_turn: bool = False  # walking a turn's block: `seat` is the one player it is played for
    # The zones a `put ... matching` counted as emptied (its pattern may name every card): a
    # take from one says so, rather than asking for more cards dealt.
    matched_out: set[str] = attrs.Factory(set)
    pending: dict[object, Problem] = attrs.Factory(dict)  # the step short of cards (``_step_key``)
    played: set[object] = attrs.Factory(set)  # the guarded steps that found their cards

    @property
    def shared(self) -> frozenset[str]:
        """The zones dealt once for the table."""
        return frozenset(z.name for z in self.game.zones if not z.per_seat)

    def seats(self, zone: str) -> int:
        z = self.game.zone(zone)
        return self.players if z.per_seat else 1

    def put(self, zone: str, n: int) -> None:
        if n:
            self.matched_out.discard(zone)
        self.held[zone] = self.held.get(zone, 0) + n
        self.most[zone] = max(self.most.get(zone, 0), self.held[zone])

    def take(self, node, zone: str, n: int, verb: str) -> bool:
        if self.held.get(zone, 0) < n:
            hint = "deal more cards to the zone first, or take fewer"
            if zone in self.matched_out:
                hint = (
                    f"a `put ... matching` before this counts as taking every card of {zone} (its pattern may"
                    f" name them all): put the cards that may be taken into a zone of their own instead, and"
                    f" {verb} from that zone"
                )
            problem = Problem(
                node,
                f"{verb} {n} from {zone}, but {zone} holds {self.held.get(zone, 0)} card(s) at this point",
                hint,
                code="E202",
            )
            if self.guarded:
                self.pending.setdefault(_step_key(node), problem)
            else:
                self.problems.append(problem)
            return False
        if self.guarded:
            self.played.add(_step_key(node))
        self.held[zone] -= n
        return True

    def draw_from_deck(self, node, n: int, what: str) -> None:
        if self.exhausted:  # one report is enough: every later step would repeat it
            return
        if n <= self.deck:
            self.deck -= n
            return
        if self.game.reshuffle and n <= self.deck + self.muck:
            # The file says what happens: the muck, shuffled, serves what the deck cannot.
            self.muck -= n - self.deck
            self.deck = 0
            return
        need = n - self.deck
        hint = f"allow fewer than {self.players} players, or deal fewer cards"
        if isinstance(node, ir.Deal) and not self.game.zone(node.zone).per_seat:
            # a card to the table (a house's hand, a layout): the cards dealt before it leave it short
            hint = f"deal fewer cards before it, or allow fewer than {self.players} players"
        if (
            isinstance(node, ir.Deal)
            and node.count == 1
            and node.if_short is None
            and self.game.zone(node.zone).per_seat
        ):
            # The card rooms' way (stud with eight players): the last card, one for all.
            hint = (
                f"allow fewer than {self.players} players, deal fewer cards, or deal one card for everyone when"
                f" the deck is short: `deal 1 to {node.zone}, or to board if the deck is short` (board: a shared zone)"
            )
        if isinstance(node, ir.Burn):
            hint = (
                f"allow fewer than {self.players} players, burn fewer cards (a home game burns none), or burn"
                " only while the deck has cards to spare, as card rooms do: `if not deck has fewer than N"
                " { burn 1 }`, N one more than the cards still to come (this street's and every later one's,"
                " at the most players)"
            )
        if self.reserved:
            what += (
                f", with {self.reserved} card(s) kept for {self.because} (at worst every matching"
                " card is dealt so that it sets its event off)"
            )
        if not self.game.reshuffle and self.muck:
            # A card room's stud at eight: the burns and the folded cards are reshuffled when
            # the stub runs out, and a common card dealt only when even they are short.
            if isinstance(node, ir.Draw):  # a draw game's way: the muck reshuffled for the draw
                hint = f"say what happens: `when deck runs out reshuffle muck`; or {hint}"
            else:  # a board or stud game seats fewer players, as card rooms do
                hint = f"{hint}; or, where the rules say so, `when deck runs out reshuffle muck`"
        if self.guarded:  # in an `if`: two of them that exclude each other are counted one after the other
            hint = (
                f"{hint}; where only one of several `if`s is played (a player declares one option), write them"
                " `if ... { } else if ... { }`: the budget counts the branch that takes most"
            )
        left = f"the {self.game.deck_size}-card deck has left"
        if self.game.reshuffle:  # the muck reshuffled too, and still short
            need -= self.muck
            left += f", with the {self.muck} card(s) of the muck shuffled in"
        self.problems.append(
            Problem(
                node, f"with {self.players} players, {what} needs {need} more card(s) than {left}", hint, code="E201"
            )
        )
        self.exhausted = True


def walk(tally: Tally, actions) -> None:
    for action in actions:
        step(tally, action)


def step(t: Tally, a) -> None:
    if isinstance(a, ir.Deal):
        n = a.count * t.seats(a.zone)
        if a.if_short is not None and n > t.deck:
            # Too few cards for every seat: the same number go to the shared zone for all.
            # But with players out, the seats still in may be dealt as many as the deck has
            # left (two of six, three cards each, from six left): the most it may take.
            most = max(a.count, a.count * min(t.players, t.deck // a.count))
            t.draw_from_deck(a, most, f"dealing {a.count} to {a.if_short} for a short deck")
            t.put(a.if_short, a.count)
            t.most[a.zone] = max(t.most.get(a.zone, 0), t.held.get(a.zone, 0) + a.count)
            return
        t.draw_from_deck(a, n + a.offered, f"dealing {a.count} to {a.zone}")
        t.put(a.zone, a.count)
        t.muck += a.offered  # a card offered round the table that nobody takes is dead
    elif isinstance(a, ir.Burn):
        t.draw_from_deck(a, a.count, "the burn")
        t.muck += a.count
    elif isinstance(a, ir.Choose):
        if t.take(a, a.source, a.count, "choose"):
            t.put(a.target, a.count)
    elif isinstance(a, ir.Put):
        # as many as there are: a seat's zone counted as each seat's, a shared one once
        n = t.held.get(a.source, 0) if a.count is None else min(a.count, t.held.get(a.source, 0))
        t.held[a.source] = t.held.get(a.source, 0) - n
        if a.matching is not None and n:
            t.matched_out.add(a.source)
        if a.target == "muck":  # in the muck, a reshuffle deals them again
            # (a pattern may name none of them: the muck is counted without them, and the
            # source as if it lost them all, the worse of both ways)
            t.muck += 0 if a.matching is not None else n * t.seats(a.source)
        else:
            t.put(a.target, n)
    elif isinstance(a, (ir.Discard, ir.Expose)):
        verb = "discard" if isinstance(a, ir.Discard) else "expose"
        if t.take(a, a.zone, a.count, verb) and isinstance(a, ir.Expose):
            t.put(a.zone, a.count)
        elif isinstance(a, ir.Discard):
            t.muck += a.count * t.players
    elif isinstance(a, ir.Draw):
        if t.take(a, a.zone, a.high, "draw"):
            t.put(a.zone, a.high)
        most = max(a.high, 2 if a.single else 1)  # a refused or rejected card costs one more
        if not t.game.reshuffle:
            t.muck += a.high * t.players
            t.draw_from_deck(a, most * t.players, f"drawing up to {a.high} each")
            return
        for _ in range(t.players):  # each seat's discards are in the muck before it is served
            t.muck += a.high
            t.draw_from_deck(a, most, f"drawing up to {a.high} each")
            t.muck += most - a.high  # the card refused, or not kept
    elif isinstance(a, ir.SetRows):
        _set_rows(t, a)
    elif isinstance(a, ir.Moves):
        t.draw_from_deck(a, a.count * len(a.cursors), "refilling the grid after every stack")
    elif isinstance(a, ir.Repeat) and a.deals:
        walk(t, a.body)  # each deal starts from a full deck: one pass says it all
    elif isinstance(a, ir.Repeat):
        _loop(t, a)
    elif isinstance(a, c.If):
        _either(t, a)
    elif isinstance(a, c.Turns):
        outer, t.in_turn = t.in_turn, True
        walk(t, a.body)  # a seat's zones: each seat's turn fills its own
        t.in_turn = outer
        extra = max(0, ir.turns_taken(a.body, t.players, t.shared) - _walked(a.body, t.players, t.shared))
        if extra:  # what goes to the table or is burnt, once a turn
            t.draw_from_deck(a, extra, "the turns")


def _set_rows(t: Tally, a: ir.SetRows) -> None:
    """Cards set into rows: the rows, together, must have room for them. Which row takes
    which card is the player's: each row may hold as many as it has room for, and the
    cards are counted into the rows in order, which keeps their total right."""
    room = sum(max(0, r.size - t.held.get(r.zone, 0)) for r in a.rows)
    if a.count > room:
        rows = ", ".join(r.zone for r in a.rows)
        t.problems.append(
            Problem(
                a,
                f"{a.count} card(s) to set, but {rows} have room for {room} more at this point",
                "set fewer cards, or give the rows more room",
                code="E231",
            )
        )
    n = min(a.count, room)
    if not t.take(a, a.source, n, "set"):
        return
    left = n
    for r in a.rows:
        t.most[r.zone] = max(t.most.get(r.zone, 0), min(r.size, t.most.get(r.zone, 0) + n))
        put = min(left, r.size - t.held.get(r.zone, 0))
        t.held[r.zone] = t.held.get(r.zone, 0) + max(0, put)
        left -= max(0, put)
    if a.discard_rest:
        t.muck += t.held.get(a.source, 0) * t.players
        t.held[a.source] = 0


def _step_key(node) -> object:
    """A guarded step, the same in every pass: `repeat 3 times { ... }` writes its block out
    three times, each copy an equal step (a copy that finds its cards, as a later pass of
    `repeat until` does, clears the others). A step that cannot be hashed is itself."""
    try:
        hash(node)
    except TypeError:
        return id(node)
    return node


def _fork(t: Tally) -> Tally:
    return attrs.evolve(t, held=dict(t.held), most=dict(t.most), problems=[], matched_out=set(t.matched_out))


def _either(t: Tally, a: c.If) -> None:
    """Either block may be played: go on from the one that leaves the fewest cards."""
    forks = []
    single = c.one_seat(a.condition) if t.in_turn else None
    for block, holds in ((a.then, True), (a.otherwise, False)):
        f = _fork(t)
        f.guarded = True
        if single is holds:  # `if seat = dealer { deal 1 to hand }` in a turn: one seat's turn plays it
            f.players = 1
        # a block played only while the deck holds N cards or more has them, whatever the
        # worst case of the steps before (a card room's burn, skipped when the deck is short)
        f.deck = max(f.deck, c.deck_at_least(a.condition, holds))
        walk(f, block)
        forks.append(f)
    worst = min(forks, key=lambda f: f.deck)
    for f in forks:
        t.problems += f.problems
        for zone, n in f.most.items():
            t.most[zone] = max(t.most.get(zone, 0), n)
    t.deck, t.muck, t.held, t.exhausted = worst.deck, worst.muck, worst.held, any(f.exhausted for f in forks)


def _walked(body, players: int, shared: frozenset[str]) -> int:
    """The deck's cards the walk of a turn's block draws (every seat's zones at once, the
    table's once; a branch of one seat's turn alone, `if seat = dealer`, for that seat):
    the rest of what the turns take (a shared card or a burn in every turn) is drawn apart."""
    total = 0
    for a in body:
        branches = ir.one_seat_branches(a)
        if branches is None:
            total += ir.cards_taken([a], players, shared)
            continue
        alone, others = branches
        total += max(ir.cards_taken(alone, 1, shared), ir.cards_taken(others, players, shared))
    return total


def _loop(t: Tally, a: ir.Repeat) -> None:
    """A repeat within a deal that takes cards must stop before the deck runs dry:
    `until ... deck has fewer than N`, with N at least what one pass takes. Then every
    pass finds its cards, and at worst N minus one pass's cards are left after it. In a
    turn (Ochko's draws) one seat may draw the deck down to N, and every turn after it
    still plays one pass, so N must hold a pass of every seat: a pass is counted for all
    of them, as a repeat outside a turn is."""
    per_pass = ir.cards_taken(a.body, t.players, t.shared)
    before = t.deck
    walk(t, a.body)
    if t.pending:  # a guarded step short on the first pass: a second may hold its cards
        again = _fork(t)
        again.deck, again.exhausted = t.deck + per_pass, False
        walk(again, a.body)
    if per_pass == 0:
        return
    stop = c.stops_below(a.until)
    # The zones hold at least one pass's cards, and at most as many passes' as the deck
    # allows, each later pass adding what a pass adds once under way: a second pass walked
    # apart (a zone emptied and dealt again in every pass grows by nothing).
    passes = 1 + max(0, before - (stop or 0)) // per_pass
    later = attrs.evolve(
        t,
        held=dict(t.held),
        most={},
        problems=[],
        pending={},
        played=set(),
        deck=t.deck + per_pass,
        exhausted=False,
        matched_out=set(t.matched_out),
    )
    walk(later, a.body)
    for zone, n in t.held.items():
        grows = max(0, later.held.get(zone, 0) - n)
        t.most[zone] = max(t.most.get(zone, 0), n + (passes - 1) * grows)
    mucked = max(0, later.muck - t.muck)  # what each later pass sends to the muck (a miss, thrown away)
    if (stop is None or stop < per_pass) and _recycles(t, later, per_pass):
        # Each pass gives back to the muck what it takes, and the file reshuffles the muck
        # when the deck runs out (a game of rounds, Screw your neighbour's): no pass runs
        # dry. At worst every card not held is in the muck after it.
        t.deck, t.muck = 0, t.deck + t.muck
        return
    if stop is None or stop < per_pass:
        hint = f"stop it in time: `repeat until ... or deck has fewer than {per_pass}`"
        if t.in_turn:  # Ochko's draws: the stop must leave every later turn its first pass
            hint += " (in a turn, once one player has drawn the deck down, each player after still draws once)"
        if per_pass > before:  # no stop on the deck can come in time: a pass may take more than is left
            hint = (
                f"a pass may take more cards than the {before} left, and `check` does not count on a reshuffle:"
                " write the passes out as steps, or allow fewer players"
            )
        t.problems.append(
            Problem(
                a,
                f"with {t.players} players, each pass of this repeat takes up to {per_pass}"
                " card(s), and nothing stops it before the deck runs out",
                hint,
                code="E203",
            )
        )
        return
    t.deck = max(0, min(t.deck, min(before, stop) - per_pass))
    t.muck += (passes - 1) * mucked


def _recycles(t: Tally, later: Tally, per_pass: int) -> bool:
    """Whether a repeat's passes can go on for good: the file reshuffles the muck, a later
    pass leaves no zone holding more than the first left it (what a pass takes, it gives
    back to the muck), and the deck and the muck together hold a whole pass's cards."""
    if not t.game.reshuffle or later.problems or later.exhausted:
        return False
    grown = any(n > t.held.get(zone, 0) for zone, n in later.held.items())
    return not grown and per_pass <= t.deck + t.muck


def card_budget(game: ir.Game, players: int | None = None) -> Tally:
    """Walk every street with the most players the game allows (or ``players``: fewer
    seats may hold more cards each, where a repeat deals until the deck runs low).

    An event (``when dealt up fours { deal 1 down to hole }``) may be set off by every
    card of the deck that matches its pattern, each time taking what its block deals:
    that many cards are kept back from the start, so a clean file never runs out of
    cards however the deck falls. (A deal that may turn to a shared zone when the deck
    is short keeps them back in play too: see engine.control.reserve.)"""
    tally = Tally(game=game, players=players or game.max_players, deck=game.deck_size)
    deck = game.deck()
    costs = [(e, sum(1 for card in deck if e.pattern.may_match(card)) * ir.cards_taken(e.body)) for e in game.events]
    tally.reserved = sum(n for _, n in costs)
    tally.because = " and ".join(f"the {e.pattern.words()} dealt{_face(e)}" for e, n in costs if n)
    tally.deck -= tally.reserved
    if tally.deck < 0:
        tally.problems.append(
            Problem(
                game.events[0],
                f"the events may deal {tally.reserved} cards: more than the {game.deck_size}-card deck holds",
                "deal fewer cards in the events' blocks",
                code="E204",
            )
        )
        tally.deck, tally.exhausted = 0, True
    for street in game.streets:
        walk(tally, street.actions)
    tally.problems += [p for key, p in tally.pending.items() if key not in tally.played]
    if players is None and any(p.code == "E201" for p in tally.problems):
        _most_that_fit(game, tally)
    return tally


def _most_that_fit(game: ir.Game, tally: Tally) -> None:
    """E201's hint says how many players the deck serves: the most for whom it runs short
    nowhere (none: the hint stays as it is)."""
    fewer = f"allow fewer than {tally.players} players"
    for n in range(tally.players - 1, game.min_players - 1, -1):
        if not any(p.code == "E201" for p in card_budget(game, n).problems):
            most = f"seat at most {n} players (`players {game.min_players}..{n}`)"
            tally.problems = [
                attrs.evolve(p, hint=p.hint.replace(fewer, most)) if p.code == "E201" and p.hint else p
                for p in tally.problems
            ]
            return


def _face(e: c.When) -> str:
    return {True: " face up", False: " face down", None: ""}[e.face_up]
