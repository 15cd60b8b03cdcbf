"""``mc``: a Monte Carlo bot that knows no variant, only the engine's public face.

At each decision it asks the engine for hands its seat cannot tell from the real one
(``twins``, an ``engine.resample.Twins``: the cards the seat has not seen dealt again at
random, every decision made again), tries each of its options in every such hand, plays
the hand out with every seat checking and calling, and keeps the option whose average
chip result is best, each twin weighed by how likely the other seats' bets and calls so
far are with the cards it gives them (``BEHIND``). It never sees the State of the real hand: only ``view``, ``legal``
and the twins, which hold nothing the seat may not know, like every agent.

The options are compared on common random numbers: each twin is played out once per
option, every option's playout from the same twin dealing the same cards on and drawing
the same choices, so the difference between two options is measured on the same deals
(far less noisy than each option on deals of its own). Where checking is free, a fold is
no option at all; elsewhere a tie never goes to the fold (only a strictly better average
does). In a game that deals no seat back in, a fold is not played out (nor counted as a
playout): its result is the chips lost so far, whatever the cards. Within a decision the hands ranked are remembered
(``hands.memo``): the playouts of one twin mostly end with the same hands.

Options tried: each fixed action; a few amounts of a bet or raise range (the least, about
half the pot, the pot, all in); a handful of card choices (all of them when few). Where the
engine cannot deal twins (a hand that reshuffled the muck), mc plays safe: it checks or
calls.
"""

from __future__ import annotations

import itertools
import random
import time

import attrs

from pokerlang.codec import plays
from pokerlang.codec.actions import Check, Fold
from pokerlang.engine import EngineError
from pokerlang.engine.lookahead import net
from pokerlang.engine.resample import dealt_on_anew
from pokerlang.hands.memo import remembering
from pokerlang.ir import game as ir
from pokerlang.runner.passive import cheapest

CARD_CHOICES = 8  # card options tried per decision, at most: more would starve each of samples

MAX_PLAYOUTS = 100_000  # a decision with more would outlast anyone's patience
MAX_THINK_SECONDS = 60


@attrs.frozen
class Think:
    """How long ``mc`` may think per decision: ``playouts`` (reproducible for a seed) or
    ``seconds`` (wall-clock, so not reproducible). ``--think 64`` or ``--think 200ms``."""

    playouts: int | None = 64
    seconds: float | None = None

    @classmethod
    def parse(cls, text: str) -> Think:
        text = text.strip().lower()
        shown = text if len(text) <= 20 else text[:20] + "..."
        usage = f"--think takes a number of playouts (64) or a time (200ms, 1s), not '{shown}'"
        # Only plain ASCII decimals: float() also takes 'nan', 'inf' and '1e400', which never end.
        number = text[:-2] if text.endswith("ms") else text[:-1] if text.endswith("s") else text
        if (
            not number
            or len(number) > 12
            or not all(c.isascii() and (c.isdigit() or c == ".") for c in number)
            or number.count(".") > 1
            or number == "."
        ):
            raise ValueError(usage)
        if number != text:
            seconds = float(number) / (1000 if text.endswith("ms") else 1)
            if not 0 < seconds <= MAX_THINK_SECONDS:
                raise ValueError(f"--think takes a time above 0 and at most {MAX_THINK_SECONDS}s, not '{shown}'")
            return cls(playouts=None, seconds=seconds)
        if "." in number:
            raise ValueError(usage)
        count = int(number)
        if not 1 <= count <= MAX_PLAYOUTS:
            raise ValueError(f"--think takes 1 to {MAX_PLAYOUTS:,} playouts, not {shown}")
        return cls(playouts=count)

    def __str__(self) -> str:
        return f"{self.playouts} playouts" if self.seconds is None else f"{self.seconds * 1000:g}ms"


