"""The match above the hand (``match tournament { ... }``, ``match cash { ... }``), rule by
rule, on stacked decks: the written games ``sit-and-go`` (six players, levels every ten
hands, payouts 65% 35%), ``heads-up-freezeout`` and ``cash-rebuy``.

Each hand is played by the engine at the stakes the match's table gives it
(``runner.match.MatchTable``); the tests play those hands with scripted actions and hand
each result back to the table."""

from __future__ import annotations

import itertools
import json

import pytest

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers.stacking import round_the_table, stack
from helpers.written_games import WRITTEN
from helpers.written_play import game

from pokerlang.check.match import scheduled_games
from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Fold, Raise, RaiseRange, new_hand
from pokerlang.explain import explain
from pokerlang.runner.agents import make_agents
from pokerlang.runner.match import MatchTable, prizes
from pokerlang.runner.replay import check_result, replay_hand
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes


def table(name: str, players: int) -> MatchTable:
    g = game(name)
    return MatchTable(g, table_stakes(g, players), players)


def hand(t: MatchTable, act, deck=None):
    """The table's next hand, played by ``act(state)`` for each decision, given back."""
    deal = t.deal()
    state = new_hand(deal.game, deal.stakes, seed=7, deck=deck, button=deal.button)
    while not state.is_over:
        state.apply(act(state))
    t.after(deal, state.result())
    return deal, state


def fold_to_the_blind(state):
    legal = state.legal_actions()
    return Fold() if Fold() in legal else Check()


def all_in(state):
    """Everyone puts every chip in: the first raise is all in, the others call it."""
    legal = state.legal_actions()
    shove = next((o for o in legal if isinstance(o, RaiseRange)), None)
    if shove is not None:
        return Raise(shove.max)
    call = next((o for o in legal if isinstance(o, Call)), None)
    return call if call is not None else Check()


def holes(deal, cards: dict[int, str], board: str):
    """A stacked deck: match seat -> hole cards, then hold'em's burns and board."""
    by_index = {deal.seats.index(s): c for s, c in cards.items()}
    b = board.split()
    return stack(*round_the_table(by_index, deal.button, len(deal.seats)), None, *b[:3], None, b[3], None, b[4])


# ---- the tournament ---------------------------------------------------------------------


def test_every_player_starts_with_the_match_stack():
    deal = table("sit-and-go", 6).deal()
    assert deal.stakes.starting_stacks(6) == [1500] * 6 and (deal.stakes.small_blind, deal.stakes.big_blind) == (10, 20)


def test_stacks_are_carried_from_hand_to_hand():
    t = table("sit-and-go", 6)
    first, _ = hand(t, fold_to_the_blind)  # everyone folds to the big blind, who wins the small blind
    bb = first.seats[(first.button + 2) % 6]
    sb = first.seats[(first.button + 1) % 6]
    nxt = t.deal()
    stacks = dict(zip(nxt.seats, nxt.stakes.starting_stacks(6)))
    assert stacks[bb] == 1510 and stacks[sb] == 1490


def test_the_blinds_go_up_every_ten_hands():
    t = table("sit-and-go", 6)
    for _ in range(10):
        assert hand(t, fold_to_the_blind)[0].stakes.big_blind == 20
    deal, _ = hand(t, fold_to_the_blind)
    assert (deal.stakes.small_blind, deal.stakes.big_blind, deal.level) == (15, 30, 1)
    for _ in range(20):
        deal, _ = hand(t, fold_to_the_blind)
    assert (deal.stakes.big_blind, deal.stakes.ante) == (100, 10)  # hand 31: the fourth level's ante
    state = new_hand(deal.game, deal.stakes, seed=1, button=deal.button)
    assert sum(state.chips.stacks) == 6 * 1500 - 6 * 10 - 150  # everyone antes 10, the blinds 50 and 100


