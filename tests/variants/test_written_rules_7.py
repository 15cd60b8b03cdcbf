"""A seventh round of games in ``tests/written/``, each by the rule that makes it what it
is, on stacked decks: a seventh outside author wrote them from the language reference
alone. Betting rounds are checked or called through; the decisions about cards (what to
ride, set and draw) are the test's own."""

from __future__ import annotations

from helpers.moves_play import shares, stakes
from helpers.paths import TESTS
from helpers.stacking import cards, round_the_table, stack, stud_deck
from helpers.written_play import deal, game, play

from pokerlang.check import load_rotation
from pokerlang.engine import Bet, BetRange, Declare, DeclareOptions, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.runner.agents import make_agents
from pokerlang.runner.kill import killed, killer
from pokerlang.runner.rotation import RotationStakes
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes


def heads_up(name, hands, *rest, decide=None, before_bet=None):
    """Two seats, the button at seat 1: each seat's hand dealt round the table from seat 0,
    then ``rest`` (None for a burn)."""
    deck = stack(*round_the_table(hands, 1, 2), *rest)
    return deal(name, deck, 2, 1, decide=decide, before_bet=before_bet)


# Let it ride, the nearest form: "every bet still up is paid by the pay table on the
# player's five cards ... a pair of tens or better 1 to 1 ... any other hand loses".
# Seat 0 lets both bets ride on its tens and is paid three antes; seat 1 pulls both
# bets on its nines and loses the ante alone.
def test_let_it_ride_bets_left_up_are_paid_on_tens_or_better():
    said = {0: "ride", 1: "pull"}

    def decide(state, seat, option):
        return Declare(said[seat]) if isinstance(option, DeclareOptions) else None

    state = heads_up("let-it-ride", {0: "Th Td 4c", 1: "9h 9d 5c"}, "Ks", "2h", decide=decide)
    result = state.result()
    assert [s.staked for s in result.house] == [3, 1]
    assert list(result.net) == [3, -1]


# Nine-card brag, the nearest form: three brag hands, "three threes the best [prial] ...
# A-2-3 the best [run]", hands compared in order, two of three win. Seat 0's threes beat
# the aces and its A-2-3 the K-Q-J; seat 1's sevens with a five take the third hand
# alone, so seat 0 is a unit ahead (the unit a big blind: 2 chips).
SETS = {0: ("3s 3h 3d", "Ad 2c 3c", "7s 7h 4d"), 1: ("Ah As Ac", "Kd Qd Jh", "7d 7c 5h")}


def test_nine_card_brag_threes_and_a_2_3_are_the_best_and_two_hands_of_three_win():
    def set_hands(state, seat, option):
        if isinstance(option, DeclareOptions):
            return None
        first, second, _ = SETS[seat]
        chosen = first if len(state.zones.cards("first", seat)) == 0 else second
        return option.action(cards(chosen))

    hands = {seat: " ".join(rows) for seat, rows in SETS.items()}
    table = TableStakes(small_blind=1, big_blind=2, stacks=100, players=2)
    state = new_hand(game("nine-card-brag"), table, deck=stack(*round_the_table(hands, 1, 2)), button=1)
    play(state, set_hands)
    assert state.zones.cards("second", 0) == tuple(cards("Ad 2c 3c"))
    assert list(state.result().net) == [2, -2]


def press(state) -> None:
    """The first player of a betting round bets or raises the least offered."""
    legal = state.legal_actions()
    pressure = next((o for o in legal if isinstance(o, (BetRange, RaiseRange))), None)
    if pressure is not None:
        state.apply(Bet(pressure.min) if isinstance(pressure, BetRange) else Raise(pressure.min))


# The 8-game mix: "deuce-to-seven triple draw, limit hold'em, Omaha eight-or-better,
# razz, seven-card stud, stud eight-or-better, no-limit hold'em and pot-limit Omaha,
# eight hands of each in that order, round again".
EIGHT = [
    "deuce-to-seven-triple-draw",
    "holdem-limit",
    "omaha-hi-lo",
    "razz",
    "seven-card-stud",
    "seven-card-stud-hi-lo",
    "holdem",
    "omaha",
]


def test_eight_game_mix_eight_hands_of_each_in_order():
    mix = load_rotation(TESTS / "written" / "mixed" / "eight-game.poker")
    assert [m.name for m in mix.members] == EIGHT
    table = RotationStakes({m.name: table_stakes(m.game, 6) for m in mix.members})
    played: list[str] = []
    simulate(
        mix, table, make_agents("random", 6), 72, 3, on_hand=lambda _i, e: played.append(e["variant"]), record=True
    )
    assert played == [g for g in EIGHT for _ in range(8)] + [EIGHT[0]] * 8


