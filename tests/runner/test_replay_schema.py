"""`pokerlang replay` on malformed records: every history line and PHH hand is checked by
one schema (``runner/replay_schema.py``), and whatever it holds gets a message naming the
line and the field, exit status 2, never an internal error and never a hang."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pokerlang.cli import cli
from pokerlang.runner.replay_files import replay_path
from pokerlang.runner.replay_schema import HAND_KEYS, TABLE_KEYS
from helpers.records import GOOD_PHH, places

SLOW = 2.0  # seconds: no record may take longer than this to be replayed or refused


def invoke(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> dict:
    path = tmp_path_factory.mktemp("run") / "h.jsonl"
    made = invoke(
        "run", "holdem", "--hands", "4", "--seed", "3", "--players", "3", "--agents", "call", "--history", str(path)
    )
    assert made.exit_code == 0, made.output
    return next(h for h in map(json.loads, path.read_text().splitlines()) if h["showdown"])


def outcomes(path) -> list:
    start = time.process_time()  # the CPU time it takes: the wall time of a loaded machine says little
    out = list(replay_path(path, None, None))  # must not raise
    assert time.process_time() - start < SLOW
    assert out and all(o.kind in ("agreed", "disagreed", "refused") and o.text for o in out)
    return out


def history(tmp_path, line: str) -> list:
    path = tmp_path / "h.jsonl"
    path.write_text(line + "\n")
    return outcomes(path)


@pytest.mark.parametrize(
    "line, says",
    [
        ("1", "line 1: 1 is not an object"),
        ("[]", "line 1: [] is not an object"),
        ("null", "line 1: null is not an object"),
        ('"hand"', "line 1: \"hand\" is not an object"),
        ("{}", "line 1: the record has no 'format'"),
        ('{"format": 2}', "line 1: the record has no 'hand'"),
        ("[" * 100_000 + "]" * 100_000, "line 1 is not a hand: its values nest too deep"),
        ('{"format": 2, "hand": ' + "9" * 5000 + "}", "line 1 is not a hand: it holds a number of more than"),
        ("{not json", "line 1 is not JSON"),
    ],
)
def test_a_line_that_is_no_record_is_named_by_its_line(tmp_path, line, says):
    [outcome] = history(tmp_path, line)
    assert outcome.kind == "refused" and outcome.reason == "malformed record" and says in outcome.text


@pytest.mark.parametrize(
    "field, value, says",
    [
        ("starting_stacks", "200", "'starting_stacks': \"200\" is not a list"),
        ("starting_stacks", [], "'starting_stacks': holds 0 items"),
        ("button", 7, "'button': 7 is not a seat (0 to 2)"),
        ("button", True, "'button': true is not a seat"),
        ("deck", ["As", "As"], "'deck': names As twice"),
        ("deck", ["as"], "'deck[0]': \"as\" is not a card"),
        ("actions", [{"seat": 0}], "'actions[0]': has no 'action'"),
        ("actions", [{"seat": 0, "action": "raise"}], "'actions[0]': a 'raise' needs its amount"),
        ("actions", [{"seat": 0, "action": "raise", "amount": 10**30}], "'actions[0].amount': 1000000"),
        ("actions", [{"seat": 0, "action": "draw", "cards": "AsKd"}], "'actions[0].cards': \"AsKd\" is not a list"),
        ("pots", [{"amount": 4}], "'pots[0]': has no 'eligible'"),
        ("net", [0, 0], "'net': holds 2 items, not 3 to 3"),
        ("final_stacks", [1.5, 0, 0], "'final_stacks[0]': 1.5 is not an amount of chips"),
        ("shown", [{"seat": 0, "cards": [], "hands": []}], "'shown[0].hands': [] is not an object"),
        ("stakes", {"small_blind": 1}, "'stakes': has no 'big_blind'"),
        ("betting", {"limit": "no-limit"}, "'betting': has no 'cap'"),
        ("colour", "red", "'colour': is not a field of this record"),
    ],
)
def test_a_field_of_the_wrong_shape_is_named(tmp_path, good, field, value, says):
    record = dict(good, **{field: value})
    [outcome] = history(tmp_path, json.dumps(record))
    assert outcome.kind == "refused" and outcome.reason == "malformed record"
    assert outcome.text.startswith("line 1, ") and says in outcome.text, outcome.text


def test_a_missing_key_is_named(tmp_path, good):
    for key in HAND_KEYS + TABLE_KEYS:
        record = {k: v for k, v in good.items() if k != key}
        [outcome] = history(tmp_path, json.dumps(record))
        assert outcome.kind == "refused" and f"has no '{key}'" in outcome.text


def test_a_malformed_record_is_exit_2_and_names_the_file_and_line(tmp_path, good):
    path = tmp_path / "h.jsonl"
    path.write_text(json.dumps(good) + "\n\n" + json.dumps(dict(good, net="x")) + "\n")
    result = invoke("replay", str(path))
    assert result.exit_code == 2
    assert f"{path}: refused: line 3, 'net': \"x\" is not a list" in result.output


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from([*HAND_KEYS, *TABLE_KEYS, "seat", "action", "amount", "x"]) | st.text(max_size=4),
            inner,
            max_size=6,
        )
    ),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=json_values)
def test_any_json_value_is_refused_with_its_line(tmp_path, value):
    [outcome] = history(tmp_path, json.dumps(value))
    assert outcome.kind == "refused" and "line 1" in outcome.text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_record_with_any_field_replaced_by_any_value_never_breaks_replay(tmp_path, good, data):
    record = json.loads(json.dumps(good))
    path = data.draw(st.sampled_from([p for p in places(record) if p]))
    target = record
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = data.draw(json_values)
    for outcome in history(tmp_path, json.dumps(record)):
        if outcome.reason == "malformed record":
            assert outcome.text.startswith("line 1")


# ---- PHH ------------------------------------------------------------------------------------


def phh(tmp_path, text: str) -> list:
    path = tmp_path / "x.phh"
    path.write_text(text)
    return outcomes(path)


@pytest.mark.parametrize(
    "change, says",
    [
        (("'d dh p2 7c2d'", "'d dh p2'"), "line 6, 'actions[1]': 'd dh p2': a deal is 'd dh pN CARDS'"),
        (("'d db 2c7d9h'", "'d db'"), "line 7, 'actions[6]': 'd db': a deal is"),
        (("'p3 cbr 6'", "'p3 cbr'"), "line 6, 'actions[3]': 'p3 cbr': not a PHH action"),
        (("'p3 cbr 6'", "'p3 cbr 1e999999'"), "is not an amount (digits 0-9, and a decimal point)"),
        (("'p3 cbr 6'", "'p3 cc 6'"), "'actions[3]': 'p3 cc 6': not a PHH action"),
        (("'p3 cbr 6'", "'p0 cbr 6'"), "'p0' is not a player p1..p3"),
        (("'p1 sm AhAd'", "'p1 sm AhXx'"), "'Xx' is not a card"),
        (("starting_stacks = [100, 50, 80]", "starting_stacks = [100, 50, true]"), "line 5, 'starting_stacks[2]'"),
        (("finishing_stacks = [94, 48, 88]", "finishing_stacks = [94, 48]"), "line 9, 'finishing_stacks': holds 2"),
        (("antes = [0, 0, 0]", "antes = {99 = 1}"), "line 2, 'antes': names a player '99'"),
        (("antes = [0, 0, 0]", "antes = [0, 0, inf]"), "line 2, 'antes[2]': Infinity is not an amount"),
        (("variant = 'NT'", "variant = []"), "line 1, 'variant': [] is not a name"),
    ],
)
def test_a_malformed_phh_hand_is_named_by_line_and_field(tmp_path, change, says):
    [outcome] = phh(tmp_path, GOOD_PHH.replace(*change))
    assert outcome.kind == "refused" and outcome.reason == "malformed record"
    assert says in outcome.text, outcome.text


@pytest.mark.parametrize(
    "text, says",
    [
        ("variant = " + "[" * 100_000 + "]" * 100_000, "its values nest too deep"),
        ("variant = 'NT'\nx = " + "{a=" * 3000 + "1" + "}" * 3000, "its values nest too deep"),
        ("variant = 'NT'\nstarting_stacks = [1e999999999, 5]\nactions = []\n", "is more than 1,000,000,000,000,000"),
        ("variant = 'NT'\nstarting_stacks = [" + "9" * 5000 + ", 5]\nactions = []\n", "a number too large"),
    ],
)
def test_a_phh_file_nested_too_deep_or_with_huge_numbers_is_malformed(tmp_path, text, says):
    [outcome] = phh(tmp_path, text)
    assert outcome.reason == "malformed record" and says in outcome.text


@pytest.mark.parametrize("shown", ["'p1 sm AhQd'", "'p1 sm AhAh'", "'p1 sm KsKc'", "'p1 sm AhAd7c'"])
def test_a_phh_show_that_contradicts_the_deal_is_refused(tmp_path, shown):
    [outcome] = phh(tmp_path, GOOD_PHH.replace("'p1 sm AhAd'", shown))
    assert outcome.kind == "refused" and outcome.reason == "shown cards not dealt"
    assert "action 16" in outcome.text and "the file never dealt to p1" in outcome.text


def test_a_show_resolves_cards_nobody_saw(tmp_path):
    [outcome] = phh(tmp_path, GOOD_PHH.replace("'d dh p1 AhAd'", "'d dh p1 ????'"))
    assert outcome.kind == "agreed"


TOKENS = [
    "d",
    "dh",
    "db",
    "p1",
    "p2",
    "p3",
    "p4",
    "p0",
    "f",
    "cc",
    "cbr",
    "pb",
    "sd",
    "sm",
    "-",
    "6",
    "1e9",
    "-3",
    "nan",
    "AhAd",
    "????",
    "7c2d",
    "Xx",
    "#",
    "2c7d9h",
    "Kh",
    "ZZZ",
    "",
]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    at=st.integers(0, 16),
    action=st.lists(st.sampled_from(TOKENS), max_size=5).map(" ".join),
    noise=st.text(max_size=12),
    where=st.integers(0, len(GOOD_PHH)),
)
def test_random_phh_text_never_breaks_replay(tmp_path, at, action, noise, where):
    lines = GOOD_PHH.split("'")
    actions = [i for i in range(len(lines)) if i % 2]  # the quoted strings
    lines[actions[at % len(actions)]] = action.replace("'", "")
    text = "'".join(lines)
    phh(tmp_path, text)
    phh(tmp_path, text[:where] + noise + text[where:])
