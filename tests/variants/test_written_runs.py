"""Run it twice (``run it twice when all in``, ``run it N times ... by agreement``), rule
by rule, on stacked decks: the written games ``holdem-run-it-twice``,
``holdem-run-it-by-agreement`` and ``double-board-omaha-run-twice``.

The rule: once nobody can bet any more and shared cards are still to come, the rest of
the board is dealt once a run, fresh cards from the same deck (burns as on one run), and
every pot, main and side, is divided between the runs, odd chips to the first run; each
part goes to the best hands on its run's board."""

from __future__ import annotations

import json

from click.testing import CliRunner

from helpers.invariants import play_randomly, player_counts
from helpers.moves_play import settle_round
from helpers.stacking import cards, round_the_table, stack
from helpers.written_games import WRITTEN
from helpers.written_play import game

from pokerlang.cli import cli
from pokerlang.engine import Bet, Call, Check, Declare, DeclareOptions, Fold, Raise, TableStakes, new_hand
from pokerlang.explain import explain
from pokerlang.runner.agents import make_agents
from pokerlang.codec.text import read_action
from pokerlang.codec.json import option_json
from pokerlang.runner.replay import check_result, replay_hand
from pokerlang.runner.simulate import simulate

HOLES = {0: "As Ad", 1: "Kc Kd"}
RUN_1 = "2c 7h 9s 3d 4h"  # the aces hold
RUN_2 = "Ks 8h Jc 5d Qh"  # the kings make three of a kind


def board_runs(*runs: str) -> list[str | None]:
    """Each run's five cards as hold'em deals them: burn, flop, burn, turn, burn, river."""
    out: list[str | None] = []
    for run in runs:
        b = run.split()
        out += [None, *b[:3], None, b[3], None, b[4]]
    return out


def heads_up(name: str, holes: dict[int, str], *rest: str | None, stacks=100):
    """Seat 1 deals (and posts the small blind), seat 0 the big blind: 1/2 blinds."""
    deck = stack(*round_the_table(holes, 1, 2), *rest)
    table = TableStakes(players=2, small_blind=1, big_blind=2, stacks=stacks)
    return new_hand(game(name), table, deck=deck, button=1)


def all_in_preflop(state, stack=100):
    state.apply(Raise(stack))
    state.apply(Call())
    return state


def won(result) -> list[tuple[int, int, list[int]]]:
    """(run, pot amount, winners) of every pot, in order."""
    return [(p.run, p.amount, [w.seat for s in p.shares for w in s.winners]) for p in result.pots]


# "The remaining shared cards are dealt again for each run": all in before the flop, the
# whole board is dealt twice, and each run's half of the pot goes to its best hand.
def test_all_in_before_the_flop_the_board_is_dealt_twice_and_each_half_goes_to_its_best_hand():
    state = all_in_preflop(heads_up("holdem-run-it-twice", HOLES, *board_runs(RUN_1, RUN_2)))
    assert state.is_over
    result = state.result()
    assert [b.zones["board"] for b in result.boards] == [tuple(cards(RUN_1)), tuple(cards(RUN_2))]
    assert won(result) == [(1, 100, [0]), (2, 100, [1])]
    assert result.pots[1].shares[0].winners[0].hand == "three of a kind, kings"
    assert list(result.net) == [0, 0]
    assert "seat 1 wins 100 from the main pot on run 2 with three of a kind, kings" in result.describe()


# "... from the same deck, with no reshuffle, burning as the steps say": every card is
# still in exactly one place, and the second run begins where the first one ended.
def test_the_runs_take_fresh_cards_from_the_same_deck_with_their_burns_and_cards_are_conserved():
    state = all_in_preflop(heads_up("holdem-run-it-twice", HOLES, *board_runs(RUN_1, RUN_2)))
    every = state.zones.every_card()
    assert len(every) == 52 and len(set(every)) == 52
    burns = [e for e in state.log if e.kind == "burn"]
    assert len(burns) == 6  # three a run
    assert len(state.zones.stock) == 52 - 4 - 2 * 8


