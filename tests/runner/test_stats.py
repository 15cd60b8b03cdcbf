"""`pokerlang stats`: the designer's report over simulated hands."""

from __future__ import annotations

import attrs

import os
import random

import pytest
from click.testing import CliRunner

from pokerlang.analytics.categories import bucket_of, category_of
from pokerlang.analytics.stats import collect, showdown_shares
from pokerlang.api import loads
from pokerlang.cards.card import standard_deck
from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes
from pokerlang.hands import evaluate
from pokerlang.resources import shipped_variants
from pokerlang.runner.agents import make_agents
from pokerlang.runner.report import summary_lines
from pokerlang.runner.simulate import simulate
from helpers.paths import TESTS

GOLDEN = TESTS / "golden"


def _rankings():
    seen = {}
    for path in shipped_variants():
        for share in showdown_shares(load_game(path.stem)).values():
            seen.setdefault(share.ranking, path.stem)
    return list(seen)


@pytest.mark.parametrize("spec", _rankings(), ids=lambda s: s.name)
def test_a_category_is_read_back_from_its_words(spec):
    """The report reads the category of a shown hand from the words the showdown gives it:
    for every ranking of a shipped variant, the words of random hands give back the
    evaluator's own category."""
    rng = random.Random(spec.name)
    deck = [c for c in standard_deck() if str(c)[0] in spec.ranks]
    for _ in range(300):
        size = rng.randint(spec.min_cards, spec.cards)
        value = evaluate(spec, rng.sample(deck, size))
        category = category_of(spec, value.describe())
        if spec.distinct:
            complete = len(value.cards) == spec.cards  # a badugi of four may play three
            assert category == ("complete" if complete else value.describe().split(" ")[0])
        else:
            assert category == value.category, value.describe()


def test_five_of_a_kind_made_by_wild_cards_is_read_back_and_listed_first():
    """Five of a kind is in no ranking's order (wild cards make it): read back all the same,
    and the best category of the report's table."""
    from pokerlang.analytics.report import category_rows

    spec = showdown_shares(load_game("deuces-wild"))["high"].ranking
    words = evaluate(spec, "Ah Ad Ac As 2c", wild="2c").describe()
    assert category_of(spec, words) == "five-of-a-kind"
    stats = _stats("deuces-wild", hands=1)
    stats.shown["high"]["five-of-a-kind"] += 1
    stats.shown["high"]["pair"] += 1
    assert category_rows(stats, "high")[0][0] == "five-of-a-kind"


def test_a_low_without_a_pair_is_told_by_its_top_card():
    spec = showdown_shares(load_game("omaha-hi-lo"))["low"].ranking
    assert bucket_of(spec, evaluate(spec, "7h 5d 4c 2s As").describe()) == "7 low"
    assert bucket_of(spec, evaluate(spec, "7h 7d 4c 2s As").describe()) == "pair"
    # a hand of one card by a ranking where the lowest wins says "2 low" itself
    one = attrs.evolve(load_game("chicago").ranking("one-card"), lowest_wins=True)
    assert bucket_of(one, evaluate(one, "2s").describe()) == "2 low"


def _stats(variant="holdem", players=3, hands=120, agents="random,call", seed=4, start=0):
    game = load_game(variant)
    return collect(game, TableStakes(players=players), make_agents(agents, players), hands, seed, start=start)


def test_counts_agree_with_run_and_with_each_other():
    stats = _stats()
    summary = simulate(load_game("holdem"), TableStakes(players=3), make_agents("random,call", 3), 120, seed=4)
    assert stats.hands == 120 and stats.showdowns == summary.showdowns
    assert sum(stats.position_net) == 0  # chips only change hands
    reached = [stats.reached[s] for s in stats.streets]
    assert reached[0] == 120 and reached == sorted(reached, reverse=True)  # a hand reaches streets in order
    assert sum(stats.division.values()) == 120
    assert stats.division["uncontested"] == 120 - stats.showdowns
    assert sum(stats.pots.values()) == 120 and sum(stats.decisions.values()) == 120
    assert sum(k * v for k, v in stats.decisions.items()) == summary.actions
    # Every showdown shows two hands or more; every winner's hand was shown.
    assert sum(stats.shown["high"].values()) >= 2 * stats.showdowns
    assert all(stats.won["high"][c] <= stats.shown["high"][c] for c in stats.won["high"])
    # Hold'em takes 2 cards a seat, 5 on the board and 3 burns when a hand goes to the river.
    assert stats.most_cards == 2 * 3 + 5 + 3 and stats.deck_size == 52


