"""The types the engine's steps and rules are written against: ``Hand``, what they read
of a hand in play (``engine.state.State`` is the one that exists), with ``effect``, the
one way they change it; ``Decision``, what a hand waits on; ``Scene``, what an
expression is asked about besides the hand.

A module of types: it imports no module of the engine that imports it, so the steps
(which ``state.py`` imports to run them) know the hand they are given without importing
``state.py`` back: the engine has no import circle.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, Protocol, Self

from mypy_extensions import trait

from pokerlang.cards.card import Card
from pokerlang.codec.actions import Action
from pokerlang.codec.options import Option
from pokerlang.engine.dealer import Dealer
from pokerlang.engine.frames import Frame
from pokerlang.engine.log import Event
from pokerlang.engine.pots import Chips
from pokerlang.engine.result import HandResult, Payment
from pokerlang.engine.seating import Seating
from pokerlang.engine.table import TableStakes
from pokerlang.engine.zones import Zones
from pokerlang.frozen import frozen_value
from pokerlang.ir import game as ir


@frozen_value
class Scene:
    """What an expression is asked about besides the hand: ``seat`` (the seat paid or
    paying, or whose block it is); at the end of the hand, ``pot`` (every pot, before
    it was divided) and ``winners`` (the seats that won chips from a pot), and
    ``showdown``: the hand was shown down. After a showdown inside deal after deal, for
    the steps that follow it in the same deal: that showdown's best hands (``winners``)
    and the hands they beat (``losers``; None: every player in who did not win)."""

    seat: int | None = None
    pot: int | None = None
    winners: frozenset[int] = frozenset()
    showdown: bool = False
    losers: frozenset[int] | None = None
    busted: frozenset[int] = frozenset()  # the seats this hand left with no chips (``SEAT_SETS``)
    busters: tuple[tuple[int, frozenset[int]], ...] = ()  # each busted seat, and who won the last pot it was in
    net: tuple[int, ...] | None = None  # once the pot is divided: each seat's chips won (below 0: lost)
    # The pools (tallies holding chips) as they stood before the payments began: a payment
    # reads a pool as it reads the pot, so `50% of jackpot` is the same half for each payee.
    pools: tuple[tuple[str, int], ...] = ()


class Decision(Protocol):
    """What a hand waits on: a betting round, a step of card decisions, the showdown's."""

    @property
    def to_act(self) -> int | None: ...

    def legal(self) -> list[Option]: ...

    def apply(self, action: Any) -> None: ...


@trait
class Hand:
    """A hand in play, as the steps and rules read it (``engine.state.State``, which extends
    it; its fields are described there). They change it only through ``effect``
    (``engine.effects``), and log through ``record``.

    A trait (``mypy_extensions``; a plain base class to Python) rather than a Protocol:
    compiled (``pokerlang.native``), a step reads a field or calls a method of the hand it
    is given through the State's own tables, where a Protocol's reads are Python attribute
    lookups. So only a State is a Hand: a stand-in for one must be a State too."""

    game: ir.Game
    stakes: TableStakes
    players: int
    seating: Seating
    rng: random.Random
    zones: Zones
    chips: Chips
    starting: tuple[int, ...]
    behind: tuple[int, ...]
    seed: int | None
    actions: list[tuple[int, Action]]
    live: list[bool]
    _lines: list[tuple[Any, ...]]
    declarations: dict[int, ir.DeclareOption]
    answers: dict[tuple[int, str], bool]
    paid_for: dict[tuple[int, str], int]
    last_paid: dict[int, int]
    last_drawn: dict[int, int]
    # The deals of a `repeat` (``engine.rounds.Rounds``) and the runs of run it twice
    # (``engine.runs.RunOut``): their modules play steps on a Hand, so they are named here
    # by what they are, not imported.
    rounds: Any
    run_out: Any
    only_seat: int | None
    fired: dict[int, int]
    redeal_decks: list[tuple[Any, ...]]
    deal_deck: tuple[Card, ...]
    earlier_deals: tuple[tuple[tuple[Card, ...], int], ...]
    last_aggressor: int | None
    openers: tuple[int, tuple[Card, ...]] | None
    dealt_up: list[Card]
    returned: list[tuple[int, int]]
    tallies: dict[str, list[int]]
    put_out: set[int]
    paid: list[Payment]
    ending: Scene | None
    shown_down: Scene | None
    frames: list[Frame]
    street: str | None
    pending: Decision | None
    held: Decision | None
    blinds_live: bool
    straddler: int | None
    checks_through: bool
    _result: HandResult | None
    _undescribed: Any  # the showdown (``engine.showdown.Showdown``) still to put into words
    pauses: bool  # the dealer is a chance player: the hand stops for its cards

    @abstractmethod
    def effect(self, effect: object) -> None: ...

    @abstractmethod
    def wait_on(self, decision: Decision | None) -> None: ...

    @abstractmethod
    def record(
        self,
        kind: str,
        seat: int | None,
        *,
        amount: int | None = None,
        cards: Sequence[Card] | None = None,
        count: int | None = None,
        zone: str | None = None,
        option: str | None = None,
        all_in: bool = False,
        to: tuple[int, ...] | None = None,
        party: int | str | None = None,
    ) -> None: ...

    @abstractmethod
    def record_deal(
        self,
        zone: str,
        seats: Sequence[int],
        dealt: dict[int, list[Card]],
        to: Callable[[str, int, bool], tuple[int, ...] | None] | None,
    ) -> None: ...

    @property
    @abstractmethod
    def log(self) -> list[Event]: ...

    # The public face (``engine.state``), which a look-ahead and a resample play on.
    @property
    @abstractmethod
    def to_act(self) -> int | None: ...

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def is_chance(self) -> bool: ...

    @property
    @abstractmethod
    def deck(self) -> tuple[Card, ...]: ...

    @property
    @abstractmethod
    def dealer(self) -> Dealer: ...

    @abstractmethod
    def legal_actions(self) -> list[Option]: ...

    @abstractmethod
    def copy(self, rng: random.Random | None = None) -> Self: ...

    @abstractmethod
    def apply(self, action: Action, seat: int | None = None) -> None: ...

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Card, float]]: ...

    @abstractmethod
    def chance_cards(self) -> list[Card]: ...

    @abstractmethod
    def apply_chance(self, dealt: str | int | Card) -> None: ...

    @abstractmethod
    def view(self, seat: int) -> Any: ...  # an engine.view.View, whose module reads a Hand

    @abstractmethod
    def fold(self, seat: int, declared: bool = False, events: bool = True) -> None: ...

    @abstractmethod
    def opener_seat(self, opener: ir.Opener) -> int: ...

    @abstractmethod
    def outcome(self) -> HandResult: ...

    @abstractmethod
    def next_card(self) -> Card: ...

    @abstractmethod
    def play_step(self, step: object) -> None: ...

    # The table's questions asked from below the rules' evaluator (``engine.conditions``,
    # ``engine.expr``): a wild line's condition (``engine.wilds``), a share's number
    # (``engine.showdown``); the State answers them with those modules, so the modules
    # that rank hands, which the evaluator reads in turn, import neither.
    @abstractmethod
    def holds(self, condition: Any) -> bool: ...

    @abstractmethod
    def amount_for(self, expr: Any, seat: int) -> Any: ...
