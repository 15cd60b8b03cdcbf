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

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import NoLimitTexasHoldem  # noqa: E402
from helpers.pokerkit_driver import AUTOMATIONS, assert_same_stacks, play_hand, random_stacks  # noqa: E402

from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine import TableStakes, new_hand  # noqa: E402

HANDS = 2000 if os.environ.get("POKERLANG_FULL") else 200


@pytest.fixture(scope="module")
def holdem():
    return load_game("holdem")


def play_one(holdem, seed: int) -> None:
    """One hand, driven as tests/helpers/pokerkit_driver.py drives it. Its checks: every action
    PokerKit allows, ours allows too, but for one known disagreement (PokerKit lets a
    seat that has acted re-raise over an all-in raise smaller than a full raise when
    nobody raised before it on this street; the rule, TDA 47A, says that does not reopen
    the betting); the same seat acts in both; every stack agrees, but for odd chips of
    split pots (we split each side pot on its own, its odd chip to the first winner
    left of the button, as card rooms do; PokerKit first drops the losers' hands and
    then merges pots that have the same contenders)."""
    rng = random.Random(seed)
    players = rng.randint(2, 9)
    stacks = random_stacks(rng, players)
    ours = new_hand(holdem, TableStakes(small_blind=1, big_blind=2, stacks=stacks), seed=seed, button=players - 1)
    pk = NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, stacks, players)
    play_hand(pk, ours, rng, seed)
    assert_same_stacks(ours.result(), pk, seed)


def test_stacks_agree_with_pokerkit(holdem):
    for seed in range(HANDS):
        play_one(holdem, seed)
