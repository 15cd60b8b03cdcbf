"""The flop games against PokerKit: short-deck (NS), limit hold'em (FT), pot-limit Omaha
(PO) and limit Omaha eight-or-better (FO/8). The same cards and the same actions must
leave every stack the same (see tests/helpers/pokerkit_driver.py for how a hand is driven).

In FO/8, a side pot none of whose players has a qualifying low goes whole to its
high hand (each pot is settled on its own); PokerKit halves it whenever anyone else in
the hand has a low and splits the low half among the pot's players. The comparison
corrects exactly those low halves in PokerKit's stacks (stacks_by_the_rule in
tests/helpers/pokerkit_driver.py; test_unqualified_low_of_a_side_pot_goes_high shows one).

100 hands a game by default, 2000 with POKERLANG_FULL=1.
"""

from __future__ import annotations

import os
import random

import pytest

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import (  # noqa: E402
    FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
    FixedLimitPokerMixin,
    FixedLimitTexasHoldem,
    Holdem,
    NoLimitShortDeckHoldem,
    OmahaHoldemMixin,
    PotLimitOmahaHoldem,
)
from helpers.pokerkit_driver import (  # noqa: E402
    AUTOMATIONS,
    assert_same_stacks,
    incomplete_raise,
    play_hand,
    random_stacks,
)
from helpers.pokerkit_fixed_limit import fixed_limit_known  # noqa: E402

from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine import TableStakes, new_hand  # noqa: E402

HANDS = 2000 if os.environ.get("POKERLANG_FULL") else 100


def short_deck(stacks, players):
    # Everyone antes 1 and the button alone posts a blind of 2, which is also the
    # smallest bet, as in PokerKit's own short-deck example ({-1: blind}).
    pk = NoLimitShortDeckHoldem.create_state(AUTOMATIONS, True, 1, {-1: 2}, 2, stacks, players)
    return pk, TableStakes(ante=1, big_blind=2, stacks=stacks)


def limit_holdem(stacks, players):
    pk = FixedLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, 4, stacks, players)
    return pk, TableStakes(small_blind=1, big_blind=2, small_bet=2, big_bet=4, stacks=stacks)


def omaha(stacks, players):
    pk = PotLimitOmahaHoldem.create_state(AUTOMATIONS, True, 0, (1, 2), 2, stacks, players)
    return pk, TableStakes(small_blind=1, big_blind=2, stacks=stacks)


class FixedLimitOmahaEightOrBetter(FixedLimitPokerMixin, OmahaHoldemMixin, Holdem):
    """PokerKit's FO/8 as a fixed-limit game. PokerKit (0.7) builds its class with the
    pot-limit mixin, so it lets a player bet any amount up to the pot (see
    test_pokerkit_fo8_is_not_fixed_limit); this is the same game, hands and streets
    with PokerKit's own fixed-limit betting, as FT has it."""

    hand_types = FixedLimitOmahaHoldemHighLowSplitEightOrBetter.hand_types
    create_state = classmethod(FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state.__func__)


def omaha_hi_lo(stacks, players):
    pk = FixedLimitOmahaEightOrBetter.create_state(AUTOMATIONS, True, 0, (1, 2), 2, 4, stacks, players)
    return pk, TableStakes(small_blind=1, big_blind=2, small_bet=2, big_bet=4, stacks=stacks)


# name -> (tables, fewest players, most players). Short-deck starts at three: heads-up,
# PokerKit moves every blind as it moves hold'em's (the button's blind goes to the other
# seat, and the button acts first), while our file has the dealer post the button
# blind at any table size, and the seat to its left act first.
GAMES = {
    "short-deck": (short_deck, 3, 9),
    "holdem-limit": (limit_holdem, 2, 9),
    "omaha": (omaha, 2, 9),
    "omaha-hi-lo": (omaha_hi_lo, 2, 9),
}


def play_one(name: str, game, seed: int) -> None:
    table, fewest, most = GAMES[name]
    rng = random.Random(f"{name}-{seed}")
    players = rng.randint(fewest, most)
    stacks = random_stacks(rng, players)
    pk, stakes = table(stacks, players)
    ours = new_hand(game, stakes, seed=seed, button=players - 1)
    known = fixed_limit_known if game.betting.limit == "fixed-limit" else incomplete_raise
    play_hand(pk, ours, rng, seed, known=known)
    assert_same_stacks(ours.result(), pk, seed)


