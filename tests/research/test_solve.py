"""`pokerlang solve`: CFR+ over a small game's whole tree, and the policy it writes.

The yardsticks are the research games' known values: Kuhn poker's first player loses
1/18 of a chip a hand at equilibrium (Kuhn 1950), and the uniform policy of Kuhn poker
is exploitable by 11/24 (OpenSpiel's figure). Where OpenSpiel is installed, its native
CFR+ on its own Kuhn and Leduc is the reference, iteration for iteration.
"""

import json
import random

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy")

from pokerlang.cli import cli  # noqa: E402
from pokerlang.codec.actions import Bet, Check, Fold  # noqa: E402
from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine import new_hand  # noqa: E402
from pokerlang.research import cfr  # noqa: E402
from pokerlang.research.flat_tree import TooBig, walk  # noqa: E402
from pokerlang.research.infostate import info_key  # noqa: E402
from pokerlang.research.policy import PolicyAgent  # noqa: E402
from pokerlang.research.solve import solve  # noqa: E402
from pokerlang.research.table import seat  # noqa: E402
from pokerlang.runner.agents import make_agents  # noqa: E402
from pokerlang.runner.stakes import table_stakes  # noqa: E402

THREE_KUHN = "tests/written/kuhn-three.poker"


def tree_of(variant, players=2, limit=300_000):
    game, stakes, button = seat(variant, players)
    return walk(game, stakes, button, players, limit=limit)


@pytest.fixture(scope="module")
def kuhn():
    return tree_of("kuhn")


@pytest.fixture(scope="module")
def leduc():
    return tree_of("leduc")


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def uniform(tree):
    return 1.0 / tree.width[tree.of_slot]


# ---- the tree --------------------------------------------------------------------------
def test_the_trees_of_kuhn_and_leduc_have_their_known_information_sets(kuhn, leduc):
    # Kuhn: 3 cards x 2 histories a seat (first to act: 1; second: 2; first again: 1) = 12.
    # Leduc: 936, as OpenSpiel's leduc_poker.
    assert (kuhn.infosets, leduc.infosets) == (12, 936)
    assert kuhn.nodes == 58  # two chance levels (1 + 3), then for each of the 6 deals 4 decisions and 5 ends
    assert np.allclose(kuhn.payoff.sum(axis=1), 0)


def test_the_uniform_policies_are_exploitable_by_openspiels_figures(kuhn, leduc):
    assert cfr.exploitability(kuhn, uniform(kuhn)) == pytest.approx(11 / 24, abs=1e-12)
    assert cfr.nash_conv(leduc, uniform(leduc)) == pytest.approx(4.747222222, abs=1e-9)


# ---- CFR+ ------------------------------------------------------------------------------
def test_kuhn_solves_to_the_value_of_minus_one_eighteenth():
    game, stakes, _ = seat("kuhn")
    solved = solve(game, stakes, 2, 1000)
    assert solved.exploitability <= 0.001
    assert solved.values[0] == pytest.approx(-1 / 18, abs=1e-3)
    assert solved.values[1] == pytest.approx(1 / 18, abs=1e-3)


def test_exploitability_falls_as_cfr_plus_runs(leduc):
    solver = cfr.Solver(leduc)
    seen = []
    for i in range(1, 301):
        solver.step()
        if i in (10, 50, 100, 300):
            seen.append(cfr.exploitability(leduc, solver.average()))
    assert seen == sorted(seen, reverse=True)
    assert seen[-1] <= 0.01  # Leduc's target: 300 iterations are well within a minute


def test_three_player_kuhn_solves():
    game, stakes, _ = seat(THREE_KUHN, 3)
    solved = solve(game, stakes, 3, 400)
    assert solved.exploitability is None  # for three players: NashConv
    assert 0 <= solved.nash_conv < 0.005
    assert sum(solved.values) == pytest.approx(0, abs=1e-12)


def test_the_average_policy_is_a_distribution_at_every_information_set(kuhn):
    solver = cfr.Solver(kuhn)
    for _ in range(20):
        solver.step()
    sums = np.add.reduceat(solver.average(), kuhn.start)
    assert np.allclose(sums, 1) and (solver.average() >= 0).all()


