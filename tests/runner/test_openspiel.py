"""pokerlang as an OpenSpiel game: explicit chance, integer actions, information states.

The two research games OpenSpiel itself ships are the yardsticks: Kuhn poker's value
(-1/18 for the first player, Kuhn 1950) and Leduc hold'em's tree (Southey et al. 2005),
which the adapter must reproduce from the variant files alone.
"""

import pickle
import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import pokerlang.openspiel  # noqa: E402,F401  (registers the game "pokerlang")
from open_spiel.python.algorithms.get_all_states import get_all_states  # noqa: E402
from pokerlang.compiler import load_game  # noqa: E402
from pokerlang.engine.prepare import plays_house  # noqa: E402
from pokerlang.resources import shipped_variants  # noqa: E402

KUHN = {"variant": "kuhn"}  # the file's stakes: ante 1, bet 1
LEDUC = {"variant": "leduc"}  # ante 1, bets of 2 and 4
# Played against the house: not zero-sum, so refused.
HOUSE_GAMES = [p.stem for p in shipped_variants() if plays_house(load_game(p.stem))]


def _information_states(game):
    states = get_all_states(game, include_terminals=False, include_chance_states=False)
    return {s.information_state_string() for s in states.values()}, len(states)


def test_kuhn_cfr_reaches_the_known_equilibrium_value():
    game = pyspiel.load_game("pokerlang", KUHN)
    solver = pyspiel.CFRPlusSolver(game)
    for _ in range(40):
        solver.evaluate_and_update_policy()
    average = solver.average_policy()
    assert pyspiel.exploitability(game, average) < 0.01
    first, second = pyspiel.expected_returns(game.new_initial_state(), average, -1, True)
    assert first == pytest.approx(-1 / 18, abs=0.005)
    assert second == pytest.approx(1 / 18, abs=0.005)


def test_leduc_has_openspiels_information_states_and_random_value():
    ours, theirs = pyspiel.load_game("pokerlang", LEDUC), pyspiel.load_game("leduc_poker")
    our_infos, our_states = _information_states(ours)
    their_infos, their_states = _information_states(theirs)
    assert (len(our_infos), our_states) == (len(their_infos), their_states) == (936, 3780)
    uniform = [
        pyspiel.expected_returns(g.new_initial_state(), pyspiel.UniformRandomPolicy(g), -1, True)
        for g in (ours, theirs)
    ]
    assert uniform[0] == pytest.approx(uniform[1], abs=1e-9)


def test_chance_nodes_deal_one_card_each_uniformly_from_the_cards_left():
    game = pyspiel.load_game("pokerlang", KUHN)
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(0, 1 / 3), (1, 1 / 3), (2, 1 / 3)]
    state.apply_action(2)  # the king to the first seat dealt
    assert [a for a, _ in state.chance_outcomes()] == [0, 1]
    state.apply_action(0)
    assert state.current_player() == 0
    assert "Ks" in state.information_state_string(0) and "Ks" not in state.information_state_string(1)
    assert "Js" in state.information_state_string(1) and "Js" not in state.information_state_string(0)


def test_fold_is_not_offered_when_checking_is_free():
    state = pyspiel.load_game("pokerlang", KUHN).new_initial_state()
    state.apply_action(0)
    state.apply_action(1)
    assert state.legal_actions() == [1, 2]  # check, bet
    state.apply_action(2)
    assert state.legal_actions() == [0, 1]  # facing the bet: fold or call


def test_no_limit_bets_come_from_the_size_abstraction():
    game = pyspiel.load_game("pokerlang", {"variant": "holdem", "players": 2, "sizes": "min,pot,all"})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    names = [state.action_to_string(a) for a in state.legal_actions()]
    assert names == ["fold", "check/call", "bet/raise min", "bet/raise pot", "bet/raise all"]


@pytest.mark.parametrize("variant", [p.stem for p in shipped_variants()])
def test_every_variant_passes_openspiels_game_checks_serialized(variant):
    if variant in HOUSE_GAMES:  # not zero-sum: refused (``test_a_game_against_the_house_is_refused``)
        return
    game = pyspiel.load_game("pokerlang", {"variant": variant})
    # serialize=True: each state is written out and read back (through the game's string).
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("variant", [p.stem for p in shipped_variants()])
def test_every_game_string_loads_the_same_game_again(variant):
    if variant in HOUSE_GAMES:
        return
    game = pyspiel.load_game("pokerlang", {"variant": variant})
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game)
    assert again.num_distinct_actions() == game.num_distinct_actions()