# "The cards dealt before the runs belong to every run": all in on the turn, only the river
# is run twice; one run's river makes the kings a set, the other leaves the aces ahead.
def test_all_in_on_the_turn_only_the_river_is_run_twice_over_the_same_flop_and_turn():
    flop_turn = [None, "2c", "7h", "9s", None, "3d"]
    state = heads_up("holdem-run-it-twice", HOLES, *flop_turn, None, "4h", None, "Ks")
    settle_round(state)  # preflop: called and checked
    settle_round(state)  # the flop: checked through
    state.apply(Bet(98))  # the turn: the big blind, first after the flop, goes all in
    state.apply(Call())
    result = state.result()
    assert [b.zones["board"] for b in result.boards] == [tuple(cards("2c 7h 9s 3d 4h")), tuple(cards("2c 7h 9s 3d Ks"))]
    assert won(result) == [(1, 100, [0]), (2, 100, [1])]


# "Once nobody can bet any more": with a player all in and two who still have chips,
# the betting goes on, and the board is dealt once.
def test_while_two_players_can_still_bet_the_board_is_dealt_once():
    holes = {0: "As Ad", 1: "Kc Kd", 2: "Qc Qd"}
    deck = stack(*round_the_table(holes, 2, 3), *board_runs(RUN_1))
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=(20, 100, 100))
    state = new_hand(game("holdem-run-it-twice"), table, deck=deck, button=2)
    state.apply(Call())  # the button calls 2
    state.apply(Raise(20))  # the small blind is all in
    state.apply(Call())
    state.apply(Call())
    while not state.is_over:
        state.apply(Check())
    assert state.result().boards == ()
    assert all(p.run == 0 for p in state.result().pots)


# "Every pot, main and side, is divided": a short stack all in against two bigger ones;
# the main pot and the side pot are each halved, each half won on its own run.
def test_a_side_pot_among_three_is_divided_between_the_runs_as_the_main_pot_is():
    holes = {0: "As Ad", 1: "Kc Kd", 2: "Qc Qd"}
    deck = stack(*round_the_table(holes, 2, 3), *board_runs(RUN_1, "Qs 8h Jc 5d 2h"))
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=(20, 50, 100))
    state = new_hand(game("holdem-run-it-twice"), table, deck=deck, button=2)
    state.apply(Raise(100))  # the button, all in
    state.apply(Call())  # the small blind, all in for 20
    state.apply(Call())  # the big blind, all in for 50; the button's last 50 go back
    result = state.result()
    # Run 1: the aces take the main pot, the kings the side pot; run 2: the queens' set both.
    assert won(result) == [(1, 30, [0]), (1, 30, [1]), (2, 30, [2]), (2, 30, [2])]
    assert list(result.stacks) == [30, 30, 110]
    assert "seat 1 wins 30 from the side pot 1 on run 1" in result.describe()


# "Odd chips one each to the first runs": a pot of 201 (the small blind folded) gives the
# first run 101 and the second 100.
def test_the_odd_chip_of_a_pot_goes_to_the_first_run():
    holes = {0: "7c 2d", 1: "Kc Kd", 2: "As Ad"}
    deck = stack(*round_the_table(holes, 2, 3), *board_runs("Ks 8h Jc 5d Qh", RUN_1))
    table = TableStakes(players=3, small_blind=1, big_blind=2, stacks=100)
    state = new_hand(game("holdem-run-it-twice"), table, deck=deck, button=2)
    state.apply(Raise(100))
    state.apply(Fold())
    state.apply(Call())
    result = state.result()
    assert won(result) == [(1, 101, [1]), (2, 100, [2])]
    assert list(result.net) == [-1, 1, 0]


