"""Real hands, recorded by others: the 83 hands of the 2023 WSOP Event #43, day 5, in
nine games (PHH files published with PokerKit's data). Every valid hand must replay
here action for action and end with the finishing stacks the file records; hand 85
records a raise below the minimum, and must be refused with that reason.

The hands live beside the repository (``shared/hands``), as CI checks them out; the
environment variable POKERLANG_HANDS may point elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pokerlang.runner.phh import replay_phh
from pokerlang.runner.replay import Mismatch
from helpers.paths import ROOT

REPO = ROOT
HANDS = Path(os.environ.get("POKERLANG_HANDS") or REPO / ".." / "shared" / "hands")
WSOP = HANDS / "wsop-2023-43-day5"
FILES = sorted(WSOP.glob("*.phh"), key=lambda p: int(p.stem)) if WSOP.is_dir() else []
INVALID = {"85": "must raise to at least 1200000, not 750000"}

pytestmark = pytest.mark.skipif(not FILES, reason=f"the shared real hands are not beside the repository ({WSOP})")


def test_all_83_hands_are_there():
    assert len(FILES) == 83


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_every_valid_wsop_hand_agrees_and_the_invalid_one_is_refused(path):
    text = path.read_text(encoding="utf-8")
    if path.stem in INVALID:
        with pytest.raises(Mismatch, match=INVALID[path.stem]):
            replay_phh(text)
        return
    state, finishing = replay_phh(text)
    assert finishing is not None and list(state.result().stacks) == finishing