def test_a_player_with_no_chips_is_knocked_out_and_finishes_last():
    t = table("sit-and-go", 3)
    # 3 players: all in; seat 0 wins with aces, the others have nothing
    deal = t.deal()
    deck = holes(deal, {0: "As Ad", 1: "7c 2d", 2: "8h 3s"}, "Kc 9d 4h Jc 5s")
    state = new_hand(deal.game, deal.stakes, deck=deck, button=deal.button)
    while not state.is_over:
        state.apply(all_in(state))
    t.after(deal, state.result())
    assert t.live == [0] and t.over
    report = t.finish(True)
    # seats 1 and 2 started the hand with as many chips: they tie for second and third
    assert report.places == [[0], [1, 2]]
    assert report.prizes == [2925, 788, 787]  # 65% of 4500; 35% shared, the odd chip to the first seated


def test_of_two_knocked_out_in_one_hand_the_one_who_started_with_more_places_higher():
    t = table("sit-and-go", 3)
    t.stacks = [1500, 1000, 2000]  # as if earlier hands had moved chips
    deal = t.deal()
    deck = holes(deal, {2: "As Ad", 0: "7c 2d", 1: "8h 3s"}, "Kc 9d 4h Jc 5s")
    state = new_hand(deal.game, deal.stakes, deck=deck, button=deal.button)
    while not state.is_over:
        state.apply(all_in(state))
    t.after(deal, state.result())
    report = t.finish(True)
    assert report.places == [[2], [0], [1]]
    assert report.prizes == [1575, 0, 2925]


def test_payouts_are_whole_chips_the_odd_chips_to_the_higher_places():
    assert prizes(1001, (40, 30, 30), [[2], [0], [1]], 3) == [300, 300, 401]
    assert sum(prizes(1001, (40, 30, 30), [[2], [0], [1]], 3)) == 1001


def test_places_beyond_the_players_begun_pay_their_shares_to_the_places_there_are():
    # 80% 10% 10% with two players: the pool is shared 80:10 between first and second.
    assert prizes(900, (80, 10, 10), [[1], [0]], 2) == [100, 800]
    assert sum(prizes(1000, (80, 10, 10), [[1], [0]], 2)) == 1000


def test_the_button_is_dead_the_big_blind_moves_on_and_the_small_blind_is_dead_behind_a_knocked_out_player():
    t = table("sit-and-go", 4)
    first = t.deal()  # button seat 0, small blind 1, big blind 2
    assert first.button == 0 and (t.sb, t.bb) == (1, 2)
    t.stacks[2] = 0  # the big blind of the hand is knocked out
    t._leave([2], first)
    t.hand += 1
    deal = t.deal()
    # the big blind moves on to seat 3; the small blind would be seat 2's, empty: none is posted
    assert deal.seats == (0, 1, 3) and deal.stakes.single_blind and deal.stakes.small_blind == 0
    state = new_hand(deal.game, deal.stakes, seed=1, button=deal.button)
    assert state.chips.bets[deal.seats.index(3)] == 20 and sum(state.chips.bets) == 20
    assert deal.seats[deal.button] == 1  # seat 1, last before the big blind, acts last


def test_heads_up_the_button_posts_the_small_blind_and_nobody_takes_the_big_blind_twice():
    t = table("sit-and-go", 3)
    first = t.deal()  # button 0, small blind 1, big blind 2
    t._leave([1], first)
    t.hand += 1
    deal = t.deal()
    assert deal.seats == (0, 2)
    # seat 2 had the big blind: it moves on to seat 0; seat 2 deals and posts the small blind
    assert deal.seats[deal.button] == 2
    state = new_hand(deal.game, deal.stakes, seed=1, button=deal.button)
    assert state.chips.bets == [20, 10]


def test_heads_up_freezeout_is_played_until_one_player_has_every_chip():
    g = game("heads-up-freezeout")
    summary = simulate(g, table_stakes(g, 2), make_agents("call,raise", 2, g), None, seed=5)
    report = summary.match
    assert report.ended and sorted(report.prizes) == [0, 2000] and report.stacks.count(2000) == 1
    assert report.levels[0][1:4] == (10, 20, 0)  # 50 big blinds of the first level: 1000 chips


