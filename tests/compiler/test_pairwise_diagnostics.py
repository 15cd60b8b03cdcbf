"""`check` on pairwise showdowns: the lines of a pot refused in one, a foul rule that names
a share twice or none, and the steps that would put chips in a pot that nobody takes."""

from __future__ import annotations

import pytest
from helpers.error_catalog import run_check

HEAD = """import rankings
players 2..4
forced none
zone hand per seat private
zone front per seat private
step deal { deal 8 to hand  choose 3 from hand to front together }
"""


def showdown(*lines: str) -> str:
    return (
        HEAD
        + "showdown pairwise {\n    front: 3 of front by three-card\n    back: 5 of hand by high\n"
        + "\n".join(f"    {line}" for line in lines)
        + "\n}\n"
    )


def codes(text: str) -> list[tuple[str, str]]:
    return [(d.code, d.message) for d in run_check(text)]


def test_a_clean_pairwise_showdown_checks_clean():
    assert codes(showdown("unit 2 big-blinds", "scoop doubles", "foul unless back >= front")) == []


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("odd chip to front", "`odd chip to` settles a pot"),
        ("cap 5 antes", "`cap` settles a pot"),
        ("losers match pot", "`losers match pot` settles a pot"),
        ("if none qualifies split", "`if none qualifies` settles a pot"),
    ],
)
def test_the_lines_of_a_pot_are_refused_in_a_pairwise_showdown(line, said):
    [(code, message)] = codes(showdown(line))
    assert code == "E416" and message.startswith(said)


def test_else_is_refused_in_a_pairwise_showdown():
    text = showdown().replace("back: 5 of hand by high", "back: 5 of hand by high else front")
    assert [c for c, _ in codes(text)] == ["E416"]


def test_a_foul_rule_names_each_share_once_and_only_shares():
    assert codes(showdown("foul unless back >= front >= back")) == [("E417", "`foul unless` names 'back' twice")]
    assert [c for c, _ in codes(showdown("foul unless back >= frnt"))] == ["E105"]
    # the worse hand's ranking has categories the better one does not list
    assert [c for c, _ in codes(showdown("foul unless front >= back"))] == ["E417"]


@pytest.mark.parametrize(
    "step",
    [
        "step play { bet }",
        "step swap { draw 0..1 from hand for 2 }",
        "step stay { declare stay = pay 2, drop = fold in turn }",
    ],
)
def test_steps_that_pay_into_a_pot_are_refused(step):
    text = showdown().replace("step deal", step + "\nstep deal")
    assert "E418" in [c for c, _ in codes(text)]
