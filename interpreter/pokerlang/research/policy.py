"""A policy file, and the agent ``policy:FILE`` that plays it.

A policy file is JSON: the game it was solved for (``variant``, ``title`` and ``hash``, a
digest of the compiled rules), the table (``players``, ``stakes``), the bet sizes of its
action ids (``sizes``), how it was solved, and ``policy``: for each information state
(``infostate.info_key``) the probability of each action, named as the research
adapters name their ids (``check/call``, ``bet/raise``, ...).

The agent finds its information state from its view, as the solver did, and draws an
action from the file's probabilities; an information state missing from the file (a table
at other stakes, a line the solver never reached) is played uniformly over the legal
actions. It needs no numpy: only the file and the game.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from pokerlang.ir import game as ir
from pokerlang.research.encoding import ActionCoder, EncodingError
from pokerlang.research.infostate import info_key

FORMAT = "pokerlang policy 1"


def rules_hash(game: ir.Game) -> str:
    """A digest of the compiled rules (the core IR, less the file's path): a policy plays
    the game it was solved for, wherever its file lies."""
    from pokerlang.ir.show import show

    text = "\n".join(line for line in show(game).splitlines() if not line.strip().startswith("path:"))
    return hashlib.sha256(text.encode()).hexdigest()


def policy_document(
    game: ir.Game,
    variant: str,
    players: int,
    stakes: dict[str, Any],
    coder: ActionCoder,
    table: dict[str, dict[int, float]],
    solved: dict[str, Any],
) -> dict[str, Any]:
    """The JSON of a policy file; ``table``: information state -> action id -> probability."""
    return {
        "format": FORMAT,
        "variant": variant,
        "title": game.title,
        "hash": rules_hash(game),
        "players": players,
        "stakes": stakes,
        "sizes": list(coder.sizes),
        "solved": solved,
        "policy": {key: {coder.describe(a): p for a, p in probs.items()} for key, probs in table.items()},
    }


def read_policy(path: str | Path) -> dict[str, Any]:
    """A policy file's JSON, or ValueError saying what is wrong with it."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise ValueError(f"policy file {path}: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise ValueError(f"policy file {path}: not UTF-8 text") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"policy file {path}: not JSON ({err.msg}, line {err.lineno})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"policy file {path}: not a pokerlang policy (written by `pokerlang solve`)")
    if not isinstance(doc.get("policy"), dict) or not isinstance(doc.get("players"), int):
        raise ValueError(f"policy file {path}: its policy or players are missing")
    return doc


def _number(value: object) -> bool:
    return isinstance(value, float | int) and not isinstance(value, bool) and value >= 0


def policy_for(game: ir.Game, paths: tuple[str, ...]) -> str | None:
    """The first of the policy files ``paths`` solved for ``game`` (its rules, not its name), or None."""
    digest = rules_hash(game)
    for path in paths:
        try:
            if read_policy(path).get("hash") == digest:
                return path
        except ValueError:  # unreadable now: as good as absent
            continue
    return None


class PolicyAgent:
    """Plays a policy file (``--agents policy:FILE``). ``missed``: the decisions whose
    information state the file does not hold, played uniformly."""

    name = "policy"

    def __init__(self, path: str, game: ir.Game | None, players: int):
        doc = read_policy(path)
        if not isinstance(game, ir.Game):
            raise ValueError(f"policy:{path} plays one game, and a rotation of games has several")
        if doc.get("hash") != rules_hash(game):
            solved_for = doc.get("title", "another game")
            raise ValueError(
                f"policy:{path} was solved for {solved_for}"
                + (" with other rules" if solved_for == game.title else "")
                + f", not {game.title} as played here: solve it again (pokerlang solve)"
            )
        if doc["players"] != players:
            raise ValueError(f"policy:{path} was solved for {doc['players']} players, and this table seats {players}")
        try:
            self.coder = ActionCoder(game, tuple(doc.get("sizes") or ()) or ("min",))
        except EncodingError as err:
            raise ValueError(f"policy:{path}: {err}") from None
        ids = {self.coder.describe(i): i for i in range(self.coder.count)}
        self.table: dict[str, dict[int, float]] = {}
        for key, probs in doc["policy"].items():
            if not isinstance(probs, dict) or not all(w in ids and _number(q) for w, q in probs.items()):
                raise ValueError(f"policy:{path}: information state {key!r} has an action or a probability not read")
            self.table[key] = {ids[w]: float(p) for w, p in probs.items()}
        self.missed = 0

    def act(self, view, legal: list, rng: random.Random):
        # What the ids' pot-sized bets read (``ActionCoder._amount``): the chips in, the bets, who acts.
        bets = list(view["bets"])
        table = SimpleNamespace(chips=SimpleNamespace(committed=[view["pot"], *bets], bets=bets), to_act=view["seat"])
        options = self.coder.legal(legal, table)
        if not options:  # nothing the ids name (a decision of no id): any legal action
            return rng.choice(legal).sample(rng)
        ids = list(options)
        probs = self.table.get(info_key(view))
        weights = [probs.get(i, 0.0) for i in ids] if probs is not None else []
        total = sum(weights)
        if total <= 0:
            self.missed += 1
            return options[rng.choice(ids)]
        x = rng.random() * total
        for i, w in zip(ids, weights):
            x -= w
            if x < 0:
                return options[i]
        return options[ids[-1]]  # the sum's last rounding
