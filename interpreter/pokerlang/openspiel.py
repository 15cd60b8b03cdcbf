"""Any pokerlang variant as an OpenSpiel game (``pip install pokerlang[openspiel]``).

    import pyspiel, pokerlang.openspiel          # registers the game "pokerlang"
    game = pyspiel.load_game("pokerlang", {"variant": "kuhn", "ante": 1, "small_bet": 1})

Parameters: ``variant`` (a shipped name or a .poker path), ``players`` (0: the game's
fewest), the table stakes (``small_blind``, ``big_blind``, ``ante``, ``bring_in``,
``small_bet``, ``big_bet``, ``stack``; -1 leaves the table's default), ``sizes`` (the bet
sizes of no-limit and pot-limit games, separated by spaces as OpenSpiel's own list parameters
are, e.g. ``"min half pot all"``: a comma would cut the game's string) and ``button``
(-1: the last seat, so seat 0 is first to the dealer's left).

Chance is explicit: one chance node per card dealt, uniform over the cards left
(``research.tree``). Actions are integers laid out by ``research.encoding``. Returns
are each seat's net chips for the hand.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import repeat
from operator import itemgetter

import numpy as np
import pyspiel

from pokerlang.cards.card import INDEX, Card
from pokerlang.research.encoding import ActionCoder, split_sizes
from pokerlang.research.observe import Observation, game_length, most_decisions
from pokerlang.research.table import STAKES, seat
from pokerlang.engine.payments import house_paid
from pokerlang.engine.prepare import plays_house
from pokerlang.research.tree import Node

_DEFAULTS = {
    "variant": "",  # no default game: the caller names the variant (a shipped name or a path)
    "players": 0,
    "small_blind": -1,
    "big_blind": -1,
    "ante": -1,
    "bring_in": -1,
    "small_bet": -1,
    "big_bet": -1,
    "stack": -1,
    "sizes": "min half pot all",  # spaces, as OpenSpiel's own list parameters: a comma would cut the game string
    "button": -1,
}

CHANCE, TERMINAL = int(pyspiel.PlayerId.CHANCE), int(pyspiel.PlayerId.TERMINAL)  # looked up once

GAME_TYPE = pyspiel.GameType(
    short_name="pokerlang",
    long_name="pokerlang: any poker variant written as a .poker file",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=23,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


def table(params: dict):
    """The compiled Game, its TableStakes and the button, from the game's parameters."""
    p = {**_DEFAULTS, **params}
    if not str(p["variant"]):
        raise ValueError("name the variant: pyspiel.load_game('pokerlang', {'variant': 'kuhn'}), or a .poker path")
    return seat(
        str(p["variant"]), int(p["players"]), int(p["stack"]), int(p["button"]), **{k: int(p[k]) for k in STAKES}
    )