# ---- the cash game --------------------------------------------------------------------


def test_a_cash_game_carries_the_stacks_and_tops_up_below_40_big_blinds():
    t = table("cash-rebuy", 2)
    assert t.stacks == [200, 200]  # 100 big blinds at 1/2
    t.stacks = [75, 325]  # seat 0 is below 40 big blinds (80 chips)
    deal = t.deal()
    assert deal.stakes.starting_stacks(2) == [200, 325]
    assert t.report.rebuys == [1, 0] and t.report.bought == [325, 200]
    t.stacks = [80, 320]  # 40 big blinds is not below 40: no top-up
    assert t.deal().stakes.starting_stacks(2) == [80, 320]


def test_a_cash_game_plays_the_hands_asked_and_counts_each_players_result():
    g = game("cash-rebuy")
    summary = simulate(g, table_stakes(g, 4), make_agents("random,call", 4, g), 40, seed=3)
    report = summary.match
    assert report.hands == 40 and not report.ended
    assert sum(report.stacks) == sum(report.bought)  # chips are only bought, never made
    assert report.net == summary.net


# ---- pokerlang run, histories, explain ------------------------------------------------


def test_run_plays_the_sit_and_go_to_its_end_and_reports_places_and_prizes(tmp_path):
    history = tmp_path / "h.jsonl"
    path = str(WRITTEN / "sit-and-go.poker")
    out = CliRunner().invoke(cli, ["run", path, "--players", "6", "--seed", "4", "--history", str(history)])
    assert out.exit_code == 0, out.output
    assert "6 players, seed 4: a tournament, played to its end" in out.output
    assert "prize pool 9000" in out.output and "levels reached: 1: 10/20 from hand 1" in out.output
    g = game("sit-and-go")
    records = [json.loads(line) for line in history.read_text().splitlines()]
    for record in records:  # each hand replays alone, at its own stakes
        assert check_result(record, replay_hand(g, record)) is None
    assert records[0]["match"] == {"seats": [0, 1, 2, 3, 4, 5], "level": 0}
    assert len(records[-1]["match"]["seats"]) == len(records[-1]["starting_stacks"]) >= 2
    replayed = CliRunner().invoke(cli, ["replay", str(history), "--variant", path])
    assert replayed.exit_code == 0 and "every result matches" in replayed.output


def test_run_with_hands_caps_a_tournament():
    path = str(WRITTEN / "sit-and-go.poker")
    out = CliRunner().invoke(cli, ["run", path, "--players", "6", "--seed", "4", "--hands", "3", "--agents", "call"])
    assert out.exit_code == 0, out.output
    assert "3 hands, 6 players, seed 4: a tournament, stopped by --hands" in out.output


def test_explain_says_the_match():
    text = explain(game("sit-and-go"))
    assert "tournament" in text and "1500 chips" in text and "up every 10 hands" in text
    assert "65%" in text and "dead button" in text
    bomb = explain(game("bomb-pot-every-orbit"))
    assert (
        "The first hand of each orbit (one hand for each player in the game) is played as double-board-bomb-pot" in bomb
    )
    assert "## The hands played as double-board-bomb-pot: Double-board bomb pot" in bomb
    cash = explain(game("cash-rebuy"))
    assert "100 big blinds" in cash and "less than 40 big blinds" in cash


# ---- every match ends, and conserves chips ---------------------------------------------


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(2, 6),
    seed=st.integers(0, 2**31),
    agents=st.sampled_from(["random", "call,raise", "random,raise"]),
)
def test_every_tournament_ends_and_pays_out_exactly_the_buy_ins(players, seed, agents):
    g = game("sit-and-go")
    summary = simulate(g, table_stakes(g, players), make_agents(agents, players, g), None, seed=seed)
    report = summary.match
    assert report.ended
    assert sum(report.stacks) == report.pool == 1500 * players
    assert sum(report.prizes) == report.pool and sum(report.net) == 0
    assert sorted(s for place in report.places for s in place) == list(range(players))


# ---- a bomb pot once an orbit ---------------------------------------------------------