BARE_ACTIONS = """game "Bare"
import rankings
players 2..6
forced blinds
zone hand per seat private
zone board shared public
deal 2 to hand
bet
step flop { deal 3 to board  bet }
deal 2 to board
bet
showdown best 5 of hand + board by high
"""


def test_only_named_steps_are_streets_to_reach():
    """Actions that stand bare belong to no step: the report has no street (no empty row) for them."""
    game = loads(BARE_ACTIONS, "bare").game
    assert [s.name for s in game.streets].count(None) == 4
    stats = collect(game, TableStakes(players=3), make_agents("call", 3), 20, 1)
    assert stats.streets == ["flop", "showdown"]
    assert stats.reached["flop"] == 20  # calling stations see every street


def test_a_step_that_only_counts_is_reached_by_the_hands_that_pass_it():
    """A step that sets a tally writes no line of the log: it is reached all the same by
    every hand that plays on past it (it was reported as reached by none)."""
    text = BARE_ACTIONS.replace("deal 2 to hand\n", "tally n shared\ndeal 2 to hand\n").replace(
        "step flop {", "step count { add 1 to n }\nstep flop {"
    )
    stats = collect(loads(text, "counting").game, TableStakes(players=3), make_agents("call", 3), 20, 1)
    assert stats.streets == ["count", "flop", "showdown"]
    assert stats.reached["count"] == stats.reached["flop"] == 20


def test_a_split_pot_game_counts_the_share_nobody_qualified_for():
    stats = _stats("omaha-hi-lo", players=4, hands=80, agents="call")
    assert stats.showdowns == 80  # calling stations see every hand to the end
    assert stats.unclaimed["low"] > 0 and stats.unclaimed["high"] == 0
    assert stats.division["split"] > 0
    assert sum(stats.won["low"].values()) + stats.unclaimed["low"] >= 80


def test_the_stats_of_two_ranges_merged_are_those_of_the_whole():
    whole = _stats(hands=60)
    first, second = _stats(hands=25), _stats(hands=35, start=25)
    first.merge(second)
    assert first == whole


def test_golden_report():
    """A small seeded run prints this report (POKERLANG_GOLDEN=1 rewrites it)."""
    result = CliRunner().invoke(
        cli,
        ["stats", "omaha-hi-lo", "--hands", "150", "--players", "4", "--agents", "random,call", "--seed", "3"],
        terminal_width=100,
    )
    assert result.exit_code == 0, result.output
    golden = GOLDEN / "stats-omaha-hi-lo.txt"
    if os.environ.get("POKERLANG_GOLDEN"):
        golden.write_text(result.stdout)
    assert result.stdout == golden.read_text()


def test_html_and_png(tmp_path):
    pytest.importorskip("matplotlib")
    page, picture = tmp_path / "r.html", tmp_path / "r.png"
    result = CliRunner().invoke(
        cli,
        [
            "stats",
            "razz",
            "--hands",
            "40",
            "--players",
            "3",
            "--ante",
            "1",
            "--bring-in",
            "1",
            "--html",
            str(page),
            "--png",
            str(picture),
        ],
    )
    assert result.exit_code == 0, result.output
    text = page.read_text()
    assert "<h2>Win rate by position</h2>" in text and "data:image/png;base64," in text
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bad_options_are_usage_errors():
    result = CliRunner().invoke(cli, ["stats", "holdem", "--hands", "0"])
    assert result.exit_code == 2 and "--hands" in result.output
    result = CliRunner().invoke(cli, ["stats", "holdem", "--agents", "shark"])
    assert result.exit_code == 2 and "unknown agent" in result.output


