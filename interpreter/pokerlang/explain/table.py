"""What a phrase may know about the game around it, and how it names a zone."""

from __future__ import annotations

import attrs

from pokerlang.ir import control
from pokerlang.ir import expr as e
from pokerlang.ir import game as ir
from pokerlang.check.budget import card_budget
from pokerlang.explain import english as w

IN_TURN = "In turn from the dealer's left, "
SEATS = {"dealer": "the first active player to the dealer's left"}


@attrs.frozen
class Table:
    """What a phrase may need to know about the game around it."""

    zones: dict = attrs.field(factory=dict, hash=False)  # name -> Zone
    fixed_limit: bool = False
    pot: bool = True  # chips are at stake: hands win a pot, not just the game
    folds: bool = True  # players may leave a deal before the showdown
    live: bool = False  # someone may have folded by now: "each player still in"
    one: bool = False  # an event's block: played for one player, "that player"
    wild: bool = False  # the game has wild cards: five of a kind tops the rankings
    stud: bool = False  # no button orders the table: odd chips go by the cards (explain.rooms)
    rolls: bool = False  # cards are turned up by rolls, which set events off as a deal face up does
    # The first betting round (the blinds live) and who begins it when a straddle or a third
    # blind moves the start from the big blind's left ("" where none does).
    first_bet: object = attrs.field(default=None, hash=False, eq=False)
    straddled: str = ""
    # A game of several showdowns (stages, branches): each one's number, by the identity of
    # the step that stands for it, so that the play and the showdown section name the same.
    numbered: dict = attrs.field(factory=dict, hash=False, eq=False)
    # The cards each zone holds at the end of the deal, at most (check's card budget): `4 of
    # hand` from a hand of five is the best four of them, not "the four cards in their hand".
    held: dict = attrs.field(factory=dict, hash=False, eq=False)
    # The table's own counts that hold no chips (`tally qualified shared`): said "the count
    # of qualified", as a name the file chose may be no noun; a pool is said by its name.
    counts: frozenset = frozenset()
    house: bool = False  # the players play against the house: no pot, a lone player may fold
    ranks: str = "23456789TJQKA"  # the ranks the deck holds: a count names no other
    blinds: bool = True  # blinds are posted: `big-blind` is said "the big blind", else by its place
    again: bool = False  # inside deal after deal (`repeat until one in`): a pot nobody wins stays

    def showdown(self, node: object) -> str:
        """``Showdown 2 (see below).``, or without a number in a game of one showdown."""
        n = self.numbered.get(id(node))
        return f"Showdown {n} (see below)." if n else "Showdown (see below)."

    @classmethod
    def of(cls, game: ir.Game) -> Table:
        actions = list(game.actions())
        bets = any(isinstance(a, ir.Bet) for a in actions)
        folds = (
            bets
            or any(o.leaves for a in actions if isinstance(a, ir.Declare) for o in a.options)
            or any(isinstance(a, (control.Fold, control.WinNow)) for a in actions)
        )
        wild = bool(game.wilds) or any(sh.wilds for a in actions if isinstance(a, ir.Showdown) for sh in a.shares)
        return cls(
            first_bet=next((a for a in actions if isinstance(a, ir.Bet)), None),
            straddled=_straddled(game.forced),
            zones={z.name: z for z in game.zones},
            fixed_limit=game.betting.limit == "fixed-limit",
            pot=bets or game.forced.blinds or game.forced.ante or game.forced.button_blind,
            folds=folds,
            wild=wild,
            stud=any(isinstance(a, ir.Bet) and a.bring_in is not None for a in actions),
            rolls=any(isinstance(a, ir.Roll) for a in actions),
            held=card_budget(game).held,
            counts=_counts(game),
            house=any(isinstance(a, ir.Showdown) and a.house is not None for a in actions),
            blinds=bool(game.forced.blinds),
            ranks=game.ranks,
        )

    def zone(self, name: str) -> ir.Zone:
        return self.zones.get(name) or ir.Zone(name=name, per_seat=True, visibility="private")

    def player(self) -> str:
        return "player still in" if self.live else "player"

    def each(self) -> str:
        """Who a step is played for: ``each player``, ``each player still in``, ``that player``."""
        return "that player" if self.one else f"each {self.player()}"


def _counts(game: ir.Game) -> frozenset:
    pools = {p.pool for p in (*game.every_action(), *game.endings) if isinstance(p, e.Pay) and p.pool}
    return frozenset(t.name for t in game.tallies if not t.per_seat and t.name not in pools)


def _straddled(f: ir.Forced) -> str:
    """Who begins the first betting round of a game whose file posts a straddle or a third
    blind (the engine begins it left of the last of them, and heads-up there is none)."""
    if not f.blinds:
        return ""
    heads_up = "(heads-up, where there is none, the player to the left of the big blind)"
    if f.straddle and f.optional_straddle:  # a straddle passed: as with the blinds alone
        heads_up = "(without a straddle, passed or heads-up, the player to the left of the big blind)"
    if f.straddle and f.button_straddle:
        return f"the small blind, to the left of the dealer's straddle {heads_up}"
    if f.straddle:
        return f"the player to the left of {'the last straddler' if f.straddles > 1 else 'the straddler'} {heads_up}"
    if f.third_blind:
        return "the player to the left of the third blind (heads-up, the player to the left of the big blind)"
    return ""


def place(name: str, table: Table, whose: str = "own") -> str:
    """Where a zone is, from a player's side: ``their hand``, ``the board``, ``one opponent's board``."""
    zone = table.zone(name)
    if zone.grid is not None:
        top = "the top cards of " if zone.grid.stacks else ""
        row = "one opponent's row" if whose == "opponent" else "their row"
        return f"{top}{row} of the {w.noun(name)}"
    if whose == "opponent":
        return f"one opponent's {w.noun(name)}"
    return f"their {w.noun(name)}" if zone.per_seat else f"the {w.noun(name)}"
