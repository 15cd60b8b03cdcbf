"""The hostile sweep: every entry point, through the real CLI, against mutated variants,
pathological files, option values out of range, histories with a field changed and
garbage typed at the table (the inputs and the oracle: tests/helpers/hostile.py).

A small budget by default; POKERLANG_FULL=1 multiplies it. Each test prints what it
tried (pytest -s shows it) and fails listing every defect found.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from helpers.hostile import (
    AT_THE_TABLE,
    DELETED,
    HISTORY_GAMES,
    Sweep,
    equity_options,
    harmless,
    mutant,
    pathological,
    records,
    run_options,
    sources,
    tampered,
    typed_session,
    words,
)

from pokerlang.diagnostics import PokerlangError
from pokerlang.resources import variants_dir

FULL = bool(os.environ.get("POKERLANG_FULL"))
SCALE = 20 if FULL else 1
SEED = int(os.environ.get("POKERLANG_SWEEP_SEED", "15"))


def done(sweep: Sweep) -> None:
    print(sweep.report())
    assert not sweep.defects, "\n".join(sweep.defects[:40])


def test_mutated_variants_check_or_run_soundly(tmp_path):
    """A mutant either fails `check` with diagnostics, or plays 20 hands at its fewest and
    most players, conserving chips; `explain` never breaks on a file that compiles."""
    from pokerlang.compiler import compile_file

    rng, texts = random.Random(SEED), sources()
    vocabulary, sweep, clean = words(texts), Sweep(), 0
    for i in range(25 * SCALE):
        path = tmp_path / f"mutant-{i}.poker"
        path.write_text(mutant(rng.choice(texts), rng, vocabulary))
        result = sweep.invoke("check", str(path))
        if result is None or result.exit_code != 0:
            continue
        clean += 1
        sweep.invoke("explain", str(path))
        try:
            game = compile_file(path)
        except PokerlangError as err:
            sweep.defects.append(f"check-clean {path} does not compile: {err}")
            continue
        for players in sorted({game.min_players, game.max_players}):
            sweep.conserves(str(path), players)
    print(f"{clean} check-clean mutants played")
    done(sweep)


def test_pathological_files_at_every_command(tmp_path):
    base = (variants_dir() / "holdem.poker").read_bytes()
    sweep = Sweep()
    for path in pathological(tmp_path, base):
        for args in (
            ("check", path),
            ("check", "--format", "json", path),
            ("explain", path),
            ("explain", "--ir", path),
            ("run", path, "--hands", "3"),
            ("replay", path),
            ("replay", "--variant", path, path),
            ("stats", path, "--hands", "3"),
            ("equity", path, "--hands", "AsKs QdQc"),
            ("play", path),
        ):
            sweep.invoke(*args, input="q\n")
    done(sweep)


def test_run_and_stats_with_options_out_of_range():
    rng, sweep = random.Random(SEED), Sweep()
    for _ in range(30 * SCALE):
        sweep.invoke(*run_options(rng), cpu=6.0)  # mc bots and a few hands: a looser bound
    for _ in range(5 * SCALE):
        args = run_options(rng)
        args[0] = "stats"
        sweep.invoke(*args, cpu=6.0)
    done(sweep)


def test_equity_with_impossible_hands_and_boards():
    rng, sweep = random.Random(SEED), Sweep()
    for _ in range(30 * SCALE):
        sweep.invoke(*equity_options(rng))
    done(sweep)


def test_a_history_with_a_field_changed_is_never_accepted(tmp_path):
    """Each mutant is one line of `run --history` with one field deleted or replaced
    (any type, nesting, extreme number): `replay` refuses it or finds the difference,
    unless the change cannot alter the hand (hostile.harmless)."""
    rng, sweep = random.Random(SEED), Sweep()
    path = tmp_path / "h.jsonl"
    for variant, players in HISTORY_GAMES:
        for record in records(variant, players, SEED):
            for _ in range(8 * SCALE):
                at, old, new, changed = tampered(record, rng)
                path.write_text(json.dumps(changed) + "\n")
                result = sweep.invoke("replay", str(path))
                if result is not None and result.exit_code == 0 and not harmless(at, old, new, record):
                    how = "deleted" if new is DELETED else f"{json.dumps(old)[:40]} -> {json.dumps(new)[:40]}"
                    sweep.defects.append(f"tampering accepted: {variant} {at}: {how}")
    done(sweep)


@pytest.mark.parametrize(
    "line",
    [
        "1",
        "[]",
        "null",
        '"x"',
        "{}",
        '{"format": 2}',
        "[" * 5000 + "]" * 5000,
        '{"variant": "holdem", "starting_stacks": "x"}',
        "\ufeff{}",
        "\x00",
    ],
)
def test_a_history_line_that_is_no_hand(tmp_path, line):
    path = tmp_path / "h.jsonl"
    path.write_text(line + "\n")
    sweep = Sweep()
    result = sweep.invoke("replay", str(path))
    assert result is not None and result.exit_code == 2, result.output
    done(sweep)


def test_phh_text_mutations(tmp_path):
    rng, sweep = random.Random(SEED), Sweep()
    out = tmp_path / "phh"
    made = sweep.invoke("run", "holdem", "--hands", "3", "--seed", "3", "--players", "3", "--phh", str(out))
    assert made.exit_code == 0
    texts = [p.read_text() for p in sorted(out.iterdir())]
    vocabulary = [
        "'",
        "[",
        "]",
        "=",
        ",",
        "p1",
        "p9",
        "cbr",
        "cc",
        "f",
        "sm",
        "d",
        "dh",
        "db",
        "????",
        "-1",
        "1e400",
        "9" * 40,
        "\\",
        '"',
        "\n",
        "variant",
        "NT",
        "FT",
        "antes",
        "actions",
    ]
    path = tmp_path / "hand.phh"
    for _ in range(25 * SCALE):
        path.write_text(mutant(rng.choice(texts), rng, vocabulary))
        sweep.invoke("replay", str(path))
    done(sweep)


def test_the_table_against_garbage_typed_and_the_end_of_input():
    rng, sweep = random.Random(SEED), Sweep()
    for i in range(8 * SCALE):
        result = sweep.invoke(
            "play", rng.choice(AT_THE_TABLE), "--seed", str(i), "--players", "2", input=typed_session(rng), cpu=6.0
        )
        if result is not None and any(c in result.output for c in "\x00\x1b\u202e"):
            sweep.defects.append("play echoed a control character to the terminal")
    done(sweep)


@pytest.mark.parametrize("variant", ["holdem", "five-card-draw", "swap-poker", "guts"])
def test_the_end_of_input_at_every_prompt_of_a_hand(variant):
    """Input ends after 0, 1, 2 ... answers (each a wrong one, then the first word the
    table offers): the session ends as `q` does, with its summary, every time."""
    sweep = Sweep()
    for answers in range(8 * (2 if FULL else 1)):
        result = sweep.invoke(
            "play",
            variant,
            "--seed",
            "5",
            "--players",
            "2",
            input="\n".join(["\u2460", "call", "check", "pat", "in", "pass"][i % 6] for i in range(answers)),
            cpu=6.0,
        )
        if result is not None and result.exit_code == 0 and "You played" not in result.output:
            sweep.defects.append(f"{variant}: no summary after {answers} answers and the end of input")
    done(sweep)
