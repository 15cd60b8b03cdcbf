"""Hands of every shipped variant played by a fixed, seeded policy, each digested: its log,
its result, the view of each seat to act and the end of a copy taken along the way. The
same digests from the engine's Python source and from its compiled build
(``tests/engine/test_native.py``, which runs ``python -m helpers.native_play`` with the build)
say that both play the same hands.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.engine.errors import EngineError
from pokerlang.resources import shipped_variants

HANDS = 12


def _play_out(state, rng: random.Random) -> None:
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()).sample(rng))


def digest(name: str, hands: int = HANDS) -> str:
    """One digest of ``hands`` hands of the variant (or of the refusal to deal one)."""
    h = hashlib.sha256()
    try:
        game = load_game(name)
        for seed in range(hands):
            rng = random.Random(seed)
            state = new_hand(game, TableStakes(), seed=seed, button=seed % 2)
            decisions = 0
            while not state.is_over:
                seat = state.to_act
                h.update(json.dumps(state.view(seat).to_json(), sort_keys=True, default=str).encode())
                if decisions == 3:  # a copy played on alone ends as the copy's own hand would
                    twin = state.copy(random.Random(seed + 1000))
                    _play_out(twin, random.Random(seed))
                    h.update(repr(twin.outcome().net).encode())
                state.apply(rng.choice(state.legal_actions()).sample(rng))
                decisions += 1
            result = state.result()
            h.update(repr((result.net, result.stacks, [p.amount for p in result.pots])).encode())
            h.update(repr([(e.kind, e.seat, e.amount, e.cards) for e in state.log]).encode())
    except EngineError as refused:
        h.update(f"refused: {refused}".encode())
    return h.hexdigest()


def digests() -> dict[str, str]:
    return {path.stem: digest(path.stem) for path in shipped_variants()}


if __name__ == "__main__":
    from pokerlang import native

    json.dump({"status": native.status(), "digests": digests()}, sys.stdout)
