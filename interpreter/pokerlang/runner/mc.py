"""``mc``: a Monte Carlo bot that knows no variant, only the engine's public face.

For each decision it deals the cards it cannot see at random, consistent with its own
view (its cards, every card shown, how many cards each seat holds, the action log),
rebuilds a whole hand from that deal (``runner.rebuild``), tries each of its options
there, plays the hand out with every seat checking and calling, and keeps the option
whose average chip result is best. It never sees the State of the real hand: only
``view`` and ``legal``, like every agent.

The hand is rebuilt once per decision. Each sample deals the unseen cards anew by giving
them other names at random in a copy (``Unseen``; secret choices made so far are renamed
with them): every unseen card is as likely in every unseen place as a fresh rebuild
would make it, for a small part of a rebuild's cost. So only which places hold unseen
cards matters, and the hand rebuilt at the seat's last decision in the same hand is
played on to this one's view rather than rebuilt from nothing (``runner.carry``). Where
the cards a seat cannot see could have steered the hand (an event a card sets off, a
condition on held cards, a grid), the hand is rebuilt for every sample instead. In a
game that deals no seat back in, a fold is not played out: its result is the chips lost
so far, whatever the cards. Within a decision the hands ranked are remembered
(``hands.memo``): the playouts of one sample mostly end with the same hands.

Options tried: each fixed action; a few amounts of a bet or raise range (the least, about
half the pot, the pot, all in); a handful of card choices (all of them when few).
"""

from __future__ import annotations

import itertools
import random
import time

import attrs

from pokerlang.codec import plays
from pokerlang.codec.actions import Check, Fold
from pokerlang.engine import EngineError
from pokerlang.engine.effects import CHECKS_THROUGH
from pokerlang.engine.betting import BettingRound
from pokerlang.engine.lookahead import net, relabel
from pokerlang.engine.steps import ChooseStep, DiscardStep, ExposeStep
from pokerlang.engine.surrender import ShowStep
from pokerlang.engine.zones import shuffle
from pokerlang.hands.memo import remembering
from pokerlang.ir import game as ir
from pokerlang.ir.rotation import Rotation
from pokerlang.runner.carry import extend
from pokerlang.runner.passive import cheapest
from pokerlang.runner.rebuild import Rebuilder

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
    name = "mc"

    def __init__(self, game=None, think: Think | None = None):
        # None: the game is found by the name in the view. A rotation: each hand's game is
        # its member of that name (a member file beside the rotation is no shipped name).
        if isinstance(game, Rotation):
            self.game, self.games = None, {m.game.name: m.game for m in game.members}
        else:
            self.game, self.games = game, {}
        self.think = think or Think()
        self._rebuilder: Rebuilder | None = None
        self._carried: tuple | None = None  # (view, hand rebuilt there, cards it saw): runner.carry

    def __getstate__(self) -> dict:
        """A copy sent to another process (``run --workers``) carries no hand over."""
        return {**self.__dict__, "_carried": None}

    def act(self, view: dict, legal: list, rng: random.Random):
        choices = candidates(view, legal, rng)
        if len(choices) == 1:
            return choices[0]
        with remembering():  # the playouts of one deal end with the same hands
            return self._search(view, legal, rng, choices)

    def _search(self, view: dict, legal: list, rng: random.Random, choices: list):
        if self._rebuilder is None:
            self._rebuilder = Rebuilder(self.game, self.games)
        local = random.Random(rng.getrandbits(64))  # the bot's draws do not shift the caller's
        # The guess draws on its own Random: a hand carried and a hand rebuilt afresh
        # leave the samples the same draws, and give the same samples (``Unseen``).
        guessing = random.Random(local.getrandbits(64))
        guess = self._carry_on(view, guessing) or self._rebuilder.rebuild(view, guessing)
        if guess is None:  # this view could not be rebuilt: play it safe
            return cheapest(legal, rng)
        guess.legal_actions()  # worked out once here, the options are kept by every copy made of it
        unseen = Unseen(guess, view) if Unseen.fits(guess) else None
        # Only a hand whose samples rename its unseen cards is carried: it stays as rebuilt.
        self._carried = (_kept(view), guess, unseen.seen) if unseen is not None else None
        seat = view["seat"]
        known = _folds(guess, choices, seat)
        totals, counts = [0.0] * len(choices), [0] * len(choices)
        deadline = None if self.think.seconds is None else time.perf_counter() + self.think.seconds
        done = 0
        last = max((i for i in range(len(choices)) if i not in known), default=-1)
        while True:
            if deadline is None and done >= (self.think.playouts or 0):
                break
            if deadline is not None and done >= len(choices) and time.perf_counter() >= deadline:
                break
            if unseen is not None:
                sample = unseen.deal(local)
            elif guess is not None:
                sample, guess = guess, None  # the first sample is the hand rebuilt above
            else:
                sample = self._rebuilder.rebuild(view, local)
                if sample is None:
                    return cheapest(legal, rng)
            for i, action in enumerate(choices):
                if i in known:  # a fold: played out, it would end where it starts
                    totals[i] += known[i]
                    counts[i] += 1
                    done += 1
                    continue
                # The copies share the bot's Random: a look-ahead need not reshuffle the
                # muck as the sample itself would.
                hand = sample.copy(local) if i < last else sample
                try:
                    hand.apply(action)
                except EngineError:
                    continue
                hand.effect(CHECKS_THROUGH)  # the playout checks: its rounds with nothing owed are passed over
                totals[i] += playout(hand, local)[seat]
                counts[i] += 1
                done += 1
        means = [t / c if c else float("-inf") for t, c in zip(totals, counts)]
        best = max(means)
        return choices[means.index(best)]

    def _carry_on(self, view: dict, rng: random.Random):
        """The hand rebuilt at this seat's last decision, played on to this one, if this
        view's log goes on from that one's (``runner.carry``); else None."""
        carried, self._carried = self._carried, None
        if carried is None:
            return None
        hand = extend(carried[1], carried[0], carried[2], view, rng)
        return hand if hand is not None and Unseen.fits(hand) else None


