"""Running the rest of the deal several times (``run it twice when all in``, ``ir.runs``).

Once nobody can bet any more (every player still in, or all but one, is all in; no bet
in front of anyone) and the steps up to the showdown deal only shared cards, burn and
bet, the runs begin. By agreement, each player still in says first, in turn from the
dealer's left, how many times it agrees to run it (``Declare('twice')``, one of
``once``, ``twice``, ``3-times`` ...): the rest is run as many times as the fewest said,
and the first ``once`` ends the asking. The card rooms ask every player in the pot, the
one who covers the all-in bet too (Apollonia casino's house rules: "both players must
agree"; PokerNews, "the players involved can agree"), and run the rest from the same
deck, burning as on a single run, with no reshuffle.

The steps from there to the showdown are played once a run: the ``NextRun`` marker
between two runs sets the cards of the run just dealt aside (``Zones.runs``) and leaves
the shared cards dealt before the runs on the table. At the showdown every pot, main
and side, is divided into as many parts as runs, the odd chips one each to the first
runs (as a pot's odd chips go to the first winners), and each part is settled by the
showdown on its run's board: the one settle path of ``engine.showdown``, once a run.
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

import attrs

from pokerlang.codec.actions import Declare
from pokerlang.engine.control import turn_order
from pokerlang.engine.errors import IllegalAction
from pokerlang.codec.options import DeclareOptions, Option
from pokerlang.engine.payments import from_pot
from pokerlang.engine.pots import Pot, make_pots
from pokerlang.engine.result import Board, PotResult, ShownHand
from pokerlang.engine.showdown import Showdown
from pokerlang.engine.hand_names import in_words
from pokerlang.frozen import frozen_value
from pokerlang.ir import game as ir
from pokerlang.engine.effects import RunsBegin, StepsAhead
from pokerlang.engine.frames import ahead, place_of

if TYPE_CHECKING:
    from pokerlang.engine.hand import Hand
    from pokerlang.engine.surrender import ShowStep
    from pokerlang.engine.zones import Placed


def run_word(times: int) -> str:
    """What a player says to agree to ``times`` runs: once, twice, 3-times ..."""
    return "once" if times == 1 else "twice" if times == 2 else f"{times}-times"


@attrs.define
class RunOut:
    """The runs of this hand: how many (1 until agreed), and how many cards each shared
    zone held when they began (those stay on the table for every run)."""

    times: int
    base: dict[str, int] = attrs.Factory(dict)


@frozen_value
class NextRun:
    """A step the runs put between two runs: the run ``run`` (2 or more) begins."""

    run: int


def due(hand: Hand) -> bool:
    """Whether the runs begin before the next step: nobody can bet any more, and the steps
    to the showdown deal shared cards and do nothing a run could not do again."""
    chips = hand.chips
    if hand.rounds is not None or any(chips.bets):
        return False
    live = [s for s in range(hand.players) if hand.live[s]]
    if len(live) < 2 or sum(1 for s in live if chips.stacks[s] > 0) > 1:
        return False
    end = _showdown_at(hand)
    if end is None:
        return False
    zones, shared = hand.zones.zone_of, False
    for _, step in islice(ahead(hand.frames), end):
        if type(step) is ir.Deal and not zones[step.zone].per_seat and not step.offered:
            shared = True
        elif type(step) not in (ir.Burn, ir.Bet):
            return False
    return shared


def _showdown_at(hand: Hand) -> int | None:
    return place_of(hand.frames, ir.Showdown)


def begin(hand: Hand) -> None:
    """The runs begin: asked of the players (by agreement), or laid out at once."""
    rule = hand.game.runs
    assert rule is not None  # asked only of a game that runs it
    hand.effect(RunsBegin(run_out=RunOut(times=1)))
    if rule.agreed:
        hand.wait_on(AgreeStep(hand, rule.times))
    else:
        lay_out(hand, rule.times)


def lay_out(hand: Hand, times: int) -> None:
    """The steps to the showdown, once a run, with a ``NextRun`` between two runs."""
    out = hand.run_out
    assert out is not None
    out.times = times
    hand.record("runs", None, count=times)
    if times == 1:
        return
    out.base = {name: len(hand.zones.table[name]) for name in hand.zones.shared_zones}
    end = _showdown_at(hand)
    tail = tuple(islice(ahead(hand.frames), end))
    runs = list(tail)
    for run in range(2, times + 1):
        runs.append((tail[0][0], NextRun(run)))
        runs.extend(tail)
    hand.effect(StepsAhead(steps=tuple(runs), skip=len(tail)))
    hand.record("run", None, count=1)


def next_run(hand: Hand, step: NextRun) -> None:
    """The run just dealt is set aside, face up; the cards dealt before the runs stay."""
    out, zones = hand.run_out, hand.zones
    assert out is not None
    zones.runs.append({name: zones.table[name][n:] for name, n in out.base.items()})
    for name, n in out.base.items():
        zones.table[name] = zones.table[name][:n]
    hand.record("run", None, count=step.run)


def boards(hand: Hand) -> list[dict[str, list[Placed]]]:
    """Each run's shared cards so far, every zone whole (the cards before the runs too)."""
    out, zones = hand.run_out, hand.zones
    if out is None or out.times < 2:
        return []
    runs = zones.runs + [{name: zones.table[name][n:] for name, n in out.base.items()}]
    return [{name: zones.table[name][:n] + run[name] for name, n in out.base.items()} for run in runs]


