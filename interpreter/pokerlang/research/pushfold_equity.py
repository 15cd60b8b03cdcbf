"""All-in equity between starting hands, for the push-or-fold game (``research.pushfold``).

Starting hands.  A game fit for push/fold deals each seat its hole cards before the first
bet and only a board after it (``Runout.of`` says which games, and why not the others).
Its starting hands are every set of hole cards the deck holds; two hands are the same
class when a permutation of the suits turns one into the other and the deck into itself
(hold'em's 1,326 hands are 169 classes: 13 pairs, 78 suited, 78 offsuit). A game whose
showdown the array path settles (``equity_batch.Batch``) ranks by rank counts and suit
counts, so every hand of a class has the same chances against every other class.

Equity.  Boards are sampled (every shared zone's cards at the showdown, uniformly), and
each board is ranked once with every starting hand that misses it, on the variant's own
array path (``equity_batch.Share.values``); every pair of those hands is then compared on
arrays at once, so one board serves each of hold'em's 800,000 pairs of hands that share
no card. A pair's equity is its share of the pot (a tie halves it; several shares, as
hi-lo, split it as the engine does) over the boards that miss both hands; a class's
against another, the mean over their pairs that share no card, which is card removal:
``pairs[a, b]`` counts those pairs and weighs the deal. The result is kept in the user's
cache folder (``user_cache``), named by the rules and the sampling.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterable, Iterator
from itertools import combinations, permutations

from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

from pokerlang.cards.card import RANKS, card
from pokerlang.ir import game as ir

MOST_HANDS = 2_000  # starting hands compared pairwise: hold'em's 1,326 and fewer
VERSION = 2  # of the cached arrays' layout and meaning
CHUNK = 32  # boards ranked at a time
FLUSH = CHUNK * 2000  # boards counted in 16 bits before they are added up in 64 (under 65,536)


class PushFoldError(ValueError):
    """A game the push-or-fold model cannot take; the message is for the user."""


@attrs.frozen(eq=False)
class StartingHands:
    """Every starting hand (``combos``: a row of card indices each) and its class."""

    combos: npt.NDArray[np.intp]
    classes: npt.NDArray[np.intp]  # the class of each hand
    labels: tuple[str, ...]  # each class by name: AA, AKs, AKo (two cards), else its cards
    ranks: str  # the deck's ranks, highest first (a two-card chart's rows and columns)
    suit_turns: tuple[tuple[int, ...], ...]  # the permutations of the suits that keep the deck

    @property
    def sizes(self) -> npt.NDArray[np.int64]:
        """How many hands each class holds (hold'em: 6 a pair, 4 suited, 12 offsuit)."""
        return np.bincount(self.classes, minlength=len(self.labels))

    def index(self, label: str) -> int:
        return self.labels.index(label)


def starting_hands(deck: list[int], size: int) -> StartingHands:
    """The hands of ``size`` cards from ``deck`` (card indices) and their classes."""
    combos = np.array(list(combinations(sorted(deck), size)), dtype=np.intp)
    held = set(deck)
    # The suit permutations that keep the deck the deck (all 24 for a full or stripped deck).
    keeps = [p for p in permutations(range(4)) if {c // 4 * 4 + p[c % 4] for c in held} == held]
    shifts = 64 ** np.arange(size, dtype=np.int64)
    keys = np.full(len(combos), np.iinfo(np.int64).max)
    for p in keeps:
        moved = np.sort(combos // 4 * 4 + np.array(p)[combos % 4], axis=1)
        keys = np.minimum(keys, moved @ shifts)
    # Classes ordered by their best card, then the next (the strongest-looking first).
    ordered = np.sort(combos, axis=1)[:, ::-1]
    rank_key = (ordered // 4) @ (16 ** np.arange(size - 1, -1, -1, dtype=np.int64))
    found, first, classes = np.unique(keys, return_index=True, return_inverse=True)
    order = np.lexsort((found, -rank_key[first]))
    renumber = np.empty(len(order), dtype=np.intp)
    renumber[order] = np.arange(len(order))
    classes = renumber[classes]
    symmetric = len(keeps) == 24
    labels = [_label([int(c) for c in ordered[first[i]]], symmetric) for i in order]
    ranks = "".join(r for r in reversed(RANKS) if any(c // 4 == RANKS.index(r) for c in held))
    return StartingHands(combos, classes.astype(np.intp), tuple(labels), ranks, tuple(keeps))


def _label(cards: list[int], symmetric: bool) -> str:
    if len(cards) != 2 or not symmetric:
        return "".join(str(card(c)) for c in cards)
    high, low = (str(card(c))[0] for c in cards)
    if high == low:
        return high + low
    return high + low + ("s" if cards[0] % 4 == cards[1] % 4 else "o")


@attrs.frozen(eq=False)
class Runout:
    """How a game is played out once both seats are all in: each seat's hole cards, the
    shared zones still to be dealt, and the showdown's shares on arrays."""

    hands: StartingHands
    deck: list[int]
    hole: str  # the seat's zone
    board: tuple[tuple[str, int], ...]  # the shared zones and their sizes at the showdown
    shares: list  # equity_batch.Share, one per share of the pot

    @classmethod
    def of(cls, game: ir.Game) -> Runout:
        """The game's run-out, or PushFoldError saying why push/fold does not fit it."""
        from pokerlang.analytics.equity import Calculator, EquityError
        from pokerlang.analytics.equity_batch import Batch

        if not game.min_players <= 2 <= game.max_players:
            raise PushFoldError(f"{game.title} is not played heads-up (it seats {game.min_players} and more)")
        heads_up = game.at(2)
        try:
            calculator = Calculator(heads_up)
        except EquityError as err:
            raise PushFoldError(str(err)) from None
        layout = calculator.layout
        if len(layout.own) != 1 or not layout.shared:
            raise PushFoldError(
                f"{game.title} does not deal each player hole cards and then only a board: "
                "push/fold plays one all-in before the board is run out"
            )
        hole = layout.own[0][0]
        _one_betting_round_then_board(heads_up, hole, {name for name, _ in layout.shared})
        showdown = next(a for a in heads_up.actions() if isinstance(a, ir.Showdown))
        if showdown.declared or showdown.pairwise is not None or showdown.house is not None:
            raise PushFoldError(
                f"{game.title}'s showdown is not one pot to the best hands (declared, paired or the house's)"
            )
        batch = Batch.of(calculator)
        if batch is None:
            raise PushFoldError(
                f"{game.title}'s hands are not ranked on arrays (wild cards, or a ranking read card by card): "
                "push/fold needs the equity of every pair of starting hands"
            )
        deck = [c.index for c in heads_up.deck()]
        size = layout.own[0][1]
        from math import comb

        if comb(len(deck), size) > MOST_HANDS:
            raise PushFoldError(
                f"{game.title} has {comb(len(deck), size):,} starting hands of {size} cards: "
                f"push/fold compares every pair of them, and takes at most {MOST_HANDS:,} (hold'em has 1,326)"
            )
        return cls(starting_hands(deck, size), deck, hole, layout.shared, batch.shares)


def _one_betting_round_then_board(game: ir.Game, hole: str, board: set[str]) -> None:
    """PushFoldError unless the hole cards are all dealt, face down, before the first bet,
    and nothing but burns and the board is dealt after it (bets aside: nobody is left to bet)."""
    betting = False
    for action in game.actions():
        if isinstance(action, ir.Bet):
            betting = True
        elif isinstance(action, ir.Showdown | ir.Burn):
            continue
        elif isinstance(action, ir.Deal) and not action.offered and action.only_declared is None:
            if not betting and action.zone == hole and not action.face_up:
                continue
            if betting and action.zone in board:
                continue
            where = "face up" if action.face_up else ("after the first bet" if betting else "before it")
            raise PushFoldError(
                f"{game.title} deals to {action.zone} {where}: push/fold needs the hole cards dealt face down "
                "before the first bet, and only a board after it"
            )
        else:
            raise PushFoldError(
                f"{game.title} has a {type(action).__name__.lower()} step: push/fold needs the hole cards dealt "
                "before the first bet and only a board after it, with no decision but the bets"
            )
    if not betting:
        raise PushFoldError(f"{game.title} has no betting round")


@attrs.frozen(eq=False)
class ClassEquity:
    """Each class's share of the pot against each other class, all in before the board."""

    hands: StartingHands
    equity: npt.NDArray[np.float64]  # [a, b]: a's share against b
    pairs: npt.NDArray[np.float64]  # [a, b]: pairs of hands of a and of b that share no card
    boards: int | None  # boards sampled; None: every board
    seed: int
    seconds: float  # to compute (0 when read from the cache)
    cached: bool  # read from the user's cache folder

    @property
    def exact(self) -> bool:
        return self.boards is None


def class_equity(game: ir.Game, runout: Runout, boards: int | None, seed: int = 1) -> ClassEquity:
    """The classes' equities over every board (``boards`` None: exact, where the board is
    one zone) or ``boards`` boards drawn with ``seed``; kept in the user's cache folder."""
    from pokerlang import user_cache
    from pokerlang.research.policy import rules_hash

    if boards is None and len(runout.board) != 1:
        raise PushFoldError(f"{game.title} deals several boards: give a number of boards to sample")
    how = "every" if boards is None else f"{boards} {seed}"
    digest = hashlib.sha256(f"{VERSION} {rules_hash(game.at(2))} {how}".encode()).hexdigest()[:24]
    built = []

    def build() -> dict[str, Any]:
        began = time.perf_counter()
        dealt = _every_board(runout) if boards is None else _sampled(runout, boards, seed)
        equity, pairs = _tally(runout, dealt)
        built.append(True)
        return {"equity": equity, "pairs": pairs, "seconds": time.perf_counter() - began}

    kept: dict[str, Any] = user_cache.kept(f"pushfold-equity-{digest}.pickle", build)
    if np.shape(kept["equity"]) != (len(runout.hands.labels),) * 2:  # a file of other hands: build it here
        kept = build()
    seconds = float(kept["seconds"]) if built else 0.0
    return ClassEquity(
        runout.hands, np.asarray(kept["equity"]), np.asarray(kept["pairs"]), boards, seed, seconds, not built
    )


def _sampled(runout: Runout, boards: int, seed: int) -> Iterator[tuple[npt.NDArray[np.intp], int]]:
    """``boards`` boards drawn with ``seed``, uniformly, in chunks of weight 1."""
    deck = np.array(runout.deck, dtype=np.intp)
    need = sum(size for _, size in runout.board)
    rng = np.random.default_rng(seed)
    done = 0
    while done < boards:
        rows = min(CHUNK, boards - done)
        yield deck[np.argsort(rng.random((rows, len(deck))), axis=1)[:, :need]], 1
        done += rows


def every_board_count(runout: Runout) -> int:
    """How many boards there are to deal (every set of the shared zones' cards)."""
    from math import comb

    return comb(len(runout.deck), sum(size for _, size in runout.board))


def _every_board(runout: Runout) -> Iterator[tuple[npt.NDArray[np.intp], int]]:
    """Every board once up to a permutation of the suits, in chunks of boards met equally
    often (the weight: how many boards the suits turn each into). The classes' tallies
    are the same over a board and over any of its turns (a turn of the suits only swaps
    hands within their classes), so these are every board's tallies."""
    from pokerlang.hands.batch import combination_rows

    deck = np.array(runout.deck, dtype=np.int64)
    need = sum(size for _, size in runout.board)
    cards = deck[combination_rows(len(deck), need)]
    keys = np.full(len(cards), np.iinfo(np.int64).max)
    shifts = 64 ** np.arange(need, dtype=np.int64)
    for p in runout.hands.suit_turns:
        keys = np.minimum(keys, np.sort(cards // 4 * 4 + np.array(p)[cards % 4], axis=1) @ shifts)
    _, first, counts = np.unique(keys, return_index=True, return_counts=True)
    for weight in np.unique(counts):
        chosen = cards[first[counts == weight]].astype(np.intp)
        for at in range(0, len(chosen), CHUNK):
            yield chosen[at : at + CHUNK], int(weight)


def _tally(runout: Runout, boards: Iterable[tuple[npt.NDArray[np.intp], int]]):
    """(equity, pairs) between classes over ``boards``: chunks of boards, each with the
    number of times it counts."""
    from pokerlang.analytics.equity_batch import Deals, Plan

    hands = runout.hands
    combos = hands.combos
    n = len(combos)
    bit = np.int64(1) << np.arange(64, dtype=np.int64)
    combo_bits = np.bitwise_or.reduce(bit[combos], axis=1)
    zones = {runout.hole: (True, 0)} | {name: (False, z) for z, (name, _) in enumerate(runout.board)}
    plan = Plan({}, [], zones)
    cut = np.cumsum([0] + [size for _, size in runout.board])
    single = len(runout.shares) == 1
    # Per pair of hands: wins (one share) or parts of the pot (several), and the boards that miss both.
    won: npt.NDArray[Any] = np.zeros((n, n), dtype=np.int64 if single else np.float64)
    counted = np.zeros((n, n), dtype=np.uint16)  # wins since the last flush into ``won``, unweighted
    beats = np.empty((n, n), dtype=bool)
    met = np.zeros((n, n), dtype=np.float64)
    valid_count = np.zeros(n, dtype=np.float64)
    pending, pending_weight = 0, 1  # boards in ``counted``, and their weight

    def flush() -> None:
        nonlocal pending
        if pending:
            won[...] += pending_weight * counted.astype(np.int64)
            counted[:] = 0
            pending = 0

    for drawn, weight in boards:
        rows = len(drawn)
        if single and (weight != pending_weight or pending + rows > FLUSH):
            flush()
        pending_weight = weight
        misses = (combo_bits[None, :] & np.bitwise_or.reduce(bit[drawn], axis=1)[:, None]) == 0
        which, hand = np.nonzero(misses)
        fixed: dict[tuple[int | None, int], npt.NDArray[np.intp]] = {(0, 0): combos[hand]}
        for z in range(len(runout.board)):
            fixed[(None, z)] = drawn[which, cut[z] : cut[z + 1]]
        deals = Deals(plan, fixed, np.arange(52, dtype=np.intp), np.empty((0, len(hand)), dtype=np.int8))
        values = []
        for share in runout.shares:
            v = np.full((rows, n), -1, dtype=np.int32)  # -1: a hand the board holds a card of
            got = share.values(deals, 0)
            if share.threshold > 1:
                got = np.where(got < share.threshold, 0, got)
            v[which, hand] = got
            values.append(v)
        for b in range(rows):
            if single:  # the hot loop: small types, no temporary arrays
                x = values[0][b]
                counted += np.greater(x[:, None], x[None, :], out=beats)
            else:
                won += weight * _parts([v[b] for v in values], misses[b])
        pending += rows
        m = misses.astype(np.float64)
        met += m.T @ (weight * m)
        valid_count += weight * m.sum(axis=0)
    flush()
    part: npt.NDArray[np.float64]
    if single:
        # A hand beats every hand the board holds a card of (-1): take those boards off;
        # a tie is what neither wins, and halves the pot.
        wins = won - (valid_count[:, None] - met)
        part = (met + wins - wins.T) / 2
    else:
        part = won
    disjoint = (combo_bits[:, None] & combo_bits[None, :]) == 0
    one_hot = np.zeros((n, len(hands.labels)))
    one_hot[np.arange(n), hands.classes] = 1.0
    pairs = one_hot.T @ disjoint.astype(np.float64) @ one_hot
    boards_met = one_hot.T @ np.where(disjoint, met, 0.0) @ one_hot
    total = one_hot.T @ np.where(disjoint, part, 0.0) @ one_hot
    equity = np.where(boards_met > 0, total / np.maximum(boards_met, 1), 0.5)
    return equity, pairs


def _parts(values: list[npt.NDArray[np.int64]], valid: npt.NDArray[np.bool_]) -> npt.NDArray[np.float64]:
    """Each hand's part of the pot against each other on one board, several shares (as
    ``equity_batch.Batch.settle`` two seats): a share to the better hand that qualifies
    (0 is no hand), halved on a tie; the shares won split the pot; none won, it is halved."""
    parts = np.zeros((len(valid), len(valid)))
    won = np.zeros_like(parts)
    for v in values:
        a, b = v[:, None], v[None, :]
        claimed = (a > 0) | (b > 0)
        parts += claimed * ((a > b) + 0.5 * (a == b))
        won += claimed
    out = np.where(won > 0, parts / np.maximum(won, 1), 0.5)
    return out * (valid[:, None] & valid[None, :])