@pytest.mark.parametrize("players", range(3, 10))
def test_the_first_hand_of_each_orbit_is_a_bomb_pot_at_any_table_size(players):
    g = game("bomb-pot-every-orbit")
    t = MatchTable(g, table_stakes(g, players), players, scheduled_games(g))
    played = []
    for _ in range(2 * players + 1):
        deal, state = hand(t, fold_to_the_blind)
        played.append(deal.game.name)
        if deal.game.name == "double-board-bomb-pot":  # everyone put 5 big blinds in before the deal
            assert state.result().pots[0].amount == 5 * 2 * players
    bomb = ["double-board-bomb-pot"] + ["bomb-pot-every-orbit"] * (players - 1)
    assert played == bomb + bomb + bomb[:1]


def test_a_bomb_pot_hand_replays_alone_as_its_own_game(tmp_path):
    g = game("bomb-pot-every-orbit")
    entries = []
    summary = simulate(
        g, table_stakes(g, 4), make_agents("call", 4, g), 6, seed=2, on_hand=lambda i, e: entries.append(e), record=True
    )
    assert summary.match.games == {"double-board-bomb-pot": 2, "bomb-pot-every-orbit": 4}
    games = {"double-board-bomb-pot": game("double-board-bomb-pot"), "bomb-pot-every-orbit": g}
    for record in entries:
        assert check_result(record, replay_hand(games[record["variant"]], record)) is None
    history = tmp_path / "h.jsonl"
    history.write_text("".join(json.dumps(e) + "\n" for e in entries))
    path = str(WRITTEN / "bomb-pot-every-orbit.poker")
    out = CliRunner().invoke(cli, ["replay", str(history), "--variant", path])
    assert out.exit_code == 0 and "6 hands" in out.output and "every result matches" in out.output, out.output


def test_a_player_the_hands_rules_put_out_leaves_the_match_and_takes_the_next_place():
    # A hand's result may name seats its rules put out of the game (``out``, seats of the
    # hand), chips or not: they leave as a player with no chips does.
    t = table("sit-and-go", 4)
    deal = t.deal()

    class Result:
        net = (0, 0, 0, 0)
        out = frozenset({deal.seats.index(3)})

    t.after(deal, Result())
    assert t.live == [0, 1, 2] and t.out == [[3]]


@settings(max_examples=8, deadline=None)
@given(players=st.integers(3, 9), seed=st.integers(0, 2**31))
def test_a_cash_game_with_a_bomb_pot_every_orbit_only_moves_chips_that_were_bought(players, seed):
    g = game("bomb-pot-every-orbit")
    summary = simulate(g, table_stakes(g, players), make_agents("random,call,raise", players, g), 30, seed=seed)
    report = summary.match
    assert report.hands == 30 and sum(report.stacks) == sum(report.bought) and sum(report.net) == 0
    assert report.games["double-board-bomb-pot"] >= 30 // players


PAYOUTS_BY_SIZE = """extends holdem
players 2..9
match tournament {
    stack 1000
    payouts 2..5 players: 100%
    payouts 6..9 players: 50% 30% 20%
}
"""


@pytest.mark.parametrize(
    ("players", "paid"), [(2, [2000]), (5, [5000]), (6, [3000, 1800, 1200]), (9, [4500, 2700, 1800])]
)
def test_the_payouts_follow_the_number_of_players_the_match_begins_with(tmp_path, players, paid):
    path = tmp_path / "by-size.poker"
    path.write_text(PAYOUTS_BY_SIZE)
    g = load_game(str(path))
    report = simulate(g, table_stakes(g, players), make_agents("random,raise", players, g), None, seed=1).match
    assert [report.prizes[place[0]] for place in report.places[: len(paid)]] == paid


def test_payouts_by_size_must_cover_every_table_the_game_seats(tmp_path):
    path = tmp_path / "by-size.poker"
    path.write_text(PAYOUTS_BY_SIZE.replace("6..9", "6..8"))
    out = CliRunner().invoke(cli, ["check", str(path)])
    assert out.exit_code == 1 and "error[E802]: no payouts for a table of 9 players" in out.output