# Badugi with a half kill: "a whole pot of 15 chips or more ... kills the next hand for
# half: the limits are one and a half times (3-6), and the killer posts a kill blind of
# 3 chips". Seat 0's badugi scoops a pot bet on every round; the next hand is killed.
def test_badugi_half_kill_a_scoop_kills_the_next_hand_for_half():
    hands = {0: "Ac 2d 3h 4s", 1: "Kc Kd 9h 9s", 2: "Qc Qd 7c 7d"}
    base = TableStakes(small_blind=1, big_blind=2, small_bet=2, big_bet=4, stacks=100, players=3)
    badugi = game("badugi-half-kill")
    state = play(new_hand(badugi, base, deck=stack(*round_the_table(hands, 0, 3)), button=0), before_bet=press)
    assert list(shares(state).values()) == [[0]]
    assert sum(pot.amount for pot in state.result().pots) >= 16
    assert killer(badugi, base, state.result()) == 0
    after = killed(badugi, base, 0)
    assert (after.small, after.big, after.kill) == (3, 6, (0, 3))


# Seven-card stud, 1-5 spread, 10 on the end: "anything from 1 to 5 chips; on seventh
# street, from 1 to 10".
def test_stud_spread_ten_on_the_end_the_last_round_widens():
    most: list[int] = []

    def note(state):
        offered = [o for o in state.legal_actions() if isinstance(o, (BetRange, RaiseRange))]
        most.append(max(o.max for o in offered))

    seats = {0: "Ah Kd 9c 8s 7d 3c 2s", 1: "Qh Qd Tc 6s 5d 4h 3d"}
    state = new_hand(
        game("stud-spread-ten-on-the-end"),
        stakes(2, bring_in=1, small_bet=1, big_bet=5),
        deck=stud_deck(seats, "s " * 7, 1),
        button=1,
    )
    play(state, before_bet=note)
    assert most[1:] == [5, 5, 5, 10]


# Seven-card stud with skip straights and blazes: "a skip straight ... above three of a
# kind"; "a blaze, five face cards ... above two pair". Seat 0's 3-5-7-9-J beats seat 1's
# three aces; a blaze of jacks and queens beats two pair, aces and kings.
def stud_home(seats):
    state = new_hand(game("stud-home-hands"), stakes(2, bring_in=1), deck=stud_deck(seats, "s " * 7, 1), button=1)
    return play(state)


def test_stud_home_hands_a_skip_straight_beats_three_aces():
    state = stud_home({0: "3c 5d 7h 9s Jc 2d 2h", 1: "Ah Ad As Kc Qd 8c 4s"})
    assert list(shares(state).values()) == [[0]]


def test_stud_home_hands_a_blaze_beats_two_pair():
    state = stud_home({0: "Jc Jd Qh Qs Kc 2d 4h", 1: "Ah Ad Ks Kh 8d 7c 3s"})
    assert list(shares(state).values()) == [[0]]


# Texas hold'em bonus: "paid even money on the flop, turn and river bets, and on the
# ante only with a straight or better (below a straight, the ante is a push)". Both
# seats beat the dealer's king high, betting the flop and checking after: seat 0's aces
# win the flop bet and push the ante; seat 1's straight wins both.
def test_texas_holdem_bonus_the_ante_is_paid_only_on_a_straight_or_better():
    def decide(state, seat, option):
        if isinstance(option, DeclareOptions):
            return Declare("flop" if "flop" in option.options else "check")
        return None

    state = heads_up("texas-holdem-bonus", {0: "Ah Ad", 1: "9c 8c"}, *"Qs Jc Kd 7h 6s 5c 2h".split(), decide=decide)
    result = state.result()
    assert [s.staked for s in result.house] == [3, 3]
    assert list(result.net) == [2, 3]


def pai_gow(hands, lows):
    """Two seats, the button at seat 1: each seat sets ``lows[seat]`` as its two-card hand."""

    def set_low(state, seat, option):
        return option.action(cards(lows[seat]))

    table = TableStakes(small_blind=1, big_blind=2, stacks=100, players=2)
    state = new_hand(game("pai-gow-poker"), table, deck=stack(*round_the_table(hands, 1, 2)), button=1)
    return play(state, set_low)


# Pai gow poker, the nearest form: "a joker, which plays as a bug (an ace, or a card that
# completes a straight or a flush)"; "a player who wins both wins". Seat 0's joker makes
# 10-9-8-7-6 over three queens, and its ace-king beats the jack-ten: two units.
def test_pai_gow_the_joker_completes_a_straight_and_both_hands_win():
    state = pai_gow({0: "X1 9c 8d 7h 6s Ah Kd", 1: "Qc Qd Qh 4s 2c Js Td"}, {0: "Ah Kd", 1: "Js Td"})
    assert list(state.result().net) == [4, -4]


# ... "the five-card hand must beat the two-card hand ... else the set is fouled": seat 0
# keeps its kings in the two-card hand over a pair of queens behind, and loses both.
def test_pai_gow_a_two_card_hand_above_the_five_card_hand_is_fouled():
    state = pai_gow({0: "Qc Qd 7h 5s 2c Kh Kd", 1: "Ac Jd 8h 6c 4d 9s 3d"}, {0: "Kh Kd", 1: "9s 3d"})
    assert list(state.result().net) == [-4, 4]
