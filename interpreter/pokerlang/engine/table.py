"""The table a hand is dealt at: its stakes (the seats, the button and the blinds' places
are ``engine.seating``'s).

Stakes are run-time settings, not part of a variant: the same variant file plays at
1/2 or 50/100. Seats are numbered 0..players-1 clockwise; the button moves, the
numbering does not.
"""

from __future__ import annotations

from pokerlang.ir.game import seating


from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, cast

import attrs

from pokerlang.engine.errors import EngineError
from pokerlang.frozen import frozen_value

if TYPE_CHECKING:
    from pokerlang.ir.game import Game


ANTE_KINDS = ("each", "big-blind", "button")


def _stacks(value: int | list[int] | tuple[int, ...]) -> int | tuple[int, ...]:
    return tuple(value) if isinstance(value, (list, tuple)) else value


def _posts(value: Iterable[Iterable[int]]) -> tuple[tuple[int, int], ...]:
    # (seat, amount) pairs, given as lists too (a hand history's).
    return tuple(cast(tuple[int, int], tuple(p)) for p in value)


def _tallies(
    value: Mapping[str, Iterable[int]] | Iterable[tuple[str, Iterable[int]]],
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """``{"strikes": [0, 2, 1]}`` or pairs -> ``(("strikes", (0, 2, 1)),)``, by name."""
    pairs: Iterable[tuple[str, Iterable[int]]] = value.items() if isinstance(value, Mapping) else value
    return tuple(sorted((str(name), tuple(int(v) for v in values)) for name, values in pairs))


def _kill(value: Iterable[int] | None) -> tuple[int, int] | None:
    return None if value is None else cast(tuple[int, int], tuple(value))  # a list, in a hand history


@frozen_value(kw_only=True)
class TableStakes:
    """Blinds, antes, bet sizes and starting stacks, in whole chips.

    ``small_bet``/``big_bet``: the fixed-limit bet sizes of ``bet small``/``bet big``
    streets (defaults: the big blind, and twice the small bet). ``bring_in``: the forced
    opening bet of games that name a bring-in seat; 0 means the table plays without
    one, and that seat simply acts first. ``ante``: each seat's ante, where the game
    has antes and does not size them in big blinds. ``stacks``: one number for every
    seat, or one per seat. ``players``: None takes the number of stacks given, or the
    game's fewest players. ``max_rounds``: the most deals of a ``repeat until one in``
    game; then the pot is split among the seats dealt into the last deal, so a
    game always ends.
    """

    small_blind: int = 1
    big_blind: int = 2
    ante: int = 0
    bring_in: int = 0
    small_bet: int | None = None
    big_bet: int | None = None
    biggest_bet: int | None = None  # the bet of `bet biggest` rounds (None: twice the big bet)
    stacks: int | tuple[int, ...] = attrs.field(default=200, converter=_stacks)
    players: int | None = None
    # A live straddle by the seat left of the big blind; 0: none. None: the game's (none,
    # or twice the big blind where the file says `forced blinds and straddle`).
    straddle: int | None = None
    # Re-straddles after it, each twice the last, and whether the dealer straddles
    # (Mississippi); None: the game's. A third blind, left of the big blind; None: the game's
    # (twice the big blind where the file says `forced 3 blinds`, else none).
    straddles: int | None = None
    button_straddle: bool | None = None
    third_blind: int | None = None
    # A kill pot (`runner.kill`): (seat, amount), the killer's live kill blind; the bets
    # the table gives are already the kill's.
    kill: tuple[int, int] | None = attrs.field(default=None, converter=_kill)
    # Who antes: "each" seat, or one seat for the table, the "big-blind" or the "button"
    # (dead money for the main pot). A game without antes takes the table's too. None: the
    # game's (`forced blinds and big-blind ante`), else each seat.
    ante_kind: str | None = None
    single_blind: bool = False  # one blind only, the big blind's, posted left of the button
    cap: int | None = None  # fixed-limit: most bets and raises a round (None: the game's)
    # Fixed-limit raises are unlimited when only two players are left in (Robert's Rules).
    heads_up_uncapped: bool = True
    # Blinds posted out of turn, live, by (seat, amount): a player coming into the game
    # posts a big blind where they sit. They are bets to call, and change nobody's turn.
    posts: tuple[tuple[int, int], ...] = attrs.field(default=(), converter=_posts)
    # Dead blinds by (seat, amount): chips a seat posts to the pot that are not its bet in the
    # round (a returning player's missed small blind, "posts small & big blinds": the small
    # part is dead, the big live). Dead money for the main pot, posted after the live blinds.
    dead: tuple[tuple[int, int], ...] = attrs.field(default=(), converter=_posts)
    max_rounds: int = 100  # `repeat until one in`: after this many deals the pot is split
    # The game's tallies as this hand starts (`tally strikes per seat`), carried by the table
    # from the hand before: (name, a count for each seat, or one for the table). A tally
    # not given starts where the file says.
    tallies: tuple[tuple[str, tuple[int, ...]], ...] = attrs.field(default=(), converter=_tallies)

    def seat_count(self, game: Game) -> int:
        if self.players is not None:
            return self.players
        if isinstance(self.stacks, tuple):
            return len(self.stacks)
        return game.min_players

    def starting_stacks(self, players: int) -> list[int]:
        if isinstance(self.stacks, tuple):
            if len(self.stacks) != players:
                raise EngineError(f"{len(self.stacks)} stacks given for {players} players")
            return list(self.stacks)
        return [self.stacks] * players

    def straddle_for(self, game: Game) -> int:
        """The straddle played at this table: its own, else the one the file requires."""
        if self.straddle is not None:
            return self.straddle
        if not getattr(game.forced, "straddle", False):
            return 0
        return 2 * max(self.big_blind, self.third_blind_for(game))  # twice the last blind

    def straddles_for(self, game: Game) -> int:
        return self.straddles if self.straddles is not None else getattr(game.forced, "straddles", 1)

    def button_straddle_for(self, game: Game) -> bool:
        if self.button_straddle is not None:
            return self.button_straddle
        return getattr(game.forced, "button_straddle", False)

    def third_blind_for(self, game: Game) -> int:
        if self.third_blind is not None:
            return self.third_blind
        return 2 * self.big_blind if getattr(game.forced, "third_blind", False) else 0

    def ante_kind_for(self, game: Game) -> str:
        """Who antes at this table: as it says, else as the file says."""
        return self.ante_kind if self.ante_kind is not None else getattr(game.forced, "ante_by", "each")

    @property
    def small(self) -> int:
        return self.small_bet if self.small_bet is not None else self.big_blind

    @property
    def big(self) -> int:
        return self.big_bet if self.big_bet is not None else 2 * self.small

    @property
    def biggest(self) -> int:
        return self.biggest_bet if self.biggest_bet is not None else 2 * self.big

    def check(self, game: Game, players: int) -> None:
        if not game.min_players <= players <= game.max_players:
            raise EngineError(f"{game.title} seats {seating(game.min_players, game.max_players)}, not {players}")
        straddle, ante_kind = self.straddle_for(game), self.ante_kind_for(game)
        amounts = (self.small_blind, self.big_blind, self.ante, self.bring_in, self.small, self.big, straddle)
        if any(not isinstance(a, int) or a < 0 for a in amounts):
            raise EngineError("blinds, antes and bets are whole numbers of chips, not negative")
        if self.big_blind < 1 or self.small < 1:
            raise EngineError("the big blind and the small bet are at least one chip")
        if self.big < self.small:  # as `--bets` says; a record claiming less is refused, not replayed
            raise EngineError(f"the big bet ({self.big}) is at least the small bet ({self.small})")
        if ante_kind not in ANTE_KINDS:
            raise EngineError(f"the ante is paid by {', '.join(ANTE_KINDS)}, not '{ante_kind}'")
        if ante_kind == "big-blind" and self.ante and not game.forced.blinds:
            raise EngineError(
                f"{game.title} has no big blind to pay the table's ante: the ante is paid by each player, or the button"
            )
        if self.single_blind and self.small_blind:
            raise EngineError("a single blind is the only blind: the small blind must be 0")
        if any(not 0 <= seat < players or amount < 1 for seat, amount in self.posts):
            raise EngineError("a posted blind is a positive amount from a seat at the table")
        if any(not 0 <= seat < players or amount < 1 for seat, amount in self.dead):
            raise EngineError("a dead blind is a positive amount from a seat at the table")
        if self.dead and not game.forced.blinds:
            raise EngineError(f"{game.title} has no blinds: a dead blind cannot be posted")
        if self.cap is not None and (not isinstance(self.cap, int) or self.cap < 1):
            raise EngineError("the raise cap is at least one bet")
        third = self.third_blind_for(game)
        if third and (third < self.big_blind or not game.forced.blinds):
            raise EngineError("a third blind is at least the big blind, in a game with blinds")
        if straddle and (straddle <= max(self.big_blind, third) or not game.forced.blinds):
            raise EngineError("a straddle is a blind bigger than the big blind, in a game with blinds")
        if self.straddles_for(game) < 1:
            raise EngineError("a straddle is posted once at least: re-straddles follow it")
        if self.biggest < self.big:
            raise EngineError(f"the biggest bet ({self.biggest}) is at least the big bet ({self.big})")
        if self.kill is not None and (not 0 <= self.kill[0] < players or self.kill[1] < 1 or not game.forced.blinds):
            raise EngineError("a kill blind is a positive amount from a seat at the table, in a game with blinds")
        if straddle and game.betting.limit == "fixed-limit":
            raise EngineError("a straddle belongs to no-limit and pot-limit betting")
        stacks = self.starting_stacks(players)
        if any(not isinstance(s, int) or s <= 0 for s in stacks):
            raise EngineError("every seat starts with a positive whole number of chips")