def test_a_match_of_a_game_that_kills_pots_kills_them_hand_after_hand(tmp_path):
    path = tmp_path / "kill-cash.poker"
    (tmp_path / "holdem-kill.poker").write_text((WRITTEN / "holdem-kill.poker").read_text())
    path.write_text('extends "holdem-kill"\nmatch cash {\n    stack 400\n}\n')
    g = load_game(str(path))
    entries: list = []
    simulate(
        g,
        table_stakes(g, 4),
        make_agents("raise,call", 4, g),
        40,
        seed=1,
        on_hand=lambda i, e: entries.append(e),
        record=True,
    )
    kills = [(e, nxt) for e, nxt in itertools.pairwise(entries) if nxt["stakes"].get("kill")]
    assert kills  # raising bots make big pots: one scooped kills the next hand
    for before, hand in kills:  # the killer is the one who scooped the hand before, at its own seat
        (winner,) = {w["seat"] for p in before["pots"] for s in p["shares"] for w in s["winners"]}
        assert hand["stakes"]["kill"][0] == winner


def test_stats_and_equity_say_they_look_at_single_hands_of_a_match_file():
    path = str(WRITTEN / "sit-and-go.poker")
    stats = CliRunner().invoke(cli, ["stats", path, "--hands", "5", "--seed", "1"])
    assert stats.exit_code == 0, stats.output
    assert "plays a match: stats looks at single hands" in stats.output
    equity = CliRunner().invoke(cli, ["equity", path, "--hands", "AsAd KcKd", "--samples", "200"])
    assert equity.exit_code == 0, equity.output
    assert "plays a match: equity is of one hand of its game" in equity.output


def test_a_hands_tallies_are_kept_by_match_seat_when_the_seats_close_up():
    # (a game counting strikes across hands: the counts come back by the hand's seats)
    t = table("sit-and-go", 4)
    t.counts, t.per_seat = {"strikes": [0, 0, 0, 0], "round": [0]}, {"strikes": True, "round": False}
    first = t.deal()
    t._leave([1], first)  # seat 1 is gone: the next hand seats 0, 2, 3 as its 0, 1, 2
    t.hand += 1
    deal = t.deal()

    class Result:
        net = (0, 0, 0)
        tallies = {"strikes": (1, 2, 3), "round": (5,)}  # noqa: RUF012 - a result's counts, read only

    t.after(deal, Result())
    assert t.counts == {"strikes": [1, 0, 2, 3], "round": [5]}


def _blinds_posted(deal) -> tuple[int | None, int]:
    """(small blind's match seat or None, big blind's match seat), as the engine posts them."""
    state = new_hand(deal.game, deal.stakes, seed=1, button=deal.button)
    bets = {deal.seats[i]: b for i, b in enumerate(state.chips.bets) if b}
    big = max(bets, key=lambda s: bets[s])
    small = next((s for s in bets if s != big), None)
    return small, big


@settings(max_examples=30, deadline=None)
@given(players=st.integers(3, 6), leaving=st.lists(st.integers(0, 5), max_size=8), seed=st.integers(0, 99))
def test_the_big_blind_moves_to_the_next_player_each_hand_whoever_is_knocked_out(players, leaving, seed):
    t = table("sit-and-go", players)
    deal = t.deal()
    _, last_big = _blinds_posted(deal)
    for seat in leaving:
        if seat in t.live and len(t.live) > 2:
            t._leave([seat], deal)
        t.hand += 1
        deal = t.deal()
        small, big = _blinds_posted(deal)
        live = t.live
        assert big == min((s for s in live if s > last_big), default=live[0])  # the next player round the table
        if len(live) == 2:
            assert small == deal.seats[deal.button]  # heads-up: the button posts the small blind
        elif last_big in live:
            assert small == last_big  # the small blind is posted by the last big blind
        else:
            assert small is None  # the last big blind is gone: no small blind this hand
        last_big = big


