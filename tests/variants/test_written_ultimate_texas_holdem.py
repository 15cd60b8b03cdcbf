"""Ultimate Texas hold'em (``tests/written/ultimate-texas-holdem.poker``): one play a
hand, sized in antes by the street it is made on, on stacked decks. Two seats, the button
at seat 1, so seat 0 is dealt first; then the house's two cards, the flop, the turn and
river. The ante is 1 chip, and so is the blind every seat posts with it; seat 1 declines
trips and checks, then folds on the river. Most tests give the house a pair of deuces (it
qualifies) and seat 0 a pair of aces."""

from __future__ import annotations

from helpers.paths import ROOT
from helpers.stacking import stacked
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokerlang.compiler import load_game
from pokerlang.engine import Declare, DeclareOptions, TableStakes, new_hand

GAME = load_game(str(ROOT / "tests" / "written" / "ultimate-texas-holdem.poker"))
PLAYERS = 2


def table(hand: str, house: str, board: str, trips: str = "none", ante: int = 1):
    deck = stacked({0: hand}, f"{house} {board}", 1, PLAYERS, size=2)
    state = new_hand(GAME, TableStakes(ante=ante, stacks=200, players=PLAYERS), deck=deck, button=1)
    state.apply(Declare(trips))
    state.apply(Declare("none"))
    return state


def streets(state, *words: str):
    """Seat 0's declarations, street by street, while it is asked; seat 1 checks until
    the river, and folds there."""
    mine = iter(words)
    while not state.is_over:
        other = "fold" if "fold" in options(state) else "check"
        state.apply(Declare(next(mine) if state.to_act == 0 else other))
    return state.result()


def bet(result, seat: int, name: str):
    """A seat's side bet or forced bet, settled apart from its stake."""
    return next(b for b in result.house if b.seat == seat and b.why.startswith(name))


def options(state) -> tuple[str, ...]:
    (offered,) = state.legal_actions()
    assert isinstance(offered, DeclareOptions)
    return offered.options


# "Before the flop a player checks or plays, betting four or three times the ante".
def test_before_the_flop_a_player_plays_four_or_three_antes_or_checks():
    state = table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd")
    assert options(state) == ("play-4", "play-3", "check")
    result = streets(state, "play-4")
    assert result.house[0].staked == 5 and result.net[0] == 5


