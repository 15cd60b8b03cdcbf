"""A hand as a game tree with explicit chance: every card dealt is a chance node.

The engine asks its dealer for each card (``engine.dealer``). Here the dealer is
given no card, so the first deal raises ``NeedCard``: that is a chance node, whose
outcomes are the cards left in the stock, each as likely as the others. Choosing one
deals again from a copy of the hand taken before the decision that led there, with the
chosen cards given to the dealer, until the hand needs the next decision or card.
"""

from __future__ import annotations

from pokerlang.cards.card import Card
from pokerlang.engine import Chosen, NeedCard, State, TableStakes, new_hand
from pokerlang.codec.actions import Action
from pokerlang.ir import game as ir


class Node:
    """One position of the tree: a decision (``state`` is set), a chance node
    (``stock``: the cards that may come), or the end (``state.is_over``)."""

    def __init__(self, game: ir.Game, stakes: TableStakes, button: int):
        self.game, self.stakes, self.button = game, stakes, button
        self.state: State | None = None
        self.before: State | None = None  # the hand before ``pending`` (None: before the deal)
        self.pending: Action | None = None  # the action whose dealing waits for cards
        self.given: list[Card] = []  # cards chosen since ``before``
        self.stock: tuple[Card, ...] = ()
        self._deal()

    @property
    def is_chance(self) -> bool:
        return self.state is None

    def copy(self) -> Node:
        # The States a node holds are never changed in place (``act`` and ``_deal`` work on
        # copies), so two nodes may share them: a copy costs nothing until one moves on.
        twin = Node.__new__(Node)
        twin.__dict__.update(self.__dict__)
        twin.given = list(self.given)
        return twin

    @property
    def hand(self) -> State | None:
        """The hand to read: at a chance node, as it was before the deal (None: before
        the first card)."""
        return self.state if self.state is not None else self.before

    def __deepcopy__(self, memo) -> Node:
        return self.copy()  # OpenSpiel deep-copies a state's attributes one by one

    def deal(self, c: Card) -> None:
        """At a chance node: this card comes next."""
        if c not in self.stock:
            raise ValueError(f"{c} cannot be dealt now")
        self.given.append(c)
        self._deal()

    def act(self, action: Action) -> None:
        """At a decision: the seat to act does this."""
        if self.state is None:
            raise ValueError("a chance node: a card comes next, not a decision")
        after = self.state.copy()
        try:
            after.apply(action)
        except NeedCard as need:
            self.before, self.pending, self.given = self.state, action, []
            self.state, self.stock = None, need.stock
            return
        self.state = after

    def _deal(self) -> None:
        dealer = Chosen(self.given)
        try:
            before, pending = self.before, self.pending  # set together by ``act``
            if before is None or pending is None:
                state = new_hand(self.game, self.stakes, seed=0, button=self.button, dealer=dealer)
            else:
                state = before.copy()
                state.dealer = dealer
                state.apply(pending)
        except NeedCard as need:
            self.state, self.stock = None, need.stock
            return
        state.dealer = Chosen()  # later cards are chance nodes again
        self.state, self.before, self.pending, self.given, self.stock = state, None, None, [], ()
