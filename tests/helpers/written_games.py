"""Small games written for the engine tests, for constructs no shipped variant uses yet
(stud's bring-in and the best showing cards opening, a declared high-low showdown with a
pig, discarding, exposing, the two-dealt-keep-one draw), and the one way to compile them.

Beside them, ``tests/written/`` holds well-known games written by an outside author from
the language reference alone (not shipped: they have no golden IR and no docs page);
test_written_games checks and plays each of them."""

from __future__ import annotations

from pathlib import Path

from pokerlang.compiler import compile_file
from helpers.paths import TESTS

WRITTEN = TESTS / "written"


def written_files() -> list[Path]:
    """The games of ``tests/written/``, in name order."""
    return sorted(WRITTEN.glob("*.poker"))


STUD = """game "Two-street stud"
import rankings
players 2..8
betting fixed-limit
forced ante
zone down per seat private
zone shown per seat public
step third { deal 2 down to down  deal 1 up to shown  bet bring-in worst shown by upcards }
step fourth { deal 1 up to shown  bet first best shown by upcards }
showdown best 5 of down + shown by high
"""

HILO = """game "Hold'em, declared high-low"
extends holdem
step declare after river { declare high, low, pig = high + low together }
showdown declared {
    high: best 5 of hand + board by high
    low: best 5 of hand + board by ace-to-five-low
}
"""

DRAW_EXPOSE = """game "Discard, expose, keep one"
import rankings
players 2..6
forced blinds
zone hand per seat private
zone board shared public
step one { deal 5 to hand  bet first after big-blind }
step two { discard 1 from hand in turn  expose 1 from hand together  bet }
step three { deal 1 to board  draw 0..3 from hand, single two dealt keep one  bet big }
showdown best 5 of hand + board by high
"""


def compile_games(folder, **texts) -> dict:
    """Each text written to ``folder`` as ``NAME.poker`` and compiled: NAME -> Game."""
    out = {}
    for name, text in texts.items():
        path = folder / f"{name}.poker"
        path.write_text(text)
        out[name] = compile_file(path)
    return out


def refused(folder, source: str):
    """The one diagnostic ``check`` gives ``source``, written to ``folder`` as v.poker."""
    from pokerlang.check import check_file

    path = folder / "v.poker"
    path.write_text(source)
    [d] = check_file(path)
    return d


# Night Baseball's loop, without its wild cards and its no-peek hands: in turn from the
# dealer's left, each player turns cards up one at a time until their face-up cards beat
# every other player's, then a betting round.
TURN_UP = """game "Turn up to beat"
import rankings
players 2..7
forced ante
zone hand per seat private
deal 7 to hand
each in turn first after dealer {
    repeat until hand beats others by upcards or hand is all face up { expose 1 from hand in turn }
    if not hand beats others by upcards { fold }
    bet
}
showdown best 5 of hand by high
"""
