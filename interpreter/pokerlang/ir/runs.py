"""Several runs of the rest of the deal (``run it twice when all in``): a table rule."""

from __future__ import annotations

from pokerlang.frozen import frozen_keywords as frozen


@frozen
class Runs:
    """Once nobody can bet any more (every player still in, or all but one, is all in) and
    shared cards are still to come, the rest of the deal is dealt ``times`` times: fresh
    cards from the stock each run, the burns as the steps say, no reshuffle. Every pot
    (main and side) is divided into ``times`` equal parts, odd chips to the first runs,
    and each part goes to the best hands on its run's board (``engine.runs``).

    ``agreed``: ``times`` is the most; each player still in says how many runs it agrees
    to (once up to ``times``), and the rest is run as many times as the fewest said.
    Seats' own cards are never run twice: a game that deals to seats, or asks players
    about cards, after its first betting round cannot run it (the compiler refuses it)."""

    times: int
    agreed: bool = False