# "Each part goes to the best hands on its run's board": on a run whose board plays for
# both, that run's half is split; the other half goes whole to the run's winner.
def test_a_run_that_ties_splits_its_part_of_the_pot():
    state = all_in_preflop(heads_up("holdem-run-it-twice", HOLES, *board_runs(RUN_1, "Th Jh Qh Kh Ah")))
    result = state.result()
    assert won(result) == [(1, 100, [0]), (2, 100, [0, 1])]
    assert list(result.stacks) == [150, 50]


def agree(said: dict[int, str]):
    """All in before the flop in the game run by agreement, each seat saying ``said``."""
    state = all_in_preflop(heads_up("holdem-run-it-by-agreement", HOLES, *board_runs(RUN_1, RUN_2, "3s 4s 5s 6h 8d")))
    asked = []
    while not state.is_over:
        assert state.legal_actions() == [DeclareOptions(options=("once", "twice", "3-times"))]
        asked.append(state.to_act)
        state.apply(Declare(said[state.to_act]))
    return state, asked


# "Each is asked through legal_actions()": the terminal takes the word typed, and the web
# page draws a button for each count.
def test_the_terminal_and_the_web_answer_how_many_times_to_run_it():
    state = all_in_preflop(heads_up("holdem-run-it-by-agreement", HOLES, *board_runs(RUN_1, RUN_2)))
    legal = state.legal_actions()
    assert read_action("twice", legal) == Declare("twice")
    assert read_action("3-times", legal) == Declare("3-times")
    assert [option_json(o) for o in legal] == [{"kind": "declare", "options": ["once", "twice", "3-times"]}]


# By agreement: "each player still in, in turn from the dealer's left, says how many times
# to run the rest": both say twice, and the board is run twice.
def test_by_agreement_both_players_agreeing_to_twice_run_the_board_twice():
    state, asked = agree({0: "twice", 1: "twice"})
    assert asked == [0, 1]
    assert won(state.result()) == [(1, 100, [0]), (2, 100, [1])]


# "It is run as many times as the fewest said": three times and twice run it twice.
def test_by_agreement_the_fewest_runs_said_are_run():
    state, _ = agree({0: "3-times", 1: "twice"})
    assert len(state.result().boards) == 2


# "... and once as soon as one player says once": the other player is not asked, and the
# whole pot goes to the one board dealt.
def test_by_agreement_one_player_saying_once_runs_the_board_once():
    state, asked = agree({0: "once", 1: "3-times"})
    assert asked == [0]
    result = state.result()
    assert result.boards == () and won(result) == [(0, 200, [0])]
    assert [e.option for e in state.log if e.kind == "agree"] == ["once"]


# A double-board game runs each board N times: two runs of the top and the bottom board;
# each run's half is split between the best Omaha hands on its top and its bottom.
def test_double_board_omaha_runs_each_board_twice_and_splits_each_run_between_its_boards():
    holes = {0: "As Ad 2c 3c", 1: "Kc Kd 7s 8s"}
    runs = [("Ah 5d 9h 4c Td", "Kh 5s 6h Tc 2d"), ("Ks Qc Js 4h 9c", "3d 3h 9d 5c 4s")]
    rest: list[str | None] = []
    for top, bottom in runs:
        t, b = top.split(), bottom.split()
        rest += [None, *t[:3], *b[:3], None, t[3], b[3], None, t[4], b[4]]
    # Pot-limit: stacks of 6 chips, all in before the flop for the most the pot allows.
    state = all_in_preflop(heads_up("double-board-omaha-run-twice", holes, *rest, stacks=6), 6)
    result = state.result()
    assert [(b.zones["top"], b.zones["bottom"]) for b in result.boards] == [
        (tuple(cards(top)), tuple(cards(bottom))) for top, bottom in runs
    ]
    by_share = [(p.run, s.name, s.amount, [w.seat for w in s.winners]) for p in result.pots for s in p.shares]
    assert by_share == [(1, "top", 3, [0]), (1, "bottom", 3, [1]), (2, "top", 3, [1]), (2, "bottom", 3, [0])]


