"""The heads-up push-or-fold game, solved over starting-hand classes.

The game: two players with equal stacks, the forced bets posted; the first to act may
only fold or go all in; facing the all-in, the other may only fold or call; called, the
board is run out. Which seat acts first, what each seat loses by folding and what the
all-in puts in the pot are read from the engine (``Spot.of``), so blinds, a button blind
or antes are the variant's own; the all-in equities between starting-hand classes come
from the variant's showdown on arrays (``pushfold_equity``).

Each player has one decision per class of starting hand, so CFR+ over the classes is a
few small matrix products an iteration: the pusher's class ``a`` meets the caller's ``b``
in proportion to ``pairs[a, b]``, the pairs of hands that share no card (card removal),
and pushes for what it wins on average over them; the caller's regrets are weighted by
how often each class pushes. The average policy converges to an equilibrium; its
exploitability (OpenSpiel's measure: what best answers gain, halved) says how near.
"""

from __future__ import annotations

import time

import attrs
import numpy as np
import numpy.typing as npt

from pokerlang.engine import TableStakes
from pokerlang.ir import game as ir
from pokerlang.research.pushfold_equity import ClassEquity, PushFoldError

FOLD, CALL, ALL_IN = 0, 1, 2  # the action ids of a policy file whose only size is "all"
SIZES = ("all",)


@attrs.frozen
class Spot:
    """The chips of the push-or-fold game at one table, each seat's own nets."""

    pusher: int  # the seat that acts first
    caller: int
    big_blind: int  # chips
    fold: tuple[int, int]  # (pusher's, caller's) nets when the pusher folds
    steal: tuple[int, int]  # ... when the pusher goes all in and the caller folds
    stake: tuple[int, int]  # each one's chips in the pot when both are all in
    stack: int  # each seat's chips before the hand

    @property
    def pot(self) -> int:
        return sum(self.stake)

    @classmethod
    def of(cls, game: ir.Game, stakes: TableStakes) -> Spot:
        """The spot as the engine plays it (the button on the last seat, as ``solve``),
        or PushFoldError for a game whose first decision is not fold-or-all-in."""
        from pokerlang.research.encoding import ActionCoder

        coder = ActionCoder(game, SIZES)
        hand = _first_decision(game, stakes)
        pusher = hand.to_act
        assert pusher is not None
        ids = coder.legal(hand.legal_actions(), hand)
        if FOLD not in ids or ALL_IN not in ids:
            raise PushFoldError(
                f"{game.title}: the first to act cannot "
                + ("fold" if FOLD not in ids else "go all in")
                + f" ({game.betting.limit} betting, stacks of {stakes.stacks} chips): push/fold needs the choice "
                "of folding or going all in, as no-limit gives it with a stack deeper than the blinds"
            )
        folded = hand.copy()
        folded.apply(ids[FOLD])
        hand.apply(ids[ALL_IN])
        caller = hand.to_act
        if caller is None or hand.view(pusher)["seats"][pusher]["stack"] != 0:
            raise PushFoldError(
                f"{game.title}: the first to act's biggest raise does not put it all in "
                f"({game.betting.limit} betting): push/fold needs no-limit betting"
            )
        answers = coder.legal(hand.legal_actions(), hand)
        if FOLD not in answers or CALL not in answers:
            raise PushFoldError(f"{game.title}: facing an all-in, the other player cannot fold or call")
        stolen = hand.copy()
        stolen.apply(answers[FOLD])
        hand.apply(answers[CALL])
        seats = hand.view(pusher)["seats"]
        if seats[caller]["stack"] != 0:
            raise PushFoldError(f"{game.title}: the call does not put the other player all in")
        stacks = stakes.stacks if isinstance(stakes.stacks, tuple) else (stakes.stacks,) * 2
        effective = min(stacks[pusher], stacks[caller])  # what both put in when both are all in
        return cls(
            pusher=pusher,
            caller=caller,
            big_blind=stakes.big_blind,
            fold=_nets(folded.outcome().net, pusher, caller),
            steal=_nets(stolen.outcome().net, pusher, caller),
            stake=(effective, effective),
            stack=effective,
        )


