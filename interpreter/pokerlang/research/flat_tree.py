"""A small game's whole tree, walked once through the engine and laid out in numpy arrays.

The hand is dealt by a chance player (``engine.dealer.Chance``): every card is a chance
node whose outcomes are the cards left, each as likely. At a decision the options are the
integer action ids of the research adapters (``research.encoding``: the same ids, so fold
is not offered when checking is free, and a bet range offers the abstraction's sizes),
and the information state is the acting seat's ``infostate.info_key`` of its view. Only
the engine's public face is used: ``legal_actions``, ``apply``, ``chance_outcomes``,
``apply_chance``, ``view``, ``copy`` and the result.

The nodes are numbered level by level (breadth first), the children of one node next to
each other, so a pass over the tree is a few numpy operations a level (``research.cfr``).
A game whose tree has more than ``limit`` nodes is refused (``TooBig``) as soon as the walk
passes it.
"""

from __future__ import annotations

import time

import attrs
import numpy as np

from pokerlang.engine import Chance, State, TableStakes, new_hand
from pokerlang.ir import game as ir
from pokerlang.research.encoding import DEFAULT_SIZES, ActionCoder
from pokerlang.research.infostate import info_key

DECISION, CHANCE, TERMINAL = 0, 1, 2
LIMIT = 300_000  # nodes: about a minute of walking the engine on one core
SECONDS = 180.0  # a tree whose hands grow long (a deal repeated until one is in) is slower a node


class TooBig(ValueError):
    """A tree with more nodes than the walk may visit, or one still growing when its time is up."""

    def __init__(self, title: str, limit: int, seconds: float | None = None):
        size = (
            f"the game tree has more than {limit:,} nodes"
            if seconds is None
            else f"the game tree was still growing after {limit:,} nodes and {seconds:.0f} seconds of walking"
        )
        super().__init__(
            f"{title}: {size}, too many to enumerate; "
            "solve a smaller game (fewer players, shorter stacks, fixed-limit betting), raise --max-nodes, "
            "or sample the tree instead (MCCFR, e.g. OpenSpiel's external-sampling MCCFR on the "
            "pokerlang.openspiel game)"
        )
        self.limit = limit


@attrs.frozen(eq=False)
class FlatTree:
    """The tree as arrays. Nodes ``0..N-1`` level by level; ``level[d]:level[d+1]`` are the
    nodes of depth ``d``. For a node ``n`` other than the root: ``parent[n]``; ``slot[n]``,
    the action (its place among every information set's actions) that leads to it from a
    decision, else -1; ``chance[n]``, the probability of the card that leads to it from a
    chance node, else 1. ``kind[n]``: DECISION, CHANCE or TERMINAL; ``player[n]`` and
    ``infoset[n]`` at a decision (else -1); ``payoff[n]``: each seat's net chips at the end;
    ``card[n]``: the index (``Card.index``) of the card that leads to it from a chance node, else -1.
    ``first[n]``: where a node's children start (``first[n] + children[n]`` where they end).

    Information set ``i``: ``owner[i]`` decides it, its actions are slots
    ``start[i]:start[i] + width[i]``, ``keys[i]`` names it; slot ``s`` is ``action[s]`` (an
    id of ``coder``) of information set ``of_slot[s]``."""

    players: int
    coder: ActionCoder
    level: np.ndarray
    parent: np.ndarray
    slot: np.ndarray
    chance: np.ndarray
    kind: np.ndarray
    player: np.ndarray
    infoset: np.ndarray
    payoff: np.ndarray
    card: np.ndarray
    first: np.ndarray
    children: np.ndarray
    owner: np.ndarray
    start: np.ndarray
    width: np.ndarray
    keys: tuple[str, ...]
    action: np.ndarray
    of_slot: np.ndarray

    @property
    def nodes(self) -> int:
        return len(self.kind)

    @property
    def infosets(self) -> int:
        return len(self.keys)

    @property
    def slots(self) -> int:
        return len(self.action)


