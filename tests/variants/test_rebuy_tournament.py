"""A rebuy tournament (``rebuy 1500 when at or below 1500 until level 4``, ``add-on 2000 at
level 4``), rule by rule, on stacked decks: a stack bought between hands while the period
lasts, by a player down to the line (busted too); an add-on every player still in buys
once; every chip bought joins the prize pool and counts against what the player wins."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from helpers.stacking import round_the_table, stack

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.engine import Call, Check, Fold, Raise, RaiseRange, new_hand
from pokerlang.explain import explain
from pokerlang.runner.agents import make_agents
from pokerlang.runner.match import MatchTable
from pokerlang.runner.simulate import simulate
from pokerlang.runner.stakes import table_stakes

REBUYS = """
match tournament {{
    stack 1000
    levels every 2 hands: 10/20, 20/40, 40/80, 80/160
    {rules}
    payouts 70% 30%
}}
"""


def written(tmp_path, rules: str) -> str:
    path = tmp_path / "rebuys.poker"
    path.write_text('game "Rebuys"\nextends holdem\nplayers 2..6\n' + REBUYS.format(rules=rules))
    return str(path)


def table(tmp_path, rules="rebuy 1000 when at or below 1000 until level 3", players=3) -> MatchTable:
    g = load_game(written(tmp_path, rules))
    return MatchTable(g, table_stakes(g, players), players)


def shove(state):
    """The first player to raise goes all in; the others call it."""
    legal = state.legal_actions()
    raise_ = next((o for o in legal if isinstance(o, RaiseRange)), None)
    if raise_ is not None:
        return Raise(raise_.max)
    call = next((o for o in legal if isinstance(o, Call)), None)
    return call if call is not None else Check()


def folds(state):
    legal = state.legal_actions()
    return Fold() if Fold() in legal else Check()


def hand(t: MatchTable, act, cards: dict[int, str] | None = None):
    """The table's next hand, played by ``act``: with ``cards`` (match seat -> hole cards)
    dealt over a board that pairs nobody's hole cards."""
    deal = t.deal()
    deck = None
    if cards is not None:
        by_index = {deal.seats.index(s): c for s, c in cards.items()}
        holes = round_the_table(by_index, deal.button, len(deal.seats))
        deck = stack(*holes, None, "2c", "7d", "9h", None, "Js", None, "3d")
    state = new_hand(deal.game, deal.stakes, seed=7, deck=deck, button=deal.button)
    while not state.is_over:
        state.apply(shove(state) if act is shove else act(state))
    t.after(deal, state.result())
    return deal


def bust(t: MatchTable, loser: int, winner: int):
    """Everyone all in; ``winner`` holds aces, ``loser`` and the rest less."""
    others = [s for s in t.live if s not in (loser, winner)]
    cards = {winner: "As Ad", loser: "Kc Qh"}
    cards.update(zip(others, ["8c 5h", "6c 4h", "Tc 8h", "Th 6d"]))
    return hand(t, shove, cards)


def test_a_busted_player_in_the_period_buys_another_stack_and_stays_in(tmp_path):
    t = table(tmp_path, players=2)
    bust(t, loser=1, winner=0)
    assert t.stacks[1] == 0 and 1 in t.live and not t.over  # not knocked out: the rebuys are open
    t.deal()
    assert t.stacks[1] == 1000 and t.report.rebuys == [0, 1]


def test_what_is_bought_joins_the_prize_pool_and_counts_against_the_player(tmp_path):
    t = table(tmp_path, players=2)
    bust(t, loser=1, winner=0)
    t.deal()
    assert t.report.pool == 3000 and t.report.bought == [1000, 2000]


def test_a_player_at_the_line_rebuys_one_above_it_does_not(tmp_path):
    t = table(tmp_path, players=3)
    hand(t, folds)  # the blinds' players lose or win their blinds: one below, one above
    below = next(s for s in range(3) if t.stacks[s] < 1000)
    above = next(s for s in range(3) if t.stacks[s] > 1000)
    at = next(s for s in range(3) if t.stacks[s] == 1000)
    t.deal()
    assert t.report.rebuys[below] == 1 and t.report.rebuys[above] == 0
    assert t.report.rebuys[at] == 1  # exactly 1000: at the line


def test_below_without_at_does_not_rebuy_a_player_exactly_at_the_line(tmp_path):
    t = table(tmp_path, "rebuy 1000 when below 1000 until level 3", players=3)
    hand(t, folds)
    dealer = next(s for s in range(3) if t.stacks[s] == 1000)
    t.deal()
    assert t.report.rebuys[dealer] == 0


def test_nobody_rebuys_before_the_first_hand(tmp_path):
    t = table(tmp_path, players=3)
    t.deal()
    assert t.report.rebuys == [0, 0, 0] and t.report.pool == 3000


