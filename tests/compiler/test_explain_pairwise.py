"""A pairwise showdown in English (`explain`): no pot, units between each two players,
the scoop and the fouled set."""

from helpers.explain_ir import TABLE, share

from pokerlang.explain import phrases as say
from pokerlang.ir import game as ir
from pokerlang.ir.pot import Pairwise
from pokerlang.ir.ranking import Source


def test_pairwise_showdown_units_scoop_and_foul():
    rows = (share(Source("hand", "own", 5, 5), name="back"), share(Source("hand", "own", 5, 5), name="front"))
    s = ir.Showdown(shares=rows, pairwise=Pairwise(unit=2, scoop=3, foul=("back", "front")))
    text = " ".join(say.showdown(s, TABLE))
    assert "There is no pot. Each player makes two hands:" in text
    assert "the better hand wins one unit (two big blinds) from the other" in text
    assert "A player who wins both hands against another scoops, and wins three units more." in text
    assert "A player's back hand must be at least as good as their front hand" in text
    assert "and is scooped by each; two fouled sets settle nothing." in text
    assert "pays all they have, shared among those they owe in proportion" in text
    doubled = say.PHRASES[Pairwise](Pairwise(scoop_doubles=True))
    assert "wins every hand against another scoops, and wins twice as much" in doubled
    assert "fouled" not in doubled and "(the big blind)" in doubled