def _nets(net: tuple[int, ...], pusher: int, caller: int) -> tuple[int, int]:
    return net[pusher], net[caller]


def _first_decision(game: ir.Game, stakes: TableStakes):
    """A hand of two seats dealt any cards up to its first decision."""
    from pokerlang.engine import Chance, EngineError, new_hand

    if stakes.players != 2:
        raise PushFoldError("push/fold is heads-up: two players")
    try:
        hand = new_hand(game, stakes, seed=0, button=1, dealer=Chance())
        while hand.is_chance:
            hand.apply_chance(hand.chance_outcomes()[0][0])
    except EngineError as err:
        raise PushFoldError(f"{game.title}: {err}") from None
    if hand.is_over or hand.to_act is None:
        raise PushFoldError(f"{game.title}: the hand ends before anyone decides anything")
    return hand


@attrs.frozen(eq=False)
class PushFold:
    """An equilibrium of the push-or-fold game: how often each class pushes and calls."""

    spot: Spot
    equity: ClassEquity
    push: npt.NDArray[np.float64]  # per class, the pusher's probability of going all in
    call: npt.NDArray[np.float64]  # per class, the caller's probability of calling
    iterations: int
    seconds: float
    values: tuple[float, float]  # (pusher's, caller's) chips a hand
    exploitability: float  # chips a hand

    def share(self, which: npt.NDArray[np.float64]) -> float:
        """The part of all starting hands a policy plays (``push`` or ``call``), by combinations."""
        sizes = self.equity.hands.sizes
        return float((which * sizes).sum() / sizes.sum())


def solve(spot: Spot, equity: ClassEquity, iterations: int = 2000) -> PushFold:
    """CFR+ (regret matching+, alternating updates, the average weighted by iteration)."""
    began = time.perf_counter()
    game = _Matrices(spot, equity)
    k = len(equity.equity)
    regret_push, regret_call = np.zeros((k, 2)), np.zeros((k, 2))
    total_push, total_call = np.zeros(k), np.zeros(k)
    for t in range(1, iterations + 1):
        push = _matched(regret_push)
        fold_value, push_value = game.pusher_values(_matched(regret_call))
        regret_push += (
            np.stack([fold_value, push_value], axis=1) - ((1 - push) * fold_value + push * push_value)[:, None]
        )
        np.maximum(regret_push, 0.0, out=regret_push)
        total_push += t * push
        push = _matched(regret_push)
        call = _matched(regret_call)
        fold_value, call_value = game.caller_values(push)
        regret_call += (
            np.stack([fold_value, call_value], axis=1) - ((1 - call) * fold_value + call * call_value)[:, None]
        )
        np.maximum(regret_call, 0.0, out=regret_call)
        total_call += t * call
    weights = iterations * (iterations + 1) / 2
    push, call = total_push / weights, total_call / weights
    values = game.values(push, call)
    gain = game.best_pusher(call) - values[0] + game.best_caller(push) - values[1]
    return PushFold(spot, equity, push, call, iterations, time.perf_counter() - began, values, gain / 2)