# Everything that shows a hand follows: every seat's view shows each run's board, the log
# says each run and its board, and the hand's history replays to the same result.
def test_views_log_and_history_show_each_run():
    state = all_in_preflop(heads_up("holdem-run-it-twice", HOLES, *board_runs(RUN_1, RUN_2)))
    for seat in (0, 1):
        assert state.view(seat)["runs"] == [{"board": cards(RUN_1)}, {"board": cards(RUN_2)}]
    assert [(e.kind, e.count) for e in state.log if e.kind in ("runs", "run", "board")] == [
        ("runs", 2),
        ("run", 1),
        ("run", 2),
        ("board", 1),
        ("board", 2),
    ]
    record = json.loads(json.dumps(state.history()))
    assert record["boards"] == [
        {"run": 1, "zones": {"board": RUN_1.split()}},
        {"run": 2, "zones": {"board": RUN_2.split()}},
    ]
    assert [p["run"] for p in record["pots"]] == [1, 2]
    check_result(record, replay_hand(game("holdem-run-it-twice"), record))  # raises at a difference


# explain says the rule, fixed and by agreement.
def test_explain_says_the_runs():
    fixed = explain(game("holdem-run-it-twice"))
    assert "the rest of the deal is run twice" in fixed
    assert "every pot, main and side, is divided into as many equal parts as runs" in fixed
    agreed = explain(game("holdem-run-it-by-agreement"))
    assert "says how many times to run the rest of the deal (once, twice, three times)" in agreed
    assert "as many times as the fewest said" in agreed


# Played with bots at the fewest and the most players: chips and cards are conserved and
# every hand's history replays to the same result.
def test_bots_play_runs_at_the_fewest_and_most_players_and_every_hand_replays():
    for name, players in (("holdem-run-it-twice", 2), ("holdem-run-it-twice", 10), ("holdem-run-it-by-agreement", 10)):
        g = game(name)
        table = TableStakes(players=players, small_blind=1, big_blind=2, stacks=40)
        records: list[dict] = []
        keep = records.append
        simulate(
            g, table, make_agents("raise,random", players), 40, 5, on_hand=lambda _i, r, keep=keep: keep(r), record=True
        )
        assert any("boards" in r for r in records), name
        for record in records:
            assert sum(record["net"]) == 0
            check_result(record, replay_hand(g, record))


# The invariants of every hand, at each step of random play with short stacks mixed in
# (so that players are often all in): chips and cards conserved through the runs, no
# view showing a card its seat may not know, every option playable, every hand ended.
def test_random_play_keeps_every_invariant_through_the_runs():
    for name in ("holdem-run-it-twice", "holdem-run-it-by-agreement", "double-board-omaha-run-twice"):
        g = game(name)
        for players in player_counts(g):
            for seed in range(6):
                play_randomly(g, players, seed * 31 + players)


# `pokerlang run --history` at the fewest and the most players, then `pokerlang replay`
# of the file written: every hand agrees, the hands run several times among them.
def test_pokerlang_run_writes_histories_of_the_runs_that_pokerlang_replay_agrees_with(tmp_path):
    for name, players in (("holdem-run-it-by-agreement", 2), ("holdem-run-it-twice", 10)):
        path = WRITTEN / f"{name}.poker"
        history = tmp_path / f"{name}-{players}.jsonl"
        ran = CliRunner().invoke(
            cli,
            ["run", str(path), "--players", str(players), "--hands", "30", "--seed", "11"]
            + ["--agents", "raise,random", "--stack", "40", "--history", str(history)],
        )
        assert ran.exit_code == 0, ran.output
        assert '"boards"' in history.read_text()
        replayed = CliRunner().invoke(cli, ["replay", str(history), "--variant", str(path)])
        assert replayed.exit_code == 0 and "every result matches" in replayed.output, replayed.output