def test_three_antes_before_the_flop():
    result = streets(table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd"), "play-3")
    assert result.house[0].staked == 4


# "after the flop one who checked checks again or plays twice the ante".
def test_after_the_flop_one_who_checked_plays_two_antes():
    state = table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd")
    state.apply(Declare("check"))
    state.apply(Declare("check"))
    assert options(state) == ("play-2", "check")
    result = streets(state, "play-2")
    assert result.house[0].staked == 3


# "A player plays once a hand": one who played before the flop is not asked again, and
# the other seat, which checked, is.
def test_a_player_who_played_is_not_asked_again():
    state = table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd")
    state.apply(Declare("play-4"))
    state.apply(Declare("check"))
    assert state.to_act == 1 and options(state) == ("play-2", "check")
    state.apply(Declare("check"))
    assert state.to_act == 1 and options(state) == ("play-1", "fold")


# "after the turn and river one who checked twice plays once the ante or folds (losing
# the ante)".
def test_on_the_river_one_who_checked_twice_plays_one_ante_or_folds():
    state = table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd")
    for _ in range(2):
        state.apply(Declare("check"))
        state.apply(Declare("check"))
    assert options(state) == ("play-1", "fold")
    result = streets(state, "play-1")
    assert result.house[0].staked == 2 and result.net[0] == 2


def test_a_fold_on_the_river_loses_the_ante_and_the_blind():
    result = streets(table("2h 4h", "Ac Ad", "7s 8s 9d Jc Qd"), "check", "check", "fold")
    assert bet(result, 0, "blind").why == "blind folded"
    assert result.net == (-2, -2) and result.bank == 4


# "The house qualifies with a pair or better; when it does not, the ante is returned and
# the play is still settled against its hand" (the house holds only ace high here).
def test_a_house_without_a_pair_returns_the_ante_and_a_worse_hand_loses_the_play():
    result = streets(table("2h 4h", "Ac 3d", "7s 8s 9d Jc Kd"), "play-4")
    assert "the ante pushes" in result.house[0].why and result.house[0].net == -4


def test_a_house_without_a_pair_returns_the_ante_and_a_better_hand_wins_the_play():
    result = streets(table("2h 2d", "Ac 3d", "7s 8s 9d Jc Kd"), "play-4")
    assert result.house[0].why.startswith("beats the house") and result.house[0].net == 4


def test_a_worse_hand_loses_the_ante_and_the_play():
    result = streets(table("2h 4h", "Ac Ad", "7s 8s 9d Jc Qd"), "play-3")
    assert result.house[0].net == -4


# "The trips bet is paid on the player's hand whatever the house holds".
def test_trips_pays_on_the_players_hand_even_when_the_house_wins():
    result = streets(table("7h 7d", "Ac Ad", "7s As 9d Jc Qd", trips="trips"), "check", "check", "play-1")
    side = bet(result, 0, "trips")
    assert side.why == "trips pays 3 to 1" and side.net == 3
    assert result.net[0] == -2 - 1 + 3  # the ante and the play lost, the blind lost, trips paid


def test_a_royal_flush_pays_trips_fifty_to_one():
    result = streets(table("Ah Kh", "2c 3d", "Qh Jh Th 4c 5d", trips="trips"), "play-4")
    assert bet(result, 0, "trips").net == 50


def test_trips_is_lost_below_three_of_a_kind():
    result = streets(table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd", trips="trips"), "play-4")
    assert bet(result, 0, "trips").why == "trips loses" and result.net[0] == 5 - 1


# "a player who folds keeps it on the hand all the same": the trips bet is paid on the
# folded hand's two cards and the board, the ante and the blind lost.
def test_trips_is_kept_by_a_player_who_folds_on_the_river():
    result = streets(table("7h 7d", "Ac Ad", "7s 8s 9d Jc Qd", trips="trips"), "check", "check", "fold")
    assert bet(result, 0, "trips").why == "trips pays 3 to 1"
    assert result.net[0] == -1 - 1 + 3 and sum(result.net) + result.bank == 0


def test_trips_kept_on_a_fold_is_paid_while_another_player_plays_on():
    state = table("7h 7d", "Ac Ad", "7s 8s 9d Jc Qd", trips="trips")
    while not state.is_over:  # seat 0 checks to the river and folds; seat 1 checks, then plays
        river = "fold" in options(state)
        state.apply(Declare(("fold" if state.to_act == 0 else "play-1") if river else "check"))
    result = state.result()
    assert bet(result, 0, "trips").why == "trips pays 3 to 1" and result.house[0].why == "folded"
    assert result.net[0] == -2 + 3 and sum(result.net) + result.bank == 0


# "each player antes, posts a blind bet equal to the ante": both are in before any card.
def test_every_player_posts_a_blind_equal_to_the_ante():
    state = table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd", ante=5)
    assert state.chips.committed == [10, 10]
    result = streets(state, "play-4")
    assert bet(result, 0, "blind").staked == 5 and bet(result, 1, "blind").staked == 5


# "a winning hand is paid by the blind's table, a royal flush 500 to 1, a straight flush
# 50, four of a kind 10, a full house 3, a flush 3 to 2, a straight 1". The house holds
# a pair of deuces with every board here, and loses.
@pytest.mark.parametrize(
    ("hand", "board", "paid"),
    [
        ("Ah Kh", "Qh Jh Th 4c 5d", 500),
        ("9h Kh", "Qh Jh Th 4c 5d", 50),
        ("Ah As", "Ac Ad 7h 4c 5d", 10),
        ("Ah As", "Ac Kd Kh 4c 5d", 3),
        ("Ah 3h", "Qh Jh 7h 4c 5d", 1),  # 3 to 2 on one chip: rounded down
        ("Ah Kc", "Qh Jd Th 4c 5d", 1),
    ],
)
def test_a_winning_hand_is_paid_by_the_blinds_table(hand, board, paid):
    result = streets(table(hand, "2c 2d", board), "play-4")
    assert result.house[0].why.startswith("beats the house")
    assert bet(result, 0, "blind").net == paid


def test_a_winning_flush_is_paid_three_to_two():
    result = streets(table("Ah 3h", "2c 2d", "Qh Jh 7h 4c 5d", ante=2), "play-4")
    assert bet(result, 0, "blind").why == "blind pays 3 to 2" and bet(result, 0, "blind").net == 3


# "a winning hand below a straight pushes it".
def test_a_winning_hand_below_a_straight_pushes_the_blind():
    result = streets(table("Ah Ad", "2c 2d", "7s 8s 9d Jc Qd"), "play-4")
    assert bet(result, 0, "blind").why == "blind pushes on a win" and bet(result, 0, "blind").net == 0


# "a tie pushes it", even with a straight on the board.
def test_a_tie_pushes_the_blind_even_on_a_straight():
    result = streets(table("2h 3d", "2c 3c", "9s Ts Jd Qc Kd"), "play-4")
    assert result.house[0].why.startswith("ties the house")
    assert bet(result, 0, "blind").why == "blind pushes on a tie" and result.net[0] == 0


# "a losing hand ... loses it", even a straight the table would pay on a win.
def test_a_losing_straight_loses_the_blind():
    result = streets(table("Th 4c", "Ac 3c", "6c 7s 8d 9c 2c"), "play-4")
    assert result.house[0].why.startswith("loses to the house")
    assert bet(result, 0, "blind").why == "blind loses" and bet(result, 0, "blind").net == -1


# "The blind is settled against the house's hand (qualifying or not)": the house holds
# ace high and does not qualify, and the blind is paid all the same.
def test_the_blind_is_paid_against_a_house_that_does_not_qualify():
    result = streets(table("Ah Kc", "2c 3d", "Qh Jd Th 4c 8d"), "play-4")
    assert "the ante pushes" in result.house[0].why
    assert bet(result, 0, "blind").why == "blind pays 1 to 1" and result.net[0] == 4 + 1


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), picks=st.lists(st.integers(0, 2), min_size=8, max_size=8))
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
    assert all(b.staked in (1, 2, 3, 4, 5) for b in result.house)


def test_explain_says_the_blind_is_paid_on_a_win_and_the_house_needs_a_pair():
    from pokerlang.explain import explain

    text = " ".join(explain(GAME).split())
    assert "The house qualifies with a pair or better" in text
    assert "Its table pays a hand that beats the house's, the house qualifying or not: royal flush 500 to 1" in text