def _matched(regret: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Regret matching between fold (column 0) and play (1): the probability of playing."""
    total = regret.sum(axis=1)
    return np.where(total > 0, regret[:, 1] / np.where(total > 0, total, 1.0), 0.5)


class _Matrices:
    """The payoffs of the game by class: ``deal[a, b]`` the chance that the pusher holds
    a hand of class ``a`` and the caller one of ``b``; ``won[a, b]`` the pusher's chips
    when both are all in (its equity of the pot, less its stake), ``lost`` the caller's."""

    def __init__(self, spot: Spot, equity: ClassEquity):
        self.spot = spot
        self.deal = equity.pairs / equity.pairs.sum()
        self.won = equity.equity * spot.pot - spot.stake[0]
        self.lost = (1 - equity.equity) * spot.pot - spot.stake[1]
        self.held = self.deal.sum(axis=1)  # each class's chance for the pusher

    def pusher_values(self, call: npt.NDArray[np.float64]):
        """Per class, the pusher's chips a hand by folding and by pushing (times the
        class's chance: what regrets add up)."""
        s = self.spot
        pushed = self.deal @ ((1 - call) * s.steal[0]) + (self.deal * self.won) @ call
        return self.held * s.fold[0], pushed

    def caller_values(self, push: npt.NDArray[np.float64]):
        """Per class, the caller's chips by folding and by calling, where it is pushed into."""
        s = self.spot
        faced = push @ self.deal  # how often each class of the caller's meets a push
        return faced * s.steal[1], push @ (self.deal * self.lost)

    def values(self, push, call) -> tuple[float, float]:
        s = self.spot
        fold_p, push_p = self.pusher_values(call)
        fold_c, call_c = self.caller_values(push)
        pusher = float(((1 - push) * fold_p + push * push_p).sum())
        folded = float(((1 - push) * self.held).sum()) * s.fold[1]
        caller = folded + float(((1 - call) * fold_c + call * call_c).sum())
        return pusher, caller

    def best_pusher(self, call) -> float:
        fold_p, push_p = self.pusher_values(call)
        return float(np.maximum(fold_p, push_p).sum())

    def best_caller(self, push) -> float:
        fold_c, call_c = self.caller_values(push)
        folded = float(((1 - push) * self.held).sum()) * self.spot.fold[1]
        return folded + float(np.maximum(fold_c, call_c).sum())


def seat_names(game: ir.Game, stakes: TableStakes, spot: Spot) -> tuple[str, str]:
    """The pusher and the caller by the blind each posts (``small blind``, ``big blind``),
    else by their turn (``first to act``, ``second to act``)."""
    hand = _first_decision(game, stakes)
    blinds = {
        line.get("seat"): line["kind"].replace("-", " ")
        for line in hand.view(spot.pusher)["log"]
        if line and "amount" in line and "blind" in line["kind"]
    }
    first = blinds.get(spot.pusher, "first to act")
    second = blinds.get(spot.caller, "second to act")
    return (first, second) if first != second else ("first to act", "second to act")


def policy_document(game: ir.Game, variant: str, stakes: TableStakes, solved: PushFold) -> dict[str, object]:
    """The policy file of an equilibrium (``research.policy``): every hole card, in each
    order it may be dealt, as each seat's information state, with the class's odds."""
    from itertools import permutations

    from pokerlang.engine.view import json_value
    from pokerlang.research import policy
    from pokerlang.research.encoding import ActionCoder
    from pokerlang.research.infostate import info_key

    spot, hands = solved.spot, solved.equity.hands
    coder = ActionCoder(game, SIZES)
    table: dict[str, dict[int, float]] = {}
    deck = sorted(set(hands.combos.ravel().tolist()))
    for combo, kind in zip(hands.combos.tolist(), hands.classes.tolist()):
        push, call = float(solved.push[kind]), float(solved.call[kind])
        for order in dict.fromkeys(permutations(combo)):
            hand = _dealt(game, stakes, spot.pusher, order, deck)
            table[info_key(hand.view(spot.pusher))] = {FOLD: 1 - push, ALL_IN: push}
            hand = _dealt(game, stakes, spot.caller, order, deck)
            hand.apply(coder.legal(hand.legal_actions(), hand)[ALL_IN])
            table[info_key(hand.view(spot.caller))] = {FOLD: 1 - call, CALL: call}
    how = {
        "by": "push/fold CFR+ over starting-hand classes",
        "iterations": solved.iterations,
        "exploitability": solved.exploitability,
        "values": list(solved.values),
        "stack_big_blinds": spot.stack / spot.big_blind,
        "boards": "every" if solved.equity.exact else solved.equity.boards,
    }
    return policy.policy_document(game, variant, 2, json_value(stakes), coder, table, how)


def _dealt(game: ir.Game, stakes: TableStakes, seat: int, cards: tuple[int, ...], deck: list[int]):
    """A hand up to its first decision, ``seat`` dealt ``cards`` in this order."""
    from pokerlang.engine import Chance, new_hand

    hand = new_hand(game, stakes, seed=0, button=1, dealer=Chance())
    mine = list(cards)
    others = [c for c in deck if c not in cards]
    while hand.is_chance:
        point = hand.chance_point
        assert point is not None
        hand.apply_chance((mine if point.seat == seat and point.kind == "deal" else others).pop(0))
    return hand
