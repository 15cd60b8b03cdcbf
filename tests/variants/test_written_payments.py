"""Payments (``pay AMOUNT from PAYERS to PAYEES [if CONDITION]``), rule by rule, on stacked
decks: the written games ``holdem-rake`` (a cash game's rake), ``holdem-seven-deuce`` (the
7-2 game's bounty) and ``holdem-card-bounty`` (a bounty on a card held at the showdown)."""

from __future__ import annotations

from helpers.stacking import holdem_deck
from helpers.written_play import game

from pokerlang.engine import Bet, Call, Check, Complete, Fold, Raise, TableStakes, new_hand
from pokerlang.explain import explain


def holdem(name: str, holes: dict[int, str], board: str, players: int = 3, stacks: int = 200):
    """Seat 0 deals; 1/2 blinds (three-handed: seat 1 the small blind, seat 2 the big)."""
    table = TableStakes(players=players, small_blind=1, big_blind=2, stacks=stacks)
    return new_hand(game(name), table, deck=holdem_deck(holes, board, 0, players), button=0)


def check_down(state):
    while not state.is_over:
        state.apply(Check() if any(isinstance(o, Check) for o in state.legal_actions()) else Call())
    return state.result()


def conserved(result, players: int = 3, stacks: int = 200) -> bool:
    return sum(result.stacks) + result.bank == players * stacks and sum(result.net) + result.bank == 0


HOLES = {0: "As Ad", 1: "Kc Kd", 2: "7h 2c"}
BOARD = "Ah 9s 4c 5d Jh"  # the aces win


# "The house takes 5% of every pot": a pot of 60 gives 3 chips to the house.
def test_the_rake_is_five_percent_of_the_pot_taken_before_the_pot_is_divided():
    state = holdem("holdem-rake", HOLES, BOARD)
    state.apply(Raise(20))  # seat 0 raises to 20, both call: a pot of 60
    state.apply(Call())
    state.apply(Call())
    result = check_down(state)
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [("pot", "house", 3)]
    assert result.pots[0].amount == 57 and result.pots[0].shares[0].winners[0].seat == 0
    assert result.net == (37, -20, -20) and result.bank == 3
    assert conserved(result)
    assert "the pot pays 3 to the house" in result.describe()


# "... rounded down to whole chips": 5% of a pot of 6 is 0.3, so nothing.
def test_the_rake_is_rounded_down_to_whole_chips():
    result = check_down(holdem("holdem-rake", HOLES, BOARD))  # everyone calls 2: a pot of 6
    assert result.paid == () and result.bank == 0 and result.pots[0].amount == 6


# "... at most 3 big blinds": 5% of a pot of 600 would be 30; the house takes 6.
def test_the_rake_is_at_most_three_big_blinds():
    state = holdem("holdem-rake", HOLES, BOARD)
    state.apply(Raise(200))
    state.apply(Call())
    state.apply(Call())
    result = state.result()
    assert [(p.payer, p.amount) for p in result.paid] == [("pot", 6)]
    assert sum(p.amount for p in result.pots) == 594
    assert conserved(result)


# "No flop, no drop": a hand won before the flop pays no rake.
def test_no_flop_no_drop():
    state = holdem("holdem-rake", HOLES, BOARD)
    state.apply(Raise(20))
    state.apply(Fold())
    state.apply(Fold())
    result = state.result()
    assert result.paid == () and result.bank == 0 and result.net == (3, -1, -2)


def test_explain_says_the_rake():
    text = explain(game("holdem-rake"))
    assert "5% of the pot" in text and "3 big blinds" in text and "the house" in text