class MonteCarloAgent:
    """``act(view, legal, rng, twins)``: ``twins`` (``engine.resample.Twins``) deals the
    hands its seat cannot tell from the real one; every caller that seats a bot saying
    ``resamples`` gives one (``runner.agents.ask``)."""

    name = "mc"
    resamples = True  # asks the engine for twins of the hand at each decision

    def __init__(self, game=None, think: Think | None = None):
        # ``game``: every thinker is made with it (``make_agents``); mc needs none, the
        # twins come from the engine whatever the game (a rotation's member included).
        self.think = think or Think()

    def act(self, view: dict, legal: list, rng: random.Random, twins=None):
        choices = candidates(view, legal, rng)
        if len(choices) == 1:
            return choices[0]
        if twins is None:
            raise ValueError("mc decides from hands the engine deals: act(view, legal, rng, twins=Twins(state, seat))")
        with remembering():  # the playouts of one twin end with the same hands
            return self._search(view, legal, rng, choices, twins)

    def _search(self, view: dict, legal: list, rng: random.Random, choices: list, twins):
        local = random.Random(rng.getrandbits(64))  # the bot's draws do not shift the caller's
        seat = view["seat"]
        totals, weights = [0.0] * len(choices), [0.0] * len(choices)
        deadline = None if self.think.seconds is None else time.perf_counter() + self.think.seconds
        done = 0
        known: dict[int, int] | None = None
        reads = reads_of(view)
        while True:
            if deadline is None and done >= (self.think.playouts or 0):
                break
            if deadline is not None and done >= len(choices) and time.perf_counter() >= deadline:
                break
            try:
                sample = twins.draw(local, look_ahead=True)
            except EngineError:  # no twin to be had (the muck reshuffled): play it safe
                return cheapest(legal, rng)
            if known is None:
                known = _folds(sample, choices, seat)
            # Common random numbers: every option's playout of this twin draws the same
            # (each a copy of it with a Random of the same seed; the twin deals on the
            # same cards to all).
            draws = local.getrandbits(64)
            results: dict[int, float] = {}
            for i, action in enumerate(choices):
                if i in known:  # a fold: played out, it would end where it starts (no playout spent)
                    results[i] = known[i]
                    continue
                done += 1
                same = random.Random(draws)
                hand = sample.copy(same)
                try:
                    hand.apply(action)
                except EngineError:
                    continue
                results[i] = playout(hand, same)[seat]
            weight = 1.0
            if reads:
                # Who is ahead with the twin's cards, read on a check-down with the cards
                # to come dealt anew: a bet tells of the cards held, not of the cards to
                # come, so the twin's own future is not weighed (one playout more).
                probe = dealt_on_anew(sample, random.Random(draws))
                done += 1
                weight = likelihood(reads, playout(probe, random.Random(draws)))
            for i, result in results.items():
                totals[i] += weight * result
                weights[i] += weight
        return choices[best(choices, totals, weights)]


def best(choices: list, totals: list[float], counts: list[float]) -> int:
    """The option of the best average; of those equal, the first that is not a fold (a
    fold gives up every chance of the pot: it is chosen only when strictly better)."""
    means = [t / c if c else float("-inf") for t, c in zip(totals, counts)]
    top = max(means)
    tied = [i for i, m in enumerate(means) if m == top]
    return next((i for i in tied if choices[i] != Fold()), tied[0])


# How a bet tells of the cards behind it: the seats that bet, raise or call are read as
# holding a hand more often ahead than behind (the twins deal every unseen card as likely
# as another, as if the bets told nothing). A twin is weighed by how likely the other
# seats' bets, raises and calls so far are with the cards it gives them, a seat being
# ahead where it wins chips in a check-down from here. Behind, a seat bets or raises a
# tenth as often as ahead, and calls 0.3 times as often; a seat is read by its strongest
# read alone (``likelihood``). Measured in Leduc against a CFR+ policy
# (bench/mc_vs_cfr.py, bench/README.md).
BEHIND = {"bet": 0.1, "raise": 0.1, "complete": 0.1, "call": 0.3}


def reads_of(view) -> list[tuple[int, float]]:
    """(seat, how often it does so behind, relative to ahead) for every bet, raise and call
    another seat made in this hand."""
    me = view["seat"]
    return [
        (line["seat"], BEHIND[line["kind"]])
        for line in view["log"]
        if line["kind"] in BEHIND and line.get("seat") not in (None, me)
    ]


