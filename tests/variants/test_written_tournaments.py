"""Tournaments an outside author wrote from the reference: knock-out bounties (``busted``,
``bounty of busted``), a tournament ending when so many players are left (``ends when 5
players left``), and a stack in big blinds on the stakes line (``stakes ... stack 20
big-blinds``), each rule on the table a match deals, or a stacked deck."""

from __future__ import annotations

from click.testing import CliRunner
from helpers.stacking import holdem_deck
from helpers.written_games import WRITTEN, compile_games, refused
from helpers.written_play import game

from pokerlang.cli import cli
from pokerlang.engine import Call, Check, Fold, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.runner.agents import make_agents
from pokerlang.runner.match import MatchTable
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

DEEP = """game "Deep hold'em"
extends holdem
stakes blinds 5/10 stack 20 big-blinds
"""

DEEP_MATCH = """game "Deep sit-and-go"
extends holdem
stakes blinds 5/10 stack 20 big-blinds
match tournament { levels every 10 hands: 25/50, 50/100 }
"""


# ---- a stack in big blinds on the stakes line -------------------------------------------


def test_a_stack_in_big_blinds_is_that_many_of_the_big_blind_played(tmp_path):
    g = compile_games(tmp_path, deep=DEEP)["deep"]
    assert table_stakes(g, 6).stacks == 200  # 20 big blinds of 10
    assert table_stakes(g, 6, stakes="10/20").stacks == 400  # of the table's big blind
    assert table_stakes(g, 6, stack=150).stacks == 150  # --stack says chips


def test_explain_and_check_say_the_stack_in_big_blinds(tmp_path):
    g = compile_games(tmp_path, deep=DEEP)["deep"]
    assert "stacks of 20 big blinds" in explain(g)
    twice = "extends holdem\nstakes blinds 5/10 stack 20 big-blinds stack 300\n"
    assert refused(tmp_path, twice).code == "E111"


def test_in_a_match_with_levels_it_is_big_blinds_of_the_first_level(tmp_path):
    g = compile_games(tmp_path, deep=DEEP_MATCH)["deep"]
    assert table_stakes(g, 6).stacks == 1000  # 20 big blinds of 50


# ---- knock-out bounties: `busted`, `bounty of busted` -----------------------------------

HOLES = {0: "As Ad", 1: "Kc Kd", 2: "7h 2c"}
BOARD = "Ah 9s 4c 5d Jh"  # the aces win every pot


def bounty_hand(name, stacks, bounty=(500, 500, 500), collected=(0, 0, 0), act=None):
    """Everyone all in (or ``act``), the aces (seat 0) winning: the hand's result."""
    table = TableStakes(
        players=3, small_blind=10, big_blind=20, stacks=stacks, tallies={"bounty": bounty, "collected": collected}
    )
    state = new_hand(game(name), table, deck=holdem_deck(HOLES, BOARD, 0, 3), button=0)
    while not state.is_over:
        state.apply((act or all_in)(state))
    return state.result()


def all_in(state):
    legal = state.legal_actions()
    shove = next((o for o in legal if isinstance(o, RaiseRange)), None)
    if shove is not None:
        return Raise(shove.max)
    return next((o for o in legal if isinstance(o, Call)), Check())


# "The player who knocks another out collects the bounty on their head."
def test_the_player_who_busts_another_collects_the_bounty():
    result = bounty_hand("knockout-tournament", (300, 300, 300))
    assert result.stacks == (900, 0, 0)
    assert result.tallies["collected"] == (1000, 0, 0)  # two players busted: their bounties added up


# A player who loses chips but keeps some is not knocked out: no bounty for them.
def test_a_player_left_with_chips_is_not_busted():
    result = bounty_hand("knockout-tournament", (100, 300, 20))
    assert result.stacks == (220, 200, 0)  # seat 1 lost 100 and plays on
    assert result.tallies["collected"] == (500, 0, 0)  # only seat 2's bounty


# The buster is who won the last pot the busted player was in: a side pot's winner, not
# the main pot's.
def test_the_bounty_goes_to_the_winner_of_the_last_pot_the_busted_player_was_in():
    result = bounty_hand("knockout-tournament", (100, 300, 300))
    assert result.stacks == (300, 400, 0)  # the aces take the main pot, the kings the side pot
    assert result.tallies["collected"] == (0, 500, 0)


# A hand nobody busts in pays no bounty, whoever wins it.
def test_no_bounty_when_nobody_is_busted():
    check = lambda state: Check() if Check() in state.legal_actions() else Call()  # noqa: E731
    result = bounty_hand("knockout-tournament", (300, 300, 300), collected=(7, 0, 0), act=check)
    assert result.stacks == (340, 280, 280)
    assert result.tallies["collected"] == (7, 0, 0)


