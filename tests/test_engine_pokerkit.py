"""No-limit hold'em against PokerKit: the same cards and the same actions must leave
every stack the same.

PokerKit chooses each action (random among what *it* allows); our engine must allow
it too, agree on who acts, and pay the same. Seat i is PokerKit's player i, with the
button on the last seat, where PokerKit puts it (heads-up, the button posts the small
blind in both).
"""

from __future__ import annotations

import os
import random
import warnings

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import Automation, NoLimitTexasHoldem  # noqa: E402

from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine import Bet, Call, Check, Fold, IllegalAction, Raise, TableStakes, new_hand  # noqa: E402

HANDS = 2000 if os.environ.get("POKERLANG_FULL") else 200
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)


@pytest.fixture(scope="module")
def holdem():
    return load_game("holdem")


def pokerkit_action(pk, ours, rng: random.Random):
    """A random action PokerKit allows, as (method name, amount, our action)."""
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
        # The one known disagreement: PokerKit lets a seat that has acted re-raise over
        # an all-in raise smaller than a full raise when nobody raised before it on this
        # street; the rule (TDA 43) says that does not reopen the betting.
        with pytest.raises(IllegalAction) as refused:
            ours.copy().apply(action)
        assert kind == "raise" and refused.value.rule == "incomplete raise", refused.value
    weights = [1 if kind == "fold" else 3 for kind, _, _ in allowed]
    return rng.choices(allowed, weights)[0]


def translate(kind: str, amount, pk, ours):
    if kind == "fold":
        return Fold()
    if kind == "check_or_call":
        owed = pk.checking_or_calling_amount
        return Check() if owed == 0 else Call(owed)
    return Raise(amount) if max(ours.chips.bets) > 0 else Bet(amount)


def play_one(holdem, seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randint(2, 9)
    stacks = tuple(rng.choice([rng.randint(1, 8), rng.randint(8, 40), rng.randint(40, 400)])
                   for _ in range(players))
    ours = new_hand(holdem, TableStakes(small_blind=1, big_blind=2, stacks=stacks), seed=seed,
                    button=players - 1)
    pk = NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, stacks, players)
    zones = ours.zones
    board_dealt = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for seat in range(players):
            pk.deal_hole("".join(map(str, zones.cards("hand", seat))), seat)
        while pk.status:
            if pk.can_burn_card():
                pk.burn_card("??")
            elif pk.can_deal_board():
                need = pk.board_dealing_count
                board = zones.cards("board")[board_dealt:board_dealt + need]
                assert len(board) == need, f"seed {seed}: the engine has not dealt the board PokerKit wants"
                pk.deal_board("".join(map(str, board)))
                board_dealt += need
            elif pk.actor_index is not None and ours.to_act is None and pk.checking_or_calling_amount == 0:
                # Everyone else is all in and this seat owes nothing: PokerKit still asks it
                # to act; we do not, since no bet could be called. Only a check makes sense.
                pk.check_or_call()
            elif pk.actor_index is not None:
                assert ours.to_act == pk.actor_index, f"seed {seed}: {ours.to_act} acts, PokerKit says {pk.actor_index}"
                kind, amount, action = pokerkit_action(pk, ours, rng)
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
    result = ours.result()
    if list(result.stacks) == list(pk.stacks):
        return
    # One difference is allowed, in odd chips only. We split each side pot on its own,
    # its odd chip to the first winner left of the button, as card rooms do; PokerKit
    # first drops the losers' hands and then merges pots that have the same contenders,
    # so the odd chips of a split can fall differently.
    split_pots = sum(1 for p in result.pots for s in p.shares if len(s.winners) > 1)
    assert split_pots, f"seed {seed}: {list(result.stacks)} != {list(pk.stacks)}"
    assert sum(result.stacks) == sum(pk.stacks)
    for ours_stack, theirs in zip(result.stacks, pk.stacks):
        assert abs(ours_stack - theirs) <= split_pots, f"seed {seed}: {list(result.stacks)} != {list(pk.stacks)}"


def test_stacks_agree_with_pokerkit(holdem):
    for seed in range(HANDS):
        play_one(holdem, seed)
