"""The card budget: follow the streets with the most players allowed and nobody
folding, count what each zone holds and what the deck has left, and report a step
that asks for cards that cannot be there.

Draws are counted at their worst (every player draws the most allowed); the muck
can refill the deck only when the file says so (``when deck runs out reshuffle muck``).
"""

from __future__ import annotations

import attrs

from pokerlang.ir import game as ir


@attrs.define
class Problem:
    node: object  # the IR node to point at
    message: str
    hint: str | None = None


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

    def seats(self, zone: str) -> int:
        z = self.game.zone(zone)
        return self.players if z.per_seat else 1

    def put(self, zone: str, n: int) -> None:
        self.held[zone] = self.held.get(zone, 0) + n
        self.most[zone] = max(self.most.get(zone, 0), self.held[zone])

    def take(self, node, zone: str, n: int, verb: str) -> bool:
        if self.held.get(zone, 0) < n:
            self.problems.append(Problem(node, f"{verb} {n} from {zone}, but {zone} holds "
                                               f"{self.held.get(zone, 0)} card(s) at this point",
                                         "deal more cards to the zone first, or take fewer"))
            return False
        self.held[zone] -= n
        return True

    def draw_from_deck(self, node, n: int, what: str) -> None:
        if self.exhausted:  # one report is enough: every later step would repeat it
            return
        if n <= self.deck:
            self.deck -= n
            return
        if self.game.reshuffle and self.muck:
            # The file says what happens; the engine offers no draw it cannot serve.
            self.muck = max(0, self.muck - (n - self.deck))
            self.deck = 0
            return
        need = n - self.deck
        hint = f"allow fewer than {self.players} players, or deal fewer cards"
        if not self.game.reshuffle and self.muck:
            hint = f"say what happens: `when deck runs out reshuffle muck`; or {hint}"
        self.problems.append(Problem(
            node, f"with {self.players} players, {what} needs {need} more card(s) than the "
                  f"{self.game.deck_size}-card deck has left", hint))
        self.exhausted = True


def walk(tally: Tally, actions) -> None:
    for action in actions:
        step(tally, action)


def step(t: Tally, a) -> None:
    if isinstance(a, ir.Deal):
        n = a.count * t.seats(a.zone)
        if a.short_deck is not None and n > t.deck:
            # Too few cards for every seat: the same number go to the shared zone for all.
            t.draw_from_deck(a, a.count, f"dealing {a.count} to {a.short_deck} for a short deck")
            t.put(a.short_deck, a.count)
            return
        t.draw_from_deck(a, n, f"dealing {a.count} to {a.zone}")
        t.put(a.zone, a.count)
    elif isinstance(a, ir.Burn):
        t.draw_from_deck(a, a.count, "the burn")
        t.muck += a.count
    elif isinstance(a, ir.Choose):
        if t.take(a, a.source, a.count, "choose"):
            t.put(a.target, a.count)
    elif isinstance(a, (ir.Discard, ir.Expose)):
        verb = "discard" if isinstance(a, ir.Discard) else "expose"
        if t.take(a, a.zone, a.count, verb) and isinstance(a, ir.Expose):
            t.put(a.zone, a.count)
        elif isinstance(a, ir.Discard):
            t.muck += a.count * t.players
    elif isinstance(a, ir.Draw):
        if t.take(a, a.zone, a.high, "draw"):
            t.put(a.zone, a.high)
        t.muck += a.high * t.players
        most = max(a.high, 2 if a.single else 1)  # a refused or rejected card costs one more
        t.draw_from_deck(a, most * t.players, f"drawing up to {a.high} each")
    elif isinstance(a, ir.Moves):
        t.draw_from_deck(a, a.count * len(a.cursors), "refilling the grid after every stack")
    elif isinstance(a, ir.Repeat):
        walk(t, a.body)


def card_budget(game: ir.Game) -> Tally:
    """Walk every street with the most players the game allows."""
    tally = Tally(game=game, players=game.max_players, deck=game.deck_size)
    for street in game.streets:
        walk(tally, street.actions)
    return tally