@settings(max_examples=30, deadline=None)
@given(st.lists(st.floats(0.0, 1.0), min_size=24, max_size=24))
def test_no_policy_is_beaten_by_less_than_nothing(weights):
    tree = tree_of("kuhn")
    policy = cfr._normalised(tree, np.array(weights))
    values = cfr.policy_values(tree, policy)
    for p in range(2):  # a best response does at least as well as playing the policy itself
        assert cfr.best_response_value(tree, policy, p) >= values[p] - 1e-12


# ---- against OpenSpiel's own games -------------------------------------------------------
@pytest.mark.parametrize(
    "variant,native,players",
    [("kuhn", "kuhn_poker", 2), (THREE_KUHN, "kuhn_poker(players=3)", 3), ("leduc", "leduc_poker", 2)],
)
def test_cfr_plus_is_openspiels_iteration_for_iteration(variant, native, players, request):
    pyspiel = pytest.importorskip("pyspiel")
    tree = request.getfixturevalue(variant) if variant in ("kuhn", "leduc") else tree_of(variant, players)
    mine, theirs = cfr.Solver(tree), pyspiel.CFRPlusSolver(pyspiel.load_game(native))
    for _ in range(30):
        mine.step()
        theirs.evaluate_and_update_policy()
    expected = pyspiel.exploitability(pyspiel.load_game(native), theirs.average_policy())
    assert cfr.exploitability(tree, mine.average()) == pytest.approx(expected, abs=1e-9)


def test_the_keys_are_the_openspiel_adapters_information_states(kuhn):
    pyspiel = pytest.importorskip("pyspiel")
    import pokerlang.openspiel  # noqa: F401  (registers the game)
    from open_spiel.python.algorithms.get_all_states import get_all_states

    game = pyspiel.load_game("pokerlang", {"variant": "kuhn"})
    states = get_all_states(game, include_terminals=False, include_chance_states=False)
    assert set(kuhn.keys) == {s.information_state_string() for s in states.values()}


def test_openspiel_solves_the_pokerlang_leduc_as_a_tree_game_as_its_own_leduc(leduc):
    pyspiel = pytest.importorskip("pyspiel")
    from pokerlang.research.efg import efg_text

    # What pokerlang.openspiel.tree_game({"variant": "leduc"}) loads, from the tree walked once here.
    ours, native = pyspiel.load_efg_game(efg_text(leduc, "Leduc hold'em")), pyspiel.load_game("leduc_poker")
    solvers = [pyspiel.CFRPlusSolver(ours), pyspiel.CFRPlusSolver(native)]
    for _ in range(40):
        for solver in solvers:
            solver.evaluate_and_update_policy()
    mine, theirs = (pyspiel.exploitability(g, s.average_policy()) for g, s in zip((ours, native), solvers))
    assert mine == pytest.approx(theirs, abs=1e-12)
    state = ours.new_initial_state()
    for card in ("Ks", "Qh"):  # the king to seat 0, a queen to seat 1
        state.apply_action(next(a for a in state.legal_actions() if state.action_to_string(a) == card))
    assert state.information_state_string(0).endswith("p0 ante s0 1 / ante s1 1 / deal s0 Ks / deal s1 1 cards")
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["check/call", "bet/raise"]


def test_a_tree_game_takes_the_adapters_parameters_and_refuses_a_tree_too_big():
    pyspiel = pytest.importorskip("pyspiel")
    from pokerlang.openspiel import tree_game

    kuhn = tree_game({"variant": "kuhn"})
    assert kuhn.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert pyspiel.exploitability(kuhn, pyspiel.UniformRandomPolicy(kuhn)) == pytest.approx(11 / 24, abs=1e-12)
    with pytest.raises(ValueError, match="unknown parameter 'colour'"):
        tree_game({"variant": "kuhn", "colour": 1})
    with pytest.raises(TooBig, match="Texas hold'em: the game tree has more than 1,000 nodes"):
        tree_game({"variant": "holdem"}, max_nodes=1000)