# The 7-2 game: "a player who wins a pot holding a seven and a deuce collects 5 big
# blinds from every other player dealt in".
def test_a_pot_won_with_seven_deuce_collects_five_big_blinds_from_every_other_player():
    board = "7s 2d 9c Kh 4s"  # seat 2's 7-2 makes two pair and wins
    result = check_down(holdem("holdem-seven-deuce", {0: "Qs Jd", 1: "Tc 8d", 2: "7h 2c"}, board))
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [(1, 2, 10), (0, 2, 10)]  # from the dealer's left
    assert result.net == (-12, -12, 24) and conserved(result)
    assert "seat 0 pays 10 to seat 2" in result.describe()


# "... from every other player dealt in": a player who folded pays the bounty too.
def test_the_seven_deuce_bounty_is_paid_by_players_who_folded():
    state = holdem("holdem-seven-deuce", {0: "Qs Jd", 1: "Tc 8d", 2: "7h 2c"}, "Ks Qd 9c 3h 4s")
    state.apply(Raise(10))  # seat 0 raises; seat 1 folds; seat 2 re-raises and takes it
    state.apply(Fold())
    state.apply(Raise(30))
    state.apply(Fold())
    result = state.result()
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [(1, 2, 10), (0, 2, 10)]  # from the dealer's left
    assert result.net == (-20, -11, 31) and conserved(result)


# "... holding a seven and a deuce": a winner holding only one of them collects nothing.
def test_a_pot_won_without_seven_deuce_collects_no_bounty():
    result = check_down(holdem("holdem-seven-deuce", HOLES, BOARD))  # the aces win
    assert result.paid == () and result.bank == 0


# Table stakes: a player with less than the bounty pays what it has.
def test_a_player_short_of_the_bounty_pays_what_it_has():
    state = holdem("holdem-seven-deuce", {0: "Qs Jd", 1: "Tc 8d", 2: "7h 2c"}, "7s 2d 9c Kh 4s", stacks=12)
    state.apply(Call())  # everyone in for 2; seat 0 then has 10 behind, exactly the bounty
    state.apply(Call())
    state.apply(Check())
    state.apply(Bet(4))  # seat 1 bets 4 on the flop, the others call: 6 in, 6 behind each
    state.apply(Call())
    state.apply(Call())
    result = check_down(state)
    assert [(p.payer, p.amount) for p in result.paid] == [(1, 6), (0, 6)]
    assert result.stacks == (0, 0, 36) and conserved(result, stacks=12)


# The queen of spades bounty: "a player still in at the showdown who holds it collects 2
# big blinds from each other player dealt in, win or lose".
def test_the_queen_of_spades_at_the_showdown_collects_from_each_other_player_win_or_lose():
    result = check_down(holdem("holdem-card-bounty", {0: "As Ad", 1: "Qs 3d", 2: "7h 2c"}, BOARD))
    assert result.pots[0].shares[0].winners[0].seat == 0  # the aces win the pot ...
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [(2, 1, 4), (0, 1, 4)]  # ... the queen the bounty
    assert result.net == (0, 6, -6) and conserved(result)


# "... at the showdown": a hand that ends with everyone else folding pays no bounty.
def test_the_queen_of_spades_collects_nothing_without_a_showdown():
    state = holdem("holdem-card-bounty", {0: "As Ad", 1: "Qs 3d", 2: "7h 2c"}, BOARD)
    state.apply(Raise(20))
    state.apply(Fold())
    state.apply(Fold())
    assert state.result().paid == ()


# A time charge: "every player dealt in pays the house 1 chip for the seat before the
# cards are dealt" (a `pay` step during the hand, to the house).
def test_every_player_dealt_in_pays_the_house_a_chip_before_the_deal():
    state = holdem("holdem-time-charge", HOLES, BOARD)
    assert [(p.payer, p.payee, p.amount) for p in state.paid] == [(1, "house", 1), (2, "house", 1), (0, "house", 1)]
    assert state.chips.stacks == [199, 198, 197]  # and the blinds: seat 1 the small, seat 2 the big
    state.apply(Fold())
    state.apply(Fold())
    result = state.result()
    assert result.bank == 3 and conserved(result) and result.net == (-1, -2, 0)


