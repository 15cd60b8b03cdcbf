"""``pokerlang play`` end to end, as a person uses it: a real process in a
pseudo-terminal, driven by typing, its screen read back."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

pexpect = pytest.importorskip("pexpect")
PROMPT = "your action: "
NEXT = "Enter for the next hand"


def spawn(variant: str, *args: str):
    env = dict(os.environ, NO_COLOR="1", COLUMNS="160", LINES="60")
    child = pexpect.spawn(
        sys.executable,
        ["-m", "pokerlang.cli", "play", variant, "--seed", "1", *args],
        env=env,
        encoding="utf-8",
        timeout=20,
        dimensions=(60, 160),
    )
    return child


def play_out(child, answer) -> str:
    """Answer every prompt of one hand with ``answer(options line)``; returns the whole
    screen of the hand, its last part (the showdown) last."""
    screen = []
    for _ in range(80):  # a hand of these games asks far fewer: a loop here is a failure
        which = child.expect([PROMPT, NEXT])
        screen.append(child.before)
        if which == 1:
            return "".join(screen)
        options = child.before.strip().splitlines()[-1]
        child.sendline(answer(options))
    raise AssertionError("the hand did not end: " + "".join(screen)[-2000:])


def passive(options: str) -> str:
    """Check, call, or show at the showdown: what a calling station types."""
    for word in ("check", "call", "show"):
        if re.search(rf"\b{word}\b", options):
            return word
    return options.split()[0].strip(",")


def leave(child) -> str:
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    return child.before


def test_a_person_plays_holdem_in_a_terminal():
    child = spawn("holdem", "--players", "2")
    child.expect("you are seat 1")
    end = play_out(child, passive)
    assert re.search(r"board: (\S\S ){4}\S\S", end)
    assert "pot:" in end and "hand over" in end
    assert re.search(r"(you|seat 2) wins? \d+ of the pot", end)
    assert re.search(r"you (won|lost|broke even)", end)
    assert "Traceback" not in end
    assert "You played 1 hand" in leave(child)


def test_a_person_chooses_swingo_board_cards_by_typing_them():
    child = spawn("swingo", "--players", "2")
    chosen = []

    def answer(options: str) -> str:
        pool = re.match(r"choose 3 of 1:(\S\S) 2:(\S\S) 3:(\S\S)", options)
        if pool:
            chosen.extend(pool.groups())
            return " ".join(chosen)
        return passive(options)

    end = play_out(child, answer)
    assert len(chosen) == 3
    boards = [line.split("board: ")[1] for line in end.splitlines() if re.match(r"[>D ]*you\s+\d+.*board: ", line)]
    assert boards and all(c in boards[0] for c in chosen)  # the chosen cards lie face up
    assert re.search(r"river: \S\S", end) and "hand over" in end
    leave(child)


def test_a_person_makes_swap_poker_moves():
    child = spawn("swap-poker")
    moves = iter(["swap down", "swap up"] + ["pass"] * 11)  # the first is refused: nothing below row 1
    end = play_out(child, lambda options: next(moves))
    assert "you cannot swap down from here" in end
    assert "you swap" in end or "you pass" in end
    assert re.search(r"(you|seat 2) wins? 4 of the pot", end) or "split" in end
    leave(child)


def test_a_typo_in_the_terminal_is_not_a_traceback():
    child = spawn("holdem", "--players", "2")
    child.expect(PROMPT)
    child.sendline("raise a lot")
    child.expect(PROMPT)
    assert "is not an amount" in child.before
    child.sendline("q")  # leave: the rest of the hand is checked or folded, then the summary
    child.expect(pexpect.EOF)
    assert "hand over" in child.before and "Traceback" not in child.before
    assert "You played 1 hand" in child.before


def test_input_that_ends_leaves_cleanly():
    done = subprocess.run(
        [sys.executable, "-m", "pokerlang.cli", "play", "holdem", "--seed", "2"],
        input="call\n",
        capture_output=True,
        text=True,
        timeout=30,
        env=dict(os.environ, NO_COLOR="1"),
    )
    assert done.returncode == 0, done.stderr
    assert "You played 1 hand" in done.stdout and "Traceback" not in done.stdout + done.stderr