def _kept(view: dict) -> dict:
    """What ``runner.carry`` reads of the view a hand was rebuilt at (not the view itself,
    which is not for keeping)."""
    return {key: view[key] for key in ("game", "seat", "button", "stakes", "log")}


def playout(state, rng: random.Random) -> tuple[int, ...]:
    """Every seat checks or calls to the end (card decisions at random); the net result."""
    while not state.is_over:
        if not state.passive_round():  # checks, calls and hands shown: what ``cheapest`` picks
            state.apply(cheapest(state.legal_actions(), rng))
    return net(state)  # the chips alone: no hand put into words


# Steps whose course no card a seat cannot see can change (a condition on held cards, an
# event a card sets off, a roll or a move on a grid all could), and which never deal a seat
# that folded back in (a ``repeat until one in`` does).
_PLAIN_STEPS = (ir.Deal, ir.Burn, ir.Bet, ir.Showdown, ir.Choose, ir.Expose, ir.Discard, ir.Draw, ir.Declare)


# The decisions at which a hand may be renamed: what these steps keep besides the places
# of the cards is whose turn it is and, in a ``together`` step, the secret choices made
# so far, renamed with the cards (``engine.lookahead.relabel``).
_RENAMED_AT = (BettingRound, ChooseStep, ExposeStep, DiscardStep, ShowStep)

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
    lost = hand.chips.stacks[seat] - hand.starting[seat]
    return {i: lost for i, action in enumerate(choices) if action == Fold()}


class Unseen:
    """The cards a seat has not seen, in a hand rebuilt from its view: ``deal(rng)`` is a
    copy of that hand with those cards shuffled among their places (the stock, the muck,
    the other seats' hidden cards), which is what rebuilding it again would give. Only
    the places are renamed: the copy's log still names the first guess's hidden cards,
    which a playout never reads (it is a look-ahead, not a hand to show anyone)."""

    def __init__(self, hand, view: dict):
        self.hand = hand
        self.seen = seen = seen_cards(view)
        self.cards = [c for c in hand.zones.every_card() if c not in seen]  # place by place
        # Dealt to the places from an order of their own: a sample does not depend on
        # which unseen card the hand put where, only on which places hold one.
        self.pool = sorted(self.cards, key=lambda c: c.index)

    @staticmethod
    def fits(hand) -> bool:
        """Whether renaming unseen cards leaves ``hand`` one its log could have come from."""
        game = hand.game
        pending = hand.pending
        return type(pending) in _RENAMED_AT and not hand.zones.grids and plain(game)

    def deal(self, rng: random.Random):
        shuffled = list(self.pool)
        shuffle(rng, shuffled)  # random.shuffle's draws, written out
        hand = self.hand.copy(rng)
        relabel(hand, dict(zip(self.cards, shuffled)))
        return hand


def seen_cards(view: dict) -> set:
    """Every card ``view`` names: the seat's own, every card face up, the log's."""
    seen = set()
    for line in view["log"]:
        seen.update(line.get("cards", ()))
    for seat in view["seats"]:
        for cards in seat["zones"].values():
            seen.update(cards)
    for cards in view["table"].values():
        seen.update(cards)
    seen.update(view["offer"])
    if isinstance(view["secret"], list):
        seen.update(view["secret"])
    seen.discard(None)
    return seen


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
