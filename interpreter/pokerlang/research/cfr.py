"""CFR+ over a FlatTree, a level at a time in numpy, and best responses to measure it.

CFR+ as Tammelin (2014) and OpenSpiel's ``CFRPlusSolver`` run it: the players' regrets are
updated one after the other within an iteration (each pass plays the others' policy as the
previous pass left it), a regret below zero is set to zero (regret matching+), and the
average policy weights iteration ``t``'s policy by ``t``. So after the same iterations the
average policy is OpenSpiel's, up to the order floating point sums are taken in.

A pass is the tree's levels twice: down, each node's chance of being reached (by the
updating player's own actions, and by everything else: chance and the other players);
up, the updating player's expected chips at each node. The regret of an action is summed
over the nodes of its information set, weighted by the others' reach (``np.bincount``).
"""

from __future__ import annotations

import numpy as np

from pokerlang.research.flat_tree import DECISION, FlatTree


class Solver:
    """CFR+ on ``tree``: ``step()`` runs one iteration; ``average()`` is the policy that
    converges, a probability per slot (``FlatTree.action``)."""

    def __init__(self, tree: FlatTree):
        self.tree = tree
        self.iteration = 0
        self.regret = np.zeros(tree.slots)
        self.total = np.zeros(tree.slots)  # the average policy's weights, before normalising
        t = tree
        # For each player, the edges out of that player's decisions: their child, the
        # decision and its slot; the regret and the average are summed over them.
        self._mine = []
        decided = np.flatnonzero(t.slot >= 0)
        for p in range(t.players):
            edges = decided[t.player[t.parent[decided]] == p]
            self._mine.append((edges, t.parent[edges], t.slot[edges]))

    def current(self) -> np.ndarray:
        """Regret matching: each action in proportion to its positive regret, else uniform."""
        return _normalised(self.tree, np.maximum(self.regret, 0.0))

    def average(self) -> np.ndarray:
        return _normalised(self.tree, self.total)

    def step(self) -> None:
        self.iteration += 1
        t = self.tree
        for p in range(t.players):
            policy = self.current()
            weight = _edge_weights(t, policy)
            own, others = _reach(t, weight, p)
            value = _values(t, weight, t.payoff[:, p])
            edges, above, slots = self._mine[p]
            gain = others[above] * (value[edges] - value[above])
            self.regret += np.bincount(slots, gain, minlength=t.slots)
            np.maximum(self.regret, 0.0, out=self.regret)
            self.total += self.iteration * np.bincount(slots, own[above] * policy[slots], minlength=t.slots)


def _normalised(tree: FlatTree, weights: np.ndarray) -> np.ndarray:
    """Each information set's weights as probabilities; uniform where they sum to zero."""
    if not tree.slots:
        return weights
    sums = np.add.reduceat(weights, tree.start)[tree.of_slot]
    uniform = 1.0 / tree.width[tree.of_slot]
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(sums > 0, weights / np.where(sums > 0, sums, 1.0), uniform)


def _edge_weights(tree: FlatTree, policy: np.ndarray) -> np.ndarray:
    """The probability of each node given its parent: the action's under ``policy``, or the card's."""
    weight = tree.chance.copy()
    decided = tree.slot >= 0
    weight[decided] = policy[tree.slot[decided]]
    return weight


def _reach(tree: FlatTree, weight: np.ndarray, player: int) -> tuple[np.ndarray, np.ndarray]:
    """Each node's chance of being reached by ``player``'s own actions, and by everything else."""
    mine = np.zeros(tree.nodes, bool)
    below = tree.slot >= 0
    mine[below] = tree.player[tree.parent[below]] == player
    own_w = np.where(mine, weight, 1.0)
    other_w = np.where(mine, 1.0, weight)
    own = np.ones(tree.nodes)
    others = np.ones(tree.nodes)
    level = tree.level
    for d in range(1, len(level) - 1):
        a, b = level[d], level[d + 1]
        up = tree.parent[a:b]
        own[a:b] = own[up] * own_w[a:b]
        others[a:b] = others[up] * other_w[a:b]
    return own, others


