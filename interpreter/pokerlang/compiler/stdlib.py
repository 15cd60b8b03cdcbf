"""The stdlib's rankings by name, compiled once per process."""

from __future__ import annotations

import functools

from pokerlang.compiler.loader import Loader
from pokerlang.compiler.rankings import RankingBuilder
from pokerlang.ir.ranking import RankingSpec
from pokerlang.resources import stdlib_dir


@functools.cache
def stdlib_rankings() -> dict[str, RankingSpec]:
    loader = Loader()
    program = loader.load(stdlib_dir() / "rankings.poker")
    loader.errors.done()  # the loader notes an item's error and reads on: raise it here
    fail_at = lambda path: lambda span, msg, hint=None, code=None: loader.error(path, span, msg, hint, code=code)  # noqa: E731
    return RankingBuilder(program.rankings, fail_at).all()


def stdlib_ranking(name: str) -> RankingSpec:
    """The stdlib ranking called ``name`` (``high``, ``ace-to-five-low`` ...)."""
    rankings = stdlib_rankings()
    if name not in rankings:
        known = ", ".join(sorted(rankings))
        raise KeyError(f"no stdlib ranking called {name!r}; the stdlib has: {known}")
    return rankings[name]
