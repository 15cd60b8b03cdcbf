"""docs/api.md is run as it stands: every example on the page must give what it shows."""

import doctest

import pytest
from helpers.paths import ROOT

DOC = ROOT / "docs" / "api.md"


def test_every_example_in_the_api_page_runs():
    pytest.importorskip("pettingzoo")
    failed, tried = doctest.testfile(str(DOC), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert tried > 20 and failed == 0


def test_importing_pokerlang_loads_only_what_is_used():
    import importlib
    import sys

    pokerlang = importlib.import_module("pokerlang")
    assert {"load", "loads", "hands", "new_hand"} <= set(pokerlang.__all__)
    with pytest.raises(AttributeError):
        pokerlang.nothing_of_the_kind  # noqa: B018
    assert "pokerlang.api" in sys.modules or pokerlang.load is not None


def test_history_round_trip_through_the_api():
    """A hand played through the API, written by ``state.history()`` and replayed, ends the same."""
    import random

    import pokerlang
    from pokerlang.runner.replay import replay_hand

    for name in ("holdem", "seven-card-stud", "swingo", "anaconda", "baseball"):
        variant = pokerlang.load(name)
        rng = random.Random(name)
        state = variant.new_hand(players=3, seed=11)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()).sample(rng))
        again = replay_hand(variant.game, state.history())
        assert again.result() == state.result(), name


def test_a_chosen_dealer_is_recorded_as_the_deck():
    import pokerlang
    from pokerlang.engine import Call, Check, Chosen
    from pokerlang.runner.replay import replay_hand

    holdem = pokerlang.load("holdem")
    cards = "As Kd Qh Jc 2c 7d 8h 9s Ts 3c 4d 5h".split()
    state = holdem.new_hand(dealer=Chosen(cards))
    for action in (Call(), Check(), Check(), Check(), Check(), Check(), Check(), Check()):
        state.apply(action)
    assert state.history()["deck"][:12] == cards
    assert replay_hand(holdem.game, state.history()).result() == state.result()