def test_two_workers_give_the_report_of_one_process():
    runs = [
        CliRunner().invoke(
            cli,
            [
                "stats",
                "seven-card-stud-hi-lo",
                "--hands",
                "90",
                "--players",
                "4",
                "--ante",
                "1",
                "--bring-in",
                "1",
                "--workers",
                w,
            ],
            terminal_width=100,
        )
        for w in ("1", "2")
    ]
    assert runs[0].exit_code == runs[1].exit_code == 0, runs[1].output
    assert runs[0].stdout == runs[1].stdout


def test_stats_of_a_game_that_puts_players_out_counts_its_hands():
    """A game of lives deals in the players left (fewer than seated): `stats` counts those
    hands as any others."""
    result = CliRunner().invoke(
        cli, ["stats", str(TESTS / "written" / "holdem-three-lives.poker"), "--hands", "60", "--players", "3"]
    )
    assert result.exit_code == 0, result.output
    assert "internal error" not in result.output


def test_an_ante_game_is_reported_in_antes_as_run_reports_it():
    """Leduc posts antes and no blinds: `stats` counts its results and pots in antes, as
    `run` does, not in the house's big blind."""
    from pokerlang.analytics.report import pot_rows

    stats = collect(load_game("leduc"), TableStakes(players=2, ante=1), make_agents("random", 2), 40, 1)
    assert stats.unit == "antes" and stats.big_blind == 1
    assert all(value.endswith(" antes") for _, value in pot_rows(stats))


def test_cards_taken_count_those_the_muck_gives_back_to_the_stock():
    """A deck reshuffled from the muck deals more cards than it holds: the report counted the
    stock left at the end, never more than the deck (32 of 32 where hands drew 45)."""
    text = (
        'game "Short draw"\nimport rankings\nplayers 2..4\nforced ante\ndeck ranks 9..A\n'
        "zone hand per seat private\nwhen deck runs out reshuffle muck\n"
        "deal 5 to hand\nbet\ndraw 0..5 from hand\nbet\nshowdown best 5 of hand by high\n"
    )
    stats = collect(loads(text, "short").game, TableStakes(players=4), make_agents("call", 4), 20, 1)
    assert stats.deck_size == 24 and stats.most_cards > 24


def test_counts_are_listed_by_their_numbers_not_as_text():
    from pokerlang.analytics.report import category_rows

    stats = _stats("seven-twenty-seven", players=4, hands=60, agents="call")
    names = [row[0] for row in category_rows(stats, "high")]
    numbers = [int(name.split()[0].rstrip("½")) for name in names if name[0].isdigit()]
    assert numbers == sorted(numbers) and len(numbers) > 2


SHARED_OUT = """game "Nobody's hand decides"
import rankings
zone cards per seat public
players 2..5
forced ante
betting fixed-limit
step deal { deal 3 to cards  bet }
showdown none
"""


def test_a_game_no_hand_decides_is_counted_as_decided_by_its_rules():
    """`showdown none`: the hands that did not end in folds are decided by the rules (here the
    pot is split among those in), not won uncontested."""
    game = loads(SHARED_OUT, "shared").game
    stats = collect(game, TableStakes(ante=1, players=3), make_agents("random", 3), 60, 2)
    assert stats.showdowns == 0 and stats.division["rules"] > 0
    assert stats.division["rules"] + stats.division["uncontested"] == 60


def test_a_game_settled_by_payments_alone_has_no_pot_to_report():
    text = SHARED_OUT.replace("forced ante\nbetting fixed-limit\n", "").replace("  bet }", " }")
    game = loads(text + "when hand ends { pay 1 from house to players-in }\n", "paid").game
    summary = simulate(game, TableStakes(players=3), make_agents("call", 3), 5, seed=1)
    _, foot = summary_lines(summary, "Paid")
    assert "; no pot" in foot and "biggest pot" not in foot


def test_a_game_of_deal_after_deal_never_wins_more_hands_than_it_shows():
    """Guts shows the last deal's hands: a hand counted as won was counted as shown."""
    stats = _stats("guts", players=4, hands=150, agents="random")
    for share in stats.shares:
        assert all(stats.won[share][c] <= stats.shown[share][c] for c in stats.won[share])
        assert sum(stats.won[share].values()) > 0
