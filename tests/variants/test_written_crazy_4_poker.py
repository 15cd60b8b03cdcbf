"""Crazy 4 poker (``tests/written/crazy-4-poker.poker``) on stacked decks: two seats, the
button at seat 1, so seat 0 is dealt first, then seat 1, then the house's five cards.
The ante is 1 chip, and so is the super bonus every seat posts with it. Seat 1 holds
cards no test names, declines queens up and plays once the ante."""

from __future__ import annotations

import pytest
from helpers.paths import ROOT
from helpers.stacking import stacked
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, TableStakes, new_hand

GAME = load_game(str(ROOT / "tests" / "written" / "crazy-4-poker.poker"))
PLAYERS = 2
KING_HIGH = "Kc Jd 9h 7d 4s"  # the house: king high, which qualifies


def table(hand: str, house: str = KING_HIGH, queens: str = "none", ante: int = 1):
    deck = stacked({0: hand}, house, 1, PLAYERS, size=5)
    state = new_hand(GAME, TableStakes(ante=ante, stacks=200, players=PLAYERS), deck=deck, button=1)
    state.apply(Declare(queens))
    state.apply(Declare("none"))
    return state


def play(state, mine: str = "play-1", theirs: str = "play-1"):
    """Seat 0 declares ``mine`` and seat 1 ``theirs``; the hand's result."""
    while not state.is_over:
        state.apply(Declare(mine if state.to_act == 0 else theirs))
    return state.result()


def options(state) -> tuple[str, ...]:
    (offered,) = state.legal_actions()
    assert isinstance(offered, DeclareOptions)
    return offered.options


def bet(result, seat: int, name: str):
    """A seat's super bonus or queens up, settled apart from its ante and play."""
    return next(b for b in result.house if b.seat == seat and b.why.startswith(name))


# "each player makes an ante and a super bonus bet equal to it, and may bet queens up".
def test_every_player_posts_the_ante_and_a_super_bonus_equal_to_it():
    state = table("Ah Ad 7c 5s 3d", ante=5)
    assert state.chips.committed == [10, 10]


def test_queens_up_is_a_bet_of_one_ante_a_player_may_make():
    state = table("Ah Ad 7c 5s 3d", queens="queens-up")
    assert state.chips.committed == [3, 2]


# "a player folds (losing the ante and the super bonus)".
def test_a_fold_loses_the_ante_and_the_super_bonus():
    result = play(table("Ah Kd 9c 7s 2d"), mine="fold")
    assert bet(result, 0, "super-bonus").why == "super-bonus folded"
    assert result.net[0] == -2


def test_when_everyone_folds_the_house_keeps_every_super_bonus():
    result = play(table("Ah Kd 9c 7s 2d"), mine="fold", theirs="fold")
    assert [b.why for b in result.house if b.why.startswith("super-bonus")] == ["super-bonus folded"] * 2
    assert result.net == (-2, -2) and result.bank == 4


# "or plays: three times the ante with a pair of aces or better, once the ante with any hand".
def test_a_pair_of_aces_may_play_three_antes():
    state = table("Ah Ad 7c 5s 3d")
    assert options(state) == ("play-3", "play-1", "fold")
    result = play(state, "play-3")
    assert result.house[0].staked == 4 and result.house[0].net == 4


def test_a_hand_below_a_pair_of_aces_plays_once_the_ante():
    assert options(table("Kh Kd 7c 5s 3d")) == ("play-1", "fold")


# "each hand is the best four of its five", by the four-card ranking: three of a kind
# beats a flush.
def test_three_of_a_kind_beats_a_flush_of_four():
    result = play(table("7h 7d 7c 5s 2d", house="Ah Kh 9h 4h 3c"))
    assert result.house[0].why.startswith("beats the house")


# "The house qualifies with king high or better; when it does not, the ante is returned
# and the play is still settled against its hand".
def test_a_house_without_a_king_returns_the_ante_and_settles_the_play():
    result = play(table("Kh Kd 7c 5s 3d", house="Qc Jd 9h 7d 4s"))
    assert "the ante pushes" in result.house[0].why and result.house[0].net == 1


def test_king_high_qualifies():
    result = play(table("Kh Kd 7c 5s 3d"))
    assert result.house[0].why == "beats the house" and result.house[0].net == 2


# "The better hand wins the ante and the play even money; equal hands push; a worse
# hand loses both."
def test_a_worse_hand_loses_the_ante_and_the_play():
    result = play(table("Qh Td 8c 6s 3d"))
    assert result.house[0].net == -2


def test_equal_hands_push():
    result = play(table("Kh Jc 9d 7s 2d"))
    assert result.house[0].why == "ties the house" and result.house[0].net == 0