def walk(
    game: ir.Game,
    stakes: TableStakes,
    button: int,
    players: int,
    sizes: tuple[str, ...] = DEFAULT_SIZES,
    limit: int = LIMIT,
    seconds: float | None = SECONDS,
) -> FlatTree:
    """Walk every hand of ``game`` at this table, every card and every decision, into a FlatTree.
    Raises ``TooBig`` past ``limit`` nodes, or past ``seconds`` of walking (None: no limit)."""
    began = time.perf_counter()
    coder = ActionCoder(game, sizes)
    root = new_hand(game, stakes, seed=0, button=button, dealer=Chance())
    # Depth first (a few States alive at a time), recording each node's parent; renumbered
    # level by level at the end.
    kinds: list[int] = []
    parents: list[int] = []
    edges: list[int] = []  # the action's place among its information set's, or -1
    odds: list[float] = []
    dealt: list[int] = []  # the card that leads to the node from a chance node, or -1
    players_at: list[int] = []
    sets_at: list[int] = []
    depth: list[int] = []
    payoffs: dict[int, tuple[int, ...]] = {}
    kids: list[list[int]] = []
    sets: dict[str, int] = {}
    set_actions: list[tuple[int, ...]] = []
    set_owner: list[int] = []
    # Each entry: the hand before the move, the move (None: the root), its action's place
    # (-1: a card), its chance, whether it is its parent's last child (which then takes the
    # parent's hand rather than a copy), the parent and the depth. A child is made when it
    # is walked, not when its parent is: a deal offers 52 cards, and a walk refused at its
    # limit has copied only the hands it walked.
    stack: list[tuple[State, object, int, float, bool, int, int]] = [(root, None, -1, 1.0, True, -1, 0)]
    while stack:
        before, move, edge, p, last, up, d = stack.pop()
        n = len(kinds)
        if n >= limit:
            raise TooBig(game.title, limit)
        if seconds is not None and n and n % 1024 == 0 and time.perf_counter() - began > seconds:
            raise TooBig(game.title, n, seconds)
        hand = before if last else before.copy()
        if move is not None:
            if edge < 0:
                hand.apply_chance(move)  # type: ignore[arg-type]
            else:
                hand.apply(move)  # type: ignore[arg-type]
        parents.append(up)
        edges.append(edge)
        odds.append(p)
        dealt.append(move.index if edge < 0 and move is not None else -1)  # type: ignore[attr-defined]
        depth.append(d)
        kids.append([])
        if up >= 0:
            kids[up].append(n)
        if hand.is_over:
            kinds.append(TERMINAL)
            players_at.append(-1)
            sets_at.append(-1)
            payoffs[n] = tuple(hand.outcome().net)
            continue
        if hand.is_chance:
            kinds.append(CHANCE)
            players_at.append(-1)
            sets_at.append(-1)
            moves: list[tuple[object, int, float]] = [(card, -1, q) for card, q in hand.chance_outcomes()]
        else:
            seat = hand.to_act
            assert seat is not None  # not over, not at a chance point: a seat acts
            legal = coder.legal(hand.legal_actions(), hand)
            key = info_key(hand.view(seat))
            ids = tuple(legal)
            i = sets.setdefault(key, len(sets))
            if i == len(set_actions):
                set_actions.append(ids)
                set_owner.append(seat)
            elif set_actions[i] != ids:  # one information set, one set of actions: else the key says too little
                raise ValueError(f"{game.title}: information state {key!r} offers different actions at two nodes")
            kinds.append(DECISION)
            players_at.append(seat)
            sets_at.append(i)
            moves = [(action, k, 1.0) for k, action in enumerate(legal.values())]
        # Pushed last first, so the first is walked first and the last, walked after all
        # its siblings have copied the hand, takes the hand itself.
        for j in range(len(moves) - 1, -1, -1):
            step, k, q = moves[j]
            stack.append((hand, step, k, q, j == len(moves) - 1, n, d + 1))
    return _lay_out(
        players,
        coder,
        kinds,
        parents,
        edges,
        odds,
        dealt,
        players_at,
        sets_at,
        payoffs,
        kids,
        set_actions,
        set_owner,
        sets,
    )


def _lay_out(
    players, coder, kinds, parents, edges, odds, dealt, players_at, sets_at, payoffs, kids, set_actions, set_owner, sets
) -> FlatTree:
    """Renumber the walked nodes level by level, each node's children together."""
    order = [0]
    level = [0]
    at = 0
    while at < len(order):
        end = len(order)
        level.append(end)
        for n in order[at:end]:
            order.extend(kids[n])
        at = end
    level[-1] = len(order)
    if level[-1] == level[-2]:
        level.pop()
    new = np.empty(len(order), np.int64)
    new[np.array(order)] = np.arange(len(order))
    o = np.array(order)
    widths = np.array([len(a) for a in set_actions], np.int64)
    start = np.concatenate([[0], np.cumsum(widths)[:-1]]).astype(np.int64) if len(widths) else np.zeros(0, np.int64)
    old_parent = np.array(parents, np.int64)[o]
    parent = np.where(old_parent >= 0, new[np.maximum(old_parent, 0)], -1)
    infoset = np.array(sets_at, np.int64)[o]
    edge = np.array(edges, np.int64)[o]
    slot = np.full(len(order), -1, np.int64)
    decided = (parent >= 0) & (edge >= 0)
    slot[decided] = start[infoset[parent[decided]]] + edge[decided]
    payoff = np.zeros((len(order), players))
    for old, net in payoffs.items():
        payoff[new[old]] = net
    children = np.array([len(kids[n]) for n in order], np.int64)
    # The children of the nodes of one level follow one another in the next level, in order.
    first = 1 + np.concatenate([[0], np.cumsum(children)[:-1]]).astype(np.int64)
    first[children == 0] = 0
    action = np.array([a for ids in set_actions for a in ids], np.int64)
    of_slot = np.repeat(np.arange(len(set_actions)), widths)
    return FlatTree(
        players=players,
        coder=coder,
        level=np.array(level, np.int64),
        parent=parent,
        slot=slot,
        chance=np.array(odds)[o],
        kind=np.array(kinds, np.int8)[o],
        player=np.array(players_at, np.int64)[o],
        infoset=infoset,
        payoff=payoff,
        card=np.array(dealt, np.int64)[o],
        first=first,
        children=children,
        owner=np.array(set_owner, np.int64),
        start=start,
        width=widths,
        keys=tuple(sets),
        action=action,
        of_slot=of_slot,
    )
