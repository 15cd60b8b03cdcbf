"""Play one hand in PokerKit and in our engine side by side, and compare the stacks.

The method of tests/engine/test_engine_pokerkit.py, for any game with private hole cards and
a shared board: PokerKit chooses each action (random among what *it* allows), our
engine must allow it too and agree on who acts, the cards PokerKit is dealt are the
ones our engine dealt, and at the end every stack must be the same. Seat i is
PokerKit's player i, with the button on the last seat, where PokerKit puts it.

    pk = SomePokerKitGame.create_state(AUTOMATIONS, True, antes, blinds, ..., stacks, players)
    ours = new_hand(game, TableStakes(...), seed=seed, button=players - 1)
    play_hand(pk, ours, rng, seed)
    assert_same_stacks(ours.result(), pk, seed)

``hole`` and ``board`` name our zones that PokerKit's hole cards and board come from.
"""

from __future__ import annotations

import random
import warnings

import pytest
from pokerkit import Automation

from pokerlang.engine import Bet, Call, Check, Complete, Fold, IllegalAction, Raise

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


def random_stacks(rng: random.Random, players: int) -> tuple[int, ...]:
    """Short, middling and deep stacks mixed, so that side pots and all-ins are common."""
    return tuple(rng.choice([rng.randint(1, 8), rng.randint(8, 40), rng.randint(40, 400)]) for _ in range(players))


def translate(kind: str, amount, pk, ours):
    if kind == "fold":
        return Fold()
    if kind == "check_or_call":
        owed = pk.checking_or_calling_amount
        return Check() if owed == 0 else Call(owed)
    # Fixed-limit over a bet short of the full bet (a big blind all in for less): our
    # engine calls bringing it up to the full bet completing, as card rooms do.
    if any(isinstance(o, Complete) and o.amount == amount for o in ours.legal_actions()):
        return Complete(amount)
    return Raise(amount) if max(ours.chips.bets) > 0 else Bet(amount)


def incomplete_raise(ours, kind: str, refused: IllegalAction) -> bool:
    """The one disagreement of every game: PokerKit lets a seat that has acted re-raise
    over an all-in raise smaller than a full raise when nobody raised before it on this
    street; the rule (TDA 47A; Robert's, no-limit rules 3) says that does not reopen
    the betting."""
    return kind == "raise" and refused.rule == "incomplete raise"


def pokerkit_action(pk, ours, rng: random.Random, known=incomplete_raise):
    """A random action PokerKit allows, as (kind, amount, our action). Our engine must
    allow it too, unless ``known(ours, kind, refusal)`` says this is a disagreement the
    test documents; such an action is not played."""
    choices = []
    if pk.can_fold():
        choices.append(("fold", None))
    if pk.can_check_or_call():
        choices.append(("check_or_call", None))
    if pk.can_complete_bet_or_raise_to():
        low = pk.min_completion_betting_or_raising_to_amount
        high = pk.max_completion_betting_or_raising_to_amount
        pick = rng.random()
        amount = low if pick < 0.4 else high if pick < 0.6 else rng.randint(low, high)
        choices.append(("raise", amount))
    allowed = []
    for kind, amount in choices:
        action = translate(kind, amount, pk, ours)
        if any(option.allows(action) for option in ours.legal_actions()):
            allowed.append((kind, amount, action))
            continue
        with pytest.raises(IllegalAction) as refused:
            ours.copy().apply(action)
        assert known(ours, kind, refused.value), refused.value
    weights = [1 if kind == "fold" else 3 for kind, _, _ in allowed]
    return rng.choices(allowed, weights)[0]


