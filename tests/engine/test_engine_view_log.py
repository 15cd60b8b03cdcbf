"""The engine's shortcuts must not change what it says.

* A seat's view keeps its log lines as the hand goes instead of rebuilding them; every
  view must still read exactly as one built from the whole log, hidden cards and
  secret declarations included, and a hand must build each line once, not once per view.
* ``legal_actions()`` is worked out once per decision; the list handed out is the
  caller's own.
* The showdown describes a hand from its value alone; the words must be those of the
  hand's cards, for every ranking of the standard library.
"""

from __future__ import annotations

import random

import attrs
import pytest
from helpers.written_games import DRAW_EXPOSE, HILO, compile_games

from pokerlang.compiler import load_game
from pokerlang.compiler.stdlib import stdlib_rankings
from pokerlang.engine import Bet, BetRange, Call, Check, Declare, Raise, RaiseRange, TableStakes, new_hand
from pokerlang.engine import view as view_module
from pokerlang.hands import compile_ranking, evaluate


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    written = compile_games(tmp_path_factory.mktemp("games"), hilo=HILO, draw=DRAW_EXPOSE)
    return {"holdem": load_game("holdem"), **written}


def line_from_scratch(event, viewer: int) -> dict:
    """The rule for one log line: every field that is set; cards (and a declared
    option) only for the seats the event was shown to; a secret declaration (or a hand
    shown to its owner alone) marked ``secret`` for the seat that made it."""
    line = {
        k: v
        for k, v in attrs.asdict(event, recurse=False).items()
        if v is not None and k != "to" and not (k == "all_in" and not v)
    }
    if event.to is not None and viewer not in event.to:
        line.pop("cards", None)
        line.pop("option", None)
        line["hidden"] = True
    elif event.to is not None and event.kind in ("declare", "show"):
        line["secret"] = True
    if "cards" in line:
        line["cards"] = list(line["cards"])
    return line


def declared_from_scratch(state, viewer: int, seat: int):
    for event in reversed(state.log):
        if event.kind == "declare" and event.seat == seat and (event.to is None or viewer in event.to):
            return event.option
    return None


def check_views(state) -> None:
    for viewer in range(state.players):
        view = state.view(viewer)
        assert view["log"] == [line_from_scratch(e, viewer) for e in state.log]
        assert [s["declared"] for s in view["seats"]] == [
            declared_from_scratch(state, viewer, s) for s in range(state.players)
        ]


@pytest.mark.parametrize("name", ["holdem", "hilo", "draw"])
def test_every_view_reads_as_one_built_from_the_whole_log(games, name):
    for seed in range(12):
        rng = random.Random(seed)
        state = new_hand(games[name], TableStakes(players=3 + seed % 3), seed=seed, button=seed % 3)
        while not state.is_over:
            check_views(state)
            state.apply(rng.choice(state.legal_actions()).sample(rng))
        check_views(state)


def test_a_secret_declaration_stays_out_of_the_other_views_until_the_reveal(games):
    state = new_hand(games["hilo"], TableStakes(players=3), seed=5, button=0)
    while state.street != "declare":
        state.apply(Call() if any(isinstance(o, Call) for o in state.legal_actions()) else Check())
    for seat in range(3):
        state.view(seat)  # every seat's lines are kept before the declaring
    declarer = state.to_act
    state.apply(Declare("low"))
    other = (declarer + 1) % 3
    assert state.view(declarer)["seats"][declarer]["declared"] == "low"
    assert state.view(other)["seats"][declarer]["declared"] is None
    assert state.view(other)["log"][-1]["hidden"] is True
    assert "option" not in state.view(other)["log"][-1]
    check_views(state)


def test_a_copy_and_its_original_keep_their_own_logs(games):
    state = new_hand(games["holdem"], TableStakes(players=3), seed=3)
    state.view(0)
    ahead = state.copy()
    ahead.apply(ahead.legal_actions()[0].sample(random.Random(0)))
    assert len(ahead.view(0)["log"]) == len(state.view(0)["log"]) + 1
    check_views(state)
    check_views(ahead)


def test_a_hand_builds_each_log_line_once_however_often_it_is_viewed(games, monkeypatch):
    built = []
    original = view_module._line
    monkeypatch.setattr(view_module, "_line", lambda event, viewer: built.append(event) or original(event, viewer))
    # Raise, raise, call: a long hand, viewed by every seat at every decision.
    state = new_hand(games["holdem"], TableStakes(players=3, stacks=2000), seed=1)
    while not state.is_over:
        for seat in range(3):
            state.view(seat)
        options = state.legal_actions()
        last = options[-1]
        if isinstance(last, BetRange) and len(state.log) < 60:
            state.apply(Bet(last.min))
        elif isinstance(last, RaiseRange) and len(state.log) < 60:
            state.apply(Raise(last.min))
        else:
            state.apply(options[1])  # check or call
    assert len(state.log) > 60
    hidden = sum(1 for e in state.log if e.to is not None)
    assert len(built) <= len(state.log) + hidden  # once for those who see it, once for the others


def test_the_options_handed_out_are_the_callers_own(games):
    state = new_hand(games["holdem"], TableStakes(players=3), seed=2)
    options = state.legal_actions()
    kept = list(options)
    options.clear()
    assert state.legal_actions() == kept
    state.apply(Call())
    assert state.to_act == 1 and state.legal_actions() != []


def test_the_words_for_a_value_are_the_words_for_its_cards():
    rng = random.Random(7)
    for spec in stdlib_rankings().values():
        evaluator = compile_ranking(spec)
        deck = [i for i in range(52) if "23456789TJQKA"[i >> 2] in spec.ranks]
        for _ in range(400):
            hand = rng.sample(deck, rng.randint(max(1, spec.min_cards), min(7, len(deck))))
            value = evaluate(spec, hand)
            assert evaluator.describe(value.value) == value.describe(), (spec.name, hand)