def test_a_match_stopped_by_ctrl_c_reports_the_places_as_they_stand():
    g = game("sit-and-go")
    agents = make_agents("call", 4, g)

    class Stop:
        name, needs_view, acts = "stop", False, 0

        def act(self, view, legal, rng):
            Stop.acts += 1
            if Stop.acts > 30:
                raise KeyboardInterrupt
            return agents[0].act(view, legal, rng)

    summary = simulate(g, table_stakes(g, 4), [Stop(), *agents[1:]], None, seed=1, stop_on_interrupt=True)
    assert summary.interrupted and summary.match.interrupted and not summary.match.ended
    assert sorted(s for place in summary.match.places for s in place) == [0, 1, 2, 3]
    assert sum(summary.match.prizes) == summary.match.pool


# ---- a mixed-game tournament: a rotation in the match ----------------------------------


def test_a_rotation_in_a_match_plays_each_game_eight_hands_in_turn_with_the_stacks_carried():
    g = game("mixed-tournament")
    t = MatchTable(g, table_stakes(g, 4), 4, scheduled_games(g))
    played = []
    for _ in range(20):
        deal, _ = hand(t, fold_to_the_blind)
        played.append(deal.game.name)
    assert played == ["holdem-limit"] * 8 + ["razz"] * 8 + ["holdem-limit"] * 4
    assert sum(t.stacks) == 4 * 600  # the same chips went from game to game


def test_a_rotation_every_orbit_in_a_match_counts_the_players_still_in(tmp_path):
    path = tmp_path / "orbit.poker"
    path.write_text(
        'extends holdem-limit\nmatch tournament {\n    stack 600\n'
        '    rotation every orbit { "holdem-limit" "razz" }\n}\n'
    )
    g = load_game(str(path))
    t = MatchTable(g, table_stakes(g, 4), 4, scheduled_games(g))
    played = []
    for _ in range(5):
        deal, _ = hand(t, fold_to_the_blind)
        played.append(deal.game.name)
    t._leave([3], deal)  # a player leaves during razz's orbit, begun with four
    played += [hand(t, fold_to_the_blind)[0].game.name for _ in range(6)]
    # razz plays out the orbit it began (four hands); the next orbit counts three players
    assert played == ["holdem-limit"] * 4 + ["razz"] * 4 + ["holdem-limit"] * 3


# ---- seats put out by the rules: three strikes in a tournament ---------------------------


def test_strikes_are_carried_by_match_seat_and_three_put_a_player_out_of_the_tournament():
    g = game("three-strikes-tournament")
    entries: list = []
    summary = simulate(
        g,
        table_stakes(g, 5),
        make_agents("call", 5, g),
        None,
        seed=3,
        on_hand=lambda i, e: entries.append(e),
        record=True,
    )
    report = summary.match
    struck = {entries[k]["match"]["seats"][s] for k in range(len(entries)) for s in entries[k].get("out") or ()}
    assert struck and any(report.stacks[s] > 0 for s in struck)  # out by the rules, chips or not
    for before, after in itertools.pairwise(entries):  # each hand starts with the counts the last ended with
        ended = dict(zip(before["match"]["seats"], before["tallies"]["strikes"]))
        assert [ended[s] for s in after["match"]["seats"]] == after["stakes"]["tallies"]["strikes"]
    assert report.ended and sum(report.prizes) == report.pool == 5000
    assert sorted(s for place in report.places for s in place) == [0, 1, 2, 3, 4]


DOUBLING = """game "Turbo sit-and-go"
extends holdem
players 2..6
match tournament {
    stack 1500
    levels every 6 hands: 10/20, 15/30 ante 5, then doubling
    payouts 65% 35%
}
"""


def growing(tmp_path, text: str = DOUBLING) -> MatchTable:
    path = tmp_path / "turbo.poker"
    path.write_text(text)
    g = load_game(str(path))
    return MatchTable(g, table_stakes(g, 6), 6)


