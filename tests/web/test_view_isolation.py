"""What one agent writes into its view reaches nobody: not the game, not another seat's
view, not its own next view. Log lines are shared between views (built once per event),
so they are read-only; everything else in a view is the view's own."""

from __future__ import annotations

import copy
import json
import pickle

import attrs
import pytest

from pokerlang.compiler import load_game
from pokerlang.engine import TableStakes, new_hand
from pokerlang.engine.view import json_value


def vandalise(value) -> int:
    """Write into every list, dict and attrs value reachable from ``value`` that lets
    itself be written; how many writes were taken."""
    taken = 0
    if isinstance(value, dict):
        for v in list(value.values()):
            taken += vandalise(v)
        for write in (lambda: value.__setitem__("planted", "As"), lambda: value.update(planted=1)):
            try:
                write()
                taken += 1
            except TypeError:
                pass
        for key in list(value):
            try:
                value[key] = "planted"
                taken += 1
            except TypeError:
                pass
    elif isinstance(value, list):
        for v in list(value):
            taken += vandalise(v)
        for write in (lambda: value.append("As"), lambda: value.insert(0, "As"), value.reverse):
            try:
                write()
                taken += 1
            except TypeError:
                pass
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            try:
                setattr(value, field.name, 999)
                taken += 1
            except (AttributeError, TypeError, attrs.exceptions.FrozenInstanceError):
                pass
    return taken


def played(variant: str, steps: int):
    game = load_game(variant)
    players = max(game.min_players, min(3, game.max_players))
    state = new_hand(game, TableStakes(ante=1, bring_in=1, players=players), seed=7)
    for _ in range(steps):
        legal = state.legal_actions()
        if state.is_over or not legal:
            break
        state.apply(legal[-1] if not hasattr(legal[-1], "min") else legal[0])
    return state


@pytest.mark.parametrize("variant", ["holdem", "seven-card-stud", "kuhn", "open-face-chinese", "swingo"])
def test_an_agent_writing_into_its_view_changes_nothing_another_sees(variant):
    state = played(variant, 4)
    seat = state.to_act if state.to_act is not None else 0
    before = [json.dumps(state.view(s).to_json(), sort_keys=True) for s in range(state.players)]
    mine = state.view(seat)
    assert mine["log"], "a log to write into"
    taken = sum(vandalise(mine[key]) for key in mine)
    assert taken > 0  # the view's own lists were written: the test writes where it can
    after = [json.dumps(state.view(s).to_json(), sort_keys=True) for s in range(state.players)]
    assert after == before


def test_a_log_line_is_read_only_and_its_copy_is_not():
    state = played("holdem", 3)
    line = next(x for x in state.view(0)["log"] if "cards" in x)
    for write in (
        lambda: line.__setitem__("kind", "fold"),
        lambda: line.pop("kind"),
        lambda: line.update(kind="fold"),
        lambda: line.setdefault("new", 1),
        lambda: line.clear(),
        lambda: line["cards"].append("As"),
        lambda: line["cards"].__setitem__(0, "As"),
    ):
        with pytest.raises(TypeError, match="cannot be changed"):
            write()
    mine = dict(line)
    mine["kind"] = "fold"  # a copy is the agent's own
    assert line["kind"] != "fold"
    assert json_value(line) == json_value(dict(line))  # still a dict to every reader
    assert copy.deepcopy(line) == line and pickle.loads(pickle.dumps(line)) == line


def test_the_stakes_in_a_view_are_frozen():
    view = played("holdem", 1).view(0)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        view["stakes"].big_blind = 1000  # type: ignore[misc]