def likelihood(reads: list[tuple[int, float]], nets) -> float:
    """How likely the bets read are with the cards of a twin whose check-down ends with
    ``nets``: for each seat, its strongest read. A seat's bets, raises and calls all tell
    of the same cards, and are all judged by the same check-down: multiplied, they would
    count that one piece of evidence once per bet, and a seat that bet on two streets
    would weigh as two seats that bet (mc then folded to an opponent's second barrel)."""
    strongest: dict[int, float] = {}
    for seat, behind in reads:
        net = nets[seat]
        read = 1.0 if net > 0 else behind if net < 0 else (1.0 + behind) / 2
        strongest[seat] = min(strongest.get(seat, 1.0), read)
    weight = 1.0
    for read in strongest.values():
        weight *= read
    return weight


def playout(state, rng: random.Random) -> tuple[int, ...]:
    """Every seat checks or calls to the end (card decisions at random); the net result."""
    while not state.is_over:
        if not state.passive_round():  # checks, calls and hands shown: what ``cheapest`` picks
            state.apply(cheapest(state.legal_actions(), rng))
    return net(state)  # the chips alone: no hand put into words


# Steps which never deal a seat that folded back in (a ``repeat until one in`` does),
# and whose course no card can turn (an event a card sets off, a grid).
_PLAIN_STEPS = (ir.Deal, ir.Burn, ir.Bet, ir.Showdown, ir.Choose, ir.Expose, ir.Discard, ir.Draw, ir.Declare)

_PLAIN: dict[int, tuple[object, bool]] = {}


def plain(game) -> bool:
    """Whether every step of ``game`` is one of the plain steps, and no card sets an event
    off (asked once per Game, found by its identity: a Game never changes)."""
    hit = _PLAIN.get(id(game))
    if hit is None or hit[0] is not game:
        hit = _PLAIN[id(game)] = (
            game,
            not game.events and all(isinstance(a, _PLAIN_STEPS) for a in game.every_action()),
        )
    return hit[1]


def _folds(hand, choices: list, seat: int) -> dict[int, int]:
    """The choices whose playout needs no playing: a fold in a plain game (no seat is dealt
    back in), after which the seat neither pays nor wins a chip more. Its result, the
    chips it has lost so far, is the same whatever the cards: choice -> net result. Only
    a bet of the folder's that nobody matched would come back to it (the uncalled part):
    then the fold is played out like any other choice."""
    if not plain(hand.game):
        return {}
    bets = hand.chips.bets
    if bets[seat] > max([b for s, b in enumerate(bets) if s != seat], default=0):
        return {}
    lost = hand.chips.stacks[seat] + hand.behind[seat] - hand.starting[seat]  # (a cap game's behind)
    return {i: lost for i, action in enumerate(choices) if action == Fold()}


def candidates(view: dict, legal: list, rng: random.Random) -> list:
    """The actions worth trying, from the options listed. A fold where checking is free
    is not one: the check keeps every chance the fold gives up and costs nothing now
    (and a fold tried would win every tie with the check, the first listed)."""
    free = any(option.allows(Check()) for option in legal)

    def amounts(low: int, high: int) -> list[int]:  # the least, about half the pot and the pot, all in
        facing = max(view["bets"]) if view["bets"] else 0
        pot = view["pot"] + sum(view["bets"])
        return [a for a in sorted({low, high, facing + pot // 2, facing + pot}) if low <= a <= high]

    def combos(cards, counts) -> list[tuple]:
        return _combos(cards, counts, rng)

    return [
        action
        for option in legal
        if not (free and option.allows(Fold()))
        for action in plays.every(option, amounts, combos)
    ]


def _combos(cards, counts, rng: random.Random) -> list[tuple]:
    every = [c for n in counts for c in itertools.combinations(cards, n)]
    if len(every) <= CARD_CHOICES:
        return every
    return rng.sample(every, CARD_CHOICES)
