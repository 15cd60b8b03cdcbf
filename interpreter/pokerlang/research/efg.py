"""A small game's tree as a Gambit extensive-form game (``.efg``), which OpenSpiel loads as
a game of its own, in C++: ``pyspiel.load_efg_game(text)``.

So OpenSpiel's solvers (CFR, CFR+, best responses, sequence-form LP) run on a pokerlang
variant at their native speed: the tree is walked through the engine once
(``flat_tree.walk``), and OpenSpiel never calls back into Python. The information sets
are the walk's (their names: ``infostate.info_key``, the OpenSpiel adapter's
information-state strings); the decisions are named as the adapter names its action ids
(``check/call``, ``bet/raise``), the chance outcomes by the card dealt, each as likely
as the others (written as the fraction ``1/k``), and each end pays every seat's net chips.
"""

from __future__ import annotations

from fractions import Fraction

from pokerlang.cards.card import Card
from pokerlang.research.flat_tree import CHANCE, DECISION, FlatTree


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "/").replace('"', "'") + '"'


def efg_text(tree: FlatTree, title: str) -> str:
    """The tree in Gambit's ``.efg`` text: every node in prefix order, one a line."""
    t = tree
    players = " ".join(_quoted(f"Player {p + 1}") for p in range(t.players))
    lines = [f"EFG 2 R {_quoted(title)} {{ {players} }}", ""]
    # Gambit numbers the players from 1, and each player's information sets from 1.
    number, counted = [], [0] * t.players
    for owner in t.owner:
        counted[owner] += 1
        number.append(counted[owner])
    chance_sets = 0
    ends = 0
    stack = [(0, 0)]
    while stack:
        n, depth = stack.pop()
        indent = "  " * depth
        below = range(int(t.first[n]), int(t.first[n] + t.children[n]))
        if t.kind[n] == CHANCE:
            chance_sets += 1
            outcomes = " ".join(
                f"{_quoted(str(Card(int(t.card[c]))))} {Fraction(float(t.chance[c])).limit_denominator(1 << 20)}"
                for c in below
            )
            lines.append(f'{indent}c "" {chance_sets} "" {{ {outcomes} }} 0')
        elif t.kind[n] == DECISION:
            i = int(t.infoset[n])
            s, w = int(t.start[i]), int(t.width[i])
            names = " ".join(_quoted(t.coder.describe(int(a))) for a in t.action[s : s + w])
            lines.append(f'{indent}p "" {t.player[n] + 1} {number[i]} {_quoted(t.keys[i])} {{ {names} }} 0')
        else:
            ends += 1
            payoffs = " ".join(str(int(v)) if float(v).is_integer() else repr(float(v)) for v in t.payoff[n])
            lines.append(f'{indent}t "" {ends} "" {{ {payoffs} }}')
        stack.extend((c, depth + 1) for c in reversed(below))
    return "\n".join(lines) + "\n"
