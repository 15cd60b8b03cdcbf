"""`pokerlang run` reports each seat's result in big blinds per 100 hands with a 95%
confidence interval from the per-hand nets (normal approximation)."""

import math
import statistics

from pokerlang.runner.simulate import Summary


def summary_of(nets: list[int], big_blind: int = 2) -> Summary:
    return Summary(game="g", players=1, agents=["a"], big_blind=big_blind, seed=0, hands=len(nets),
                   net=[sum(nets)], squares=[sum(n * n for n in nets)])


def test_the_interval_is_the_mean_plus_or_minus_1_96_standard_errors():
    nets = [4, -2, -2, 10, -2, 0, 6, -2]
    in_bb = [n / 2 for n in nets]
    half = 1.96 * statistics.stdev(in_bb) / math.sqrt(len(in_bb)) * 100
    low, high = summary_of(nets).interval(0)
    assert math.isclose(low, statistics.fmean(in_bb) * 100 - half)
    assert math.isclose(high, statistics.fmean(in_bb) * 100 + half)


def test_no_interval_from_one_hand():
    assert summary_of([6]).interval(0) is None