def _values(tree: FlatTree, weight: np.ndarray, payoff: np.ndarray) -> np.ndarray:
    """Each node's expected ``payoff`` (one number a node, or a row a node) when every move
    below it is taken with ``weight``."""
    value = payoff.copy()
    level = tree.level
    for d in range(len(level) - 3, -1, -1):  # the deepest level has no children
        a, b = level[d], level[d + 1]
        inner = a + np.flatnonzero(tree.children[a:b])
        if not len(inner):
            continue
        c, e = level[d + 1], level[d + 2]
        weighted = (weight[c:e] * value[c:e].T).T
        value[inner] = np.add.reduceat(weighted, tree.first[inner] - c)
    return value


def policy_values(tree: FlatTree, policy: np.ndarray) -> np.ndarray:
    """Each player's expected net chips when everyone plays ``policy``."""
    return _values(tree, _edge_weights(tree, policy), tree.payoff)[0]


def best_response_value(tree: FlatTree, policy: np.ndarray, player: int) -> float:
    """``player``'s expected chips when it knows the others play ``policy`` and answers best.

    At each of its information sets it takes the action of most chips summed over the
    set's nodes, each weighted by the others' chance of reaching it. An action's chips
    depend on the answers at the sets after it, so the sets are settled from the last of
    the player's own decisions to the first (with perfect recall, the nodes of one set
    have the same number of the player's decisions above them)."""
    t = tree
    weight = _edge_weights(t, policy)
    _, others = _reach(t, weight, player)
    decided = np.flatnonzero(t.slot >= 0)
    edges = decided[t.player[t.parent[decided]] == player]
    above, slots = t.parent[edges], t.slot[edges]
    # How many of the player's own decisions lie above each node.
    count = np.zeros(t.nodes, np.int64)
    steps = ((t.kind == DECISION) & (t.player == player)).astype(np.int64)
    for d in range(1, len(t.level) - 1):
        a, b = t.level[d], t.level[d + 1]
        count[a:b] = count[t.parent[a:b]] + steps[t.parent[a:b]]
    mine = np.flatnonzero(t.owner == player)
    depth = np.zeros(t.infosets, np.int64)
    depth[t.infoset[above]] = count[above]
    chosen = np.zeros(t.slots)
    chosen[t.start[mine]] = 1.0  # a first guess, settled below
    for k in range(int(depth[mine].max()) if len(mine) else -1, -1, -1):
        weight[edges] = chosen[slots]
        value = _values(t, weight, t.payoff[:, player])
        gain = np.bincount(slots, others[above] * value[edges], minlength=t.slots)
        now = np.zeros(t.infosets, bool)
        now[mine[depth[mine] == k]] = True
        best = np.maximum.reduceat(gain, t.start)[t.of_slot]
        # Each set's first action of most chips (as argmax: ties to the first).
        first = np.minimum.reduceat(np.where(gain >= best, np.arange(t.slots), t.slots), t.start)
        settled = now[t.of_slot]
        chosen[settled] = 0.0
        chosen[first[now]] = 1.0
    weight[edges] = chosen[slots]
    return float(_values(t, weight, t.payoff[:, player])[0])


def nash_conv(tree: FlatTree, policy: np.ndarray) -> float:
    """The chips all players together would gain, each answering best in turn: 0 at equilibrium."""
    values = policy_values(tree, policy)
    return float(sum(best_response_value(tree, policy, p) - values[p] for p in range(tree.players)))


def exploitability(tree: FlatTree, policy: np.ndarray) -> float:
    """NashConv over the number of players, as OpenSpiel's ``exploitability``: for two
    players in a zero-sum game, what the best answer wins on average over both seats."""
    return nash_conv(tree, policy) / tree.players
