"""`pokerlang replay` checks everything a record asserts: a hand recorded by `run --history`
and then changed in any one thing it asserts (a stack, a net result, a pot, a winner, the
cards or hand a winner or a showdown names, a returned bet) never replays as agreed."""

from __future__ import annotations

import copy
import json

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pokerlang.cli import cli
from pokerlang.compiler import load_game
from pokerlang.runner.replay_files import replay_path
from helpers.records import places

# Several kinds of game: blinds and a board, a split pot, a bring-in, draws, a re-deal,
# wild cards, moves on a grid.
VARIANTS = (
    "holdem",
    "omaha-hi-lo",
    "seven-card-stud",
    "deuce-to-seven-triple-draw",
    "guts",
    "follow-the-queen",
    "swingo-hilo",
    "swap-poker",
)
ASSERTED = ("final_stacks", "net", "pots", "returned", "shown", "showdown")
CARDS = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def records(tmp_path_factory) -> list[dict]:
    out = []
    for name in VARIANTS:
        game = load_game(name)
        players = min(max(game.min_players, 3), game.max_players)
        path = tmp_path_factory.mktemp("runs") / f"{name}.jsonl"
        made = invoke(
            "run",
            name,
            "--hands",
            "6",
            "--seed",
            "11",
            "--players",
            str(players),
            "--agents",
            "random,call,raise",
            "--history",
            str(path),
        )
        assert made.exit_code == 0, made.output
        out += [json.loads(line) for line in path.read_text().splitlines()]
    return out


def replayed(tmp_path, record: dict) -> list:
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(record) + "\n")
    return list(replay_path(path, None, None))


def at(value, path):
    for step in path:
        value = value[step]
    return value


@st.composite
def changed(draw, value):
    """``value`` changed once, as a forger would: a number moved, a card swapped, an item
    dropped, doubled or added, a key taken away, a value of another type."""
    if isinstance(value, bool):
        return draw(st.sampled_from([not value, int(value), None]))
    if isinstance(value, int):
        return draw(
            st.one_of(
                st.integers(-3, 3).filter(bool).map(lambda d: value + d),
                st.sampled_from([str(value), float(value) + 0.5, None, -1]),
            )
        )
    if isinstance(value, str):
        return draw(st.sampled_from([c for c in CARDS if c != value] + [value + "x", "", value.upper()]))
    if value is None:
        return draw(st.sampled_from(["x", 0, [], {}]))
    if isinstance(value, list):
        choices = ["add-card", "add-number"] + (["drop", "double", "reverse"] if value else [])
        how = draw(st.sampled_from(choices))
        if how == "add-card":
            return [*value, draw(st.sampled_from(CARDS))]
        if how == "add-number":
            return [*value, 0]
        i = draw(st.integers(0, len(value) - 1))
        if how == "drop":
            return value[:i] + value[i + 1 :]
        if how == "double":
            return value[: i + 1] + value[i:]
        return value[::-1]
    if isinstance(value, dict):
        if value and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(value)))
            return {k: v for k, v in value.items() if k != key}
        return {**value, "extra": 1}
    raise AssertionError(value)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_record_changed_in_anything_it_asserts_never_agrees(records, tmp_path, data):
    record = data.draw(st.sampled_from(records))
    key = data.draw(st.sampled_from(ASSERTED))
    path = data.draw(st.sampled_from(list(places(record[key], (key,)))))
    forged = copy.deepcopy(record)
    old = at(forged, path)
    new = data.draw(changed(old))
    assume(json.dumps(new) != json.dumps(old))
    at(forged, path[:-1])[path[-1]] = new
    outcomes = replayed(tmp_path, forged)
    assert outcomes and all(o.kind in ("disagreed", "refused") for o in outcomes), (path, old, new, outcomes)


def test_every_record_agrees_untouched(records, tmp_path):
    for record in records:  # the test above is only worth something if these agree
        assert [o.kind for o in replayed(tmp_path, record)] == ["agreed"], record["variant"]


def first(records, test):
    return copy.deepcopy(next(r for r in records if test(r)))


def test_a_shown_card_never_dealt_or_named_twice_disagrees(records, tmp_path):
    record = first(records, lambda r: r["shown"])
    dealt = {c for s in record["shown"] for c in s["cards"]}
    stranger = next(c for c in CARDS if c not in dealt)
    for change in (
        [stranger, *record["shown"][0]["cards"][1:]],
        [record["shown"][0]["cards"][0]] * 2 + record["shown"][0]["cards"][2:],
    ):
        forged = copy.deepcopy(record)
        forged["shown"][0]["cards"] = change
        [outcome] = replayed(tmp_path, forged)
        assert outcome.kind in ("disagreed", "refused") and "shown" in outcome.text


def test_another_winning_hand_name_disagrees(records, tmp_path):
    record = first(records, lambda r: any(w["hand"] for p in r["pots"] for s in p["shares"] for w in s["winners"]))
    winner = next(w for p in record["pots"] for s in p["shares"] for w in s["winners"] if w["hand"])
    winner["hand"] = "royal flush"
    [outcome] = replayed(tmp_path, record)
    assert outcome.kind == "disagreed" and "pots" in outcome.text and "royal flush" in outcome.text


@pytest.mark.parametrize(
    "path, bogus",
    [
        (("betting", "limit"), "bogus"),
        (("stakes", "ante_kind"), "bogus"),
        (("actions", 0, "action"), "bogus"),
        (("format",), 3),
        (("actions", 0, "seat"), 99),
    ],
)
def test_an_unknown_value_of_a_listed_field_is_malformed(records, tmp_path, path, bogus):
    record = copy.deepcopy(records[0])
    at(record, path[:-1])[path[-1]] = bogus
    [outcome] = replayed(tmp_path, record)
    field = ".".join(str(p) for p in path).replace(".0.", "[0].")
    assert outcome.kind == "refused" and outcome.reason == "malformed record"
    assert f"line 1, '{field}'" in outcome.text


def test_a_bogus_limit_is_exit_2_not_pot_limit(records, tmp_path):
    record = copy.deepcopy(records[0])
    record["betting"]["limit"] = "bogus"
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(record) + "\n")
    result = invoke("replay", str(path))
    assert result.exit_code == 2
    assert "line 1, 'betting.limit': \"bogus\" is not one of no-limit, pot-limit, fixed-limit" in result.output