def test_games_and_states_pickle():
    game = pyspiel.load_game("pokerlang", {"variant": "holdem", "players": 3, "sizes": "min pot all"})
    state = game.new_initial_state()
    for _ in range(6):  # the hole cards
        state.apply_action(state.chance_outcomes()[0][0])
    state.apply_action(state.legal_actions()[-1])  # all in
    again = pickle.loads(pickle.dumps(state))
    assert again.history() == state.history() and str(again) == str(state)
    assert again.legal_actions() == state.legal_actions()
    assert str(pickle.loads(pickle.dumps(game))) == str(game)


def test_sizes_take_commas_too_but_the_game_string_has_spaces():
    game = pyspiel.load_game("pokerlang", {"variant": "holdem", "players": 2, "sizes": "min,pot"})
    assert "sizes=min pot," in str(game)
    assert pyspiel.load_game(str(game)).num_distinct_actions() == game.num_distinct_actions()


def test_players_outside_the_games_range_are_refused_at_load():
    with pytest.raises(Exception, match="Kuhn poker seats 2 players, not 3"):
        pyspiel.load_game("pokerlang", {"variant": "kuhn", "players": 3})
    with pytest.raises(Exception, match="seats 2 to 10 players, not 11"):
        pyspiel.load_game("pokerlang", {"variant": "holdem", "players": 11})


def test_an_unknown_parameter_is_refused_by_name():
    with pytest.raises(Exception, match="Unknown parameter 'blinds'"):
        pyspiel.load_game("pokerlang", {"variant": "holdem", "blinds": 2})


def test_an_unknown_parameter_is_refused_when_the_game_is_made_directly():
    from pokerlang.openspiel import PokerlangGame

    with pytest.raises(ValueError, match="unknown parameter 'blinds': the parameters are variant, players"):
        PokerlangGame({"variant": "holdem", "blinds": 2})


def test_a_button_off_the_table_is_refused():
    with pytest.raises(Exception, match="button 2: a seat from 0 to 1, or -1 for the last"):
        pyspiel.load_game("pokerlang", {"variant": "kuhn", "button": 2})


def test_an_empty_size_list_is_refused():
    with pytest.raises(Exception, match="no bet size given"):
        pyspiel.load_game("pokerlang", {"variant": "holdem", "sizes": ""})


@pytest.mark.parametrize("variant", HOUSE_GAMES)
def test_a_game_against_the_house_is_refused_as_not_zero_sum(variant):
    with pytest.raises(Exception, match="against the house: the players' returns do not sum to zero"):
        pyspiel.load_game("pokerlang", {"variant": variant})


def test_the_variant_is_always_named_by_the_caller():
    with pytest.raises(Exception, match="name the variant"):
        pyspiel.load_game("pokerlang")


@pytest.mark.parametrize("variant", ["kuhn", "leduc"])
@pytest.mark.parametrize("kind", ["observation_tensor", "information_state_tensor", "observation_string"])
def test_every_information_state_is_a_distinct_observation(variant, kind):
    """Enumerating the whole tree: two decisions the seat to act tells apart (different
    information states) never look the same, and two it cannot tell apart always do."""
    game = pyspiel.load_game("pokerlang", {"variant": variant})
    by_info: dict[str, tuple] = {}
    by_observation: dict[tuple, str] = {}
    for state in get_all_states(game, include_terminals=False, include_chance_states=False).values():
        seat = state.current_player()
        info, seen = state.information_state_string(seat), getattr(state, kind)(seat)
        seen = tuple(seen) if not isinstance(seen, str) else seen
        assert by_info.setdefault(info, seen) == seen, info
        assert by_observation.setdefault(seen, info) == info, (info, by_observation[seen])
    assert len(by_info) == (12 if variant == "kuhn" else 936)


def test_kuhns_tensors_and_actions_are_sized_to_kuhn():
    game = pyspiel.load_game("pokerlang", KUHN)
    assert game.num_distinct_actions() == 3  # fold, check/call, bet
    assert game.max_chance_outcomes() == 3
    assert game.observation_tensor_size() <= 64 and game.information_state_tensor_size() <= 64
    state = game.new_initial_state()
    for action in (2, 0, 1, 2):  # the king and the jack dealt; check; bet
        state.apply_action(action)
    names = {name: list(values) for name, values in _pieces(game, state, 0).items()}
    assert names["player"] == [1, 0] and names["button"] == [0, 1]
    assert names["private_cards"] == [0, 0, 1]  # the king: the third card of the deck
    assert names["history"][0] == [0, 1, 0, 0] and names["history"][1] == [0, 0, 1, 0]  # check, bet


