"""In high-low splits the odd chip goes to the high half (the card-room rule the engine
issue names): every shipped game splitting between a high and a lowball share says so."""

import pytest

from pokerlang.compiler import compile_file
from pokerlang.ir import game as ir
from pokerlang.resources import shipped_variants


def hilo_showdowns():
    for path in shipped_variants():
        game = compile_file(path)
        for action in game.actions():
            if isinstance(action, ir.Showdown) and len(action.shares) == 2:
                high, low = action.shares
                if not high.ranking.lowest_wins and low.ranking.lowest_wins:
                    yield path.stem, action


CASES = list(hilo_showdowns())


def test_there_are_high_low_games():
    assert len(CASES) >= 4


@pytest.mark.parametrize("name,showdown", CASES, ids=[c[0] for c in CASES])
def test_the_odd_chip_goes_high(name, showdown):
    assert showdown.pot.odd_chip == showdown.shares[0].name