class PokerlangGame(pyspiel.Game):
    def __init__(self, params=None):
        unknown = sorted(set(params or {}) - set(_DEFAULTS))  # pyspiel.load_game says so itself
        if unknown:
            raise ValueError(f"unknown parameter {unknown[0]!r}: the parameters are {', '.join(_DEFAULTS)}")
        params = {**_DEFAULTS, **(params or {})}
        self.variant, self.stakes, self.button = table(params)
        if plays_house(self.variant) or house_paid(self.variant):
            raise ValueError(
                f"{self.variant.title} "
                + ("is played against the house" if plays_house(self.variant) else "pays the house (a rake)")
                + ": the players' returns do not sum to zero, "
                "and OpenSpiel's game 'pokerlang' is declared zero-sum; use pokerlang.pettingzoo, whose rewards "
                "are each player's own"
            )
        params["sizes"] = " ".join(split_sizes(str(params["sizes"])))  # the game's string has no comma
        self.coder = ActionCoder(self.variant, split_sizes(params["sizes"]))
        players = self.stakes.seat_count(self.variant)
        stack = max(self.stakes.starting_stacks(players))
        self.length = game_length(self.variant, self.stakes, players)
        self.decisions = most_decisions(self.variant, self.stakes, players)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.coder.count,
            max_chance_outcomes=len(self.variant.deck()),
            num_players=players,
            min_utility=-float(stack),
            max_utility=float(stack * (players - 1)),
            utility_sum=0.0,
            max_game_length=self.length,
        )
        super().__init__(GAME_TYPE, info, params)
        self.deck = _Deck(self.variant.deck())
        self.place = _Shared({c: i for i, c in enumerate(self.deck)})
        slot = _Deck(self.place.get(Card(i), -1) for i in range(max(c.index for c in self.deck) + 1))
        # A deck whose places are its cards' indices (the standard deck) needs no lookup.
        self.slot = None if all(p == i for i, p in enumerate(slot)) else slot
        # The engine lists the cards that may come by index; in a deck laid out by index the
        # places come in order too, and need no sorting at every chance node.
        self.by_index = all(a.index < b.index for a, b in zip(self.deck, self.deck[1:]))
        # Every chance outcome there can be, made once: ``pairs[n][i]`` is the pair (place,
        # probability) of the card of index ``i`` when ``n`` cards may come. A chance node
        # (one a card dealt, 52 outcomes at the first) then picks its pairs out of a row
        # instead of making a tuple for each card; the probability is the same 1.0 / n.
        places = slot if self.slot is not None else range(len(slot))
        self.pairs = _Deck(tuple(zip(places, repeat(1.0 / n))) if n else () for n in range(len(self.deck) + 1))
        # Each hand's first node, dealt once: a new state shares it until it moves (then
        # copies it, by a plan made once: ``Node.fix``), which costs less than dealing a hand anew.
        first = Node(self.variant, self.stakes, self.button).fix()  # dealt now, once for every state
        self.table = _Table((first,))
        # The first node's cards that may come (``PokerlangState._coming``): the same for every hand.
        self.coming = None
        start = PokerlangState(self)
        start.chance_outcomes()
        self.coming = start._coming

    def new_initial_state(self):
        return PokerlangState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return Observer(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class _Shared(dict):
    """A mapping never changed once made (a new one replaces it): states share it.

    OpenSpiel clones a Python state by making a new initial state and deep-copying each
    attribute of the old one; what never changes is handed over as it is."""

    def __deepcopy__(self, memo) -> _Shared:
        return self


class _Deck(tuple):
    """A tuple never changed once made (the game's deck, the outcomes' pairs, the cards
    that may come at a chance node): states share it."""

    def __deepcopy__(self, memo) -> _Deck:
        return self


class _Table(tuple):
    """The first node of every hand, never moved (each state moves a copy): shared."""

    def __deepcopy__(self, memo) -> _Table:
        return self


class _Decisions(list):
    """The decisions so far, (seat, id, id as the others saw it): tuples of ints, so a
    clone copies the list, not each entry."""

    def __deepcopy__(self, memo) -> _Decisions:
        return _Decisions(self)


class PokerlangState(pyspiel.State):
    def __init__(self, game: PokerlangGame):
        super().__init__(game)
        # The game's, never changed, so a clone shares them (``ActionCoder.__deepcopy__``, ``_Deck``, ...).
        self.coder = game.coder
        self.deck = game.deck  # a chance outcome is a card's place in the game's deck
        self.pairs = game.pairs  # the outcomes' pairs by their number and card index
        self.by_index = game.by_index
        # The first node is taken (a copy sharing the game's first hand) when first asked
        # for: OpenSpiel's clone makes a new state and then sets each attribute to a copy
        # of the old one's, ``node`` among them.
        self.table = game.table
        self._node: Node | None = None
        self.decisions = _Decisions()
        self._legal: _Shared | None = None
        self._player: int | None = None
        # At a chance node, the indices of the cards that may come, in the order of their
        # places, once known (else None): the next card of the same step may be any of them
        # but the one just dealt, which spares the engine listing the stock again at every
        # card (``_apply_action``). Kept only by this state's own moves.
        self._coming: _Deck | None = game.coming

    # ---- the tree ---------------------------------------------------------------------
    @property
    def node(self) -> Node:
        node = self._node
        if node is None:
            node = self._node = self.table[0].copy()
        return node

    @node.setter
    def node(self, node: Node) -> None:
        self._node = node
        self._coming = self._legal = self._player = None  # worked out anew for this node

    def current_player(self):
        # OpenSpiel asks this several times a move (apply_action, is_chance_node,
        # legal_actions, from C++): worked out once after each move.
        player = self._player
        if player is None:
            hand = self.node.hand
            player = self._player = CHANCE if hand.is_chance else TERMINAL if hand.is_over else hand.to_act
        return player

    def _options(self) -> _Shared:
        legal = self._legal
        if legal is None:
            if self.current_player() < 0:  # a chance node or the end: nobody decides
                legal = _Shared()
            else:
                hand = self.node.hand
                legal = _Shared(self.coder.legal(hand.legal_actions(), hand))
            self._legal = legal
        return legal

    def _legal_actions(self, player):
        return list(self._options())

    # OpenSpiel's ``legal_actions`` and ``is_chance_node``, answered here for a caller in
    # Python (a rollout, a search written in Python) as OpenSpiel answers them, without the
    # round trip through C++ and back at every node; OpenSpiel's C++ still asks
    # ``_legal_actions``, ``current_player`` and ``chance_outcomes``.
    def legal_actions(self, player=None):
        current = self.current_player()
        if current == CHANCE:  # OpenSpiel's answer at a chance node, whoever is named
            return list(map(itemgetter(0), self.chance_outcomes()))
        if player is None or player == current:
            return list(self._options())  # none at the end
        if player < 0 and current != TERMINAL:  # OpenSpiel's error, in its words
            return pyspiel.State.legal_actions(self, player)
        return []

    def is_chance_node(self):
        return self.current_player() == CHANCE

    def chance_outcomes(self):
        # Asked at every card dealt: the pairs, made once with the game (``pairs``), are
        # picked by card index by C loops (a card's hash is Python code, and a stock holds 52).
        coming = self._coming
        if coming is None:
            if self.current_player() != CHANCE:
                return []
            # The stock's cards or the muck's, by index: never more than the deck's.
            coming = _Deck(map(INDEX, self.node.hand.chance_cards()))
            if not self.by_index:  # a deck whose places do not follow its cards' indices: by place
                coming = _Deck(sorted(coming, key=self.pairs[len(coming)].__getitem__))
            self._coming = coming
        return list(map(self.pairs[len(coming)].__getitem__, coming))

    def _apply_action(self, action):
        # OpenSpiel's apply_action asked ``current_player`` just before: it is known.
        if self.current_player() == CHANCE:
            node, coming = self.node, self._coming
            self._coming = None
            chance = node.hand.pending
            dealt = self.deck[action]
            node.deal(dealt)
            # Still the same step, which never deals past the stock (no muck reshuffled into
            # ``pool``): the cards that may come next are these less the one dealt (and
            # less its twins, were the deck to hold two: worked out anew then).
            if coming is not None and node.hand.pending is chance and not chance.pool:
                i = dealt.index
                at = bisect_left(coming, i) if self.by_index else coming.index(i)
                if at + 1 == len(coming) or coming[at + 1] != i:
                    self._coming = _Deck(coming[:at] + coming[at + 1 :])
        else:
            self.decisions.append((self._player, action, self.coder.public(action)))
            self.node.act(self._options()[action])
        self._legal = self._player = None

    def _action_to_string(self, player, action):
        if player == CHANCE:
            return f"deal {self.deck[action]}"
        return self.coder.describe(action)

    def is_terminal(self):
        return self.current_player() == TERMINAL

    def returns(self):
        if not self.is_terminal():
            return [0.0] * self.get_game().num_players()
        return [float(n) for n in self.node.state.result().net]

    def __str__(self):
        if self.node.hand is None:
            return "(dealing)"
        return " | ".join(Observation.lines(self.node.hand, None, everything=True))


class Observer:
    """OpenSpiel's observer: strings and tensors of what a seat knows (``research.observe``)."""

    def __init__(self, game: PokerlangGame, iig_obs_type, params):
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        kind = iig_obs_type.private_info
        self.shape = Observation(
            game.variant,
            game.num_players(),
            game.coder,
            game.decisions,
            own=kind == pyspiel.PrivateInfoType.SINGLE_PLAYER,
            everyone=kind == pyspiel.PrivateInfoType.ALL_PLAYERS,
            public=iig_obs_type.public_info,
            recall=iig_obs_type.perfect_recall,
        )
        self.tensor = np.zeros(self.shape.size, np.float32)
        self.dict = self.shape.views(self.tensor)

    def set_from(self, state: PokerlangState, player: int) -> None:
        self.shape.fill(self.tensor, state.node.hand, state.decisions, player)

    def string_from(self, state: PokerlangState, player: int) -> str:
        return self.shape.string(state.node.hand, player, state.decisions)


def tree_game(params: dict | None = None, max_nodes: int = 300_000):
    """The game ``pyspiel.load_game("pokerlang", params)`` loads, its whole tree walked once
    through the engine and handed to OpenSpiel as an extensive-form game of its own
    (``research.efg``): its solvers then run in C++, never calling back into Python.
    The information sets are the adapter's information-state strings, the actions its
    ids' names. Only for a small game (Kuhn, Leduc): a tree of more than ``max_nodes``
    nodes raises ``research.flat_tree.TooBig``."""
    from pokerlang.research.efg import efg_text
    from pokerlang.research.flat_tree import walk

    p = {**_DEFAULTS, **(params or {})}
    unknown = sorted(set(p) - set(_DEFAULTS))
    if unknown:
        raise ValueError(f"unknown parameter {unknown[0]!r}: the parameters are {', '.join(_DEFAULTS)}")
    variant, stakes, button = table(p)
    players = stakes.seat_count(variant)
    tree = walk(variant, stakes, button, players, split_sizes(str(p["sizes"])), max_nodes)
    return pyspiel.load_efg_game(efg_text(tree, variant.title))


pyspiel.register_game(GAME_TYPE, PokerlangGame)
