"""A hand as a game tree with explicit chance: every card dealt is a chance node.

The hand is dealt by a chance player (``engine.dealer.Chance``), so it stops at a chance
point for every card (``engine.chance``): the outcomes are the cards left in the stock,
each as likely as the others, and choosing one deals it (``State.apply_chance``). Nothing
is replayed: a node is one State, at a decision, a chance point or the end.
"""

from __future__ import annotations

from pokerlang.cards.card import Card
from pokerlang.engine import Chance, IllegalAction, State, TableStakes, new_hand
from pokerlang.engine.lookahead import Template
from pokerlang.codec.actions import Action
from pokerlang.ir import game as ir


class Node:
    """One position of the tree: a decision, a chance node (``hand.chance_outcomes()``:
    the cards that may come) or the end (``hand.is_over``)."""

    def __init__(self, game: ir.Game, stakes: TableStakes, button: int):
        self._deal = (game, stakes, button)
        self._hand: State | None = None  # dealt when first asked for (see ``hand``)
        self._own = True  # whether no other node shares ``hand`` (see ``copy``)
        self._fixed: Template[State] | None = None  # how ``hand`` is copied, when it never changes (``fix``)

    @property
    def hand(self) -> State:
        # Dealt when first read: OpenSpiel clones a state by making a new initial state and
        # then copying the attributes over it, so most nodes made are never read.
        if self._hand is None:
            game, stakes, button = self._deal
            self._hand = new_hand(game, stakes, seed=0, button=button, dealer=Chance())
        return self._hand

    @property
    def is_chance(self) -> bool:
        return self.hand.is_chance

    @property
    def state(self) -> State | None:
        """The hand at a decision or at its end; None at a chance node."""
        return None if self.hand.is_chance else self.hand

    def fix(self) -> Node:
        """Deal this node's hand now and never change it: every node copied from it takes
        a copy of the hand when it first moves, made by a ``Template`` (an adapter's
        first node, shared by every hand it deals)."""
        self._fixed, self._own = Template(self.hand), False  # this node too copies before it moves
        return self

    def copy(self) -> Node:
        # Search copies far more nodes than it moves on from: a copy shares the State until
        # one of the two moves, which then takes a copy of its own.
        twin = Node.__new__(Node)
        twin._deal, twin._hand, twin._own, twin._fixed = self._deal, self._hand, False, self._fixed
        self._own = False
        return twin

    def __deepcopy__(self, memo) -> Node:
        return self.copy()  # OpenSpiel deep-copies a state's attributes one by one

    def _mine(self) -> State:
        if self._hand is None:  # not dealt yet: dealt for this node alone
            self._own = True
        elif not self._own:
            fixed = self._fixed
            self._hand = fixed.copy() if fixed is not None else self._hand.copy()
            self._own, self._fixed = True, None
        return self.hand

    def deal(self, c: Card) -> None:
        """At a chance node: this card comes next."""
        if not self.hand.is_chance:
            raise ValueError("a decision: a seat acts next, not a card")
        try:
            self._mine().apply_chance(c)
        except IllegalAction as refused:  # checked before anything changes
            raise ValueError(str(refused)) from None

    def act(self, action: Action) -> None:
        """At a decision: the seat to act does this."""
        if self.hand.is_chance:
            raise ValueError("a chance node: a card comes next, not a decision")
        self._mine().apply(action)