# PKO: "half to the buster, half added to the bounty on the buster's own head".
def test_progressive_half_collected_half_on_the_busters_own_head():
    result = bounty_hand("progressive-knockout", (100, 300, 20), bounty=(500, 500, 700))
    assert result.tallies["collected"] == (350, 0, 0)
    assert result.tallies["bounty"] == (850, 500, 0)  # the busted player's bounty is gone


# Across a match: the bounties won are carried to the end, where `run` adds them up.
def test_a_match_carries_the_bounties_and_run_reports_them():
    g = game("progressive-knockout")
    summary = simulate(g, table_stakes(g, 4), make_agents("call,raise", 4, g), None, seed=2)
    report = summary.match
    assert report.ended and report.per_seat == {"bounty": True, "collected": True}
    busted = [s for place in report.places[1:] for s in place]
    assert all(report.tallies["bounty"][s] == 0 for s in busted)  # their bounties were paid out
    # nothing is made: 4 bounties of 500 at most, halves rounded down
    assert sum(report.tallies["bounty"]) + sum(report.tallies["collected"]) <= 2000
    out = CliRunner().invoke(
        cli,
        ["run", str(WRITTEN / "progressive-knockout.poker"), "--players", "4", "--seed", "2", "--agents", "call,raise"],
    )
    assert out.exit_code == 0, out.output
    assert f"collected {sum(report.tallies['collected'])} in all" in out.output


# `NAME of WHO` adds up the counts of a set of players, whoever they are.
def test_a_count_read_for_a_set_of_players_is_their_counts_added_up():
    result = bounty_hand("knockout-tournament", (300, 300, 300), bounty=(500, 300, 200))
    assert result.tallies["collected"] == (500, 0, 0)  # 300 + 200: the two busted


def test_busted_is_refused_outside_the_hands_end(tmp_path):
    d = refused(tmp_path, "extends holdem\ntally knocked per seat\nstep river { bet  add 1 to knocked of busted }\n")
    assert d.code == "E712"


def test_explain_says_the_bounties():
    text = explain(game("progressive-knockout"))
    assert "50% of the bounty, added up, of each player knocked out by them" in text


# ---- a cash match with a rake: what the house took -------------------------------------

RAKED = """game "Raked cash game"
extends holdem
stakes blinds 1/2
when hand ends { pay min(5% of pot, 3 big-blinds) from pot to house if cards(board) > 0 }
match cash { stack 100 big-blinds  rebuy to 100 big-blinds when below 40 big-blinds }
"""


def test_run_on_a_raked_cash_match_says_what_the_house_took(tmp_path):
    g = compile_games(tmp_path, raked=RAKED)["raked"]
    summary = simulate(g, table_stakes(g, 4), make_agents("call,raise", 4, g), 30, seed=1)
    report = summary.match
    assert summary.house > 0
    assert sum(report.stacks) + summary.house == sum(report.bought)  # every chip accounted for
    out = CliRunner().invoke(
        cli,
        [
            "run",
            str(tmp_path / "raked.poker"),
            "--players",
            "4",
            "--hands",
            "30",
            "--seed",
            "1",
            "--agents",
            "call,raise",
        ],
    )
    assert out.exit_code == 0, out.output
    assert f"the house took {summary.house}" in out.output
    # and what each rule paid, as a run without a match says it (an outside author, a34,
    # could not tell a rake from a jackpot's drop in a cash game's summary)
    times, chips = summary.paid["pot -> house"]
    assert f"paid by the rules: pot -> house {times} times ({chips} chips)" in out.output


# ---- a tournament that ends when N players are left: `ends with 5 players` -------------


def shove_or_fold(seats):
    """The players of ``seats`` (match seats) put every chip in; the others fold."""

    def act(deal):
        def decide(state):
            legal = state.legal_actions()
            if deal.seats[state.to_act] in seats:
                return all_in(state)
            return Fold() if Fold() in legal else Check()

        return decide

    return act


def knock_out(t, shovers, holes):
    deal = t.deal()
    deck = holdem_deck({deal.seats.index(s): c for s, c in holes.items()}, BOARD, deal.button, len(deal.seats))
    state = new_hand(deal.game, deal.stakes, deck=deck, button=deal.button)
    decide = shove_or_fold(shovers)(deal)
    while not state.is_over:
        state.apply(decide(state))
    t.after(deal, state.result())
    return deal