# ---- too big ----------------------------------------------------------------------------
def test_a_tree_past_the_limit_is_refused():
    with pytest.raises(TooBig, match="more than 50 nodes"):
        tree_of("kuhn", limit=50)


def test_a_walk_past_its_time_is_refused_too():
    game, stakes, button = seat("leduc")
    with pytest.raises(TooBig, match="still growing after 1,024 nodes and 0 seconds of walking"):
        walk(game, stakes, button, 2, seconds=0.0)


def test_solve_refuses_holdem_with_a_diagnostic_not_a_traceback():
    result = invoke("solve", "holdem", "--max-nodes", "2000")
    assert result.exit_code == 2
    assert "walking the game tree (refused past 2,000 nodes" in result.output  # said before the walk
    assert "pokerlang solve: error: Texas hold'em: the game tree has more than 2,000 nodes" in result.output
    assert "MCCFR" in result.output and "Traceback" not in result.output


@pytest.mark.parametrize(
    "args,message",
    [
        (("--out", "missing-folder/kuhn.json"), "its folder does not exist"),
        (("--out", "."), "a folder"),
        (("--out", "kuhn.poker"), "not a .poker file"),
        (("--sizes", "most"), "bet size 'most'"),
        (("--players", "3"), "Kuhn poker seats 2 players, not 3"),
    ],
)
def test_solve_says_what_is_wrong_with_its_options_before_solving(args, message, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = invoke("solve", "kuhn", *args)
    assert result.exit_code == 2 and message in result.output and "CFR+ iterations" not in result.output


# ---- the policy file and the agent ---------------------------------------------------------
@pytest.fixture(scope="module")
def kuhn_policy(tmp_path_factory):
    path = tmp_path_factory.mktemp("policy") / "kuhn.json"
    result = invoke("solve", "kuhn", "--iterations", "500", "--out", str(path))
    assert result.exit_code == 0, result.output
    assert "exploitability 0.000" in result.output and "seat 1 -0.0555" in result.output
    return path


def test_the_policy_file_round_trips(kuhn_policy):
    game, stakes, _ = seat("kuhn")
    solved = solve(game, stakes, 2, 500)
    agent = PolicyAgent(str(kuhn_policy), load_game("kuhn"), 2)
    assert agent.table == solved.table()  # every probability, to the last bit
    doc = json.loads(kuhn_policy.read_text())
    assert doc["title"] == "Kuhn poker" and doc["players"] == 2 and doc["solved"]["iterations"] == 500


def test_the_agent_plays_the_file_from_any_seat_the_button_puts_first(tmp_path):
    # A policy that always bets the king when first to act: seat 1 acts first with the
    # button on seat 0, and finds the file's entry for the first seat to the button's left.
    game = load_game("kuhn")
    hand = new_hand(game, table_stakes(game, 2), seed=0, deck=["Ks", "Qs", "Js"], button=0)  # Ks to seat 1
    assert hand.to_act == 1
    key = info_key(hand.view(1))
    assert key.startswith("p0 ") and "deal s0 Ks" in key
    path = tmp_path / "bet.json"
    doc = json.loads(invoke_policy_doc())
    doc["policy"] = {key: {"check/call": 0.0, "bet/raise": 1.0}}
    path.write_text(json.dumps(doc))
    agent = PolicyAgent(str(path), game, 2)
    rng = random.Random(1)
    assert all(agent.act(hand.view(1), hand.legal_actions(), rng) == Bet(1) for _ in range(20))
    assert agent.missed == 0


def invoke_policy_doc():
    game, stakes, _ = seat("kuhn")
    return json.dumps(solve(game, stakes, 2, 1).document(game, "kuhn", stakes))


def test_a_state_missing_from_the_file_is_played_uniformly_and_never_folds_for_free(tmp_path):
    game = load_game("kuhn")
    doc = json.loads(invoke_policy_doc())
    doc["policy"] = {}
    path = tmp_path / "empty.json"
    path.write_text(json.dumps(doc))
    agent = PolicyAgent(str(path), game, 2)
    hand = new_hand(game, table_stakes(game, 2), seed=0, deck=["Qs", "Ks", "Js"], button=1)
    rng = random.Random(7)
    chosen = [agent.act(hand.view(0), hand.legal_actions(), rng) for _ in range(400)]
    assert agent.missed == 400
    assert Fold() not in chosen
    assert 150 < chosen.count(Check()) < 250 and 150 < chosen.count(Bet(1)) < 250


def test_run_plays_a_policy_file_against_mc(kuhn_policy):
    agents = f"policy:{kuhn_policy},mc"
    result = invoke("run", "kuhn", "--agents", agents, "--hands", "30", "--think", "4", "--seed", "3")
    assert result.exit_code == 0, result.output
    assert "policy" in result.output and "mc" in result.output


def test_run_says_when_a_policy_meets_decisions_its_file_does_not_hold(kuhn_policy):
    run = ("run", "kuhn", "--agents", f"policy:{kuhn_policy},call", "--hands", "20", "--seed", "1")
    at_its_stakes = invoke(*run)
    assert at_its_stakes.exit_code == 0 and "does not hold" not in at_its_stakes.output
    other = invoke(*run, "--ante", "2")
    assert other.exit_code == 0
    assert "note: policy met 20 decisions its file does not hold and played them uniformly" in other.output


def test_the_agents_are_made_by_name_for_stats_and_play_too(kuhn_policy):
    agents = make_agents(f"policy:{kuhn_policy},call", 2, game=load_game("kuhn"))
    assert [a.name for a in agents] == ["policy", "call"]
    bots = make_agents(f"policy:{kuhn_policy}", 1, game=load_game("kuhn"), seats=2)  # play: one seat is a person
    assert [a.name for a in bots] == ["policy"]


@pytest.mark.parametrize(
    "setup,message",
    [
        (lambda p: p, "was solved for Kuhn poker, not Leduc hold'em"),
        (lambda p: p.with_name("missing.json"), "No such file"),
        (lambda p: _write(p.with_name("bad.json"), "{not json"), "not JSON"),
        (lambda p: _write(p.with_name("other.json"), "[1, 2]"), "not a pokerlang policy"),
    ],
)
def test_a_policy_that_cannot_play_this_game_is_a_usage_error(kuhn_policy, setup, message):
    path = setup(kuhn_policy)
    result = invoke("run", "leduc", "--agents", f"policy:{path}", "--hands", "1")
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def _write(path, text):
    path.write_text(text)
    return path


def test_a_policy_for_two_seats_refuses_a_table_of_three(kuhn_policy):
    with pytest.raises(ValueError, match="solved for 2 players, and this table seats 3"):
        make_agents(f"policy:{kuhn_policy}", 2, game=load_game("kuhn"), seats=3)


# ---- serve ------------------------------------------------------------------------------
def test_serve_seats_a_policy_bot_at_a_table_of_its_game(kuhn_policy, tmp_path):
    web = pytest.importorskip("helpers.web")
    with web.client_for(str(tmp_path / "tables.db"), policies=(str(kuhn_policy),)) as client:
        table = web.open_table(client, variant="kuhn", kinds=("person", "policy"))
        seat = web.token(table["seats"][0]["link"])
        playing = client.app.app.state.tables.open[table["id"]]  # the Guard's app: the server's tables
        assert isinstance(playing.agents[1], PolicyAgent) and playing.agents[0] is None
        with client.websocket_connect(f"/ws/{table['id']}?seat={seat}") as ws:
            while (frame := web.my_turn(ws))["hand_index"] < 3:  # the bot answers every decision
                web.act(ws, web.passive(frame["view"]["legal"]))
        assert playing.agents[1].missed == 0  # each of its decisions found in the file
        # A game the server has no policy of: the bot is refused, with the way to get one.
        refused = client.post("/api/tables", json={"variant": "leduc", "seats": [{"kind": "policy"}] * 2})
        assert refused.status_code == 400
        assert "no policy file of Leduc hold'em on this server" in refused.text and "--policy FILE" in refused.text


def test_serve_refuses_a_policy_file_it_cannot_read(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    result = invoke("serve", "--policy", str(bad), "--db", str(tmp_path / "t.db"))
    assert result.exit_code == 2 and "--policy: policy file" in result.output and "not JSON" in result.output
