"""A PHH record of a hand played with a rake replays with it: PHH has no field for a rake
(its finishing stacks are after it), so the rake is a house rule given by a variant,
`pokerlang replay hand.phh --variant holdem-rake-pokerkit.poker`, whose `when hand ends`
takes the rake as PokerKit's rake model does (5% of each pot on its own, rounded to the
nearest chip, at most a cap a pot, no flop no drop). The hands are played by PokerKit.

PokerKit rakes a pot as it pays it, after the losing hands are killed, so side pots won by
the same players are raked as one (one cap for them all); pokerlang rakes each pot as it
stands before the showdown. They agree on every hand with one pot, and on side pots won
by different players (the first test); docs/phh.md says so."""

from __future__ import annotations

import random
from functools import partial

import pytest
from click.testing import CliRunner
from helpers.written_games import WRITTEN

from pokerlang.cli import cli

pokerkit = pytest.importorskip("pokerkit")
from pokerkit import Automation, HandHistory, NoLimitTexasHoldem  # noqa: E402
from pokerkit.utilities import rake  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")  # pokerkit on cards dealt by hand
VARIANT = str(WRITTEN / "holdem-rake-pokerkit.poker")
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
RAKE = partial(rake, percentage=0.05, cap=6, no_flop_no_drop=True)  # 3 big blinds at 1/2


def pokerkit_game():
    return NoLimitTexasHoldem(AUTOMATIONS, True, 0, (1, 2), 2, rake=RAKE)


def phh_of(game, state) -> str:
    text = HandHistory.from_game_state(game, state).dumps()
    return text + f"\nfinishing_stacks = {list(state.stacks)}\n"


def replay(tmp_path, text: str, *variant: str) -> str:
    path = tmp_path / "hand.phh"
    path.write_text(text)
    args = ["replay", str(path), *(("--variant", variant[0]) if variant else ())]
    return CliRunner().invoke(cli, args).output


def side_pot_hand():
    """Three-handed: the short stack all in with aces, a side pot to the kings."""
    game = pokerkit_game()
    state = game((45, 200, 200), 3)
    for hole in ("AsAd", "KcKd", "7h2c"):
        state.deal_hole(hole)
    state.complete_bet_or_raise_to(60)
    state.check_or_call()
    state.check_or_call()
    state.deal_board("Jh9s4c")
    state.complete_bet_or_raise_to(50)
    state.check_or_call()
    for card in ("5d", "Qh"):
        state.deal_board(card)
        state.check_or_call()
        state.check_or_call()
    return game, state


# Each pot is raked on its own: the main pot of 135 gives 6 (5% is 6.75, above the cap),
# the side pot of 130 gives 6 (6.5 rounds to the even 6).
def test_a_hand_with_a_side_pot_replays_with_the_rake_taken_from_each_pot(tmp_path):
    game, state = side_pot_hand()
    assert list(state.stacks) == [129, 214, 90]
    text = phh_of(game, state)
    assert "finishing stacks match" in replay(tmp_path, text, VARIANT)
    assert "disagreed" in replay(tmp_path, text)  # without the rake, 12 chips too many


def _random_hand(game, rng: random.Random):
    state = game((200, 200, 200), 3)  # one pot: see the module's note on side pots
    deck = [r + s for r in "23456789TJQKA" for s in "cdhs"]
    rng.shuffle(deck)
    for _ in range(3):
        state.deal_hole(deck.pop() + deck.pop())
    while state.status:
        if state.can_deal_board():
            state.deal_board("".join(deck.pop() for _ in range(3 if not state.board_cards else 1)))
        elif state.actor_index is not None:
            roll = rng.random()
            if roll < 0.15 and state.can_fold():
                state.fold()
            elif roll < 0.4 and state.can_complete_bet_or_raise_to():
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.choice((low, high)))
            else:
                state.check_or_call()
        else:
            break
    return state


def test_hands_played_by_pokerkit_with_a_rake_replay_with_the_same_finishing_stacks(tmp_path):
    rng = random.Random(7)
    game = pokerkit_game()
    raked = 0
    for _ in range(25):
        state = _random_hand(game, rng)
        raked += sum(s for s in state.starting_stacks) - sum(state.stacks)
        out = replay(tmp_path, phh_of(game, state), VARIANT)
        assert "finishing stacks match" in out, out
    assert raked > 0  # some hands did pay a rake
