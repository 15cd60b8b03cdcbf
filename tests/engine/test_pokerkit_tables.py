"""The table options against PokerKit: antes (everyone's, or the big blind's alone),
short stacks of 1 to 30 big blinds, 2 to 9 players, and heads-up fixed-limit play.
The same cards and actions must leave every stack the same (tests/helpers/pokerkit_driver.py
drives each hand), but for the differences docs/rules.md names:

* a first short all-in does not reopen no-limit betting (TDA 47A): ``incomplete_raise``;
* the fixed-limit cap before the flop and a completion over a short bet:
  ``fixed_limit_known`` (tests/engine/test_pokerkit_flop.py);
* a big blind short of blind and ante posts the blind first (TDA 2024), PokerKit the
  ante first: such deals are dealt the big blind enough for both here, and the rule
  has its own test (tests/engine/test_table_rules.py);
* odd chips of split pots (assert_same_stacks allows one chip a split share).

60 hands a table by default, 1000 with POKERLANG_FULL=1.
"""

from __future__ import annotations

import os
import random

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import FixedLimitTexasHoldem, NoLimitTexasHoldem, PotLimitOmahaHoldem  # noqa: E402
from helpers.pokerkit_driver import AUTOMATIONS, assert_same_stacks, incomplete_raise, play_hand  # noqa: E402
from helpers.pokerkit_fixed_limit import fixed_limit_known  # noqa: E402

from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine import TableStakes, new_hand  # noqa: E402

HANDS = 1000 if os.environ.get("POKERLANG_FULL") else 60
BIG = 10


def short_stacks(rng: random.Random, players: int) -> tuple[int, ...]:
    """1 to 30 big blinds each, and a few chips over."""
    return tuple(rng.randint(1, 30) * BIG + rng.randint(0, BIG - 1) for _ in range(players))


def nl_antes(rng, players, stacks):
    ante = rng.choice([1, 2, 5])
    pk = NoLimitTexasHoldem.create_state(AUTOMATIONS, True, ante, (BIG // 2, BIG), BIG, stacks, players)
    return pk, TableStakes(small_blind=BIG // 2, big_blind=BIG, ante=ante, stacks=stacks)


def big_blind_seat(players: int) -> int:
    return 0 if players == 2 else 1  # the button is the last seat


def enough_for_blind_and_ante(stacks, players, ante):
    seat = big_blind_seat(players)
    stacks = list(stacks)
    stacks[seat] = max(stacks[seat], BIG + ante + 1)
    return tuple(stacks)


def nl_big_blind_ante(rng, players, stacks):
    stacks = enough_for_blind_and_ante(stacks, players, BIG)
    pk = NoLimitTexasHoldem.create_state(AUTOMATIONS, False, {1: BIG}, (BIG // 2, BIG), BIG, stacks, players)
    return pk, TableStakes(small_blind=BIG // 2, big_blind=BIG, ante=BIG, ante_kind="big-blind", stacks=stacks)


def plo_big_blind_ante(rng, players, stacks):
    stacks = enough_for_blind_and_ante(stacks, players, BIG)
    pk = PotLimitOmahaHoldem.create_state(AUTOMATIONS, False, {1: BIG}, (BIG // 2, BIG), BIG, stacks, players)
    return pk, TableStakes(small_blind=BIG // 2, big_blind=BIG, ante=BIG, ante_kind="big-blind", stacks=stacks)


def fl_antes(rng, players, stacks):
    ante = rng.choice([1, 2])
    pk = FixedLimitTexasHoldem.create_state(AUTOMATIONS, True, ante, (BIG // 2, BIG), BIG, 2 * BIG, stacks, players)
    return pk, TableStakes(
        small_blind=BIG // 2, big_blind=BIG, ante=ante, small_bet=BIG, big_bet=2 * BIG, stacks=stacks
    )


# name -> (variant, table, fewest, most players)
TABLES = {
    "holdem-antes": ("holdem", nl_antes, 2, 9),
    "holdem-big-blind-ante": ("holdem", nl_big_blind_ante, 2, 9),
    "omaha-big-blind-ante": ("omaha", plo_big_blind_ante, 2, 9),
    "limit-holdem-antes": ("holdem-limit", fl_antes, 2, 9),
    "limit-holdem-heads-up": ("holdem-limit", fl_antes, 2, 2),
}


@pytest.mark.parametrize("name", list(TABLES))
def test_stacks_agree_with_pokerkit_at_these_tables(name):
    variant, table, fewest, most = TABLES[name]
    game = load_game(variant)
    known = fixed_limit_known if game.betting.limit == "fixed-limit" else incomplete_raise
    for seed in range(HANDS):
        rng = random.Random(f"{name}-{seed}")
        players = rng.randint(fewest, most)
        stacks = short_stacks(rng, players)
        if name.endswith("heads-up"):
            stacks = tuple(s * 20 for s in stacks)  # deep: room for the raising the cap no longer stops
        pk, stakes = table(rng, players, stacks)
        ours = new_hand(game, stakes, seed=seed, button=players - 1)
        play_hand(pk, ours, rng, seed, known=known)
        assert_same_stacks(ours.result(), pk, seed)