# "The tournament ends when five are left; each of those five doubles the buy-in."
def test_double_or_nothing_ends_with_five_left_who_share_the_top_places_equally():
    g = game("double-or-nothing")
    t = MatchTable(g, table_stakes(g, 6), 6)
    knock_out(t, {0, 1}, {0: "As Ad", 1: "7h 2c"})
    assert t.live == [0, 2, 3, 4, 5] and t.over
    report = t.finish(t.over)
    assert report.places == [[0, 2, 3, 4, 5], [1]]  # seat 0's chips earn it no more than the others
    assert report.prizes == [1200, 0, 1200, 1200, 1200, 1200]  # 20% of 6000 each: double the buy-in


# Several knocked out at once, below five: those left share their places, the others are
# placed by the chips they started the hand with.
def test_a_hand_that_knocks_out_several_leaves_fewer_who_share_the_top_places():
    g = game("double-or-nothing")
    t = MatchTable(g, table_stakes(g, 7), 7)
    t.stacks = [3000, 500, 600, 600, 800, 750, 750]
    knock_out(t, {0, 1, 2, 3}, {0: "As Ad", 1: "7h 2c", 2: "8h 3c", 3: "8d 3s"})
    assert t.live == [0, 4, 5, 6] and t.over
    report = t.finish(t.over)
    assert report.places == [[0, 4, 5, 6], [2, 3], [1]]
    assert report.prizes == [1400, 0, 700, 700, 1400, 1400, 1400]  # fifth's 20% shared by the tie


def test_a_tournament_with_more_than_five_left_goes_on():
    g = game("double-or-nothing")
    t = MatchTable(g, table_stakes(g, 7), 7)
    knock_out(t, {0, 1}, {0: "As Ad", 1: "7h 2c"})
    assert len(t.live) == 6 and not t.over


def test_ends_with_is_refused_in_a_cash_game_and_with_no_players(tmp_path):
    cash = "extends holdem\nmatch cash { stack 200  ends with 5 players }\n"
    assert refused(tmp_path, cash).code == "E801"
    none = "extends holdem\nmatch tournament { stack 200  ends with 0 players }\n"
    assert refused(tmp_path, none).code == "E806"


def test_explain_says_when_the_tournament_ends():
    text = explain(game("double-or-nothing"))
    assert "the hands go on until 5 players are left" in text
    assert "those left share the top places and their prizes equally" in text


# ---- levels in a game with a button blind ------------------------------------------------

SHORT_DECK_MATCH = """game "Short deck sit-and-go"
extends short-deck
match tournament { stack 3000  levels every 10 hands: 50/100 ante 100, 100/200 ante 200 }
"""


# "A level's BIG is the button blind and its SMALL is not posted."
def test_a_levels_big_blind_is_the_button_blind_and_everyone_antes(tmp_path):
    g = compile_games(tmp_path, sd=SHORT_DECK_MATCH)["sd"]
    t = MatchTable(g, table_stakes(g, 4), 4)
    deal = t.deal()
    state = new_hand(deal.game, deal.stakes, seed=1, button=deal.button)
    button = deal.button
    assert state.chips.bets[button] == 100 and sum(state.chips.bets) == 100  # the button blind alone
    assert sum(state.chips.stacks) == 4 * 3000 - 4 * 100 - 100  # and an ante of 100 from everyone


# ---- a stud tournament's bring-in rises with the levels ---------------------------------

STUD_MATCH = """game "Stud tournament"
extends "seven-card-stud"
players 2..8
match tournament { stack 1000  levels every 4 hands: 10/20 ante 2 bring-in 5, 20/40 ante 5 bring-in 10  payouts 100% }
"""


# "50/100 ante 15 bring-in 25": each level gives the stud bring-in with the ante, the
# small bet the big blind; a level without one where others have one is refused.
def test_a_levels_bring_in_is_the_bring_in_of_its_hands(tmp_path):
    g = compile_games(tmp_path, stud=STUD_MATCH)["stud"]
    notes: list[str] = []
    t = MatchTable(g, table_stakes(g, 3, note=notes.append), 3)
    assert not any("bring-in" in n for n in notes)  # the levels state it: no note that nothing does
    first = t.deal()
    assert (first.stakes.ante, first.stakes.bring_in, first.stakes.big_blind) == (2, 5, 20)
    t.hand = 4  # the second level
    second = t.deal()
    assert (second.stakes.ante, second.stakes.bring_in, second.stakes.big_blind) == (5, 10, 40)
    mixed = STUD_MATCH.replace("20/40 ante 5 bring-in 10", "20/40 ante 5")
    found = refused(tmp_path, mixed)
    assert found.code == "E803" and "gives no bring-in, and others do" in found.message
