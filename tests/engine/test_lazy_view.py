"""`run` builds a seat's view only for an agent that reads it."""

from __future__ import annotations

from collections.abc import Mapping

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes
from pokerlang.runner.agents import CallAgent, make_agents
from pokerlang.runner.simulate import simulate


class Reader(CallAgent):
    name = "reader"
    needs_view = True

    def __init__(self):
        self.views = []

    def act(self, view, legal, rng):
        self.views.append(view)
        return super().act(view, legal, rng)


class Blind(Reader):
    name = "blind"
    needs_view = False


def test_only_an_agent_that_reads_its_view_is_given_one():
    reader, blind = Reader(), Blind()
    simulate(load_game("holdem"), TableStakes(players=2), [reader, blind], 5, seed=2)
    assert reader.views and all(isinstance(v, Mapping) and v["seat"] == 0 for v in reader.views)
    assert blind.views and all(v is None for v in blind.views)


def test_the_bots_read_no_view_and_play_as_before():
    """Whether a view is built changes nothing the bots do: the same seed, the same run."""
    game, stakes = load_game("seven-card-stud"), TableStakes(players=4, ante=1, bring_in=1)
    bots = make_agents("random,call,raise", 4)
    assert all(not b.needs_view for b in bots)

    class Viewing:  # the same bot, given a view
        def __init__(self, bot):
            self.bot, self.name = bot, bot.name

        def act(self, view, legal, rng):
            assert view is not None
            return self.bot.act(view, legal, rng)

    blind = simulate(game, stakes, bots, 60, seed=7)
    seeing = simulate(game, stakes, [Viewing(b) for b in bots], 60, seed=7)
    blind.seconds = seeing.seconds = 0.0
    assert blind == seeing