# `then doubling`: each level after the last written doubles the one before, blinds and
# ante alike (the levels written first, as written).
def test_levels_then_doubling_double_every_level_after_the_last_written(tmp_path):
    t = growing(tmp_path)
    seen = []
    for _ in range(25):
        deal, _ = hand(t, fold_to_the_blind)
        seen.append((deal.stakes.small_blind, deal.stakes.big_blind, deal.stakes.ante))
    assert seen[0] == seen[5] == (10, 20, 0)
    assert seen[6] == seen[11] == (15, 30, 5)
    assert seen[12] == (30, 60, 10) and seen[18] == (60, 120, 20) and seen[24] == (120, 240, 40)


# `then up 50%`: each level grows by half on the one before, rounded up to a whole chip.
def test_levels_then_up_a_percent_round_up_to_a_whole_chip(tmp_path):
    t = growing(tmp_path, DOUBLING.replace("then doubling", "then up 50%"))
    assert [t.match.level(n) for n in (2, 3, 4)] == [
        type(t.match.levels[0])(small_blind=23, big_blind=45, ante=8),
        type(t.match.levels[0])(small_blind=35, big_blind=68, ante=12),
        type(t.match.levels[0])(small_blind=53, big_blind=102, ante=18),
    ]
    assert "then each level is the one before grown by 50% (rounded up to a whole chip)" in explain(t.game)


def test_explain_says_the_levels_double(tmp_path):
    assert "15/30 with an ante of 5; then each level doubles the one before" in explain(growing(tmp_path).game)


@pytest.mark.parametrize(("growth", "said"), [("then up 0%", "E803"), ("then tripling", "E131")])
def test_a_growth_that_does_not_rise_or_is_not_a_sentence_is_refused(tmp_path, growth, said):
    path = tmp_path / "turbo.poker"
    path.write_text(DOUBLING.replace("then doubling", growth))
    out = CliRunner().invoke(cli, ["check", str(path)])
    assert out.exit_code == 1 and f"error[{said}]" in out.output


# A match played long enough grows its levels no further than blinds past any table's
# chips: the last grown stays (and a level asked every hand is grown once).
def test_grown_levels_stop_past_any_tables_chips(tmp_path):
    from pokerlang.ir.match import MOST_GROWN

    match = growing(tmp_path).match
    far = match.level(100_000)
    assert MOST_GROWN <= far.big_blind < 2 * MOST_GROWN + 2 and match.level(200_000) == far


@pytest.mark.parametrize(("forced", "first"), [("button blind", "after dealer"), ("blind", "after big-blind")])
def test_where_one_player_posts_the_blind_nobody_posts_it_twice_running_when_players_are_knocked_out(
    tmp_path, forced, first
):
    """A button blind (the button posts) or a single blind (the seat on its left): the
    button moves to the next player still in each hand, so a knock-out never hands the
    blind to the player who just posted it (the two blinds' dead button did: seat 2
    posted, seat 3 was knocked out, and the button went back to seat 2)."""
    path = tmp_path / "one-blind.poker"
    path.write_text(
        f'game "One blind"\nimport rankings\nplayers 2..6\nbetting no-limit\nforced {forced}\n'
        "zone hand per seat private\nzone board shared public\n"
        f"step pre {{ deal 2 to hand  bet first {first} }}\nstep board {{ deal 5 to board  bet }}\n"
        "showdown best 5 of hand + board by high\n"
        "match tournament { stack 300  levels every 4 hands: 10/20, then doubling }\n"
    )
    g = load_game(path)
    t = MatchTable(g, table_stakes(g, 5), 5)
    posters: list[int] = []
    for hand in range(8):
        deal = t.deal()
        state = new_hand(deal.game, deal.stakes, seed=hand, button=deal.button)
        posted = [i for i, bet in enumerate(state.chips.bets) if bet]
        assert len(posted) == 1
        posters.append(deal.seats[posted[0]])
        if hand == 2:  # the player after this hand's poster is knocked out
            t._leave([t._next(posters[-1])], deal)
        t.hand += 1
    assert all(a != b for a, b in itertools.pairwise(posters)), posters
    assert len(set(posters[:4])) == 4  # each in turn