def play_hand(
    pk, ours, rng: random.Random, seed, *, hole: str = "hand", board: str = "board", known=incomplete_raise
) -> None:
    """Deal PokerKit our engine's cards and play both to the end with PokerKit's choices."""
    zones = ours.zones
    board_dealt = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for seat in range(ours.players):
            pk.deal_hole("".join(map(str, zones.cards(hole, seat))), seat)
        while pk.status:
            if pk.can_burn_card():
                pk.burn_card("??")
            elif pk.can_deal_board():
                need = pk.board_dealing_count
                cards = zones.cards(board)[board_dealt : board_dealt + need]
                assert len(cards) == need, f"seed {seed}: the engine has not dealt the board PokerKit wants"
                pk.deal_board("".join(map(str, cards)))
                board_dealt += need
            elif pk.actor_index is not None and ours.to_act is None and pk.checking_or_calling_amount == 0:
                # Everyone else is all in and this seat owes nothing: PokerKit still asks it
                # to act; we do not, since no bet could be called. Only a check makes sense.
                pk.check_or_call()
            elif pk.actor_index is not None:
                assert ours.to_act == pk.actor_index, f"seed {seed}: {ours.to_act} acts, PokerKit says {pk.actor_index}"
                kind, amount, action = pokerkit_action(pk, ours, rng, known)
                if kind == "fold":
                    pk.fold()
                elif kind == "check_or_call":
                    pk.check_or_call()
                else:
                    pk.complete_bet_or_raise_to(amount)
                ours.apply(action)
            else:
                raise AssertionError(f"seed {seed}: PokerKit waits on something unexpected")
    assert ours.is_over, f"seed {seed}: PokerKit finished, the engine did not"


def assert_same_stacks(result, pk, seed) -> None:
    """Every stack agrees (PokerKit's as the rule would have them: see
    stacks_by_the_rule), but for odd chips of split pots.

    We split each side pot on its own, its odd chip to the first winner left of the
    button (or to the share the game names), as card rooms do; PokerKit first drops the
    losers' hands and then merges pots that have the same contenders, so the odd chips
    of a split can fall differently. Each split share may move one chip."""
    stacks = stacks_by_the_rule(pk)
    if list(result.stacks) == stacks:
        return
    splits = sum(1 for p in result.pots for s in p.shares if len(s.winners) > 1)
    splits += sum(1 for p in result.pots if len(p.shares) > 1)
    message = f"seed {seed}: {list(result.stacks)} != {stacks} (PokerKit: {list(pk.stacks)})"
    assert splits, message
    assert sum(result.stacks) == sum(stacks), message
    for ours_stack, theirs in zip(result.stacks, stacks):
        assert abs(ours_stack - theirs) <= splits, message


def stacks_by_the_rule(pk) -> list[int]:
    """PokerKit's final stacks, but for its one departure from the rule in high-low games.

    The rule: each pot is settled on its own, and a low half nobody in that pot
    qualifies for goes to the pot's high hand. PokerKit halves every pot as soon as
    anyone still in the hand holds a qualifying low (State._begin_chips_pushing), and
    in a pot none of whose players has one, every player holds the same "no hand", so
    push_chips splits that low half among them all. Exactly those low halves (paid
    only to seats whose low is None) are handed back here to the seats PokerKit paid
    that pot's high half, split as PokerKit splits (the odd chip to the first)."""
    stacks = list(pk.stacks)
    high: dict[int, list[int]] = {}
    low: dict[int, tuple[int, ...]] = {}
    for op in pk.operations:
        if type(op).__name__ == "ChipsPushing" and op.hand_type_index is not None:
            paid = [seat for seat, amount in enumerate(op.amounts) if amount]
            if op.hand_type_index == 0:
                high.setdefault(op.pot_index, []).extend(paid)
            else:
                low[op.pot_index] = op.amounts
    for pot, amounts in low.items():
        paid = [seat for seat, amount in enumerate(amounts) if amount]
        if any(pk.get_up_hand(seat, 0, 1) is not None for seat in paid) or not high.get(pot):
            continue
        winners = sorted(set(high[pot]))
        stacks = [s - a for s, a in zip(stacks, amounts)]
        share, odd = divmod(sum(amounts), len(winners))
        for i, seat in enumerate(winners):
            stacks[seat] += share + (odd if i == 0 else 0)
    return stacks