def _pieces(game, state, seat):
    from pokerlang.openspiel import Observer

    observer = Observer(game, pyspiel.IIGObservationType(perfect_recall=False), None)
    observer.set_from(state, seat)
    return {
        name: [v.tolist() for v in view] if view.ndim > 1 else view.tolist() for name, view in observer.dict.items()
    }


@pytest.mark.parametrize("variant", ["leduc", "badugi", "seven-card-stud"])
def test_the_public_observation_is_the_same_for_every_seat(variant):
    """OpenSpiel's public-state view holds only what every seat sees: at every decision of
    a few random hands, seat by seat, the same vector and the same words but the seat's own number."""
    import random

    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("pokerlang", {"variant": variant})
    public = make_observation(
        game, pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    rng = random.Random(variant)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            seen = []
            for seat in range(game.num_players()):
                public.set_from(state, seat)
                seen.append((public.tensor[game.num_players() :].tolist(), public.string_from(state, seat)[2:]))
            assert all(s == seen[0] for s in seen)
            state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(("variant", "players"), [("holdem", 2), ("leduc", 2), ("celestial", 9), ("swingo", 2)])
def test_the_outcomes_kept_from_card_to_card_are_the_engines(variant, players):
    """Within a step the adapter keeps the cards that may come from one card to the next
    (``_coming``): at every chance node they are the engine's own, listed anew, with the
    same probabilities, in the order of their places (Leduc's deck is not laid out by
    index; nine at celestial draw past the stock, the muck reshuffled); a clone keeps them."""
    game = pyspiel.load_game("pokerlang", {"variant": variant, "players": players})
    rng = random.Random(7)
    nodes = 0
    for _ in range(40):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                cards = state.node.hand.chance_cards()
                places = sorted(game.place[c] for c in cards)
                assert state.chance_outcomes() == [(p, 1.0 / len(places)) for p in places]
                assert state.clone().chance_outcomes() == state.chance_outcomes()
                nodes += 1
                state.apply_action(rng.choice(state.legal_actions()))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    assert nodes > 40 * 2


def test_a_clone_copies_only_what_changes():
    """OpenSpiel clones a Python state by deep-copying each attribute: the game's coder,
    deck and the legal ids are shared, the hand is shared until one of the two moves on,
    and each then goes its own way."""
    game = pyspiel.load_game("pokerlang", {"variant": "holdem", "players": 2, "sizes": "min pot all"})
    state = game.new_initial_state()
    for _ in range(4):  # the hole cards
        state.apply_action(state.chance_outcomes()[0][0])
    legal = state.legal_actions()
    twin = state.clone()
    assert twin.coder is state.coder and twin.deck is state.deck and twin.pairs is state.pairs
    assert twin._legal is state._legal  # the legal ids of this decision, worked out once
    assert twin.node.state is state.node.state  # the hand itself: not copied by the clone
    assert twin.decisions == state.decisions and twin.decisions is not state.decisions
    twin.apply_action(legal[-1])  # all in: the twin moves on, the original stays
    assert state.legal_actions() == legal and len(state.decisions) == 0
    assert twin.history() == [*state.history(), legal[-1]]


def test_a_clone_deals_no_hand_of_its_own():
    """OpenSpiel clones by making a new state and copying the old one's attributes onto
    it: the new state's first node is dealt only when asked for, so a clone never deals
    one just to drop it. New states still start apart."""
    game = pyspiel.load_game("pokerlang", KUHN)
    state = game.new_initial_state()
    state.apply_action(0)
    twin = state.clone()
    assert twin._node is not None and twin._node.state is state._node.state
    first, second = game.new_initial_state(), game.new_initial_state()
    assert first._node is None and second._node is None  # nothing dealt yet
    first.apply_action(0)
    assert second.chance_outcomes() == [(0, 1 / 3), (1, 1 / 3), (2, 1 / 3)]


def test_every_hand_starts_from_the_games_first_node_which_never_moves():
    """A new state shares the game's first hand, dealt once, and copies it as it moves:
    hands played leave it as it was, and each new state starts from it."""
    game = pyspiel.load_game("pokerlang", {"variant": "holdem", "players": 2})
    first = game.table[0].hand
    before = (first.chance_cards(), list(first.zones.stock), first.chance_point)
    rng = random.Random(3)
    for _ in range(20):
        state = game.new_initial_state()
        assert state.node.hand is first  # shared until it moves
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        assert state.node.hand is not first
    assert (first.chance_cards(), list(first.zones.stock), first.chance_point) == before
    assert not first.zones.dealer.served and not first.zones.dealer.queue


def test_an_unknown_bet_size_is_refused_at_load():
    with pytest.raises(Exception, match="bet size 'huge': write min, half, pot, all or a fraction of the pot"):
        pyspiel.load_game("pokerlang", {"variant": "holdem", "sizes": "min huge"})


def test_the_research_bench_reports_each_adapter_beside_run():
    """bench/bench_research.py, a few hands: each adapter's rate and its ratio to ``run``'s
    in the same process. The floor is far under the target (0.5) and the machine is
    shared; it catches an adapter gone back to building a whole view at every step."""
    import importlib.util

    from helpers.paths import ROOT

    spec = importlib.util.spec_from_file_location("bench_research", ROOT / "bench" / "bench_research.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    row = bench.bench("leduc", 60, 0, 2)
    assert row["variant"] == "leduc" and row["players"] == 2
    assert row["openspiel"] > 0.1 * row["run"] and row["pettingzoo"] > 0.15 * row["run"]
    # One policy on every side: hands as long, in decisions, through ``run`` and the adapters.
    for side in ("openspiel", "pettingzoo", "observed"):
        assert 0.75 < row[f"{side}_dec"] / row["run_dec"] < 1.33, side


@pytest.mark.parametrize("variant", ["leduc", "holdem", "swingo", "five-card-draw"])
def test_legal_actions_and_chance_are_answered_as_openspiels_own_methods_answer(variant):
    """The state answers ``legal_actions`` and ``is_chance_node`` in Python, for a caller in
    Python; OpenSpiel's own methods (through C++) give the same at every node, for every
    player asked."""
    game = pyspiel.load_game("pokerlang", {"variant": variant, "players": 2})
    rng = random.Random(7)
    for _ in range(5):
        state = game.new_initial_state()
        while True:
            assert state.is_chance_node() == pyspiel.State.is_chance_node(state)
            assert state.legal_actions() == pyspiel.State.legal_actions(state)
            for player in range(game.num_players()):
                assert state.legal_actions(player) == pyspiel.State.legal_actions(state, player)
            if not state.is_terminal():
                chance = int(pyspiel.PlayerId.CHANCE)
                if state.is_chance_node():
                    assert state.legal_actions(chance) == pyspiel.State.legal_actions(state, chance)
                else:  # OpenSpiel refuses to list a chance player's actions at a decision
                    with pytest.raises(pyspiel.SpielError):
                        pyspiel.State.legal_actions(state, chance)
                    with pytest.raises(pyspiel.SpielError):
                        state.legal_actions(chance)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("sizes", ["min 0", "pot -1", "nan", "min inf"])
def test_a_fraction_of_the_pot_must_be_above_zero(sizes):
    with pytest.raises(Exception, match="a fraction of the pot above 0"):
        pyspiel.load_game("pokerlang", {"variant": "holdem", "sizes": sizes})


def test_a_bet_size_is_checked_in_a_fixed_limit_game_too():
    """Leduc bets fixed amounts and uses no size, but a typo in the sizes is still one."""
    with pytest.raises(Exception, match="bet size 'hlaf'"):
        pyspiel.load_game("pokerlang", {"variant": "leduc", "sizes": "min hlaf"})


def test_leducs_tensors_and_actions_are_sized_to_leduc():
    """Leduc's deck is six cards (two suits of jack, queen, king) and it bets fixed amounts:
    three ids, six outcomes per chance node, a piece of six per row of cards."""
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("pokerlang", LEDUC)
    assert game.num_distinct_actions() == 3 and game.max_chance_outcomes() == 6
    shapes = {name: piece.shape for name, piece in make_observation(game).dict.items()}
    assert shapes["private_cards"] == (6,) and shapes["public_cards"] == (3, 6)  # each seat's, then the board
    assert shapes["history"][1] == 4  # fold, check/call, bet/raise, and "a decision"
    assert game.observation_tensor_size() <= 128


def test_a_push_or_fold_game_passes_openspiels_game_checks():
    """``betting all-in``: each bet or raise is one size (the whole stack), so the size
    abstraction offers it once, and the game's tree passes OpenSpiel's checks."""
    from helpers.written_games import WRITTEN

    game = pyspiel.load_game("pokerlang", {"variant": str(WRITTEN / "all-in-or-fold.poker"), "players": 3})
    pyspiel.random_sim_test(game, num_sims=5, serialize=True, verbose=False)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    names = [state.action_to_string(a) for a in state.legal_actions()]
    assert names[0] == "fold" and len(names) == 2 and "check/call" not in names  # push or fold