def settle_runs(
    hand: Hand, shows: ShowStep, shown: list[ShownHand]
) -> tuple[list[PotResult], tuple[ShownHand, ...], tuple[Board, ...]]:
    """Each run's part of every pot to the best hands on its board: the pots' results,
    run by run (each ``run`` numbered), the hands shown in words (on the first run's
    board) and the boards. The last run's cards are left on the table."""
    zones, out = hand.zones, hand.run_out
    assert out is not None
    laid = boards(hand)
    pots = from_pot(hand, make_pots(hand.chips.committed, hand.live, hand.chips.dead))
    results: list[PotResult] = []
    words: tuple[ShownHand, ...] = ()
    said: list[Board] = []
    for k, board in enumerate(laid):
        zones.table.update(board)
        for name, placed in board.items():  # the cards everyone sees (a hidden zone's are nobody's)
            hand.record("board", None, cards=[p.card for p in placed if p.face_up], zone=name, count=k + 1)
        # A pot only one player still contests is no run's to decide: it is theirs, whole,
        # with the first run (a dealer pushes it; it is not split run by run).
        parts = [
            Pot(p.amount if k == 0 else 0, p.eligible)
            if sum(hand.live[s] for s in p.eligible) == 1
            else Pot(p.amount // len(laid) + (k < p.amount % len(laid)), p.eligible)
            for p in pots
        ]
        showdown = Showdown(hand, shows.step, mucked=shows.mucked, showing=shows.shown if shows.asks else None)
        settled = showdown.settle([p for p in parts if p.amount])
        described, in_run = in_words(showdown, settled, shown)
        results += [attrs.evolve(p, run=k + 1) for p in described]  # type: ignore[misc]  # frozen_keywords
        words = words or in_run
        said.append(Board(run=k + 1, zones={name: tuple(p.card for p in placed) for name, placed in board.items()}))
    return results, words, tuple(said)


class AgreeStep:
    """By agreement: each player still in says how many times it agrees to run it."""

    def __init__(self, hand: Hand, most: int):
        self.hand = hand
        self.queue = turn_order(hand)
        self.agreed = most
        self.options = tuple(run_word(k) for k in range(1, most + 1))

    @property
    def to_act(self) -> int | None:
        return self.queue[0] if self.queue else None

    def legal(self) -> list[Option]:
        return [DeclareOptions(options=self.options)]

    def apply(self, action: object) -> None:
        seat = self.to_act
        if not isinstance(action, Declare) or action.option not in self.options:
            raise IllegalAction(
                f"seat {seat} must say how many times to run it: {', '.join(self.options)}", "run it how many times"
            )
        times = self.options.index(action.option) + 1
        self.agreed = min(self.agreed, times)
        self.hand.record("agree", seat, option=action.option)
        self.queue.pop(0)
        if times == 1:
            self.queue = []  # one player's no is enough: the rest is run once