@pytest.mark.parametrize("name", list(GAMES))
def test_stacks_agree_with_pokerkit(name):
    game = load_game(name)
    for seed in range(HANDS):
        play_one(name, game, seed)


def test_pokerkit_fo8_is_not_fixed_limit():
    """Why FixedLimitOmahaEightOrBetter exists: if PokerKit fixes its FO/8 class, this
    fails, and the test can use PokerKit's class as it is."""
    pk, _ = omaha_hi_lo((100, 100, 100), 3)
    theirs = FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
        AUTOMATIONS, True, 0, (1, 2), 2, 4, (100, 100, 100), 3
    )
    for state in (pk, theirs):
        for seat, hole in enumerate(("AsKsQsJs", "AhKhQhJh", "AdKdQdJd")):
            state.deal_hole(hole, seat)
    assert pk.max_completion_betting_or_raising_to_amount == 4  # a raise of one small bet
    assert theirs.max_completion_betting_or_raising_to_amount > 4  # a pot-sized raise


def test_unqualified_low_of_a_side_pot_goes_high():
    """The side pot of seats 1, 2 and 3 has no qualifying low in it (only seat 0, all
    in for the main pot, holds one): it goes whole to its high hand, seat 2. PokerKit
    halves it and splits the low half between the seats still holding cards, 1 and 2;
    stacks_by_the_rule hands that half back to seat 2."""
    from helpers.pokerkit_driver import stacks_by_the_rule
    from pokerlang.cards import card, standard_deck
    from pokerlang.engine import Bet, Call, Check, Raise

    hands = {0: "Ac 3s 8s 8h", 1: "Qh Qc Jh Tc", 2: "Kh Kc 9s 9h", 3: "Jd Js Ts 9c"}
    board = "Ks Kd 7c 4h 2d"
    named = {card(c) for text in (*hands.values(), board) for c in text.split()}
    spare = iter(c for c in standard_deck() if c not in named)
    deck = [card(hands[seat].split()[r]) for r in range(4) for seat in range(4)]
    flop, turn, river = board.split()[:3], board.split()[3], board.split()[4]
    deck += [next(spare), *map(card, flop), next(spare), card(turn), next(spare), card(river)]
    stacks = (2, 100, 6, 100)  # seat 0 and seat 2 go all in before the flop
    pk, stakes = omaha_hi_lo(stacks, 4)
    ours = new_hand(load_game("omaha-hi-lo"), stakes, deck=deck, button=3)
    for seat in range(4):
        assert " ".join(map(str, ours.zones.cards("hand", seat))) == hands[seat]
        pk.deal_hole(hands[seat].replace(" ", ""), seat)
    # Seat 2 raises, seat 3 raises again, seat 0 calls all in for 2, seat 1 calls,
    # seat 2 calls all in for 6; on the flop seat 1 bets and seat 3 calls.
    ours.apply(Raise(4))
    ours.apply(Raise(6))
    ours.apply(Call(1))
    ours.apply(Call(4))
    ours.apply(Call(2))
    pk.complete_bet_or_raise_to(4)
    pk.complete_bet_or_raise_to(6)
    for _ in range(3):
        pk.check_or_call()
    pk.burn_card("??")
    pk.deal_board("".join(flop))
    ours.apply(Bet(2))
    ours.apply(Call(2))
    pk.complete_bet_or_raise_to(2)
    pk.check_or_call()
    for street in (turn, river):
        pk.burn_card("??")
        pk.deal_board(street)
        ours.apply(Check())
        ours.apply(Check())
        pk.check_or_call()
        pk.check_or_call()
    result = ours.result()
    # Main pot of 8: high to seat 2, low to seat 0. Side pot of 12: all to seat 2.
    # Side pot of 4 (seats 1 and 3): seat 1's two pair, kings and queens.
    assert [p.amount for p in result.pots] == [8, 12, 4]
    assert list(result.stacks) == [4, 96, 16, 92]
    assert list(pk.stacks) == [4, 99, 13, 92]
    assert stacks_by_the_rule(pk) == list(result.stacks)