def test_a_player_busted_in_the_last_hand_before_the_break_rebuys_there(tmp_path):
    t = table(tmp_path, "rebuy 1000 when at or below 1000 until level 2", players=2)
    hand(t, folds)  # hand 1 (level 1): the small blind folds
    bust(t, loser=1, winner=0)  # hand 2: the last of level 1
    assert not t.over and t.stacks[1] == 0
    t.deal()  # the break before level 2's first hand
    assert t.stacks[1] == 1000


def test_after_the_period_a_busted_player_is_knocked_out(tmp_path):
    t = table(tmp_path, "rebuy 1000 when at or below 1000 until level 2", players=2)
    hand(t, folds)  # hand 1 (level 1): the small blind folds
    hand(t, folds)  # hand 2
    bust(t, loser=1, winner=0)  # hand 3: level 2 has begun, the rebuys are over
    assert t.over and t.live == [0]


def test_the_add_on_is_bought_once_by_every_player_still_in_as_its_level_begins(tmp_path):
    t = table(tmp_path, "add-on 500 at level 2", players=3)
    hand(t, folds)
    hand(t, folds)
    assert t.report.add_ons == [0, 0, 0]
    before = list(t.stacks)
    deal = hand(t, folds)  # the first hand of level 2: each plays it with 500 more
    assert deal.stakes.stacks == tuple(before[s] + 500 for s in deal.seats)
    assert t.report.add_ons == [1, 1, 1] and t.report.pool == sum(t.stacks) == 3000 + 1500
    hand(t, folds)
    assert t.report.add_ons == [1, 1, 1]  # once


def test_an_add_on_at_a_hand(tmp_path):
    t = table(tmp_path, "add-on 500 at hand 2", players=2)
    hand(t, folds)
    t.deal()
    assert t.report.add_ons == [1, 1]


def test_the_nets_of_a_rebuy_tournament_add_up_to_nothing(tmp_path):
    g = load_game(written(tmp_path, "rebuy 1000 when at or below 1000 until level 3\n    add-on 1000 at level 3"))
    report = simulate(g, table_stakes(g, 4), make_agents("random", 4, g), None, seed=5).match
    assert report.ended and sum(report.net) == 0
    bought = 4 * 1000 + 1000 * sum(report.rebuys) + 1000 * sum(report.add_ons)
    assert report.pool == bought == sum(report.bought) == sum(report.prizes)
    assert sum(report.rebuys) > 0


def test_run_says_the_rebuys_and_add_ons(tmp_path):
    path = written(tmp_path, "rebuy 1000 when at or below 1000 until level 3\n    add-on 1000 at level 3")
    out = CliRunner().invoke(cli, ["run", path, "--players", "3", "--seed", "4"])
    assert out.exit_code == 0, out.output
    assert "every stack bought: 3 stacks," in out.output and "add-ons" in out.output


def test_explain_says_the_rebuys_and_the_add_on(tmp_path):
    rules = "rebuy 1000 when at or below 1000 until level 3\n    add-on 500 at level 3"
    text = explain(load_game(written(tmp_path, rules)))
    assert "A tournament (a rebuy tournament)" in text
    assert "a player with 1000 chips or fewer (none left too) buys another 1000 chips" in text
    assert "up to the break before the first hand of level 3" in text
    assert "An add-on: before the first hand of level 3, every player still in buys 500 chips once." in text
    assert "The prize pool is every stack bought" in text


@pytest.mark.parametrize(
    ("rules", "code", "said"),
    [
        ("rebuy 1000 when at or below 1000 until level 9", "E803", "the match has no level 9 after its first"),
        ("rebuy 1000 when at or below 1000 until level 1", "E803", "the match has no level 1 after its first"),
        ("add-on 500 at hand 1", "E803", "hand 1 is no hand after the first"),
        ("rebuy to 1000 when below 400", "E801", "a tournament match has no `rebuy` rule"),
        ("rebuy 1000 when above 1000", "E130", "expected 'below' here, not 'above'"),
        ("rebuy 1000 when at and below 1000", "E130", "expected 'or' here, not 'and'"),
        ("add-on 500 at round 3", "E130", "expected 'level' or 'hand' here, not 'round'"),
        ("rebuy 1000 when below 1000  prize pool 2x 100%", "E808", "a prize pool drawn at random is not bought into"),
    ],
)
def test_a_rebuy_that_cannot_be_is_refused(tmp_path, rules, code, said):
    out = CliRunner().invoke(cli, ["check", written(tmp_path, rules)])
    assert out.exit_code == 1 and f"error[{code}]: {said}" in out.output, out.output


def test_a_cash_game_buys_no_stack_and_has_no_add_on(tmp_path):
    path = tmp_path / "cash.poker"
    path.write_text('game "Cash"\nextends holdem\nmatch cash { stack 100  add-on 100 at level 2 }\n')
    out = CliRunner().invoke(cli, ["check", str(path)])
    assert out.exit_code == 1 and "error[E801]: a cash match has no `add-on` rule" in out.output, out.output
