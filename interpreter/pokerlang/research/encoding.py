"""Every decision of any variant as a small integer, for research frameworks.

OpenSpiel and PettingZoo want a fixed set of action ids per game. ``ActionCoder`` lays
them out from the compiled Game, in blocks:

* ``0`` fold; ``1`` check, call or post the bring-in; then one id per bet size of the
  abstraction (``sizes``): a fixed-limit bet, raise or completion is the first size,
  and a no-limit or pot-limit range offers each size that lands on a distinct amount
  (``min`` raise, ``half`` pot, ``pot``, ``all`` in, or a number: that fraction of the pot);
* card decisions (choose, expose, discard, draw, keep one) as the set of positions picked
  in the seat's offered cards, a bitmask: ``CARDS + mask``;
* declarations, by the option's place among every option the game declares;
* the fixed decisions the game may ask for, in this order: show, muck (a showdown that
  lets a hand be mucked), accept, refuse (a card offered), ask, face down (a one-card
  draw offered face up on request); a game without them has no id for them;
* grid moves, as (kind, target space); a card set into a row, as (its place, the row).

So the ids are the game's own: Kuhn poker's are 0 fold, 1 check/call, 2 bet.

As in OpenSpiel's own poker games, fold is not offered when checking is free.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache, partial
from itertools import combinations
from typing import Any

from pokerlang.engine.actions import (
    Accept,
    Ask,
    Bet,
    Call,
    Check,
    Choose,
    Complete,
    Declare,
    Discard,
    Draw,
    Expose,
    FaceDown,
    Fold,
    Keep,
    Muck,
    PostBringIn,
    Raise,
    Refuse,
    Set,
    Show,
)
from pokerlang.engine.options import (
    BetRange,
    ChooseCards,
    DeclareAmount,
    DeclareOptions,
    DiscardCards,
    DrawCards,
    ExposeCards,
    KeepOne,
    RaiseRange,
)
from pokerlang.engine.grid import MoveOption
from pokerlang.engine.actions import Move
from pokerlang.ir import game as ir
from pokerlang.engine.forced import STRADDLE_WORDS
from pokerlang.engine.runs import run_word

DEFAULT_SIZES = ("min", "half", "pot", "all")
MOST_CARDS = 16  # the largest set of offered cards a card decision may have: 2**16 ids
FIXED = (Show, Muck, Accept, Refuse, Ask, FaceDown)
MOVE_KINDS = ("swap", "stack", "pass")
_SUBSETS = {ChooseCards: Choose, ExposeCards: Expose, DiscardCards: Discard}
_FOLD, _CALL, _BET, _RANGE, _OTHER = range(5)  # how ``legal`` lays an option out


class EncodingError(ValueError):
    """A game whose decisions do not fit the integer action space."""


def split_sizes(text: str) -> tuple[str, ...]:
    """``"min half pot all"`` (OpenSpiel's way, spaces) or ``"min,half,pot,all"``."""
    return tuple(text.replace(",", " ").split())


def most_cards_offered(game: ir.Game) -> int:
    """An upper bound on the cards a seat holds in one zone: every card dealt or moved into it."""
    into: dict[str, int] = {}
    deck = game.deck()
    blocks = [(game.actions(), 1)] + [(ir.walk(e.body), sum(e.pattern.may_match(c) for c in deck)) for e in game.events]
    for actions, times in blocks:  # an event's block runs at most once per matching card
        for action in actions:
            if isinstance(action, ir.Deal):
                into[action.zone] = into.get(action.zone, 0) + action.count * times
            elif isinstance(action, ir.Choose):
                into[action.target] = into.get(action.target, 0) + action.count * times
    has_card_decisions = any(isinstance(a, (ir.Choose, ir.Expose, ir.Discard, ir.Draw)) for a in game.every_action())
    if not has_card_decisions:
        return 0
    return max([2] + list(into.values()))  # two: the cards of a two-dealt-keep-one


def fixed_decisions(game: ir.Game) -> tuple[type[Show | Muck | Accept | Refuse | Ask | FaceDown], ...]:
    """The fixed decisions the game may ask for, in ``FIXED``'s order: show or muck where a
    showdown lets a hand be mucked, accept or refuse a card offered, ask for a card face up."""
    kinds: set[type[Show | Muck | Accept | Refuse | Ask | FaceDown]] = set()
    for action in game.every_action():
        if isinstance(action, ir.Showdown) and action.showing.muck:
            kinds |= {Show, Muck}
        elif (isinstance(action, ir.Deal) and action.offered) or (
            isinstance(action, ir.Draw) and action.single == "offered-up"
        ):
            kinds |= {Accept, Refuse}
        elif isinstance(action, ir.Draw) and action.single == "offered-up-on-request":
            kinds |= {Ask, FaceDown, Accept, Refuse}  # asked for, the card is offered face up
    return tuple(k for k in FIXED if k in kinds)


def _fraction(size: str) -> bool:
    """Whether ``size`` is a fraction of the pot a bet may be: a number above 0."""
    try:
        value = float(size)
    except ValueError:
        return False
    return 0 < value < float("inf")


@cache
def _picks(n: int, k: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Each way to pick ``k`` of ``n`` cards by place, with its mask: the same few at
    every card decision, worked out once."""
    return tuple((sum(1 << i for i in picked), picked) for picked in combinations(range(n), k))


class ActionCoder:
    def __init__(self, game: ir.Game, sizes: str | tuple[str, ...] = DEFAULT_SIZES):
        self.game = game
        sizes = split_sizes(sizes) if isinstance(sizes, str) else tuple(sizes)
        if not sizes:
            raise EncodingError("no bet size given: write min, half, pot, all or a fraction of the pot")
        for size in sizes:  # checked in a fixed-limit game too, which has one size: a typo is a typo
            if size not in ("min", "half", "pot", "all") and not _fraction(size):
                raise EncodingError(
                    f"bet size {size!r}: write min, half, pot, all or a fraction of the pot above 0 (0.75)"
                )
        # A fixed-limit game has one size, unless a round of its own structure has more
        # (`bet no-limit`: limit/no-limit hold'em).
        self.one_size = game.betting.limit == "fixed-limit" and not any(
            isinstance(a, ir.Bet) and a.limit is not None for a in game.every_action()
        )
        self.sizes = sizes if not self.one_size else ("min",)
        if self.one_size and any(isinstance(a, ir.Bet) and a.size == "small-or-big" for a in game.every_action()):
            self.sizes = ("small", "big")  # `bet small or big`: two fixed sizes, an id each
        self.positions = most_cards_offered(game)
        if self.positions > MOST_CARDS:
            raise EncodingError(
                f"{game.title}: a card decision may offer {self.positions} cards, "
                f"more than the {MOST_CARDS} an action id can name"
            )
        declared = [o for a in game.every_action() if isinstance(a, ir.Declare) for o in a.options]
        self.options = sorted({o.name for o in declared if o.up_to is None})
        # an option whose price the player names (`bet = pay up to pot`): one id per bet size
        self.priced = sorted({o.name for o in declared if o.up_to is not None})
        if game.runs is not None and game.runs.agreed:  # how many times to run it: said as a declaration
            self.options += [run_word(n) for n in range(1, game.runs.times + 1) if run_word(n) not in self.options]
        if getattr(game.forced, "optional_straddle", False):  # straddle or pass: said as a declaration
            self.options += [w for w in STRADDLE_WORDS if w not in self.options]
        grid = next((z.grid for z in game.zones if z.grid), None)
        self.spaces = [(r, c) for r in range(grid.rows) for c in range(grid.columns)] if grid else []
        self.SIZES = 2
        self.CARDS = self.SIZES + len(self.sizes)
        self.DECLARE = self.CARDS + (1 << self.positions if self.positions else 0)
        self.FIXED = self.DECLARE + len(self.options)
        self.fixed = fixed_decisions(game)  # only the game's own: Kuhn's ids are fold, check/call, bet
        self.MOVES = self.FIXED + len(self.fixed)
        self.SETS = self.MOVES + (len(MOVE_KINDS) * (len(self.spaces) + 1) if self.spaces else 0)
        # A card set into a row (face up, so public): its place among the cards to set, and the row.
        self.rows = sorted({r.zone for a in game.every_action() if isinstance(a, ir.SetRows) for r in a.rows})
        self.PRICED = self.SETS + (MOST_CARDS * len(self.rows) if self.rows else 0)
        self.count = self.PRICED + len(self.priced) * len(self.sizes)
        self._kinds: dict[type, int] = {}  # an option's class -> how its ids are found (``legal``)

    def __deepcopy__(self, memo) -> ActionCoder:
        return self  # never changes once laid out

    # ---- legal ids ------------------------------------------------------------------
    def legal(self, options: list, hand: Any) -> dict[int, object]:
        """The legal action ids of a decision, each with the engine action it stands for.
        ``hand``: the engine State, whose chips size a bet by the pot.

        Asked at every decision a learner or a search meets: the betting options, most of
        them, are laid out inline, by the option's class (its isinstance chain runs once)."""
        out: dict[int, object] = {}
        kinds = self._kinds
        fold, free_check = None, False
        set_cards = list(dict.fromkeys(o.card for o in options if isinstance(o, Set))) if self.rows else []
        for option in options:
            kind = kinds.get(option.__class__)
            if kind is None:
                kind = kinds[option.__class__] = self._kind(option)
            if kind == _CALL:
                out.setdefault(1, option)
                free_check = free_check or option.__class__ is Check
            elif kind == _FOLD:
                fold = option
            elif kind == _BET:
                out.setdefault(self.SIZES, option)
            elif kind == _RANGE:
                if option.__class__ is DeclareAmount:  # a price named: sized as a bet is
                    base = self.PRICED + self.priced.index(option.option) * len(self.sizes)
                    make: Callable[[int], object] = partial(Declare, option.option)
                else:
                    base, make = self.SIZES, Bet if option.__class__ is BetRange else Raise
                if option.min == option.max:  # one amount: every size lands on it
                    if base in out and len(self.sizes) == 2 and base == self.SIZES:
                        base += 1  # fixed limit's big bet beside the small one
                    out.setdefault(base, make(option.min))
                    continue
                seen = set()
                for n, size in enumerate(self.sizes):
                    amount = self._amount(size, option, hand)
                    if amount not in seen:
                        seen.add(amount)
                        out.setdefault(base + n, make(amount))
            else:
                for i, action in self._ids(option, set_cards):
                    out.setdefault(i, action)
        if fold is not None and not free_check:  # as in OpenSpiel's poker games: no fold when checking is free
            out[0] = fold
        return dict(sorted(out.items()))

    def _kind(self, option) -> int:
        if isinstance(option, Fold):
            return _FOLD
        if isinstance(option, (Check, Call, PostBringIn)):
            return _CALL
        if isinstance(option, (Bet, Raise, Complete)):
            return _BET
        if isinstance(option, (BetRange, RaiseRange, DeclareAmount)):
            return _RANGE
        return _OTHER

    def _ids(self, option, set_cards: list):
        if isinstance(option, (*_SUBSETS, DrawCards)):
            yield from self._subsets(option)
        elif isinstance(option, KeepOne):
            for i, c in enumerate(option.cards):
                yield self.CARDS + (1 << i), Keep(c)
        elif isinstance(option, DeclareOptions):
            for name in option.options:
                yield self.DECLARE + self.options.index(name), Declare(name)
        elif isinstance(option, self.fixed):
            yield self.FIXED + self.fixed.index(type(option)), option
        elif isinstance(option, MoveOption):
            k = MOVE_KINDS.index(option.kind)
            if not option.targets:
                yield self.MOVES + k * (len(self.spaces) + 1), Move(option.kind)
            for target in option.targets:
                place = self.spaces.index(target) + 1
                yield self.MOVES + k * (len(self.spaces) + 1) + place, Move(option.kind, target)
        elif isinstance(option, Set) and set_cards.index(option.card) < MOST_CARDS:
            place = set_cards.index(option.card)
            yield self.SETS + place * len(self.rows) + self.rows.index(option.row), option
        else:
            raise EncodingError(f"no action id for {type(option).__name__}")

    def _subsets(self, option):
        cards = option.cards
        if isinstance(option, DrawCards):
            low, high, make = option.low, option.high, Draw
        else:
            low = high = option.count
            make = _SUBSETS[type(option)]
        at = cards.__getitem__
        for k in range(low, high + 1):
            for mask, picked in _picks(len(cards), k):
                yield self.CARDS + mask, make(tuple(map(at, picked)))

    def _amount(self, size: str, option, hand: Any) -> int:
        if size == "min":
            return option.min
        if size == "all":
            return option.max
        chips = hand.chips  # what every seat sees: the chips put in and those in front of each
        pot = sum(chips.committed)  # the pots and every bet in front
        fraction = 0.5 if size == "half" else 1.0 if size == "pot" else float(size)
        faced = max(chips.bets)
        mine = chips.bets[hand.to_act]
        # A raise of a fraction of the pot after calling: the way pot-sized bets are counted.
        to = faced + int(fraction * (pot + faced - mine))
        return max(option.min, min(option.max, to))

    def nearest(self, options: Mapping[int, object], action: object) -> int | None:
        """The legal id nearest ``action``, an engine action no id stands for (a bot's bet
        of an amount outside the abstraction): the size of the same kind closest to its
        amount; None if none is of its kind."""
        amount = getattr(action, "amount", None)
        if amount is None:
            return None
        same = [(abs(a.amount - amount), i) for i, a in options.items() if type(a) is type(action)]  # type: ignore[attr-defined]
        return min(same)[1] if same else None

    def public(self, action_id: int) -> int | None:
        """The id as the other seats know it: which cards were picked, or what was
        declared in secret, they do not see (None), only that a decision was made."""
        if self.CARDS <= action_id < self.FIXED or action_id >= self.PRICED:  # declarations, as the others
            return None
        return action_id

    # ---- words ----------------------------------------------------------------------
    def describe(self, action_id: int) -> str:
        if action_id == 0:
            return "fold"
        if action_id == 1:
            return "check/call"
        if action_id < self.CARDS:
            if self.one_size and len(self.sizes) == 1:
                return "bet/raise"  # the one size of the limit
            return f"bet/raise {self.sizes[action_id - self.SIZES]}"
        if action_id < self.DECLARE:
            mask = action_id - self.CARDS
            return (
                "cards " + "".join(str(i + 1) for i in range(self.positions) if mask >> i & 1) if mask else "no cards"
            )
        if action_id < self.FIXED:
            return f"declare {self.options[action_id - self.DECLARE]}"
        if action_id < self.MOVES:
            return self.fixed[action_id - self.FIXED].name
        if action_id >= self.PRICED and action_id < self.count:
            k, n = divmod(action_id - self.PRICED, len(self.sizes))
            return f"declare {self.priced[k]} {self.sizes[n]}"
        if action_id >= self.SETS and action_id < self.count:
            place, row = divmod(action_id - self.SETS, len(self.rows))
            return f"set card {place + 1} into {self.rows[row]}"
        if action_id < self.count:
            k, place = divmod(action_id - self.MOVES, len(self.spaces) + 1)
            return MOVE_KINDS[k] + ("" if place == 0 else f" to {self.spaces[place - 1]}")
        raise EncodingError(f"action id {action_id} is outside 0..{self.count - 1}")