# "... once the flop is out each player still in adds a big blind to the pot while it
# holds less than 10 big blinds": a pot of 6 takes three big blinds, one from each.
def test_after_the_flop_each_player_still_in_tops_the_pot_up_while_it_is_small():
    result = check_down(holdem("holdem-time-charge", HOLES, BOARD))
    into_pot = [(p.payer, p.amount) for p in result.paid if p.payee == "pot"]
    assert into_pot == [(1, 2), (2, 2), (0, 2)] and result.pots[0].amount == 12
    assert conserved(result) and result.net == (7, -5, -5)


# "... while it holds less than 10 big blinds": asked again for each player in turn.
def test_the_top_up_stops_once_the_pot_holds_ten_big_blinds():
    state = holdem("holdem-time-charge", HOLES, BOARD)
    state.apply(Raise(6))  # a pot of 18: 9 big blinds; the small blind's top-up makes it 10
    state.apply(Call())
    state.apply(Call())
    result = check_down(state)
    assert [p.payer for p in result.paid if p.payee == "pot"] == [1]  # the others pay none
    assert result.pots[0].amount == 20


# The house's take makes the players' returns sum to less than zero: OpenSpiel's game,
# declared zero-sum, refuses a game that pays the house.
def test_openspiel_refuses_a_game_that_pays_the_house():
    import pytest

    pyspiel = pytest.importorskip("pyspiel")
    import pokerlang.openspiel  # noqa: F401  (registers the game)
    from helpers.written_games import WRITTEN

    with pytest.raises(Exception, match=r"pays the house \(a rake\): the players' returns do not sum to zero"):
        pyspiel.load_game("pokerlang", {"variant": str(WRITTEN / "holdem-rake.poker")})


# Units of a limit game: `2 small-bets` is twice the table's small bet (a stud rake's cap).
def test_a_rake_capped_in_small_bets_takes_the_tables_small_bet(tmp_path):
    from pokerlang.compiler import compile_source

    variation = tmp_path / "stud-raked.poker"
    variation.write_text(
        'extends "seven-card-stud"\nwhen hand ends { pay min(pot, 2 small-bets) from pot to house }\n', encoding="utf-8"
    )
    raked = compile_source(variation).game
    assert "2 small bets" in explain(raked)
    table = TableStakes(players=2, ante=1, bring_in=1, small_bet=3, big_bet=6, stacks=100)
    state = new_hand(raked, table, seed=7, button=0)
    while not state.is_over:  # completed to 3, called: a pot of 8, then checked down
        options = state.legal_actions()
        if any(isinstance(o, Check) for o in options):
            state.apply(Check())
        elif any(isinstance(o, Call) for o in options):
            state.apply(Call())
        else:
            state.apply(next(o for o in options if isinstance(o, Complete)))  # complete to a small bet
    result = state.result()
    assert [(p.payer, p.payee, p.amount) for p in result.paid] == [("pot", "house", 6)]
    assert sum(result.net) + result.bank == 0


# In a turn, `seat` is the turn's player even where no player pays (the pot pays the
# house a premium the player named: an outside author's insurance, round a38).
def test_a_payment_from_the_pot_in_a_turn_reads_the_turns_player():
    from pokerlang.compiler import compile_source

    text = """game "Premium"
import rankings
players 2..3
forced blinds
zone hand per seat private
zone board shared public
tally prem per seat each hand
step preflop { deal 2 to hand  bet first after big-blind }
step flop { deal 3 to board  each in turn { set prem of seat to 1  pay prem of seat from pot to house } }
showdown best 5 of hand + board by high
"""
    g = compile_source("premium.poker", text).game
    state = new_hand(g, TableStakes(players=3, small_blind=1, big_blind=2, stacks=200), seed=1, button=0)
    result = check_down(state)
    assert result.bank == 3  # each of the three turns: 1 chip from the pot to the house
    assert sum(result.net) + result.bank == 0