# "The super bonus is paid on a straight or better whatever the house holds": the house
# holds four kings or a straight flush here, and wins but against four aces.
@pytest.mark.parametrize(
    ("hand", "house", "outcome", "paid"),
    [
        ("Ah Ad Ac As 3d", "Kh Kd Kc Ks 2c", "beats the house", 200),
        ("Qh Qd Qc Qs 3d", "Kh Kd Kc Ks 2c", "loses to the house", 30),
        ("9s 8s 7s 6s 2d", "Kh Kd Kc Ks 2c", "loses to the house", 15),
        ("Ah Ad Ac 7s 3d", "Kh Kd Kc Ks 2c", "loses to the house", 2),
        ("Ah Th 7h 5h 3d", "Kh Kd Kc Ks 2c", "loses to the house", 1),  # 3 to 2 on one chip: rounded down
        ("9s 8d 7c 6s 2d", "Kd Qd Jd Td 2c", "loses to the house", 1),
    ],
)
def test_a_straight_or_better_is_paid_by_the_super_bonus_table_even_when_the_house_wins(hand, house, outcome, paid):
    result = play(table(hand, house=house))
    assert result.house[0].why.startswith(outcome)
    assert bet(result, 0, "super-bonus").net == paid


def test_a_flush_pays_the_super_bonus_three_to_two():
    result = play(table("Ah Th 7h 5h 3d", ante=2))
    assert bet(result, 0, "super-bonus").why == "super-bonus pays 3 to 2"
    assert bet(result, 0, "super-bonus").net == 3


# "below a straight it is returned when the player's hand wins or ties, and lost when the
# house's wins".
def test_below_a_straight_a_winning_hand_pushes_the_super_bonus():
    result = play(table("Kh Kd 7c 5s 3d"))
    assert bet(result, 0, "super-bonus").why == "super-bonus pushes on a win"


def test_below_a_straight_a_tie_pushes_the_super_bonus():
    result = play(table("Kh Jc 9d 7s 2d"))
    assert bet(result, 0, "super-bonus").why == "super-bonus pushes on a tie"
    assert result.net[0] == 0


def test_below_a_straight_a_losing_hand_loses_the_super_bonus():
    result = play(table("Qh Td 8c 6s 3d"))
    assert bet(result, 0, "super-bonus").why == "super-bonus loses" and result.net[0] == -3


# "Queens up is paid on the player's hand alone: ... a pair of queens or better 1; any
# other hand loses it".
def test_queens_up_pays_a_pair_of_queens_even_when_the_house_wins():
    result = play(table("Qh Qd 8c 6s 3d", house="Ah Ad 9h 7d 4s", queens="queens-up"))
    assert result.house[0].why.startswith("loses to the house")
    assert bet(result, 0, "queens-up").why == "queens-up pays 1 to 1"


def test_queens_up_pays_three_of_a_kind_seven_to_one():
    result = play(table("7h 7s 7c 6s 3d", queens="queens-up"))
    assert bet(result, 0, "queens-up").net == 7


def test_queens_up_is_lost_below_a_pair_of_queens():
    result = play(table("Jh Js 8c 6s 3d", queens="queens-up"))
    assert bet(result, 0, "queens-up").why == "queens-up loses"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), picks=st.lists(st.integers(0, 2), min_size=6, max_size=6))
def test_chips_are_conserved_counting_the_house_and_the_house_stays_hidden(seed, picks):
    state = new_hand(GAME, TableStakes(ante=1, stacks=200, players=PLAYERS), seed=seed, button=seed % PLAYERS)
    hidden = set(state.zones.cards("house"))
    picks_left = iter(picks)
    while not state.is_over:
        for seat in range(PLAYERS):
            assert not hidden & {c for c in state.view(seat)["table"]["house"] if c is not None}
        choices = options(state)
        state.apply(Declare(choices[next(picks_left, 0) % len(choices)]))
    result = state.result()
    assert sum(result.net) + result.bank == 0
    assert sum(result.stacks) + result.bank == 200 * PLAYERS


def test_explain_says_the_super_bonus_is_posted_and_paid_whatever_the_house_holds():
    from pokerlang.explain import explain

    text = " ".join(explain(GAME).split())
    assert "**Forced bets:** an ante from every player and a super-bonus bet of the ante, against the house" in text
    assert "Every player also posts the super-bonus bet, equal to the ante, when the ante is posted." in text
    assert "Its table pays whatever the house holds: four of a kind of aces 200 to 1" in text
    assert "returned if the player's hand beats the house's or ties the house's, and lost otherwise" in text


def test_the_screen_names_the_bet_posted_with_the_ante():
    from rich.console import Console

    from pokerlang.runner.screen import Screen

    state = table("Ah Ad 7c 5s 3d")
    posted = [e for e in state.view(0)["log"] if e["kind"] == "ante" and e["seat"] == 0]
    said = [Screen(Console(), GAME).event(e).plain for e in posted]
    assert said == ["you ante 1", "you ante 1 (super-bonus)"]
